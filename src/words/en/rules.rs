//! The rules' words in English.

use crate::rules::army::ParseArmyError;
use crate::rules::deploy::{DeploymentError, PlaceError, SquareList, board_row, own_rows};
use crate::rules::game::{Action, GameError, Phase};
use crate::rules::illegal::IllegalReason;
use crate::rules::notation::{MoveTextError, PartError, PlacementTextError};
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::plinths::{Die, PlinthError, Quadrant, RollProblem};
use crate::rules::position::{FromSfenError, IllegalMove, ParseMoveError, PositionError};
use crate::rules::role::RoleSet;
use crate::rules::roster::{ArmyViolation, RosterProblem, WrongBoard};
use crate::rules::sfen::SfenError;
use crate::rules::square::{BoardSize, ParseSquareError};
use crate::rules::{Piece, Role, Side};

use super::En;
use crate::words::RulesWords;

/// "a Rook", "an Archbishop".
fn a(role: Role) -> String {
    let name = En.role(role);
    let article = if name.starts_with(['A', 'E', 'I', 'O', 'U']) {
        "an"
    } else {
        "a"
    };
    format!("{article} {name}")
}

/// "x", "x or y", "x, y or z".
fn either(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// "Knight", "Knight or Giraffe", "Knight, Chancellor or Giraffe".
fn names(set: RoleSet) -> String {
    either(
        &set.iter()
            .map(|r| En.role(r).to_string())
            .collect::<Vec<_>>(),
    )
}

/// "10–12".
fn rows(side: Side, size: BoardSize) -> String {
    let (a, b) = own_rows(side, size);
    format!("{a}–{b}")
}

const PAWN_DIAGONAL: &str =
    "a pawn moves diagonally only to capture (en passant only right after a two-square move)";
const PAWN_SHAPE: &str =
    "a pawn moves straight forward, and captures one square diagonally forward";

impl RulesWords for En {
    fn side(&self, s: Side) -> &'static str {
        match s {
            Side::Blue => "Blue",
            Side::Red => "Red",
        }
    }

    fn role(&self, r: Role) -> &'static str {
        match r {
            Role::King => "King",
            Role::Queen => "Queen",
            Role::Rook => "Rook",
            Role::Bishop => "Bishop",
            Role::Knight => "Knight",
            Role::Pawn => "Pawn",
            Role::Chancellor => "Chancellor",
            Role::Archbishop => "Archbishop",
            Role::Giraffe => "Giraffe",
        }
    }

    fn roles(&self, r: Role) -> &'static str {
        match r {
            Role::King => "Kings",
            Role::Queen => "Queens",
            Role::Rook => "Rooks",
            Role::Bishop => "Bishops",
            Role::Knight => "Knights",
            Role::Pawn => "Pawns",
            Role::Chancellor => "Chancellors",
            Role::Archbishop => "Archbishops",
            Role::Giraffe => "Giraffes",
        }
    }

    fn piece(&self, p: Piece) -> String {
        format!("{} {}", self.side(p.side), self.role(p.role))
    }

    fn quadrant(&self, q: Quadrant) -> &'static str {
        match q {
            Quadrant::Left => "left",
            Quadrant::Right => "right",
            Quadrant::Only => "only",
        }
    }

    fn reason(&self, r: Reason) -> &'static str {
        match r {
            Reason::Checkmate => "checkmate",
            Reason::KingCaptured => "the King was captured in an ambush",
            Reason::Resignation => "resignation",
            Reason::Timeout => "time ran out",
            Reason::Stalemate => "stalemate",
            Reason::Repetition => "threefold repetition (claimed)",
            Reason::FiftyMove => "fifty-move rule (claimed)",
            Reason::Fivefold => "fivefold repetition",
            Reason::SeventyFiveMove => "seventy-five-move rule",
            Reason::DeadPosition => "King against King",
            Reason::Agreement => "agreement",
        }
    }

    fn outcome(&self, o: &Outcome) -> String {
        match o.winner {
            Some(s) => format!("{} wins: {}", self.side(s), self.reason(o.reason)),
            None => format!("draw: {}", self.reason(o.reason)),
        }
    }

    fn phase(&self, p: Phase) -> &'static str {
        match p {
            Phase::Armies => "the armies are being formed",
            Phase::Plinths => "the plinths are being rolled",
            Phase::DeployOrder => "the dice for who deploys first are being thrown",
            Phase::Deploy => "the armies are being deployed",
            Phase::FightOrder => "the dice for who moves first are being thrown",
            Phase::Fight => "the fight is on",
            Phase::Over => "the game is over",
        }
    }

    fn game_action(&self, a: Action) -> &'static str {
        match a {
            Action::EnterArmy => "no army can be entered",
            Action::RollPlinth => "no plinth can be rolled",
            Action::SetPlinths => "no plinth layout can be set",
            Action::ThrowDeployDice => "no deploy-order dice can be thrown",
            Action::SetDeployOrder => "the deploy order can't be set",
            Action::Place => "no piece can be placed",
            Action::ThrowFightDice => "no move-order dice can be thrown",
            Action::SetMoveOrder => "the move order can't be set",
            Action::Move => "no fight move can be played",
            Action::FallFlag => "no flag can fall",
        }
    }

    fn list_sep(&self) -> &'static str {
        "; "
    }

    fn squares(&self, s: &SquareList) -> String {
        s.0.iter()
            .map(|sq| sq.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn place_error(&self, e: &PlaceError) -> String {
        match e {
            PlaceError::Finished => "the deployment is over".into(),
            PlaceError::NotYourTurn(s) => format!("it is {}'s turn", self.side(*s)),
            PlaceError::NotInHand { side, role } => format!(
                "{} has no {} left to place",
                self.side(*side),
                self.role(*role)
            ),
            PlaceError::OffBoard { square, size } => {
                format!("{square} is not on the {size} board")
            }
            PlaceError::KingFirst => "the King is placed first".into(),
            PlaceError::PawnsAfterNobles => "pawns come after all nobles".into(),
            PlaceError::BeyondRow3 { square, side, size } => format!(
                "{square} is beyond {}'s first three rows ({})",
                self.side(*side),
                rows(*side, *size)
            ),
            PlaceError::Occupied(sq) => format!("{sq} is occupied"),
            PlaceError::OnPlinth { role, may } => format!(
                "{} may not stand on a plinth (only a {} may)",
                a(*role),
                names(*may)
            ),
            PlaceError::KingNotCentral { first, last } => {
                format!("the King goes on one of the central squares {first}–{last}")
            }
            PlaceError::KingNotOnRow1 { first, last } => {
                format!("the King goes on row {} ({first}–{last})", first.rank() + 1)
            }
            PlaceError::PawnOnRow1 { side, size } => format!(
                "a pawn may not stand on row {}, {}'s first",
                board_row(*size, *side, 1),
                self.side(*side)
            ),
            PlaceError::LowerRowHasRoom { row, role, squares } => format!(
                "row {row} still has room for {} ({})",
                a(*role),
                self.squares(squares)
            ),
            PlaceError::Stuck { side, roles } => format!(
                "{} can't place any of its pieces in hand ({}): no legal square is left",
                self.side(*side),
                roles
                    .iter()
                    .map(|r| self.role(*r))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        }
    }

    fn deployment_error(&self, e: &DeploymentError) -> String {
        match e {
            DeploymentError::OffBoard {
                piece,
                square,
                size,
            } => format!(
                "a {} stands on {square}, outside the {size} board",
                self.piece(*piece)
            ),
            DeploymentError::BeyondRow3 {
                piece,
                square,
                size,
            } => format!(
                "the {} on {square} stands beyond {}'s first three rows ({})",
                self.piece(*piece),
                self.side(piece.side),
                rows(piece.side, *size)
            ),
            DeploymentError::OnPlinth { piece, square, may } => format!(
                "the {} on {square} stands on a plinth (only a {} may)",
                self.piece(*piece),
                names(*may)
            ),
            DeploymentError::PawnOnRow1 { piece, square } => format!(
                "the {} on {square} stands on {}'s first row (a pawn may not)",
                self.piece(*piece),
                self.side(piece.side)
            ),
            DeploymentError::KingMisplaced {
                piece,
                square,
                central,
                first,
                last,
            } => {
                let squares = if *central {
                    format!("a central square {first}–{last}")
                } else {
                    format!("row {} ({first}–{last})", first.rank() + 1)
                };
                format!("the {} on {square} is not on {squares}", self.piece(*piece))
            }
            DeploymentError::NoKing(side) => format!(
                "{} has no King, neither on the board nor in hand",
                self.side(*side)
            ),
            DeploymentError::TooManyKings { side, count } => format!(
                "{} has {count} Kings (board and hand together)",
                self.side(*side)
            ),
            DeploymentError::PlacedBeforeKing(side) => format!(
                "{} has placed pieces while its King is still in hand (the King is placed first)",
                self.side(*side)
            ),
            DeploymentError::PawnBeforeNobles { piece, square } => format!(
                "the {} on {square} was placed while nobles are still in hand (pawns come after all nobles)",
                self.piece(*piece)
            ),
            DeploymentError::RowSkipped {
                piece,
                square,
                row,
                lower,
                room,
            } => format!(
                "the {} on {square} stands on row {row} while row {lower} still has room for it ({})",
                self.piece(*piece),
                self.squares(room)
            ),
            DeploymentError::NothingToPlace { side } => format!(
                "{} is to place but has nothing in hand while {} has",
                self.side(*side),
                self.side(side.opposite())
            ),
            DeploymentError::OutOfTurn { side, placed } => format!(
                "{} is to place, but Blue has placed {} and Red {} (players alternate, one piece at a time)",
                self.side(*side),
                placed.blue,
                placed.red
            ),
            DeploymentError::BadPly { ply, placed } => format!(
                "ply {ply} does not match {placed} placed pieces (a deployment's ply is placements + 1)"
            ),
        }
    }

    fn illegal_reason(&self, e: &IllegalReason) -> String {
        use IllegalReason as R;
        match *e {
            R::GameOver => "the game is over: a King has been captured".into(),
            R::OffBoard { square, size } => format!("{square} is not on the {size} board"),
            R::NoPiece(sq) => format!("there is no piece on {sq}"),
            R::NotYours { role, square, turn } => format!(
                "the {} on {square} is not yours: it is {}'s move",
                self.role(role),
                self.side(turn)
            ),
            R::SameSquare => "a piece must move to another square".into(),
            R::OwnPiece { square, role } => {
                format!("{square} is taken by your own {}", self.role(role))
            }
            R::MustPromote { from, to, allowed } => {
                let letters: Vec<String> =
                    allowed.iter().map(|r| r.lower_char().to_string()).collect();
                format!(
                    "a pawn reaching the far rank must promote: add {} ({from}{to}q)",
                    either(&letters)
                )
            }
            R::PromotionTooEarly => "only a pawn reaching the far rank promotes".into(),
            R::BadPromotion { allowed, .. } => format!("a pawn promotes to a {}", names(allowed)),
            R::OnlyPawnsPromote(role) => format!("only a pawn promotes, not {}", a(role)),
            R::Shape(role) => match role {
                Role::Knight => "a Knight moves in an L: two squares one way and one to the side",
                Role::King => "a King moves one square (there is no castling)",
                Role::Rook => "a Rook moves along ranks and files",
                Role::Bishop => "a Bishop moves along diagonals",
                Role::Queen => "a Queen moves along ranks, files and diagonals",
                Role::Pawn => PAWN_SHAPE,
                Role::Chancellor => {
                    "a Chancellor moves along ranks and files, or in an L as a Knight"
                }
                Role::Archbishop => "an Archbishop moves along diagonals, or in an L as a Knight",
                Role::Giraffe => "a Giraffe leaps one square one way and four the other",
            }
            .into(),
            R::Blocked {
                square,
                piece: Some(p),
                plinth: true,
            } => format!(
                "the way is blocked by the {} on the plinth at {square}",
                self.piece(p)
            ),
            R::Blocked {
                square,
                piece: Some(p),
                plinth: false,
            } => format!("the way is blocked by the {} on {square}", self.piece(p)),
            R::Blocked {
                square,
                piece: None,
                ..
            } => format!("the plinth at {square} blocks the way"),
            R::PawnBackward => "a pawn moves only forward".into(),
            R::PawnCapturesAhead => "a pawn can't capture straight ahead".into(),
            R::PawnCrossesPlinth(sq) => format!("a pawn can't cross the plinth at {sq}"),
            R::PawnBlocked(sq) => format!("the pawn is blocked on {sq}"),
            R::PawnDoubleStepNotFromRow2 { row } => {
                format!("a pawn moves two squares only from its row 2 (this one is on row {row})")
            }
            R::PawnTooFar { on_row_2: true } => "a pawn on row 2 moves one or two squares".into(),
            R::PawnTooFar { on_row_2: false } => {
                "a pawn moves one square forward (two from its row 2)".into()
            }
            R::PawnDiagonalWithoutCapture => PAWN_DIAGONAL.into(),
            R::PawnShape => PAWN_SHAPE.into(),
            R::CaptureOnPlinth { role, target } => {
                format!("{} can't capture {} on a plinth", a(role), a(target))
            }
            R::OntoPlinth(Role::Pawn) => "a pawn can't move onto a plinth".into(),
            R::OntoPlinth(role) => format!("{} can't move onto a plinth", a(role)),
            R::KingIntoCheck(sq) => format!("that move puts your King in check on {sq}"),
            R::StillInCheck => "you are in check, and that move leaves your King in check".into(),
            R::ExposesKing => "that move leaves your King in check".into(),
        }
    }

    fn illegal_move(&self, e: &IllegalMove) -> String {
        format!("illegal: {}", self.illegal_reason(&e.reason))
    }

    fn game_error(&self, e: &GameError) -> String {
        match e {
            GameError::WrongPhase { what, phase } => {
                format!("{} now: {}", self.game_action(*what), self.phase(*phase))
            }
            GameError::NoDiceUnderSerious { phase } => format!(
                "no move-order dice are thrown under Serious business now: {}",
                self.phase(*phase)
            ),
            GameError::ArmyAlreadyIn { side } => {
                format!("{} has already entered an army", self.side(*side))
            }
            GameError::Army(v) => self.joined(v.iter().map(|v| self.army_violation(v)).collect()),
            GameError::WrongRoller { expected, found } => format!(
                "the next plinth roll is {}'s for the {} quadrant, not {}'s for the {} quadrant",
                expected.0.name(),
                self.quadrant(expected.1),
                found.0.name(),
                self.quadrant(found.1)
            ),
            GameError::Plinth(e) => self.plinth_error(e),
            GameError::PlinthOffBoard(sq) => format!("the plinth at {sq} is not on the board"),
            GameError::Die(n) => format!("a die shows 1 to 6, not {n}"),
            GameError::Place(e) => self.place_error(e),
            GameError::Illegal(e) => self.illegal_move(e),
            GameError::FightStart(p) => format!(
                "the fight can't start: {}",
                self.joined(p.0.iter().map(|p| self.position_error(p)).collect())
            ),
            GameError::NotOnMove(side) => format!(
                "only the side to move ({}) can run out of time",
                self.side(*side)
            ),
            GameError::NoClock => "this game has no clock".into(),
            GameError::NoDrawToClaim {
                repetitions,
                halfmoves,
            } => format!(
                "no draw can be claimed: the position has occurred {repetitions} times and the fifty-move count is {halfmoves} half-moves"
            ),
            GameError::NothingToTakeBack => "no fight move to take back".into(),
            GameError::Over(o) => format!("the game is over ({})", self.outcome(o)),
        }
    }

    fn move_text_error(&self, e: &MoveTextError) -> String {
        match e {
            MoveTextError::Empty => "no move typed".into(),
            MoveTextError::Unreadable { text } => {
                format!("{text:?} is not a move (try e2e4, Nf3, exd5, b12=Q)")
            }
            MoveTextError::Placement { text } => format!(
                "{text:?} places a piece, as in the deployment; the fight takes moves (like e2e4, Nf3, exd5)"
            ),
            MoveTextError::BadPart { text, problem } => {
                format!("{text:?}: {}", self.part_error(problem))
            }
            MoveTextError::GameOver => "the game is over: no move can be played".into(),
            MoveTextError::NoSuchPiece { role, side } => format!(
                "you have no {} (it is {}'s move)",
                self.roles(*role),
                self.side(*side)
            ),
            MoveTextError::NoPieceCanMove { role, to } => {
                format!("no {} can move to {to}", self.role(*role))
            }
            MoveTextError::Ambiguous { options } => {
                format!("ambiguous: {}", options.join(" or "))
            }
            MoveTextError::MustPromote { text, to, allowed } => format!(
                "illegal: {text}: a pawn reaching the far rank must promote: {}",
                either(
                    &allowed
                        .iter()
                        .map(|r| format!("{to}={}", r.upper_char()))
                        .collect::<Vec<_>>()
                )
            ),
            MoveTextError::Illegal { text, reason } => {
                format!("illegal: {text}: {}", self.illegal_reason(reason))
            }
        }
    }

    fn part_error(&self, e: &PartError) -> String {
        match e {
            PartError::NotAPromotion(c) => {
                format!("{c:?} is not a promotion piece (Q, R, B, N, or C, A, G)")
            }
            PartError::NotASquare { text, source } => format!(
                "{text:?} is not a square: {}",
                self.parse_square_error(source)
            ),
            PartError::UppercaseFile(t) => format!(
                "{t:?}: files are written in small letters ({})",
                t.to_lowercase()
            ),
            PartError::Departure(t) => {
                format!("{t:?} is not a departure file and rank (like a, 3 or a3)")
            }
            PartError::PawnCaptureWithoutFile => {
                "a pawn capture names the pawn's file: exd5".into()
            }
        }
    }

    fn placement_text_error(&self, e: &PlacementTextError) -> String {
        match e {
            PlacementTextError::Empty => "no placement typed".into(),
            PlacementTextError::NotAPiece(t) => {
                format!("{t:?} is not a piece (K, Q, R, B, N, P, or C, A, G)")
            }
            PlacementTextError::NotASquare { text, source } => format!(
                "{text:?} is not a square: {}",
                self.parse_square_error(source)
            ),
            PlacementTextError::Unreadable { text } => {
                format!("{text:?} is not a placement (try Q@e1, Qe1, or e1 for the piece chosen)")
            }
        }
    }

    fn parse_square_error(&self, e: &ParseSquareError) -> String {
        match e {
            ParseSquareError::Empty => "empty square name".into(),
            ParseSquareError::BadFile(c) => format!(
                "bad file {c:?} in square name (files are a to l on 12×12, a to h on 8×8, a to f on 6×6)"
            ),
            ParseSquareError::BadRank(s) => format!(
                "bad rank {s:?} in square name (ranks are 1 to 12 on 12×12, 1 to 8 on 8×8, 1 to 6 on 6×6)"
            ),
        }
    }

    fn parse_move_error(&self, e: &ParseMoveError) -> String {
        match e {
            ParseMoveError::Empty => "empty move".into(),
            ParseMoveError::Square { text, source } => format!(
                "bad square in {text:?}: {}",
                self.parse_square_error(source)
            ),
            ParseMoveError::Promotion(c) => {
                format!("{c:?} is not a promotion piece (q, r, b, n, or c, a, g)")
            }
            ParseMoveError::Shape(t) => {
                format!("{t:?} is not a move in long algebraic notation (like e2e4 or b11b12q)")
            }
        }
    }

    fn parse_army_error(&self, e: &ParseArmyError) -> String {
        match e {
            ParseArmyError::BadLetter { found, at } => {
                format!("{found:?} at position {at} is not a piece letter (K Q R B N P, or C A G)")
            }
            ParseArmyError::TooMany(role) => {
                format!("more than 255 {} in one army", self.roles(*role))
            }
        }
    }

    fn army_violation(&self, e: &ArmyViolation) -> String {
        match e {
            ArmyViolation::OverBudget { cost, budget } => format!(
                "over budget by {} points ({cost} of {budget})",
                cost.saturating_sub(*budget)
            ),
            ArmyViolation::TooMany { role, count, max } => format!(
                "{count} {}, at most {max}",
                if *count == 1 {
                    self.role(*role)
                } else {
                    self.roles(*role)
                }
            ),
            ArmyViolation::NotInRoster { role, count } => format!(
                "{count} {}, and the roster has none",
                if *count == 1 {
                    self.role(*role)
                } else {
                    self.roles(*role)
                }
            ),
            ArmyViolation::TooManyPieces { count, max } => {
                format!("{count} pieces, at most {max}")
            }
            ArmyViolation::NoKing => "no King".into(),
            ArmyViolation::TooManyKings(n) => format!("{n} Kings"),
        }
    }

    fn roster_problem(&self, e: &RosterProblem) -> String {
        match e {
            RosterProblem::Board(n) => format!("board: must be 12, 8 or 6 (found {n})"),
            RosterProblem::NoPieces => {
                "max_pieces: must be at least 1, for the King (found 0)".into()
            }
            RosterProblem::KingMax(m) => format!(
                "pieces.king.max: a roster must allow exactly one King (found {})",
                m.map_or("no limit".to_string(), |m| m.to_string())
            ),
        }
    }

    fn wrong_board(&self, e: &WrongBoard) -> String {
        format!(
            "the roster {:?} is made for the {} board, not {}",
            e.name, e.made_for, e.board
        )
    }

    fn roll_problem(&self, e: &RollProblem) -> String {
        match e {
            RollProblem::DieOutOfRange {
                which,
                value,
                faces,
            } => format!(
                "the {} die shows {value}; {}",
                match which {
                    Die::Column => "column",
                    Die::Row => "row",
                },
                if *faces == 6 {
                    "a die shows 1 to 6".to_string()
                } else {
                    format!("this die shows 1 to {faces} (8×8)")
                }
            ),
            RollProblem::NoSuchQuadrant { quadrant, size } => format!(
                "there is no \"{}\" quadrant on the {size} board ({})",
                quadrant.name(),
                match size {
                    BoardSize::Twelve => "its quadrants are \"left\" and \"right\"",
                    BoardSize::Eight => "each side's one zone is \"only\"",
                    BoardSize::Six => "its one quadrant is \"only\"",
                }
            ),
            RollProblem::WrongSide { expected, found } => format!(
                "{} rolls now, not {}",
                self.side(*expected),
                self.side(*found)
            ),
            RollProblem::WrongQuadrant {
                side,
                expected,
                found,
            } => format!(
                "this roll is for {}'s {} quadrant, not the {}",
                self.side(*side),
                self.quadrant(*expected),
                self.quadrant(*found)
            ),
            RollProblem::TooMany { expected } => {
                format!("all {expected} rolls have been made already")
            }
        }
    }

    fn plinth_error(&self, e: &PlinthError) -> String {
        match e {
            PlinthError::Roll(p) => self.roll_problem(p),
            PlinthError::AtRoll { index, problem } => {
                format!("roll {index}: {}", self.roll_problem(problem))
            }
        }
    }

    fn sfen_error(&self, e: &SfenError) -> String {
        match e {
            SfenError::Empty => "SFEN: empty text".into(),
            SfenError::MissingField(f) => {
                format!("SFEN: the {f} field is missing (expected: board, side, hand, ply)")
            }
            SfenError::RankCount(n) => format!(
                "SFEN: the board has {n} ranks; it must have 12 (Shuuro), 8 (Shuuro on 8×8) or 6 (Mini-Shuuro)"
            ),
            SfenError::BadChar {
                rank,
                column,
                found,
            } => format!(
                "SFEN: rank {rank}, character {column}: {found:?} is not a piece letter, a number or a plinth"
            ),
            SfenError::BadNumber {
                rank,
                column,
                text,
                max,
            } => format!(
                "SFEN: rank {rank}, character {column}: {text:?} is not a count of empty squares (1 to {max})"
            ),
            SfenError::BadPlinth {
                rank,
                column,
                found,
            } => format!(
                "SFEN: rank {rank}, character {column}: a plinth is written `_.` (empty) or `_` followed by a piece letter, not {found}"
            ),
            SfenError::RankTooLong {
                rank,
                column,
                found,
                expected,
            } => format!(
                "SFEN: rank {rank} has {found} squares, more than the {expected} of this board (from character {column})"
            ),
            SfenError::RankTooShort {
                rank,
                found,
                expected,
            } => format!(
                "SFEN: rank {rank} has {found} squares, fewer than the {expected} of this board"
            ),
            SfenError::Side(s) => format!("SFEN: side {s:?} is neither `w` (Blue) nor `b` (Red)"),
            SfenError::HandChar { at, found } => format!(
                "SFEN: hand, character {at}: {found:?} is not a piece letter (K Q R B N P C A G, k q r b n p c a g)"
            ),
            SfenError::HandCount { at, text } => {
                format!("SFEN: hand, character {at}: count {text:?} must be a number from 1 to 255")
            }
            SfenError::HandDanglingCount(t) => {
                format!("SFEN: hand ends with a count {t:?} and no piece letter after it")
            }
            SfenError::Ply(t) => format!("SFEN: ply {t:?} is not a whole number"),
        }
    }

    fn position_error(&self, e: &PositionError) -> String {
        match e {
            PositionError::NoKing { side } => format!("{} has no King", self.side(*side)),
            PositionError::TooManyKings { side, count } => {
                format!("{} has {count} Kings", self.side(*side))
            }
            PositionError::PiecesInHand => {
                "pieces still in hand: a fight position has an empty hand".into()
            }
            PositionError::OnPlinth { role, square, may } => format!(
                "{} stands on the plinth at {square} (only a {} may)",
                a(*role),
                names(*may)
            ),
            PositionError::PawnOnLastRank { square } => {
                format!("a pawn stands on {square}, its promotion rank")
            }
            PositionError::PawnOnFirstRow { square } => {
                format!("a pawn stands on {square}, its own row 1, where no pawn can ever be")
            }
            PositionError::OffBoard { square, size } => {
                format!("{square} is not on the {size} board")
            }
        }
    }

    fn sfen_position_error(&self, e: &FromSfenError) -> String {
        match e {
            FromSfenError::Sfen(e) => self.sfen_error(e),
            FromSfenError::Position(p) => format!(
                "not a fight position: {}",
                self.joined(p.0.iter().map(|p| self.position_error(p)).collect())
            ),
        }
    }
}
