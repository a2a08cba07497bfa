//! The help overlay: the keys of the current screen, read from the keymap table itself.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph};

use crate::app::App;
use crate::app::key::{Key, key_name};
use crate::app::keymap::{Action, Ctx};
use crate::app::keyset::Keys;
use crate::prefs::Lang;
use crate::rules::Role;
use crate::ui::layout;
use crate::words::{Text, W};

use super::hints::{self, Hints};
use super::theme::Theme;
use super::{boxed, centered};

/// The contexts whose keys the help shows for what is on screen.
pub fn help_contexts(app: &App) -> Vec<Ctx> {
    let ctx = app.ctx_under_help();
    let mut v = vec![ctx];

    if matches!(app.screen(), crate::app::Screen::Practice(_)) {
        v.push(Ctx::Practice);
    }
    v.push(Ctx::Global);
    v
}

/// The lines of one context: keys and what they do; the four cursor keys share a line.
pub fn entries(w: W, k: &Keys, ctx: Ctx) -> Vec<(String, String)> {
    entries_except(w, k, ctx, None, false)
}

/// The lines of `ctx` for the practice screen: keys the practice table takes over are left
/// out (they do what the practice lines say), and each line in practice's own words.
pub fn practice_entries(w: W, k: &Keys, ctx: Ctx) -> Vec<(String, String)> {
    entries_except(w, k, ctx, Some(Ctx::Practice), true)
}

/// The lines of the game-over box's keys in a game played out from practice: all of
/// them, in practice's words (Enter goes back to the practice).
pub fn played_out_over_entries(w: W, k: &Keys) -> Vec<(String, String)> {
    entries_except(w, k, Ctx::Over, None, true)
}

const CURSOR: [Action; 4] = [Action::Up, Action::Down, Action::Left, Action::Right];

fn entries_except(
    w: W,
    k: &Keys,
    ctx: Ctx,
    over: Option<Ctx>,
    practice_words: bool,
) -> Vec<(String, String)> {
    // A key the other table takes over does what that table says: it is left out here.
    let taken = |key: &Key| over.is_some_and(|o| k.bindings(o).any(|ob| ob.keys.contains(key)));
    // A context with all four cursor actions shows them on one line.
    let cursor = CURSOR
        .iter()
        .all(|a| k.bindings(ctx).any(|b| b.action == *a));
    // A context where the King may be chosen by its letter lists the pieces on one line.
    let pieces = k
        .bindings(ctx)
        .any(|b| b.action == Action::Pick(Role::King));
    let mut out: Vec<(String, String)> = Vec::new();
    for b in k.bindings(ctx) {
        let keys: Vec<String> = b
            .keys
            .iter()
            .filter(|key| !taken(key))
            .map(|key| key_name(*key))
            .collect();
        if keys.is_empty() {
            continue;
        }
        if cursor && CURSOR.contains(&b.action) {
            if b.action == CURSOR[0] {
                out.push((
                    hints::keys_label(w, k, ctx, &CURSOR),
                    w.text(Text::HelpCursor).into(),
                ));
            }
            continue;
        }
        // The piece letters of deployment share a line too (six lines would push the
        // last keys off an 80×24 screen): each piece's first key, its capital.
        if pieces && matches!(b.action, Action::Pick(_)) {
            if b.action == Action::Pick(Role::King) {
                let letters: Vec<String> = k
                    .bindings(ctx)
                    .filter(|p| matches!(p.action, Action::Pick(_)))
                    .filter_map(|p| p.keys.iter().find(|key| !taken(key)))
                    .map(|key| key_name(*key))
                    .collect();
                // How many pieces have their small letter too: all, all but the
                // Archbishop (`a` turns auto-flip), or none.
                let (picks, small) = k
                    .bindings(ctx)
                    .filter(|p| matches!(p.action, Action::Pick(_)))
                    .fold((0, 0), |(n, s), p| {
                        let both = p.keys.iter().filter(|key| !taken(key)).count() > 1;
                        (n + 1, s + usize::from(both))
                    });
                let help = w.text(match picks - small {
                    0 => Text::HelpPiecesSmall,
                    1 => Text::HelpPiecesSmallButA,
                    _ => Text::HelpPieces,
                });
                out.push((letters.join(" "), help.into()));
            }
            continue;
        }
        let help = b.practice.filter(|_| practice_words).unwrap_or(b.help);
        out.push((keys.join(" "), w.does(help).to_string()));
    }
    out
}

/// The columns for what a key does in the help box (76 wide: its borders, two spaces and
/// the keys' 16 columns before it).
const HELP_TEXT: usize = 76 - 2 - 18;

/// Draws the help box over the screen.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, th: Theme) {
    let w = crate::words::of(app.lang());
    let mut lines = Vec::new();
    let practice = matches!(app.screen(), crate::app::Screen::Practice(_));
    for ctx in help_contexts(app) {
        lines.push(Line::styled(w.keys_of(ctx.title()), th.heading()));
        let list = if practice && ctx != Ctx::Practice {
            practice_entries(w, app.keys(), ctx)
        } else if ctx == Ctx::Over && app.returns_to_practice() {
            played_out_over_entries(w, app.keys())
        } else {
            entries(w, app.keys(), ctx)
        };
        // What a key does goes on under its own column when it is longer than the
        // box is wide.
        let keys_style = th
            .heading()
            .remove_modifier(ratatui::style::Modifier::UNDERLINED);
        for (keys, help) in list {
            let mut rows = super::wrap::wrap_words(&help, HELP_TEXT).into_iter();
            lines.push(Line::from(vec![
                Span::styled(format!("  {}", super::pad(&keys, 16)), keys_style),
                Span::raw(rows.next().unwrap_or_default()),
            ]));
            lines.extend(rows.map(|r| Line::from(format!("{}{r}", " ".repeat(18)))));
        }
    }
    lines.push(Line::styled(
        hints::line(w, app.keys(), Hints::HelpOverlay),
        th.dim(),
    ));
    let h = (lines.len() as u16 + 2).min(area.height);
    let r = centered(area, 76, h);
    // With more lines than fit, show two columns.
    if lines.len() as u16 + 2 > area.height && area.width >= 100 {
        let half = lines.len().div_ceil(2);
        let right = lines.split_off(half);
        let width = 60.min(area.width / 2);
        let l = Rect::new(area.x + area.width / 2 - width, area.y, width, area.height);
        let r = Rect::new(area.x + area.width / 2, area.y, width, area.height);
        boxed(frame, l, w.text(Text::HelpKeys), lines, Style::default());
        boxed(
            frame,
            r,
            w.text(Text::HelpKeysMore),
            right,
            Style::default(),
        );
        return;
    }
    boxed(frame, r, w.text(Text::HelpKeys), lines, Style::default());
}

/// The key hints at the foot of the rules page, from the keymap.
pub fn rules_hints(w: W, keys: &Keys) -> String {
    let k = |a| keys.key_name_of(Ctx::Rules, a);
    format!(
        "{} {} {}  {} {} {}  {} {}  {} {}",
        k(Action::Up),
        k(Action::Down),
        w.text(Text::HintLine),
        k(Action::PageBack),
        k(Action::PageFwd),
        w.text(Text::HintPage),
        k(Action::Keys),
        w.text(Text::HintKeys),
        k(Action::Back),
        w.text(Text::HintClose),
    )
}

/// One line of the rules page as drawn at some width.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageLine {
    Heading(&'static str),
    Text(String),
    Blank,
}

/// The rules page in `w`'s language wrapped to `width` columns: each section's heading,
/// its paragraphs broken by the one wrapping rule, a blank line between paragraphs and
/// between sections.
pub fn page(w: W, width: u16) -> Vec<PageLine> {
    let width = usize::from(width.max(1));
    let mut out = Vec::new();
    for (i, s) in w.rules_page().iter().enumerate() {
        if i > 0 {
            out.push(PageLine::Blank);
        }
        out.push(PageLine::Heading(s.title));
        for (j, p) in s.paragraphs.iter().enumerate() {
            if j > 0 {
                out.push(PageLine::Blank);
            }
            out.extend(
                super::wrap::wrap_words(p, width)
                    .into_iter()
                    .map(PageLine::Text),
            );
        }
    }
    out
}

/// How many lines the rules page in `lang` makes at `width` columns (the app's
/// [`crate::app::rules_page::PageLength`]: where its scrolling stops).
pub fn rules_lines(lang: Lang, width: u16) -> usize {
    page(crate::words::of(lang), width).len()
}

/// Draws the rules page: as much of the wrapped page as fits from the line scrolled to,
/// with a sign on the border when there is more above or below.
pub fn draw_rules(frame: &mut Frame, area: Rect, app: &App, top: u16, th: Theme) {
    let w = crate::words::of(app.lang());
    let (outer, text) = layout::rules_page(area);
    let all = page(w, text.width);
    let last = all.len().saturating_sub(usize::from(text.height));
    let top = usize::from(top).min(last);
    let lines: Vec<Line> = all
        .into_iter()
        .skip(top)
        .take(usize::from(text.height))
        .map(|l| match l {
            PageLine::Heading(h) => Line::styled(h, th.heading()),
            PageLine::Text(t) => Line::from(t),
            PageLine::Blank => Line::from(""),
        })
        .collect();
    let mut block = Block::bordered()
        .title(format!(" {} ", w.text(Text::RulesTitle)))
        .title_bottom(
            Line::styled(format!(" {} ", rules_hints(w, app.keys())), th.dim()).right_aligned(),
        );
    if top > 0 {
        block = block.title(Line::from(format!(" ▲ {} ", w.text(Text::MoreAbove))).right_aligned());
    }
    if top < last {
        block = block
            .title_bottom(Line::from(format!(" ▼ {} ", w.text(Text::MoreBelow))).left_aligned());
    }
    frame.render_widget(Clear, outer);
    frame.render_widget(block, outer);
    frame.render_widget(Paragraph::new(lines), text);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::of;

    fn text(lang: Lang) -> String {
        of(lang)
            .rules_page()
            .iter()
            .flat_map(|s| std::iter::once(s.title).chain(s.paragraphs.iter().copied()))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn the_page_covers_every_topic_the_help_promises() {
        let t = text(Lang::En);
        for topic in [
            "Armies",
            "Plinths",
            "Deployment",
            "Fight",
            "Row filling",
            "Knight on a plinth",
            "en passant",
            "Promotion",
            "ambush",
            "stalemate",
            "fifty moves",
            "clock",
            "Mini-Shuuro",
            "No limits",
            "Scouts",
            "jungle",
            "King in the castle",
            "Serious business",
            "Handicap",
            "Time is of the essence",
        ] {
            assert!(t.contains(topic), "the rules page says nothing of {topic}");
        }
        // The Japanese page in the seed's words, topic for topic.
        let t = text(Lang::Ja);
        for topic in [
            "アーミー",
            "戦場の準備",
            "キューブ",
            "配置",
            "バトル",
            "ダイス",
            "段を埋める順",
            "キューブ上のナイト",
            "アンパッサン",
            "プロモーション",
            "奇襲",
            "ステイルメイト",
            "50手",
            "持ち時間",
            "ミニShuuro",
            "上限なし",
            "偵察",
            "ジャングル",
            "城のキング",
            "真剣勝負",
            "ハンディキャップ",
            "時は金なり",
        ] {
            assert!(
                t.contains(topic),
                "the Japanese page says nothing of {topic}"
            );
        }
    }

    #[test]
    fn both_pages_have_the_same_sections_and_paragraphs() {
        let (en, ja) = (of(Lang::En).rules_page(), of(Lang::Ja).rules_page());
        assert_eq!(en.len(), ja.len());
        for (e, j) in en.iter().zip(ja) {
            assert_eq!(
                e.paragraphs.len(),
                j.paragraphs.len(),
                "{} / {}",
                e.title,
                j.title
            );
        }
    }

    #[test]
    fn the_page_wraps_to_the_width_and_loses_no_word() {
        for lang in Lang::ALL {
            let w = of(lang);
            for width in [2u16, 10, 40, 76, 86] {
                let lines = page(w, width);
                let mut shown = String::new();
                for l in &lines {
                    if let PageLine::Text(t) = l {
                        assert!(
                            super::super::columns(t) <= usize::from(width),
                            "{t:?} at {width}"
                        );
                        shown.push_str(t);
                    }
                }
                if width >= 20 {
                    let all: String = w
                        .rules_page()
                        .iter()
                        .flat_map(|s| s.paragraphs.iter())
                        .copied()
                        .collect();
                    let squeeze = |s: &str| s.split_whitespace().collect::<String>();
                    assert_eq!(squeeze(&shown), squeeze(&all), "at width {width}");
                }
            }
            assert!(page(w, 40).len() > page(w, 86).len());
        }
    }

    #[test]
    fn no_paragraph_carries_layout_of_its_own() {
        // The page is wrapped at draw time: a line break or a double space inside a
        // paragraph would show as a ragged line at some width.
        for lang in Lang::ALL {
            for s in of(lang).rules_page() {
                for p in s.paragraphs {
                    assert!(!p.contains('\n') && !p.contains("  "), "{p:?}");
                }
            }
        }
    }
}
