//! What a key does, as the help and the game-over box say it: a value for each line of a
//! key table ([`Does`]) and for each table's heading ([`KeysOf`]); `crate::words` words
//! them in the player's language.

/// Defines the enum and the list of all its values, in order (for the test that every
/// table words every one).
macro_rules! listed {
    ($(#[$meta:meta])* pub enum $name:ident { $($(#[$vmeta:meta])* $v:ident,)* }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vmeta])* $v,)* }

        impl $name {
            /// Every value, in order.
            pub const ALL: &'static [$name] = &[$($name::$v,)*];
        }
    };
}

/// The words layer lists its [`crate::words::Text`] so too.
pub(crate) use listed;

listed! {
/// What a key does (one line of the help).
pub enum Does {
    // Everywhere and the overlays.
    ToggleHelp,
    QuitSaved,
    QuitAtOnce,
    Suspend,
    Yes,
    No,
    OtherAccepts,
    OtherDeclines,
    SealArmy,
    BackToSheet,
    SaveUnderAnotherName,
    DismissWarning,
    AcceptTyped,
    CancelTyping,
    CloseHelp,
    ReadRules,
    ScrollLineUp,
    ScrollLineDown,
    ScrollPageUp,
    ScrollPageDown,
    ToTop,
    ToEnd,
    KeysOfScreen,
    CloseRules,
    // The menus.
    PreviousItem,
    NextItem,
    Choose,
    QuitOrBack,
    TypeFileName,
    PreviousSetting,
    NextSetting,
    SettingDown,
    SettingUp,
    StartFromRow,
    BackToStart,
    // The game.
    Ready,
    SaveAs,
    LeaveSaved,
    LeavePractice,
    PreviousPiece,
    NextPiece,
    OneMore,
    OneLess,
    ExampleArmy,
    ClearArmy,
    UndoArmy,
    ConfirmArmy,
    RollPlinth,
    RollAllPlinths,
    Flip,
    RollDice,
    CursorUp,
    CursorDown,
    CursorLeft,
    CursorRight,
    PlaceChosen,
    NextInHand,
    PreviousInHand,
    ChooseKing,
    ChooseQueen,
    ChooseRook,
    ChooseBishop,
    ChooseKnight,
    ChoosePawn,
    TypePlacement,
    NoTakebackDeploy,
    NoTakebackPractice,
    HintPlacement,
    AutoFlipPlacing,
    ResignStuck,
    DrawStuck,
    PickOrPut,
    TypeMove,
    HintMove,
    AutoFlipMoving,
    Earlier,
    Later,
    AskTakeback,
    OfferDraw,
    ClaimDraw,
    Resign,
    DropPiece,
    PromoteQueen,
    PromoteRook,
    PromoteBishop,
    PromoteKnight,
    PromoteChancellor,
    PromoteArchbishop,
    PromoteGiraffe,
    PreviousChoice,
    NextChoice,
    PromoteHighlighted,
    BackToSquare,
    Review,
    Rematch,
    BackToPractice,
    Quit,
    HideBox,
    // The replay viewer.
    StepForward,
    StepBack,
    TenForward,
    TenBack,
    ToStart,
    JumpArmies,
    JumpPlinths,
    JumpDeployment,
    JumpFight,
    Analyse,
    WriteAnalysis,
    MakePuzzles,
    SavePicture,
    SaveAnimation,
    LeaveViewer,
    StopAnalysis,
    // Practice.
    RestartPractice,
    SaveLayout,
    Coach,
    PlayOut,
    // The trainer.
    PickThenSquare,
    TypeTheMove,
    PuzzleHint,
    Solution,
    Retry,
    NextPuzzle,
    NextInHandPuzzle,
    PreviousInHandPuzzle,
    ShowThemes,
    ChooseThemes,
    DropPicked,
    LeaveTrainer,
    ListUp,
    ListDown,
    ToggleTheme,
    TrainChosen,
    CloseList,
}
}

listed! {
/// Whose keys a table holds: the help's heading over them.
pub enum KeysOf {
    Everywhere,
    Questions,
    Offers,
    ConfirmingArmy,
    Warnings,
    Typing,
    Help,
    RulesPage,
    Menus,
    NewGameSettings,
    Handover,
    ArmySheet,
    Plinths,
    OrderDice,
    Deployment,
    Stuck,
    Fight,
    Promotion,
    GameOver,
    ReplayViewer,
    Practice,
    Trainer,
    ChoosingPuzzles,
}
}
