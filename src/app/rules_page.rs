//! The in-app rules page: the rules of Shuuro as this project plays them, in short
//! paragraphs that the help screen wraps to any width. Written from `RULES.md`; where the
//! two rule texts disagree, this follows the project's decision there.

/// One section of the rules page: a heading and its paragraphs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    pub title: &'static str,
    pub paragraphs: &'static [&'static str],
}

/// The whole rules page, in reading order.
pub const RULES: &[Section] = &[
    Section {
        title: "The game",
        paragraphs: &[
            "Shuuro is chess on a 12×12 board in four phases: each player buys an army \
             in secret, dice place plinths on the board, the armies are deployed one \
             piece at a time, and then they fight by the rules of chess with a few \
             changes. Blue sits at the bottom (ranks 1–3), Red at the top (ranks 12–10). \
             Files run a–l, ranks 1–12. \"Your row 1\" is the rank nearest your edge.",
        ],
    },
    Section {
        title: "1. Armies (hidden)",
        paragraphs: &[
            "Each player spends a budget on pieces, without the other seeing. Standard \
             roster: 800 points, at most 32 pieces with the King. King free (exactly one), \
             Queen 110 (at most 3), Rook 70 (6), Bishop 40 (9), Knight 40 (9), Pawn 10 (18). \
             You may spend less than the budget. The sheet lists every problem with an \
             army at once: over budget, too many of a piece, no King.",
            "The armies are shown to both players only when the battlefield is ready, \
             at the start of deployment.",
        ],
    },
    Section {
        title: "2. Plinths",
        paragraphs: &[
            "Each player rolls for the two quadrants nearest them, Blue first, left then \
             right as seen from their own seat. For each plinth two dice are thrown: \
             the first is the column, the second the row, both counted from the roller's \
             own point of view (row 1 is the quadrant row nearest the roller).",
            "Two plinths per quadrant. A roll that lands on a square that already holds \
             a plinth is lost, so a quadrant may end with one plinth. Plinths never move \
             and are never captured.",
        ],
    },
    Section {
        title: "3. Deployment",
        paragraphs: &[
            "Each player throws a die: the lowest deploys first (ties throw again). The \
             first player places their King, then the other; then the players take turns, \
             one piece each. When one has nothing left, the other places the rest.",
            "The King goes on one of the six central squares of your row 1 (files d–i). \
             Then the nobles (Queens, Rooks, Bishops, Knights) in any order, and the pawns \
             last, once all your nobles are down.",
            "Row filling: a noble goes on the lowest of your rows 1–3 that still has a \
             square it may take; a pawn likewise, over rows 2–3 only. Nothing goes \
             beyond row 3.",
            "Plinths and Knights: only a Knight may be placed on a plinth, and for a Knight \
             a free plinth is room in its row; so a Knight can't use a row-2 plinth while \
             row 1 still has a square it may take.",
            "Placements are final. There is no check during deployment: a piece may be \
             placed where it attacks the enemy King (see the ambush below).",
        ],
    },
    Section {
        title: "4. Fight",
        paragraphs: &[
            "Each player throws a die: the highest moves first (ties throw again). Then \
             it is chess, with these changes.",
            "No castling. Only a pawn on your row 2 may move two squares; a pawn that did \
             can be taken en passant exactly as in chess.",
            "Promotion: a pawn reaching the far rank becomes a Queen, Rook, Bishop or \
             Knight of your choice, whatever the roster allows.",
            "Plinths are walls: no piece but a Knight may enter, cross or capture onto \
             them; sliders stop before them and pawns can't step onto them. Knights jump \
             them and may end a move on one. A Knight on a plinth can be captured only by \
             an enemy Knight; it still blocks lines and still gives check.",
            "The ambush: if at the start of the fight the first mover attacks the enemy \
             King, they may capture it and win at once, even when their own King is \
             attacked too. A first mover who starts in check, can't capture the enemy \
             King and can't get out of check has lost before moving. After the first move \
             a King is never captured: check works as in chess.",
        ],
    },
    Section {
        title: "The end",
        paragraphs: &[
            "Checkmate wins; a player may resign at any time. Draws: stalemate; agreement; \
             King against King alone; threefold repetition or fifty moves without a \
             capture or pawn move, claimed by the player to move; fivefold repetition or \
             seventy-five such moves end the game by themselves. Repetitions count from \
             the position the fight starts in.",
            "With a clock (initial time plus an increment per move, running in the fight \
             only) a player whose time runs out loses, unless the opponent has nothing \
             but their King: then it is a draw.",
        ],
    },
    Section {
        title: "Mini-Shuuro",
        paragraphs: &[
            "A 6×6 board (one quadrant): 200 points and at most 10 pieces, same costs and \
             maxima. Blue rolls the two plinths from its own seat. Rows 1–3 are ranks 1–3 \
             for Blue and 6–4 for Red, and the King may stand on any square of row 1. \
             Everything else as in Shuuro.",
        ],
    },
    Section {
        title: "Variants",
        paragraphs: &[
            "Larger or smaller games: another budget for both (600, 1000...). Handicap: \
             each player has their own budget.",
            "No limits: no maximum per piece but the single King; the army size limit \
             stays.",
            "Scouts: plinths before armies, so the armies are chosen seeing the board.",
            "It's a jungle out here!: N plinths per quadrant instead of two.",
            "King in the castle: the King may be deployed on any square of row 1.",
            "Serious business: no order dice. The player with more pieces deploys first \
             (dice on a tie), and whoever finishes deploying first moves first.",
            "Time is of the essence: a chess clock for the fight.",
        ],
    },
];

/// One line of the rules page as drawn at some width.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PageLine {
    Heading(&'static str),
    Text(String),
    Blank,
}

/// The whole page wrapped to `width` columns: each section's heading, its paragraphs
/// broken between words (a word longer than the line is cut), a blank line between
/// paragraphs and between sections.
/// Widest the rules page's box grows (lines longer than this read badly).
pub const RULES_WIDTH: u16 = 90;

/// The size of the rules page's text on a `width`×`height` terminal: the whole height
/// less the borders, at most [`RULES_WIDTH`] wide less the borders and a cell of padding
/// each side.
pub fn text_size(width: u16, height: u16) -> (u16, u16) {
    (
        width.min(RULES_WIDTH).saturating_sub(4),
        height.saturating_sub(2),
    )
}

/// The first line shown when the page is scrolled to its end on a `width`×`height`
/// terminal (scrolling stops there).
pub fn last_top(width: u16, height: u16) -> u16 {
    let (w, h) = text_size(width, height);
    u16::try_from(page(w).len())
        .unwrap_or(u16::MAX)
        .saturating_sub(h)
}

pub fn page(width: u16) -> Vec<PageLine> {
    let width = usize::from(width.max(1));
    let mut out = Vec::new();
    for (i, s) in RULES.iter().enumerate() {
        if i > 0 {
            out.push(PageLine::Blank);
        }
        out.push(PageLine::Heading(s.title));
        for (j, p) in s.paragraphs.iter().enumerate() {
            if j > 0 {
                out.push(PageLine::Blank);
            }
            out.extend(wrap(p, width).into_iter().map(PageLine::Text));
        }
    }
    out
}

/// `text` broken into lines of at most `width` characters, between words where it can.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let mut word: Vec<char> = word.chars().collect();
        while word.len() > width {
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            let rest = word.split_off(width);
            lines.push(word.into_iter().collect());
            word = rest;
        }
        let len = line.chars().count();
        if len > 0 && len + 1 + word.len() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.extend(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text() -> String {
        RULES
            .iter()
            .flat_map(|s| std::iter::once(s.title).chain(s.paragraphs.iter().copied()))
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn the_page_covers_every_topic_the_help_promises() {
        let t = text();
        for topic in [
            "Armies",
            "Plinths",
            "Deployment",
            "Fight",
            "Row filling",
            "Knight on a plinth",
            "en passant",
            "Promotion",
            "ambush",
            "stalemate",
            "fifty moves",
            "clock",
            "Mini-Shuuro",
            "No limits",
            "Scouts",
            "jungle",
            "King in the castle",
            "Serious business",
            "Handicap",
            "Time is of the essence",
        ] {
            assert!(t.contains(topic), "the rules page says nothing of {topic}");
        }
    }

    #[test]
    fn the_page_wraps_to_the_width_and_loses_no_word() {
        for w in [1u16, 10, 40, 76, 86] {
            let lines = page(w);
            let mut words = Vec::new();
            for l in &lines {
                if let PageLine::Text(t) = l {
                    assert!(t.chars().count() <= usize::from(w), "{t:?} at {w}");
                    words.extend(t.split_whitespace().map(str::to_string));
                }
            }
            if w >= 20 {
                let all: Vec<String> = RULES
                    .iter()
                    .flat_map(|s| s.paragraphs.iter())
                    .flat_map(|p| p.split_whitespace().map(str::to_string))
                    .collect();
                assert_eq!(words, all, "at width {w}");
            }
        }
        assert!(page(40).len() > page(86).len());
    }

    #[test]
    fn no_paragraph_carries_layout_of_its_own() {
        // The page is wrapped at draw time: a line break or a double space inside a
        // paragraph would show as a ragged line at some width.
        for s in RULES {
            for p in s.paragraphs {
                assert!(!p.contains('\n') && !p.contains("  "), "{p:?}");
            }
        }
    }
}
