//! The words of the game's screens: the title bars, the hand-over box, the army sheet, the
//! side panels of every phase (plinth rolls, the dice for the order, the hands, the
//! hints, the moves), the game-over box, practice, the coach and the replay viewer.

use crate::app::derived::RollLog;
use crate::app::hint::PlacementWhy;
use crate::engine::Level;
use crate::engine::coach::Danger;
use crate::rules::game::Phase;
use crate::rules::{BoardSize, Role, Side, Square};

/// Who deploys or moves first, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrderWhy {
    /// The last throw of the dice, `[blue, red]`, after `throws - 1` ties; `lowest` wins
    /// for the deployment, the highest for the fight; `serious`: under Serious business
    /// (equal pieces, so the dice decided).
    Dice {
        pair: [u8; 2],
        throws: usize,
        lowest: bool,
        serious: bool,
    },
    /// Serious business: more pieces deploys first (`first` pieces to `other`).
    MorePieces { first: u32, other: u32 },
    /// Serious business: the first to finish deploying moves first.
    FinishedFirst,
    /// Set before the game (a record's fixed order).
    Set,
}

/// How the game ended, as the game-over box says when.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    BeforeFirstMove,
    AfterMoves(usize),
}

/// A score as the coach says it: who takes the King at once, who mates in how many, or
/// pawns from Blue's view.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Score {
    TakesKing(Side),
    Mates(Side, i32),
    Pawns(f64),
}

/// The words of the game's screens, in one language.
pub trait GameWords {
    /// "Shuuro", "Mini-Shuuro".
    fn variant(&self, board: BoardSize) -> &'static str;
    /// The phase in the title bar: "Phase 4: fight".
    fn phase_title(&self, phase: Phase) -> &'static str;
    /// Between the parts of a title: ": ".
    fn sep(&self) -> &'static str;
    /// The title's part for the army being chosen: "Blue's army (hidden)".
    fn army_hidden(&self, side: Side) -> String;
    /// The title's part for the army being chosen in the open (against the computer):
    /// "Blue's army".
    fn army_open(&self, side: Side) -> String;
    /// Looking back in a game, the position shown ([`GameWords::position_after`]) and
    /// how to come back: "after 19... Qxa2 — ] or any move returns".
    fn looking_back(&self, shown: &str) -> String;
    /// A position of the fight as the move list names it: after a numbered move
    /// (`Some("19... Qxa2")`), or the fight's start (`None`).
    fn position_after(&self, numbered: Option<&str>) -> String;
    /// The fight panel's heading while looking back: "The board: after 19... Qxa2".
    fn board_shows(&self, shown: &str) -> String;
    /// Who plays the computer's side, and at which level: "Red: computer, level 3".
    fn computer_side(&self, side: Side, level: Level) -> String;
    /// "Blue to place", "Red to move".
    fn to_act(&self, side: Side, placing: bool) -> String;
    /// A hand's heading: "Blue's hand".
    fn hand(&self, side: Side) -> String;
    /// Beside the computer's side: "computer, level 3" (and ": thinking...").
    fn computer_level(&self, level: Level, thinking: bool) -> String;
    /// The hand-over box's lines: whose army was sealed, who looks away, who chooses
    /// next (`None`: both armies are sealed). A line that begins with a side's name is
    /// that side and the rest of the line (the name is drawn in the side's colour).
    fn handover(&self, sealed: Option<Side>, next: Option<Side>) -> Vec<(Option<Side>, String)>;
    /// The next plinth roll: "Next: Red, left quadrant (seen from Red's seat)".
    fn next_roll(&self, side: Side, quadrant: &str) -> String;
    /// A plinth roll: "→ plinth on c5", "→ c5 again: lost".
    fn roll_result(&self, r: &RollLog) -> String;
    /// "↑ 3 earlier rolls not shown".
    fn rolls_hidden(&self, n: usize) -> String;
    /// Why a side deploys or moves first.
    fn order_why(&self, why: OrderWhy) -> String;
    /// "deploys first", "moves first".
    fn goes_first(&self, fight: bool) -> &'static str;
    /// "Placing: Rook (12 squares marked)".
    fn placing(&self, role: Role, squares: u64) -> String;
    /// What a hint key asks for: "H: a hint from the engine".
    fn hint_key(&self, key: &str) -> String;
    /// The line a hint expects after its move: "then Qe5 Kf8".
    fn hint_then(&self, line: &str) -> String;
    /// Why a placement is hinted: the fight after it for each first mover (pawns from
    /// Blue's view), how the first mover is decided, and the quick choice it beat.
    fn placement_why(&self, why: &PlacementWhy) -> Vec<String>;
    /// The ambush: "Blue: the King can be taken at once".
    fn king_can_be_taken(&self, side: Side) -> String;
    /// The typed line's match count: "3 legal moves match".
    fn matches(&self, n: usize) -> String;
    /// The game-over box's headline: "Blue wins", "Draw".
    fn winner(&self, winner: Option<Side>) -> String;
    /// The game-over box's second line: "checkmate, after 23 moves".
    fn ended(&self, reason: &str, when: When) -> String;
    /// The army sheet's box title: "Blue's army (standard roster)".
    fn sheet_title(&self, side: Side, roster: &str) -> String;
    /// "Points: 740 of 800, 60 left".
    fn sheet_points(&self, cost: u32, budget: u32, left: i64) -> String;
    /// "Pieces: 19 of 32 with the King, 13 left".
    fn sheet_pieces(&self, count: u32, max: u32, left: i64) -> String;
    /// The question before sealing an army that spends little.
    fn sheet_spends_little(&self, cost: u32, budget: u32, yes: &str, no: &str) -> String;
    /// A roster's name as shown (a built-in one in the player's words).
    fn roster_name(&self, name: &str) -> String;
    /// Practice's title: who is to place, or all deployed.
    fn practice_title(&self, to_place: Option<Side>) -> String;
    /// "Plinths: c3, f5".
    fn practice_plinths(&self, squares: &str) -> String;
    /// "p: play the fight out (vs computer)".
    fn play_out_key(&self, key: &str) -> String;
    /// "c: the deployment coach".
    fn coach_key(&self, key: &str) -> String;
    /// "Coach (c closes)".
    fn coach_title(&self, key: &str) -> String;
    /// "needs both Kings: Red's is not placed".
    fn coach_needs_kings(&self, missing: Side) -> String;
    /// "Blue first: ".
    fn coach_first(&self, side: Side) -> String;
    fn coach_score(&self, s: Score) -> String;
    /// Why a piece is in danger.
    fn danger(&self, d: Danger) -> String;
    /// Open lines to a King: "3 (e5! f6 g7)", or none.
    fn open_lines(&self, ends: &[String]) -> String;
    /// "Red's King d12 attacked by Bb3: lost if Blue moves first".
    fn coach_ambush(&self, king_side: Side, king: Square, attacker: &str) -> String;
    /// "Blue's stand on c3 f5".
    fn knights_stand(&self, side: Side, squares: &str) -> String;
    /// "Red could put one on c10".
    fn knights_could(&self, side: Side, squares: &str) -> String;
    /// The replay viewer's title: "Replay g.json: step 3/40  Phase 2: plinths".
    fn replay_title(&self, title: Option<&str>, at: usize, len: usize, phase: &str) -> String;
    /// "The record stops here: ...".
    fn record_stops(&self, why: &str) -> String;
    /// "12 placements so far".
    fn placements_so_far(&self, n: u64) -> String;
    /// "average loss  35" and the marks' counts, for a side's line.
    fn average_loss(&self, loss: i32) -> String;
    /// "analysing 12/40".
    fn analysing(&self, done: usize, total: usize) -> String;
    /// "a analyses the fight".
    fn analyse_key(&self, key: &str) -> String;
}
