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
use crate::app::hint::Hint;
use crate::app::keymap::{Action, Ctx};
use crate::app::keyset::Keys;
use crate::app::play::{PlayState, Prompt, Stage};
use crate::app::target::Target;
use crate::rules::game::{Game, Phase};
use crate::rules::{Bitboard, Board, Piece, Side};
use crate::ui::layout::{BoardGeom, HandsGeom, hands, layout};

use super::board::{BoardView, draw_board, glyph};
use super::hints::{Hints, line};
use super::order::{deploy_order_lines, fight_order_lines};
pub use super::rolls::roll_lines;
use super::sheet::{draw_hands, draw_sheet, sheet_hints};
use super::theme::Theme;
use super::{boxed, centered, status_bar, title_bar};
use crate::words::{Text, W};

/// The board as it stands in `game` (plinths only before deployment).
pub fn board_of(game: &Game) -> Board {
    game.board()
}

/// Draws the game screen.
pub fn draw(frame: &mut Frame, area: Rect, app: &App, p: &PlayState, th: Theme) {
    let k = app.keys();
    let w = crate::words::of(app.lang());
    let rules = p.game().rules();
    let variant = w.variant(rules.board);
    let sep = w.sep();
    match p.stage() {
        Stage::Handover { sealed, next } => {
            let a = layout(area, None, false);
            title_bar(
                frame,
                a.title,
                &format!("{variant}{sep}{}", w.phase_title(Phase::Armies)),
                th,
            );
            draw_handover(frame, w, a.panel, *sealed, *next, th);
            status_bar(frame, a.status, app, None, &line(w, k, Hints::Handover));
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
                        "{variant}{sep}{}{sep}{}  {}",
                        w.phase_title(Phase::Armies),
                        w.army_open(sheet.side),
                        w.computer_side(c.side, c.level())
                    ),
                    None => format!(
                        "{variant}{sep}{}{sep}{}",
                        w.phase_title(Phase::Armies),
                        w.army_hidden(sheet.side)
                    ),
                },
                th,
            );
            draw_sheet(frame, a.panel, w, sheet, th);
            status_bar(frame, a.status, app, None, &line(w, k, sheet_hints(sheet)));
            return;
        }
        Stage::Board => {}
    }
    let phase = p.phase();
    let a = layout(area, Some(rules.board), p.input().flipped());
    let looking = p.looking_back();
    let who = match (phase, p.game().to_act()) {
        // Looking back: which move the board shows, and how to come back.
        _ if let Some((i, _)) = looking => w.looking_back(&shown_position(w, p.derived(), i)),
        (Phase::Over, _) => p
            .game()
            .outcome()
            .map(|o| w.outcome(&o))
            .unwrap_or_default(),
        (_, Some(s)) => w.to_act(s, phase == Phase::Deploy),
        _ => String::new(),
    };
    title_bar(
        frame,
        a.title,
        &format!("{variant}{sep}{}  {who}", w.phase_title(phase)),
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
            draw_hands(buf, w, &g, &HAND_SIDES, dep, p.role(), app.unicode(), th);
            label_computer_hand(buf, w, &g, &HAND_SIDES, p.computer(), th);
            g.rest()
        }
        _ => a.panel,
    };
    let lines = panel(
        w,
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
        super::over::draw(
            frame,
            w,
            app.keys(),
            a.board.map(|g| g.area),
            above,
            p,
            practice,
            th,
        );
    }
    // After the box: a long notice opens in a box of its own over everything.
    let (first, hints) = status_lines(w, app, p, a.status.width, th);
    status_bar(frame, a.status, app, first, &line(w, k, hints));
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
    w: W,
    area: Rect,
    sealed: Option<Side>,
    next: Option<Side>,
    th: Theme,
) {
    let mut lines = vec![Line::from("")];
    // The sides are named in their colours.
    for (side, rest) in w.handover(sealed, next) {
        lines.push(match side {
            Some(s) => Line::from(vec![Span::styled(w.side(s), th.side(s)), Span::raw(rest)]),
            None => Line::from(rest),
        });
    }
    lines.push(Line::from(""));
    // Wrapped inside the box's borders (a Japanese line may be wider than it).
    let inner = usize::from(centered(area, 60, 3).width.saturating_sub(2));
    let lines = wrap_lines(lines, inner);
    let r = centered(area, 60, lines.len() as u16 + 2);
    boxed(
        frame,
        r,
        w.text(Text::HandoverTitle),
        lines,
        Style::default(),
    );
}

fn dice_line(w: W, label: Text, pairs: &[[u8; 2]], th: Theme) -> Vec<Line<'static>> {
    let mut v = vec![Line::styled(w.text(label), th.heading())];
    for [b, r] in pairs {
        let tie = if b == r {
            format!("  {}", w.text(Text::TieAgain))
        } else {
            String::new()
        };
        v.push(Line::from(vec![
            Span::styled(format!("{} ", w.side(Side::Blue)), th.side(Side::Blue)),
            Span::raw(format!("[{b}]  ")),
            Span::styled(format!("{} ", w.side(Side::Red)), th.side(Side::Red)),
            Span::raw(format!("[{r}]{tie}")),
        ]));
    }
    v
}

/// Beside the computer's hand (of the hands `sides` drawn in `g`), who plays it: its level,
/// as the fight's panel says.
pub fn label_computer_hand(
    buf: &mut ratatui::buffer::Buffer,
    w: W,
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
    let used = super::columns(&format!("▶ {}", w.hand(sides[i])));
    let used = u16::try_from(used).unwrap_or(u16::MAX);
    buf.set_stringn(
        head.x + used,
        head.y,
        format!("  {}", w.computer_level(c.level(), false)),
        usize::from(head.width.saturating_sub(used)),
        th.dim(),
    );
}

/// The side panel's lines, wrapped to `width` by the panels' one rule.
fn panel(
    w: W,
    app: &App,
    p: &PlayState,
    th: Theme,
    width: usize,
    height: usize,
) -> Vec<Line<'static>> {
    let k = app.keys();
    let mut lines: Vec<Line> = Vec::new();
    // Before the hands are drawn (they say it beside the computer's), who it is.
    if let Some(c) = p.computer()
        && matches!(
            p.phase(),
            Phase::Armies | Phase::Plinths | Phase::DeployOrder | Phase::FightOrder
        )
    {
        lines.push(Line::styled(w.computer_side(c.side, c.level()), th.dim()));
        lines.push(Line::from(""));
    }
    match p.phase() {
        Phase::Armies => {
            lines.push(Line::from(w.text(Text::ArmiesForming)));
        }
        Phase::Plinths => {
            lines.push(Line::styled(w.text(Text::PlinthRolls), th.heading()));
            lines.extend(roll_lines(w, p.game(), th, height.saturating_sub(6)));
            lines.push(Line::from(""));
            if let Some((side, q)) = p.game().next_plinth_roll() {
                lines.push(Line::from(w.next_roll(side, w.quadrant(q))));
                if p.is_human(side) {
                    lines.push(Line::from(w.text(Text::RollsTwoDice)));
                    lines.push(Line::from(w.text(Text::RollsAll)));
                }
            }
        }
        Phase::DeployOrder => {
            lines.extend(dice_line(
                w,
                Text::WhoDeploysFirst,
                p.game().deploy_rolls(),
                th,
            ));
            lines.push(Line::from(""));
            lines.push(Line::from(w.text(Text::LowestDeploysFirst)));
            // The plinth rolls stay in view (after `a` rolled them all at once).
            if !p.game().plinth_rolls().is_empty() {
                lines.push(Line::from(""));
                lines.push(Line::styled(w.text(Text::PlinthRolls), th.heading()));
                lines = wrap_lines(lines, width);
                let room = height.saturating_sub(lines.len());
                lines.extend(roll_lines(w, p.game(), th, room));
            }
        }
        Phase::FightOrder => {
            lines.extend(dice_line(
                w,
                Text::WhoMovesFirst,
                p.game().fight_rolls(),
                th,
            ));
            lines.push(Line::from(""));
            lines.push(Line::from(w.text(Text::HighestMovesFirst)));
        }
        Phase::Deploy => {
            lines.extend(deploy_order_lines(w, p.game(), th));
            // The hands are drawn above these lines (`draw_hands`).
            if let Some(dep) = p.game().deployment() {
                let turn = dep.turn();
                lines.push(Line::from(""));
                if let Some(why) = p.stuck() {
                    lines.push(Line::styled(w.text(Text::StuckHeading), th.bad()));
                    lines.push(Line::styled(w.notice(app.keys(), &why), th.bad()));
                    lines.push(Line::from(""));
                    lines.push(Line::from(line(w, k, Hints::StuckPanel)));
                } else if let Some(side) = turn {
                    if p.is_human(side) {
                        match p.role() {
                            Some(r) => {
                                let n = p.targets().count() as u64;
                                lines.push(Line::from(w.placing(r, n)));
                            }
                            None => {
                                lines.push(Line::styled(w.text(Text::NoPieceCanBePlaced), th.bad()))
                            }
                        }
                        lines.push(Line::from(w.text(Text::ChoosePieceKeys)));
                        if p.dice_just_thrown() {
                            // The roll's key pressed once more places nothing.
                            lines.push(Line::styled(w.text(Text::StartPlacing), th.heading()));
                        } else {
                            lines.push(Line::from(w.text(Text::PlaceKeys)));
                        }
                        let key = p.hints_allowed().then_some(Ctx::Deploy);
                        lines.extend(hint_lines(w, k, p.hint(), p.is_hinting(), key, th));
                    } else {
                        lines.push(Line::from(w.text(Text::ComputerPlacing)));
                    }
                }
            }
        }
        Phase::Fight | Phase::Over => {
            lines.extend(fight_panel(w, app, p, th, width, height));
        }
    }
    wrap_lines(lines, width)
}

/// How many plies of a hint's line the panel shows after the hinted step.
const HINT_PLIES: usize = 5;

/// The panel's lines for a hint: the engine's move or placement (with its evaluation in
/// pawns for a move), then the line it expects; or that it is being worked out; or, when
/// hints may be asked for (`key` is the keymap's hint key in `ctx`), which key asks.
pub fn hint_lines(
    w: W,
    k: &Keys,
    hint: Option<&Hint>,
    working: bool,
    key: Option<Ctx>,
    th: Theme,
) -> Vec<Line<'static>> {
    let Some(h) = hint else {
        return if working {
            vec![Line::styled(w.text(Text::HintThinking), th.dim())]
        } else if let Some(ctx) = key {
            vec![Line::styled(
                w.hint_key(&k.key_for(ctx, Action::Hint)),
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
        Span::styled(w.text(Text::HintHeading), th.heading()),
        Span::styled(first.clone(), th.selected()),
        Span::raw(score),
    ])];
    if let Some(why) = &h.why {
        lines.extend(
            w.placement_why(why)
                .into_iter()
                .map(|l| Line::styled(format!("  {l}"), th.dim())),
        );
    }
    if !rest.is_empty() {
        // The first plies of the line: enough to see the idea, short enough for the panel.
        let shown = &rest[..rest.len().min(HINT_PLIES)];
        lines.push(Line::styled(
            format!("  {}", w.hint_then(&shown.join(" "))),
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
            spans.push(Span::styled(super::pad(&text, 9), style));
        }
        rows.push(Line::from(spans));
    }
    rows
}

fn fight_panel(
    w: W,
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
            w.board_shows(&shown_position(w, d, i)),
            th.heading(),
        ));
        lines.push(Line::styled(w.text(Text::LiveClocks), th.dim()));
    }
    for side in [Side::Red, Side::Blue] {
        let to_move = turn == Some(side) && p.phase() == Phase::Fight;
        let mut spans = vec![
            Span::raw(if to_move { "▶ " } else { "  " }),
            Span::styled(super::pad(w.side(side), 5), th.side(side)),
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
            let thinking = p.is_thinking() && to_move;
            spans.push(Span::styled(
                format!(" {}", w.computer_level(c.level(), thinking)),
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
                Span::styled(format!("   {}", w.text(Text::Lost)), th.dim()),
                Span::styled(text, th.piece(side)),
            ]));
        }
    }
    if let (Some(_), Some(side), None) = (ambushed_king(p.game()), turn, shown) {
        // The ambush, said to the side that may take the King until it moves.
        lines.push(Line::styled(w.king_can_be_taken(side), th.bad()));
    }
    if p.game().fight_first().is_none() {
        // The game ended before the fight (a deployment that could not go on).
        lines.push(Line::styled(w.text(Text::NoMovePlayed), th.dim()));
        return lines;
    }
    let key =
        (p.hints_allowed() && p.phase() == Phase::Fight && turn.is_some_and(|s| p.is_human(s)))
            .then_some(Ctx::Fight);
    lines.extend(hint_lines(w, app.keys(), p.hint(), p.is_hinting(), key, th));
    // Who deployed and who moves first, and why, stay in view.
    lines.extend(deploy_order_lines(w, p.game(), th));
    lines.extend(fight_order_lines(w, p.game(), th));
    if d.san().is_empty() {
        return lines;
    }
    // Who moved first is said above.
    lines.push(Line::styled(w.text(Text::Moves), th.heading()));
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
pub fn shown_position(w: W, d: &Derived, plies: usize) -> String {
    w.position_after(
        plies
            .checked_sub(1)
            .and_then(|last| d.numbered(last))
            .as_deref(),
    )
}

/// The line being typed on the board (the same prompt for the game and practice): what is
/// typed, and in the fight how many legal moves it matches.
pub fn typed_line(w: W, t: &Typed, fight: bool, th: Theme) -> Line<'static> {
    let label = if fight {
        Text::TypedMove
    } else {
        Text::TypedPlacement
    };
    let mut spans = vec![
        Span::styled(w.text(label), th.heading()),
        Span::raw(t.text().to_string()),
        Span::styled("_", th.selected()),
    ];
    if fight {
        spans.push(Span::styled(
            format!("   {}", w.matches(t.matches().len())),
            th.dim(),
        ));
    }
    Line::from(spans)
}

fn status_lines(
    w: W,
    app: &App,
    p: &PlayState,
    width: u16,
    th: Theme,
) -> (Option<Line<'static>>, Hints) {
    if let Some(t) = p.input().typing() {
        return (
            Some(typed_line(w, t, p.phase() == Phase::Fight, th)),
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
        return (
            Some(Line::styled(w.question(app.keys(), q), th.selected())),
            hints,
        );
    }
    if let Some(pr) = p.prompt() {
        let line = match pr {
            Prompt::Promotion(picker) => super::promotion::line(w, picker, width, th),
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
pub fn hit(w: W, area: Rect, p: &PlayState, x: u16, y: u16) -> Option<Target> {
    if let Some(Prompt::Promotion(picker)) = p.prompt() {
        return crate::ui::layout::promotion_hit(w, area, picker.choices(), x, y)
            .map(Target::Promotion);
    }
    let rules = p.game().rules();
    let flipped = p.input().flipped();
    if let Stage::Sheet(sheet) = p.stage() {
        let panel = layout(area, rules.scouts.then_some(rules.board), flipped).panel;
        return super::sheet::sheet_geom(w, panel, sheet)
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
