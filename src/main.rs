//! The `shuuro` command: parses the command line and hands over to a subcommand.

#![deny(clippy::unwrap_used)]

use std::process::ExitCode;

use clap::{CommandFactory, Parser, Subcommand};
use shuuro::cmd;

/// Shuuro, River Horse's 12×12 chess variant: buy an army, roll plinths, deploy, fight.
///
/// Without a subcommand, opens the start screen of a hot-seat game; the options of
/// `shuuro play` may be given without the word `play` (`shuuro --mini`).
#[derive(Parser)]
#[command(
    name = "shuuro",
    version,
    about,
    long_about,
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    play: cmd::play::PlayArgs,
}

#[derive(Subcommand)]
enum Command {
    /// Play a game on one keyboard, or against the computer (the default).
    ///
    /// Without options, opens the start screen: new game, resume, replay, practice, help.
    /// With any game option, that game starts at once. A game goes through four phases:
    /// each player secretly buys an army (hand-over screens keep it hidden), dice place
    /// the plinths, the armies are deployed one piece at a time, then they fight by chess
    /// rules. Press ? at any time for the keys of the screen you are on.
    ///
    /// Every action is saved at once in the data directory ($SHUURO_DATA_DIR, else
    /// ~/.local/share/shuuro/games); `shuuro resume` continues the newest unfinished game.
    ///
    /// Examples:
    ///   shuuro play --mini                      Mini-Shuuro: 6×6, 200 points each
    ///   shuuro play --computer red --think 2s   you are Blue, the computer is Red
    ///   shuuro play --budget 800,600 --clock 15+10
    ///   shuuro play --plinths 4 --king-anywhere --serious --seed 42
    #[command(verbatim_doc_comment)]
    Play(cmd::play::PlayArgs),
    /// Continue an unfinished game exactly where it stopped (clocks included).
    ///
    /// Without FILE: the newest unfinished game of the data directory ($SHUURO_DATA_DIR,
    /// else ~/.local/share/shuuro/games). With FILE: that record, which keeps being saved.
    #[command(verbatim_doc_comment)]
    Resume(cmd::resume::ResumeArgs),
    /// Show or check a game record.
    ///
    /// On a terminal, opens the replay viewer: step through both armies, every plinth
    /// roll, every placement and every move (arrows, PgUp/PgDn, Home/End, 1-4 for the
    /// phases). With --check, replays every step through the rules without a terminal:
    /// exit 0 when every step is legal (the last two lines are `final: <SFEN>` and
    /// `result: <reason> <winner>` or `result: ongoing <side>`), 1 when a step breaks a
    /// rule (standard error names the first such step and why), 2 when the file is not a
    /// record (standard error names the field). An `analysis` (from `shuuro analyse
    /// --json`) is checked too: 2 when it can't be read, 1 when a move of it is not legal
    /// where it stands. With --sfen, prints the position after each step, to take it to
    /// other Shuuro software.
    ///
    /// Examples:
    ///   shuuro replay game.json
    ///   shuuro replay game.json --check
    ///   shuuro replay game.json --sfen
    #[command(verbatim_doc_comment)]
    Replay(cmd::replay::ReplayArgs),
    /// Draw any step of a record as a picture, or the whole game as a GIF (docs/pictures.md).
    ///
    /// The board with its coordinates, the plinths, the pieces, the last step marked, a
    /// King in check shown, and a caption: the players, the step in words (a move as the
    /// move list writes it, `29. Qd6#`), the result. --step N is the position after line
    /// N of `replay --sfen` (1-based); without it, the last. --png is the SVG as pixels;
    /// --gif has a frame for each step that changes the board, --delay MS apart, the last
    /// held longer.
    ///
    /// OUT is written whole or not at all (a temporary file put in place at the end).
    /// An older picture of the same kind at OUT is replaced (said on standard error
    /// unless --overwrite asked for it); a game record, a roster, a puzzle set or any
    /// other file, a folder, a FIFO or a device is never written over.
    ///
    /// Exit 0 when the picture is written, 2 when the record can't be read or the step
    /// is out of range, 1 when a step of the record breaks a rule, 4 when the picture is
    /// not written (OUT refused, or the disk full).
    ///
    /// Examples:
    ///   shuuro export game.json --svg game.svg
    ///   shuuro export game.json --step 60 --png deployed.png --size 24 --flip
    ///   shuuro export game.json --gif game.gif --delay 400
    #[command(verbatim_doc_comment)]
    Export(cmd::export::ExportArgs),
    /// Ask the engine about every fight move of a record: marks, evaluations, best moves.
    ///
    /// Replays the record (refused with the words and exit code of `replay --check` when
    /// it is not valid), searches every fight position (--think per position, or a fixed
    /// --depth), and prints one line per move and a summary per side: moves, average
    /// loss, and how many moves of each class (best, good, inaccuracy, mistake,
    /// blunder). --json writes the record with the analysis (docs/analysis.md); --jobs
    /// searches several positions at the same time. A progress bar shows on standard
    /// error when it is a terminal.
    #[command(after_help = cmd::analyse::thresholds_help())]
    Analyse(cmd::analyse::AnalyseArgs),
    /// Practise deployment (phase 3) against a fixed plinth layout.
    ///
    /// Choose the army (the rulebook's example is loaded), then place it piece by piece:
    /// the legal squares are marked, a refused square is explained in the status line.
    /// r restarts with the same layout; s saves the layout as a record for --layout.
    /// c opens the deployment coach (dangers, open lines, ambush, Knight plinths, the
    /// evaluation for each first mover); H shows the engine's placement. With --computer
    /// the computer deploys Red, and p then plays the fight out against it.
    ///
    /// The layout: from a record (--layout FILE), from squares (--plinths c3,e5,...), or
    /// rolled with the dice (--seed N for the same roll every time).
    ///
    /// Examples:
    ///   shuuro practice
    ///   shuuro practice --both --plinths c3,e5,h4,k2,b10,e8,h9,j11
    ///   shuuro practice --mini --seed 7
    ///   shuuro practice --computer --army KQRRBBNNPPPPPP
    #[command(verbatim_doc_comment)]
    Practice(cmd::practice::PracticeArgs),
    /// Count move paths from a position (a test of the move generator).
    ///
    /// Counts the leaf nodes of the legal fight-move tree of the given depth (of the
    /// tree of legal placements for a deployment position, one with pieces in hand). The
    /// last line of standard output is `nodes: <count>`; with --divide, one line `<move>
    /// <count>` per legal first move (or `<placement> <count>`, like `Q@e1 12`) comes
    /// before it. Time and nodes per second go to standard error. A bad SFEN exits with 2
    /// and says what is wrong and where.
    ///
    /// Example:
    ///   shuuro perft --sfen "2rnbkqbnr2/12/2pppppppp2/12/12/12/12/12/12/2PPPPPPPP2/12/2RNBKQBNR2 b - 1" --depth 4
    #[command(verbatim_doc_comment)]
    Perft(cmd::perft::PerftArgs),
    /// Search 26 built-in positions to a fixed depth: the engine's signature and speed.
    ///
    /// The positions of tests/data (17 on 12×12, searched to DEPTH_12x12, 9 on 6×6, to
    /// DEPTH_6x6), each from a cleared table as after `ucinewgame`, one thread. One line
    /// per position, then the last line `bench: <nodes> nodes <nps> nps`. Two builds
    /// that print the same node count searched the same trees: the check of a change
    /// meant to keep the search identical.
    ///
    /// Examples:
    ///   shuuro bench
    ///   shuuro bench 10 12
    #[command(verbatim_doc_comment)]
    Bench(cmd::bench::BenchArgs),
    /// Play many games between two computer players.
    ///
    /// Each game draws random armies, plinths and dice from the seed; games come in
    /// colour-swapped pairs with the same seed (same armies, plinths and dice), player a
    /// Blue in the first and Red in the second. A line per game, then player a's Elo
    /// difference with its 95% margin, `elo <diff> +/- <margin>`, and as the last line its
    /// tally: `wins W draws D losses L`. A game reaching --max-plies counts as a draw.
    ///
    /// Players: engine:<time per move> (engine:0.2s), engine:d<depth>, engine:n<nodes>,
    /// random (random legal moves and placements), greedy (captures the most valuable
    /// piece it can, else a random move), uci:<program> (a program speaking the protocol
    /// of `shuuro engine`; arguments after the path inside the same word; a shuuro binary
    /// alone is run as `shuuro engine`). The runner deals the armies (the same two in both
    /// games of a colour-swapped pair) unless --army-a own / --army-b own lets a player
    /// choose (a uci: player by `army`). A uci: player is asked for every placement and
    /// move with `go movetime` (--movetime), and loses the game on an illegal answer, a
    /// crash, or no answer within the move time plus --grace.
    ///
    /// Examples:
    ///   shuuro match --games 100 --a engine:0.2s --b greedy --seed 1
    ///   shuuro match --games 120 --a engine:0.05s --b uci:target/release/shuuro --jobs 2
    #[command(verbatim_doc_comment)]
    Match(cmd::matches::MatchArgs),
    /// Puzzle sets: check one, print the built-in set, make puzzles (docs/puzzle-format.md).
    ///
    /// --check FILE replays every puzzle's solution through the rules: exit 0 when the
    /// set is valid, 1 when a puzzle's moves are illegal or its solution ends nowhere
    /// (ends on a reply, goes on after the game ends, or a mate-in-n theme that does
    /// not mate in n), naming the first such puzzle and field, 2 when the file is not a
    /// puzzle set (not JSON, a missing or unknown field, an unknown theme, a duplicate
    /// id, an unreadable SFEN or move), naming the field path. --export prints the
    /// built-in set. --generate N makes N puzzles from self-play games (a progress bar
    /// on a terminal); a puzzle is kept only when its solver moves are each better than
    /// every other move by a clear margin at a deeper search than the one that found it
    /// (its `source` says the depths and margin). --from makes puzzles from the
    /// mistakes and blunders of game records (analysed first when they carry no
    /// analysis), verified the same way.
    ///
    /// Examples:
    ///   shuuro puzzles --check my-set.json
    ///   shuuro puzzles --export > builtin.json
    ///   shuuro puzzles --generate 100 --out set.json --jobs 2 --seed 7
    ///   shuuro puzzles --from game1.json game2.json --out mistakes.json
    #[command(verbatim_doc_comment)]
    Puzzles(cmd::puzzles::PuzzlesArgs),
    /// Run as an engine for other programs: a line protocol like UCI (docs/engine.md).
    ///
    /// Reads commands on standard input, answers on standard output: uci, isready,
    /// setoption name Hash value <MB>, ucinewgame, position sfen <SFEN> [moves ...] (fight
    /// moves like e2e4, or placements like Q@e1 in a deployment position), go [movetime
    /// <ms>] [depth <n>] [nodes <n>] [wtime <ms> btime <ms> [winc <ms> binc <ms>]]
    /// [infinite], stop, army roster <name> budget <n> [board 12|8|6] [plinths <squares>],
    /// quit. A bare go thinks until stop. Every error is answered
    /// with an info string line; the engine exits on quit or at the end of its input.
    ///
    /// Example:
    ///   printf 'position sfen 1rnkb1/pp1_.pp/6/6/PP_.P1P/RBK1N1 b - 17\ngo depth 4\n' | shuuro engine
    #[command(verbatim_doc_comment)]
    Engine(cmd::engine::EngineArgs),
    /// Print a shell completion script for `shuuro` on standard output.
    ///
    /// Examples:
    ///   shuuro completions bash > ~/.local/share/bash-completion/completions/shuuro
    ///   shuuro completions zsh > ~/.zfunc/_shuuro
    ///   shuuro completions fish > ~/.config/fish/completions/shuuro.fish
    #[command(verbatim_doc_comment)]
    Completions {
        /// The shell to complete in.
        shell: clap_complete::Shell,
    },
    /// Self-play experiments the engine's tables come from.
    ///
    /// `lab armies` plays the army templates against each other (the same engine on both
    /// sides, colour-swapped pairs of games, everything drawn from --seed) and prints each
    /// template's score against the others and against each one.
    ///
    /// Example:
    ///   shuuro lab armies --pairs 2 --player engine:d3 --seed 1 --jobs 2
    #[command(verbatim_doc_comment)]
    Lab(cmd::lab::LabArgs),
    /// Print the manual page (roff) on standard output.
    ///
    /// Example:
    ///   shuuro man > ~/.local/share/man/man1/shuuro.1
    #[command(verbatim_doc_comment)]
    Man,
    /// Print every screen's actions and the keys in force.
    ///
    /// Reads the settings file as the game does ($SHUURO_CONFIG_DIR/settings.toml, else
    /// ~/.config/shuuro/settings.toml): the defaults, with its [keys] table over them. An
    /// action in parentheses keeps its keys. What can't be used in [keys] is said on
    /// standard error (exit code 1); those actions keep their defaults.
    ///
    /// Example, in settings.toml:
    ///   [keys]
    ///   flip = "v"
    ///   [keys.fight]
    ///   hint = ["H", "F2"]
    #[command(verbatim_doc_comment)]
    Keys(cmd::keys::KeysArgs),
}

/// Writes the completion script for `shell` on standard output.
fn completions(shell: clap_complete::Shell) -> ExitCode {
    // Into memory first: clap_complete panics when its writer fails (a full disk, a
    // closed pipe), and a failed write is said as any other.
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "shuuro", &mut out);
    use std::io::Write;
    match std::io::stdout()
        .write_all(&out)
        .and_then(|()| std::io::stdout().flush())
    {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => cmd::output::failed("shuuro completions", &e),
    }
}

/// Writes the manual page on standard output: the top command's, then one section per
/// subcommand (each with its own options), so one page holds the whole command line.
fn man() -> ExitCode {
    let mut cli = Cli::command();
    cli.build();
    let mut out = Vec::new();
    let written = clap_mangen::Man::new(cli.clone())
        .render(&mut out)
        .and_then(|()| {
            for sub in cli.get_subcommands().filter(|s| s.get_name() != "help") {
                let name = format!("shuuro {}", sub.get_name());
                let man = clap_mangen::Man::new(sub.clone().bin_name(name.clone()));
                out.extend_from_slice(format!(".SH \"{}\"\n", name.to_uppercase()).as_bytes());
                man.render_synopsis_section(&mut out)?;
                man.render_description_section(&mut out)?;
                man.render_options_section(&mut out)?;
            }
            Ok(())
        });
    use std::io::Write;
    match written.and_then(|()| std::io::stdout().write_all(&out)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => cmd::output::failed("shuuro man", &e),
    }
}

/// What clap says instead of running a command (the help, the version, a usage error),
/// said as `Cli::parse` would, except that a help or version that can't be written (a
/// full disk, a closed pipe) is a failure said on standard error.
fn clap_said(e: &clap::Error) -> ExitCode {
    let code = u8::try_from(e.exit_code()).unwrap_or(2);
    match e.print() {
        Err(io) if !e.use_stderr() => cmd::output::failed("shuuro", &io),
        _ => ExitCode::from(code),
    }
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_said(&e),
    };
    match cli.command {
        None => cmd::play::run(cli.play),
        Some(Command::Play(a)) => cmd::play::run(a),
        Some(Command::Resume(a)) => cmd::resume::run(a),
        Some(Command::Replay(a)) => cmd::replay::run(a),
        Some(Command::Analyse(a)) => cmd::analyse::run(a),
        Some(Command::Export(a)) => cmd::export::run(a),
        Some(Command::Practice(a)) => cmd::practice::run(a),
        Some(Command::Perft(a)) => cmd::perft::run(a),
        Some(Command::Bench(a)) => cmd::bench::run(a),
        Some(Command::Match(a)) => cmd::matches::run(a),
        Some(Command::Engine(a)) => cmd::engine::run(a),
        Some(Command::Puzzles(a)) => cmd::puzzles::run(a),
        Some(Command::Lab(a)) => cmd::lab::run(a),
        Some(Command::Completions { shell }) => completions(shell),
        Some(Command::Man) => man(),
        Some(Command::Keys(a)) => cmd::keys::run(a),
    }
}
