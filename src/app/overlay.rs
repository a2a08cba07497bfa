//! What stands over a screen, on one stack: questions, the line editor, the warning of a
//! failed autosave, the help and the rules page. The top overlay takes every key first
//! and says what came of it ([`Overlays::key`]); a screen sees a key only when nothing
//! stands over it. A question takes only the answers it shows.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

pub use super::command::{LinePurpose, Question, Saving};
use super::keymap::{Action, Ctx};
use super::keyset::Keys;
use super::notice::SaveError;

/// A one-line text field: every key goes to it until Enter or Esc.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    purpose: LinePurpose,
    text: String,
    max: usize,
}

/// What a key or a paste did to a [`Line`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Enter: the text, trimmed; the line closes.
    Submit(String),
    /// Esc: the line closes, nothing entered.
    Cancel,
    /// The text changed.
    Changed,
    /// Nothing changed (a key that does nothing here: Backspace on no text, Ctrl-x, F5).
    Held,
    /// A character typed on a full line: it is left out (the line holds `max`).
    Full { max: usize },
}

impl Line {
    /// The longest file name typed (a player's name holds [`crate::prefs::NAME_MAX`]).
    pub const FILE_MAX: usize = 512;
    /// The longest text typed on the board (a move or a placement).
    pub const BOARD_MAX: usize = 16;

    /// A line for `purpose` starting with `text`.
    pub fn new(purpose: LinePurpose, text: impl Into<String>) -> Line {
        let max = match purpose {
            LinePurpose::Board => Line::BOARD_MAX,
            LinePurpose::PlayerName(_) => crate::prefs::NAME_MAX,
            _ => Line::FILE_MAX,
        };
        let mut text: String = text.into();
        if let Some((i, _)) = text.char_indices().nth(max) {
            text.truncate(i);
        }
        Line { purpose, text, max }
    }

    pub fn purpose(&self) -> LinePurpose {
        self.purpose
    }

    pub fn text(&self) -> &str {
        &self.text
    }

    /// A key: Enter submits, Esc cancels, Backspace erases (nothing on no text), a
    /// character is added while there is room; every other key is held.
    pub fn key(&mut self, key: KeyEvent) -> Edit {
        match key.code {
            KeyCode::Enter => Edit::Submit(self.text.trim().to_string()),
            KeyCode::Esc => Edit::Cancel,
            KeyCode::Backspace => match self.text.pop() {
                Some(_) => Edit::Changed,
                None => Edit::Held,
            },
            KeyCode::Char(c)
                if !key
                    .modifiers
                    .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) =>
            {
                if self.push(c) {
                    Edit::Changed
                } else if c.is_control() {
                    Edit::Held
                } else {
                    Edit::Full { max: self.max }
                }
            }
            _ => Edit::Held,
        }
    }

    /// Pasted text: its printable characters, up to the room left. Answers how many
    /// characters did not fit (0: all of it).
    pub fn paste(&mut self, text: &str) -> usize {
        let mut cut = 0;
        for c in text.chars().filter(|c| !c.is_control()) {
            if !self.push(c) {
                cut += 1;
            }
        }
        cut
    }

    fn push(&mut self, c: char) -> bool {
        if c.is_control() || self.text.chars().count() >= self.max {
            return false;
        }
        self.text.push(c);
        true
    }
}

/// The rules page, while it is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RulesView {
    /// The first line shown.
    pub top: u16,
}

/// One thing over the screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Overlay {
    Question(Question),
    Line(Line),
    /// The last autosave failed: the game on screen is not kept on disk.
    AutosaveFailed(SaveError),
    /// The keys of the screen under it.
    Help,
    Rules(RulesView),
}

impl Overlay {
    /// The keys the overlay answers to.
    pub fn ctx(&self) -> Ctx {
        match self {
            Overlay::Question(q) => q.ctx(),
            Overlay::Line(_) => Ctx::Text,
            Overlay::AutosaveFailed(_) => Ctx::Warning,
            Overlay::Help => Ctx::HelpOverlay,
            Overlay::Rules(_) => Ctx::Rules,
        }
    }
}

/// What the top overlay made of a key.
#[derive(Clone, Debug, PartialEq)]
pub enum Took {
    /// The key was used up (or held) by the overlay; nothing else happens.
    Held,
    /// A question was answered (it is off the stack).
    Answer(Question, bool),
    /// A line was edited (it stays open).
    Edited(LinePurpose),
    /// A character typed on a full line was left out (the line holds `max`; it stays
    /// open).
    Full { max: usize },
    /// A line was entered (it is off the stack): its purpose and text.
    Entered(LinePurpose, String),
    /// A line was cancelled (it is off the stack).
    Cancelled(LinePurpose),
    /// An action of an overlay the app carries out (scroll the rules, open them, save as
    /// from the warning).
    Action(Ctx, Action),
}

/// The overlays, bottom first.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Overlays(Vec<Overlay>);

impl Overlays {
    pub fn top(&self) -> Option<&Overlay> {
        self.0.last()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Bottom first.
    pub fn iter(&self) -> std::slice::Iter<'_, Overlay> {
        self.0.iter()
    }

    /// Puts `o` on top.
    pub fn push(&mut self, o: Overlay) {
        self.0.push(o);
    }

    /// Takes the top one off.
    pub fn pop(&mut self) -> Option<Overlay> {
        self.0.pop()
    }

    /// Takes off every overlay `f` picks.
    pub fn remove(&mut self, f: impl Fn(&Overlay) -> bool) {
        self.0.retain(|o| !f(o));
    }

    /// Everything off (the screen changed).
    pub fn clear(&mut self) {
        self.0.clear();
    }

    /// The open line, if a line is on top.
    pub fn line(&self) -> Option<&Line> {
        match self.top() {
            Some(Overlay::Line(l)) => Some(l),
            _ => None,
        }
    }

    /// The question waiting, if one is on top.
    pub fn question(&self) -> Option<&Question> {
        match self.top() {
            Some(Overlay::Question(q)) => Some(q),
            _ => None,
        }
    }

    /// The rules page, if it is open.
    pub fn rules(&self) -> Option<RulesView> {
        self.0.iter().rev().find_map(|o| match o {
            Overlay::Rules(v) => Some(*v),
            _ => None,
        })
    }

    pub fn rules_mut(&mut self) -> Option<&mut RulesView> {
        self.0.iter_mut().rev().find_map(|o| match o {
            Overlay::Rules(v) => Some(v),
            _ => None,
        })
    }

    /// Whether the help (or the rules page) is open.
    pub fn help_open(&self) -> bool {
        self.0
            .iter()
            .any(|o| matches!(o, Overlay::Help | Overlay::Rules(_)))
    }

    /// The top line, to type into (a paste).
    pub fn line_mut(&mut self) -> Option<&mut Line> {
        match self.0.last_mut() {
            Some(Overlay::Line(l)) => Some(l),
            _ => None,
        }
    }

    /// Gives `key` to the top overlay; `None` when nothing stands over the screen. Every
    /// key an overlay does not answer to is held: it never reaches the screen under it.
    pub fn key(&mut self, keys: &Keys, key: KeyEvent) -> Option<Took> {
        let top = self.0.last_mut()?;
        let ctx = top.ctx();
        let took = match top {
            Overlay::Line(line) => match line.key(key) {
                Edit::Submit(text) => Took::Entered(line.purpose, text),
                Edit::Cancel => Took::Cancelled(line.purpose),
                Edit::Changed => return Some(Took::Edited(line.purpose)),
                Edit::Held => return Some(Took::Held),
                Edit::Full { max } => return Some(Took::Full { max }),
            },
            Overlay::Question(q) => match keys.lookup(ctx, key) {
                Some(Action::Yes) => Took::Answer(q.clone(), true),
                Some(Action::No) => Took::Answer(q.clone(), false),
                _ => return Some(Took::Held),
            },
            Overlay::Help | Overlay::Rules(_) | Overlay::AutosaveFailed(_) => {
                return Some(match keys.lookup(ctx, key) {
                    Some(a) => Took::Action(ctx, a),
                    None => Took::Held,
                });
            }
        };
        self.0.pop();
        Some(took)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Side;

    fn key(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn backspace_on_no_text_keeps_the_line_open() {
        let mut o = Overlays::default();
        o.push(Overlay::Line(Line::new(LinePurpose::Board, "R")));
        assert_eq!(
            o.key(&Keys::defaults(&[]), key(KeyCode::Backspace)),
            Some(Took::Edited(LinePurpose::Board))
        );
        assert_eq!(
            o.key(&Keys::defaults(&[]), key(KeyCode::Backspace)),
            Some(Took::Held)
        );
        assert_eq!(
            o.key(&Keys::defaults(&[]), key(KeyCode::Backspace)),
            Some(Took::Held)
        );
        assert!(o.line().is_some(), "the line stays open");
        // Letters after it are text, not commands.
        assert_eq!(
            o.key(&Keys::defaults(&[]), key(KeyCode::Char('R'))),
            Some(Took::Edited(LinePurpose::Board))
        );
        assert_eq!(o.line().map(Line::text), Some("R"));
        assert_eq!(
            o.key(&Keys::defaults(&[]), key(KeyCode::Enter)),
            Some(Took::Entered(LinePurpose::Board, "R".into()))
        );
        assert!(o.is_empty());
    }

    #[test]
    fn a_question_takes_only_its_answers_and_enter_is_none_of_them() {
        for q in [
            Question::Resign { side: Side::Blue },
            Question::DrawOffer { by: Side::Red },
            Question::Takeback { by: Side::Blue },
            Question::EndInDraw,
            Question::LeavePractice,
            Question::RestartPractice,
            Question::LeaveUnsaved { quit: false },
            Question::LeaveUnsaved { quit: true },
            Question::ClaimDraw {
                side: Side::Blue,
                reason: crate::rules::Reason::Repetition,
            },
        ] {
            let mut o = Overlays::default();
            o.push(Overlay::Question(q.clone()));
            for k in [
                KeyCode::Enter,
                KeyCode::Char(' '),
                KeyCode::Char('R'),
                KeyCode::Char('q'),
            ] {
                assert_eq!(
                    o.key(&Keys::defaults(&[]), key(k)),
                    Some(Took::Held),
                    "{q:?} {k:?}"
                );
            }
            assert_eq!(o.question(), Some(&q));
            assert_eq!(
                o.key(&Keys::defaults(&[]), key(KeyCode::Char('n'))),
                Some(Took::Answer(q.clone(), false))
            );
            assert!(o.is_empty());
        }
    }

    #[test]
    fn esc_declines_only_a_question_to_the_player_who_asked_for_it() {
        let mut o = Overlays::default();
        o.push(Overlay::Question(Question::DrawOffer { by: Side::Blue }));
        assert_eq!(
            o.key(&Keys::defaults(&[]), key(KeyCode::Esc)),
            Some(Took::Held)
        );
        o.pop();
        o.push(Overlay::Question(Question::Resign { side: Side::Blue }));
        assert_eq!(
            o.key(&Keys::defaults(&[]), key(KeyCode::Esc)),
            Some(Took::Answer(Question::Resign { side: Side::Blue }, false))
        );
    }

    #[test]
    fn the_top_overlay_takes_the_key_first() {
        let mut o = Overlays::default();
        assert_eq!(
            o.key(&Keys::defaults(&[]), key(KeyCode::Char('y'))),
            None,
            "nothing over the screen"
        );
        o.push(Overlay::Help);
        o.push(Overlay::Question(Question::LeavePractice));
        assert_eq!(
            o.key(&Keys::defaults(&[]), key(KeyCode::Char('y'))),
            Some(Took::Answer(Question::LeavePractice, true))
        );
        assert_eq!(o.top(), Some(&Overlay::Help));
        // The rules opened from the help stand over it; closing them shows it again.
        o.push(Overlay::Rules(RulesView { top: 0 }));
        assert_eq!(
            o.key(&Keys::defaults(&[]), key(KeyCode::Esc)),
            Some(Took::Action(Ctx::Rules, Action::Back))
        );
    }

    #[test]
    fn a_paste_keeps_what_fits_and_counts_the_rest() {
        let mut l = Line::new(LinePurpose::Board, "");
        assert_eq!(
            l.paste("e2e4\n\u{1b}[A"),
            0,
            "control characters are dropped"
        );
        assert_eq!(l.text(), "e2e4[A");
        let mut l = Line::new(LinePurpose::Board, "");
        assert_eq!(l.paste(&"a".repeat(10_000)), 10_000 - Line::BOARD_MAX);
        assert_eq!(l.text().len(), Line::BOARD_MAX);
    }

    #[test]
    fn a_name_line_holds_no_more_than_a_name() {
        // A long paste into a name is cut to what a name may be (and the cut said),
        // rather than kept whole and refused at Enter.
        let mut l = Line::new(LinePurpose::PlayerName(Side::Blue), "");
        let long = "x".repeat(3_000);
        assert_eq!(l.paste(&long), 3_000 - crate::prefs::NAME_MAX);
        assert_eq!(l.text().chars().count(), crate::prefs::NAME_MAX);
        assert!(crate::prefs::player_name(l.text()).is_ok());
        // A file name still takes a long path.
        let mut l = Line::new(LinePurpose::SaveAs, "");
        assert_eq!(l.paste(&"a".repeat(300)), 0);
    }
}
