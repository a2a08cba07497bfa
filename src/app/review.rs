//! The replay viewer's analysis: what the engine said about the fight (read from the
//! record, or filled in position by position by a background analysis).

use crate::analysis::run::{PositionEval, assemble, engine_name, limit_text};
use crate::analysis::{Analysis, Class, Eval, Thresholds};
use crate::engine::search::SearchOptions;
use crate::rules::notation::to_short;
use crate::rules::{Move, Position, Side};

use super::command::{AnalyseRequest, RecordFile};
use super::notice::Refusal;

/// The analysis of the fight of a record being viewed.
#[derive(Clone, Debug, Default)]
pub struct Review {
    /// The fight positions of the record: where the fight started, then after each move.
    positions: Vec<Position>,
    /// The fight moves.
    moves: Vec<Move>,
    /// What the background analysis found, per position.
    evals: Vec<Option<PositionEval>>,
    /// What is shown: the record's analysis, or the moves the background analysis has
    /// both positions of.
    analysis: Option<Analysis>,
    /// A background analysis is running.
    running: bool,
    /// The limit of the background analysis, for the analysis's `limit`.
    limit: SearchOptions,
    /// Where the record lives (for writing the analysis).
    file: Option<RecordFile>,
}

/// What the analysis says about one position shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionInfo {
    /// The evaluation from Blue's view; a mate just given (`Mate(0)`) is left as it is,
    /// and [`PositionInfo::view`] says who gave it.
    pub eval: Eval,
    /// Whose view the engine's evaluation was from (the side to move, or the side that
    /// made the last move when only that move's `after` is known).
    pub view: Side,
    /// The engine's move here, if the side to move has one.
    pub best: Option<Move>,
    /// The engine's line in short notation, best move first.
    pub line: Vec<String>,
}

/// The most moves of the engine's line shown.
const LINE_MOVES: usize = 8;

impl Review {
    /// The review of a fight of `positions` (the first, then after each of `moves`).
    pub fn new(positions: Vec<Position>, moves: Vec<Move>) -> Review {
        Review {
            evals: vec![None; positions.len()],
            positions,
            moves,
            ..Review::default()
        }
    }

    /// Where the record lives.
    pub fn set_file(&mut self, file: Option<RecordFile>) {
        self.file = file;
    }

    /// Where the record lives, if it came from a file.
    pub fn file(&self) -> Option<&RecordFile> {
        self.file.as_ref()
    }

    /// Shows an analysis read with the record: the moves it has, up to the first that is
    /// not the move played (an analysis of another game shows nothing of it).
    pub fn set_analysis(&mut self, mut a: Analysis) {
        let same = a
            .moves
            .iter()
            .zip(&self.moves)
            .take_while(|(m, played)| m.played == **played)
            .count();
        a.moves.truncate(same);
        self.analysis = Some(a);
    }

    /// The analysis shown, if any.
    pub fn analysis(&self) -> Option<&Analysis> {
        self.analysis.as_ref()
    }

    /// Whether a background analysis is running.
    pub fn is_running(&self) -> bool {
        self.running
    }

    /// Positions evaluated and positions in all, while a background analysis runs.
    pub fn progress(&self) -> Option<(usize, usize)> {
        if !self.running {
            return None;
        }
        let done = self.evals.iter().filter(|e| e.is_some()).count();
        Some((done, self.evals.len()))
    }

    /// The fight positions: where the fight started, then after each move.
    pub fn fight_positions(&self) -> &[Position] {
        &self.positions
    }

    /// The fight moves.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Whether every fight move is analysed.
    pub fn is_complete(&self) -> bool {
        self.analysis
            .as_ref()
            .is_some_and(|a| a.moves.len() == self.moves.len())
    }

    /// Starts a background analysis within `limit` a position, from the first position
    /// not yet evaluated.
    pub(super) fn start(&mut self, limit: SearchOptions) -> Result<AnalyseRequest, Refusal> {
        if self.moves.is_empty() {
            return Err(Refusal::NoFightToAnalyse);
        }
        if self.is_complete() {
            return Err(Refusal::AlreadyAnalysed);
        }
        let from = self.evals.iter().position(Option::is_none).unwrap_or(0);
        self.running = true;
        self.limit = limit;
        Ok(AnalyseRequest {
            positions: self.positions.clone(),
            from,
            limit,
        })
    }

    /// Stops the background analysis (what it found stays).
    pub(super) fn stop(&mut self) {
        self.running = false;
    }

    /// The background analysis evaluated position `index`: the graph and the marks grow
    /// by the moves now known. Whether this was the last answer the run waited for (the
    /// analysis is complete now).
    #[must_use]
    pub fn analysed(&mut self, index: usize, eval: PositionEval) -> bool {
        if !self.running || index >= self.evals.len() {
            return false;
        }
        self.evals[index] = Some(eval);
        self.analysis = Some(Analysis {
            engine: engine_name(),
            limit: limit_text(&self.limit),
            moves: assemble(&self.moves, &self.evals, Thresholds::DEFAULT),
        });
        if self.evals.iter().all(Option::is_some) {
            self.running = false;
            return true;
        }
        false
    }

    /// The class of fight move `i`, if it is analysed.
    pub fn class(&self, i: usize) -> Option<Class> {
        self.analysis.as_ref()?.moves.get(i).map(|m| m.class)
    }

    /// The marks after the moves analysed (`?!`, `?`, `??` or nothing), in order.
    pub fn marks(&self) -> Vec<&'static str> {
        self.analysis
            .as_ref()
            .map(|a| a.moves.iter().map(|m| m.class.mark()).collect())
            .unwrap_or_default()
    }

    /// The evaluation graph: `(position, value)` for each position known, from Blue's
    /// view, as the expected score from -1 (Red wins) to 1 (Blue wins).
    pub fn graph(&self) -> Vec<(f64, f64)> {
        let Some(a) = &self.analysis else {
            return Vec::new();
        };
        let mut points = Vec::with_capacity(a.moves.len() + 1);
        for (i, m) in a.moves.iter().enumerate() {
            let mover = self.positions.get(i).map_or(Side::Blue, Position::turn);
            if i == 0 {
                points.push((0.0, expected(m.before, mover)));
            }
            points.push(((i + 1) as f64, expected(m.after, mover)));
        }
        points
    }

    /// The side that made the first fight move, if there was a fight.
    pub fn first_mover(&self) -> Option<Side> {
        self.positions.first().map(Position::turn)
    }

    /// How many positions the graph spans (the fight's, analysed or not).
    pub fn positions(&self) -> usize {
        self.positions.len()
    }

    /// What the analysis says about fight position `ply` (before move `ply`).
    pub fn at(&self, ply: usize) -> Option<PositionInfo> {
        let pos = self.positions.get(ply)?;
        let moves = self.analysis.as_ref().map(|a| &a.moves[..]).unwrap_or(&[]);
        let (eval, view, pv) = if let Some(m) = moves.get(ply) {
            (m.before, pos.turn(), m.pv.clone())
        } else if let Some(e) = &self.evals[ply] {
            (e.eval(), pos.turn(), e.pv.clone())
        } else if let Some(m) = ply.checked_sub(1).and_then(|p| moves.get(p)) {
            (m.after, pos.turn().opposite(), Vec::new())
        } else {
            return None;
        };
        let mut line = Vec::new();
        let mut p = pos.clone();
        for &m in pv.iter().take(LINE_MOVES) {
            if !p.is_legal(m) {
                break;
            }
            line.push(to_short(&p, m));
            p.play_unchecked(m);
        }
        Some(PositionInfo {
            eval: if view == Side::Blue || eval == Eval::Mate(0) {
                eval
            } else {
                eval.flip()
            },
            view,
            best: pv.first().copied(),
            line,
        })
    }
}

/// An evaluation from `view`'s side as Blue's expected score, -1 to 1 (the chance of
/// winning the classes are measured in, [`Eval::win_percent`], so that a Queen up is near
/// the top and small edges stay visible).
fn expected(e: Eval, view: Side) -> f64 {
    let v = e.win_percent() / 50.0 - 1.0;
    if view == Side::Blue { v } else { -v }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expected_scores_run_from_red_to_blue() {
        assert_eq!(expected(Eval::Cp(0), Side::Blue), 0.0);
        assert!(expected(Eval::Cp(900), Side::Blue) > 0.9);
        assert!(expected(Eval::Cp(900), Side::Red) < -0.9);
        assert_eq!(expected(Eval::Mate(3), Side::Red), -1.0);
        assert_eq!(expected(Eval::Mate(0), Side::Blue), 1.0);
        assert_eq!(expected(Eval::Mate(-2), Side::Blue), -1.0);
    }
}
