//! The puzzle trainer in English.

use std::path::Path;

use crate::app::SaveError;
use crate::app::trainer::Refused;
use crate::puzzle::check::Step;
use crate::puzzle::choose::{Filter, FilterError};
use crate::puzzle::set::{Kind, Theme};
use crate::puzzle::solver::Hint;
use crate::rules::{Role, Side};

use super::En;
use crate::words::trainer::TrainerWords;
use crate::words::{FileWords, RulesWords};

impl TrainerWords for En {
    fn theme(&self, t: Theme) -> &'static str {
        // The names of docs/puzzle-format.md, which the command line takes.
        t.name()
    }

    fn puzzle_kind(&self, k: Kind) -> &'static str {
        match k {
            Kind::Fight => "fight",
            Kind::Deployment => "deployment",
        }
    }

    fn filter(&self, f: &Filter) -> String {
        let names: Vec<&str> = f.themes.iter().map(|&t| self.theme(t)).collect();
        let mut out = match f.kind {
            Some(k) => format!("a {} puzzle", self.puzzle_kind(k)),
            None if names.is_empty() => return "any puzzle".into(),
            None => "a puzzle".into(),
        };
        match names.len() {
            0 => {}
            1 => out.push_str(&format!(" of the theme {}", names[0])),
            _ => out.push_str(&format!(" of the themes {}", names.join(" or "))),
        }
        out
    }

    fn filter_error(&self, e: &FilterError) -> String {
        match e {
            FilterError::UnknownTheme { name } => format!(
                "{name:?} is not a theme (the themes: {})",
                Theme::ALL.map(|t| self.theme(t)).join(", ")
            ),
            FilterError::UnknownKind(k) => {
                format!("{k:?} is not a kind of puzzle (fight or deployment)")
            }
            FilterError::NothingMatches(f) => format!("no puzzle of the set is {}", self.filter(f)),
        }
    }

    fn trainer_refused(&self, r: &Refused) -> String {
        match r {
            Refused::Step { step, error } => format!("{step}: {}", self.step_error(error)),
            Refused::MoveText(e) => self.move_text_error(e),
            Refused::PlacementText(e) => self.placement_text_error(e),
            Refused::NothingToPlace => "no piece is left to place".into(),
        }
    }

    fn trainer_title(&self, set: &str, number: usize) -> String {
        format!("Puzzles ({set})  #{number}")
    }

    fn placed_task(&self, to_place: Option<Side>, first: Side, solution: bool) -> String {
        let who = match to_place {
            Some(s) => format!("{} to place", self.side(s)),
            None => "Nobody can place".to_string(),
        };
        let first = self.side(first);
        if solution {
            format!("The solution: {who}; {first} moves first in the fight")
        } else {
            format!("{who} next; {first} moves first in the fight")
        }
    }

    fn progress_pending(&self, file: &str, attempts: usize) -> String {
        format!(
            "Progress pending: another shuuro is using {file}; {attempts} attempt{} kept, saved when it is done.",
            if attempts == 1 { " is" } else { "s are" }
        )
    }

    fn theme_columns(&self) -> [&'static str; 3] {
        ["puzzles", "solved", "score"]
    }

    fn kind_row(&self, kind: Option<Kind>) -> String {
        format!("kind: {}", kind.map_or("any", |k| self.puzzle_kind(k)))
    }

    fn place_task(
        &self,
        side: Side,
        role: Option<Role>,
        others: &[Role],
        key: &str,
        first: Side,
    ) -> String {
        let choice = if others.is_empty() {
            String::new()
        } else {
            let names: Vec<&str> = others.iter().map(|&r| self.role(r)).collect();
            format!(" ({key}: the {})", names.join(", the "))
        };
        format!(
            "{} to place the {}{choice}; {} moves first in the fight",
            self.side(side),
            role.map_or("piece", |r| self.role(r)),
            self.side(first)
        )
    }

    fn solution_turn(&self, side: Side) -> String {
        format!("The solution: {} to play", self.side(side))
    }

    fn to_play(&self, side: Side) -> String {
        format!("{} to play", self.side(side))
    }

    fn holds(&self, side: Side, held: Option<&str>) -> String {
        format!(
            "{} holds {}",
            self.side(side),
            held.unwrap_or("nothing more")
        )
    }

    fn puzzle_line(&self, rating: f64, themes: Option<&[Theme]>, key: &str) -> String {
        let themes = match themes {
            Some(list) => list
                .iter()
                .map(|&t| self.theme(t))
                .collect::<Vec<_>>()
                .join(", "),
            None => format!("hidden ({key} shows)"),
        };
        format!("Rating {rating:.0}  themes: {themes}")
    }

    fn training(&self, chosen: usize, f: &Filter) -> String {
        format!("Training {chosen} puzzles: {}", self.filter(f))
    }

    fn solver_line(&self, rating: f64, deviation: f64, streak: usize) -> String {
        format!("You {rating:.0} ±{deviation:.0}  streak {streak}")
    }

    fn replied(&self, word: &str) -> String {
        format!("Reply: {word}. Your move.")
    }

    fn wrong(&self, step: &Step) -> String {
        format!("Wrong: {step} is taken back (failed).")
    }

    fn engine_line(&self, words: &[String]) -> String {
        format!("The engine's line: {}", words.join(" "))
    }

    fn play_again(&self, key: &str) -> String {
        format!("Play again, or {key} for the solution.")
    }

    fn puzzle_hint(&self, h: &Hint) -> String {
        match h {
            Hint::From(sq) => format!("Hint: the piece on {sq} (counts as failed)"),
            Hint::Move { from, to } => {
                format!("Hint: the piece on {from}, to {to} (counts as failed)")
            }
            Hint::Piece(p) => format!("Hint: place the {} (counts as failed)", self.role(p.role)),
            Hint::Place { piece, square } => format!(
                "Hint: the {} on {square} (counts as failed)",
                self.role(piece.role)
            ),
        }
    }

    fn puzzle_over(&self, solved: bool, rating: f64, change: f64, key: &str) -> String {
        format!(
            "{} Rating {rating:.0} ({change:+.0}). {key} for the next.",
            if solved { "Solved!" } else { "Done, failed." }
        )
    }

    fn solution(&self, words: &[String]) -> String {
        format!("Solution: {}", words.join(" "))
    }

    fn solution_step(&self, shown: usize, total: usize, key: &str) -> String {
        format!("On the board: step {shown} of {total} ({key} the next)")
    }

    fn why(&self, why: &str) -> String {
        format!("Why: {why}")
    }

    fn progress_kept_as(&self, path: &Path) -> String {
        format!("the unreadable progress file is kept as {}", path.display())
    }

    fn progress_not_saved(&self, e: &SaveError) -> String {
        format!("Progress NOT saved: {}", self.save_error(e))
    }
}
