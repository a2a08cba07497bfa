//! The words without data: titles, headings, labels and the hint lines' words, each a
//! [`Text`] value. Every table gives every one of them ([`Text::ALL`] lists them for the
//! test that checks it).

use crate::app::does::listed;

listed! {
    /// A word or a line without data.
    pub enum Text {
        // The start screen, the settings and the file list.
        /// The start screen's title bar.
        StartTitle,
        /// The settings screen's title bar.
        SettingsTitle,
        /// The file list's title bar.
        OpenTitle,
        /// Above the list of saved games.
        SavedGames,
        /// A setting that is on.
        On,
        /// A setting that is off.
        Off,
        /// No name set.
        NoName,
        /// No clock.
        NoClock,
        /// "Terminal too small".
        TooSmall,
        /// The heading of a box over a notice too long for its line.
        Message,
        // The hint lines' words, after their keys.
        HintChoose,
        HintClickChoose,
        HintGo,
        HintHelp,
        HintQuit,
        HintChange,
        HintStart,
        HintBack,
        HintClickReplay,
        HintTypeFileName,
        HintReady,
        HintLeave,
        /// Leaving a screen that is no game (the viewer, practice).
        HintExit,
        HintContinue,
        HintPiece,
        HintCount,
        HintExampleArmy,
        HintExample,
        HintClear,
        HintUndo,
        /// A takeback in the fight (in Japanese 待った, not the sheet's undo).
        HintTakeback,
        HintConfirm,
        HintSeal,
        HintBackToSheet,
        HintRoll,
        HintRollAll,
        HintRollDice,
        HintResign,
        HintDraw,
        HintLeaveSaved,
        HintCursor,
        HintPlace,
        HintType,
        HintFlip,
        HintClaim,
        HintSave,
        HintRematch,
        HintReview,
        HintMenu,
        HintHideBox,
        HintPractice,
        HintCancel,
        HintPlay,
        HintClick,
        HintBackToSquare,
        HintYes,
        HintNo,
        HintAccept,
        HintDecline,
        HintOtherAnswers,
        HintStep,
        HintTen,
        HintPhase,
        HintAnalyse,
        HintPuzzles,
        HintWrite,
        HintDeployIt,
        HintRestart,
        HintRules,
        HintCloseHelp,
        /// What to type for a placement.
        NoteTypePlacement,
        /// What to type for a move on 6×6.
        NoteTypeMoveMini,
        /// What to type for a move on 12×12.
        NoteTypeMove,
        // The help and the rules page.
        /// The four cursor keys' line in the help.
        HelpCursor,
        /// The piece letters' line in the help.
        HelpPieces,
        /// The piece letters' line, when small letters choose too.
        HelpPiecesSmall,
        /// The piece keys take small letters too, but one of them (the Archbishop's
        /// `A`: `a` turns auto-flip).
        HelpPiecesSmallButA,
        /// The help box's title.
        HelpKeys,
        /// The title of the help's second column.
        HelpKeysMore,
        /// The rules page's title.
        RulesTitle,
        /// On the rules page's border: more text above.
        MoreAbove,
        /// On the rules page's border: more text below.
        MoreBelow,
        HintLine,
        HintPage,
        HintKeys,
        HintClose,
        // The game's screens.
        HandoverTitle,
        ArmiesForming,
        PlinthRolls,
        RollsTwoDice,
        RollsAll,
        WhoDeploysFirst,
        WhoMovesFirst,
        LowestDeploysFirst,
        HighestMovesFirst,
        TieAgain,
        StuckHeading,
        NoPieceCanBePlaced,
        ChoosePieceKeys,
        PlaceKeys,
        /// Right after the order dice: the roll's key pressed again places nothing.
        StartPlacing,
        /// Looking back in the fight: the clocks and the hint are the live game's.
        LiveClocks,
        ComputerPlacing,
        HintThinking,
        HintHeading,
        Lost,
        NoMovePlayed,
        Moves,
        TypedMove,
        TypedPlacement,
        PromoteTo,
        GameOver,
        SheetPiece,
        SheetCost,
        SheetCount,
        SheetMax,
        SheetFixed,
        SheetArmy,
        SheetValid,
        SheetDone,
        AllPlaced,
        PracticeSheetTitle,
        PracticeStuckKeys,
        Placed,
        CoachIfNow,
        CoachOnlyBlue,
        CoachThinking,
        CoachNotEvaluated,
        CoachLooking,
        InDanger,
        Nothing,
        OpenLines,
        NoKingYet,
        Ambush,
        NoKingAttacked,
        KnightsOnPlinths,
        NoneOfThem,
        NotYetChosen,
        EvalGraph,
        EvalNone,
        Mate,
        Eval,
        Best,
        PvLine,
        /// All four arrow keys, in a hint.
        Arrows,
        /// Between two keys that do the same: "? or Esc".
        Or,
        /// Before the key that ends a sequence: "Q R B N or ←→ and Enter".
        And,
        // The puzzle trainer.
        /// The list of themes' title.
        TrainerListTitle,
        /// The list's row for every theme.
        TrainerAllThemes,
        /// The solver is to play.
        TrainerYourMove,
        /// A right step, the reply to come.
        TrainerRight,
        /// Above the past attempts.
        TrainerPast,
        /// The trainer's key words.
        TrainerPickPlay,
        TrainerHint,
        TrainerSolution,
        TrainerRetry,
        TrainerNext,
        TrainerThemes,
        TrainerChoose,
        TrainerDrop,
        TrainerListChoose,
        TrainerListTrain,
        TrainerListClose,
    }
}
