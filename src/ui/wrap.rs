//! The one rule that breaks text into lines of a width, for every language: widths are
//! terminal columns (a Japanese letter takes two), a line breaks at a space (which goes)
//! or between two letters when one of them is wide (Japanese is written without spaces),
//! never inside a letter. Japanese punctuation keeps to its word: a line does not start
//! with `、` `。` `）` and the like, nor end with `（` `「`. A word longer than a whole
//! line (a path) breaks after one of its `/`, else is cut at the edge.

use super::{char_columns, columns};

/// Characters a line does not start with (they close what comes before).
const NO_START: &str =
    "、。，．）」』】〕〉》：；！？ー・…）゛゜ぁぃぅぇぉっゃゅょァィゥェォッャュョ";
/// Characters a line does not end with (they open what comes after).
const NO_END: &str = "（「『【〔〈《";

fn wide(c: char) -> bool {
    char_columns(c) > 1
}

/// Whether a line may break between `a` and `b` (with no space between them).
fn joint(a: char, b: char) -> bool {
    (wide(a) || wide(b)) && !NO_START.contains(b) && !NO_END.contains(a)
}

/// Where the line that starts at `start` of `chars` ends (exclusive) when it may take
/// `room` columns, and where the next line starts (after the spaces a break takes); `None`
/// past the end.
fn line_end(chars: &[char], start: usize, room: usize) -> Option<(usize, usize)> {
    if start >= chars.len() {
        return None;
    }
    let room = room.max(1);
    // Break opportunities as (end of this line, start of the next), the widest first
    // that fits.
    let mut used = 0;
    let mut best: Option<(usize, usize)> = None;
    let mut i = start;
    while i < chars.len() {
        let c = chars[i];
        if c == ' ' {
            // A space: the line may end before it; the next starts after the spaces.
            let mut j = i;
            while j < chars.len() && chars[j] == ' ' {
                j += 1;
            }
            if i > start {
                best = Some((i, j));
            }
            used += j - i;
            if used > room {
                break;
            }
            i = j;
            continue;
        }
        let w = char_columns(c);
        if used + w > room {
            break;
        }
        used += w;
        i += 1;
        if i == chars.len() {
            return Some((i, i));
        }
        if joint(c, chars[i]) {
            best = Some((i, i));
        }
    }
    if i >= chars.len() {
        return Some((chars.len(), chars.len()));
    }
    if let Some(b) = best {
        return Some(b);
    }
    // One word longer than the line: after its last path separator that fits (not its
    // first character), else cut at the edge (a whole letter).
    let mut used = 0;
    let mut cut = start;
    let mut after_sep = None;
    for (k, &c) in chars.iter().enumerate().skip(start) {
        let w = char_columns(c);
        if used + w > room {
            break;
        }
        used += w;
        cut = k + 1;
        if k > start && std::path::is_separator(c) {
            after_sep = Some(k + 1);
        }
    }
    let end = after_sep.unwrap_or(cut.max(start + 1));
    Some((end, end))
}

/// Whether the word that starts at `start` (up to a space) is wider than `width`: such a
/// word (a path) may begin at the end of a line, its first folders filling it.
fn long_word(chars: &[char], start: usize, width: usize) -> bool {
    let w: usize = chars[start..]
        .iter()
        .take_while(|&&c| c != ' ' && !wide(c))
        .map(|&c| char_columns(c))
        .sum();
    w > width
}

/// The lines of `chars` at `width` columns: each as (start, end) into `chars`, the later
/// lines `indent` columns narrower (their lead is the caller's).
pub(crate) fn line_spans(chars: &[char], width: usize, indent: usize) -> Vec<(usize, usize)> {
    let width = width.max(1);
    let mut out = Vec::new();
    let mut start = 0;
    let mut first = true;
    while let Some((mut end, mut next)) = line_end(
        chars,
        start,
        if first {
            width
        } else {
            width.saturating_sub(indent).max(1)
        },
    ) {
        // A long path after a space starts on this line when its first folders fit.
        let room = if first {
            width
        } else {
            width.saturating_sub(indent).max(1)
        };
        if next < chars.len() && next > end && long_word(chars, next, room) {
            let used = columns(&chars[start..end].iter().collect::<String>());
            let left = room.saturating_sub(used + (next - end));
            let mut w = 0;
            let mut fill = None;
            for (k, &c) in chars.iter().enumerate().skip(next) {
                if c == ' ' {
                    break;
                }
                w += char_columns(c);
                if w > left {
                    break;
                }
                if k > next && std::path::is_separator(c) {
                    fill = Some(k + 1);
                }
            }
            if let Some(f) = fill {
                end = f;
                next = f;
            }
        }
        out.push((start, end));
        start = next;
        first = false;
    }
    out
}

/// `text` broken into lines of at most `width` columns (see the module).
///
/// ```
/// use shuuro::ui::wrap::wrap_words;
/// assert_eq!(wrap_words("one two three", 7), ["one two", "three"]);
/// // Japanese breaks between letters, never inside one, and keeps `。` with its word.
/// assert_eq!(wrap_words("配置は終わりです。", 8), ["配置は終", "わりで", "す。"]);
/// ```
pub fn wrap_words(text: &str, width: usize) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let lines: Vec<String> = line_spans(&chars, width, 0)
        .into_iter()
        .map(|(a, b)| chars[a..b].iter().collect())
        .collect();
    if lines.is_empty() {
        vec![String::new()]
    } else {
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_wrap_at_spaces_and_long_words_are_cut() {
        assert_eq!(wrap_words("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap_words("abcdefghij", 4), ["abcd", "efgh", "ij"]);
        assert_eq!(wrap_words("", 5), [""]);
        for l in wrap_words("You have spent 0 of 800 points: y seals this army", 10) {
            assert!(columns(&l) <= 10, "{l}");
        }
    }

    #[test]
    fn a_long_path_breaks_after_a_folder() {
        let l = wrap_words("saved /home/me/games/shuuro/a-game.json now", 20);
        assert_eq!(l, ["saved /home/me/", "games/shuuro/", "a-game.json now"]);
    }

    #[test]
    fn japanese_breaks_between_letters_at_the_width_in_columns() {
        let text = "アーミーは戦場の準備が終わると公開されます。";
        for w in [2usize, 5, 9, 10, 21, 40] {
            let lines = wrap_words(text, w);
            for l in &lines {
                assert!(columns(l) <= w.max(2), "{l:?} at {w}");
                // On a line of a few letters a sign may have to start one.
                if w >= 8 {
                    assert!(!l.starts_with('。') && !l.starts_with('ー'), "{l:?} at {w}");
                }
            }
            assert_eq!(lines.concat(), text, "nothing lost at {w}");
        }
        // Mixed: a Latin word stays whole, and breaks at its spaces.
        let lines = wrap_words("Enterで決定、Escで取り消し", 12);
        assert_eq!(
            lines.concat().replace(' ', ""),
            "Enterで決定、Escで取り消し"
        );
        assert!(lines.iter().all(|l| columns(l) <= 12), "{lines:?}");
    }

    #[test]
    fn an_opening_bracket_goes_down_with_its_word() {
        let lines = wrap_words("あいう（えお）", 8);
        assert!(lines.iter().all(|l| !l.ends_with('（')), "{lines:?}");
        assert!(lines.iter().all(|l| !l.starts_with('）')), "{lines:?}");
    }
}
