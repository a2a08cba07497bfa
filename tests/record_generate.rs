//! Generator of the golden records in `tests/data/records/` (run on purpose, not in CI):
//!
//! ```sh
//! cargo test --release --test record_generate -- --ignored --nocapture
//! ```
//!
//! Games are played through the rules core with seeded dice and a simple player (mate if
//! it can, else mostly the best capture, else any move); the seeds searched are bounded
//! and printed. Hand-made games (stalemate, en passant, promotion to a Knight, a Knight
//! taking a Knight on a plinth) are written out as records and replayed. Each file gets
//! an `x-expect` field with the `final:` and `result:` lines that `replay --check` must
//! print; `record_golden.rs` checks them.

use std::path::{Path, PathBuf};

use serde_json::json;
use shuuro::record::Record;
use shuuro::record::replay::result_line;
use shuuro::rules::game::{Game, Phase, Rules, Step};
use shuuro::rules::plinths::PlinthRoll;
use shuuro::rules::roster::Roster;
use shuuro::rules::{Army, BoardSize, Outcome, Piece, Position, Reason, Role, Side};

mod common;
use common::*;

/// xorshift64*: small, seeded, stable across versions.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn die(&mut self) -> u8 {
        (self.below(6) + 1) as u8
    }
    fn chance(&mut self, p: f64) -> bool {
        (self.next() % 1_000_000) as f64 / 1_000_000.0 < p
    }
}

fn out_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/records")
}

/// A random army within the roster and budget, spending most of it.
fn random_army(roster: &Roster, budget: u32, rng: &mut Rng) -> Army {
    let mut army = Army::EMPTY;
    army.add(Role::King);
    loop {
        let options: Vec<Role> = Role::NOBLES
            .into_iter()
            .chain([Role::Pawn])
            .filter(|&r| {
                let mut a = army;
                a.add(r);
                roster.validate(&a, budget).is_ok()
            })
            .collect();
        if options.is_empty() || (roster.cost(&army) * 2 > budget && rng.chance(0.03)) {
            return army;
        }
        army.add(options[rng.below(options.len())]);
    }
}

fn roll_plinths(g: &mut Game, rng: &mut Rng) {
    let (columns, rows) = shuuro::rules::plinths::dice(g.rules().board);
    while let Some((by, quadrant)) = g.next_plinth_roll() {
        let roll = PlinthRoll {
            by,
            quadrant,
            column: (rng.below(usize::from(columns)) + 1) as u8,
            row: (rng.below(usize::from(rows)) + 1) as u8,
        };
        g.apply(Step::PlinthRoll(roll)).unwrap();
    }
}

fn enter_armies(g: &mut Game, armies: [Army; 2]) {
    for (side, army) in Side::ALL.into_iter().zip(armies) {
        g.apply(Step::Army { side, army }).unwrap();
    }
}

/// Dice until the phase moves on.
fn throw_order_dice(g: &mut Game, rng: &mut Rng) {
    let phase = g.phase();
    while g.phase() == phase && matches!(phase, Phase::DeployOrder | Phase::FightOrder) {
        let d = [rng.die(), rng.die()];
        let step = if phase == Phase::DeployOrder {
            Step::DeployRoll(d)
        } else {
            Step::FightRoll(d)
        };
        g.apply(step).unwrap();
    }
}

/// Random legal placements until the deployment is complete (false if stuck).
fn random_deploy(g: &mut Game, rng: &mut Rng) -> bool {
    while g.phase() == Phase::Deploy {
        let Some(side) = g.to_act() else { return false };
        let hand = g.hand(side);
        let options: Vec<(Role, Vec<shuuro::rules::Square>)> = Role::ALL
            .into_iter()
            .filter(|&r| hand.count(r) > 0)
            .map(|r| (r, g.legal_squares(r).collect::<Vec<_>>()))
            .filter(|(_, sq)| !sq.is_empty())
            .collect();
        if options.is_empty() {
            return false;
        }
        let (role, squares) = &options[rng.below(options.len())];
        let square = squares[rng.below(squares.len())];
        g.apply(Step::Place {
            piece: Piece::new(side, *role),
            square,
        })
        .unwrap();
    }
    true
}

fn value(r: Role) -> i32 {
    match r {
        Role::King => 1000,
        Role::Queen => 9,
        Role::Rook => 5,
        Role::Bishop | Role::Knight => 3,
        Role::Pawn => 1,
        Role::Chancellor | Role::Archbishop => 9,
        Role::Giraffe => 5,
    }
}

/// Mate if possible, else (mostly) the most valuable capture, else any move.
fn pick_move(pos: &Position, rng: &mut Rng) -> Option<shuuro::rules::Move> {
    // Sorted, so the games do not depend on the order the move generator lists them in.
    let mut moves = pos.legal_moves();
    moves.sort_by_key(|m| m.to_string());
    if moves.is_empty() {
        return None;
    }
    for &m in &moves {
        if let Ok(p) = pos.play(m)
            && matches!(p.outcome(), Some(o) if o.winner == Some(pos.turn()))
        {
            return Some(m);
        }
    }
    if rng.chance(0.8) {
        let best = moves
            .iter()
            .filter_map(|&m| pos.board().piece_at(m.to).map(|p| (value(p.role), m)))
            .max_by_key(|(v, _)| *v);
        if let Some((_, m)) = best {
            return Some(m);
        }
    }
    Some(moves[rng.below(moves.len())])
}

fn play_out(g: &mut Game, rng: &mut Rng, max_moves: usize) {
    for _ in 0..max_moves {
        if g.phase() != Phase::Fight {
            return;
        }
        let Some(m) = pick_move(g.position().unwrap(), rng) else {
            return;
        };
        g.apply(Step::Move(m)).unwrap();
    }
}

/// A whole game from seeded dice: armies (given or random), plinths, orders, deployment,
/// fight (at most `max_moves`). `None` if the deployment got stuck.
fn random_game(
    rules: &Rules,
    armies: Option<[Army; 2]>,
    seed: u64,
    max_moves: usize,
) -> Option<Game> {
    let mut rng = Rng::new(seed);
    let mut g = Game::new(rules.clone());
    let choose = |rng: &mut Rng| {
        armies.unwrap_or_else(|| {
            [
                random_army(&rules.roster, rules.budget.blue, rng),
                random_army(&rules.roster, rules.budget.red, rng),
            ]
        })
    };
    if rules.scouts {
        roll_plinths(&mut g, &mut rng);
        let armies = choose(&mut rng);
        enter_armies(&mut g, armies);
    } else {
        let armies = choose(&mut rng);
        enter_armies(&mut g, armies);
        roll_plinths(&mut g, &mut rng);
    }
    throw_order_dice(&mut g, &mut rng);
    if !random_deploy(&mut g, &mut rng) {
        return None;
    }
    throw_order_dice(&mut g, &mut rng);
    play_out(&mut g, &mut rng, max_moves);
    Some(g)
}

/// Searches seeds `0..limit` for a game that `want` accepts.
fn search(
    name: &str,
    rules: &Rules,
    armies: Option<[Army; 2]>,
    max_moves: usize,
    limit: u64,
    want: impl Fn(&Game) -> bool,
) -> Game {
    for seed in 0..limit {
        if let Some(g) = random_game(rules, armies, seed, max_moves)
            && want(&g)
        {
            println!("{name}: seed {seed}, {} moves", g.moves().len());
            return g;
        }
    }
    panic!("{name}: no seed below {limit} gives the game wanted");
}

fn ended_by(g: &Game, reason: Reason) -> bool {
    g.outcome().is_some_and(|o| o.reason == reason)
}

/// Writes `rec` with its expected `final:`/`result:` lines, after checking it replays to
/// the same game and round-trips through JSON.
fn write(name: &str, mut rec: Record, notes: &str) {
    let game = rec.to_game().unwrap_or_else(|e| panic!("{name}: {e}"));
    rec.notes = Some(notes.to_string());
    rec.started
        .get_or_insert_with(|| "2026-11-30T12:00:00Z".into());
    rec.extra.insert(
        "x-expect".into(),
        json!({ "final": game.sfen(), "result": result_line(&game) }),
    );
    let text = rec.to_json_string();
    let back = Record::from_json_str(&text).unwrap();
    assert_eq!(back, rec, "{name}: JSON round trip");
    std::fs::write(out_dir().join(format!("{name}.json")), text).unwrap();
    println!("{name}: {} / {}", game.sfen(), result_line(&game));
}

fn write_game(name: &str, g: &Game, notes: &str) {
    let mut rec = Record::from_game(g);
    rec.players.blue = Some("Ann".into());
    rec.players.red = Some("Bob".into());
    write(name, rec, notes);
}

/// A hand-made record, given as JSON text without `format`/`version`.
fn hand_made(name: &str, body: &str, notes: &str) -> Game {
    let text = format!("{{\"format\": \"shuuro-game\", \"version\": 1, {body}}}");
    let rec = Record::from_json_str(&text).unwrap_or_else(|e| panic!("{name}: {e}"));
    let g = rec.to_game().unwrap_or_else(|e| panic!("{name}: {e}"));
    write(name, rec, notes);
    g
}

/// lishuuro's variants (docs/variants.md): a game of each, and a pawn promoting to a fairy
/// piece.
#[test]
#[ignore = "writes tests/data/records/: run on purpose"]
fn generate_lishuuro_records() {
    std::fs::create_dir_all(out_dir()).unwrap();
    let rules = |board, name| Rules::with_roster(board, Roster::builtin(name).unwrap());
    let fairy = rules(BoardSize::Twelve, "fairy");
    let g = search("fairy-12x12-checkmate", &fairy, None, 400, 400, |g| {
        ended_by(g, Reason::Checkmate)
            && g.army(Side::Blue)
                .is_some_and(|a| Role::FAIRY.iter().any(|&r| a.count(r) > 0))
    });
    write_game(
        "fairy-12x12-checkmate",
        &g,
        "Shuuro Fairy (lishuuro): 870 points with Chancellors, Archbishops and Giraffes.",
    );
    let g = search(
        "mini-fairy-game",
        &rules(BoardSize::Six, "mini-fairy"),
        None,
        300,
        400,
        |g| g.outcome().is_some(),
    );
    write_game(
        "mini-fairy-game",
        &g,
        "Mini Fairy (lishuuro): 6×6, 250 points.",
    );
    let g = search(
        "eight-checkmate",
        &rules(BoardSize::Eight, "eight"),
        None,
        300,
        400,
        |g| ended_by(g, Reason::Checkmate) && g.plinth_roll_placed().iter().any(|p| !p),
    );
    write_game(
        "eight-checkmate",
        &g,
        "Shuuro on 8×8 (lishuuro): 350 points, four plinths in ranks 3–6 (a lost roll rolled again).",
    );
    let g = search(
        "eight-fairy-promotion",
        &rules(BoardSize::Eight, "eight-fairy"),
        None,
        300,
        4000,
        |g| {
            g.outcome().is_some()
                && g.moves()
                    .iter()
                    .any(|m| m.promotion.is_some_and(|r| r.is_fairy()))
        },
    );
    write_game(
        "eight-fairy-promotion",
        &g,
        "Shuuro Fairy on 8×8 (lishuuro): 400 points; a pawn promotes to a fairy piece.",
    );
}

#[test]
#[ignore = "writes tests/data/records/: run on purpose"]
fn generate_golden_records() {
    std::fs::create_dir_all(out_dir()).unwrap();
    let std = Rules::standard();
    let mini = Rules::mini();

    // A full 12×12 game to checkmate, the rulebook's army against a random one.
    let rulebook_vs = Some([Army::rulebook_example(), army("KQQQRRBBNNNNPPPPPPPP")]);
    let g = search("full-12x12-checkmate", &std, rulebook_vs, 400, 400, |g| {
        ended_by(g, Reason::Checkmate)
    });
    write_game(
        "full-12x12-checkmate",
        &g,
        "A whole standard game: armies, plinth rolls, dice, deployment, fight to checkmate.",
    );

    let g = search("mini-checkmate", &mini, None, 300, 400, |g| {
        ended_by(g, Reason::Checkmate)
    });
    write_game("mini-checkmate", &g, "A Mini-Shuuro game to checkmate.");

    // The ambush: the first mover captures the King with its first move.
    let g = search("ambush", &mini, None, 1, 4000, |g| {
        ended_by(g, Reason::KingCaptured) && g.moves().len() == 1
    });
    write_game(
        "ambush",
        &g,
        "The first mover attacks the enemy King when the fight starts and captures it.",
    );

    // Variants.
    let mut scouts = std.clone();
    scouts.scouts = true;
    let g = search("variant-scouts", &scouts, None, 300, 400, |g| {
        g.outcome().is_some()
    });
    write_game(
        "variant-scouts",
        &g,
        "Scouts: plinths rolled before the armies are chosen.",
    );

    let mut jungle = std.clone();
    jungle.plinths_per_quadrant = 4;
    let g = search("variant-jungle", &jungle, None, 300, 400, |g| {
        g.outcome().is_some() && g.plinth_roll_placed().iter().any(|p| !p)
    });
    write_game(
        "variant-jungle",
        &g,
        "It's a jungle out here: 4 plinths per quadrant (a repeated roll is lost).",
    );

    let mut castle = std.clone();
    castle.king_anywhere = true;
    let g = search("variant-king-in-castle", &castle, None, 300, 2000, |g| {
        g.outcome().is_some()
            && g.placements()
                .iter()
                .any(|(p, s)| p.role == Role::King && !(3..=8).contains(&s.file()))
    });
    write_game(
        "variant-king-in-castle",
        &g,
        "King in the castle: a King deployed outside the central files.",
    );

    let mut serious = std.clone();
    serious.serious = true;
    let g = search("variant-serious", &serious, None, 300, 400, |g| {
        g.outcome().is_some()
            && g.army(Side::Blue).map(|a| a.total()) != g.army(Side::Red).map(|a| a.total())
    });
    write_game(
        "variant-serious",
        &g,
        "Serious business: the bigger army deploys first, who finished first moves first.",
    );

    let mut handicap = std.clone();
    handicap.budget.red = 500;
    handicap.budget.blue = 1000;
    let g = search("variant-handicap", &handicap, None, 300, 400, |g| {
        g.outcome().is_some()
    });
    write_game(
        "variant-handicap",
        &g,
        "Handicap: Blue 1000 points, Red 500.",
    );

    let mut small = std.clone();
    small.budget.red = 300;
    small.budget.blue = 300;
    let g = search("variant-smaller-game", &small, None, 300, 400, |g| {
        ended_by(g, Reason::Checkmate)
    });
    write_game(
        "variant-smaller-game",
        &g,
        "A smaller game: 300 points each.",
    );

    let nolimits = Rules::with_roster(BoardSize::Twelve, Roster::builtin("no-limits").unwrap());
    let g = search(
        "variant-no-limits",
        &nolimits,
        Some([army("KQQQQQNNPPP"), army("KRRRRRRRBBBPPPP")]),
        300,
        400,
        |g| g.outcome().is_some() && g.moves().len() > 10,
    );
    write_game(
        "variant-no-limits",
        &g,
        "No limits: five Queens, seven Rooks.",
    );

    let mut clock = mini.clone();
    clock.clock = Some(shuuro::rules::game::ClockRules {
        initial_ms: 300_000,
        increment_ms: 5_000,
    });
    let mut g = search("variant-clock-timeout", &clock, None, 12, 400, |g| {
        g.outcome().is_none()
    });
    let side = g.to_act().unwrap();
    g.apply(Step::Timeout(side)).unwrap();
    let mut rec = Record::from_game(&g);
    rec.clock_ms = Some(
        (0..g.moves().len())
            .map(|i| [300_000 - 1000 * i as u64, 290_000 - 2000 * i as u64])
            .collect(),
    );
    write(
        "variant-clock-timeout",
        rec,
        "Time is of the essence: a flag falls.",
    );

    // Results decided by the players.
    let mut g = search("resignation", &mini, None, 6, 400, |g| {
        g.outcome().is_none()
    });
    g.apply(Step::Resign(Side::Red)).unwrap();
    write_game("resignation", &g, "Red resigns in the fight.");
    let mut g = random_game(&std, None, 7, 0).unwrap();
    let mut g2 = g.replay_prefix(1);
    g2.apply(Step::Resign(Side::Blue)).unwrap();
    write_game(
        "resignation-armies",
        &g2,
        "Blue resigns while the armies are formed.",
    );
    g.apply(Step::AgreeDraw).unwrap();
    write_game("agreement", &g, "A draw agreed when the fight starts.");

    // Unfinished games, one per phase, cut out of a whole game.
    let both = Some([Army::rulebook_example(), army("KQQRRBBBNNNPPPPPPPP")]);
    let g = search("resume", &std, both, 40, 400, |g| {
        g.outcome().is_none() && g.deploy_rolls().len() > 1 && g.moves().len() == 40
    });
    let cut = |pred: &dyn Fn(&Game) -> bool| -> Game {
        (0..=g.steps().len())
            .map(|k| g.replay_prefix(k))
            .find(|p| pred(p))
            .expect("phase reached")
    };
    write_game(
        "resume-armies",
        &cut(&|p| p.has_army(Side::Blue) && !p.has_army(Side::Red)),
        "Unfinished: Red is still forming its army.",
    );
    write_game(
        "resume-plinths",
        &cut(&|p| p.plinth_rolls().len() == 3),
        "Unfinished: three plinth rolls made.",
    );
    write_game(
        "resume-deploy-order",
        &cut(&|p| p.phase() == Phase::DeployOrder && !p.deploy_rolls().is_empty()),
        "Unfinished: the deploy-order dice tied once.",
    );
    write_game(
        "resume-deploy",
        &cut(&|p| p.placements().len() == 17),
        "Unfinished: deployment half done.",
    );
    let mut fo = cut(&|p| p.phase() == Phase::FightOrder);
    fo.apply(Step::FightRoll([4, 4])).unwrap();
    write_game(
        "resume-fight-order",
        &fo,
        "Unfinished: the move-order dice tied once.",
    );
    write_game("resume-fight", &g, "Unfinished: 40 moves into the fight.");

    // A fixed plinth layout for deployment practice: only rules and plinths.
    hand_made(
        "practice-layout",
        r#""rules": {"board": 12, "roster": "standard"},
           "plinths": ["b2", "i3", "e5", "k6", "e8", "h9", "c10", "k11"]"#,
        "A fixed plinth layout: deployment practice starts from it.",
    );

    hand_made_games();
    draw_games();

    // The first mover starts in check, can't take the King nor escape: checkmate before
    // any move.
    let g = search("mated-before-moving", &mini, None, 0, 100_000, |g| {
        ended_by(g, Reason::Checkmate) && g.moves().is_empty()
    });
    write_game(
        "mated-before-moving",
        &g,
        "The first mover starts in check with no escape and no King to take: checkmate.",
    );

    let tabletop = Rules::with_roster(BoardSize::Twelve, Roster::builtin("tabletop").unwrap());
    let g = search("roster-tabletop", &tabletop, None, 300, 400, |g| {
        g.outcome().is_some() && g.moves().len() > 10
    });
    write_game(
        "roster-tabletop",
        &g,
        "The tabletop roster (up to four Queens).",
    );
}

/// Kings and a Knight each on 12×12, fixed plinths far away, Blue moves first.
fn knights_game() -> Game {
    let text = r#"{"format": "shuuro-game", "version": 1,
        "rules": {"board": 12, "roster": "standard"},
        "armies": {"blue": "KN", "red": "KN"},
        "plinths": ["a9", "l9"],
        "deploy_rolls": [[1, 4]],
        "deployment": ["K@d1", "k@e12", "N@l1", "n@a12"],
        "fight_rolls": [[5, 3]]}"#;
    Record::from_json_str(text).unwrap().to_game().unwrap()
}

fn play(g: &mut Game, moves: &[String]) {
    for m in moves {
        g.apply(Step::Move(m.parse().unwrap()))
            .unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn knight_cycles(n: usize) -> Vec<String> {
    ["l1k3", "a12b10", "k3l1", "b10a12"]
        .iter()
        .cycle()
        .take(4 * n)
        .map(|s| s.to_string())
        .collect()
}

fn draw_games() {
    let mut g = knights_game();
    play(&mut g, &knight_cycles(2));
    g.apply(Step::ClaimDraw(Reason::Repetition)).unwrap();
    write_game(
        "draw-repetition-claimed",
        &g,
        "Threefold repetition, claimed.",
    );

    let mut g = knights_game();
    play(&mut g, &knight_cycles(4));
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::Fivefold)));
    write_game(
        "draw-fivefold",
        &g,
        "Fivefold repetition ends the game by itself.",
    );

    let mut g = knights_game();
    play(&mut g, &king_walk(100));
    g.apply(Step::ClaimDraw(Reason::FiftyMove)).unwrap();
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::FiftyMove)));
    write_game(
        "draw-fifty-move-claimed",
        &g,
        "Fifty moves without capture or pawn move, claimed.",
    );

    let mut g = knights_game();
    play(&mut g, &king_walk(150));
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::SeventyFiveMove)));
    write_game(
        "draw-seventy-five-move",
        &g,
        "Seventy-five moves without capture or pawn move end the game by themselves.",
    );
}

fn hand_made_games() {
    // Stalemate in one: Red has only its King in the corner.
    let g = hand_made(
        "stalemate",
        r#""rules": {"board": 6, "roster": "mini"},
           "armies": {"blue": "KQ", "red": "K"},
           "plinth_rolls": [{"by": "blue", "quadrant": "only", "column": 6, "row": 3},
                            {"by": "blue", "quadrant": "only", "column": 5, "row": 4}],
           "plinths": ["f3", "e4"],
           "deploy_rolls": [[2, 5]],
           "deployment": ["K@d1", "k@a6", "Q@b1"],
           "fight_rolls": [[6, 2]],
           "moves": ["b1b4"],
           "result": {"winner": null, "reason": "stalemate"}"#,
        "Stalemate: the Queen takes the last squares of the cornered King.",
    );
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::Stalemate)));

    // En passant, then the last pawn falls: King against King.
    let g = hand_made(
        "en-passant",
        r#""rules": {"board": 6, "roster": "mini"},
           "armies": {"blue": "KP", "red": "KP"},
           "plinth_rolls": [{"by": "blue", "quadrant": "only", "column": 6, "row": 3},
                            {"by": "blue", "quadrant": "only", "column": 5, "row": 5}],
           "plinths": ["f3", "e5"],
           "deploy_rolls": [[1, 4]],
           "deployment": ["K@f1", "k@a6", "P@d2", "p@c5"],
           "fight_rolls": [[5, 3]],
           "moves": ["f1e1", "c5c4", "d2d4", "c4d3", "e1d2", "a6a5", "d2d3"],
           "result": {"winner": null, "reason": "dead-position"}"#,
        "En passant (c4xd3 after d2-d4), then King against King.",
    );
    assert_eq!(g.outcome(), Some(Outcome::draw(Reason::DeadPosition)));

    let g = hand_made(
        "promotion-knight",
        r#""rules": {"board": 6, "roster": "mini"},
           "armies": {"blue": "KP", "red": "K"},
           "plinth_rolls": [{"by": "blue", "quadrant": "only", "column": 6, "row": 3},
                            {"by": "blue", "quadrant": "only", "column": 5, "row": 3}],
           "plinths": ["f3", "e3"],
           "deploy_rolls": [[1, 4]],
           "deployment": ["K@c1", "k@f6", "P@a2"],
           "fight_rolls": [[5, 3]],
           "moves": ["a2a4", "f6f5", "a4a5", "f5f6", "a5a6n"]"#,
        "A pawn promotes to a Knight.",
    );
    assert!(
        g.position()
            .unwrap()
            .board()
            .by_piece(Piece::new(Side::Blue, Role::Knight))
            .any()
    );

    hand_made(
        "knight-takes-knight-on-plinth",
        r#""rules": {"board": 6, "roster": "mini"},
           "armies": {"blue": "KN", "red": "KN"},
           "plinth_rolls": [{"by": "blue", "quadrant": "only", "column": 2, "row": 6},
                            {"by": "blue", "quadrant": "only", "column": 6, "row": 1}],
           "plinths": ["b6", "f1"],
           "deploy_rolls": [[1, 4]],
           "deployment": ["K@d1", "k@e6", "N@b1", "n@b6"],
           "fight_rolls": [[5, 3]],
           "moves": ["b1a3", "e6f6", "a3c4", "f6e6", "c4b6"]"#,
        "A Knight captures a Knight standing on a plinth and stands on it.",
    );
}
