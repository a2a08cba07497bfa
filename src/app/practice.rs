//! Deployment practice: one army (or both, taking turns) against a fixed plinth layout.

use crate::rules::deploy::Deployment;
use crate::rules::roster::Roster;
use crate::rules::{Army, Bitboard, Board, BoardSize, BySide, Piece, Role, Side, Square};

use super::keymap::Action;
use super::play::{cycle_role, placeable_now, step_cursor};
use super::sheet::Sheet;

/// What practice is showing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PracticeStage {
    /// Choosing the army to deploy (starts with the example army).
    Sheet(Sheet),
    Board,
}

/// A deployment practice session.
#[derive(Clone, Debug)]
pub struct PracticeState {
    pub size: BoardSize,
    pub plinths: Bitboard,
    pub roster: Roster,
    pub budget: u32,
    pub king_anywhere: bool,
    /// Both armies, taking turns (else Blue only).
    pub both: bool,
    pub armies: BySide<Army>,
    pub stage: PracticeStage,
    pub deployment: Option<Deployment>,
    pub cursor: Square,
    pub role: Option<Role>,
    pub flipped: bool,
    pub typing: Option<String>,
    /// Placements so far, for the list on screen.
    pub placed: Vec<(Piece, Square)>,
}

impl PracticeState {
    pub fn new(
        size: BoardSize,
        plinths: Bitboard,
        roster: Roster,
        budget: u32,
        king_anywhere: bool,
        both: bool,
    ) -> PracticeState {
        let sheet = Sheet::new(Side::Blue, roster.clone(), budget);
        let example = sheet.example();
        let mut sheet = sheet;
        sheet.army = example;
        PracticeState {
            size,
            plinths,
            roster,
            budget,
            king_anywhere,
            both,
            armies: BySide::new(example, example),
            stage: PracticeStage::Sheet(sheet),
            deployment: None,
            cursor: Square::new(size.len() / 2, 0).unwrap_or(Square::from_index_unchecked(0)),
            role: None,
            flipped: false,
            typing: None,
            placed: Vec::new(),
        }
    }

    /// Starts (or restarts) deploying the chosen army on the layout.
    pub fn restart(&mut self) {
        let board = Board::with_plinths(self.size, self.plinths);
        let hands = if self.both {
            self.armies
        } else {
            BySide::new(self.armies.blue, Army::EMPTY)
        };
        self.deployment = Some(Deployment::new(
            board,
            hands,
            Side::Blue,
            self.king_anywhere,
        ));
        self.placed.clear();
        self.stage = PracticeStage::Board;
        self.flipped = false;
        self.fix_role();
    }

    /// The roles the side to place may place now.
    pub fn placeable(&self) -> Vec<Role> {
        self.deployment
            .as_ref()
            .map(placeable_now)
            .unwrap_or_default()
    }

    fn fix_role(&mut self) {
        let ok = self.placeable();
        if self.role.is_none_or(|r| !ok.contains(&r)) {
            self.role = ok.first().copied();
        }
        self.cursor = super::play::snap(self.cursor, self.targets());
        if self.both
            && let Some(side) = self.deployment.as_ref().and_then(|d| d.turn())
        {
            self.flipped = side == Side::Red;
        }
    }

    /// Legal squares of the chosen piece.
    pub fn targets(&self) -> Bitboard {
        match (&self.deployment, self.role) {
            (Some(d), Some(r)) => d.legal_squares(r),
            _ => Bitboard::EMPTY,
        }
    }

    /// Why the deployment can't go on (the core's words), when the side to place has
    /// pieces in hand but no legal square for any of them.
    pub fn stuck(&self) -> Option<String> {
        self.deployment.as_ref()?.stuck().map(|e| e.to_string())
    }

    pub fn is_complete(&self) -> bool {
        self.deployment.as_ref().is_some_and(|d| d.is_complete())
    }

    /// Places the chosen piece on `sq`; `Err` explains a refusal.
    pub fn place_at(&mut self, sq: Square) -> Result<(), String> {
        let Some(d) = &mut self.deployment else {
            return Ok(());
        };
        let Some(side) = d.turn() else {
            return Err("everything is deployed: r restarts".into());
        };
        let Some(role) = self.role else {
            return Err("no piece may be placed now".into());
        };
        let piece = Piece::new(side, role);
        d.place(piece, sq)
            .map_err(|e| format!("{}@{sq}: {e}", piece.char()))?;
        self.placed.push((piece, sq));
        self.cursor = sq;
        self.fix_role();
        Ok(())
    }

    /// Handles a key on the board; `Err` is for the status line.
    pub fn handle(&mut self, action: Action) -> Result<(), String> {
        if let PracticeStage::Sheet(sheet) = &mut self.stage {
            if sheet.handle(action)? {
                self.armies = BySide::new(sheet.army, sheet.army);
                self.restart();
            }
            return Ok(());
        }
        match action {
            Action::Up | Action::Down | Action::Left | Action::Right => {
                self.cursor = step_cursor(self.cursor, action, self.flipped, self.size.len());
            }
            Action::Flip => self.flipped = !self.flipped,
            Action::Restart => self.restart(),
            Action::Pick(role) => {
                if self.placeable().contains(&role) {
                    self.role = Some(role);
                } else {
                    return Err(format!("a {} may not be placed now", role.name()));
                }
            }
            Action::NextPiece | Action::PrevPiece => {
                let forward = action == Action::NextPiece;
                if let Some(r) = cycle_role(&self.placeable(), self.role, forward) {
                    self.role = Some(r);
                }
            }
            Action::Activate => return self.place_at(self.cursor),
            _ => {}
        }
        Ok(())
    }
}
