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
use crate::app::keymap::{Action, Ctx};
use crate::app::keyset::Keys;
use crate::app::target::Target;
use crate::app::trainer::{Row, Said, ThemeList, TrainerState, hint_marks};
use crate::puzzle::check::{Now, Step};
use crate::puzzle::progress::Score;
use crate::rules::{Bitboard, Board, Piece, Role};
use crate::ui::layout::layout;
use crate::words::{Text, W};

use super::board::{BoardView, draw_board, glyph};
use super::panel::wrap_lines;
use super::play::typed_line;
use super::theme::Theme;
use super::{columns, status_bar, title_bar};

/// The trainer's keys, from the keymap, and the help key: as many as fit in `width`
/// (the least needed left out first, the others in their order); the piece choice only
/// when `choosing` (a deployment puzzle with more than one kind of piece to place).
pub fn hints(w: W, k: &Keys, choosing: bool, width: usize) -> String {
    let mut items: Vec<(u8, String)> = k
        .bindings(Ctx::Trainer)
        .filter(|b| match b.action {
            Action::Up | Action::Down | Action::Left | Action::Right | Action::PrevPiece => false,
            Action::NextPiece => choosing,
            _ => true,
        })
        .filter_map(|b| {
            let what = short(b.action)?;
            Some((
                need(b.action),
                format!("{} {}", k.key_for(Ctx::Trainer, b.action), w.text(what)),
            ))
        })
        .collect();
    items.push((
        need(Action::Help),
        format!(
            "{} {}",
            k.key_for(Ctx::Global, Action::Help),
            w.text(Text::HintHelp)
        ),
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

/// What a key of the trainer does, in the key line (`None`: not in the line).
fn short(a: Action) -> Option<Text> {
    Some(match a {
        Action::Activate => Text::TrainerPickPlay,
        Action::Type => Text::HintType,
        Action::Hint => Text::TrainerHint,
        Action::Solution => Text::TrainerSolution,
        Action::Restart => Text::TrainerRetry,
        Action::NextPuzzle => Text::TrainerNext,
        Action::NextPiece => Text::HintPiece,
        Action::ShowThemes => Text::TrainerThemes,
        Action::Menu => Text::TrainerChoose,
        Action::Flip => Text::HintFlip,
        Action::Back => Text::TrainerDrop,
        Action::Quit => Text::HintExit,
        _ => return None,
    })
}

/// The squares a step touches: a move's two, a placement's one.
fn squares_of(step: Step) -> Bitboard {
    match step {
        Step::Move(m) => Bitboard::from_square(m.from).with(m.to),
        Step::Place(_, sq) => Bitboard::from_square(sq),
    }
}

/// The keys of the list of themes and the help key.
fn list_hints(w: W, k: &Keys) -> String {
    k.bindings(Ctx::Puzzles)
        .filter(|b| !matches!(b.action, Action::Up | Action::Down))
        .map(|b| {
            let what = match b.action {
                Action::Activate => Text::TrainerListChoose,
                Action::Yes => Text::TrainerListTrain,
                Action::Back => Text::TrainerListClose,
                _ => Text::HintExit,
            };
            format!("{} {}", k.key_for(Ctx::Puzzles, b.action), w.text(what))
        })
        .chain([format!(
            "{} {}",
            k.key_for(Ctx::Global, Action::Help),
            w.text(Text::HintHelp)
        )])
        .collect::<Vec<_>>()
        .join("  ")
}

/// A row's numbers under the headings: the puzzles, those solved, the score.
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
fn list_lines(
    w: W,
    list: &ThemeList,
    th: Theme,
    width: usize,
    height: usize,
) -> Vec<Line<'static>> {
    let name = |row: &Row| match row {
        Row::Kind => "",
        Row::AllThemes(_) => w.text(Text::TrainerAllThemes),
        Row::Theme(t, _) => w.theme(*t),
    };
    let headings = w.theme_columns();
    let cells: Vec<(String, [String; 3])> = list
        .rows()
        .iter()
        .filter_map(|row| match row {
            Row::Kind => None,
            Row::AllThemes(s) | Row::Theme(_, s) => Some((name(row).to_string(), score_columns(s))),
        })
        .collect();
    let cw = columns;
    // Each column as wide as its numbers and its heading; the first one's heading stands
    // over the names' column when the rows would not fit otherwise.
    let mut cols = [0; 3];
    for (_, numbers) in &cells {
        for (c, n) in cols.iter_mut().zip(numbers) {
            *c = (*c).max(cw(n));
        }
    }
    let narrow = cols[0];
    for (c, h) in cols.iter_mut().zip(headings) {
        *c = (*c).max(cw(h));
    }
    // "> [x] " before the name, a space before each column.
    const PREFIX: usize = 6;
    let longest = cells.iter().map(|(n, _)| cw(n)).max().unwrap_or(0);
    let sum = |cols: &[usize; 3]| cols.iter().map(|c| c + 1).sum::<usize>();
    if PREFIX + longest + sum(&cols) > width {
        cols[0] = narrow;
    }
    let numbers = sum(&cols);
    let name_w = longest.min(width.saturating_sub(PREFIX + numbers)).max(
        cw(headings[0])
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
        let rest: String = (headings.iter().zip(cols))
            .skip(1)
            .map(|(h, c)| format!(" {}", right(h, c)))
            .collect();
        format!("{}{rest}", right(headings[0], first))
    };
    let mut lines = vec![
        Line::styled(w.text(Text::TrainerListTitle).to_string(), th.heading()),
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
            Row::Kind => format!("{pointer} {}", w.kind_row(list.choice().kind)),
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
        lines.push(Line::styled(w.filter_error(why), th.bad()));
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
    let k = app.keys();
    let w = crate::words::of(app.lang());
    let input = t.input();
    let a = layout(area, Some(input.size()), input.flipped());
    let now = t.position();
    let side = t.attempt().solver();
    title_bar(
        frame,
        a.title,
        &w.trainer_title(t.set_name(), t.number()),
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
        let lines = wrap_lines(
            list_lines(w, list, th, width, a.panel.height as usize),
            width,
        );
        frame.render_widget(Paragraph::new(lines), a.panel);
        status_bar(frame, a.status, app, None, &list_hints(w, app.keys()));
        return;
    }
    let mut lines = Vec::new();
    let task = match now {
        // The solution on the board, or the attempt over or waiting for the reply:
        // whoever places in the position shown, with no piece to choose.
        Now::Deploy { deployment, first } if t.placeable().is_empty() => {
            let solution = matches!(t.said(), Said::Solution(_));
            w.placed_task(deployment.turn(), *first, solution)
        }
        Now::Deploy { first, .. } => {
            let chosen = t.to_place();
            let others: Vec<Role> = t
                .placeable()
                .into_iter()
                .filter(|&r| Some(r) != chosen)
                .collect();
            w.place_task(
                side,
                chosen,
                &others,
                &k.key_for(Ctx::Trainer, Action::NextPiece),
                *first,
            )
        }
        // The solution on the board: whoever's step it is there.
        Now::Fight(p) if matches!(t.said(), Said::Solution(_)) => w.solution_turn(p.turn()),
        Now::Fight(_) => w.to_play(side),
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
            let held = (!held.is_empty()).then(|| held.join(" "));
            lines.push(Line::styled(w.holds(s, held.as_deref()), th.piece(s)));
        }
    }
    lines.push(Line::from(w.puzzle_line(
        t.puzzle_rating().rating,
        t.themes(),
        &k.key_for(Ctx::Trainer, Action::ShowThemes),
    )));
    if !t.filter().is_all() {
        lines.push(Line::from(w.training(t.chosen(), t.filter())));
    }
    let p = t.progress();
    let r = p.rating();
    lines.push(Line::from(w.solver_line(r.rating, r.deviation, p.streak())));
    let solution_key = k.key_for(Ctx::Trainer, Action::Solution);
    let said = match t.said() {
        Said::YourMove => Line::from(w.text(Text::TrainerYourMove).to_string()),
        Said::Right => Line::styled(w.text(Text::TrainerRight).to_string(), th.good()),
        Said::Replied(_, word) => Line::from(w.replied(word)),
        Said::Wrong { step, refutation } => {
            lines.push(Line::styled(w.wrong(step), th.bad()));
            if let Some(words) = refutation {
                lines.push(Line::from(w.engine_line(words)));
            }
            Line::from(w.play_again(&solution_key))
        }
        Said::Hinted(h) => Line::styled(w.puzzle_hint(h), th.dim()),
        Said::Over { solved, change } => Line::styled(
            w.puzzle_over(
                *solved,
                change.after.rating,
                change.after.rating - change.before.rating,
                &k.key_for(Ctx::Trainer, Action::NextPuzzle),
            ),
            if *solved { th.good() } else { th.bad() },
        ),
        Said::Solution(walk) => {
            lines.push(Line::from(w.solution(walk.words())));
            Line::styled(
                w.solution_step(walk.shown(), walk.words().len(), &solution_key),
                th.dim(),
            )
        }
        Said::Refused(why) => Line::styled(w.trainer_refused(why), th.bad()),
    };
    lines.push(said);
    if let Some(why) = t.explanation() {
        lines.extend(
            crate::words::lesson::why_lines(w, why)
                .into_iter()
                .map(Line::from),
        );
    }
    if let Some(why) = t.progress_problem() {
        lines.push(Line::styled(w.read_error(why), th.bad()));
    }
    if let Some(aside) = t.set_aside() {
        lines.push(Line::styled(w.progress_kept_as(aside), th.dim()));
    }
    if let Some(p) = t.pending() {
        let file = p.path.file_name().map_or_else(
            || p.path.display().to_string(),
            |f| f.to_string_lossy().into_owned(),
        );
        lines.push(Line::styled(
            w.progress_pending(&file, p.attempts),
            th.bad(),
        ));
    }
    if let Some(e) = t.save_error() {
        lines.push(Line::styled(w.progress_not_saved(e), th.bad()));
    }
    lines.push(Line::styled(
        w.text(Text::TrainerPast).to_string(),
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
            Some(super::promotion::line(w, picker, a.status.width, th)),
            super::hints::line(w, k, super::hints::Hints::Promotion),
        ),
        None => (
            input
                .typing()
                .map(|ty| typed_line(w, ty, matches!(now, Now::Fight(_)), th)),
            hints(
                w,
                app.keys(),
                t.placeable().len() > 1,
                a.status.width as usize,
            ),
        ),
    };
    status_bar(frame, a.status, app, first, &keys);
}

/// What a click at `(x, y)` hits in the trainer: the promotion picker's choice while it
/// is open, else a square.
pub fn hit(w: W, area: Rect, t: &TrainerState, x: u16, y: u16) -> Option<Target> {
    if let Some(picker) = t.picker() {
        return crate::ui::layout::promotion_hit(w, area, picker.choices(), x, y)
            .map(Target::Promotion);
    }
    layout(area, Some(t.input().size()), t.input().flipped())
        .board?
        .hit(x, y)
        .map(Target::Square)
}
