# The QML files of the `Mourners` module, relative to qml/. Included by app/CMakeLists.txt, where
# the module's backing target (mourners_app) is defined. Add new components here.
#
# A file of the module that uses a C++ type of app/ (QML_ELEMENT, QML_SINGLETON) must say
# `import Mourners` itself: in Qt 6.4 the implicit import of a file's own directory brings in the
# module's QML files but not its C++ types ("ReferenceError: ... is not defined").
set(MOURNERS_QML_FILES
    Main.qml
    HomePage.qml
    HomeTile.qml
    ActionButton.qml
    GamePage.qml
    Panel.qml
    ChoiceButton.qml
    NewGameWizard.qml
    MeterTrack.qml
    IllvernessMap.qml
    PlayerPanel.qml
    GuildTrack.qml
    PhaseGuide.qml
    TithePrivacy.qml
    TitheReveal.qml
    MajorityPanel.qml
    AdjustDialog.qml
    EndScreen.qml
    ScoreCalculatorPage.qml
    HistoryPage.qml
    HistoryDetailPage.qml
    FileChooser.qml
    ChartsPage.qml
    CardEditorPage.qml
    CardEffectList.qml
    CardEffectRow.qml
    EditorComboBox.qml
    EditorSpinBox.qml
    FieldError.qml
    DigitalSetup.qml
    HandOff.qml
    WhyPanel.qml
    ReplayPage.qml
    SettingsPage.qml
)

# Files of MOURNERS_QML_FILES that are QML singletons (pragma Singleton).
set(MOURNERS_QML_SINGLETONS
)
