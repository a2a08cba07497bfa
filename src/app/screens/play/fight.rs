//! The fight's actions on the game screen: picking up and putting down pieces, typed
//! moves, promotion, takebacks, draws (the computer takes one it cannot win) and
//! resigning.

use rand::rngs::StdRng;

use crate::engine;
use crate::rules::game::Step;
use crate::rules::notation::parse_move;
use crate::rules::position::IllegalMove;
use crate::rules::{Move, Position, Side, Square};

use super::{PlayState, Prompt};
use crate::app::board_input::{BoardInput, matching};
use crate::app::command::{Command, Update};
use crate::app::keymap::Action;
use crate::app::notice::{News, Notice, Refusal};
use crate::app::overlay::Question;
use crate::app::promotion::{Picked, Picker};

impl PlayState {
    /// Turns auto-flip on or off (in the deployment and the fight): when on, the board
    /// turns to the player at the keyboard whenever it is a person's turn.
    pub(super) fn toggle_auto_flip(&mut self) -> Update {
        self.auto_flip = !self.auto_flip;
        if self.auto_flip
            && let Some(side) = self.game.to_act()
            && self.is_human(side)
        {
            self.input.set_flipped(side == Side::Red);
        }
        Update {
            notice: Some(News::AutoFlip(self.auto_flip).into()),
            ..Update::none()
        }
    }

    pub(super) fn handle_fight(
        &mut self,
        action: Action,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<Update, Notice> {
        let Some(turn) = self.game.position().map(Position::turn) else {
            return Ok(Update::none());
        };
        let human_turn = self.is_human(turn);
        match action {
            Action::Up | Action::Down | Action::Left | Action::Right => {
                self.input.move_cursor(action)
            }
            Action::Flip => self.input.flip(),
            Action::AutoFlip => return Ok(self.toggle_auto_flip()),
            Action::Back => self.input.select(None),
            Action::Activate => {
                if !human_turn {
                    return Err(Refusal::ComputerThinking.into());
                }
                return self.click(self.input.cursor(), rng, now);
            }
            Action::Takeback => {
                if self.game.moves().is_empty() {
                    return Err(Refusal::NoMoveToTakeBack.into());
                }
                if let Some(cpu) = self.cpu() {
                    // Only the computer's first move: nothing of the person's to take back.
                    if self.game.moves().len() == 1 && turn != cpu {
                        return Err(Refusal::NoOwnMoveToTakeBack.into());
                    }
                    // The computer always agrees.
                    return self.take_back(rng, now);
                }
                // The player who made the last move asks; the side to move answers.
                let by = turn.opposite();
                return Ok(Update::ask(Question::Takeback { by }));
            }
            Action::OfferDraw => {
                if !human_turn {
                    return Err(Refusal::OfferOnYourMove.into());
                }
                if let (Some(cpu), Some(pos)) = (self.cpu(), self.game.position()) {
                    // The computer's own evaluation, from its side (the person is to
                    // move).
                    let score = -engine::eval::evaluate(pos);
                    if !engine::draws::takes_draw(pos, cpu, score) {
                        return Err(Refusal::ComputerDeclinesDraw.into());
                    }
                    // It agrees; one key must not end a game: the person is asked.
                    return Ok(Update::ask(Question::EndInDraw));
                }
                return Ok(Update::ask(Question::DrawOffer { by: turn }));
            }
            Action::ClaimDraw => {
                if !human_turn {
                    return Err(Refusal::ClaimOnYourMove.into());
                }
                let Some(reason) = self.game.claimable_draw() else {
                    return Err(Refusal::NoDrawToClaim.into());
                };
                // One key must not end a game: the claim is asked first.
                return Ok(Update::ask(Question::ClaimDraw { side: turn, reason }));
            }
            Action::Resign => {
                let side = if human_turn { turn } else { turn.opposite() };
                return Ok(Update::ask(Question::Resign { side }));
            }
            _ => {}
        }
        Ok(Update::none())
    }

    /// A click or Enter on `sq` in the fight: pick up, put down, or change the piece.
    pub fn click(&mut self, sq: Square, rng: &mut StdRng, now: u64) -> Result<Update, Notice> {
        let Some(pos) = self.game.position() else {
            return Ok(Update::none());
        };
        self.input.set_cursor(sq);
        let own = pos
            .board()
            .piece_at(sq)
            .is_some_and(|p| p.side == pos.turn());
        match self.input.selected() {
            Some(from) if from == sq => {
                self.input.select(None);
                Ok(Update::none())
            }
            Some(from) => {
                let moves: Vec<Move> = pos
                    .legal_moves_from(from)
                    .into_iter()
                    .filter(|m| m.to == sq)
                    .collect();
                match moves.len() {
                    0 if own => pick_up(&mut self.input, pos, sq),
                    0 => {
                        let m = Move {
                            from,
                            to: sq,
                            promotion: None,
                        };
                        // A legal move would be among the moves from `from`: the rules
                        // say which rule it breaks, without playing it on a copy.
                        pos.check_move(m)
                            .map_err(|reason| Notice::Illegal(IllegalMove { mv: m, reason }))
                            .map(|()| Update::none())
                    }
                    1 => self.play_move(moves[0], rng, now),
                    _ => {
                        self.prompt =
                            Some(Prompt::Promotion(Picker::new(from, sq, pos.promotions())));
                        Ok(Update::none())
                    }
                }
            }
            None => pick_up(&mut self.input, pos, sq),
        }
    }

    /// Plays a legal move of the side to move.
    pub fn play_move(&mut self, m: Move, rng: &mut StdRng, now: u64) -> Result<Update, Notice> {
        self.apply(Step::Move(m))?;
        if let Some(c) = &mut self.clock {
            c.moved(now);
            self.clock_log
                .push([c.left(Side::Blue, now), c.left(Side::Red, now)]);
        }
        self.input.select(None);
        Ok(self.after_change(rng, now))
    }

    /// Takes back the last move; the clocks keep the time used, less the move's increment.
    fn undo_one(&mut self, now: u64) -> Result<(), Notice> {
        self.undo_move()?;
        self.clock_log.pop();
        if let (Some(c), Some(p)) = (&mut self.clock, self.game.position()) {
            // The side to move now is the one whose move was taken back.
            c.taken_back(p.turn(), now);
        }
        Ok(())
    }

    pub(super) fn take_back(&mut self, rng: &mut StdRng, now: u64) -> Result<Update, Notice> {
        let mut u = Update::none();
        if std::mem::take(&mut self.thinking) {
            u.push(Command::StopThinking);
        }
        self.undo_one(now)?;
        let mut n = 1;
        // Against the computer, take back its answer too so it is the person's move again.
        if let (Some(cpu), Some(p)) = (self.cpu(), self.game.position())
            && p.turn() == cpu
            && !self.game.moves().is_empty()
        {
            self.undo_one(now)?;
            n += 1;
        }
        let mut u = u.and(self.after_change(rng, now));
        u.notice = Some(News::TakenBack(n).into());
        Ok(u)
    }

    /// An action while the promotion picker is open.
    pub(super) fn answer_promotion(
        &mut self,
        mut picker: Picker,
        action: Action,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<Update, Notice> {
        match picker.action(action) {
            Picked::Open => {
                self.prompt = Some(Prompt::Promotion(picker));
                Ok(Update::none())
            }
            // Back to choosing the square: the pawn stays in hand, the cursor on the
            // square it was going to.
            Picked::Back { from, to } => {
                self.prompt = None;
                self.input.select(Some(from));
                self.input.set_cursor(to);
                Ok(Update::none())
            }
            Picked::Move(m) => {
                self.prompt = None;
                self.play_move(m, rng, now)
            }
        }
    }

    /// Enter on a typed move.
    pub(super) fn submit_move(
        &mut self,
        text: &str,
        rng: &mut StdRng,
        now: u64,
    ) -> Result<Update, Notice> {
        let Some(pos) = self.game.position() else {
            return Ok(Update::none());
        };
        if !self.is_human(pos.turn()) {
            return Err(Refusal::ComputerThinking.into());
        }
        match parse_move(pos, text) {
            Ok(m) => self.play_move(m, rng, now),
            Err(e) => {
                // A pawn move to the far rank typed without the piece: ask for it.
                let matches = matching(pos, text);
                if let Some(first) = matches.first()
                    && first.promotion.is_some()
                    && matches
                        .iter()
                        .all(|m| m.from == first.from && m.to == first.to)
                {
                    self.prompt = Some(Prompt::Promotion(Picker::new(
                        first.from,
                        first.to,
                        pos.promotions(),
                    )));
                    return Ok(Update::none());
                }
                let t = text.to_ascii_uppercase().replace('0', "O");
                if t.starts_with("O-O") {
                    return Err(Refusal::NoCastling.into());
                }
                Err(Notice::MoveText(e))
            }
        }
    }
}

/// Takes the piece on `sq` in hand, or says why not.
fn pick_up(input: &mut BoardInput, pos: &Position, sq: Square) -> Result<Update, Notice> {
    match pos.board().piece_at(sq) {
        Some(p) if p.side == pos.turn() => {
            if pos.legal_moves_from(sq).is_empty() {
                input.select(None);
                Err(Refusal::NoLegalMove {
                    role: p.role,
                    square: sq,
                }
                .into())
            } else {
                input.select(Some(sq));
                Ok(Update::none())
            }
        }
        Some(_) => Err(Refusal::NotYourPiece {
            square: sq,
            turn: pos.turn(),
        }
        .into()),
        None => Err(Refusal::NoPiece(sq).into()),
    }
}
