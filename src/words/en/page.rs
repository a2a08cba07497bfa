//! The rules page in English: written from `RULES.md`; where the two rule texts disagree,
//! this follows the project's decision there.

use super::En;
use crate::words::page::{PageWords, Section};

impl PageWords for En {
    fn rules_page(&self) -> &'static [Section] {
        RULES
    }
}

/// The whole rules page, in reading order.
const RULES: &[Section] = &[
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
