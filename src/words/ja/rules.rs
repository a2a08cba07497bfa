//! The rules' words in Japanese.

use crate::rules::army::ParseArmyError;
use crate::rules::deploy::{DeploymentError, PlaceError, SquareList, board_row, own_rows};
use crate::rules::game::{Action, GameError, Phase};
use crate::rules::illegal::IllegalReason;
use crate::rules::notation::{MoveTextError, PartError, PlacementTextError};
use crate::rules::outcome::{Outcome, Reason};
use crate::rules::plinths::{Die, PlinthError, Quadrant, RollProblem};
use crate::rules::position::{FromSfenError, IllegalMove, ParseMoveError, PositionError};
use crate::rules::role::RoleSet;
use crate::rules::roster::{ArmyViolation, RosterProblem, WrongBoard};
use crate::rules::sfen::SfenError;
use crate::rules::square::{BoardSize, ParseSquareError};
use crate::rules::{Piece, Role, Side};

use super::{Ja, q, qc};
use crate::words::RulesWords;

/// "ナイト", "ナイトかジラフ", "ナイト、チャンセラーかジラフ".
fn names(set: RoleSet) -> String {
    let names: Vec<&str> = set.iter().map(|r| Ja.role(r)).collect();
    match names.as_slice() {
        [rest @ .., last] if !rest.is_empty() => format!("{}か{last}", rest.join("、")),
        _ => names.concat(),
    }
}

/// "10〜12".
fn rows(side: Side, size: BoardSize) -> String {
    let (a, b) = own_rows(side, size);
    format!("{a}〜{b}")
}

const PAWN_DIAGONAL: &str =
    "ポーンが斜めに進むのは駒を取るときだけです（アンパッサンは相手が2マス進んだ直後だけ）";
const PAWN_SHAPE: &str = "ポーンはまっすぐ前に進み、斜め前1マスの駒を取ります";

impl RulesWords for Ja {
    fn side(&self, s: Side) -> &'static str {
        match s {
            Side::Blue => "青",
            Side::Red => "赤",
        }
    }

    fn role(&self, r: Role) -> &'static str {
        match r {
            Role::King => "キング",
            Role::Queen => "クイーン",
            Role::Rook => "ルーク",
            Role::Bishop => "ビショップ",
            Role::Knight => "ナイト",
            Role::Pawn => "ポーン",
            Role::Chancellor => "チャンセラー",
            Role::Archbishop => "アークビショップ",
            Role::Giraffe => "ジラフ",
        }
    }

    fn roles(&self, r: Role) -> &'static str {
        self.role(r)
    }

    fn piece(&self, p: Piece) -> String {
        format!("{}の{}", self.side(p.side), self.role(p.role))
    }

    fn quadrant(&self, q: Quadrant) -> &'static str {
        match q {
            Quadrant::Left => "左",
            Quadrant::Right => "右",
            Quadrant::Only => "唯一",
        }
    }

    fn reason(&self, r: Reason) -> &'static str {
        match r {
            Reason::Checkmate => "チェックメイト",
            Reason::KingCaptured => "奇襲によるキング奪取",
            Reason::Resignation => "投了",
            Reason::Timeout => "時間切れ",
            Reason::Stalemate => "ステイルメイト",
            Reason::Repetition => "同一局面3回（申請）",
            Reason::FiftyMove => "50手ルール（申請）",
            Reason::Fivefold => "同一局面5回",
            Reason::SeventyFiveMove => "75手ルール",
            Reason::DeadPosition => "キング対キング",
            Reason::Agreement => "合意",
        }
    }

    fn outcome(&self, o: &Outcome) -> String {
        match o.winner {
            Some(s) => format!("{}の勝ち：{}", self.side(s), self.reason(o.reason)),
            None => format!("引き分け：{}", self.reason(o.reason)),
        }
    }

    fn phase(&self, p: Phase) -> &'static str {
        match p {
            Phase::Armies => "アーミーの編成中です",
            Phase::Plinths => "戦場の準備中です（キューブのダイス）",
            Phase::DeployOrder => "配置の順番を決めるダイスを振る段階です",
            Phase::Deploy => "配置中です",
            Phase::FightOrder => "先後を決めるダイスを振る段階です",
            Phase::Fight => "バトル中です",
            Phase::Over => "対局は終わっています",
        }
    }

    fn game_action(&self, a: Action) -> &'static str {
        match a {
            Action::EnterArmy => "アーミーを登録できません",
            Action::RollPlinth => "キューブのダイスは振れません",
            Action::SetPlinths => "キューブの配置は決められません",
            Action::ThrowDeployDice => "配置順のダイスは振れません",
            Action::SetDeployOrder => "配置順は決められません",
            Action::Place => "駒は配置できません",
            Action::ThrowFightDice => "先後のダイスは振れません",
            Action::SetMoveOrder => "先後は決められません",
            Action::Move => "バトルの手は指せません",
            Action::FallFlag => "時間切れにはできません",
        }
    }

    fn list_sep(&self) -> &'static str {
        "／"
    }

    fn squares(&self, s: &SquareList) -> String {
        s.0.iter()
            .map(|sq| sq.to_string())
            .collect::<Vec<_>>()
            .join("、")
    }

    fn place_error(&self, e: &PlaceError) -> String {
        match e {
            PlaceError::Finished => "配置は終わっています".into(),
            PlaceError::NotYourTurn(s) => format!("{}の番です", self.side(*s)),
            PlaceError::NotInHand { side, role } => format!(
                "{}の持ち駒に{}は残っていません",
                self.side(*side),
                self.role(*role)
            ),
            PlaceError::OffBoard { square, size } => format!("{square}は{size}の盤の外です"),
            PlaceError::KingFirst => "最初にキングを配置します".into(),
            PlaceError::PawnsAfterNobles => {
                "ポーンはポーン以外の駒をすべて置いてから配置します".into()
            }
            PlaceError::BeyondRow3 { square, side, size } => format!(
                "{square}は{}の自陣3段（{}段）の外です",
                self.side(*side),
                rows(*side, *size)
            ),
            PlaceError::Occupied(sq) => format!("{sq}にはもう駒があります"),
            PlaceError::OnPlinth { role, may } => format!(
                "{}はキューブの上に置けません（置けるのは{}だけ）",
                self.role(*role),
                names(*may)
            ),
            PlaceError::KingNotCentral { first, last } => {
                format!("キングは中央のマス{first}〜{last}のどれかに置きます")
            }
            PlaceError::KingNotOnRow1 { first, last } => format!(
                "キングは{}段目（{first}〜{last}）に置きます",
                first.rank() + 1
            ),
            PlaceError::PawnOnRow1 { side, size } => format!(
                "ポーンは{}段目（{}の1段目）に置けません",
                board_row(*size, *side, 1),
                self.side(*side)
            ),
            PlaceError::LowerRowHasRoom { row, role, squares } => format!(
                "{row}段目にまだ{}を置けるマスがあります（{}）",
                self.role(*role),
                self.squares(squares)
            ),
            PlaceError::Stuck { side, roles } => format!(
                "{}は持ち駒（{}）をどれも置けません：置けるマスが残っていません",
                self.side(*side),
                roles
                    .iter()
                    .map(|r| self.role(*r))
                    .collect::<Vec<_>>()
                    .join("、")
            ),
        }
    }

    fn deployment_error(&self, e: &DeploymentError) -> String {
        match e {
            DeploymentError::OffBoard {
                piece,
                square,
                size,
            } => format!("{}が{size}の盤の外の{square}にいます", self.piece(*piece)),
            DeploymentError::BeyondRow3 {
                piece,
                square,
                size,
            } => format!(
                "{square}の{}が{}の自陣3段（{}段）の外にいます",
                self.piece(*piece),
                self.side(piece.side),
                rows(piece.side, *size)
            ),
            DeploymentError::OnPlinth { piece, square, may } => format!(
                "{square}の{}がキューブの上にいます（乗れるのは{}だけ）",
                self.piece(*piece),
                names(*may)
            ),
            DeploymentError::PawnOnRow1 { piece, square } => format!(
                "{square}の{}が{}の1段目にいます（ポーンは置けません）",
                self.piece(*piece),
                self.side(piece.side)
            ),
            DeploymentError::KingMisplaced {
                piece,
                square,
                central,
                first,
                last,
            } => {
                let squares = if *central {
                    format!("中央のマス{first}〜{last}")
                } else {
                    format!("{}段目（{first}〜{last}）", first.rank() + 1)
                };
                format!("{square}の{}が{squares}にいません", self.piece(*piece))
            }
            DeploymentError::NoKing(side) => {
                format!("{}のキングが盤にも持ち駒にもありません", self.side(*side))
            }
            DeploymentError::TooManyKings { side, count } => format!(
                "{}のキングが{count}個あります（盤と持ち駒の合計）",
                self.side(*side)
            ),
            DeploymentError::PlacedBeforeKing(side) => format!(
                "{}はキングを持ち駒に残したまま駒を配置しています（キングが最初です）",
                self.side(*side)
            ),
            DeploymentError::PawnBeforeNobles { piece, square } => format!(
                "{square}の{}は、ポーン以外の駒が持ち駒に残っているうちに配置されています（ポーンは最後です）",
                self.piece(*piece)
            ),
            DeploymentError::RowSkipped {
                piece,
                square,
                row,
                lower,
                room,
            } => format!(
                "{square}の{}は{row}段目にいますが、{lower}段目にまだ空きがあります（{}）",
                self.piece(*piece),
                self.squares(room)
            ),
            DeploymentError::NothingToPlace { side } => format!(
                "{}の配置番ですが持ち駒がありません（{}にはあります）",
                self.side(*side),
                self.side(side.opposite())
            ),
            DeploymentError::OutOfTurn { side, placed } => format!(
                "{}の配置番ですが、青が{}個、赤が{}個配置しています（1個ずつ交互に置きます）",
                self.side(*side),
                placed.blue,
                placed.red
            ),
            DeploymentError::BadPly { ply, placed } => {
                format!("手数{ply}が配置済みの駒{placed}個と合いません（配置中の手数は配置数＋1）")
            }
        }
    }

    fn illegal_reason(&self, e: &IllegalReason) -> String {
        use IllegalReason as R;
        match *e {
            R::GameOver => "対局は終わっています：キングが取られました".into(),
            R::OffBoard { square, size } => format!("{square}は{size}の盤の外です"),
            R::NoPiece(sq) => format!("{sq}に駒がありません"),
            R::NotYours { role, square, turn } => format!(
                "{square}の{}は相手の駒です：{}の手番です",
                self.role(role),
                self.side(turn)
            ),
            R::SameSquare => "駒は別のマスへ動かします".into(),
            R::OwnPiece { square, role } => {
                format!("{square}には自分の{}がいます", self.role(role))
            }
            R::MustPromote { from, to, allowed } => format!(
                "最奥段に着いたポーンはプロモーションします：{}を付けます（{from}{to}q）",
                allowed
                    .iter()
                    .map(|r| r.lower_char().to_string())
                    .collect::<Vec<_>>()
                    .join("、")
            ),
            R::PromotionTooEarly => "プロモーションできるのは最奥段に着いたポーンだけです".into(),
            R::BadPromotion { allowed, .. } => format!(
                "ポーンは{}のどれかにプロモーションします",
                allowed
                    .iter()
                    .map(|r| self.role(r))
                    .collect::<Vec<_>>()
                    .join("、")
            ),
            R::OnlyPawnsPromote(role) => format!(
                "プロモーションするのはポーンだけです（{}はしません）",
                self.role(role)
            ),
            R::Shape(role) => match role {
                Role::Knight => "ナイトはL字に動きます：縦か横に2マス、その横に1マス",
                Role::King => "キングは1マス動きます（キャスリングはありません）",
                Role::Rook => "ルークは縦と横に動きます",
                Role::Bishop => "ビショップは斜めに動きます",
                Role::Queen => "クイーンは縦・横・斜めに動きます",
                Role::Pawn => PAWN_SHAPE,
                Role::Chancellor => "チャンセラーは縦と横に動くか、ナイトのようにL字に跳びます",
                Role::Archbishop => "アークビショップは斜めに動くか、ナイトのようにL字に跳びます",
                Role::Giraffe => "ジラフは縦か横に4マス、その横に1マスの所へ跳びます",
            }
            .into(),
            R::Blocked {
                square,
                piece: Some(p),
                plinth: true,
            } => format!(
                "{square}のキューブ上の{}が道をふさいでいます",
                self.piece(p)
            ),
            R::Blocked {
                square,
                piece: Some(p),
                plinth: false,
            } => format!("{square}の{}が道をふさいでいます", self.piece(p)),
            R::Blocked {
                square,
                piece: None,
                ..
            } => format!("{square}のキューブが道をふさいでいます"),
            R::PawnBackward => "ポーンは前にしか進めません".into(),
            R::PawnCapturesAhead => "ポーンはまっすぐ前の駒を取れません".into(),
            R::PawnCrossesPlinth(sq) => format!("ポーンは{sq}のキューブを越えられません"),
            R::PawnBlocked(sq) => format!("ポーンの前の{sq}がふさがっています"),
            R::PawnDoubleStepNotFromRow2 { row } => {
                format!("ポーンが2マス進めるのは自陣2段目からだけです（このポーンは{row}段目）")
            }
            R::PawnTooFar { on_row_2: true } => "2段目のポーンは1マスか2マス進みます".into(),
            R::PawnTooFar { on_row_2: false } => {
                "ポーンは前に1マス進みます（自陣2段目からは2マスも可）".into()
            }
            R::PawnDiagonalWithoutCapture => PAWN_DIAGONAL.into(),
            R::PawnShape => PAWN_SHAPE.into(),
            R::CaptureOnPlinth { role, target } => format!(
                "{}はキューブ上の{}を取れません",
                self.role(role),
                self.role(target)
            ),
            R::OntoPlinth(role) => format!("{}はキューブに乗れません", self.role(role)),
            R::KingIntoCheck(sq) => format!("その手ではキングが{sq}でチェックされます"),
            R::StillInCheck => "チェックされています。その手ではチェックが解けません".into(),
            R::ExposesKing => "その手ではキングがチェックされます".into(),
        }
    }

    fn illegal_move(&self, e: &IllegalMove) -> String {
        format!("指せません：{}", self.illegal_reason(&e.reason))
    }

    fn game_error(&self, e: &GameError) -> String {
        match e {
            GameError::WrongPhase { what, phase } => {
                format!("今は{}：{}", self.game_action(*what), self.phase(*phase))
            }
            GameError::NoDiceUnderSerious { phase } => format!(
                "真剣勝負では先後のダイスは振りません：{}",
                self.phase(*phase)
            ),
            GameError::ArmyAlreadyIn { side } => {
                format!("{}はもうアーミーを登録しています", self.side(*side))
            }
            GameError::Army(v) => self.joined(v.iter().map(|v| self.army_violation(v)).collect()),
            GameError::WrongRoller { expected, found } => format!(
                "次のキューブのダイスは{}の{}の区画の分です（{}の{}の区画ではありません）",
                self.side(expected.0),
                self.quadrant(expected.1),
                self.side(found.0),
                self.quadrant(found.1)
            ),
            GameError::Plinth(e) => self.plinth_error(e),
            GameError::PlinthOffBoard(sq) => format!("{sq}のキューブは盤の外です"),
            GameError::Die(n) => format!("ダイスの目は1〜6です（{n}ではありません）"),
            GameError::Place(e) => self.place_error(e),
            GameError::Illegal(e) => self.illegal_move(e),
            GameError::FightStart(p) => format!(
                "バトルを始められません：{}",
                self.joined(p.0.iter().map(|p| self.position_error(p)).collect())
            ),
            GameError::NotOnMove(side) => {
                format!("時間切れになるのは手番の側（{}）だけです", self.side(*side))
            }
            GameError::NoClock => "この対局には持ち時間がありません".into(),
            GameError::NoDrawToClaim {
                repetitions,
                halfmoves,
            } => format!(
                "引き分けは申請できません：この局面は{repetitions}回目で、50手ルールのカウントは{halfmoves}（半手）です"
            ),
            GameError::NothingToTakeBack => "待ったできるバトルの手がありません".into(),
            GameError::Over(o) => format!("対局は終わっています（{}）", self.outcome(o)),
        }
    }

    fn move_text_error(&self, e: &MoveTextError) -> String {
        match e {
            MoveTextError::Empty => "手が入力されていません".into(),
            MoveTextError::Unreadable { text } => format!(
                "{}は手として読めません（例：e2e4、Nf3、exd5、b12=Q）",
                q(text)
            ),
            MoveTextError::Placement { text } => format!(
                "{}は配置の書き方です。バトルでは手を入力します（例：e2e4、Nf3、exd5）",
                q(text)
            ),
            MoveTextError::BadPart { text, problem } => {
                format!("{}：{}", q(text), self.part_error(problem))
            }
            MoveTextError::GameOver => "対局は終わっています：もう指せません".into(),
            MoveTextError::NoSuchPiece { role, side } => format!(
                "{}がありません（{}の手番です）",
                self.role(*role),
                self.side(*side)
            ),
            MoveTextError::NoPieceCanMove { role, to } => {
                format!("{to}へ動ける{}はありません", self.role(*role))
            }
            MoveTextError::Ambiguous { options } => {
                format!("どの駒か決まりません：{}", options.join("か"))
            }
            MoveTextError::MustPromote { text, to, allowed } => format!(
                "指せません：{text}：最奥段に着いたポーンはプロモーションします：{}",
                allowed
                    .iter()
                    .map(|r| format!("{to}={}", r.upper_char()))
                    .collect::<Vec<_>>()
                    .join("、")
            ),
            MoveTextError::Illegal { text, reason } => {
                format!("指せません：{text}：{}", self.illegal_reason(reason))
            }
        }
    }

    fn part_error(&self, e: &PartError) -> String {
        match e {
            PartError::NotAPromotion(c) => format!(
                "{}はプロモーションできる駒ではありません（Q、R、B、N、またはC、A、G）",
                qc(*c)
            ),
            PartError::NotASquare { text, source } => format!(
                "{}はマスではありません：{}",
                q(text),
                self.parse_square_error(source)
            ),
            PartError::UppercaseFile(t) => {
                format!("{}：列は小文字で書きます（{}）", q(t), t.to_lowercase())
            }
            PartError::Departure(t) => {
                format!("{}は出発点の列・段として読めません（例：a、3、a3）", q(t))
            }
            PartError::PawnCaptureWithoutFile => {
                "ポーンで取る手はポーンの列から書きます：exd5".into()
            }
        }
    }

    fn placement_text_error(&self, e: &PlacementTextError) -> String {
        match e {
            PlacementTextError::Empty => "配置が入力されていません".into(),
            PlacementTextError::NotAPiece(t) => {
                format!(
                    "{}は駒ではありません（K、Q、R、B、N、P、またはC、A、G）",
                    q(t)
                )
            }
            PlacementTextError::NotASquare { text, source } => format!(
                "{}はマスではありません：{}",
                q(text),
                self.parse_square_error(source)
            ),
            PlacementTextError::Unreadable { text } => format!(
                "{}は配置として読めません（例：Q@e1、Qe1、選んだ駒ならe1）",
                q(text)
            ),
        }
    }

    fn parse_square_error(&self, e: &ParseSquareError) -> String {
        match e {
            ParseSquareError::Empty => "マスの名前がありません".into(),
            ParseSquareError::BadFile(c) => {
                format!(
                    "列{}が正しくありません（12×12はa〜l、8×8はa〜h、6×6はa〜f）",
                    qc(*c)
                )
            }
            ParseSquareError::BadRank(s) => {
                format!(
                    "段{}が正しくありません（12×12は1〜12、8×8は1〜8、6×6は1〜6）",
                    q(s)
                )
            }
        }
    }

    fn parse_move_error(&self, e: &ParseMoveError) -> String {
        match e {
            ParseMoveError::Empty => "手がありません".into(),
            ParseMoveError::Square { text, source } => format!(
                "{}のマスが正しくありません：{}",
                q(text),
                self.parse_square_error(source)
            ),
            ParseMoveError::Promotion(c) => format!(
                "{}はプロモーションできる駒ではありません（q、r、b、n、またはc、a、g）",
                qc(*c)
            ),
            ParseMoveError::Shape(t) => {
                format!(
                    "{}はロング形式の手ではありません（例：e2e4、b11b12q）",
                    q(t)
                )
            }
        }
    }

    fn parse_army_error(&self, e: &ParseArmyError) -> String {
        match e {
            ParseArmyError::BadLetter { found, at } => format!(
                "位置{at}の{}は駒の文字ではありません（K Q R B N P、またはC A G）",
                qc(*found)
            ),
            ParseArmyError::TooMany(role) => {
                format!("1つのアーミーに{}が255個を超えています", self.role(*role))
            }
        }
    }

    fn army_violation(&self, e: &ArmyViolation) -> String {
        match e {
            ArmyViolation::OverBudget { cost, budget } => format!(
                "予算を{}ポイント超えています（{cost}／{budget}）",
                cost.saturating_sub(*budget)
            ),
            ArmyViolation::TooMany { role, count, max } => {
                format!("{}が{count}個（上限{max}個）", self.role(*role))
            }
            ArmyViolation::NotInRoster { role, count } => format!(
                "{}が{count}個（このコスト表にはありません）",
                self.role(*role)
            ),
            ArmyViolation::TooManyPieces { count, max } => {
                format!("駒が{count}個（上限{max}個）")
            }
            ArmyViolation::NoKing => "キングがいません".into(),
            ArmyViolation::TooManyKings(n) => format!("キングが{n}個"),
        }
    }

    fn roster_problem(&self, e: &RosterProblem) -> String {
        match e {
            RosterProblem::Board(n) => format!("board：12、8、6のどれかにします（今は{n}）"),
            RosterProblem::NoPieces => "max_pieces：キングの分として1以上にします（今は0）".into(),
            RosterProblem::KingMax(m) => format!(
                "pieces.king.max：キングはちょうど1個にします（今は{}）",
                m.map_or("上限なし".to_string(), |m| m.to_string())
            ),
        }
    }

    fn wrong_board(&self, e: &WrongBoard) -> String {
        format!(
            "コスト表{}は{}の盤用です（{}では使えません）",
            q(&e.name),
            e.made_for,
            e.board
        )
    }

    fn roll_problem(&self, e: &RollProblem) -> String {
        match e {
            RollProblem::DieOutOfRange {
                which,
                value,
                faces,
            } => format!(
                "{}のダイスの目が{value}です：{}",
                match which {
                    Die::Column => "列",
                    Die::Row => "段",
                },
                if *faces == 6 {
                    "ダイスの目は1〜6です".to_string()
                } else {
                    format!("このダイスの目は1〜{faces}です（8×8）")
                }
            ),
            RollProblem::NoSuchQuadrant { quadrant, size } => format!(
                "{size}の盤に区画{}はありません（{}）",
                q(quadrant.name()),
                match size {
                    BoardSize::Twelve => "区画は「left」と「right」",
                    BoardSize::Eight => "区画は各自の「only」ひとつ",
                    BoardSize::Six => "区画は「only」ひとつ",
                }
            ),
            RollProblem::WrongSide { expected, found } => format!(
                "今は{}が振る番です（{}ではありません）",
                self.side(*expected),
                self.side(*found)
            ),
            RollProblem::WrongQuadrant {
                side,
                expected,
                found,
            } => format!(
                "このダイスは{}の{}の区画の分です（{}の区画ではありません）",
                self.side(*side),
                self.quadrant(*expected),
                self.quadrant(*found)
            ),
            RollProblem::TooMany { expected } => {
                format!("{expected}回のダイスはもう全部振りました")
            }
        }
    }

    fn plinth_error(&self, e: &PlinthError) -> String {
        match e {
            PlinthError::Roll(p) => self.roll_problem(p),
            PlinthError::AtRoll { index, problem } => {
                format!("{index}回目のダイス：{}", self.roll_problem(problem))
            }
        }
    }

    fn sfen_error(&self, e: &SfenError) -> String {
        match e {
            SfenError::Empty => "SFEN：空です".into(),
            SfenError::MissingField(f) => {
                format!("SFEN：{f}の欄がありません（盤、手番、持ち駒、手数の順）")
            }
            SfenError::RankCount(n) => {
                format!(
                    "SFEN：盤が{n}段です：12段（Shuuro）、8段（8×8のShuuro）、6段（ミニShuuro）のどれかにします"
                )
            }
            SfenError::BadChar {
                rank,
                column,
                found,
            } => format!(
                "SFEN：{rank}段目の{column}文字目：{}は駒の文字でも数字でもキューブでもありません",
                qc(*found)
            ),
            SfenError::BadNumber {
                rank,
                column,
                text,
                max,
            } => format!(
                "SFEN：{rank}段目の{column}文字目：{}は空きマスの数（1〜{max}）ではありません",
                q(text)
            ),
            SfenError::BadPlinth {
                rank,
                column,
                found,
            } => format!(
                "SFEN：{rank}段目の{column}文字目：キューブは`_.`（空き）か、`_`に駒の文字を続けて書きます（{}ではありません）",
                q(found)
            ),
            SfenError::RankTooLong {
                rank,
                column,
                found,
                expected,
            } => format!(
                "SFEN：{rank}段目が{found}マスあり、この盤の{expected}マスを超えています（{column}文字目から）"
            ),
            SfenError::RankTooShort {
                rank,
                found,
                expected,
            } => {
                format!("SFEN：{rank}段目が{found}マスしかなく、この盤の{expected}マスに足りません")
            }
            SfenError::Side(s) => {
                format!("SFEN：手番{}は`w`（青）でも`b`（赤）でもありません", q(s))
            }
            SfenError::HandChar { at, found } => format!(
                "SFEN：持ち駒の{at}文字目：{}は駒の文字ではありません（K Q R B N P C A G、k q r b n p c a g）",
                qc(*found)
            ),
            SfenError::HandCount { at, text } => format!(
                "SFEN：持ち駒の{at}文字目：個数{}は1〜255の数にします",
                q(text)
            ),
            SfenError::HandDanglingCount(t) => format!(
                "SFEN：持ち駒が個数{}で終わり、その後に駒の文字がありません",
                q(t)
            ),
            SfenError::Ply(t) => format!("SFEN：手数{}が整数ではありません", q(t)),
        }
    }

    fn position_error(&self, e: &PositionError) -> String {
        match e {
            PositionError::NoKing { side } => format!("{}のキングがいません", self.side(*side)),
            PositionError::TooManyKings { side, count } => {
                format!("{}のキングが{count}個あります", self.side(*side))
            }
            PositionError::PiecesInHand => {
                "持ち駒が残っています：バトルの局面では持ち駒は空です".into()
            }
            PositionError::OnPlinth { role, square, may } => format!(
                "{square}のキューブに{}がいます（乗れるのは{}だけ）",
                self.role(*role),
                names(*may)
            ),
            PositionError::PawnOnLastRank { square } => {
                format!("{square}のポーンがプロモーションの段にいます")
            }
            PositionError::PawnOnFirstRow { square } => {
                format!("{square}のポーンが自陣1段目にいます（ポーンがいることはありえません）")
            }
            PositionError::OffBoard { square, size } => format!("{square}は{size}の盤の外です"),
        }
    }

    fn sfen_position_error(&self, e: &FromSfenError) -> String {
        match e {
            FromSfenError::Sfen(e) => self.sfen_error(e),
            FromSfenError::Position(p) => format!(
                "バトルの局面ではありません：{}",
                self.joined(p.0.iter().map(|p| self.position_error(p)).collect())
            ),
        }
    }
}
