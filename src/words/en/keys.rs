//! The keys' words in English.

use crate::app::does::{Does, KeysOf};
use crate::app::key::key_name;
use crate::app::keyset::KeyProblem;

use super::En;
use crate::words::keys::KeyWords;

impl KeyWords for En {
    fn key_problem(&self, p: &KeyProblem) -> String {
        match p {
            KeyProblem::UnknownScreen { line, screen } => {
                format!("line {line}: no screen is called {screen:?} (shuuro keys lists them)")
            }
            KeyProblem::UnknownAction { line, action } => {
                format!("line {line}: no action is called {action:?} (shuuro keys lists them)")
            }
            KeyProblem::NotHere {
                line,
                action,
                screen: Some(screen),
            } => format!("line {line}: the {screen} screen has no {}", action.name()),
            KeyProblem::NotHere {
                line,
                action,
                screen: None,
            } => format!(
                "line {line}: {} is on no screen whose keys can change",
                action.name()
            ),
            KeyProblem::Fixed { line, action } => format!(
                "line {line}: {} keeps its keys (the answers of a question and Ctrl-Z never change)",
                action.name()
            ),
            KeyProblem::UnknownKey { line, key } => format!(
                "line {line}: {key:?} is not a key (write v, H, F1, Ctrl-Q, Space, Tab, Up, PgDn...)"
            ),
            KeyProblem::Reserved { line, key } => format!(
                "line {line}: {} keeps its meaning everywhere (Esc, Enter, Ctrl-C and Ctrl-Z can't be given)",
                key_name(*key)
            ),
            KeyProblem::Twice {
                line,
                screen,
                key,
                action,
                other,
            } => format!(
                "line {line}: on the {screen} screen {} is {}'s already, so {} keeps its keys there",
                key_name(*key),
                other.name(),
                action.name()
            ),
        }
    }

    fn does(&self, d: Does) -> &'static str {
        match d {
            Does::ToggleHelp => "show or hide this help",
            Does::QuitSaved => "quit at once (the game is saved)",
            Does::QuitAtOnce => "quit at once",
            Does::Suspend => "suspend (the shell's fg comes back)",
            Does::Yes => "yes",
            Does::No => "no",
            Does::OtherAccepts => "the other player accepts",
            Does::OtherDeclines => "the other player declines",
            Does::SealArmy => "seal this army",
            Does::BackToSheet => "go back to the sheet",
            Does::SaveUnderAnotherName => "save the game under another name",
            Does::DismissWarning => "dismiss the warning",
            Does::AcceptTyped => "play / accept what is typed",
            Does::CancelTyping => "cancel typing",
            Does::CloseHelp => "close the help",
            Does::ReadRules => "read the rules of Shuuro",
            Does::ScrollLineUp => "scroll up a line",
            Does::ScrollLineDown => "scroll down a line",
            Does::ScrollPageUp => "scroll up a page",
            Does::ScrollPageDown => "scroll down a page",
            Does::ToTop => "to the top",
            Does::ToEnd => "to the end",
            Does::KeysOfScreen => "the keys of this screen",
            Does::CloseRules => "close the rules",
            Does::PreviousItem => "previous item",
            Does::NextItem => "next item",
            Does::Choose => "choose",
            Does::QuitOrBack => "quit (or back)",
            Does::TypeFileName => "file list: type a file name",
            Does::PreviousSetting => "previous setting",
            Does::NextSetting => "next setting",
            Does::SettingDown => "change the setting down",
            Does::SettingUp => "change the setting up",
            Does::StartFromRow => "start the game (on its row; names: type)",
            Does::BackToStart => "back to the start screen",
            Does::Ready => "I am ready",
            Does::SaveAs => "save the game as...",
            Does::LeaveSaved => "leave (the game is saved)",
            Does::LeavePractice => "leave practice (asks first)",
            Does::PreviousPiece => "previous piece",
            Does::NextPiece => "next piece",
            Does::OneMore => "one more of this piece",
            Does::OneLess => "one less of this piece",
            Does::ExampleArmy => "load the rulebook's example army",
            Does::ClearArmy => "clear the army (King only)",
            Does::UndoArmy => "undo: the army before the last e or x",
            Does::ConfirmArmy => "confirm the army (only when valid)",
            Does::RollPlinth => "roll the dice for the next plinth",
            Does::RollAllPlinths => "roll all the remaining plinths",
            Does::Flip => "flip the board",
            Does::RollDice => "roll the dice",
            Does::CursorUp => "cursor up",
            Does::CursorDown => "cursor down",
            Does::CursorLeft => "cursor left",
            Does::CursorRight => "cursor right",
            Does::PlaceChosen => "place the chosen piece on the cursor square",
            Does::NextInHand => "choose the next piece in hand",
            Does::PreviousInHand => "choose the previous piece in hand",
            Does::ChooseKing => "choose the King",
            Does::ChooseQueen => "choose a Queen",
            Does::ChooseRook => "choose a Rook",
            Does::ChooseBishop => "choose a Bishop",
            Does::ChooseKnight => "choose a Knight",
            Does::ChoosePawn => "choose a Pawn",
            Does::ChooseChancellor => "choose a Chancellor (fairy games)",
            Does::ChooseArchbishop => "choose an Archbishop (fairy games)",
            Does::ChooseGiraffe => "choose a Giraffe (fairy games)",
            Does::TypePlacement => "type a placement (Q@e1 or Qe1)",
            Does::NoTakebackDeploy => "no takebacks in deployment (the rules)",
            Does::NoTakebackPractice => "no takebacks (r starts again)",
            Does::HintPlacement => "hint: the engine's placement",
            Does::AutoFlipPlacing => "auto-flip on/off (board turns to the player placing)",
            Does::ResignStuck => "resign (the deployment can't go on)",
            Does::DrawStuck => "end the game as a draw (the other player agrees)",
            Does::PickOrPut => "pick up a piece / put it on the target",
            Does::TypeMove => "type a move (e2e4, Nf3, b12=Q)",
            Does::HintMove => "hint: the engine's move and its line",
            Does::AutoFlipMoving => "auto-flip on/off (board turns to the side to move)",
            Does::Earlier => "look at the position a move earlier (the game goes on)",
            Does::Later => "a move later; from the last, back to the live position",
            Does::AskTakeback => "ask to take back the last move",
            Does::OfferDraw => "offer a draw",
            Does::ClaimDraw => "claim a draw (threefold, fifty moves)",
            Does::Resign => "resign",
            Does::DropPiece => "drop the piece in hand",
            Does::PromoteQueen => "promote to a Queen",
            Does::PromoteRook => "promote to a Rook",
            Does::PromoteBishop => "promote to a Bishop",
            Does::PromoteKnight => "promote to a Knight",
            Does::PromoteChancellor => "promote to a Chancellor (in a fairy game)",
            Does::PromoteArchbishop => "promote to an Archbishop (in a fairy game)",
            Does::PromoteGiraffe => "promote to a Giraffe (in a fairy game)",
            Does::PreviousChoice => "previous choice",
            Does::NextChoice => "next choice",
            Does::PromoteHighlighted => "promote to the highlighted piece",
            Does::BackToSquare => "back to the square, the pawn still in hand",
            Does::Review => "review the game in the replay viewer",
            Does::Rematch => "rematch: same settings, sides swapped",
            Does::BackToPractice => "back to the practice (the same armies and layout)",
            Does::Quit => "quit",
            Does::HideBox => "hide / show this box to see the final position",
            Does::StepForward => "one step forward",
            Does::StepBack => "one step back",
            Does::TenForward => "ten steps forward",
            Does::TenBack => "ten steps back",
            Does::ToStart => "to the start",
            Does::JumpArmies => "jump to the armies",
            Does::JumpPlinths => "jump to the plinths",
            Does::JumpDeployment => "jump to the deployment",
            Does::JumpFight => "jump to the fight",
            Does::Analyse => "analyse the fight in the background (again: stop)",
            Does::WriteAnalysis => "write the analysis into the record file",
            Does::MakePuzzles => "make puzzles from this game's mistakes (into My mistakes)",
            Does::SavePicture => "save the board shown as a PNG picture (beside the record)",
            Does::SaveAnimation => "save the whole game as an animated GIF (beside the record)",
            Does::LeaveViewer => "leave the viewer",
            Does::StopAnalysis => "stop the analysis (when none runs: leave)",
            Does::RestartPractice => "restart with the same layout",
            Does::SaveLayout => "save the plinth layout as a record",
            Does::Coach => "coach: dangers, open lines, ambush, evaluation (on/off)",
            Does::PlayOut => "play the fight out against the computer (--computer, all deployed)",
            Does::PickThenSquare => "pick the piece, then its square (or place)",
            Does::TypeTheMove => "type the move",
            Does::PuzzleHint => {
                "hint: the piece to move or place, again: its square (counts as failed)"
            }
            Does::Solution => "the solution (counts as failed), then each step of it on the board",
            Does::Retry => "retry from the start",
            Does::NextPuzzle => "next puzzle",
            Does::NextInHandPuzzle => "choose the next piece in hand (deployment)",
            Does::PreviousInHandPuzzle => "choose the previous piece in hand (deployment)",
            Does::ShowThemes => "show or hide the themes",
            Does::ChooseThemes => "choose the themes and the kind to train (your score on each)",
            Does::DropPicked => "drop the piece picked (else leave)",
            Does::LeaveTrainer => "leave the trainer",
            Does::ListUp => "up the list",
            Does::ListDown => "down the list",
            Does::ToggleTheme => {
                "choose the theme or leave it out (all themes: none left out; the kind: any, fight, deployment)"
            }
            Does::TrainChosen => "train the puzzles chosen",
            Does::CloseList => "close the list, the choice as it was",
        }
    }

    fn keys_of(&self, k: KeysOf) -> &'static str {
        match k {
            KeysOf::Everywhere => "Everywhere",
            KeysOf::Questions => "Questions",
            KeysOf::Offers => "Offers to the other player",
            KeysOf::ConfirmingArmy => "Confirming an army",
            KeysOf::Warnings => "Warnings",
            KeysOf::Typing => "Typing",
            KeysOf::Help => "Help",
            KeysOf::RulesPage => "Rules page",
            KeysOf::Menus => "Menus",
            KeysOf::NewGameSettings => "New game settings",
            KeysOf::Handover => "Hand-over screen",
            KeysOf::ArmySheet => "Army sheet (phase 1)",
            KeysOf::Plinths => "Plinths (phase 2)",
            KeysOf::OrderDice => "Dice for the order",
            KeysOf::Deployment => "Deployment (phase 3)",
            KeysOf::Stuck => "Deployment that can't go on",
            KeysOf::Fight => "Fight (phase 4)",
            KeysOf::Promotion => "Promotion picker",
            KeysOf::GameOver => "Game over",
            KeysOf::ReplayViewer => "Replay viewer",
            KeysOf::Practice => "Deployment practice",
            KeysOf::Trainer => "Puzzle trainer",
            KeysOf::ChoosingPuzzles => "Choosing the puzzles",
        }
    }
}
