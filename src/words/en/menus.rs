//! The menus and the fixed words in English.

use crate::app::settings::{Field, Opponent, RosterChoice, Settings};
use crate::app::{LinePurpose, MenuItem, SaveAbout, SaveSummary, Vs};
use crate::engine::Level;
use crate::prefs::{Lang, Pieces};
use crate::rules::{BoardSize, Side};

use super::En;
use crate::words::menus::MenuWords;
use crate::words::notices::NoticeWords;
use crate::words::{RulesWords, Text};

impl MenuWords for En {
    fn text(&self, t: Text) -> &'static str {
        match t {
            Text::StartTitle => "Shuuro: buy an army, roll the plinths, deploy, fight",
            Text::SettingsTitle => "New game: choose the variants",
            Text::OpenTitle => "Replay a saved game",
            Text::SavedGames => "Saved games, newest first:",
            Text::On => "on",
            Text::Off => "off",
            Text::NoName => "(none)",
            Text::NoClock => "off",
            Text::TooSmall => "Terminal too small",
            Text::Message => "Message",
            Text::HintChoose => "choose",
            Text::HintClickChoose => "or click choose",
            Text::HintGo => "go",
            Text::HintHelp => "help",
            Text::HintQuit => "quit",
            Text::HintChange => "change",
            Text::HintStart => "start",
            Text::HintBack => "back",
            Text::HintClickReplay => "or click replay",
            Text::HintTypeFileName => "type a file name",
            Text::HintReady => "ready",
            Text::HintLeave => "leave",
            Text::HintExit => "leave",
            Text::HintContinue => "continue",
            Text::HintPiece => "piece",
            Text::HintCount => "count",
            Text::HintExampleArmy => "example army",
            Text::HintExample => "example",
            Text::HintClear => "clear",
            Text::HintUndo => "undo",
            Text::HintTakeback => "undo",
            Text::HintConfirm => "confirm",
            Text::HintSeal => "seal this army",
            Text::HintBackToSheet => "go back to the sheet",
            Text::HintRoll => "roll",
            Text::HintRollAll => "roll all",
            Text::HintRollDice => "roll the dice",
            Text::HintResign => "resign",
            Text::HintDraw => "draw",
            Text::HintLeaveSaved => "leave (saved)",
            Text::HintCursor => "cursor",
            Text::HintPlace => "place",
            Text::HintType => "type",
            Text::HintFlip => "flip",
            Text::HintClaim => "claim",
            Text::HintSave => "save",
            Text::HintRematch => "rematch",
            Text::HintReview => "review",
            Text::HintMenu => "menu",
            Text::HintHideBox => "hide/show the box",
            Text::HintPractice => "practice",
            Text::HintCancel => "cancel",
            Text::HintPlay => "play",
            Text::HintClick => "or click",
            Text::HintBackToSquare => "back to the square",
            Text::HintYes => "yes",
            Text::HintNo => "no",
            Text::HintAccept => "accept",
            Text::HintDecline => "decline",
            Text::HintOtherAnswers => "(the other player answers)",
            Text::HintStep => "step",
            Text::HintTen => "±10",
            Text::HintPhase => "phase",
            Text::HintAnalyse => "analyse",
            Text::HintPuzzles => "puzzles",
            Text::HintWrite => "write",
            Text::HintDeployIt => "deploy it",
            Text::HintRestart => "restart",
            Text::HintRules => "the rules of Shuuro",
            Text::HintCloseHelp => "closes this help",
            Text::HelpCursor => "move the cursor",
            Text::HelpPieces => "choose that piece",
            Text::HelpPiecesSmall => "choose that piece (small letters too)",
            Text::HelpPiecesSmallButA => "choose that piece (small letters too, but not a)",
            Text::HelpKeys => "Keys",
            Text::HelpKeysMore => "Keys (continued)",
            Text::RulesTitle => "Rules of Shuuro",
            Text::MoreAbove => "more above",
            Text::MoreBelow => "more below",
            Text::HintLine => "line",
            Text::HintPage => "page",
            Text::HintKeys => "keys",
            Text::HintClose => "close",
            Text::NoteTypePlacement => "(Q@e1 or Qe1)",
            Text::NoteTypeMoveMini => "(e2e4, Nf3, exd5, b6=Q)",
            Text::NoteTypeMove => "(e2e4, Nf3, exd5, b12=Q)",
            Text::HandoverTitle => "Hand over",
            Text::ArmiesForming => "The armies are being formed.",
            Text::PlinthRolls => "Plinth rolls",
            Text::RollsTwoDice => "Enter rolls two dice: column, then row.",
            Text::RollsAll => "a rolls all the rest.",
            Text::WhoDeploysFirst => "Who deploys first",
            Text::WhoMovesFirst => "Who moves first",
            Text::LowestDeploysFirst => {
                "Each player rolls a die: the lowest deploys first. Enter rolls."
            }
            Text::HighestMovesFirst => {
                "Each player rolls a die: the highest moves first. Enter rolls."
            }
            Text::TieAgain => "tie, again",
            Text::StuckHeading => "The deployment can't go on:",
            Text::NoPieceCanBePlaced => "No piece can be placed",
            Text::ChoosePieceKeys => "Tab or K Q R B N P: choose a piece",
            Text::PlaceKeys => "Enter or click: place it",
            Text::StartPlacing => "Enter: start placing",
            Text::LiveClocks => "Clocks and hint: the live game (] returns)",
            Text::ComputerPlacing => "The computer is placing...",
            Text::HintThinking => "Hint: the engine is thinking...",
            Text::HintHeading => "Hint: ",
            Text::Lost => "lost: ",
            Text::NoMovePlayed => "No move was played",
            Text::Moves => "Moves",
            Text::TypedMove => "Move: ",
            Text::TypedPlacement => "Placement: ",
            Text::PromoteTo => "Promote to: ",
            Text::GameOver => "Game over",
            Text::SheetPiece => "Piece",
            Text::SheetCost => "Cost",
            Text::SheetCount => "Count",
            Text::SheetMax => "Max",
            Text::SheetFixed => "fixed",
            Text::SheetArmy => "Army: ",
            Text::SheetValid => "✓ valid: Enter confirms this army",
            Text::SheetDone => "[ Done: seal this army ]",
            Text::AllPlaced => "(all placed)",
            Text::PracticeSheetTitle => "Deployment practice: the army to deploy",
            Text::PracticeStuckKeys => "r restarts, q leaves",
            Text::Placed => "Placed",
            Text::CoachIfNow => "If the fight started now",
            Text::CoachOnlyBlue => "only Blue deploys here: practice --both sets up Red too",
            Text::CoachThinking => "the engine is thinking...",
            Text::CoachNotEvaluated => "not evaluated",
            Text::CoachLooking => "The engine is looking at the board...",
            Text::InDanger => "In danger",
            Text::Nothing => "nothing",
            Text::OpenLines => "Open lines to the King",
            Text::NoKingYet => "no King on the board yet",
            Text::Ambush => "Ambush",
            Text::NoKingAttacked => "no King is attacked",
            Text::KnightsOnPlinths => "Knights on plinths",
            Text::NoneOfThem => "none",
            Text::NotYetChosen => "not yet chosen",
            Text::EvalGraph => "Evaluation (Blue up)",
            Text::EvalNone => "Evaluation: none yet",
            Text::Mate => "mate",
            Text::Eval => "Eval ",
            Text::Best => "best ",
            Text::PvLine => "line",
            Text::Arrows => "arrows",
            Text::Or => " or ",
            Text::And => " and ",
            Text::TrainerListTitle => "Choose the puzzles to train",
            Text::TrainerAllThemes => "all themes",
            Text::TrainerYourMove => "Your move.",
            Text::TrainerRight => "Right! The reply comes...",
            Text::TrainerPast => "Past attempts (+ solved, - failed)",
            Text::TrainerPickPlay => "pick/play",
            Text::TrainerHint => "hint",
            Text::TrainerSolution => "solution",
            Text::TrainerRetry => "retry",
            Text::TrainerNext => "next",
            Text::TrainerThemes => "themes",
            Text::TrainerChoose => "choose",
            Text::TrainerDrop => "drop",
            Text::TrainerListChoose => "choose",
            Text::TrainerListTrain => "train",
            Text::TrainerListClose => "close",
        }
    }

    fn menu_item(&self, m: MenuItem) -> &'static str {
        match m {
            MenuItem::NewGame => "New game (two players, one keyboard)",
            MenuItem::NewComputerGame => "New game against the computer",
            MenuItem::NewMini => "New Mini-Shuuro game (6×6, quick)",
            MenuItem::Variants => "New game with variants...",
            MenuItem::Resume => "Resume the last unfinished game",
            MenuItem::Replay => "Replay a saved game...",
            MenuItem::Practice => "Practise deployment",
            MenuItem::Puzzles => "Puzzles: tactics and deployment",
            MenuItem::MyMistakes => "My mistakes: puzzles from your games",
            MenuItem::Help => "Help: rules and keys",
            MenuItem::Quit => "Quit",
        }
    }

    fn field(&self, f: Field) -> &'static str {
        match f {
            Field::Board => "Board",
            Field::Fairy => "Fairy pieces",
            Field::Roster => "Roster",
            Field::NoLimits => "No limits",
            Field::BluePoints => "Blue's points",
            Field::RedPoints => "Red's points",
            Field::Plinths => "Plinths per quadrant",
            Field::KingAnywhere => "King in the castle",
            Field::Scouts => "Scouts",
            Field::Serious => "Serious business",
            Field::Clock => "Clock",
            Field::Opponent => "Opponent",
            Field::Level => "Computer level",
            Field::Think => "Computer thinks",
            Field::Threads => "Search threads",
            Field::Hints => "Two-player hints",
            Field::Pieces => "Pieces",
            Field::Colours => "Colours",
            Field::AutoFlip => "Auto-flip",
            Field::Language => "Language",
            Field::BlueName => "Blue's name",
            Field::RedName => "Red's name",
            Field::SaveDefaults => "Save these as my defaults",
            Field::Start => "Start the game",
        }
    }

    fn field_explain(&self, f: Field) -> &'static str {
        match f {
            Field::Board => "Shuuro 12×12 (800 points), 8×8 (350) or Mini-Shuuro 6×6 (200)",
            Field::Fairy => "lishuuro's Chancellor, Archbishop and Giraffe, with more points",
            Field::Roster => "piece costs and maxima: the rulebook's or the tabletop mod's",
            Field::NoLimits => "no maximum per piece type (one King; the army size stays)",
            Field::BluePoints | Field::RedPoints => {
                "points to spend; different budgets make a handicap"
            }
            Field::Plinths => "\"It's a jungle out here!\": more plinths per quadrant",
            Field::KingAnywhere => "the King may be deployed on any square of row 1",
            Field::Scouts => "plinths are rolled first: armies are bought seeing the board",
            Field::Serious => "no dice: more pieces deploys first, first done moves first",
            Field::Clock => "\"Time is of the essence\": minutes + seconds added per move",
            Field::Opponent => "a second player on this keyboard, or the computer",
            Field::Level => {
                "1 suits a beginner, each level up plays stronger, 8 is the full engine"
            }
            Field::Think => "how long the computer thinks per move",
            Field::Threads => "cores the computer, hints, coach and analysis search with",
            Field::Hints => {
                "the engine's move on request in two-player games too (as play --hints)"
            }
            Field::Pieces => "pieces as letters, chess symbols, or plain ASCII throughout",
            Field::Colours => "colours on the board (NO_COLOR in the environment wins)",
            Field::AutoFlip => "the board turns to the player to move in two-player games",
            Field::Language => "the language of the interface: English or Japanese",
            Field::BlueName | Field::RedName => {
                "Enter types the name written into new games (1 to 20 characters)"
            }
            Field::SaveDefaults => {
                "Enter keeps display, flip, clock, think time, level, threads, names, language"
            }
            Field::Start => "Enter starts the game with these settings",
        }
    }

    fn field_value(&self, s: &Settings, f: Field) -> String {
        let yes = |b: bool| self.text(if b { Text::On } else { Text::Off }).to_string();
        match f {
            Field::Board => match s.board {
                BoardSize::Twelve => "Shuuro 12×12",
                BoardSize::Eight => "Shuuro 8×8",
                BoardSize::Six => "Mini-Shuuro 6×6",
            }
            .into(),
            Field::Fairy => yes(s.fairy),
            Field::Roster => match &s.roster {
                RosterChoice::Custom(r) => r.name.clone(),
                RosterChoice::Builtin(n) if !s.board_roster() => (*n).into(),
                RosterChoice::Builtin(_) => s.roster().name,
            },
            Field::NoLimits => yes(s.no_limits),
            Field::BluePoints => s.budget().blue.to_string(),
            Field::RedPoints => s.budget().red.to_string(),
            Field::Plinths => s.plinths_per_quadrant.to_string(),
            Field::KingAnywhere => yes(s.king_anywhere),
            Field::Scouts => yes(s.scouts),
            Field::Serious => yes(s.serious),
            Field::Clock => match s.clock {
                None => self.text(Text::NoClock).into(),
                Some(c) => c.to_string(),
            },
            Field::Opponent => match s.opponent {
                Opponent::Human => "a player on this keyboard".into(),
                Opponent::Computer => format!("the computer plays {}", self.side(s.computer.side)),
            },
            Field::Level => match s.computer.level() {
                Level::MIN => format!("{} (the weakest)", Level::MIN),
                Level::MAX => format!("{} (the full engine)", Level::MAX),
                l => l.to_string(),
            },
            Field::Think => format!("{:.1} s", s.computer.think.as_secs_f64()),
            Field::Threads => match s.threads {
                None => format!("every core but one ({})", s.threads()),
                Some(n) if n as usize > s.threads() => {
                    format!("{n} ({} here: the cores)", s.threads())
                }
                Some(n) => n.to_string(),
            },
            Field::Hints => yes(s.hints),
            Field::Pieces => match s.pieces {
                Pieces::Letters => "letters",
                Pieces::Unicode => "unicode",
                Pieces::Ascii => "ascii",
            }
            .into(),
            Field::Colours => yes(s.color),
            Field::AutoFlip => yes(s.auto_flip),
            Field::Language => match s.lang {
                Lang::En => "English",
                Lang::Ja => "Japanese",
            }
            .into(),
            Field::BlueName | Field::RedName => match s.name(f) {
                Some(n) => n.to_string(),
                None => self.text(Text::NoName).into(),
            },
            Field::SaveDefaults | Field::Start => String::new(),
        }
    }

    fn new_game(&self, s: &Settings) -> [String; 2] {
        let b = s.budget();
        let opponent = match s.against_computer() {
            None => "two players".to_string(),
            Some(c) => format!(
                "the computer plays {} at level {}",
                self.side(c.side),
                c.level()
            ),
        };
        let points = if b.blue == b.red {
            format!("{} points", b.blue)
        } else {
            format!("{} / {} points", b.blue, b.red)
        };
        [
            format!("New game: {}, {points},", self.field_value(s, Field::Board)),
            format!(
                "          clock {}, {opponent}",
                self.field_value(s, Field::Clock)
            ),
        ]
    }

    fn no_saves(&self, key: &str) -> String {
        format!("  (none yet: press {key} to type a file name)")
    }

    fn save_about(&self, a: &SaveAbout) -> String {
        match a {
            SaveAbout::Game(s) => self.save_summary(s),
            SaveAbout::Unreadable(u @ crate::app::Unreadable::Layout) => {
                format!("{} (shuuro practice --layout)", self.unreadable(u))
            }
            SaveAbout::Unreadable(u) => format!("can't be read: {}", self.unreadable(u)),
        }
    }

    fn save_summary(&self, s: &SaveSummary) -> String {
        let vs = match &s.vs {
            Vs::Computer => "vs computer, ".to_string(),
            Vs::Named(b, r) => format!("{b} v {r}, "),
            Vs::Unnamed => String::new(),
        };
        let mut parts = vec![match s.board {
            BoardSize::Six => "Mini 6×6".to_string(),
            BoardSize::Eight => "8×8".to_string(),
            BoardSize::Twelve => "12×12".to_string(),
        }];
        if s.fairy {
            parts.push("Fairy".into());
        }
        if s.scouts {
            parts.push("Scouts".into());
        }
        if s.plinths_per_quadrant != 2 {
            parts.push(format!("jungle {}", s.plinths_per_quadrant));
        }
        if s.king_anywhere {
            parts.push("King in the castle".into());
        }
        if s.serious {
            parts.push("Serious".into());
        }
        if let Some(c) = s.clock {
            parts.push(format!("clock {c}"));
        }
        parts.push(self.progress(s.progress));
        format!("{vs}{}", parts.join(", "))
    }

    fn too_small(&self, need: (u16, u16), have: (u16, u16), quit: &str) -> [String; 3] {
        [
            format!("need {}×{}", need.0, need.1),
            format!("have {}×{}", have.0, have.1),
            format!("{quit} quits"),
        ]
    }

    fn typing_name(&self, side: Side, enter: &str, esc: &str) -> String {
        format!(
            "Type {}'s name ({enter} keeps it, empty for none; {esc} cancels)",
            self.side(side)
        )
    }

    fn line_label(&self, purpose: LinePurpose) -> (&'static str, &'static str) {
        match purpose {
            LinePurpose::PlayerName(_) => ("Name", "keeps it"),
            LinePurpose::SaveAs => ("Save the game as", "saves"),
            LinePurpose::SaveLayout => ("Save the layout as", "saves"),
            LinePurpose::OpenReplay => ("Open the record", "opens"),
            LinePurpose::Board => ("Type", "enters"),
        }
    }

    fn line_keys(&self, enter: &str, does: &str, esc: &str) -> String {
        format!("  ({enter} {does}, {esc} cancels)")
    }

    fn line_path(&self, opens: bool, path: &std::path::Path) -> String {
        format!(
            "{} {}",
            if opens { "opens" } else { "writes" },
            path.display()
        )
    }
}
