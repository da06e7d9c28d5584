# The QML files of the `Mourners` module, relative to qml/. Included by app/CMakeLists.txt, where
# the module's backing target (mourners_app) is defined. Add new components here: the shell's at the
# top, a game's in its own folder (mourners/...). A file in a folder says `import Mourners` to see the
# module's other types (the implicit import of its own folder holds only that folder's files).
#
# A file of the module that uses a C++ type of app/ (QML_ELEMENT, QML_SINGLETON) must say
# `import Mourners` itself: in Qt 6.4 the implicit import of a file's own directory brings in the
# module's QML files but not its C++ types ("ReferenceError: ... is not defined").
set(MOURNERS_QML_FILES
    Main.qml
    HomePage.qml
    HomeTile.qml
    UnfinishedGamesPopup.qml
    PlayersPopup.qml
    ActionButton.qml
    AppComboBox.qml
    AppButtonBox.qml
    PlainToolButton.qml
    HeadingLabel.qml
    KeysSheet.qml
    FocusInView.qml
    PopupFadeGuard.qml
    SettingsSection.qml
    SettingsHint.qml
    PathText.qml
    mourners/MournersSettings.qml
    mourners/MournersHome.qml
    mourners/MournersOpener.qml
    mourners/MournersScreens.qml
    mourners/GamePage.qml
    mourners/GameLogList.qml
    mourners/CardName.qml
    mourners/CorrectPastDialog.qml
    mourners/LogRoundChooser.qml
    Panel.qml
    ChoiceButton.qml
    FitScrollBar.qml
    FocusFrame.qml
    mourners/NewGameWizard.qml
    mourners/MeterTrack.qml
    mourners/IllvernessMap.qml
    mourners/PlayerPanel.qml
    mourners/GuildTrack.qml
    mourners/PhaseGuide.qml
    mourners/HintBar.qml
    mourners/TithePrivacy.qml
    mourners/TableQuestionsPanel.qml
    mourners/TitheReveal.qml
    mourners/RoundSummary.qml
    mourners/MajorityPanel.qml
    mourners/AdjustDialog.qml
    mourners/EndScreen.qml
    mourners/ScoreCalculatorPage.qml
    HistoryPage.qml
    GuidePage.qml
    HistoryDetailPage.qml
    FileChooser.qml
    ChartsPage.qml
    mourners/CardEditorPage.qml
    mourners/CardEffectList.qml
    mourners/CardEffectRow.qml
    EditorComboBox.qml
    EditorSpinBox.qml
    FieldError.qml
    mourners/DigitalSetup.qml
    HandOff.qml
    mourners/WhyPanel.qml
    mourners/ReplayPage.qml
    SettingsPage.qml
    sheets/DeadMansCrownHome.qml
    sheets/DeadMansCrownPage.qml
    sheets/SheetNumberBox.qml
    sheets/MansterHome.qml
    sheets/MansterPage.qml
    restinpeace/RestInPeaceHome.qml
    restinpeace/RipSetupDialog.qml
    restinpeace/RestInPeacePage.qml
    restinpeace/RestInPeaceOpener.qml
    restinpeace/RipMansionCard.qml
    restinpeace/RipHintMark.qml
    sheets/OccultHome.qml
    sheets/OccultPage.qml
    sheets/OccultDeckPanel.qml
    mourners/PhonesPanel.qml
)

# Files of MOURNERS_QML_FILES that are QML singletons (pragma Singleton).
set(MOURNERS_QML_SINGLETONS
)
