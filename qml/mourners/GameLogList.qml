import QtQuick
import QtQuick.Controls
import Mourners

// The game's log as a list of sentences (the rule id of each kept on one line), of one round or all:
// the log panel of the table screen and its full-height view.
ListView {
    id: list

    //! The log to show (GameController.log).
    property GameLog log
    //! 0 for every round, else the round to show.
    property int round: 0
    //! Text size of the sentences.
    property int pixelSize: 15

    clip: true
    spacing: 3
    model: GameLogFilter {
        log: list.log
        round: list.round
    }
    boundsBehavior: Flickable.StopAtBounds
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Game log")
    ScrollBar.vertical: ScrollBar {}
    onCountChanged: Qt.callLater(list.positionViewAtEnd)
    onRoundChanged: Qt.callLater(list.positionViewAtEnd)
    delegate: Label {
        id: logRow
        required property var model
        width: list.width - 10
        text: logRow.model.rule === "" ? logRow.model.text
              : logRow.model.text.replace("[" + logRow.model.rule + "]",
                                          "[" + logRow.model.rule.replace(/-/g, "\u2011") + "]")
        font.pixelSize: list.pixelSize
        wrapMode: Text.WordWrap
        Accessible.role: Accessible.ListItem
        Accessible.name: text
    }
}
