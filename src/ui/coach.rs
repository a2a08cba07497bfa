//! The deployment coach's panel (practice): the engine's quick facts about the board and
//! its evaluation of the fight for each first mover.

use ratatui::text::{Line, Span};

use crate::app::practice::PracticeState;
use crate::engine::coach::{Danger, NotReady};
use crate::engine::search::{MATE, mate_in_moves};
use crate::rules::{Piece, Role, Side, Square};

use super::theme::Theme;

/// A score from Blue's view in words: pawns (`+0.4`), who takes the King at once (the
/// ambush), or who mates in how many.
fn score_words(cp: i32) -> String {
    if cp.abs() >= MATE - 1 {
        let side = if cp > 0 { Side::Blue } else { Side::Red };
        return format!("{side} takes the King");
    }
    match mate_in_moves(cp) {
        Some(n) if n > 0 => format!("Blue mates in {n}"),
        Some(n) => format!("Red mates in {}", -n),
        // The number is Blue's view; the words say whose edge it is.
        None if cp.abs() < 10 => format!("{:+.1} (even)", cp as f64 / 100.0),
        None => {
            let side = if cp > 0 { Side::Blue } else { Side::Red };
            format!("{:+.1} ({side} ahead)", cp as f64 / 100.0)
        }
    }
}

fn at(p: Piece, sq: Square) -> String {
    format!("{}{sq}", p.char())
}

/// The coach's lines for the board of `p`; `key` is the key that closes the panel.
pub fn coach_lines(p: &PracticeState, key: &str, th: Theme) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(format!("Coach ({key} closes)"), th.heading())];
    let Some(d) = p.deployment() else {
        return lines;
    };
    lines.push(Line::styled("If the fight started now", th.heading()));
    lines.extend(match (p.coach_not_ready(), p.coach_eval()) {
        (Some(NotReady::NoKing(Side::Red)), _) if !p.both() => vec![Line::from(
            "  only Blue deploys here: practice --both sets up Red too",
        )],
        (Some(NotReady::NoKing(side)), _) => vec![Line::from(format!(
            "  needs both Kings: {side}'s is not placed"
        ))],
        (None, Some(e)) => Side::ALL
            .into_iter()
            .map(|first| {
                Line::from(vec![
                    Span::styled(format!("  {first} first: "), th.side(first)),
                    Span::raw(
                        e.scores[first]
                            .map(score_words)
                            .unwrap_or_else(|| "?".into()),
                    ),
                ])
            })
            .collect(),
        (None, None) if p.is_coaching() => {
            vec![Line::styled("  the engine is thinking...", th.dim())]
        }
        (None, None) => vec![Line::styled("  not evaluated", th.dim())],
    });
    let Some(r) = p.coach_facts() else {
        lines.push(Line::styled(
            "The engine is looking at the board...",
            th.dim(),
        ));
        return lines;
    };
    lines.push(Line::styled("In danger", th.heading()));
    if r.threatened.is_empty() {
        lines.push(Line::styled("  nothing", th.dim()));
    }
    for t in &r.threatened {
        let why = match t.danger {
            Danger::Undefended => "attacked, undefended".to_string(),
            Danger::CheaperAttacker(role) => format!("attacked by a {}", role.name()),
        };
        lines.push(Line::from(vec![
            Span::styled(
                format!("  {}", at(t.piece, t.square)),
                th.side(t.piece.side),
            ),
            Span::raw(format!(" {why}")),
        ]));
    }
    lines.push(Line::styled("Open lines to the King", th.heading()));
    if Side::ALL.iter().all(|&s| d.board().king_of(s).is_none()) {
        lines.push(Line::styled("  no King on the board yet", th.dim()));
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
                format!("  {side} {}: ", at(Piece::new(side, Role::King), king)),
                th.side(side),
            ),
            Span::raw(if ends.is_empty() {
                "none".to_string()
            } else {
                format!("{} ({})", ends.len(), ends.join(" "))
            }),
        ]));
    }
    lines.push(Line::styled("Ambush", th.heading()));
    if r.ambushes.is_empty() {
        lines.push(Line::styled("  no King is attacked", th.dim()));
    }
    for a in &r.ambushes {
        lines.push(Line::styled(
            format!(
                "  {}'s King {} attacked by {}: lost if {} moves first",
                a.king_side,
                a.king,
                at(a.attacker, a.from),
                a.king_side.opposite()
            ),
            th.bad(),
        ));
    }
    lines.push(Line::styled("Knights on plinths", th.heading()));
    let mut any = false;
    for side in Side::ALL {
        let on = r.knights.standing[side];
        if !on.is_empty() {
            any = true;
            let list: Vec<String> = on.into_iter().map(|s| s.to_string()).collect();
            lines.push(Line::from(format!(
                "  {side}'s stand on {}",
                list.join(" ")
            )));
        }
    }
    if let Some((side, could)) = r.knights.could
        && !could.is_empty()
    {
        any = true;
        let list: Vec<String> = could.into_iter().map(|s| s.to_string()).collect();
        lines.push(Line::from(format!(
            "  {side} could put one on {}",
            list.join(" ")
        )));
    }
    if !any {
        lines.push(Line::styled("  none", th.dim()));
    }
    lines
}
