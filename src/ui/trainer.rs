//! The puzzle trainer: the board, and beside it the puzzle (who is to play, the themes
//! once they may be shown, its rating), the puzzles chosen, the solver's rating and
//! streak, what the trainer says of the last step (after a wrong one, the engine's line
//! against it), and the past attempts, or, while it is open, the list of themes with the
//! solver's score on each; the keys from the keymap. The panel's lines are wrapped by
//! [`wrap_lines`] before the rows left for the past attempts are counted.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use crate::app::App;
use crate::app::keymap::{Action, Ctx, key_for};
use crate::app::target::Target;
use crate::app::trainer::{KEYS, LIST_KEYS};
use crate::app::trainer::{Row, Said, ThemeList, TrainerState, hint_marks};
use crate::puzzle::check::{Now, Step};
use crate::puzzle::choose::kind_name;
use crate::puzzle::progress::Score;
use crate::puzzle::solver::Hint;
use crate::rules::{Bitboard, Board, Piece, Role};
use crate::ui::layout::layout;

use super::board::{BoardView, draw_board, glyph};
use super::notice::save_error;
use super::panel::wrap_lines;
use super::play::typed_line;
use super::theme::Theme;
use super::{columns, status_bar, title_bar};

/// The trainer's keys, from the keymap, and the help key: as many as fit in `width`
/// (the least needed left out first, the others in their order); the piece choice only
/// when `choosing` (a deployment puzzle with more than one kind of piece to place).
pub fn hints(choosing: bool, width: usize) -> String {
    let mut items: Vec<(u8, String)> = KEYS
        .bindings
        .iter()
        .filter(|b| match b.action {
            Action::Up | Action::Down | Action::Left | Action::Right | Action::PrevPiece => false,
            Action::NextPiece => choosing,
            _ => true,
        })
        .map(|b| {
            (
                need(b.action),
                format!("{} {}", key_for(Ctx::Own(&KEYS), b.action), short(b.action)),
            )
        })
        .collect();
    items.push((
        need(Action::Help),
        format!("{} help", key_for(Ctx::Global, Action::Help)),
    ));
    loop {
        let line = items
            .iter()
            .map(|(_, text)| text.as_str())
            .collect::<Vec<_>>()
            .join("  ");
        if columns(&line) <= width || items.len() <= 1 {
            return line;
        }
        // The least needed (the last of them) goes.
        if let Some(i) = (0..items.len()).max_by_key(|&i| (items[i].0, i)) {
            items.remove(i);
        }
    }
}

/// How much a key is needed in the key line (0 most): leaving and help first, then
/// what solves a puzzle; the help lists every key.
fn need(a: Action) -> u8 {
    match a {
        Action::Quit | Action::Help => 0,
        Action::Activate => 1,
        Action::NextPiece => 2,
        Action::Type => 3,
        Action::NextPuzzle => 4,
        Action::Hint => 5,
        Action::Solution => 6,
        Action::Restart => 7,
        Action::Flip => 8,
        Action::Menu => 9,
        Action::ShowThemes => 10,
        _ => 11,
    }
}

fn short(a: Action) -> &'static str {
    match a {
        Action::Activate => "pick/play",
        Action::Type => "type",
        Action::Hint => "hint",
        Action::Solution => "solution",
        Action::Restart => "retry",
        Action::NextPuzzle => "next",
        Action::NextPiece => "piece",
        Action::ShowThemes => "themes",
        Action::Menu => "choose",
        Action::Flip => "flip",
        Action::Back => "drop",
        Action::Quit => "leave",
        _ => "",
    }
}

/// The squares a step touches: a move's two, a placement's one.
fn squares_of(step: Step) -> Bitboard {
    match step {
        Step::Move(m) => Bitboard::from_square(m.from).with(m.to),
        Step::Place(_, sq) => Bitboard::from_square(sq),
    }
}

/// The keys of the list of themes and the help key.
fn list_hints() -> String {
    LIST_KEYS
        .bindings
        .iter()
        .filter(|b| !matches!(b.action, Action::Up | Action::Down))
        .map(|b| {
            let what = match b.action {
                Action::Activate => "choose",
                Action::Yes => "train",
                Action::Back => "close",
                _ => "leave",
            };
            format!("{} {what}", key_for(Ctx::Own(&LIST_KEYS), b.action))
        })
        .chain([format!("{} help", key_for(Ctx::Global, Action::Help))])
        .collect::<Vec<_>>()
        .join("  ")
}

/// The headings of the list's columns after the name: the puzzles, those solved, the
/// score (once one is tried).
const HEADINGS: [&str; 3] = ["puzzles", "solved", "score"];

/// A row's numbers under [`HEADINGS`].
fn score_columns(s: &Score) -> [String; 3] {
    let score = s.percent().map(|p| format!("{p}%")).unwrap_or_default();
    [s.puzzles.to_string(), s.solved.to_string(), score]
}

/// `text` right-aligned in `width` columns of a terminal.
fn right(text: &str, width: usize) -> String {
    let pad = width.saturating_sub(columns(text));
    format!("{}{text}", " ".repeat(pad))
}

/// The list of themes: the kind, all themes, each theme with the solver's score; the
/// row under the cursor marked, the chosen ones ticked; as many rows as `height` holds
/// (the cursor's among them), each on one line of `width` columns. The numbers are
/// right-aligned under their headings; the first heading may stand over the names'
/// column (its row has no name), and the names are cut only when nothing else makes
/// the rows fit. Widths are the terminal's (display) widths.
fn list_lines(list: &ThemeList, th: Theme, width: usize, height: usize) -> Vec<Line<'static>> {
    let name = |row: &Row| match row {
        Row::Kind => "",
        Row::AllThemes(_) => "all themes",
        Row::Theme(t, _) => t.name(),
    };
    let cells: Vec<(String, [String; 3])> = list
        .rows()
        .iter()
        .filter_map(|row| match row {
            Row::Kind => None,
            Row::AllThemes(s) | Row::Theme(_, s) => Some((name(row).to_string(), score_columns(s))),
        })
        .collect();
    let w = columns;
    // Each column as wide as its numbers and its heading; the first one's heading stands
    // over the names' column when the rows would not fit otherwise.
    let mut cols = [0; 3];
    for (_, numbers) in &cells {
        for (c, n) in cols.iter_mut().zip(numbers) {
            *c = (*c).max(w(n));
        }
    }
    let narrow = cols[0];
    for (c, h) in cols.iter_mut().zip(HEADINGS) {
        *c = (*c).max(w(h));
    }
    // "> [x] " before the name, a space before each column.
    const PREFIX: usize = 6;
    let longest = cells.iter().map(|(n, _)| w(n)).max().unwrap_or(0);
    let sum = |cols: &[usize; 3]| cols.iter().map(|c| c + 1).sum::<usize>();
    if PREFIX + longest + sum(&cols) > width {
        cols[0] = narrow;
    }
    let numbers = sum(&cols);
    let name_w = longest.min(width.saturating_sub(PREFIX + numbers)).max(
        w(HEADINGS[0])
            .saturating_sub(cols[0] + 1)
            .saturating_sub(PREFIX),
    );
    let columns = |numbers: &[String; 3]| -> String {
        (numbers.iter().zip(cols))
            .map(|(n, c)| format!(" {}", right(n, c)))
            .collect()
    };
    let heading = {
        let first = PREFIX + name_w + 1 + cols[0];
        let rest: String = (HEADINGS.iter().zip(cols))
            .skip(1)
            .map(|(h, c)| format!(" {}", right(h, c)))
            .collect();
        format!("{}{rest}", right(HEADINGS[0], first))
    };
    let mut lines = vec![
        Line::styled("Choose the puzzles to train", th.heading()),
        Line::styled(heading, th.dim()),
    ];
    // The title, the heading and a refusal (two lines) around the rows.
    let room = height.saturating_sub(4).max(1);
    let first = (list.cursor() + 1)
        .saturating_sub(room)
        .min(list.rows().len().saturating_sub(room));
    for (i, &row) in list.rows().iter().enumerate().skip(first).take(room) {
        let pointer = if i == list.cursor() { ">" } else { " " };
        let tick = if list.is_chosen(row) { "[x]" } else { "[ ]" };
        let text = match row {
            Row::Kind => format!(
                "{pointer} kind: {}",
                list.choice().kind.map_or("any", kind_name)
            ),
            Row::AllThemes(s) | Row::Theme(_, s) => format!(
                "{pointer} {tick} {}{}",
                super::column(name(&row), name_w),
                columns(&score_columns(&s))
            ),
        };
        lines.push(if i == list.cursor() {
            Line::styled(text, th.heading())
        } else {
            Line::from(text)
        });
    }
    if let Some(why) = list.refused() {
        lines.push(Line::styled(why.to_string(), th.bad()));
    }
    lines
}

/// `items` in rows of at most `width` columns, two spaces apart, none split (one wider
/// than a row has a row of its own).
fn packed(items: impl Iterator<Item = String>, width: usize) -> Vec<String> {
    let mut rows: Vec<String> = Vec::new();
    for item in items {
        match rows.last_mut() {
            Some(row) if columns(row) + 2 + columns(&item) <= width => {
                row.push_str("  ");
                row.push_str(&item);
            }
            _ => rows.push(item),
        }
    }
    rows
}

/// Draws the trainer.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, t: &TrainerState, th: Theme) {
    let input = t.input();
    let a = layout(area, Some(input.size()), input.flipped());
    let now = t.position();
    let side = t.attempt().solver();
    title_bar(
        frame,
        a.title,
        &format!("Puzzles ({})  #{}", t.set_name(), t.number()),
        th,
    );
    let board: &Board = match now {
        Now::Deploy { deployment, .. } => deployment.board(),
        Now::Fight(p) => p.board(),
    };
    if let Some(geom) = a.board {
        // A King in check, and an enemy King the side to move may take (the ambush), are
        // marked as in a game.
        let mut check = Bitboard::EMPTY;
        if let Now::Fight(p) = now {
            if p.is_check()
                && let Some(k) = p.board().king_of(p.turn())
            {
                check.insert(k);
            }
            if p.can_capture_king()
                && let Some(k) = p.board().king_of(p.turn().opposite())
            {
                check.insert(k);
            }
        }
        let hint = match t.said() {
            Said::Hinted(h) => hint_marks(*h),
            _ => Bitboard::EMPTY,
        };
        let view = BoardView {
            geom,
            board,
            cursor: Some(input.cursor()),
            targets: t.marks(),
            sources: input
                .selected()
                .map(Bitboard::from)
                .unwrap_or(Bitboard::EMPTY),
            last: match t.said() {
                Said::Solution(walk) => walk.last().map_or(Bitboard::EMPTY, squares_of),
                _ => Bitboard::EMPTY,
            },
            check,
            hint,
            unicode: app.unicode(),
            theme: th,
        };
        draw_board(frame.buffer_mut(), area, &view);
    }
    if let Some(list) = t.list() {
        let width = a.panel.width as usize;
        let lines = wrap_lines(list_lines(list, th, width, a.panel.height as usize), width);
        frame.render_widget(Paragraph::new(lines), a.panel);
        status_bar(frame, a.status, app, None, &list_hints());
        return;
    }
    let mut lines = Vec::new();
    let task = match now {
        // The solution on the board, or the attempt over or waiting for the reply:
        // whoever places in the position shown, with no piece to choose.
        Now::Deploy { deployment, first } if t.placeable().is_empty() => {
            let who = match deployment.turn() {
                Some(s) => format!("{s} to place"),
                None => "Nobody can place".to_string(),
            };
            match t.said() {
                Said::Solution(_) => {
                    format!("The solution: {who}; {first} moves first in the fight")
                }
                _ => format!("{who} next; {first} moves first in the fight"),
            }
        }
        Now::Deploy { first, .. } => {
            let chosen = t.to_place();
            let others: Vec<&str> = t
                .placeable()
                .into_iter()
                .filter(|&r| Some(r) != chosen)
                .map(|r| r.name())
                .collect();
            let choice = if others.is_empty() {
                String::new()
            } else {
                format!(
                    " ({}: the {})",
                    key_for(Ctx::Own(&KEYS), Action::NextPiece),
                    others.join(", the ")
                )
            };
            format!(
                "{side} to place the {}{choice}; {first} moves first in the fight",
                chosen.map(|r| r.name()).unwrap_or("piece")
            )
        }
        // The solution on the board: whoever's step it is there.
        Now::Fight(p) if matches!(t.said(), Said::Solution(_)) => {
            format!("The solution: {} to play", p.turn())
        }
        Now::Fight(_) => format!("{side} to play"),
    };
    lines.push(Line::styled(task, th.heading()));
    // Both hands as they were in the game: what the solver still holds and what the
    // other side will still place.
    if let Now::Deploy { deployment, .. } = now {
        for s in [side, side.opposite()] {
            let hand = &deployment.hands()[s];
            let held: Vec<String> = Role::ALL
                .into_iter()
                .filter(|&r| hand.count(r) > 0)
                .map(|r| {
                    format!(
                        "{}×{}",
                        glyph(Piece::new(s, r), app.unicode()),
                        hand.count(r)
                    )
                })
                .collect();
            let held = if held.is_empty() {
                "nothing more".to_string()
            } else {
                held.join(" ")
            };
            lines.push(Line::styled(format!("{s} holds {held}"), th.piece(s)));
        }
    }
    let themes = match t.themes() {
        Some(list) => list.iter().map(|x| x.name()).collect::<Vec<_>>().join(", "),
        None => format!(
            "hidden ({} shows)",
            key_for(Ctx::Own(&KEYS), Action::ShowThemes)
        ),
    };
    lines.push(Line::from(format!(
        "Rating {:.0}  themes: {themes}",
        t.puzzle_rating().rating
    )));
    if !t.filter().is_all() {
        lines.push(Line::from(format!(
            "Training {} puzzles: {}",
            t.chosen(),
            t.filter()
        )));
    }
    let p = t.progress();
    let r = p.rating();
    lines.push(Line::from(format!(
        "You {:.0} ±{:.0}  streak {}",
        r.rating,
        r.deviation,
        p.streak()
    )));
    let said = match t.said() {
        Said::YourMove => Line::from("Your move."),
        Said::Right => Line::styled("Right! The reply comes...", th.good()),
        Said::Replied(_, word) => Line::from(format!("Reply: {word}. Your move.")),
        Said::Wrong { step, refutation } => {
            lines.push(Line::styled(
                format!("Wrong: {step} is taken back (failed)."),
                th.bad(),
            ));
            if let Some(words) = refutation {
                lines.push(Line::from(format!(
                    "The engine's line: {}",
                    words.join(" ")
                )));
            }
            Line::from(format!(
                "Play again, or {} for the solution.",
                key_for(Ctx::Own(&KEYS), Action::Solution)
            ))
        }
        Said::Hinted(Hint::From(sq)) => Line::styled(
            format!("Hint: the piece on {sq} (counts as failed)"),
            th.dim(),
        ),
        Said::Hinted(Hint::Move { from, to }) => Line::styled(
            format!("Hint: the piece on {from}, to {to} (counts as failed)"),
            th.dim(),
        ),
        Said::Hinted(Hint::Piece(piece)) => Line::styled(
            format!("Hint: place the {} (counts as failed)", piece.role.name()),
            th.dim(),
        ),
        Said::Hinted(Hint::Place { piece, square }) => Line::styled(
            format!(
                "Hint: the {} on {square} (counts as failed)",
                piece.role.name()
            ),
            th.dim(),
        ),
        Said::Over { solved, change } => {
            let d = change.after.rating - change.before.rating;
            Line::styled(
                format!(
                    "{} Rating {:.0} ({d:+.0}). {} for the next.",
                    if *solved { "Solved!" } else { "Done, failed." },
                    change.after.rating,
                    key_for(Ctx::Own(&KEYS), Action::NextPuzzle)
                ),
                if *solved { th.good() } else { th.bad() },
            )
        }
        Said::Solution(walk) => {
            lines.push(Line::from(format!("Solution: {}", walk.words().join(" "))));
            Line::styled(
                format!(
                    "On the board: step {} of {} ({} the next)",
                    walk.shown(),
                    walk.words().len(),
                    key_for(Ctx::Own(&KEYS), Action::Solution)
                ),
                th.dim(),
            )
        }
        Said::Refused(why) => Line::styled(why.to_string(), th.bad()),
    };
    lines.push(said);
    if let Some(why) = t.explanation() {
        lines.extend(super::lesson::why_lines(why).into_iter().map(Line::from));
    }
    if let Some(why) = t.progress_problem() {
        lines.push(Line::styled(why.to_string(), th.bad()));
    }
    if let Some(aside) = t.set_aside() {
        lines.push(Line::styled(
            format!(
                "the unreadable progress file is kept as {}",
                aside.display()
            ),
            th.dim(),
        ));
    }
    if let Some(p) = t.pending() {
        let n = p.attempts;
        lines.push(Line::styled(
            format!(
                "Progress pending: another shuuro is using {}; {n} attempt{} kept, saved when it is done.",
                p.path.file_name().map_or_else(|| p.path.display().to_string(), |f| f.to_string_lossy().into_owned()),
                if n == 1 { " is" } else { "s are" }
            ),
            th.bad(),
        ));
    }
    if let Some(e) = t.save_error() {
        lines.push(Line::styled(
            format!("Progress NOT saved: {}", save_error(e)),
            th.bad(),
        ));
    }
    lines.push(Line::styled(
        "Past attempts (+ solved, - failed)",
        th.heading(),
    ));
    let width = a.panel.width as usize;
    let mut lines = wrap_lines(lines, width);
    let room = (a.panel.height as usize).saturating_sub(lines.len());
    let past = t
        .past()
        .map(|(n, solved)| format!("{} #{n}", if solved { "+" } else { "-" }));
    lines.extend(packed(past, width).into_iter().take(room).map(Line::from));
    frame.render_widget(Paragraph::new(lines), a.panel);
    // The promotion picker, as in a game; else what is typed and the trainer's keys.
    let (first, keys) = match t.picker() {
        Some(picker) => (
            Some(super::promotion::line(picker, th)),
            super::hints::line(super::hints::Hints::Promotion),
        ),
        None => (
            input
                .typing()
                .map(|ty| typed_line(ty, matches!(now, Now::Fight(_)), th)),
            hints(t.placeable().len() > 1, a.status.width as usize),
        ),
    };
    status_bar(frame, a.status, app, first, &keys);
}

/// What a click at `(x, y)` hits in the trainer: the promotion picker's choice while it
/// is open, else a square.
pub fn hit(area: Rect, t: &TrainerState, x: u16, y: u16) -> Option<Target> {
    if t.picker().is_some() {
        return crate::ui::layout::promotion_hit(area, x, y).map(Target::Promotion);
    }
    layout(area, Some(t.input().size()), t.input().flipped())
        .board?
        .hit(x, y)
        .map(Target::Square)
}
