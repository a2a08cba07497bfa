//! The variants chosen before a game (the settings screen and the `play` flags), and the
//! [`Rules`] they make.

use std::time::Duration;

use super::computer::Computer;
use crate::engine::Level;
use crate::prefs::{Lang, Pieces, Prefs};
use crate::rules::game::{ClockRules, Rules};
use crate::rules::roster::Roster;
use crate::rules::{BoardSize, BySide, Role, Side};

/// Which roster the armies are bought from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RosterChoice {
    /// A roster shipped with the game: `standard`, `tabletop` (ignored on the other
    /// boards and in a fairy game, which use their own: [`Roster::for_board`]).
    Builtin(&'static str),
    /// A roster read from a file.
    Custom(Roster),
}

/// Who sits on the other side of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// A second player on this keyboard.
    Human,
    /// The computer of [`Settings::computer`].
    Computer,
}

/// Every choice made before a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// 12×12, lishuuro's 8×8 or Mini-Shuuro's 6×6.
    pub board: BoardSize,
    /// lishuuro's fairy pieces (Chancellor, Archbishop, Giraffe) in the roster.
    pub fairy: bool,
    pub roster: RosterChoice,
    /// No per-type maximum except the single King.
    pub no_limits: bool,
    /// Each side's points; `None` = the roster's points for both.
    pub budget: Option<BySide<u32>>,
    pub plinths_per_quadrant: u32,
    pub king_anywhere: bool,
    pub scouts: bool,
    pub serious: bool,
    /// A clock for the fight (`None`: none).
    pub clock: Option<ClockRules>,
    pub opponent: Opponent,
    /// The computer a game against it is played against (its side, think time and
    /// style), kept while the opponent is a person.
    pub computer: Computer,
    /// Search threads for the computer, hints, the coach and the analysis; `None`: every
    /// core but one (see [`Settings::threads`]).
    pub threads: Option<u32>,
    /// The cores the machine offers (the runtime tells, [`super::Options::cores`]).
    pub cores: usize,
    /// Seed of the dice (and the computer's choices).
    pub seed: u64,
    /// How pieces are drawn.
    pub pieces: Pieces,
    /// Colours wanted (`NO_COLOR` still turns them off).
    pub color: bool,
    /// The board turns to the side to move in hot-seat games.
    pub auto_flip: bool,
    /// The players' names, written into the record.
    pub players: BySide<Option<String>>,
    /// Hints in a two-player game (`play --hints`; against the computer they are always
    /// on). Saved in the record, so a resumed game keeps them.
    pub hints: bool,
    /// The puzzle trainer shows each puzzle's themes before it is solved (from the
    /// settings file; not a field of the settings screen).
    pub show_themes: bool,
    /// The language the interface speaks now.
    pub lang: Lang,
    /// The language the settings file names (`None`: none, the locale's is used); what
    /// "save as my defaults" writes.
    pub language: Option<Lang>,
    /// The settings file's `[keys]`, as written (the app builds its keys from them; saving
    /// the settings writes them back).
    pub keys: crate::prefs::KeyFile,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            board: BoardSize::Twelve,
            fairy: false,
            roster: RosterChoice::Builtin("standard"),
            no_limits: false,
            budget: None,
            plinths_per_quadrant: 2,
            king_anywhere: false,
            scouts: false,
            serious: false,
            clock: None,
            opponent: Opponent::Human,
            computer: Computer::default(),
            threads: None,
            cores: 1,
            seed: 0,
            pieces: Pieces::Letters,
            color: true,
            auto_flip: false,
            players: BySide::default(),
            hints: false,
            show_themes: false,
            lang: Lang::En,
            language: None,
            keys: crate::prefs::KeyFile::default(),
        }
    }
}

/// A roster shipped with the game (they are compiled in, so they are always there).
fn builtin(name: &str) -> Roster {
    Roster::builtin(name)
        .or_else(|| Roster::builtin("standard"))
        .expect("the standard roster is built in")
}

/// Clock choices offered on the settings screen.
pub const CLOCKS: [Option<ClockRules>; 11] = [
    None,
    Some(ClockRules {
        initial_ms: 15_000,
        increment_ms: 0,
    }),
    Some(ClockRules {
        initial_ms: 30_000,
        increment_ms: 0,
    }),
    Some(ClockRules {
        initial_ms: 45_000,
        increment_ms: 0,
    }),
    Some(ClockRules {
        initial_ms: 30_000,
        increment_ms: 1_000,
    }),
    Some(ClockRules::new(1, 0)),
    Some(ClockRules::new(3, 2)),
    Some(ClockRules::new(5, 3)),
    Some(ClockRules::new(10, 5)),
    Some(ClockRules::new(15, 10)),
    Some(ClockRules::new(30, 20)),
];

/// Thinking times offered on the settings screen, in milliseconds.
pub const THINK_MS: [u64; 6] = [200, 500, 1000, 2000, 5000, 10000];

// The settings file and the engine take the same most threads, and the same levels.
const _: () = assert!(crate::prefs::MAX_THREADS as usize == crate::engine::search::MAX_THREADS);
const _: () = assert!(crate::prefs::MAX_LEVEL == Level::MAX.get() && Level::MIN.get() == 1);

/// The lines of the settings screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    Board,
    /// lishuuro's fairy pieces.
    Fairy,
    Roster,
    NoLimits,
    BluePoints,
    RedPoints,
    Plinths,
    KingAnywhere,
    Scouts,
    Serious,
    Clock,
    Opponent,
    /// The computer's level, 1 to 8.
    Level,
    Think,
    /// Search threads (every core but one, or a number up to the cores).
    Threads,
    /// Hints (`H`) in two-player games too.
    Hints,
    Pieces,
    Colours,
    AutoFlip,
    /// The language of the interface.
    Language,
    /// A player's name, typed in place (Enter opens it).
    BlueName,
    RedName,
    SaveDefaults,
    Start,
}

impl Field {
    pub const ALL: [Field; 24] = [
        Field::Board,
        Field::Fairy,
        Field::Roster,
        Field::NoLimits,
        Field::BluePoints,
        Field::RedPoints,
        Field::Plinths,
        Field::KingAnywhere,
        Field::Scouts,
        Field::Serious,
        Field::Clock,
        Field::Opponent,
        Field::Level,
        Field::Think,
        Field::Threads,
        Field::Hints,
        Field::Pieces,
        Field::Colours,
        Field::AutoFlip,
        Field::Language,
        Field::BlueName,
        Field::RedName,
        Field::SaveDefaults,
        Field::Start,
    ];
}

impl Settings {
    /// Whether the roster is the board's own (another board than 12×12, or a fairy
    /// game): the roster choice (`standard`, `tabletop`) does not apply.
    pub fn board_roster(&self) -> bool {
        self.board != BoardSize::Twelve || self.fairy
    }

    /// The roster the settings use (Mini-Shuuro: `mini`, 8×8: `eight`, a fairy game:
    /// the board's fairy roster), with no-limits applied.
    pub fn roster(&self) -> Roster {
        let base = match &self.roster {
            RosterChoice::Custom(r) => r.clone(),
            RosterChoice::Builtin(_) if self.board_roster() => {
                Roster::for_board(self.board, self.fairy)
            }
            RosterChoice::Builtin(name) if self.no_limits && *name == "standard" => {
                builtin("no-limits")
            }
            RosterChoice::Builtin(name) => builtin(name),
        };
        if !self.no_limits || base.name == "no-limits" {
            return base;
        }
        let mut r = base;
        // Only the pieces the roster offers lose their maximum: one it does not offer
        // (a fairy piece of a classic roster) stays out of the armies.
        for role in Role::ALL {
            if role != Role::King && r.offers(role) {
                r.pieces[role].max = None;
            }
        }
        r.name = format!("{}-no-limits", r.name);
        r
    }

    /// Each side's budget.
    pub fn budget(&self) -> BySide<u32> {
        self.budget.unwrap_or_else(|| {
            let p = self.roster().points;
            BySide::new(p, p)
        })
    }

    /// The game's rules.
    pub fn rules(&self) -> Rules {
        Rules {
            board: self.board,
            roster: self.roster(),
            budget: self.budget(),
            // At most 3 per zone on 8×8 (what a record of the game may say).
            plinths_per_quadrant: self
                .plinths_per_quadrant
                .clamp(1, crate::rules::plinths::max_per_quadrant(self.board)),
            king_anywhere: self.king_anywhere,
            scouts: self.scouts,
            serious: self.serious,
            clock: self.clock,
        }
    }

    /// The rows of the settings screen for these settings: the computer's rows only for a
    /// game against it, and its think time only without a clock (a clock replaces it).
    pub fn fields(&self) -> Vec<Field> {
        let computer = self.opponent == Opponent::Computer;
        Field::ALL
            .into_iter()
            .filter(|f| match f {
                Field::Level => computer,
                Field::Think => computer && self.clock.is_none(),
                _ => true,
            })
            .collect()
    }

    /// Changes a field one step up (`up`) or down.
    pub fn change(&mut self, f: Field, up: bool) {
        let step_points = |v: u32| {
            let step = if self.board == BoardSize::Twelve {
                50
            } else {
                10
            };
            if up {
                (v + step).min(5000)
            } else {
                v.saturating_sub(step).max(step)
            }
        };
        match f {
            // 12×12, 8×8, 6×6, round and round.
            Field::Board => {
                let all = [BoardSize::Twelve, BoardSize::Eight, BoardSize::Six];
                let i = all.iter().position(|&b| b == self.board).unwrap_or(0);
                self.board = all[if up { (i + 1) % 3 } else { (i + 2) % 3 }];
                self.budget = None;
                self.plinths_per_quadrant = self
                    .plinths_per_quadrant
                    .min(crate::rules::plinths::max_per_quadrant(self.board));
            }
            Field::Fairy => {
                self.fairy = !self.fairy;
                self.budget = None;
            }
            // The other boards and a fairy game play with their own roster.
            Field::Roster if self.board_roster() => {}
            Field::Roster => {
                if let RosterChoice::Builtin(n) = self.roster {
                    self.roster = RosterChoice::Builtin(if n == "standard" {
                        "tabletop"
                    } else {
                        "standard"
                    });
                }
            }
            Field::NoLimits => self.no_limits = !self.no_limits,
            Field::BluePoints => {
                let mut b = self.budget();
                b.blue = step_points(b.blue);
                self.budget = Some(b);
            }
            Field::RedPoints => {
                let mut b = self.budget();
                b.red = step_points(b.red);
                self.budget = Some(b);
            }
            Field::Plinths => {
                self.plinths_per_quadrant = if up {
                    (self.plinths_per_quadrant + 1)
                        .min(crate::rules::game::MAX_PLINTHS_PER_QUADRANT)
                        .min(crate::rules::plinths::max_per_quadrant(self.board))
                } else {
                    self.plinths_per_quadrant.saturating_sub(1).max(1)
                }
            }
            Field::KingAnywhere => self.king_anywhere = !self.king_anywhere,
            Field::Scouts => self.scouts = !self.scouts,
            Field::Serious => self.serious = !self.serious,
            Field::Clock => {
                let i = CLOCKS.iter().position(|&c| c == self.clock).unwrap_or(0);
                let n = CLOCKS.len();
                self.clock = CLOCKS[if up { (i + 1) % n } else { (i + n - 1) % n }];
            }
            Field::Opponent => {
                // A person, the computer as Red, the computer as Blue, round and round.
                let i = match (self.opponent, self.computer.side) {
                    (Opponent::Human, _) => 0,
                    (Opponent::Computer, Side::Red) => 1,
                    (Opponent::Computer, Side::Blue) => 2,
                };
                match if up { (i + 1) % 3 } else { (i + 2) % 3 } {
                    0 => self.opponent = Opponent::Human,
                    j => {
                        self.opponent = Opponent::Computer;
                        self.computer.side = if j == 1 { Side::Red } else { Side::Blue };
                    }
                }
            }
            Field::Level => {
                let level = &mut self.computer.style.level;
                let n = level.get();
                let next = if up { n.saturating_add(1) } else { n - 1 };
                *level = Level::new(next).unwrap_or(*level);
            }
            Field::Think => {
                let ms = self.computer.think.as_millis() as u64;
                let i = THINK_MS.iter().position(|&t| t >= ms).unwrap_or(3);
                let n = THINK_MS.len();
                let j = if up {
                    (i + 1).min(n - 1)
                } else {
                    i.saturating_sub(1)
                };
                self.computer.think = Duration::from_millis(THINK_MS[j]);
            }
            Field::Threads => {
                // Every core but one, then 1 to the cores, round and round.
                let n = self.cores.clamp(1, crate::prefs::MAX_THREADS as usize) as u32;
                let i = self.threads.map_or(0, |t| t.min(n));
                let j = if up {
                    (i + 1) % (n + 1)
                } else {
                    (i + n) % (n + 1)
                };
                self.threads = (j > 0).then_some(j);
            }
            Field::Pieces => {
                let all = Pieces::ALL;
                let i = all.iter().position(|&p| p == self.pieces).unwrap_or(0);
                let n = all.len();
                self.pieces = all[if up { (i + 1) % n } else { (i + n - 1) % n }];
            }
            Field::Hints => self.hints = !self.hints,
            Field::Colours => self.color = !self.color,
            Field::AutoFlip => self.auto_flip = !self.auto_flip,
            Field::Language => {
                let all = Lang::ALL;
                let i = all.iter().position(|&l| l == self.lang).unwrap_or(0);
                let n = all.len();
                self.lang = all[if up { (i + 1) % n } else { (i + n - 1) % n }];
                self.language = Some(self.lang);
            }
            // Names are typed, not stepped through.
            Field::BlueName | Field::RedName | Field::SaveDefaults | Field::Start => {}
        }
    }

    /// These settings for a game against `computer`.
    pub fn against(self, computer: Computer) -> Settings {
        Settings {
            opponent: Opponent::Computer,
            computer,
            ..self
        }
    }

    /// The computer the game is played against, if it is.
    pub fn against_computer(&self) -> Option<Computer> {
        (self.opponent == Opponent::Computer).then_some(self.computer)
    }

    /// The search threads to use: the setting, at most the machine's cores; by default
    /// every core but one (one on a single core).
    pub fn threads(&self) -> usize {
        let cores = self.cores.max(1);
        match self.threads {
            Some(n) => (n as usize).clamp(1, cores),
            None => (cores - 1).max(1),
        }
    }

    /// The side whose name a field holds.
    pub const fn name_side(f: Field) -> Option<Side> {
        match f {
            Field::BlueName => Some(Side::Blue),
            Field::RedName => Some(Side::Red),
            _ => None,
        }
    }

    /// The name a name field holds, if one is set.
    pub fn name(&self, f: Field) -> Option<&str> {
        Settings::name_side(f).and_then(|s| self.players[s].as_deref())
    }

    /// Sets a player's name from typed text (empty: no name); refused, changing nothing,
    /// when the text can't be a name.
    pub fn set_name(&mut self, side: Side, text: &str) -> Result<(), crate::prefs::NameError> {
        self.players[side] = if text.trim().is_empty() {
            None
        } else {
            Some(crate::prefs::player_name(text)?)
        };
        Ok(())
    }

    /// These settings with the saved preferences applied (flags are applied after).
    pub fn with_prefs(mut self, p: &Prefs) -> Settings {
        self.pieces = p.pieces;
        self.color = p.color;
        self.auto_flip = p.auto_flip;
        if let Some(ms) = p.think_ms {
            self.computer.think = Duration::from_millis(ms);
        }
        self.clock = p.clock;
        self.computer.style.level = Level::new(p.level).unwrap_or_default();
        self.threads = p.threads;
        self.players = BySide::new(p.blue_name.clone(), p.red_name.clone());
        self.show_themes = p.show_themes;
        self.language = p.language;
        self.keys = p.keys.clone();
        if let Some(l) = p.language {
            self.lang = l;
        }
        self
    }

    /// The preferences these settings make, for the settings file.
    pub fn prefs(&self) -> Prefs {
        Prefs {
            pieces: self.pieces,
            color: self.color,
            auto_flip: self.auto_flip,
            think_ms: Some(u64::try_from(self.computer.think.as_millis()).unwrap_or(u64::MAX)),
            level: self.computer.level().get(),
            clock: self.clock,
            blue_name: self.players.blue.clone(),
            red_name: self.players.red.clone(),
            show_themes: self.show_themes,
            threads: self.threads,
            language: self.language,
            keys: self.keys.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No limits lifts the maximum of the pieces the roster offers, and only theirs: a
    /// fairy piece of a classic roster (not offered, at no cost) stays out of the armies.
    #[test]
    fn no_limits_lifts_only_the_maxima_of_pieces_offered() {
        let s = Settings {
            no_limits: true,
            roster: RosterChoice::Builtin("tabletop"),
            ..Settings::default()
        };
        let r = s.roster();
        assert_eq!(r.pieces[Role::Queen].max, None);
        for role in Role::FAIRY {
            assert!(!r.offers(role), "{role:?}");
        }
    }
}
