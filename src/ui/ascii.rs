//! Plain ASCII (`--ascii`, or a locale that is not UTF-8): after a frame is drawn, every
//! cell that is not ASCII is replaced by the ASCII glyph that means the same. Doing it
//! once, over the whole buffer, covers the board, box borders (`+`, `-`, `|`), marks and
//! the arrows in hints alike, whatever screen drew them.

use ratatui::buffer::Buffer;

/// The ASCII that stands for `c` (itself when ASCII already; `?` for a glyph the client
/// never draws).
pub const fn glyph(c: char) -> char {
    match c {
        ' '..='~' => c,
        // Box drawing: lines and corners, light, heavy, double and rounded.
        '─' | '━' | '═' | '┄' | '┈' => '-',
        '│' | '┃' | '║' | '┆' | '┊' => '|',
        '┌' | '┐' | '└' | '┘' | '├' | '┤' | '┬' | '┴' | '┼' | '╭' | '╮' | '╯' | '╰' | '┏' | '┓'
        | '┗' | '┛' | '╔' | '╗' | '╚' | '╝' | '╠' | '╣' | '╦' | '╩' | '╬' => {
            '+'
        }
        // Marks and arrows.
        '▲' | '↑' | '△' => '^',
        '▼' | '↓' | '▽' => 'v',
        '←' | '◀' => '<',
        '→' | '▶' => '>',
        '·' | '•' | '…' => '.',
        '×' | '✗' => 'x',
        '✓' => '+',
        '–' | '—' | '−' => '-',
        '±' => '~',
        '≈' => '~',
        '█' | '▓' | '▒' | '░' => '#',
        // Chess symbols: Blue's (white) as capitals, Red's (black) in small letters.
        '♔' => 'K',
        '♕' => 'Q',
        '♖' => 'R',
        '♗' => 'B',
        '♘' => 'N',
        '♙' => 'P',
        '♚' => 'k',
        '♛' => 'q',
        '♜' => 'r',
        '♝' => 'b',
        '♞' => 'n',
        '♟' => 'p',
        '\u{a0}' => ' ',
        _ => '?',
    }
}

/// `text` with every character made ASCII.
pub fn text(s: &str) -> String {
    s.chars().map(glyph).collect()
}

/// Makes every cell of `buf` ASCII.
pub fn buffer(buf: &mut Buffer) {
    for cell in buf.content.iter_mut() {
        let sym = cell.symbol();
        if !sym.is_ascii() {
            // A wide glyph's second cell is empty; anything else becomes one ASCII glyph.
            let c = sym.chars().next().map_or(' ', glyph);
            let mut b = [0u8; 4];
            cell.set_symbol(c.encode_utf8(&mut b));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every non-ASCII character written anywhere in the client's screens and labels has
    /// a deliberate ASCII stand-in (not `?`): a new glyph can't slip through unmapped. The
    /// English words are drawn in ASCII; Japanese is not (in ASCII the client speaks
    /// English, `App::lang`), so the Japanese table and the Japanese letters the drawing
    /// layer knows of (its wrapping rule, its tests) are not looked at.
    #[test]
    fn every_glyph_the_client_writes_has_an_ascii_stand_in() {
        let mut missing = Vec::new();
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let japanese = |c: char| matches!(c, '\u{3000}'..='\u{30ff}' | '\u{4e00}'..='\u{9fff}' | '\u{ff00}'..='\u{ffef}');
        let mut dirs = vec![
            root.join("src/ui"),
            root.join("src/app"),
            root.join("src/words/en"),
        ];
        while let Some(dir) = dirs.pop() {
            for e in std::fs::read_dir(&dir).expect("source folder") {
                let path = e.expect("entry").path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let text = std::fs::read_to_string(&path).expect("source");
                for c in text.chars().filter(|&c| !c.is_ascii() && !japanese(c)) {
                    if glyph(c) == '?' && !missing.contains(&(c, path.clone())) {
                        missing.push((c, path.clone()));
                    }
                }
            }
        }
        assert!(missing.is_empty(), "no ASCII for {missing:?}");
    }

    #[test]
    fn borders_and_pieces_read_as_ascii() {
        assert_eq!(text("┌─ Keys ─┐"), "+- Keys -+");
        assert_eq!(text("♔♚ a–l 12×12 …"), "Kk a-l 12x12 .");
        assert_eq!(text("↑↓ ←→"), "^v <>");
    }
}
