//! What plain mode says of a game: its steps as announcements, and the answers to the
//! queries (`board`, `scan`, `where`, `square`, `moves`, `legal`, `hand`, `army`,
//! `status`, `clock`). Values are turned into [`Said`] here and into words by the table.

use super::Reply;
use super::command::{LegalOf, Scan, Which};
use crate::app::App;
use crate::app::derived::roll_logs;
use crate::app::play::{PlayState, Stage};
use crate::rules::game::{Game, Phase, Step};
use crate::rules::outcome::Reason;
use crate::rules::{Board, Piece, Role, Side, Square};
use crate::words::W;
use crate::words::plain::{Check, HelpOf, MoveSaid, OnSquare, Said};

/// Lines to print as a reply.
pub(super) fn lines(lines: Vec<String>) -> Reply {
    Reply {
        lines,
        ..Reply::default()
    }
}

/// Whether the armies may be named to both players: both are in and the plinths are set.
pub(super) fn battlefield_ready(g: &Game) -> bool {
    !matches!(g.phase(), Phase::Armies | Phase::Plinths)
}

/// The part of the game whose commands `help` lists now.
pub(super) fn help_of(p: &PlayState, asking: bool) -> HelpOf {
    if asking {
        return HelpOf::Question;
    }
    match p.phase() {
        Phase::Armies => HelpOf::Armies,
        Phase::Plinths => HelpOf::Plinths,
        Phase::DeployOrder | Phase::FightOrder => HelpOf::Dice,
        Phase::Deploy => HelpOf::Deploy,
        Phase::Fight => HelpOf::Fight,
        Phase::Over => HelpOf::Over,
    }
}

/// What stands on `sq` of `board`.
fn on(board: &Board, sq: Square) -> OnSquare {
    let plinth = board.plinths().contains(sq);
    match board.piece_at(sq) {
        Some(piece) => OnSquare::Piece { piece, plinth },
        None if plinth => OnSquare::Plinth,
        None => OnSquare::Empty,
    }
}

/// `board`: every rank from the top, naming only what stands there.
pub(super) fn board(w: W, g: &Game) -> Vec<String> {
    let b = g.board();
    let n = b.size().len();
    (0..n)
        .rev()
        .map(|r| {
            let squares: Vec<(Square, OnSquare)> = (0..n)
                .filter_map(|f| Square::new(f, r))
                .map(|sq| (sq, on(&b, sq)))
                .filter(|(_, o)| *o != OnSquare::Empty)
                .collect();
            w.said(&Said::Line {
                rank: Some(r + 1),
                file: None,
                squares: &squares,
            })
        })
        .collect()
}

/// `scan`: every square of a file (from rank 1) or a rank (from file a).
pub(super) fn scan(w: W, g: &Game, s: Scan) -> Vec<String> {
    let b = g.board();
    let n = b.size().len();
    let squares: Vec<(Square, OnSquare)> = (0..n)
        .filter_map(|i| match s {
            Scan::File(f) => Square::new(f, i),
            Scan::Rank(r) => Square::new(i, r - 1),
        })
        .map(|sq| (sq, on(&b, sq)))
        .collect();
    let (rank, file) = match s {
        Scan::File(f) => (None, Some(char::from(b'a' + f))),
        Scan::Rank(r) => (Some(r), None),
    };
    vec![w.said(&Said::Line {
        rank,
        file,
        squares: &squares,
    })]
}

/// `where`: the squares of one side's pieces of a kind, or both sides'.
pub(super) fn where_(w: W, g: &Game, which: Which) -> Vec<String> {
    let b = g.board();
    let pieces = match which {
        Which::Piece(p) => vec![p],
        Which::Role(r) => Side::ALL.iter().map(|&s| Piece::new(s, r)).collect(),
    };
    pieces
        .into_iter()
        .map(|piece| {
            let squares: Vec<Square> = b.by_piece(piece).into_iter().collect();
            w.said(&Said::Where {
                piece,
                squares: &squares,
            })
        })
        .collect()
}

/// `square`: what stands there and, in the fight, which pieces of each side attack it.
pub(super) fn square(w: W, g: &Game, sq: Square) -> Vec<String> {
    let b = g.board();
    let mut out = vec![w.said(&Said::Square {
        square: sq,
        on: on(&b, sq),
    })];
    if let Some(pos) = g.position().filter(|_| g.phase() == Phase::Fight) {
        for side in Side::ALL {
            let pieces: Vec<(Role, Square)> = pos
                .attackers_of(sq, side)
                .into_iter()
                .filter_map(|at| pos.board().piece_at(at).map(|p| (p.role, at)))
                .collect();
            out.push(w.said(&Said::Attackers {
                side,
                pieces: &pieces,
            }));
        }
    }
    out
}

/// The announcement of step `i` of `g` (an army stays sealed until the battlefield is
/// ready: before then only that it was sealed is said).
pub(super) fn step(w: W, g: &Game, i: usize) -> Vec<String> {
    let steps = g.steps();
    let Some(s) = steps.get(i) else {
        return Vec::new();
    };
    let before = &steps[..i];
    let said = match s {
        Step::Army { side, .. } => Said::ArmySealed(*side),
        Step::PlinthRoll(_) => {
            let k = before
                .iter()
                .filter(|s| matches!(s, Step::PlinthRoll(_)))
                .count();
            match roll_logs(g).nth(k) {
                Some(log) => return vec![w.said(&Said::PlinthRoll(&log))],
                None => return Vec::new(),
            }
        }
        Step::SetPlinths(bb) => {
            let squares: Vec<Square> = bb.into_iter().collect();
            return vec![w.said(&Said::PlinthsSet(&squares))];
        }
        Step::DeployRoll(pair) => Said::OrderDice {
            fight: false,
            pair: *pair,
        },
        Step::FightRoll(pair) => Said::OrderDice {
            fight: true,
            pair: *pair,
        },
        // Who goes first is said once it is known, however it was decided.
        Step::SetDeployFirst(_) | Step::SetFightFirst(_) => return Vec::new(),
        Step::Place { piece, square } => Said::Placed {
            piece: *piece,
            square: *square,
        },
        Step::Move(m) => {
            let k = before.iter().filter(|s| matches!(s, Step::Move(_))).count();
            let (Some(pos), Some(next)) = (g.history().get(k), g.history().get(k + 1)) else {
                return Vec::new();
            };
            let Some(piece) = pos.board().piece_at(m.from) else {
                return Vec::new();
            };
            let en_passant = pos.is_en_passant(*m);
            let took = if en_passant {
                Some(Role::Pawn)
            } else {
                pos.board().piece_at(m.to).map(|p| p.role)
            };
            let check = match next.outcome() {
                Some(o) if o.reason == Reason::Checkmate => Check::Mate,
                _ if next.is_check() => Check::Check,
                _ => Check::None,
            };
            Said::Moved(MoveSaid {
                side: piece.side,
                role: piece.role,
                from: m.from,
                to: m.to,
                took,
                en_passant,
                promotion: m.promotion,
                check,
            })
        }
        Step::Resign(side) => Said::Resigned(*side),
        Step::AgreeDraw => Said::DrawAgreed,
        Step::ClaimDraw(reason) => Said::DrawClaimed {
            side: g.position().map_or(Side::Blue, |p| p.turn()),
            reason: *reason,
        },
        Step::Timeout(side) => Said::TimeUp(*side),
    };
    vec![w.said(&said)]
}

/// `moves`: the fight's moves in short notation, two to a line.
pub(super) fn moves(w: W, p: &PlayState) -> Vec<String> {
    let san = p.derived().san();
    if san.is_empty() {
        return vec![w.said(&Said::NoMoves)];
    }
    san.chunks(2)
        .enumerate()
        .map(|(i, pair)| {
            w.said(&Said::MovePair {
                number: i + 1,
                first: &pair[0],
                second: pair.get(1).map(String::as_str),
            })
        })
        .collect()
}

/// `legal`: the moves of the side to move, piece by piece (or of the piece on a square);
/// in the deployment, the squares a piece may take (or each piece in hand's).
pub(super) fn legal(w: W, g: &Game, of: Option<LegalOf>) -> Vec<String> {
    match g.phase() {
        Phase::Fight => {
            let Some(pos) = g.position() else {
                return Vec::new();
            };
            let froms: Vec<Square> = match of {
                Some(LegalOf::From(sq)) => vec![sq],
                Some(LegalOf::Role(r)) => pos
                    .board()
                    .by_piece(Piece::new(pos.turn(), r))
                    .into_iter()
                    .collect(),
                None => pos.board().by_side(pos.turn()).into_iter().collect(),
            };
            let mut out = Vec::new();
            for from in froms {
                let Some(piece) = pos.board().piece_at(from) else {
                    out.push(w.said(&Said::Square {
                        square: from,
                        on: on(pos.board(), from),
                    }));
                    continue;
                };
                let to: Vec<Square> = pos.legal_moves_from(from).iter().map(|m| m.to).collect();
                let mut to_once = to.clone();
                to_once.dedup();
                // All of a side's pieces: only those that can move.
                if of.is_none() && to_once.is_empty() {
                    continue;
                }
                out.push(w.said(&Said::LegalFrom {
                    role: piece.role,
                    from,
                    to: &to_once,
                }));
            }
            out
        }
        Phase::Deploy => {
            let Some(d) = g.deployment() else {
                return Vec::new();
            };
            let roles: Vec<Role> = match of {
                Some(LegalOf::Role(r)) => vec![r],
                Some(LegalOf::From(_)) => return vec![w.said(&Said::Usage("legal Q"))],
                None => d.placeable_roles(),
            };
            roles
                .into_iter()
                .map(|role| {
                    let squares: Vec<Square> = g.legal_squares(role).into_iter().collect();
                    w.said(&Said::LegalPlace {
                        role,
                        squares: &squares,
                    })
                })
                .collect()
        }
        _ => vec![w.said(&Said::NotNow)],
    }
}

/// `hand`: both hands in the deployment.
pub(super) fn hands(w: W, g: &Game) -> Vec<String> {
    Side::ALL
        .iter()
        .map(|&side| {
            w.said(&Said::Hand {
                side,
                army: &g.hand(side),
            })
        })
        .collect()
}

/// `clock`: both sides' time left.
pub(super) fn clock(w: W, app: &App, p: &PlayState) -> String {
    let left = p
        .clock()
        .map(|c| [c.left(Side::Blue, app.now()), c.left(Side::Red, app.now())]);
    w.said(&Said::Clock(left))
}

/// `status`: the phase, who acts, the material and the clocks.
pub(super) fn status(w: W, app: &App, p: &PlayState) -> Vec<String> {
    let g = p.game();
    let mut out = vec![w.said(&Said::PhaseNow(g.phase()))];
    if let Some(side) = g.to_act() {
        out.push(w.said(&Said::ToAct {
            side,
            placing: g.phase() == Phase::Deploy,
        }));
    }
    if matches!(
        g.phase(),
        Phase::Deploy | Phase::FightOrder | Phase::Fight | Phase::Over
    ) {
        let b = g.board();
        out.push(w.said(&Said::Material {
            blue: b.by_side(Side::Blue).count(),
            red: b.by_side(Side::Red).count(),
        }));
    }
    if p.clock().is_some() {
        out.push(clock(w, app, p));
    }
    out
}

/// `army`: the sheet being filled in (each piece, count, maximum, cost; the points; what
/// the army breaks), or the armies once they may be named, or which are sealed.
pub(super) fn army(w: W, p: &PlayState) -> Vec<String> {
    let g = p.game();
    if let Stage::Sheet(sheet) = p.stage() {
        let roster = sheet.roster();
        // The roles the roster offers, as the screen's sheet lists them.
        let mut out: Vec<String> = sheet
            .roles()
            .iter()
            .map(|role| {
                w.said(&Said::SheetRow {
                    role,
                    count: sheet.army().count(role),
                    max: roster.pieces[role].max,
                    cost: roster.pieces[role].cost,
                })
            })
            .collect();
        out.push(w.said(&Said::SheetPoints {
            cost: sheet.cost(),
            budget: sheet.budget(),
        }));
        out.extend(sheet.violations().iter().map(|v| w.army_violation(v)));
        return out;
    }
    let ready = battlefield_ready(g);
    Side::ALL
        .iter()
        .filter_map(|&side| {
            let army = g.army(side)?;
            Some(if ready {
                w.said(&Said::ArmyNamed { side, army })
            } else {
                w.said(&Said::ArmySealed(side))
            })
        })
        .collect()
}
