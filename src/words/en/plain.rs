//! Plain mode's words in English: sentences a screen reader speaks well (piece names,
//! never letters; one sentence a line).

use crate::app::overlay::Question;
use crate::rules::game::Phase;
use crate::rules::outcome::Reason;
use crate::rules::plinths::Quadrant;
use crate::rules::{Army, Piece, Role, Side};
use crate::words::plain::{Check, HelpOf, OnSquare, PlainWords, Said, squares};
use crate::words::{GameWords, NoticeWords, RulesWords};

use super::En;

/// A piece's name as a sentence says it: "knight".
fn name(r: Role) -> &'static str {
    match r {
        Role::King => "king",
        Role::Queen => "queen",
        Role::Rook => "rook",
        Role::Bishop => "bishop",
        Role::Knight => "knight",
        Role::Pawn => "pawn",
        Role::Chancellor => "chancellor",
        Role::Archbishop => "archbishop",
        Role::Giraffe => "giraffe",
    }
}

fn names(r: Role) -> &'static str {
    match r {
        Role::King => "kings",
        Role::Queen => "queens",
        Role::Rook => "rooks",
        Role::Bishop => "bishops",
        Role::Knight => "knights",
        Role::Pawn => "pawns",
        Role::Chancellor => "chancellors",
        Role::Archbishop => "archbishops",
        Role::Giraffe => "giraffes",
    }
}

/// "blue knight".
fn piece(p: Piece) -> String {
    format!("{} {}", side_lower(p.side), name(p.role))
}

fn side_lower(s: Side) -> &'static str {
    match s {
        Side::Blue => "blue",
        Side::Red => "red",
    }
}

/// "king, queen, 2 pawns" (or "nothing").
fn army_list(army: &Army) -> String {
    let mut parts = Vec::new();
    for r in Role::ALL {
        match army.count(r) {
            0 => {}
            1 => parts.push(name(r).to_string()),
            n => parts.push(format!("{n} {}", names(r))),
        }
    }
    if parts.is_empty() {
        "nothing".into()
    } else {
        parts.join(", ")
    }
}

/// What stands on a square: "d12 red king", "j12 plinth", "e4 empty".
fn on(sq: crate::rules::Square, o: OnSquare) -> String {
    match o {
        OnSquare::Empty => format!("{sq} empty"),
        OnSquare::Plinth => format!("{sq} plinth"),
        OnSquare::Piece { piece: p, plinth } => {
            let on_plinth = if plinth { " on a plinth" } else { "" };
            format!("{sq} {}{on_plinth}", piece(p))
        }
    }
}

/// "4 minutes 30 seconds".
fn time(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    let (m, s) = (s / 60, s % 60);
    let plural = |n: u64, one: &str, many: &str| {
        if n == 1 {
            format!("1 {one}")
        } else {
            format!("{n} {many}")
        }
    };
    match (m, s) {
        (0, s) => plural(s, "second", "seconds"),
        (m, 0) => plural(m, "minute", "minutes"),
        (m, s) => format!(
            "{} {}",
            plural(m, "minute", "minutes"),
            plural(s, "second", "seconds")
        ),
    }
}

fn claim_reason(r: Reason) -> &'static str {
    match r {
        Reason::FiftyMove => "the fifty-move rule",
        Reason::Repetition
        | Reason::Checkmate
        | Reason::KingCaptured
        | Reason::Resignation
        | Reason::Timeout
        | Reason::Stalemate
        | Reason::Fivefold
        | Reason::SeventyFiveMove
        | Reason::DeadPosition
        | Reason::Agreement => "threefold repetition",
    }
}

/// Why a game ended, as the first sentence of its last line: "Checkmate".
fn over_reason(r: Reason) -> &'static str {
    match r {
        Reason::Checkmate => "Checkmate",
        Reason::KingCaptured => "The King was captured in an ambush",
        Reason::Resignation => "Resignation",
        Reason::Timeout => "Time is up",
        Reason::Stalemate => "Stalemate",
        Reason::Repetition => "Threefold repetition, claimed",
        Reason::FiftyMove => "The fifty-move rule, claimed",
        Reason::Fivefold => "Fivefold repetition",
        Reason::SeventyFiveMove => "The seventy-five-move rule",
        Reason::DeadPosition => "King against King",
        Reason::Agreement => "Draw by agreement",
    }
}

fn question(w: &En, q: &Question) -> String {
    let s = |side: Side| w.side(side);
    match q {
        Question::Takeback { by } => format!(
            "{} asks to take back its last move. {}, do you agree? (yes or no)",
            s(*by),
            s(by.opposite())
        ),
        Question::DrawOffer { by } => format!(
            "{} offers a draw. {}, do you accept? (yes or no)",
            s(*by),
            s(by.opposite())
        ),
        Question::Resign { side } => format!("{}, do you really resign? (yes or no)", s(*side)),
        Question::EndInDraw => "End the game as a draw? (yes or no)".into(),
        Question::ClaimDraw { side, reason } => format!(
            "{}, claim a draw by {}? (yes or no)",
            s(*side),
            claim_reason(*reason)
        ),
        Question::Overwrite(_) => {
            let path = q
                .overwrite_path()
                .map(|p| p.display().to_string())
                .unwrap_or_default();
            format!("{path} holds a saved game. Replace it? (yes or no)")
        }
        Question::LeavePractice => "Leave the practice? (yes or no)".into(),
        Question::RestartPractice => "Start the practice again? (yes or no)".into(),
        Question::LeaveUnsaved { .. } => {
            "This game is not being saved. Leave it anyway? (yes or no)".into()
        }
    }
}

impl PlainWords for En {
    fn said(&self, s: &Said) -> String {
        let side = |x: Side| self.side(x);
        match s {
            Said::Start { mini, computer } => {
                let game = if *mini { "Mini-Shuuro, 6 by 6" } else { "Shuuro, 12 by 12" };
                match computer {
                    Some(c) => format!(
                        "{game}. You play {}, the computer plays {}. Type help for the commands.",
                        side(c.opposite()),
                        side(*c)
                    ),
                    None => format!("{game}, two players at one keyboard. Type help for the commands."),
                }
            }
            Said::Phase(p) => match p {
                Phase::Armies => "Phase 1: the armies. Each player buys an army with points.".into(),
                Phase::Plinths => "Phase 2: the plinths. Type roll, or roll all.".into(),
                Phase::DeployOrder => "Phase 3: deployment. Type roll to throw the dice for who deploys first.".into(),
                Phase::Deploy => "Deployment: type a placement such as K@c1 or Kc1; legal K lists the squares.".into(),
                Phase::FightOrder => "Phase 4: the fight. Type roll to throw the dice for who moves first.".into(),
                Phase::Fight => "The fight begins: type a move such as e2e4 or Nc3.".into(),
                Phase::Over => "The game is over.".into(),
            },
            Said::PhaseNow(p) => format!("{}.", self.phase_title(*p)),
            Said::ToAct { side: x, placing } => {
                format!("{} to {}.", side(*x), if *placing { "place" } else { "move" })
            }
            Said::Handover { next: Some(n) } => format!(
                "{}, look away. {}, type ready to choose your army.",
                side(n.opposite()),
                side(*n)
            ),
            Said::Handover { next: None } => {
                "Both armies are sealed; they are named when the battlefield is ready. Type ready to go on.".into()
            }
            Said::ArmySealed(x) => format!("{}'s army is sealed.", side(*x)),
            Said::ArmyNamed { side: x, army } => {
                format!("{}'s army: {}.", side(*x), army_list(army))
            }
            Said::PlinthRoll(l) => {
                let r = l.roll;
                let head = match r.quadrant {
                    Quadrant::Only => format!("{} rolls {} and {}", side(r.by), r.column, r.row),
                    Quadrant::Left | Quadrant::Right => format!(
                        "{} rolls {} and {} for the {} quadrant",
                        side(r.by),
                        r.column,
                        r.row,
                        self.quadrant(r.quadrant)
                    ),
                };
                match (l.square, l.placed) {
                    (Some(sq), true) => format!("{head}: a plinth on {sq}."),
                    (Some(sq), false) => format!("{head}: {sq} has a plinth already, this roll is lost."),
                    (None, _) => format!("{head}: off the board, this roll is lost."),
                }
            }
            Said::PlinthsSet(sqs) => format!("The plinths are on {}.", squares(sqs, ", ")),
            Said::OrderDice { fight, pair: [b, r] } => format!(
                "Dice for who {} first: Blue {b}, Red {r}.{}",
                if *fight { "moves" } else { "deploys" },
                if b == r { " A tie: roll again." } else { "" }
            ),
            Said::First { side: x, fight } => format!(
                "{} {} first.",
                side(*x),
                if *fight { "moves" } else { "deploys" }
            ),
            Said::Placed { piece: p, square } => {
                format!("{} places the {} on {square}.", side(p.side), name(p.role))
            }
            Said::Moved(m) => {
                let mut t = match (m.took, m.en_passant) {
                    (Some(took), true) => format!(
                        "{}: {} from {} takes {} on {} en passant",
                        side(m.side), name(m.role), m.from, name(took), m.to
                    ),
                    (Some(took), false) => format!(
                        "{}: {} takes {} on {}",
                        side(m.side), name(m.role), name(took), m.to
                    ),
                    (None, _) => format!(
                        "{}: {} from {} to {}",
                        side(m.side), name(m.role), m.from, m.to
                    ),
                };
                if let Some(p) = m.promotion {
                    t.push_str(&format!(", becomes a {}", name(p)));
                }
                match m.check {
                    Check::None => {}
                    Check::Check => t.push_str(", check"),
                    Check::Mate => t.push_str(", checkmate"),
                }
                t.push('.');
                t
            }
            Said::Resigned(x) => format!("{} resigns.", side(*x)),
            Said::DrawAgreed => "The players agree to a draw.".into(),
            Said::DrawClaimed { side: x, reason } => {
                format!("{} claims a draw by {}.", side(*x), claim_reason(*reason))
            }
            Said::TimeUp(x) => format!("{}'s time is up.", side(*x)),
            Said::Over(o) => match o.winner {
                Some(w) => format!("{}. {} wins.", over_reason(o.reason), side(w)),
                None if o.reason == Reason::Agreement => "Draw by agreement.".into(),
                None => format!("{}. Draw.", over_reason(o.reason)),
            },
            Said::Question(q) => question(self, q),
            Said::SpendsLittle { cost, budget } => format!(
                "This army spends {cost} of {budget} points. Seal it anyway? (yes or no)"
            ),
            Said::Promotion => "Promote the pawn to which piece? Type queen, rook, bishop or knight.".into(),
            Said::AnswerFirst => "A question waits: answer yes or no.".into(),
            Said::Unknown(line) => {
                format!("{line:?} is not a command here; help lists the commands.")
            }
            Said::Usage(u) => format!("Type it as: {u}."),
            Said::ClockWarning { side: x, seconds } => {
                format!("{}: {seconds} seconds left.", side(*x))
            }
            Said::Line { rank, file, squares: sqs } => {
                let head = match (rank, file) {
                    (Some(r), _) => format!("rank {r}"),
                    (None, Some(f)) => format!("file {f}"),
                    (None, None) => String::new(),
                };
                if sqs.is_empty() {
                    format!("{head}: empty")
                } else {
                    let listed: Vec<String> = sqs.iter().map(|(sq, o)| on(*sq, *o)).collect();
                    format!("{head}: {}", listed.join(", "))
                }
            }
            Said::Where { piece: p, squares: sqs } => {
                let who = format!("{}'s {}", side(p.side), names(p.role));
                if sqs.is_empty() {
                    format!("{who}: none.")
                } else {
                    format!("{who}: {}.", squares(sqs, ", "))
                }
            }
            Said::Square { square, on: o } => match o {
                OnSquare::Empty => format!("{square}: empty."),
                OnSquare::Plinth => format!("{square}: a plinth."),
                OnSquare::Piece { piece: p, plinth } => format!(
                    "{square}: {}{}.",
                    piece(*p),
                    if *plinth { " on a plinth" } else { "" }
                ),
            },
            Said::Attackers { side: x, pieces } => {
                if pieces.is_empty() {
                    format!("{} does not attack it.", side(*x))
                } else {
                    let list: Vec<String> = pieces
                        .iter()
                        .map(|(r, sq)| format!("{} on {sq}", name(*r)))
                        .collect();
                    format!("{} attacks it with the {}.", side(*x), list.join(", the "))
                }
            }
            Said::MovePair { number, first, second } => match second {
                Some(s) => format!("{number}. {first}, {s}."),
                None => format!("{number}. {first}."),
            },
            Said::NoMoves => "No move has been played yet.".into(),
            Said::LegalFrom { role, from, to } => {
                if to.is_empty() {
                    format!("The {} on {from} cannot move.", name(*role))
                } else {
                    format!("The {} on {from} can go to {}.", name(*role), squares(to, ", "))
                }
            }
            Said::LegalPlace { role, squares: sqs } => {
                if sqs.is_empty() {
                    format!("No square takes a {} now.", name(*role))
                } else {
                    format!("A {} can be placed on {}.", name(*role), squares(sqs, ", "))
                }
            }
            Said::Hand { side: x, army } => {
                if army.is_empty() {
                    format!("{}'s hand is empty.", side(*x))
                } else {
                    format!("{}'s hand: {}.", side(*x), army_list(army))
                }
            }
            Said::Clock(None) => "This game has no clock.".into(),
            Said::Clock(Some([b, r])) => {
                format!("Clock: Blue {}, Red {}.", time(*b), time(*r))
            }
            Said::Material { blue, red } => {
                format!("On the board: Blue {blue} pieces, Red {red} pieces.")
            }
            Said::SheetRow { role, count, max, cost } => {
                let max = max.map(|m| format!(", at most {m}")).unwrap_or_default();
                format!("{}: {count}{max}, {cost} points each.", names(*role))
            }
            Said::SheetPoints { cost, budget } if cost > budget => format!(
                "Points: {cost} of {budget} spent, {} over.",
                cost - budget
            ),
            Said::SheetPoints { cost, budget } => format!(
                "Points: {cost} of {budget} spent, {} left.",
                budget - cost
            ),
            Said::Buying { army, left } if *left < 0 => {
                format!("Army: {}; {} points over the budget.", army_list(army), -left)
            }
            Said::Buying { army, left } => {
                format!("Army: {}; {left} points left.", army_list(army))
            }
            Said::NotNow => "That means nothing in this phase.".into(),
            Said::Thinking(x) => format!("{} is thinking.", side(*x)),
            Said::Hint(h) => format!("Hint: {h}."),
            Said::Left { saved: true } => {
                "The game is saved; shuuro resume --plain goes on with it.".into()
            }
            Said::Left { saved: false } => {
                self.news(&crate::app::keyset::Keys::fixed(), &crate::app::News::NothingToSave)
            }
        }
    }

    fn plain_help(&self, h: HelpOf) -> Vec<String> {
        let lines: &[&str] = match h {
            HelpOf::Always => &[
                "help: these commands.",
                "status: the phase, who acts, the material and the clocks.",
                "board: the board, one line per rank, top rank first.",
                "scan e, or scan 4: every square of one file or one rank.",
                "where Q: the squares of Blue's queens; where q: Red's; where queen: both.",
                "square e4: what stands there and what attacks it.",
                "last: the last step. moves: the moves so far. clock: the time left.",
                "quit: save the game and leave.",
            ],
            HelpOf::Armies => &[
                "army: your army sheet: each piece, its count, maximum and cost, the points left and what is wrong.",
                "add Q, or add pawn 3: buy pieces. remove Q, or remove pawn 2: give them back.",
                "example: the example army. clear: back to the King alone, and the screen is wiped.",
                "seal: seal the army (on a terminal the screen is wiped after it).",
            ],
            HelpOf::Plinths => &["roll: roll the next plinth. roll all: roll every plinth left."],
            HelpOf::Dice => &["roll: throw the dice for who goes first."],
            HelpOf::Deploy => &[
                "A placement: K@c1, or Kc1 (the letter of the piece, then the square).",
                "hand: both hands. legal Q: the squares a queen may take.",
                "hint: a placement the engine suggests.",
            ],
            HelpOf::Fight => &[
                "A move: e2e4, Nc3, exd5, or b6=Q to promote.",
                "legal: every legal move. legal e2: the moves of the piece on e2.",
                "hint: the engine's move. undo: take back a move. draw: offer a draw.",
                "claim: claim a draw by repetition or the fifty-move rule. resign: give up.",
            ],
            HelpOf::Over => &["The game is over: board, moves and last still answer; quit leaves."],
            HelpOf::Question => &["A question waits: yes (or y) and no (or n) answer it."],
        };
        lines.iter().map(|l| l.to_string()).collect()
    }
}
