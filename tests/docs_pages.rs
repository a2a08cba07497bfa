//! The manual in `docs/`, README and CONTRIBUTING: every relative link leads to a file
//! of the project (and to a heading of it when it names one), and the rules page of the
//! game is the one in `docs/rules.md`.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

mod common;

/// The pages a reader opens: README.md, CONTRIBUTING.md when there is one, docs/*.md.
fn pages(root: &Path) -> Vec<PathBuf> {
    let mut pages = vec![root.join("README.md")];
    let contributing = root.join("CONTRIBUTING.md");
    if contributing.exists() {
        pages.push(contributing);
    }
    let mut docs: Vec<PathBuf> = fs::read_dir(root.join("docs"))
        .expect("docs/")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// The text of a page without its fenced code blocks and inline code, where a `[x](y)`
/// is an example, not a link.
fn prose(text: &str) -> String {
    let mut out = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            out.push('\n');
            continue;
        }
        if fenced {
            out.push('\n');
            continue;
        }
        let mut in_code = false;
        for c in line.chars() {
            if c == '`' {
                in_code = !in_code;
            } else if !in_code {
                out.push(c);
            }
        }
        out.push('\n');
    }
    out
}

/// The targets of a page's links: `[text](target)`, `![alt](target)` and the
/// definitions of reference links (`[name]: target`), with their line numbers.
fn links(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (n, line) in prose(text).lines().enumerate() {
        let mut rest = line;
        while let Some(i) = rest.find("](") {
            let after = &rest[i + 2..];
            let Some(end) = after.find(')') else { break };
            let target = after[..end].split_whitespace().next().unwrap_or_default();
            found.push((n + 1, target.to_string()));
            rest = &after[end..];
        }
        let t = line.trim_start();
        if t.starts_with('[')
            && let Some(i) = t.find("]: ")
        {
            found.push((n + 1, t[i + 3..].trim().to_string()));
        }
    }
    found
}

/// The anchors of a page's headings as GitHub makes them: lower case, punctuation
/// dropped (but `-` and `_`), spaces as `-`, and `-1`, `-2` … after a repeated one.
fn anchors(text: &str) -> BTreeSet<String> {
    let mut seen = BTreeSet::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        }
        if fenced || !line.starts_with('#') {
            continue;
        }
        let title = line.trim_start_matches('#').trim();
        let slug: String = title
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || *c == ' ' || *c == '-' || *c == '_')
            .map(|c| if c == ' ' { '-' } else { c })
            .collect();
        let mut anchor = slug.clone();
        let mut k = 1;
        while seen.contains(&anchor) {
            anchor = format!("{slug}-{k}");
            k += 1;
        }
        seen.insert(anchor);
    }
    seen
}

/// Every relative link of the pages that leads nowhere: `page:line: target (why)`.
fn broken_links(root: &Path, pages: &[PathBuf]) -> Vec<String> {
    let mut broken = Vec::new();
    for page in pages {
        let text = fs::read_to_string(page).expect("a page");
        let name = page
            .strip_prefix(root)
            .unwrap_or(page)
            .display()
            .to_string();
        for (line, target) in links(&text) {
            if target.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            let (file, anchor) = match target.split_once('#') {
                Some((f, a)) => (f, Some(a)),
                None => (target.as_str(), None),
            };
            let path = if file.is_empty() {
                page.clone()
            } else {
                page.parent().expect("a folder").join(file)
            };
            if !path.exists() {
                broken.push(format!("{name}:{line}: {target} (no such file)"));
                continue;
            }
            if let Some(anchor) = anchor {
                let Ok(linked) = fs::read_to_string(&path) else {
                    broken.push(format!("{name}:{line}: {target} (not a page)"));
                    continue;
                };
                if !anchors(&linked).contains(anchor) {
                    broken.push(format!("{name}:{line}: {target} (no such heading)"));
                }
            }
        }
    }
    broken
}

#[test]
fn every_relative_link_of_readme_and_the_manual_leads_to_a_file_and_heading() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let pages = pages(root);
    assert!(pages.len() > 20, "the manual was not found: {pages:?}");
    let count: usize = pages
        .iter()
        .map(|p| links(&fs::read_to_string(p).expect("a page")).len())
        .sum();
    assert!(
        count > 100,
        "only {count} links found: the reader is broken"
    );
    let broken = broken_links(root, &pages);
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

/// The checker itself: a page with a missing file, a missing heading, a link to a
/// heading of its own, and links in code that are not links.
#[test]
fn the_link_checker_finds_a_missing_file_and_a_missing_heading() {
    let dir = common::scratch::scratch("docs-links");
    let root: &Path = &dir;
    fs::create_dir(root.join("docs")).expect("docs/");
    fs::write(
        root.join("README.md"),
        "# Top\n\n## A section, with words\n\nSee [a](docs/a.md), [b](docs/b.md),\n\
         [a's part](docs/a.md#part-two), [a's other](docs/a.md#nowhere),\n\
         [here](#a-section-with-words), [there](#gone), ![pic](docs/p.png), \
         [web](https://example.com).\n\n`[not](a-link.md)`\n\n```\n[not](either.md)\n```\n\
         [ref]: docs/missing.md\n",
    )
    .expect("README.md");
    fs::write(root.join("docs/a.md"), "# A\n\n## Part two\n").expect("a.md");
    let broken = broken_links(root, &pages(root));
    assert_eq!(
        broken,
        [
            "README.md:5: docs/b.md (no such file)",
            "README.md:6: docs/a.md#nowhere (no such heading)",
            "README.md:7: #gone (no such heading)",
            "README.md:7: docs/p.png (no such file)",
            "README.md:14: docs/missing.md (no such file)",
        ],
    );
}

/// `docs/rules.md` says the rules as the game's own rules page (`?`, then `r`) does:
/// every paragraph of that page is in it, word for word.
#[test]
fn the_rules_page_of_the_manual_is_the_rules_page_of_the_game() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let page = fs::read_to_string(root.join("docs/rules.md")).expect("docs/rules.md");
    let words = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let page = words(&page);
    for section in shuuro::words::en().rules_page() {
        assert!(
            page.contains(&format!("## {}", section.title)),
            "docs/rules.md has no section {}",
            section.title
        );
        for paragraph in section.paragraphs {
            assert!(
                page.contains(&words(paragraph)),
                "docs/rules.md lacks, in {}: {paragraph}",
                section.title
            );
        }
    }
}
