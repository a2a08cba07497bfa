//! `shuuro export` (FORMAT.md §8): every step of several records drawn as SVG and read
//! back through its `data-` attributes gives exactly the position `replay --sfen` prints
//! at that step; a bad record and a step out of range give §8's exit codes.

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
                let mut args = vec!["export", &file, "--step", &step, "--svg", out];
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
            &run_in(&dir, &["export", &file, "--svg", out.to_str().unwrap()]),
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
        // The first and last frames are the PNGs of the first and last steps, but for the
        // fixed palette: no channel of any pixel far off.
        for (step, seen) in [("1", first.unwrap()), (&*lines.len().to_string(), canvas)] {
            let png = dir.join("s.png");
            let args = [
                "export",
                &file,
                "--step",
                step,
                "--png",
                png.to_str().unwrap(),
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
        let args = ["export", &record(file), "--svg", out.to_str().unwrap()];
        ok(&run_in(&dir, &args), file);
        let svg = std::fs::read_to_string(&out).unwrap();
        assert!(svg.contains(names), "{file}: {svg}");
    }
}
