//! The deployment coach's panel (practice): the engine's quick facts about the board and
//! its evaluation of the fight for each first mover.

use ratatui::text::{Line, Span};

use crate::app::practice::PracticeState;
use crate::engine::coach::NotReady;
use crate::engine::search::{MATE, mate_in_moves};
use crate::rules::{Piece, Role, Side, Square};

use super::theme::Theme;
use crate::words::game::Score;
use crate::words::{Text, W};

/// A score from Blue's view: who takes the King at once (the ambush), who mates in how
/// many, or pawns.
fn score(cp: i32) -> Score {
    if cp.abs() >= MATE - 1 {
        let side = if cp > 0 { Side::Blue } else { Side::Red };
        return Score::TakesKing(side);
    }
    match mate_in_moves(cp) {
        Some(n) if n > 0 => Score::Mates(Side::Blue, n),
        Some(n) => Score::Mates(Side::Red, -n),
        // The number is Blue's view; the words say whose edge it is.
        None => Score::Pawns(f64::from(cp) / 100.0),
    }
}

fn at(p: Piece, sq: Square) -> String {
    format!("{}{sq}", p.char())
}

/// The coach's lines for the board of `p`; `key` is the key that closes the panel.
pub fn coach_lines(w: W, p: &PracticeState, key: &str, th: Theme) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(w.coach_title(key), th.heading())];
    let Some(d) = p.deployment() else {
        return lines;
    };
    let indented = |t: &str| format!("  {t}");
    lines.push(Line::styled(w.text(Text::CoachIfNow), th.heading()));
    lines.extend(match (p.coach_not_ready(), p.coach_eval()) {
        (Some(NotReady::NoKing(Side::Red)), _) if !p.both() => {
            vec![Line::from(indented(w.text(Text::CoachOnlyBlue)))]
        }
        (Some(NotReady::NoKing(side)), _) => {
            vec![Line::from(indented(&w.coach_needs_kings(side)))]
        }
        (None, Some(e)) => Side::ALL
            .into_iter()
            .map(|first| {
                Line::from(vec![
                    Span::styled(indented(&w.coach_first(first)), th.side(first)),
                    Span::raw(
                        e.scores[first]
                            .map(|cp| w.coach_score(score(cp)))
                            .unwrap_or_else(|| "?".into()),
                    ),
                ])
            })
            .collect(),
        (None, None) if p.is_coaching() => {
            vec![Line::styled(
                indented(w.text(Text::CoachThinking)),
                th.dim(),
            )]
        }
        (None, None) => vec![Line::styled(
            indented(w.text(Text::CoachNotEvaluated)),
            th.dim(),
        )],
    });
    let Some(r) = p.coach_facts() else {
        lines.push(Line::styled(w.text(Text::CoachLooking), th.dim()));
        return lines;
    };
    lines.push(Line::styled(w.text(Text::InDanger), th.heading()));
    if r.threatened.is_empty() {
        lines.push(Line::styled(indented(w.text(Text::Nothing)), th.dim()));
    }
    for t in &r.threatened {
        lines.push(Line::from(vec![
            Span::styled(indented(&at(t.piece, t.square)), th.side(t.piece.side)),
            Span::raw(format!(" {}", w.danger(t.danger))),
        ]));
    }
    lines.push(Line::styled(w.text(Text::OpenLines), th.heading()));
    if Side::ALL.iter().all(|&s| d.board().king_of(s).is_none()) {
        lines.push(Line::styled(indented(w.text(Text::NoKingYet)), th.dim()));
    }
    for side in Side::ALL {
        let open = &r.open_lines[side];
        let Some(king) = d.board().king_of(side) else {
            continue;
        };
        let ends: Vec<String> = open
            .iter()
            .map(|l| match l.attacker {
                Some(a) => format!("{}!", at(a, l.to)),
                None => l.to.to_string(),
            })
            .collect();
        lines.push(Line::from(vec![
            Span::styled(
                format!(
                    "  {} {}: ",
                    w.side(side),
                    at(Piece::new(side, Role::King), king)
                ),
                th.side(side),
            ),
            Span::raw(w.open_lines(&ends)),
        ]));
    }
    lines.push(Line::styled(w.text(Text::Ambush), th.heading()));
    if r.ambushes.is_empty() {
        lines.push(Line::styled(
            indented(w.text(Text::NoKingAttacked)),
            th.dim(),
        ));
    }
    for a in &r.ambushes {
        lines.push(Line::styled(
            indented(&w.coach_ambush(a.king_side, a.king, &at(a.attacker, a.from))),
            th.bad(),
        ));
    }
    lines.push(Line::styled(w.text(Text::KnightsOnPlinths), th.heading()));
    let mut any = false;
    for side in Side::ALL {
        let on = r.knights.standing[side];
        if !on.is_empty() {
            any = true;
            let list: Vec<String> = on.into_iter().map(|s| s.to_string()).collect();
            lines.push(Line::from(indented(
                &w.knights_stand(side, &list.join(" ")),
            )));
        }
    }
    if let Some((side, could)) = r.knights.could
        && !could.is_empty()
    {
        any = true;
        let list: Vec<String> = could.into_iter().map(|s| s.to_string()).collect();
        lines.push(Line::from(indented(
            &w.knights_could(side, &list.join(" ")),
        )));
    }
    if !any {
        lines.push(Line::styled(indented(w.text(Text::NoneOfThem)), th.dim()));
    }
    lines
}
