//! `shuuro export` (FORMAT.md §8): every step of several records drawn as SVG and read
//! back through its `data-` attributes gives exactly the position `replay --sfen` prints
//! at that step; a bad record and a step out of range give §8's exit codes; the picture
//! is written whole or not at all, never over anything but a picture of its kind; any
//! name draws; captions say the steps as the move list does.

use std::collections::BTreeMap;
use std::path::Path;

mod common;
use common::process::{Run, run_in, temp_dir};

/// Records with a Knight on a plinth, a promotion, a check, on both boards.
const RECORDS: [&str; 4] = [
    "full-12x12-checkmate.json",
    "mini-checkmate.json",
    "knight-takes-knight-on-plinth.json",
    "promotion-knight.json",
];

fn record(name: &str) -> String {
    format!("{}/tests/data/records/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// What a square holds: a plinth or not, and a piece letter or none.
type Squares = BTreeMap<String, (bool, Option<char>)>;

/// The board field of an SFEN (FORMAT.md §4), square by square.
fn from_sfen(sfen: &str) -> Squares {
    let board = sfen.split(' ').next().expect("a board field");
    let ranks: Vec<&str> = board.split('/').collect();
    let n = ranks.len();
    let mut out = Squares::new();
    for (i, rank) in ranks.iter().enumerate() {
        let r = n - i;
        let mut file = 0u8;
        let mut chars = rank.chars().peekable();
        let name = |file: u8| format!("{}{r}", char::from(b'a' + file));
        while let Some(c) = chars.next() {
            if c.is_ascii_digit() {
                let mut k = c.to_digit(10).unwrap();
                if let Some(d) = chars.peek().and_then(|d| d.to_digit(10)) {
                    k = k * 10 + d;
                    chars.next();
                }
                for _ in 0..k {
                    out.insert(name(file), (false, None));
                    file += 1;
                }
            } else if c == '_' {
                let on = chars.next().expect("a plinth's content");
                out.insert(name(file), (true, (on != '.').then_some(on)));
                file += 1;
            } else {
                out.insert(name(file), (false, Some(c)));
                file += 1;
            }
        }
        assert_eq!(usize::from(file), n, "rank {r} of {sfen}");
    }
    out
}

/// The value of `attr="..."` in an element's text.
fn attr<'a>(element: &'a str, attr: &str) -> Option<&'a str> {
    let start = element.find(&format!(" {attr}=\""))? + attr.len() + 3;
    let len = element[start..].find('"')?;
    Some(&element[start..start + len])
}

/// The squares as the SVG's `data-` attributes give them: every element with
/// `data-square` and no `data-piece` a square, with both a piece, with `data-plinth` a
/// plinth. Each square named once, each piece and plinth at most once per square.
fn from_svg(svg: &str) -> Squares {
    let mut out = Squares::new();
    let mut pieces = 0;
    let mut plinths = 0;
    for element in svg.split('<').skip(1) {
        let element = element.split('>').next().unwrap();
        match (attr(element, "data-square"), attr(element, "data-piece")) {
            (Some(sq), None) => {
                assert!(
                    out.insert(sq.to_string(), (false, None)).is_none(),
                    "{sq} twice"
                );
            }
            (Some(sq), Some(p)) => {
                let mut letters = p.chars();
                let letter = letters.next().expect("a piece letter");
                assert!(letters.next().is_none(), "one letter: {p}");
                let entry = out
                    .get_mut(sq)
                    .expect("a piece on a square drawn before it");
                assert!(entry.1.replace(letter).is_none(), "two pieces on {sq}");
                pieces += 1;
            }
            (None, Some(p)) => panic!("a piece {p} without a square"),
            (None, None) => {}
        }
        if let Some(sq) = attr(element, "data-plinth") {
            let entry = out
                .get_mut(sq)
                .expect("a plinth on a square drawn before it");
            assert!(!entry.0, "two plinths on {sq}");
            entry.0 = true;
            plinths += 1;
        }
    }
    let counted = |f: fn(&(bool, Option<char>)) -> bool| out.values().filter(|v| f(v)).count();
    assert_eq!(pieces, counted(|v| v.1.is_some()));
    assert_eq!(plinths, counted(|v| v.0));
    out
}

fn ok(run: &Run, what: &str) {
    assert_eq!(run.code, Some(0), "{what}: {}", run.stderr);
}

/// The SFEN of every line of `replay --sfen` (the lines before `final:`).
fn sfen_lines(dir: &Path, file: &str) -> Vec<String> {
    let run = run_in(dir, &["replay", file, "--sfen"]);
    ok(&run, file);
    run.stdout
        .lines()
        .filter(|l| !l.starts_with("final: ") && !l.starts_with("result: "))
        .map(|l| {
            l.rsplit_once("): ")
                .expect("`step (text): SFEN`")
                .1
                .to_string()
        })
        .collect()
}

#[test]
fn every_step_drawn_reads_back_as_the_position_replay_prints() {
    let dir = temp_dir("export-steps");
    for name in RECORDS {
        let file = record(name);
        let lines = sfen_lines(&dir, &file);
        assert!(lines.len() > 10, "{name}: {} steps", lines.len());
        for (i, sfen) in lines.iter().enumerate() {
            let step = (i + 1).to_string();
            let out = dir.join("step.svg");
            let out = out.to_str().unwrap();
            for flip in [false, true] {
                let mut args = vec![
                    "export",
                    &file,
                    "--step",
                    &step,
                    "--svg",
                    out,
                    "--overwrite",
                ];
                if flip {
                    args.push("--flip");
                }
                ok(&run_in(&dir, &args), &format!("{name} step {step}"));
                let svg = std::fs::read_to_string(out).unwrap();
                assert_eq!(
                    from_svg(&svg),
                    from_sfen(sfen),
                    "{name} step {step} (flip {flip}): {sfen}"
                );
            }
        }
        // Without --step: the last line.
        let out = dir.join("last.svg");
        ok(
            &run_in(
                &dir,
                &[
                    "export",
                    &file,
                    "--svg",
                    out.to_str().unwrap(),
                    "--overwrite",
                ],
            ),
            name,
        );
        let svg = std::fs::read_to_string(&out).unwrap();
        assert_eq!(from_svg(&svg), from_sfen(lines.last().unwrap()), "{name}");
    }
}

#[test]
fn the_records_cover_a_knight_on_a_plinth_a_promotion_and_a_check() {
    let dir = temp_dir("export-cover");
    let mut knight_on_plinth = false;
    let mut check = false;
    let mut boards = Vec::new();
    for name in RECORDS {
        let file = record(name);
        let lines = sfen_lines(&dir, &file);
        knight_on_plinth |= lines.iter().any(|l| l.contains("_N") || l.contains("_n"));
        for step in 1..=lines.len() {
            let out = dir.join("c.svg");
            let step = step.to_string();
            let args = [
                "export",
                &file,
                "--step",
                &step,
                "--svg",
                out.to_str().unwrap(),
                "--overwrite",
            ];
            ok(&run_in(&dir, &args), name);
            let svg = std::fs::read_to_string(&out).unwrap();
            check |= svg.contains(r#"class="check""#);
        }
        boards.push(lines.len());
    }
    assert!(knight_on_plinth, "no Knight on a plinth in {RECORDS:?}");
    assert!(check, "no King in check drawn in {RECORDS:?}");
    // A promotion: a move with a promotion letter in one of the records.
    let promoted = RECORDS.iter().any(|name| {
        let text = std::fs::read_to_string(record(name)).unwrap();
        let rec: serde_json::Value = serde_json::from_str(&text).unwrap();
        rec["moves"].as_array().is_some_and(|m| {
            m.iter().any(|m| {
                m.as_str()
                    .is_some_and(|m| m.ends_with(['q', 'r', 'b', 'n']))
            })
        })
    });
    assert!(promoted, "no promotion in {RECORDS:?}");
}

#[test]
fn the_last_step_and_the_caption_are_drawn() {
    let dir = temp_dir("export-marks");
    let file = record("mini-checkmate.json");
    let out = dir.join("end.svg");
    ok(
        &run_in(&dir, &["export", &file, "--svg", out.to_str().unwrap()]),
        "mini",
    );
    let svg = std::fs::read_to_string(&out).unwrap();
    // The mating move: its from and to squares are marked.
    let text = std::fs::read_to_string(&file).unwrap();
    let rec: serde_json::Value = serde_json::from_str(&text).unwrap();
    let last = rec["moves"]
        .as_array()
        .unwrap()
        .last()
        .unwrap()
        .as_str()
        .unwrap();
    assert_eq!(svg.matches(r#"class="last""#).count(), 2, "{last}");
    assert!(
        svg.contains(r#"class="check""#),
        "the mated King is in check"
    );
    assert!(svg.contains("wins: checkmate"), "the result in the caption");
    // No font is needed anywhere: the caption and coordinates are stroked glyphs too, so
    // the PNG and the GIF show them as the SVG does.
    assert!(!svg.contains("<text"), "text needs a font the pixels lack");
    // No font is needed for the pieces: they are paths and circles, never text.
    for piece in svg.split("data-piece=").skip(1) {
        let body = piece.split("</g>").next().unwrap();
        assert!(!body.contains("<text"), "{body}");
    }
}

#[test]
fn a_bad_record_a_broken_record_and_a_step_out_of_range_give_the_exit_codes_of_section_8() {
    let dir = temp_dir("export-codes");
    let out = dir.join("x.svg");
    let out = out.to_str().unwrap();
    let good = record("mini-checkmate.json");
    let count = sfen_lines(&dir, &good).len();

    let past = (count + 1).to_string();
    let run = run_in(&dir, &["export", &good, "--step", &past, "--svg", out]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(
        run.stderr.contains(&format!("1 to {count}")),
        "{}",
        run.stderr
    );
    let run = run_in(&dir, &["export", &good, "--step", "0", "--svg", out]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(run.stderr.contains("--step 0"), "{}", run.stderr);

    let malformed = record("malformed/bad-move.json");
    let run = run_in(&dir, &["export", &malformed, "--svg", out]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);
    assert!(
        run.stderr.contains("move 2"),
        "the field is named: {}",
        run.stderr
    );

    let missing = dir.join("none.json");
    let run = run_in(&dir, &["export", missing.to_str().unwrap(), "--svg", out]);
    assert_eq!(run.code, Some(2), "{}", run.stderr);

    let broken = record("invalid/rook-on-plinth.json");
    let run = run_in(&dir, &["export", &broken, "--svg", out]);
    assert_eq!(run.code, Some(1), "{}", run.stderr);
    assert!(
        run.stderr.contains("deployment"),
        "the step is named: {}",
        run.stderr
    );
    assert!(!Path::new(out).exists(), "no picture of a broken record");
}

/// A PNG file's pixels as RGBA.
fn png_pixels(file: &Path) -> (u32, u32, Vec<u8>) {
    let pixmap = resvg::tiny_skia::Pixmap::load_png(file).expect("a PNG");
    (pixmap.width(), pixmap.height(), pixmap.data().to_vec())
}

#[test]
fn the_png_is_the_svg_as_pixels_at_the_size_asked() {
    let dir = temp_dir("export-png");
    let file = record("knight-takes-knight-on-plinth.json");
    let (svg, png) = (dir.join("k.svg"), dir.join("k.png"));
    for size in ["24", "40"] {
        for out in [("--svg", &svg), ("--png", &png)] {
            let args = [
                "export",
                &file,
                out.0,
                out.1.to_str().unwrap(),
                "--size",
                size,
                "--overwrite",
            ];
            ok(&run_in(&dir, &args), size);
        }
        let (w, h, pixels) = png_pixels(&png);
        let text = std::fs::read_to_string(&svg).unwrap();
        let px = |name: &str| -> u32 {
            let v: f64 = attr(&text, name).unwrap().parse().unwrap();
            v.round() as u32
        };
        // The SVG's width and height, caption included (its glyphs are strokes).
        assert_eq!(w, px("width"), "size {size}");
        assert_eq!(h, px("height"), "size {size}");
        // 6 squares of `size` pixels across, and margins.
        let size: u32 = size.parse().unwrap();
        assert!(w > 6 * size && w < 8 * size, "{w} for {size}");
        let tree = resvg::usvg::Tree::from_str(&text, &Default::default()).unwrap();
        let mut pixmap = resvg::tiny_skia::Pixmap::new(w, px("height")).unwrap();
        resvg::render(&tree, Default::default(), &mut pixmap.as_mut());
        // The same drawing: the board and its coordinates are the same pixels.
        let row = w as usize * 4;
        let left = 0;
        let same = (0..h as usize).all(|y| {
            pixels[y * row + left..(y + 1) * row] == pixmap.data()[y * row + left..(y + 1) * row]
        });
        assert!(same, "size {size}: the PNG is not the SVG's pixels");
    }
}

/// The board field of each line of `replay --sfen`.
fn boards(lines: &[String]) -> Vec<&str> {
    lines.iter().map(|l| l.split(' ').next().unwrap()).collect()
}

#[test]
fn the_gif_has_a_frame_per_board_change_from_the_first_to_the_last_position() {
    let dir = temp_dir("export-gif");
    for name in ["mini-checkmate.json", "knight-takes-knight-on-plinth.json"] {
        let file = record(name);
        let lines = sfen_lines(&dir, &file);
        let b = boards(&lines);
        let changes = 1 + b.windows(2).filter(|w| w[0] != w[1]).count();
        let gif = dir.join("g.gif");
        let args = [
            "export",
            &file,
            "--gif",
            gif.to_str().unwrap(),
            "--overwrite",
            "--size",
            "24",
        ];
        ok(&run_in(&dir, &args), name);
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options
            .read_info(std::fs::File::open(&gif).unwrap())
            .unwrap();
        let (w, h) = (usize::from(decoder.width()), usize::from(decoder.height()));
        let mut canvas = vec![0u8; w * h * 4];
        let mut frames = 0;
        let mut delays = Vec::new();
        let mut first = None;
        while let Some(f) = decoder.read_next_frame().unwrap() {
            frames += 1;
            delays.push(f.delay);
            for y in 0..usize::from(f.height) {
                for x in 0..usize::from(f.width) {
                    let s = (y * usize::from(f.width) + x) * 4;
                    if f.buffer[s + 3] == 0 {
                        continue;
                    }
                    let d = ((y + usize::from(f.top)) * w + x + usize::from(f.left)) * 4;
                    canvas[d..d + 4].copy_from_slice(&f.buffer[s..s + 4]);
                }
            }
            if first.is_none() {
                first = Some(canvas.clone());
            }
        }
        assert_eq!(frames, changes, "{name}: one frame per board change");
        assert!(
            delays.last() > delays.first(),
            "{name}: the last frame is held"
        );
        // The first frame shows the board before its first change, captioned as the last
        // step before it (the armies bought, say); the last frame the last step. Each is
        // that step's PNG, but for the fixed palette: no channel of any pixel far off.
        let before_change = b
            .windows(2)
            .position(|w| w[0] != w[1])
            .map_or(b.len(), |i| i + 1);
        for (step, seen) in [
            (before_change.to_string(), first.unwrap()),
            (lines.len().to_string(), canvas),
        ] {
            let step = &*step;
            let png = dir.join("s.png");
            let args = [
                "export",
                &file,
                "--step",
                step,
                "--png",
                png.to_str().unwrap(),
                "--overwrite",
                "--size",
                "24",
            ];
            ok(&run_in(&dir, &args), name);
            let (pw, ph, pixels) = png_pixels(&png);
            assert_eq!((pw as usize, ph as usize), (w, h));
            let far = pixels
                .iter()
                .zip(&seen)
                .filter(|(a, b)| a.abs_diff(**b) > 40)
                .count();
            assert!(
                far < pixels.len() / 200,
                "{name} step {step}: {far} channels off"
            );
        }
    }
}

/// A record that names nobody: the caption says the sides once ("Blue v Red"), not
/// "Blue (Blue) v Red (Red)"; a named one gives each name with its side.
#[test]
fn the_caption_names_the_players_or_the_sides_alone() {
    let dir = temp_dir("export-names");
    let out = dir.join("c.svg");
    for (file, names) in [
        ("stalemate.json", "<title>Blue v Red"),
        ("mini-checkmate.json", "<title>Ann (Blue) v Bob (Red)"),
    ] {
        let args = [
            "export",
            &record(file),
            "--svg",
            out.to_str().unwrap(),
            "--overwrite",
        ];
        ok(&run_in(&dir, &args), file);
        let svg = std::fs::read_to_string(&out).unwrap();
        assert!(svg.contains(names), "{file}: {svg}");
    }
}

/// A copy of a test record in `dir`.
fn copy_record(dir: &Path, name: &str) -> std::path::PathBuf {
    let to = dir.join(name);
    std::fs::copy(record(name), &to).unwrap();
    to
}

/// The files of `dir` whose names start with `.` and end with `.tmp` (a save's
/// temporary files).
fn temporary_files(dir: &Path) -> Vec<String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.') && n.ends_with(".tmp"))
        .collect()
}

/// Issue 44: `export g.json --svg g.json` replaced the game with a picture. A record, a
/// layout, a roster, a puzzle set, any other file, and a picture of another kind are
/// never written over, with `--overwrite` or without: standard error says what is there,
/// the exit code is 4, the file is as it was.
#[test]
fn a_picture_never_replaces_a_record_or_any_file_that_is_not_a_picture_of_its_kind() {
    let dir = temp_dir("export-keeps");
    let game = copy_record(&dir, "mini-checkmate.json");
    let layout = copy_record(&dir, "practice-layout.json");
    let roster = dir.join("roster.json");
    std::fs::copy(
        format!("{}/rosters/mini.json", env!("CARGO_MANIFEST_DIR")),
        &roster,
    )
    .unwrap();
    let set = dir.join("set.json");
    std::fs::write(
        &set,
        r#"{"format": "shuuro-puzzles", "version": 1, "puzzles": []}"#,
    )
    .unwrap();
    let notes = dir.join("notes.png");
    std::fs::write(&notes, "my notes").unwrap();
    let svg = dir.join("board.svg");
    ok(
        &run_in(
            &dir,
            &[
                "export",
                game.to_str().unwrap(),
                "--svg",
                svg.to_str().unwrap(),
            ],
        ),
        "an SVG",
    );
    let game_text = game.to_str().unwrap();
    for (out, flag, there) in [
        (&game, "--svg", "a game record"),
        (&game, "--png", "a game record"),
        (&game, "--gif", "a game record"),
        (&layout, "--svg", "a plinth layout"),
        (&roster, "--png", "a roster"),
        (&set, "--gif", "a puzzle set"),
        (&notes, "--png", "not a picture"),
        (&svg, "--png", "a picture in SVG"),
    ] {
        let before = std::fs::read(out).unwrap();
        for overwrite in [false, true] {
            let mut args = vec!["export", game_text, flag, out.to_str().unwrap()];
            if overwrite {
                args.push("--overwrite");
            }
            let run = run_in(&dir, &args);
            assert_eq!(run.code, Some(4), "{args:?}: {}", run.stderr);
            assert!(run.stderr.contains(there), "{args:?}: {}", run.stderr);
            assert_eq!(
                std::fs::read(out).unwrap(),
                before,
                "{args:?} changed the file"
            );
        }
    }
    assert!(
        temporary_files(&dir).is_empty(),
        "{:?}",
        temporary_files(&dir)
    );
    // The game is still there and still a game.
    ok(&run_in(&dir, &["replay", game_text, "--check"]), "the game");
}

/// Issue 44: any existing file was replaced without a word. An older picture of the kind
/// asked for (made again from its record at will) is replaced and standard error says so,
/// quietly with `--overwrite`; an empty file holds nothing to lose.
#[test]
fn an_older_picture_of_the_same_kind_is_replaced_and_said() {
    let dir = temp_dir("export-overwrite");
    let game = record("mini-checkmate.json");
    for (flag, name) in [("--svg", "p.svg"), ("--png", "p.png"), ("--gif", "p.gif")] {
        let out = dir.join(name);
        let out = out.to_str().unwrap();
        ok(
            &run_in(&dir, &["export", &game, flag, out, "--step", "30"]),
            name,
        );
        let first = std::fs::read(out).unwrap();
        let run = run_in(&dir, &["export", &game, flag, out, "--size", "30"]);
        ok(&run, name);
        assert!(
            run.stderr.contains(name) && run.stderr.contains("replaced"),
            "{name}: the replacement is said: {}",
            run.stderr
        );
        let second = std::fs::read(out).unwrap();
        assert_ne!(second, first, "{name} not replaced");
        let run = run_in(
            &dir,
            &["export", &game, flag, out, "--overwrite", "--size", "20"],
        );
        ok(&run, name);
        assert!(run.stderr.is_empty(), "{name}: {}", run.stderr);
        assert_ne!(std::fs::read(out).unwrap(), second, "{name} not replaced");
    }
    let empty = dir.join("empty.png");
    std::fs::write(&empty, "").unwrap();
    ok(
        &run_in(&dir, &["export", &game, "--png", empty.to_str().unwrap()]),
        "an empty file",
    );
    assert!(std::fs::read(&empty).unwrap().starts_with(b"\x89PNG"));
    assert!(
        temporary_files(&dir).is_empty(),
        "{:?}",
        temporary_files(&dir)
    );
}

/// Issue 44: a FIFO as the output hung for ever (`mkfifo f.svg; shuuro export REC --svg
/// f.svg`). A folder, a FIFO, a device and a folder that does not exist are refused at
/// once (exit 4, saying what is there), and no folder is made.
#[cfg(unix)]
#[test]
fn a_folder_a_fifo_or_a_device_is_refused_as_the_output_at_once() {
    let dir = temp_dir("export-fifo");
    let game = record("mini-checkmate.json");
    let fifo = dir.join("f.svg");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    assert!(
        made.is_ok_and(|s| s.success()),
        "mkfifo (coreutils) is needed"
    );
    let folder = dir.join("pictures.gif");
    std::fs::create_dir(&folder).unwrap();
    let nowhere = dir.join("no-such-folder").join("x.png");
    for (flag, out, there) in [
        ("--svg", fifo.as_path(), "FIFO"),
        ("--gif", fifo.as_path(), "FIFO"),
        ("--gif", folder.as_path(), "directory"),
        ("--png", Path::new("/dev/null"), "device"),
        ("--png", nowhere.as_path(), "does not exist"),
    ] {
        let start = std::time::Instant::now();
        let run = run_in(&dir, &["export", &game, flag, out.to_str().unwrap()]);
        assert_eq!(
            run.code,
            Some(4),
            "{flag} {}: {}",
            out.display(),
            run.stderr
        );
        assert!(
            run.stderr.contains(there),
            "{flag} {}: {}",
            out.display(),
            run.stderr
        );
        assert!(
            start.elapsed().as_secs() < 20,
            "{} took long",
            out.display()
        );
    }
    assert!(!dir.join("no-such-folder").exists(), "a folder was made");
    assert!(folder.is_dir());
}

/// Runs the binary under a limit on the size of the files it writes (`ulimit -f`, 512
/// bytes a block), the signal of a write past it ignored: each write past the limit
/// fails as on a full disk.
#[cfg(unix)]
fn run_on_a_full_disk(dir: &Path, blocks: u32, args: &[&str]) -> (Option<i32>, String) {
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "trap '' XFSZ; ulimit -f {blocks}; exec \"$0\" \"$@\""
        ))
        .arg(common::process::BIN)
        .args(args)
        .current_dir(dir)
        .env("SHUURO_DATA_DIR", dir.join("data"))
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Issue 44: on a full disk an old `keep.png` became an 8 KB partial file. A picture
/// that can't be written whole leaves the old one as it was, no temporary file, and
/// says so (exit 4); the GIF too, written as it is drawn.
#[cfg(unix)]
#[test]
fn a_full_disk_leaves_the_old_picture_whole_and_no_temporary_file() {
    let dir = temp_dir("export-full");
    let game = record("full-12x12-checkmate.json");
    for (flag, name) in [
        ("--png", "keep.png"),
        ("--gif", "keep.gif"),
        ("--svg", "keep.svg"),
    ] {
        let out = dir.join(name);
        let out = out.to_str().unwrap();
        ok(
            &run_in(
                &dir,
                &["export", &game, flag, out, "--size", "8", "--step", "50"],
            ),
            name,
        );
        let old = std::fs::read(out).unwrap();
        // Room for a kilobyte: far less than the new picture.
        let blocks = 2;
        let args = ["export", &game, flag, out, "--size", "60", "--overwrite"];
        let (code, stderr) = run_on_a_full_disk(&dir, blocks, &args);
        assert_eq!(code, Some(4), "{name}: {stderr}");
        assert!(stderr.contains(name), "{name}: {stderr}");
        assert_eq!(std::fs::read(out).unwrap(), old, "{name} was damaged");
        assert!(
            temporary_files(&dir).is_empty(),
            "{:?}",
            temporary_files(&dir)
        );
    }
}

/// Issue 44: kill -9 during `--gif` left a partial GIF over an older picture. Killed
/// while it draws, the export leaves the older picture as it was; what it leaves beside
/// it is tidied by the next export to that name.
#[cfg(unix)]
#[test]
fn a_killed_gif_export_leaves_the_older_picture_whole() {
    let dir = temp_dir("export-kill");
    let game = record("variant-scouts.json");
    let out = dir.join("old.gif");
    let out_text = out.to_str().unwrap();
    ok(
        &run_in(&dir, &["export", &game, "--gif", out_text, "--size", "8"]),
        "old.gif",
    );
    let old = std::fs::read(&out).unwrap();
    for _ in 0..3 {
        let mut child = std::process::Command::new(common::process::BIN)
            .args([
                "export",
                &game,
                "--gif",
                out_text,
                "--size",
                "200",
                "--overwrite",
            ])
            .current_dir(&*dir)
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .spawn()
            .unwrap();
        // Killed once it writes.
        let start = std::time::Instant::now();
        while temporary_files(&dir).is_empty() && start.elapsed().as_secs() < 60 {
            std::thread::sleep(std::time::Duration::from_millis(2));
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
        child.kill().unwrap();
        child.wait().unwrap();
        assert_eq!(
            std::fs::read(&out).unwrap(),
            old,
            "the older picture was damaged"
        );
    }
    // The next export to that name tidies what the killed ones left.
    ok(
        &run_in(
            &dir,
            &[
                "export",
                &game,
                "--gif",
                out_text,
                "--size",
                "8",
                "--overwrite",
            ],
        ),
        "again",
    );
    assert!(
        temporary_files(&dir).is_empty(),
        "{:?}",
        temporary_files(&dir)
    );
}

/// Issue 44: a name holding U+FFFE or U+FFFF gave an SVG that is not well-formed XML, and
/// no PNG or GIF (exit 1). Every name a record may hold draws: what XML forbids is
/// replaced (U+FFFD in the title, a crossed box in the caption).
#[test]
fn every_name_a_record_may_hold_draws() {
    let dir = temp_dir("export-names-xml");
    let text = std::fs::read_to_string(record("mini-checkmate.json")).unwrap();
    let mut rec: serde_json::Value = serde_json::from_str(&text).unwrap();
    let names = [
        "A\u{FFFE}B\u{FFFF}",
        "\u{0}\u{7}\u{1b}[31m\u{85}\u{fdd0}",
        "<b>&amp;\"'</b>\t\r\n",
        "名人 🐴 Ω",
        "",
    ];
    for (i, (blue, red)) in names.iter().zip(names.iter().rev()).enumerate() {
        rec["players"] = serde_json::json!({ "blue": blue, "red": red });
        let file = dir.join(format!("n{i}.json"));
        std::fs::write(&file, rec.to_string()).unwrap();
        let file = file.to_str().unwrap();
        ok(
            &run_in(&dir, &["replay", file, "--check"]),
            "a valid record",
        );
        let svg = dir.join(format!("n{i}.svg"));
        ok(
            &run_in(&dir, &["export", file, "--svg", svg.to_str().unwrap()]),
            file,
        );
        let drawn = std::fs::read_to_string(&svg).unwrap();
        resvg::usvg::Tree::from_str(&drawn, &Default::default())
            .unwrap_or_else(|e| panic!("{blue:?} v {red:?}: not well-formed: {e}"));
        for (flag, ext) in [("--png", "png"), ("--gif", "gif")] {
            let out = dir.join(format!("n{i}.{ext}"));
            ok(
                &run_in(&dir, &["export", file, flag, out.to_str().unwrap()]),
                file,
            );
        }
    }
}

/// The caption of the SVG of `step` (`None`: the last) of the test record `name`: its
/// `<title>`.
fn title(dir: &Path, name: &str, step: Option<usize>) -> String {
    let out = dir.join("t.svg");
    let file = record(name);
    let step = step.map(|s| s.to_string());
    let mut args = vec![
        "export",
        &file,
        "--svg",
        out.to_str().unwrap(),
        "--overwrite",
    ];
    if let Some(s) = &step {
        args.extend(["--step", s]);
    }
    ok(&run_in(dir, &args), name);
    let svg = std::fs::read_to_string(&out).unwrap();
    let start = svg.find("<title>").unwrap() + 7;
    svg[start..start + svg[start..].find("</title>").unwrap()].to_string()
}

/// Issue 44: captions counted plies as moves, in long notation (`move 57 (b8d6)` for
/// `29. Qd6#`), and the first GIF frame's was a field name (`armies.blue (KQQ…)`).
/// Moves are numbered and written as the move list writes them; every other step is
/// said in words.
#[test]
fn captions_say_moves_as_the_move_list_does_and_other_steps_in_words() {
    let dir = temp_dir("export-captions");
    // (record, its fight moves, a ply, how the move list numbers it): Blue moves first
    // in the first, Red in the second (Red's first move is `1...`, as in chess).
    for (name, moves, ply, number) in [
        ("mini-checkmate.json", 56, 10, "5... "),
        ("mini-checkmate.json", 56, 56, "28... "),
        ("mini-checkmate.json", 56, 1, "1. "),
        ("full-12x12-checkmate.json", 37, 1, "1... "),
        ("full-12x12-checkmate.json", 37, 10, "6. "),
    ] {
        let lines = sfen_lines(&dir, &record(name));
        let step = lines.len() - moves + ply;
        let t = title(&dir, name, Some(step));
        assert!(
            t.contains(&format!(" \u{2014} {number}")),
            "{name} ply {ply}: {t}"
        );
        assert!(!t.contains("move "), "{name} ply {ply}: {t}");
    }
    // In short notation, as the move list: the mate of `full-12x12-checkmate.json`.
    let last = title(&dir, "full-12x12-checkmate.json", None);
    assert!(last.contains("19... Qfxe1#"), "{last}");
    let lines = sfen_lines(&dir, &record("full-12x12-checkmate.json"));
    let fight = lines.len() - 37;
    for step in 1..=3 {
        let t = title(&dir, "full-12x12-checkmate.json", Some(step));
        assert!(!t.contains("armies.") && !t.contains("plinth roll"), "{t}");
    }
    let armies = title(&dir, "full-12x12-checkmate.json", Some(2));
    assert!(
        armies.contains("Armies: Blue K") && armies.contains(", Red K"),
        "{armies}"
    );
    let roll = title(&dir, "full-12x12-checkmate.json", Some(3));
    assert!(
        roll.contains(" rolls ") && roll.contains("a plinth on "),
        "{roll}"
    );
    let placed = title(&dir, "full-12x12-checkmate.json", Some(fight - 1));
    assert!(placed.contains(" places the "), "{placed}");
}

/// Issue 44: a 6×6 caption cut the result (`Red wins: the King was captured...`). Every
/// line of the caption is drawn whole on the smallest board, wrapped to the picture's
/// width: one stroked glyph for each character of the `<title>` but its spaces, and the
/// picture tall enough for every row.
#[test]
fn a_caption_on_a_small_board_is_wrapped_never_cut() {
    let dir = temp_dir("export-small-caption");
    let out = dir.join("small.svg");
    for name in ["mini-checkmate.json", "stalemate.json", "ambush.json"] {
        let args = [
            "export",
            &record(name),
            "--svg",
            out.to_str().unwrap(),
            "--overwrite",
        ];
        ok(&run_in(&dir, &args), name);
        let svg = std::fs::read_to_string(&out).unwrap();
        let start = svg.find("<title>").unwrap() + 7;
        let title = &svg[start..start + svg[start..].find("</title>").unwrap()];
        let caption = &svg[svg.find(r#"<g class="caption""#).unwrap()..];
        let caption = &caption[..caption.find("</g>").unwrap()];
        let glyphs = caption.matches("<path ").count();
        let letters = title
            .split(" \u{2014} ")
            .flat_map(str::chars)
            .filter(|c| *c != ' ')
            .count();
        assert_eq!(glyphs, letters, "{name}: {title} is cut");
        // The last row's glyphs stand inside the picture.
        let height: f64 = attr(&svg[..svg.find('>').unwrap()], "viewBox")
            .unwrap()
            .split(' ')
            .nth(3)
            .unwrap()
            .parse()
            .unwrap();
        let lowest = caption
            .split("translate(")
            .skip(1)
            .map(|t| t.split([' ', ')']).nth(1).unwrap().parse::<f64>().unwrap())
            .fold(0.0, f64::max);
        assert!(
            lowest + 13.0 <= height,
            "{name}: a row at {lowest} under {height}"
        );
    }
    let ambush = std::fs::read_to_string(&out).unwrap();
    assert!(ambush.contains("Red wins: the King was captured in an ambush</title>"));
}

/// A new picture is readable as the umask allows, as any file a program makes (written
/// through a private temporary file, it came out readable by its owner alone); a
/// replaced one keeps its permissions.
#[cfg(unix)]
#[test]
fn a_new_picture_is_readable_as_the_umask_allows() {
    use std::os::unix::fs::PermissionsExt;
    let dir = temp_dir("export-mode");
    let game = record("mini-checkmate.json");
    let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
    for (flag, name) in [("--svg", "m.svg"), ("--png", "m.png"), ("--gif", "m.gif")] {
        let out = dir.join(name);
        let run = std::process::Command::new("sh")
            .arg("-c")
            .arg("umask 022; exec \"$0\" \"$@\"")
            .arg(common::process::BIN)
            .args(["export", &game, flag, out.to_str().unwrap()])
            .current_dir(&*dir)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        assert!(
            run.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert_eq!(mode(&out), 0o644, "{name}");
        std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o640)).unwrap();
        let args = ["export", &game, flag, out.to_str().unwrap(), "--overwrite"];
        ok(&run_in(&dir, &args), name);
        assert_eq!(mode(&out), 0o640, "{name} replaced");
    }
}
