//! The one board-input component, shared by deployment, the fight and practice: the
//! cursor, the selected square, the chosen piece (with cycling and snapping to its legal
//! squares), the board's orientation, and typed text with its live matching.
//!
//! Screens own a [`BoardInput`] and implement [`Deploys`]; [`deploy_action`] and
//! [`submit_placement`] are then the same code for the game and practice.

use crate::rules::deploy::Deployment;
use crate::rules::notation::{read_placement, to_short};
use crate::rules::{Bitboard, BoardSize, Move, Position, Role, Square};

use super::command::Update;
use super::keymap::Action;
use super::notice::{Notice, Refusal};

/// Text being typed on the board (a move or a placement).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Typed {
    text: String,
    /// Fight: the legal moves matching what is typed so far.
    matches: Vec<Move>,
}

impl Typed {
    pub fn text(&self) -> &str {
        &self.text
    }

    pub fn matches(&self) -> &[Move] {
        &self.matches
    }
}

/// Cursor, selection, chosen piece, orientation and typed text of one board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardInput {
    size: BoardSize,
    cursor: Square,
    selected: Option<Square>,
    role: Option<Role>,
    flipped: bool,
    typing: Option<Typed>,
}

impl BoardInput {
    /// The cursor on the middle of the first rank.
    pub fn new(size: BoardSize, flipped: bool) -> BoardInput {
        BoardInput {
            size,
            cursor: Square::new(size.len() / 2, 0).unwrap_or(Square::from_index_unchecked(0)),
            selected: None,
            role: None,
            flipped,
            typing: None,
        }
    }

    pub fn size(&self) -> BoardSize {
        self.size
    }

    pub fn cursor(&self) -> Square {
        self.cursor
    }

    /// The fight's piece in hand.
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// Deployment: the piece chosen from the hand.
    pub fn role(&self) -> Option<Role> {
        self.role
    }

    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// The text being typed, if any.
    pub fn typing(&self) -> Option<&Typed> {
        self.typing.as_ref()
    }

    pub fn set_cursor(&mut self, sq: Square) {
        self.cursor = sq;
    }

    pub fn select(&mut self, sq: Option<Square>) {
        self.selected = sq;
    }

    pub fn flip(&mut self) {
        self.flipped = !self.flipped;
    }

    pub fn set_flipped(&mut self, flipped: bool) {
        self.flipped = flipped;
    }

    /// Moves the cursor on screen (up is up whichever way the board is turned).
    pub fn move_cursor(&mut self, action: Action) {
        self.cursor = step_cursor(self.cursor, action, self.flipped, self.size.len());
    }

    /// Keeps the chosen piece if `d` lets it be placed now, else chooses the first that
    /// may be; then snaps the cursor to its squares. `None`: nobody to place for here.
    pub fn fix_role(&mut self, d: Option<&Deployment>) {
        let ok = d.map(placeable_now).unwrap_or_default();
        if self.role.is_none_or(|r| !ok.contains(&r)) {
            self.role = ok.first().copied();
        }
        self.snap(d);
    }

    /// Chooses `role` when `d` lets it be placed now.
    pub fn pick(&mut self, d: Option<&Deployment>, role: Role) -> Result<(), Refusal> {
        if !d.map(placeable_now).unwrap_or_default().contains(&role) {
            return Err(Refusal::NotPlaceableNow {
                role,
                why: d.and_then(|d| d.check_role(role).err()),
            });
        }
        self.role = Some(role);
        self.snap(d);
        Ok(())
    }

    /// Chooses the next (or previous) piece that may be placed now.
    pub fn cycle(&mut self, d: Option<&Deployment>, forward: bool) {
        let ok = d.map(placeable_now).unwrap_or_default();
        if let Some(r) = cycle_role(&ok, self.role, forward) {
            self.role = Some(r);
            self.snap(d);
        }
    }

    /// The legal squares of the chosen piece in `d`.
    pub fn targets(&self, d: Option<&Deployment>) -> Bitboard {
        match (d, self.role) {
            (Some(d), Some(r)) => d.legal_squares(r),
            _ => Bitboard::EMPTY,
        }
    }

    fn snap(&mut self, d: Option<&Deployment>) {
        self.cursor = snap(self.cursor, self.targets(d));
    }

    /// Starts typing (the piece in hand is dropped).
    pub fn start_typing(&mut self) {
        self.typing = Some(Typed::default());
        self.selected = None;
    }

    /// Stops typing without submitting.
    pub fn stop_typing(&mut self) {
        self.typing = None;
    }

    /// The text typed so far (the line editor holds it): the matches are refreshed
    /// against `pos` (the fight's position; `None` while deploying).
    pub fn set_typed(&mut self, text: &str, pos: Option<&Position>) {
        self.typing = Some(Typed {
            text: text.to_string(),
            matches: pos.map(|p| matching(p, text)).unwrap_or_default(),
        });
    }

    /// Sets the chosen piece for a typed placement, answering the one it replaces.
    /// No piece chosen (a new deployment to place in).
    pub fn forget_role(&mut self) {
        self.role = None;
    }

    fn swap_role(&mut self, role: Option<Role>) -> Option<Role> {
        let before = self.role;
        if role.is_some() {
            self.role = role;
        }
        before
    }
}

/// A screen where pieces are deployed with a [`BoardInput`]: the game and practice.
pub trait Deploys {
    fn input(&self) -> &BoardInput;
    fn input_mut(&mut self) -> &mut BoardInput;
    /// The board input together with the deployment the person at the keyboard places in
    /// now (`None`: nothing to place, or the computer's turn), borrowed apart so that
    /// choosing a piece reads the deployment where it is.
    fn input_and_deployment(&mut self) -> (&mut BoardInput, Option<&Deployment>);
    /// Places the chosen piece on `sq`.
    fn place_at(&mut self, sq: Square) -> Result<Update, Notice>;
}

/// A deployment key: cursor, flip, piece choice, place.
pub fn deploy_action(s: &mut impl Deploys, action: Action) -> Result<Update, Notice> {
    match action {
        Action::Up | Action::Down | Action::Left | Action::Right => {
            s.input_mut().move_cursor(action)
        }
        Action::Flip => s.input_mut().flip(),
        Action::Pick(role) => {
            let (input, d) = s.input_and_deployment();
            input.pick(d, role)?;
        }
        Action::NextPiece | Action::PrevPiece => {
            let (input, d) = s.input_and_deployment();
            input.cycle(d, action == Action::NextPiece);
        }
        Action::Activate => {
            let sq = s.input().cursor();
            return s.place_at(sq);
        }
        Action::Takeback => return Err(Refusal::NoTakebackInDeployment.into()),
        _ => {}
    }
    Ok(Update::none())
}

/// Enter on a typed placement (`Q@e1`, `Qe1`, `e1`): a refusal keeps the chosen piece.
pub fn submit_placement(s: &mut impl Deploys, text: &str) -> Result<Update, Notice> {
    let (role, sq) = read_placement(text).map_err(Refusal::PlacementText)?;
    let before = s.input_mut().swap_role(role);
    let r = s.place_at(sq);
    if r.is_err() {
        s.input_mut().role = before;
    }
    r
}

/// The legal moves in `pos` that `text` (a move being typed) may be the start of.
pub fn matching(pos: &Position, text: &str) -> Vec<Move> {
    let t = text.trim();
    if t.is_empty() {
        return Vec::new();
    }
    let plain = |s: &str| -> String { s.chars().filter(|c| !"+#x=".contains(*c)).collect() };
    let tp = plain(t);
    pos.legal_moves()
        .into_iter()
        .filter(|&m| {
            let short = to_short(pos, m);
            // "Nc3" names both Knights that can go to c3 (short notation would need
            // "Nac3"): match it, so both light up and Enter says which to choose.
            let loose = pos
                .board()
                .piece_at(m.from)
                .filter(|p| p.role != Role::Pawn)
                .map(|p| format!("{}{}", p.role.upper_char(), m.to));
            m.to_string().starts_with(t)
                || short.starts_with(t)
                || plain(&short).starts_with(&tp)
                || loose.is_some_and(|l| l.starts_with(&tp))
        })
        .collect()
}

/// The roles the side to place may place now and that have a square left: the rules'
/// order (King, nobles, pawns) without the roles a full board leaves no room for.
pub fn placeable_now(d: &Deployment) -> Vec<Role> {
    d.placeable_roles()
        .into_iter()
        .filter(|&r| d.legal_squares(r).any())
        .collect()
}

/// The piece after (or before) `current` among those that may be placed now, going
/// round; the first (or last) one when `current` is not among them; `None` when none
/// may be.
pub fn cycle_role(placeable: &[Role], current: Option<Role>, forward: bool) -> Option<Role> {
    let n = placeable.len();
    let i = match current.and_then(|r| placeable.iter().position(|&x| x == r)) {
        Some(i) if forward => (i + 1) % n,
        Some(i) => (i + n - 1) % n,
        None if forward => 0,
        None => n.checked_sub(1)?,
    };
    placeable.get(i).copied()
}

/// The square of `targets` nearest to `cursor` (the cursor itself when it is one, or
/// when there are none): the cursor follows the side to place.
pub fn snap(cursor: Square, targets: Bitboard) -> Square {
    if targets.contains(cursor) {
        return cursor;
    }
    let dist = |s: Square| {
        let df = (s.file() as i32 - cursor.file() as i32).abs();
        let dr = (s.rank() as i32 - cursor.rank() as i32).abs();
        (dr * 2 + df, s.index())
    };
    targets.min_by_key(|s| dist(*s)).unwrap_or(cursor)
}

/// The cursor after an arrow key: up is up on screen whichever way the board is turned.
pub fn step_cursor(sq: Square, action: Action, flipped: bool, n: u8) -> Square {
    let (df, dr): (i8, i8) = match action {
        Action::Up => (0, 1),
        Action::Down => (0, -1),
        Action::Left => (-1, 0),
        Action::Right => (1, 0),
        _ => (0, 0),
    };
    let (df, dr) = if flipped { (-df, -dr) } else { (df, dr) };
    match sq.offset(df, dr) {
        Some(s) if s.file() < n && s.rank() < n => s,
        _ => sq,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Army, Board, BySide, Side};

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn cursor_up_is_up_on_screen_when_flipped() {
        let e2 = sq("e2");
        assert_eq!(step_cursor(e2, Action::Up, false, 12).to_string(), "e3");
        assert_eq!(step_cursor(e2, Action::Up, true, 12).to_string(), "e1");
        let f6 = sq("f6");
        assert_eq!(step_cursor(f6, Action::Right, false, 6), f6);
    }

    #[test]
    fn piece_choice_goes_round_the_placeable_pieces() {
        let ok = [Role::Queen, Role::Knight, Role::Pawn];
        assert_eq!(cycle_role(&ok, Some(Role::Queen), true), Some(Role::Knight));
        assert_eq!(cycle_role(&ok, Some(Role::Pawn), true), Some(Role::Queen));
        assert_eq!(cycle_role(&ok, Some(Role::Queen), false), Some(Role::Pawn));
        // A piece no longer placeable: start from the first (or the last).
        assert_eq!(cycle_role(&ok, Some(Role::Rook), true), Some(Role::Queen));
        assert_eq!(cycle_role(&ok, None, false), Some(Role::Pawn));
        assert_eq!(cycle_role(&[], Some(Role::Queen), true), None);
    }

    fn deployment() -> Deployment {
        let mut army = Army::EMPTY;
        army.set(Role::King, 1);
        army.set(Role::Queen, 1);
        let board = Board::with_plinths(BoardSize::Six, Bitboard::EMPTY);
        Deployment::new(board, BySide::new(army, army), Side::Blue, false)
    }

    #[test]
    fn choosing_a_piece_snaps_the_cursor_to_its_squares() {
        let d = deployment();
        let mut input = BoardInput::new(BoardSize::Six, false);
        // Move the cursor far from Blue's rank: choosing a piece brings it back.
        for _ in 0..5 {
            input.move_cursor(Action::Up);
        }
        input.fix_role(Some(&d));
        assert_eq!(input.role(), Some(Role::King), "the King comes first");
        assert!(input.targets(Some(&d)).contains(input.cursor()));
        // A piece that may not be placed yet is refused and nothing changes.
        let before = input.clone();
        assert_eq!(
            input.pick(Some(&d), Role::Queen),
            Err(Refusal::NotPlaceableNow {
                role: Role::Queen,
                why: Some(crate::rules::deploy::PlaceError::KingFirst)
            })
        );
        assert_eq!(input, before);
        // Cycling with one placeable piece keeps it.
        input.cycle(Some(&d), true);
        assert_eq!(input.role(), Some(Role::King));
    }

    #[test]
    fn typing_drops_the_piece_in_hand_and_mirrors_the_text() {
        let mut input = BoardInput::new(BoardSize::Six, false);
        input.select(Some(sq("a1")));
        input.start_typing();
        assert_eq!(input.selected(), None, "typing drops the piece in hand");
        input.set_typed("e1", None);
        assert_eq!(input.typing().map(Typed::text), Some("e1"));
        input.stop_typing();
        assert!(input.typing().is_none());
    }

    #[test]
    fn typed_text_matches_moves_by_their_start() {
        let pos = Position::from_sfen("3k2/6/6/6/6/2K3 w - 1").expect("sfen");
        let all = matching(&pos, "K");
        assert!(!all.is_empty());
        assert!(matching(&pos, "").is_empty());
        for m in matching(&pos, &all[0].to_string()) {
            assert_eq!(m.from, all[0].from);
        }
    }
}
