//! The game screen through its four phases: hand-over, army sheet, plinths, dice,
//! deployment, fight and game over.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::panel::wrap_lines;

use crate::app::App;
use crate::app::board_input::Typed;
use crate::app::clock::format_ms;
use crate::app::computer::Computer;
use crate::app::derived::{Derived, last_placement};
use crate::app::hint::{Hint, PlacementWhy};
use crate::app::keymap::{Action, Ctx, key_for};
use crate::app::play::{PlayState, Prompt, Stage};
use crate::app::target::Target;
use crate::engine::deploy::FightOrder;
use crate::rules::game::{Game, Phase};
use crate::rules::{Bitboard, Board, Piece, Side};
use crate::ui::layout::{BoardGeom, HandsGeom, hands, layout};

use super::board::{BoardView, draw_board, glyph};
use super::hints::{Hints, line};
use super::notice::{question, words};
use super::order::{deploy_order_lines, fight_order_lines};
pub use super::rolls::roll_lines;
use super::sheet::{draw_hands, draw_sheet, sheet_hints};
use super::theme::Theme;
use super::{boxed, centered, status_bar, title_bar};

/// The phase in words for the title bar.
pub fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Armies => "Phase 1: armies",
        Phase::Plinths => "Phase 2: plinths",
        Phase::DeployOrder => "Phase 3: who deploys first",
        Phase::Deploy => "Phase 3: deployment",
        Phase::FightOrder => "Phase 4: who moves first",
        Phase::Fight => "Phase 4: fight",
        Phase::Over => "Game over",
    }
}

/// The board as it stands in `game` (plinths only before deployment).
pub fn board_of(game: &Game) -> Board {
    game.board()
}

/// Draws the game screen.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, p: &PlayState, th: Theme) {
    let rules = p.game().rules();
    let variant = if rules.board.len() == 6 {
        "Mini-Shuuro"
    } else {
        "Shuuro"
    };
    match p.stage() {
        Stage::Handover { sealed, next } => {
            let a = layout(area, None, false);
            title_bar(
                frame,
                a.title,
                &format!("{variant}: {}", phase_name(Phase::Armies)),
                th,
            );
            draw_handover(frame, a.panel, *sealed, *next, th);
            status_bar(frame, a.status, app, None, &line(Hints::Handover));
            return;
        }
        Stage::Sheet(sheet) => {
            // Scouts: the plinths are known, so the board is shown beside the sheet.
            let a = layout(
                area,
                rules.scouts.then_some(rules.board),
                p.input().flipped(),
            );
            if let Some(geom) = a.board {
                let board = board_of(p.game());
                let view = BoardView::plain(geom, &board, app.unicode(), th);
                draw_board(frame.buffer_mut(), area, &view);
            }
            title_bar(
                frame,
                a.title,
                &match p.computer() {
                    // Against the computer nothing is hidden from anybody: who it is.
                    Some(c) => format!(
                        "{variant}: {}: {}'s army  {}",
                        phase_name(Phase::Armies),
                        sheet.side,
                        computer_side_label(&c)
                    ),
                    None => format!(
                        "{variant}: {}: {}'s army (hidden)",
                        phase_name(Phase::Armies),
                        sheet.side
                    ),
                },
                th,
            );
            draw_sheet(frame, a.panel, sheet, th);
            status_bar(frame, a.status, app, None, &line(sheet_hints(sheet)));
            return;
        }
        Stage::Board => {}
    }
    let phase = p.phase();
    let a = layout(area, Some(rules.board), p.input().flipped());
    let looking = p.looking_back();
    let who = match (phase, p.game().to_act()) {
        // Looking back: which move the board shows, and how to come back.
        _ if let Some((i, _)) = looking => {
            format!("{} — ] or any move returns", shown_position(p.derived(), i))
        }
        (Phase::Over, _) => p
            .game()
            .outcome()
            .map(|o| o.to_string())
            .unwrap_or_default(),
        (_, Some(s)) => format!(
            "{s} to {}",
            if phase == Phase::Deploy {
                "place"
            } else {
                "move"
            }
        ),
        _ => String::new(),
    };
    title_bar(
        frame,
        a.title,
        &format!("{variant}: {}  {who}", phase_name(phase)),
        th,
    );
    let board = match looking {
        Some((_, pos)) => pos.board().clone(),
        None => board_of(p.game()),
    };
    if let Some(geom) = a.board {
        let live = |b: Bitboard| {
            if looking.is_some() {
                Bitboard::EMPTY
            } else {
                b
            }
        };
        let view = BoardView {
            geom,
            board: &board,
            cursor: matches!(phase, Phase::Deploy | Phase::Fight).then_some(p.input().cursor()),
            targets: live(p.targets()),
            sources: live(p.sources()),
            last: match looking {
                Some((i, _)) => i
                    .checked_sub(1)
                    .and_then(|m| p.game().moves().get(m))
                    .map(|m| Bitboard::from(m.from).with(m.to))
                    .unwrap_or(Bitboard::EMPTY),
                None => last_squares(p.game()),
            },
            check: match looking {
                Some((_, pos)) if pos.is_check() => pos
                    .board()
                    .king_of(pos.turn())
                    .map(Bitboard::from)
                    .unwrap_or(Bitboard::EMPTY),
                Some(_) => Bitboard::EMPTY,
                None => check_square(p.game()),
            },
            hint: live(p.hint().map(|h| h.squares).unwrap_or(Bitboard::EMPTY)),
            unicode: app.unicode(),
            theme: th,
        };
        draw_board(frame.buffer_mut(), area, &view);
    }
    // In deployment the hands come first, where the mouse finds them.
    let text_area = match (phase, p.game().deployment()) {
        (Phase::Deploy, Some(dep)) => {
            let g = hands(a.panel, 2);
            let buf = frame.buffer_mut();
            draw_hands(buf, &g, &HAND_SIDES, dep, p.role(), app.unicode(), th);
            label_computer_hand(buf, &g, &HAND_SIDES, p.computer(), th);
            g.rest()
        }
        _ => a.panel,
    };
    let lines = panel(
        app,
        p,
        th,
        text_area.width as usize,
        text_area.height as usize,
    );
    frame.render_widget(Paragraph::new(lines), text_area);
    if phase == Phase::Over && !p.over_box_hidden() {
        let above = Rect::new(
            area.x,
            area.y,
            area.width,
            a.status.y.saturating_sub(area.y),
        );
        let practice = app.returns_to_practice();
        super::over::draw(frame, a.board.map(|g| g.area), above, p, practice, th);
    }
    // After the box: a long notice opens in a box of its own over everything.
    let (first, hints) = status_lines(app, p, th);
    status_bar(frame, a.status, app, first, &line(hints));
}

/// The hands of a game's deployment panel, in order from the top.
pub const HAND_SIDES: [Side; 2] = [Side::Red, Side::Blue];

/// The squares of the last move (fight) or placement (deployment).
pub fn last_squares(game: &Game) -> Bitboard {
    match game.phase() {
        Phase::Fight | Phase::Over => game
            .moves()
            .last()
            .map(|m| Bitboard::from(m.from).with(m.to))
            .unwrap_or(Bitboard::EMPTY),
        Phase::Deploy | Phase::FightOrder => last_placement(game)
            .map(Bitboard::from)
            .unwrap_or(Bitboard::EMPTY),
        _ => Bitboard::EMPTY,
    }
}

/// The Kings marked as attacked: the side to move's in check, and, at the start of the
/// fight, an enemy King the side to move may take at once (the ambush).
pub fn check_square(game: &Game) -> Bitboard {
    let Some(pos) = game.position() else {
        return Bitboard::EMPTY;
    };
    if !matches!(game.phase(), Phase::Fight | Phase::Over) {
        return Bitboard::EMPTY;
    }
    let mut marked = Bitboard::EMPTY;
    if pos.is_check()
        && let Some(k) = pos.board().king_of(pos.turn())
    {
        marked = marked.with(k);
    }
    if let Some(k) = ambushed_king(game) {
        marked = marked.with(k);
    }
    marked
}

/// The enemy King the side to move may capture at once (the ambush: it is attacked when
/// the fight starts), while the game is on.
pub fn ambushed_king(game: &Game) -> Option<crate::rules::Square> {
    let pos = game.position()?;
    (game.phase() == Phase::Fight && pos.can_capture_king())
        .then(|| pos.board().king_of(pos.turn().opposite()))
        .flatten()
}

fn draw_handover(
    frame: &mut Frame,
    area: Rect,
    sealed: Option<Side>,
    next: Option<Side>,
    th: Theme,
) {
    let mut lines = vec![Line::from("")];
    if let Some(s) = sealed {
        lines.push(Line::from(vec![
            Span::styled(s.to_string(), th.side(s)),
            Span::raw("'s army is sealed."),
        ]));
        lines.push(Line::from(""));
    }
    match next {
        Some(n) => {
            lines.push(Line::from(vec![
                Span::styled(n.opposite().to_string(), th.side(n.opposite())),
                Span::raw(", look away."),
            ]));
            lines.push(Line::from(vec![
                Span::styled(n.to_string(), th.side(n)),
                Span::raw(", press Enter when ready to choose your army."),
            ]));
        }
        None => {
            lines.push(Line::from(
                "Both armies are sealed. They are revealed when the",
            ));
            lines.push(Line::from("battlefield is ready. Press Enter to go on."));
        }
    }
    lines.push(Line::from(""));
    let r = centered(area, 60, lines.len() as u16 + 2);
    boxed(frame, r, "Hand over", lines, Style::default());
}

fn dice_line(label: &str, pairs: &[[u8; 2]], th: Theme) -> Vec<Line<'static>> {
    let mut v = vec![Line::styled(label.to_string(), th.heading())];
    for [b, r] in pairs {
        let tie = if b == r { "  tie, again" } else { "" };
        v.push(Line::from(vec![
            Span::styled("Blue ", th.side(Side::Blue)),
            Span::raw(format!("[{b}]  ")),
            Span::styled("Red ", th.side(Side::Red)),
            Span::raw(format!("[{r}]{tie}")),
        ]));
    }
    v
}

/// Beside the computer's hand (of the hands `sides` drawn in `g`), who plays it: its level,
/// as the fight's panel says.
pub fn label_computer_hand(
    buf: &mut ratatui::buffer::Buffer,
    g: &HandsGeom,
    sides: &[Side],
    computer: Option<Computer>,
    th: Theme,
) {
    let Some(c) = computer else { return };
    let Some(i) = sides.iter().position(|&s| s == c.side) else {
        return;
    };
    let head = g.heading(i as u16);
    let used = Line::from(format!("▶ {}'s hand", sides[i])).width() as u16;
    buf.set_stringn(
        head.x + used,
        head.y,
        format!("  {}", super::computer_label(&c)),
        usize::from(head.width.saturating_sub(used)),
        th.dim(),
    );
}

/// Who plays against the computer, and at which level: "Red: computer, level 3" (the
/// screens before the hands and the fight's panel name it).
pub fn computer_side_label(c: &Computer) -> String {
    format!("{}: {}", c.side, super::computer_label(c))
}

/// The side panel's lines, wrapped to `width` by the panels' one rule.
fn panel(app: &App, p: &PlayState, th: Theme, width: usize, height: usize) -> Vec<Line<'static>> {
    let mut lines: Vec<Line> = Vec::new();
    let rules = p.game().rules();
    // Before the hands are drawn (they say it beside the computer's), who it is.
    if let Some(c) = p.computer()
        && matches!(
            p.phase(),
            Phase::Armies | Phase::Plinths | Phase::DeployOrder | Phase::FightOrder
        )
    {
        lines.push(Line::styled(computer_side_label(&c), th.dim()));
        lines.push(Line::from(""));
    }
    match p.phase() {
        Phase::Armies => {
            lines.push(Line::from("The armies are being formed."));
        }
        Phase::Plinths => {
            lines.push(Line::styled("Plinth rolls", th.heading()));
            lines.extend(roll_lines(p.game(), th, height.saturating_sub(6)));
            lines.push(Line::from(""));
            if let Some((side, q)) = p.game().next_plinth_roll() {
                lines.push(Line::from(vec![
                    Span::raw("Next: "),
                    Span::styled(side.to_string(), th.side(side)),
                    Span::raw(format!(", {} quadrant (seen from {side}'s seat)", q.name())),
                ]));
                if p.is_human(side) {
                    lines.push(Line::from("Enter rolls two dice: column, then row."));
                    lines.push(Line::from("a rolls all the rest."));
                }
            }
        }
        Phase::DeployOrder => {
            lines.extend(dice_line("Who deploys first", p.game().deploy_rolls(), th));
            lines.push(Line::from(""));
            lines.push(Line::from("Each player rolls a die: the lowest"));
            lines.push(Line::from("deploys first. Enter rolls."));
            // The plinth rolls stay in view (after `a` rolled them all at once).
            if !p.game().plinth_rolls().is_empty() {
                lines.push(Line::from(""));
                lines.push(Line::styled("Plinth rolls", th.heading()));
                lines = wrap_lines(lines, width);
                let room = height.saturating_sub(lines.len());
                lines.extend(roll_lines(p.game(), th, room));
            }
        }
        Phase::FightOrder => {
            lines.extend(dice_line("Who moves first", p.game().fight_rolls(), th));
            lines.push(Line::from(""));
            lines.push(Line::from("Each player rolls a die: the highest"));
            lines.push(Line::from("moves first. Enter rolls."));
        }
        Phase::Deploy => {
            lines.extend(deploy_order_lines(p.game(), th));
            // The hands are drawn above these lines (`draw_hands`).
            if let Some(dep) = p.game().deployment() {
                let turn = dep.turn();
                lines.push(Line::from(""));
                if let Some(why) = p.stuck() {
                    lines.push(Line::styled("The deployment can't go on:", th.bad()));
                    lines.push(Line::styled(words(&why), th.bad()));
                    lines.push(Line::from(""));
                    lines.push(Line::from(line(Hints::StuckPanel)));
                } else if let Some(side) = turn {
                    if p.is_human(side) {
                        match p.role() {
                            Some(r) => {
                                let n = super::notice::counted(p.targets().count(), "square");
                                lines.push(Line::from(format!(
                                    "Placing: {} ({n} marked)",
                                    r.name()
                                )));
                            }
                            None => lines.push(Line::styled("No piece can be placed", th.bad())),
                        }
                        lines.push(Line::from("Tab or K Q R B N P: choose a piece"));
                        if p.dice_just_thrown() {
                            // The roll's key pressed once more places nothing.
                            lines.push(Line::styled("Enter: start placing", th.heading()));
                        } else {
                            lines.push(Line::from("Enter or click: place it"));
                        }
                        let key = p.hints_allowed().then_some(Ctx::Deploy);
                        lines.extend(hint_lines(p.hint(), p.is_hinting(), key, th));
                    } else {
                        lines.push(Line::from("The computer is placing..."));
                    }
                }
            }
        }
        Phase::Fight | Phase::Over => {
            lines.extend(fight_panel(app, p, th, width, height));
        }
    }
    let _ = rules;
    wrap_lines(lines, width)
}

/// How many plies of a hint's line the panel shows after the hinted step.
const HINT_PLIES: usize = 5;

/// The panel's lines for a hint: the engine's move or placement (with its evaluation in
/// pawns for a move), then the line it expects; or that it is being worked out; or, when
/// hints may be asked for (`key` is the keymap's hint key in `ctx`), which key asks.
pub fn hint_lines(
    hint: Option<&Hint>,
    working: bool,
    key: Option<Ctx>,
    th: Theme,
) -> Vec<Line<'static>> {
    let Some(h) = hint else {
        return if working {
            vec![Line::styled("Hint: the engine is thinking...", th.dim())]
        } else if let Some(ctx) = key {
            vec![Line::styled(
                format!("{}: a hint from the engine", key_for(ctx, Action::Hint)),
                th.dim(),
            )]
        } else {
            Vec::new()
        };
    };
    let Some((first, rest)) = h.line.split_first() else {
        return Vec::new();
    };
    let score = h
        .score
        .map(|cp| format!(" ({:+.1})", cp as f64 / 100.0))
        .unwrap_or_default();
    let mut lines = vec![Line::from(vec![
        Span::styled("Hint: ", th.heading()),
        Span::styled(first.clone(), th.selected()),
        Span::raw(score),
    ])];
    if let Some(why) = &h.why {
        lines.extend(placement_why(why, th));
    }
    if !rest.is_empty() {
        // The first plies of the line: enough to see the idea, short enough for the panel.
        let shown = &rest[..rest.len().min(HINT_PLIES)];
        lines.push(Line::styled(
            format!("  then {}", shown.join(" ")),
            th.dim(),
        ));
    }
    lines
}

/// Pawns with a sign, as the hint panel writes scores.
fn pawns(cp: i32) -> String {
    format!("{:+.1}", cp as f64 / 100.0)
}

/// Why a placement is hinted: the fight it leads to for each first mover (the dice give
/// each half the chance), and the quick choice it beat.
fn placement_why(why: &PlacementWhy, th: Theme) -> Vec<Line<'static>> {
    let each: Vec<String> = Side::ALL
        .into_iter()
        .filter_map(|s| why.by_first[s].map(|cp| format!("{} if {s} moves first", pawns(cp))))
        .collect();
    let mut lines = Vec::new();
    if !each.is_empty() {
        let how = match why.order {
            FightOrder::Dice => " (dice)",
            FightOrder::FinishedFirst => " (first to finish deploying)",
            FightOrder::Known(_) => "",
        };
        lines.push(Line::styled(
            format!("  fight after it: {}{how}", each.join(", ")),
            th.dim(),
        ));
    }
    if let Some((piece, sq, cp)) = why.instead_of {
        lines.push(Line::styled(
            format!("  rather than {}@{sq} ({})", piece.char(), pawns(cp)),
            th.dim(),
        ));
    }
    lines
}

/// Move list as numbered pairs in playing order.
pub fn move_lines(
    d: &Derived,
    highlight: Option<usize>,
    th: Theme,
    room: usize,
) -> Vec<Line<'static>> {
    move_lines_marked(d, highlight, &[], th, room)
}

/// [`move_lines`] with `marks[i]` (`?!`, `?`, `??` or "") written after move `i`. Each
/// row is one move number, Blue's move then Red's, as
/// [`crate::app::derived::MoveNumber`] numbers them: when Red moved first, its first move
/// stands in Red's column of row 1 (`1. ...  Nb9`).
pub fn move_lines_marked(
    d: &Derived,
    highlight: Option<usize>,
    marks: &[&str],
    th: Theme,
    room: usize,
) -> Vec<Line<'static>> {
    // Only the rows that show are formatted: a frame costs the same at any game length.
    let room = room.max(1);
    let plies = d.san().len();
    // Red moving first leaves Blue's cell of the first row empty.
    let offset = usize::from(d.first() == Some(Side::Red));
    let total = (plies + offset).div_ceil(2);
    let skip = match highlight {
        Some(h) => ((h + offset) / 2 + 1).saturating_sub(room),
        None => total.saturating_sub(room),
    };
    let mut rows = Vec::new();
    for row in (skip..total).take(room) {
        let mut spans = vec![Span::raw(format!("{:>3}. ", row + 1))];
        for k in [row * 2, row * 2 + 1] {
            let Some(idx) = k.checked_sub(offset) else {
                spans.push(Span::styled(format!("{:<9}", "..."), th.dim()));
                continue;
            };
            let Some(m) = d.san().get(idx) else {
                break;
            };
            let style = if highlight == Some(idx) {
                th.selected()
            } else {
                Style::default()
            };
            let mark = marks.get(idx).copied().unwrap_or("");
            let text = format!("{m}{mark}");
            spans.push(Span::styled(format!("{text:<9}"), style));
        }
        rows.push(Line::from(spans));
    }
    rows
}

fn fight_panel(
    app: &App,
    p: &PlayState,
    th: Theme,
    width: usize,
    height: usize,
) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let d = p.derived();
    let turn = p.game().position().map(|x| x.turn());
    // Looking back: the moves played before the position on the board.
    let shown = p.looking_back().map(|(i, _)| i);
    if let Some(i) = shown {
        lines.push(Line::styled(
            format!("The board: {}", shown_position(d, i)),
            th.heading(),
        ));
        lines.push(Line::styled(
            "Clocks and hint: the live game (] returns)",
            th.dim(),
        ));
    }
    for side in [Side::Red, Side::Blue] {
        let to_move = turn == Some(side) && p.phase() == Phase::Fight;
        let mut spans = vec![
            Span::raw(if to_move { "▶ " } else { "  " }),
            Span::styled(format!("{side:<5}"), th.side(side)),
        ];
        if let Some(c) = p.clock() {
            let t = format_ms(c.left(side, app.now()));
            spans.push(Span::styled(
                format!(" {t:>7} "),
                if to_move {
                    th.selected()
                } else {
                    Style::default()
                },
            ));
        }
        if let Some(c) = p.computer().filter(|c| c.side == side) {
            let thinking = if p.is_thinking() && to_move {
                ": thinking..."
            } else {
                ""
            };
            spans.push(Span::styled(
                format!(" {}{thinking}", super::computer_label(&c)),
                th.dim(),
            ));
        }
        lines.push(Line::from(spans));
        // The pieces lost by the position on the board.
        let lost = match shown {
            Some(i) => d.captured_after(side, i),
            None => d.captured(side).to_vec(),
        };
        if !lost.is_empty() {
            let text: String = lost
                .iter()
                .map(|r| glyph(Piece::new(side, *r), app.unicode()))
                .collect();
            lines.push(Line::from(vec![
                Span::styled("   lost: ", th.dim()),
                Span::styled(text, th.piece(side)),
            ]));
        }
    }
    if let (Some(_), Some(side), None) = (ambushed_king(p.game()), turn, shown) {
        // The ambush, said to the side that may take the King until it moves.
        lines.push(Line::styled(
            format!("{side}: the King can be taken at once"),
            th.bad(),
        ));
    }
    if p.game().fight_first().is_none() {
        // The game ended before the fight (a deployment that could not go on).
        lines.push(Line::styled("No move was played", th.dim()));
        return lines;
    }
    let key =
        (p.hints_allowed() && p.phase() == Phase::Fight && turn.is_some_and(|s| p.is_human(s)))
            .then_some(Ctx::Fight);
    lines.extend(hint_lines(p.hint(), p.is_hinting(), key, th));
    // Who deployed and who moves first, and why, stay in view.
    lines.extend(deploy_order_lines(p.game(), th));
    lines.extend(fight_order_lines(p.game(), th));
    if d.san().is_empty() {
        return lines;
    }
    // Who moved first is said above.
    lines.push(Line::styled("Moves", th.heading()));
    // The rows the moves have left, counted once the lines above are wrapped.
    let mut lines = wrap_lines(lines, width);
    let room = height.saturating_sub(lines.len() + 1);
    // The move that led to the position on the board is marked.
    let marked = shown.and_then(|i| i.checked_sub(1));
    lines.extend(move_lines(d, marked, th, room));
    lines
}

/// The position `plies` fight moves in, as the move list names it: "after 19... Qxa2",
/// or "the start of the fight".
pub fn shown_position(d: &Derived, plies: usize) -> String {
    match plies.checked_sub(1).and_then(|last| d.numbered(last)) {
        Some(m) => format!("after {m}"),
        None => "the start of the fight".to_string(),
    }
}

/// The line being typed on the board (the same prompt for the game and practice): what is
/// typed, and in the fight how many legal moves it matches.
pub fn typed_line(t: &Typed, fight: bool, th: Theme) -> Line<'static> {
    let mut spans = vec![
        Span::styled(if fight { "Move: " } else { "Placement: " }, th.heading()),
        Span::raw(t.text().to_string()),
        Span::styled("_", th.selected()),
    ];
    if fight {
        spans.push(Span::styled(
            match t.matches().len() {
                0 => "   no legal move matches".to_string(),
                1 => "   1 legal move matches".to_string(),
                n => format!("   {n} legal moves match"),
            },
            th.dim(),
        ));
    }
    Line::from(spans)
}

fn status_lines(app: &App, p: &PlayState, th: Theme) -> (Option<Line<'static>>, Hints) {
    if let Some(t) = p.input().typing() {
        return (
            Some(typed_line(t, p.phase() == Phase::Fight, th)),
            match (p.phase(), p.game().rules().board.len()) {
                (Phase::Deploy, _) => Hints::TypePlacement,
                (_, 6) => Hints::TypeMoveMini,
                _ => Hints::TypeMove,
            },
        );
    }
    if let Some(q) = app.question() {
        let hints = match q.ctx() {
            Ctx::Offer => Hints::Offer,
            _ => Hints::Confirm,
        };
        return (Some(Line::styled(question(q), th.selected())), hints);
    }
    if let Some(pr) = p.prompt() {
        let line = match pr {
            Prompt::Promotion(picker) => super::promotion::line(picker, th),
        };
        return (Some(line), Hints::Promotion);
    }
    let hints = match p.phase() {
        Phase::Armies => Hints::Armies,
        Phase::Plinths => Hints::Plinths,
        Phase::DeployOrder | Phase::FightOrder => Hints::Dice,
        Phase::Deploy if p.stuck().is_some() => Hints::Stuck,
        Phase::Deploy => Hints::Deploy,
        // Wider terminals have room for every fight key.
        Phase::Fight if app.width() >= 110 => Hints::FightWide,
        Phase::Fight => Hints::Fight,
        Phase::Over if app.returns_to_practice() => Hints::OverPractice,
        Phase::Over => Hints::Over,
    };
    (None, hints)
}

/// The board geometry the game screen uses (for tests and benchmarks).
pub fn geometry(app: &App, p: &PlayState) -> Option<BoardGeom> {
    layout(
        super::area(app),
        Some(p.game().rules().board),
        p.input().flipped(),
    )
    .board
}

/// What a click at `(x, y)` hits on the game: the promotion picker's choice, a row of
/// the army sheet, a piece in the hand of the person to place, or a square (none while
/// looking back at an earlier position).
pub fn hit(area: Rect, p: &PlayState, x: u16, y: u16) -> Option<Target> {
    if p.prompt().is_some() {
        return crate::ui::layout::promotion_hit(area, x, y).map(Target::Promotion);
    }
    let rules = p.game().rules();
    let flipped = p.input().flipped();
    if let Stage::Sheet(sheet) = p.stage() {
        let panel = layout(area, rules.scouts.then_some(rules.board), flipped).panel;
        return super::sheet::sheet_geom(panel, sheet)
            .hit(x, y)
            .map(Target::Sheet);
    }
    // Looking back, the board shows an earlier position: nothing on it to click (a key
    // returns to the live position).
    if p.stage() != &Stage::Board || p.looking_back().is_some() {
        return None;
    }
    let a = layout(area, Some(rules.board), flipped);
    // A piece in the hand of the person to place chooses it, as its letter does.
    let in_hand = p
        .game()
        .deployment()
        .filter(|_| p.phase() == Phase::Deploy)
        .and_then(|d| {
            let side = d.turn().filter(|&s| p.is_human(s))?;
            let i = HAND_SIDES.iter().position(|&s| s == side)?;
            hands(a.panel, 2).hit(i as u16, &d.hands()[side], x, y)
        });
    in_hand
        .map(Target::Hand)
        .or_else(|| a.board?.hit(x, y).map(Target::Square))
}
