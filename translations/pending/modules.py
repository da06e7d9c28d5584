# Strings of the branch `modules`. No new sentence: these moved from QML (qsTr) or from RipSession into
# the games' modules (QT_TRANSLATE_NOOP / QCoreApplication::translate) under the same context and the
# same English text, so the .ts entries stay as they are; listed so that the move is seen.
DE = {
    "ChartsPage|Average damage dealt per player": "Durchschnittlich zugefügter Schaden pro Person",
    "ChartsPage|Average score per player": "Durchschnittliche Punkte pro Person",
    "ChartsPage|Average score": "Durchschnittliche Punkte",
    "ChartsPage|Average damage dealt": "Zugefügter Schaden im Schnitt",
    "HistoryPage|Damage dealt: %1": "Zugefügter Schaden: %1",
    "RipSession|%1: %2": "%1: %2",
    "RipSession|How it ended: %1. %2.": "Ausgang: %1. %2.",
}
