//! Plain mode (docs/plain.md): the game as lines of text, a second front end beside `ui/`.
//! It drives the same [`App`] with the same messages ([`Msg::Act`], [`Msg::Typed`],
//! [`Msg::Quit`]) and says what changed: this module is PURE, a function from the app
//! and a typed line to messages and lines ([`Plain::line`]), and one from the app's new
//! state to the lines that announce it ([`Plain::after`]), the computer's steps as the
//! player's. The loop that reads standard input and writes standard output is
//! `tui/plain.rs`; every word comes from [`crate::words::PlainWords`].

pub mod command;
mod say;

use crate::app::keymap::{Action, Ctx};
use crate::app::play::{PlayState, Prompt, Stage};
use crate::app::{App, Msg, News, Notice, Question, Screen};
use crate::rules::game::Phase;
use crate::rules::{Army, Role, Side};
use crate::words::W;
use crate::words::plain::{HelpOf, Said};

use command::{Cmd, read};

/// What plain mode does with a line, or says after a change.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// For the app, in order.
    pub msgs: Vec<Msg>,
    /// To print, one sentence each.
    pub lines: Vec<String>,
    /// Wipe the screen and its scrollback first (on a terminal only: a hot-seat army
    /// being bought must not stay readable).
    pub wipe: bool,
}

impl Reply {
    fn say(w: W, s: Said) -> Reply {
        Reply {
            lines: vec![w.said(&s)],
            ..Reply::default()
        }
    }

    fn send(msgs: Vec<Msg>) -> Reply {
        Reply {
            msgs,
            ..Reply::default()
        }
    }
}

/// What has been said already: what [`Plain::after`] compares the app with.
#[derive(Clone, Debug, Default)]
struct Seen {
    started: bool,
    steps: usize,
    phase: Option<Phase>,
    named: bool,
    deploy_first: Option<Side>,
    fight_first: Option<Side>,
    over: bool,
    handover: Option<Option<Side>>,
    sheet: Option<(Side, Army)>,
    confirming: bool,
    question: Option<Question>,
    promotion: bool,
    notice: Option<Notice>,
    /// A line sent messages since the last [`Plain::after`]: a notice then is its answer,
    /// said even when it is the same as the one before.
    fresh: bool,
    to_act: Option<(Side, Phase)>,
    /// Clock warnings given: `[side][60 s, 30 s, 10 s]`.
    warned: [[bool; 3]; 2],
}

/// The clock warnings, in seconds.
const WARNINGS: [u32; 3] = [60, 30, 10];

/// Plain mode's memory of what it said.
#[derive(Clone, Debug)]
pub struct Plain {
    lang: crate::prefs::Lang,
    seen: Seen,
}

/// The game on the app's screen, if one is.
fn play(app: &App) -> Option<&PlayState> {
    match app.screen() {
        Screen::Play(p) => Some(p),
        _ => None,
    }
}

impl Plain {
    /// Plain mode over the new game of `app`, in the app's language: every step is
    /// announced (the computer's army, bought as the game began, among them).
    pub fn new(app: &App) -> Plain {
        Plain {
            lang: app.lang(),
            seen: Seen::default(),
        }
    }

    /// Plain mode over the resumed game of `app`: what is in it already is not announced
    /// again (`last`, `moves` and `board` tell it), only where it stands.
    pub fn resumed(app: &App) -> Plain {
        let mut plain = Plain::new(app);
        plain.seen.steps = play(app).map_or(0, |p| p.game().steps().len());
        if let Some(p) = play(app) {
            let g = p.game();
            plain.seen.named = say::battlefield_ready(g);
            plain.seen.deploy_first = g.deploy_first();
            plain.seen.fight_first = g.fight_first();
            plain.seen.over = g.outcome().is_some();
        }
        plain
    }

    /// Whether a question waits for its yes or no.
    fn asking(app: &App) -> bool {
        app.question().is_some() || app.ctx() == Ctx::SheetConfirm
    }

    /// Whether `line` acts on the game (a move, a roll, an answer, `quit`) rather than
    /// only asking about it: such a line waits while the computer thinks.
    pub fn acts(&self, app: &App, line: &str) -> bool {
        let Some(p) = play(app) else {
            return true;
        };
        !matches!(
            read(line, p.game().rules().board),
            Err(_)
                | Ok(Cmd::Help
                    | Cmd::Status
                    | Cmd::Board
                    | Cmd::Scan(_)
                    | Cmd::Where(_)
                    | Cmd::Square(_)
                    | Cmd::Last
                    | Cmd::Moves
                    | Cmd::Legal(_)
                    | Cmd::Hand
                    | Cmd::Clock
                    | Cmd::Army)
        )
    }

    /// What the player's `line` does: messages for the app, or lines answering it at once.
    pub fn line(&mut self, app: &App, line: &str) -> Reply {
        let w: W = crate::words::of(self.lang);
        let Some(p) = play(app) else {
            return Reply::default();
        };
        let g = p.game();
        let cmd = match read(line, g.rules().board) {
            Ok(c) => c,
            Err(u) => return Reply::say(w, Said::Usage(u.0)),
        };
        let phase = g.phase();
        let asking = Self::asking(app);
        let promoting = matches!(p.prompt(), Some(Prompt::Promotion(_)));
        let act = |a: Action| Reply::send(vec![Msg::Act(a)]);
        let unknown = || Reply::say(w, Said::Unknown(&quoted(line.trim())));
        let sheet = match p.stage() {
            Stage::Sheet(s) => Some(s),
            _ => None,
        };
        let r = match cmd {
            // Queries: answered at once, in any phase where they mean something.
            Cmd::Help => {
                let mut lines = w.plain_help(HelpOf::Always);
                lines.extend(w.plain_help(say::help_of(p, asking)));
                Reply {
                    lines,
                    ..Reply::default()
                }
            }
            Cmd::Status => say::lines(say::status(w, app, p)),
            Cmd::Board => say::lines(say::board(w, g)),
            Cmd::Scan(s) => say::lines(say::scan(w, g, s)),
            Cmd::Where(which) => say::lines(say::where_(w, g, which)),
            Cmd::Square(sq) => say::lines(say::square(w, g, sq)),
            Cmd::Last => say::lines(match g.steps().len() {
                0 => vec![w.said(&Said::NoMoves)],
                n => say::step(w, g, n - 1),
            }),
            Cmd::Moves => say::lines(say::moves(w, p)),
            Cmd::Legal(of) => say::lines(say::legal(w, g, of)),
            Cmd::Hand if phase == Phase::Deploy => say::lines(say::hands(w, g)),
            Cmd::Hand => Reply::say(w, Said::NotNow),
            Cmd::Clock => say::lines(vec![say::clock(w, app, p)]),
            Cmd::Army => say::lines(say::army(w, p)),
            Cmd::Quit => Reply::send(vec![Msg::Quit]),
            // A question takes only its answers.
            Cmd::Yes if asking => act(Action::Yes),
            Cmd::No if asking => act(Action::No),
            _ if asking => Reply::say(w, Said::AnswerFirst),
            Cmd::Piece(role) if promoting => act(Action::Pick(role)),
            _ if promoting => Reply::say(w, Said::Promotion),
            Cmd::Ready if matches!(p.stage(), Stage::Handover { .. }) => act(Action::Activate),
            // An empty line elsewhere does nothing, and says nothing.
            Cmd::Ready if line.trim().is_empty() => Reply::default(),
            Cmd::Add(Role::King, _) | Cmd::Remove(Role::King, _) if sheet.is_some() => {
                Reply::say(w, Said::Usage("add Q 2 (the King is always one)"))
            }
            Cmd::Add(role, n) if sheet.is_some() => Reply::send(
                std::iter::once(Msg::Act(Action::Pick(role)))
                    .chain((0..n).map(|_| Msg::Act(Action::Inc)))
                    .collect(),
            ),
            Cmd::Remove(role, n) if sheet.is_some() => Reply::send(
                std::iter::once(Msg::Act(Action::Pick(role)))
                    .chain((0..n).map(|_| Msg::Act(Action::Dec)))
                    .collect(),
            ),
            Cmd::Example if sheet.is_some() => act(Action::Example),
            Cmd::Clear if sheet.is_some() => Reply {
                wipe: p.computer().is_none(),
                ..act(Action::Clear)
            },
            Cmd::Seal if sheet.is_some() => act(Action::Activate),
            Cmd::Roll
                if matches!(
                    phase,
                    Phase::Plinths | Phase::DeployOrder | Phase::FightOrder
                ) =>
            {
                act(Action::Roll)
            }
            Cmd::RollAll if phase == Phase::Plinths => act(Action::RollAll),
            Cmd::Hint if matches!(phase, Phase::Deploy | Phase::Fight) => act(Action::Hint),
            Cmd::Resign if phase == Phase::Fight || app.ctx() == Ctx::Stuck => act(Action::Resign),
            Cmd::Draw if phase == Phase::Fight || app.ctx() == Ctx::Stuck => act(Action::OfferDraw),
            Cmd::Claim if phase == Phase::Fight => act(Action::ClaimDraw),
            Cmd::Undo if phase == Phase::Fight => act(Action::Takeback),
            Cmd::Text(t) if matches!(phase, Phase::Deploy | Phase::Fight) && sheet.is_none() => {
                Reply::send(vec![Msg::Typed(t)])
            }
            _ => unknown(),
        };
        if !r.msgs.is_empty() {
            self.seen.fresh = true;
        }
        r
    }

    /// The lines that announce what changed in the app since the last call (or since
    /// [`Plain::new`]): new steps, the armies once the battlefield is ready, who goes
    /// first, the end, a new phase, a question, a refusal or news, a clock's warning.
    pub fn after(&mut self, app: &App) -> Reply {
        let w: W = crate::words::of(self.lang);
        let mut out = Reply::default();
        let Some(p) = play(app) else {
            return out;
        };
        let g = p.game();
        let s = &mut self.seen;
        let mut say = |x: Said| out.lines.push(w.said(&x));
        if !std::mem::replace(&mut s.started, true) {
            say(Said::Start {
                mini: g.rules().board == crate::rules::BoardSize::Six,
                computer: p.computer().map(|c| c.side),
            });
        }
        let n = g.steps().len();
        let hot_seat = p.computer().is_none();
        // A takeback: the news says which moves went.
        s.steps = s.steps.min(n);
        let mut lines = Vec::new();
        for i in s.steps..n {
            if hot_seat && matches!(g.steps()[i], crate::rules::game::Step::Army { .. }) {
                out.wipe = true;
            }
            lines.extend(say::step(w, g, i));
        }
        s.steps = n;
        out.lines.extend(lines);
        let mut say = |x: Said| out.lines.push(w.said(&x));
        if !s.named && say::battlefield_ready(g) {
            s.named = true;
            for side in Side::ALL {
                if let Some(army) = g.army(side) {
                    say(Said::ArmyNamed { side, army });
                }
            }
        }
        if s.deploy_first.is_none()
            && let Some(side) = g.deploy_first()
        {
            s.deploy_first = Some(side);
            say(Said::First { side, fight: false });
        }
        if s.fight_first.is_none()
            && let Some(side) = g.fight_first()
        {
            s.fight_first = Some(side);
            say(Said::First { side, fight: true });
        }
        match g.outcome() {
            Some(o) if !s.over => {
                s.over = true;
                say(Said::Over(o));
            }
            Some(_) => {}
            None => s.over = false,
        }
        let phase = g.phase();
        // Between two players' turns the hand-over is said first; the phase once it is
        // passed.
        let handing_over = matches!(p.stage(), Stage::Handover { .. });
        if s.phase != Some(phase) && !handing_over {
            s.phase = Some(phase);
            if phase != Phase::Over {
                say(Said::Phase(phase));
            }
        }
        // Who acts: at a phase's start, and at every turn between two players.
        let acting = match (phase, g.to_act()) {
            (Phase::Deploy | Phase::Fight, Some(side)) if p.is_human(side) => Some((side, phase)),
            _ => None,
        };
        if let Some((side, ph)) = acting
            && acting != s.to_act
        {
            let new_phase = s.to_act.map(|(_, ph)| ph) != Some(phase);
            if new_phase || hot_seat {
                say(Said::ToAct {
                    side,
                    placing: ph == Phase::Deploy,
                });
            }
        }
        if acting.is_some() {
            s.to_act = acting;
        }
        match p.stage() {
            Stage::Handover { next, .. } => {
                if s.handover != Some(*next) {
                    s.handover = Some(*next);
                    say(Said::Handover { next: *next });
                }
            }
            Stage::Sheet(sheet) => {
                s.handover = None;
                let now = (sheet.side(), *sheet.army());
                if s.sheet != Some(now) {
                    s.sheet = Some(now);
                    say(Said::Buying {
                        army: sheet.army(),
                        left: sheet.points_left(),
                    });
                }
                if sheet.is_confirming() && !s.confirming {
                    say(Said::SpendsLittle {
                        cost: sheet.cost(),
                        budget: sheet.budget(),
                    });
                }
                s.confirming = sheet.is_confirming();
            }
            Stage::Board => s.handover = None,
        }
        let q = app.question().cloned();
        if let Some(asked) = q.as_ref().filter(|_| q != s.question) {
            say(Said::Question(asked));
        }
        s.question = q;
        let promoting = matches!(p.prompt(), Some(Prompt::Promotion(_)));
        if promoting && !s.promotion {
            say(Said::Promotion);
        }
        s.promotion = promoting;
        let notice = app.notice().cloned();
        let fresh = std::mem::take(&mut s.fresh);
        if let Some(n) = &notice
            && (notice != s.notice || fresh)
            && says(n)
        {
            out.lines.push(w.notice(app.keys(), n));
        }
        s.notice = notice;
        // The warnings of the clock that runs, once each.
        if let (Some(c), Phase::Fight, Some(side)) = (p.clock(), phase, g.to_act()) {
            {
                let left = c.left(side, app.now());
                let told = &mut s.warned[side.index()];
                // The lowest mark passed is said; those above it count as said.
                let passed = WARNINGS
                    .iter()
                    .rposition(|&t| left <= u64::from(t) * 1000 && left > 0);
                if let Some(i) = passed
                    && !told[i]
                {
                    for t in told.iter_mut().take(i + 1) {
                        *t = true;
                    }
                    out.lines.push(w.said(&Said::ClockWarning {
                        side,
                        seconds: WARNINGS[i],
                    }));
                }
            }
        }
        out
    }

    /// What to say when plain mode ends: the game saved, or nothing to save.
    pub fn farewell(&self, app: &App) -> Option<String> {
        let p = play(app)?;
        let saved = !p.game().steps().is_empty();
        Some(crate::words::of(self.lang).said(&Said::Left { saved }))
    }
}

/// Whether a notice is said: refusals, the core's errors and files always, and the news
/// that no announcement already says.
fn says(n: &Notice) -> bool {
    match n {
        Notice::News(news) => match news {
            News::Hint(_)
            | News::HintThinking
            | News::TakenBack(_)
            | News::KingCanBeTaken(_)
            | News::MayClaimDraw(_)
            | News::GameResumed => true,
            // The step's own announcement says it.
            News::TimeUp
            | News::ComputerPlays(_)
            | News::NewGame
            | News::GameLeft
            | News::NothingToSave
            | News::AutoFlip(_)
            | News::TypeMove
            | News::Over(_)
            | News::Check(_)
            | News::PracticeDone { .. }
            | News::BackToPractice
            | News::ReplayOpened
            | News::ReplayStep(_)
            | News::Analysing
            | News::AnalysisStopped
            | News::AnalysisDone { .. }
            | News::MakingPuzzles { .. }
            | News::SavingPicture { .. } => false,
        },
        Notice::File(_) => true,
        Notice::Place { .. }
        | Notice::Stuck(_)
        | Notice::Game(_)
        | Notice::MoveText(_)
        | Notice::Illegal(_)
        | Notice::Army(_)
        | Notice::Refused(_) => true,
    }
}

/// At most this many columns of a refused line are quoted back.
const QUOTE_WIDTH: usize = 40;

/// The start of `line` as a refusal quotes it: whole when short, else cut at a display
/// width (never inside a letter) and ended with an ellipsis, so a pasted page is not read
/// back to the player.
fn quoted(line: &str) -> std::borrow::Cow<'_, str> {
    use unicode_width::UnicodeWidthChar;
    if unicode_width::UnicodeWidthStr::width(line) <= QUOTE_WIDTH {
        return line.into();
    }
    let mut width = 0;
    let cut: String = line
        .chars()
        .take_while(|c| {
            width += c.width().unwrap_or(0);
            width < QUOTE_WIDTH
        })
        .collect();
    format!("{cut}…").into()
}

#[cfg(test)]
mod tests;
