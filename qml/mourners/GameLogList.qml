import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Mourners

// The game's log as a list of sentences (the rule id of each kept on one line), of one round or all:
// the log panel of the table screen and its full-height view. In a table game each step the table
// entered has "Correct…" on its first row (also Enter on the row chosen with the arrow keys): the
// past is corrected there and every later step played again.
ListView {
    id: list

    //! The log to show (GameController.log).
    property GameLog log
    //! 0 for every round, else the round to show.
    property int round: 0
    //! Text size of the sentences.
    property int pixelSize: 15
    //! Offers "Correct…" on the rows of steps the table entered.
    property bool correctable: GameController.mode === "table" && !GameController.gameOver

    //! Opens the correction of log step `step`; a step that cannot be corrected says why.
    function openCorrection(step) {
        correctDialog.openFor(step)
    }

    //! Opens the correction of the step of the row chosen with the arrow keys.
    function correctCurrent() {
        if (list.currentItem && list.correctable)
            list.openCorrection(list.currentItem.step)
    }

    clip: true
    spacing: 3
    // A new row takes the delegate of a row that left the view (most steps add a row and push the
    // oldest out): its sentence is set anew instead of the row made anew.
    reuseItems: true
    // Only the rows in view: rows made ahead beyond its edges were drawn-list entries of every frame
    // (the software renderer goes through all of them each frame) for a list read at rest.
    cacheBuffer: 0
    model: GameLogFilter {
        log: list.log
        round: list.round
    }
    boundsBehavior: Flickable.StopAtBounds
    activeFocusOnTab: true
    keyNavigationEnabled: true
    highlightFollowsCurrentItem: true
    currentIndex: -1
    highlight: Rectangle {
        visible: list.activeFocus
        color: "transparent"
        border.width: 2
        border.color: list.Material.accent
        radius: 3
    }
    Accessible.role: Accessible.List
    Accessible.name: qsTr("Game log")
    Accessible.description: qsTr("Arrow keys choose a row; Enter changes the step the table entered there.")
    ScrollBar.vertical: ScrollBar {
        onPressedChanged: if (!pressed) list.followEnd = list.atYEnd
    }
    //! The latest entry is kept in view, also once wrapped rows know their heights (a view put at its
    //! end before that showed the last row cut), unless the log was scrolled back to read.
    property bool followEnd: true
    function showEnd() {
        if (list.followEnd)
            list.positionViewAtEnd()
    }
    onCountChanged: { list.followEnd = true; Qt.callLater(list.showEnd) }
    onRoundChanged: { list.followEnd = true; Qt.callLater(list.showEnd) }
    onHeightChanged: Qt.callLater(list.showEnd)
    onContentHeightChanged: Qt.callLater(list.showEnd)
    onMovementEnded: list.followEnd = list.atYEnd
    onCurrentIndexChanged: if (currentIndex >= 0) list.followEnd = currentIndex === count - 1
    Component.onCompleted: Qt.callLater(list.showEnd)
    Keys.onReturnPressed: list.correctCurrent()
    Keys.onEnterPressed: list.correctCurrent()

    delegate: Item {
        id: logRow
        required property var model
        required property int index
        readonly property int step: logRow.model.step
        readonly property bool canCorrect: list.correctable && logRow.model.stepStart === true
                                           && GameController.log.count > 0
                                           && GameController.past.canCorrect(logRow.model.step)
        width: list.width - 10
        implicitHeight: Math.max(sentence.implicitHeight, logRow.canCorrect && correctLoader.item ? correctLoader.item.implicitHeight : 0)
        //! The row's button was made once: a reused row keeps it, hidden on rows without it.
        property bool buttonMade: false

        // A line naming cards shows what each does (hover, hold, Tab); "" for a line naming none.
        CardName {
            id: sentence
            objectName: "logLine" + logRow.index
            anchors.left: parent.left
            anchors.right: logRow.canCorrect ? correctLoader.left : parent.right
            anchors.rightMargin: logRow.canCorrect ? 6 : 0
            anchors.verticalCenter: parent.verticalCenter
            text: logRow.model.rule === "" ? logRow.model.text
                  : logRow.model.text.replace("[" + logRow.model.rule + "]",
                                              "[" + logRow.model.rule.replace(/-/g, "\u2011") + "]")
            cardText: logRow.model.cards || ""
            font.pixelSize: list.pixelSize
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.ListItem
        }
        // Only the rows of steps the table entered have the button: made for the first such row a
        // delegate shows, then kept and hidden while the reused delegate shows a row without one (a
        // button made or dropped at each step made every step slower).
        Loader {
            id: correctLoader
            anchors.right: parent.right
            anchors.top: parent.top
            active: logRow.canCorrect || logRow.buttonMade
            visible: logRow.canCorrect
            onLoaded: logRow.buttonMade = true
            sourceComponent: Component {
                Button {
                    id: correctButton
                    objectName: "correctStep" + logRow.model.step
                    flat: true
                    //: A button on a row of the log: change what the table entered at that step.
                    text: qsTr("Change…")
                    font.pixelSize: 14
                    topInset: 0
                    bottomInset: 0
                    padding: 4
                    leftPadding: 8
                    rightPadding: 8
                    implicitHeight: 30
                    // A finger's room: it takes the taps up to 44 px high (as ActionButton).
                    containmentMask: correctTouch
                    Item {
                        id: correctTouch
                        y: (correctButton.height - 44) / 2
                        width: correctButton.width
                        height: Math.max(44, correctButton.height)
                    }
                    onClicked: list.openCorrection(logRow.model.step)
                    Accessible.onPressAction: if (enabled) clicked()
                    // Enter presses it as Space does.
                    Keys.onReturnPressed: clicked()
                    Keys.onEnterPressed: clicked()
                    // The keyboard's place: a ring, as on the app's own buttons.
                    FocusFrame {
                        visible: parent.visualFocus
                        outset: 2
                        radius: 5
                        border.width: 3
                        border.color: correctButton.Material.theme === Material.Dark ? "#80d8ff" : "#0d47a1"
                    }
                    Accessible.name: qsTr("Change this entry: %1").arg(sentence.text)
                }
            }
        }
    }

    CorrectPastDialog {
        id: correctDialog
    }
}
