//! The key-hint lines at the bottom of each screen, built from the keymap table: each
//! item names keys by (action, key) and shows the key only while the table binds it to
//! that action there, so a hint can never name a key that does something else.

use ratatui::crossterm::event::{KeyCode, KeyModifiers};

use crate::app::key::{Key, key_name};
use crate::app::keymap::{Action, Ctx, bindings_for};
use crate::rules::Role;
use crate::words::{Text, W};

/// Every hint line of the client.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hints {
    Start,
    Settings,
    Open,
    Handover,
    Armies,
    Sheet,
    SheetConfirm,
    Plinths,
    Dice,
    Stuck,
    /// The panel's line when the deployment can't go on.
    StuckPanel,
    Deploy,
    Fight,
    /// The fight on a terminal with room for every key.
    FightWide,
    Over,
    /// The game over box of a fight played out from practice (Enter goes back to it).
    OverPractice,
    TypePlacement,
    TypeMoveMini,
    TypeMove,
    Promotion,
    Confirm,
    /// An offer to the other player (only `y` and `n` answer it).
    Offer,
    Replay,
    /// The replay viewer once the game has an analysis (to write, not to start).
    ReplayAnalysed,
    PracticeSheet,
    PracticeBoard,
    HelpOverlay,
}

/// A key as a hint shows it: `key` for `action`.
#[derive(Clone, Copy, Debug)]
struct K(Action, Key);

/// How a group of keys is joined to the one before it.
#[derive(Clone, Copy, Debug)]
enum Join {
    /// First: nothing before it.
    None,
    /// " or "
    Or,
    /// " and "
    And,
    /// "+": the keys of one move (arrows+Enter).
    Plus,
    /// "-": a range (1-4).
    Dash,
}

/// One item: groups of keys (each after its joining word), then what they do.
struct Item {
    parts: &'static [(Join, &'static [K])],
    label: Option<Text>,
}

/// A key pressed alone, as a constant expression (so tables of them are `'static`).
macro_rules! code {
    ($c:expr) => {
        Key {
            code: $c,
            mods: KeyModifiers::NONE,
        }
    };
}
macro_rules! ch {
    ($c:expr) => {
        code!(KeyCode::Char($c))
    };
}
const UP: Key = code!(KeyCode::Up);
const DOWN: Key = code!(KeyCode::Down);
const LEFT: Key = code!(KeyCode::Left);
const RIGHT: Key = code!(KeyCode::Right);
const ENTER: Key = code!(KeyCode::Enter);
const ESC: Key = code!(KeyCode::Esc);

const MENU_KEYS: &[K] = &[
    K(Action::Up, UP),
    K(Action::Down, DOWN),
    K(Action::Down, ch!('j')),
    K(Action::Up, ch!('k')),
];
const UP_DOWN: &[K] = &[K(Action::Up, UP), K(Action::Down, DOWN)];
const CURSOR: &[K] = &[
    K(Action::Left, LEFT),
    K(Action::Down, DOWN),
    K(Action::Up, UP),
    K(Action::Right, RIGHT),
    K(Action::Left, ch!('h')),
    K(Action::Down, ch!('j')),
    K(Action::Up, ch!('k')),
    K(Action::Right, ch!('l')),
];
/// The cursor in deployment, where `k` chooses the King.
const ARROWS: &[K] = &[
    K(Action::Left, LEFT),
    K(Action::Down, DOWN),
    K(Action::Up, UP),
    K(Action::Right, RIGHT),
];
const COUNT: &[K] = &[
    K(Action::Dec, LEFT),
    K(Action::Inc, RIGHT),
    K(Action::Inc, ch!('+')),
    K(Action::Dec, ch!('-')),
];
const PIECES: &[K] = &[
    K(Action::NextPiece, code!(KeyCode::Tab)),
    K(Action::Pick(Role::King), ch!('K')),
    K(Action::Pick(Role::Queen), ch!('Q')),
    K(Action::Pick(Role::Rook), ch!('R')),
    K(Action::Pick(Role::Bishop), ch!('B')),
    K(Action::Pick(Role::Knight), ch!('N')),
    K(Action::Pick(Role::Pawn), ch!('P')),
];

/// An item of one key.
macro_rules! one {
    ($action:expr, $key:expr, $label:expr) => {
        Item {
            parts: &[(Join::None, &[K($action, $key)])],
            label: Some($label),
        }
    };
}

/// An item of a group of keys.
macro_rules! group {
    ($keys:expr, $label:expr) => {
        Item {
            parts: &[(Join::None, $keys)],
            label: $label,
        }
    };
}

/// An item that names no key (an example of what to type).
macro_rules! note {
    ($label:expr) => {
        Item {
            parts: &[],
            label: Some($label),
        }
    };
}

const HELP: Item = one!(Action::Help, ch!('?'), Text::HintHelp);
const CANCEL: Item = one!(Action::Back, ESC, Text::HintCancel);
const PLAY: Item = one!(Action::Activate, ENTER, Text::HintPlay);
const FLIP: Item = one!(Action::Flip, ch!('f'), Text::HintFlip);
const RESIGN: Item = one!(Action::Resign, ch!('R'), Text::HintResign);
const PUZZLES: Item = one!(Action::MakePuzzles, ch!('p'), Text::HintPuzzles);
/// The replay viewer's moves through the game (both of its lines).
const REPLAY_STEP: Item = Item {
    parts: &[(
        Join::None,
        &[K(Action::Left, LEFT), K(Action::Right, RIGHT)],
    )],
    label: Some(Text::HintStep),
};
const REPLAY_TEN: Item = Item {
    parts: &[(
        Join::None,
        &[
            K(Action::PageBack, code!(KeyCode::PageUp)),
            K(Action::PageFwd, code!(KeyCode::PageDown)),
        ],
    )],
    label: Some(Text::HintTen),
};
const REPLAY_PHASE: Item = Item {
    parts: &[
        (Join::None, &[K(Action::Phase(1), ch!('1'))]),
        (Join::Dash, &[K(Action::Phase(4), ch!('4'))]),
    ],
    label: Some(Text::HintPhase),
};
const DRAW: Item = one!(Action::OfferDraw, ch!('d'), Text::HintDraw);
const UNDO: Item = one!(Action::Takeback, ch!('u'), Text::HintTakeback);
const CLAIM: Item = one!(Action::ClaimDraw, ch!('c'), Text::HintClaim);
const MOVE: Item = Item {
    parts: &[
        (Join::None, CURSOR),
        (Join::Plus, &[K(Action::Activate, ENTER)]),
    ],
    label: Some(Text::HintClick),
};
const LEAVE: Item = one!(Action::Quit, ch!('q'), Text::HintLeave);
/// Leaving a screen that is no game (nothing to save).
const EXIT: Item = one!(Action::Quit, ch!('q'), Text::HintExit);
const REVIEW: Item = one!(Action::Review, ch!('r'), Text::HintReview);
const QUIT: Item = one!(Action::Quit, ch!('q'), Text::HintQuit);
const HIDE_BOX: Item = one!(Action::HideBox, ch!('v'), Text::HintHideBox);
const TYPE: Item = one!(Action::Type, ch!(':'), Text::HintType);

impl Hints {
    /// Where the keys are looked up (the practice table first on the practice screen).
    fn ctxs(self) -> &'static [Ctx] {
        match self {
            Hints::Start | Hints::Open => &[Ctx::Menu, Ctx::Global],
            Hints::Settings => &[Ctx::Settings, Ctx::Global],
            Hints::Handover | Hints::Armies => &[Ctx::Handover, Ctx::Global],
            Hints::Sheet => &[Ctx::Sheet, Ctx::Global],
            Hints::SheetConfirm => &[Ctx::SheetConfirm, Ctx::Global],
            Hints::Confirm => &[Ctx::Confirm, Ctx::Global],
            Hints::Offer => &[Ctx::Offer, Ctx::Global],
            Hints::Plinths => &[Ctx::Plinths, Ctx::Global],
            Hints::Dice => &[Ctx::Dice, Ctx::Global],
            Hints::Stuck | Hints::StuckPanel => &[Ctx::Stuck, Ctx::Global],
            Hints::Deploy => &[Ctx::Deploy, Ctx::Global],
            Hints::Fight | Hints::FightWide => &[Ctx::Fight, Ctx::Global],
            Hints::Over | Hints::OverPractice => &[Ctx::Over, Ctx::Global],
            Hints::TypePlacement | Hints::TypeMoveMini | Hints::TypeMove => &[Ctx::Text],
            Hints::Promotion => &[Ctx::Promotion],
            Hints::Replay | Hints::ReplayAnalysed => &[Ctx::Replay, Ctx::Global],
            Hints::PracticeSheet => &[Ctx::Practice, Ctx::Sheet, Ctx::Global],
            Hints::PracticeBoard => &[Ctx::Practice, Ctx::Deploy, Ctx::Global],
            Hints::HelpOverlay => &[Ctx::HelpOverlay, Ctx::Global],
        }
    }

    fn items(self) -> &'static [Item] {
        match self {
            Hints::Start => &[
                group!(MENU_KEYS, Some(Text::HintClickChoose)),
                one!(Action::Activate, ENTER, Text::HintGo),
                HELP,
                one!(Action::Quit, ch!('q'), Text::HintQuit),
            ],
            Hints::Settings => &[
                group!(UP_DOWN, Some(Text::HintChoose)),
                Item {
                    parts: &[(Join::None, &[K(Action::Dec, LEFT), K(Action::Inc, RIGHT)])],
                    label: Some(Text::HintChange),
                },
                one!(Action::Activate, ENTER, Text::HintStart),
                one!(Action::Back, ESC, Text::HintBack),
                HELP,
            ],
            Hints::Open => &[
                group!(UP_DOWN, Some(Text::HintChoose)),
                one!(Action::Activate, ENTER, Text::HintClickReplay),
                one!(Action::Type, ch!('o'), Text::HintTypeFileName),
                one!(Action::Quit, ch!('q'), Text::HintBack),
            ],
            Hints::Handover => &[one!(Action::Activate, ENTER, Text::HintReady), LEAVE, HELP],
            Hints::Armies => &[one!(Action::Activate, ENTER, Text::HintContinue), HELP],
            Hints::Sheet => &[
                group!(UP_DOWN, Some(Text::HintPiece)),
                group!(COUNT, Some(Text::HintCount)),
                one!(Action::Example, ch!('e'), Text::HintExampleArmy),
                one!(Action::Clear, ch!('x'), Text::HintClear),
                one!(Action::Takeback, ch!('u'), Text::HintUndo),
                one!(Action::Activate, ENTER, Text::HintConfirm),
                HELP,
            ],
            Hints::SheetConfirm => &[
                one!(Action::Yes, ch!('y'), Text::HintSeal),
                Item {
                    parts: &[
                        (Join::None, &[K(Action::No, ESC)]),
                        (Join::Or, &[K(Action::No, ch!('n'))]),
                    ],
                    label: Some(Text::HintBackToSheet),
                },
            ],
            Hints::Plinths => &[
                one!(Action::Roll, ENTER, Text::HintRoll),
                one!(Action::RollAll, ch!('a'), Text::HintRollAll),
                LEAVE,
                HELP,
            ],
            Hints::Dice => &[one!(Action::Roll, ENTER, Text::HintRollDice), LEAVE, HELP],
            Hints::Stuck => &[RESIGN, DRAW, LEAVE, HELP],
            Hints::StuckPanel => &[
                RESIGN,
                DRAW,
                one!(Action::Quit, ch!('q'), Text::HintLeaveSaved),
            ],
            Hints::Deploy => &[
                group!(ARROWS, Some(Text::HintCursor)),
                one!(Action::Activate, ENTER, Text::HintPlace),
                group!(PIECES, Some(Text::HintPiece)),
                TYPE,
                one!(
                    Action::Quit,
                    Key {
                        code: KeyCode::Char('q'),
                        mods: KeyModifiers::CONTROL,
                    },
                    Text::HintLeave
                ),
                HELP,
            ],
            // How to leave matters more than claiming a draw, which the status line offers
            // when there is one to claim.
            Hints::Fight => &[MOVE, TYPE, UNDO, DRAW, RESIGN, LEAVE, HELP],
            Hints::FightWide => &[
                MOVE,
                TYPE,
                FLIP,
                UNDO,
                DRAW,
                CLAIM,
                RESIGN,
                one!(Action::SaveAs, ch!('s'), Text::HintSave),
                LEAVE,
                HELP,
            ],
            Hints::Over => &[
                one!(Action::Rematch, ch!('n'), Text::HintRematch),
                REVIEW,
                one!(Action::Menu, ENTER, Text::HintMenu),
                QUIT,
                HIDE_BOX,
                HELP,
            ],
            Hints::OverPractice => &[
                REVIEW,
                one!(Action::Menu, ENTER, Text::HintPractice),
                QUIT,
                HIDE_BOX,
                HELP,
            ],
            Hints::TypePlacement => &[
                one!(Action::Activate, ENTER, Text::HintPlace),
                CANCEL,
                note!(Text::NoteTypePlacement),
            ],
            Hints::TypeMoveMini => &[PLAY, CANCEL, note!(Text::NoteTypeMoveMini)],
            Hints::TypeMove => &[PLAY, CANCEL, note!(Text::NoteTypeMove)],
            Hints::Promotion => &[
                Item {
                    parts: &[
                        (
                            Join::None,
                            &[
                                K(Action::Pick(Role::Queen), ch!('Q')),
                                K(Action::Pick(Role::Rook), ch!('R')),
                                K(Action::Pick(Role::Bishop), ch!('B')),
                                K(Action::Pick(Role::Knight), ch!('N')),
                            ],
                        ),
                        (Join::Or, &[K(Action::Left, LEFT), K(Action::Right, RIGHT)]),
                        (Join::And, &[K(Action::Activate, ENTER)]),
                    ],
                    label: Some(Text::HintClickChoose),
                },
                one!(Action::Back, ESC, Text::HintBackToSquare),
            ],
            Hints::Confirm => &[
                one!(Action::Yes, ch!('y'), Text::HintYes),
                Item {
                    parts: &[
                        (Join::None, &[K(Action::No, ch!('n'))]),
                        (Join::Or, &[K(Action::No, ESC)]),
                    ],
                    label: Some(Text::HintNo),
                },
            ],
            Hints::Offer => &[
                one!(Action::Yes, ch!('y'), Text::HintAccept),
                one!(Action::No, ch!('n'), Text::HintDecline),
                note!(Text::HintOtherAnswers),
            ],
            Hints::Replay => &[
                REPLAY_STEP,
                REPLAY_TEN,
                REPLAY_PHASE,
                one!(Action::Analyse, ch!('a'), Text::HintAnalyse),
                PUZZLES,
                FLIP,
                EXIT,
                HELP,
            ],
            Hints::ReplayAnalysed => &[
                REPLAY_STEP,
                REPLAY_TEN,
                REPLAY_PHASE,
                one!(Action::WriteAnalysis, ch!('w'), Text::HintWrite),
                PUZZLES,
                FLIP,
                EXIT,
                HELP,
            ],
            Hints::PracticeSheet => &[
                group!(UP_DOWN, Some(Text::HintPiece)),
                group!(COUNT, Some(Text::HintCount)),
                one!(Action::Example, ch!('e'), Text::HintExample),
                one!(Action::Takeback, ch!('u'), Text::HintUndo),
                one!(Action::Activate, ENTER, Text::HintDeployIt),
                LEAVE,
                HELP,
            ],
            Hints::PracticeBoard => &[
                group!(ARROWS, None),
                one!(Action::Activate, ENTER, Text::HintPlace),
                one!(Action::NextPiece, code!(KeyCode::Tab), Text::HintPiece),
                TYPE,
                one!(Action::Restart, ch!('r'), Text::HintRestart),
                one!(Action::SaveAs, ch!('s'), Text::HintSave),
                one!(Action::Quit, ESC, Text::HintExit),
                HELP,
            ],
            Hints::HelpOverlay => &[
                one!(Action::Rules, ch!('r'), Text::HintRules),
                Item {
                    parts: &[
                        (Join::None, &[K(Action::Help, ch!('?'))]),
                        (Join::Or, &[K(Action::Back, ESC)]),
                    ],
                    label: Some(Text::HintCloseHelp),
                },
            ],
        }
    }
}

/// Whether `key` does `action` on a screen that looks keys up in `ctxs` (in order).
fn bound(ctxs: &[Ctx], action: Action, key: Key) -> bool {
    ctxs.iter()
        .find_map(|&ctx| {
            bindings_for(ctx)
                .find(|b| b.keys.contains(&key))
                .map(|b| b.action)
        })
        .is_some_and(|a| a == action)
}

/// The hint line in `w`'s words, from the keymap table.
pub fn line(w: W, h: Hints) -> String {
    let ctxs = h.ctxs();
    let mut out: Vec<String> = Vec::new();
    for item in h.items() {
        let mut text = String::new();
        for (join, keys) in item.parts {
            let keys: Vec<Key> = keys
                .iter()
                .filter(|k| bound(ctxs, k.0, k.1))
                .map(|k| k.1)
                .collect();
            if keys.is_empty() {
                continue;
            }
            if !text.is_empty() {
                text.push_str(match join {
                    Join::None => "",
                    Join::Or => w.text(Text::Or),
                    Join::And => w.text(Text::And),
                    Join::Plus => "+",
                    Join::Dash => "-",
                });
            }
            text.push_str(&compact(w, &keys, "/"));
        }
        let has_keys = !text.is_empty();
        let label = item.label.map(|t| w.text(t)).unwrap_or_default();
        if has_keys && !label.is_empty() {
            text.push(' ');
        }
        if has_keys || item.parts.is_empty() {
            text.push_str(label);
            out.push(text);
        }
    }
    out.join("  ")
}

/// The keys of `actions` in `ctx`, as the help overlay shows a group ("arrows hjkl").
pub fn keys_label(w: W, ctx: Ctx, actions: &[Action]) -> String {
    let mut arrows = Vec::new();
    let mut others = Vec::new();
    for b in bindings_for(ctx).filter(|b| actions.contains(&b.action)) {
        for &k in b.keys {
            if glyph(k).is_some() {
                arrows.push(k);
            } else {
                others.push(k);
            }
        }
    }
    others.sort_by_key(|k| match k.code {
        KeyCode::Char(c) => c,
        _ => '\u{10ffff}',
    });
    arrows.extend(others);
    compact(w, &arrows, " ")
}

/// Keys written short: arrows as arrows ("arrows" for all four), letters run together,
/// other keys by name; runs of different kinds apart by `sep`.
fn compact(w: W, keys: &[Key], sep: &str) -> String {
    #[derive(PartialEq)]
    enum Kind {
        Arrow,
        Char,
        Named,
    }
    let all_arrows = [KeyCode::Up, KeyCode::Down, KeyCode::Left, KeyCode::Right]
        .iter()
        .all(|c| keys.iter().any(|k| k.code == *c && k.mods.is_empty()));
    let mut out = String::new();
    let mut last: Option<Kind> = None;
    for &k in keys {
        let (kind, text) = match (glyph(k), k.code) {
            (Some(_), _) if all_arrows => {
                if last == Some(Kind::Arrow) {
                    continue;
                }
                (Kind::Arrow, w.text(Text::Arrows).to_string())
            }
            (Some(g), _) => (Kind::Arrow, g.to_string()),
            (None, KeyCode::Char(c)) if c != ' ' && k.mods.is_empty() => {
                (Kind::Char, c.to_string())
            }
            _ => (Kind::Named, key_name(k)),
        };
        let joined = matches!(
            (&last, &kind),
            (Some(Kind::Char), Kind::Char) | (Some(Kind::Arrow), Kind::Arrow)
        );
        if last.is_some() && !joined {
            out.push_str(sep);
        }
        out.push_str(&text);
        last = Some(kind);
    }
    out
}

fn glyph(k: Key) -> Option<char> {
    if !k.mods.is_empty() {
        return None;
    }
    match k.code {
        KeyCode::Up => Some('↑'),
        KeyCode::Down => Some('↓'),
        KeyCode::Left => Some('←'),
        KeyCode::Right => Some('→'),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::words::en;

    const ALL: [Hints; 27] = [
        Hints::Start,
        Hints::Settings,
        Hints::Open,
        Hints::Handover,
        Hints::Armies,
        Hints::Sheet,
        Hints::SheetConfirm,
        Hints::Plinths,
        Hints::Dice,
        Hints::Stuck,
        Hints::StuckPanel,
        Hints::Deploy,
        Hints::Fight,
        Hints::FightWide,
        Hints::Over,
        Hints::OverPractice,
        Hints::TypePlacement,
        Hints::TypeMoveMini,
        Hints::TypeMove,
        Hints::Promotion,
        Hints::Confirm,
        Hints::Offer,
        Hints::Replay,
        Hints::ReplayAnalysed,
        Hints::PracticeSheet,
        Hints::PracticeBoard,
        Hints::HelpOverlay,
    ];

    #[test]
    fn every_key_a_hint_names_does_what_the_hint_says() {
        for h in ALL {
            for item in h.items() {
                for (_, keys) in item.parts {
                    for k in *keys {
                        assert!(
                            bound(h.ctxs(), k.0, k.1),
                            "{h:?}: {:?} is not {:?}",
                            k.1,
                            k.0
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn hint_lines_read_as_before() {
        assert_eq!(
            line(en(), Hints::Start),
            "↑↓/jk or click choose  Enter go  ? help  q quit"
        );
        assert_eq!(
            line(en(), Hints::Deploy),
            "arrows cursor  Enter place  Tab/KQRBNP piece  : type  Ctrl-Q leave  ? help"
        );
        assert_eq!(
            line(en(), Hints::Fight),
            "arrows/hjkl+Enter or click  : type  u undo  d draw  R resign  q leave  ? help"
        );
        assert_eq!(
            line(en(), Hints::Sheet),
            "↑↓ piece  ←→/+- count  e example army  x clear  u undo  Enter confirm  ? help"
        );
        assert_eq!(
            line(en(), Hints::HelpOverlay),
            "r the rules of Shuuro  ? or Esc closes this help"
        );
        assert_eq!(
            line(en(), Hints::Replay),
            "←→ step  PgUp/PgDn ±10  1-4 phase  a analyse  p puzzles  f flip  q leave  ? help"
        );
        assert_eq!(
            line(en(), Hints::ReplayAnalysed),
            "←→ step  PgUp/PgDn ±10  1-4 phase  w write  p puzzles  f flip  q leave  ? help"
        );
    }

    #[test]
    fn the_narrow_lines_fit_80_columns() {
        for lang in crate::prefs::Lang::ALL {
            let w = crate::words::of(lang);
            for h in ALL {
                if h != Hints::FightWide {
                    let l = line(w, h);
                    assert!(super::super::columns(&l) <= 80, "{lang:?} {h:?}: {l}");
                }
            }
        }
    }
}
