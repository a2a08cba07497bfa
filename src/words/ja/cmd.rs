//! The client commands' words in Japanese.

use std::path::Path;

use crate::app::Unreadable;
use crate::app::save_path::SavePathError;

use super::Ja;
use crate::words::cmd::CmdWords;
use crate::words::{FileWords, NoticeWords};

impl CmdWords for Ja {
    fn resume_passed(&self, path: &Path, why: &Unreadable) -> String {
        format!("{}は読めません：{}", path.display(), self.unreadable(why))
    }

    fn resume_opening(&self, path: &Path) -> String {
        format!("読める中で最新の中断中の対局{}を開きます", path.display())
    }

    fn no_unfinished_in(&self, dir: &Path) -> String {
        format!("{}に中断中の対局はありません", dir.display())
    }

    fn not_a_terminal(&self, dumb: bool) -> String {
        if dumb {
            "shuuroにはカーソルを動かせる端末が必要ですが、この端末はできません（TERM=dumb）。端末のウィンドウで実行してください。端末なしで棋譜を調べるなら：shuuro replay FILE --check".into()
        } else {
            "shuuroには端末が必要です（標準入力と標準出力が端末であること）。端末なしで棋譜を調べるなら：shuuro replay FILE --check".into()
        }
    }

    fn game_not_saved(&self, e: &crate::app::SaveError) -> String {
        format!(
            "終了時に対局は保存されていませんでした（{}）：最後の保存より後の手は失われました",
            self.save_error(e)
        )
    }

    fn terminal_failed(&self, e: &std::io::Error) -> String {
        format!(
            "shuuro：端末が動かなくなりました（{}）。端末は元に戻しました。対局は操作のたびに保存されています：`shuuro resume`で中断中の対局を続けられます",
            self.io(e)
        )
    }

    fn output_lost(&self) -> String {
        "shuuro: 標準出力に書き込めませんでした。対局は quit と同じく終了しました（何か指していれば保存済みです）。`shuuro resume --plain` で続きができます".into()
    }

    fn save_path_error(&self, e: &SavePathError) -> String {
        match e {
            SavePathError::HoldsGame { path, standing } => format!(
                "{}にはもう対局があります（{}）：`shuuro resume {}`で続けるか、別の名前にしてください",
                path.display(),
                self.standing(*standing),
                path.display()
            ),
            SavePathError::NotAGame(at) => format!(
                "{}は上書きしません：対局ではないものが入っています（{}）。別の名前にしてください",
                at.path.display(),
                self.not_a_game_here(&at.what)
            ),
            SavePathError::Locked { path } => format!(
                "{}には別のshuuroが保存しています。別の名前にしてください",
                path.display()
            ),
            SavePathError::NoFolder { folder } => format!(
                "{}はフォルダーではありません：先に作るか、別のパスにしてください",
                folder.display()
            ),
        }
    }
}
