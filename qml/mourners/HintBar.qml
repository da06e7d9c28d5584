import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The answer to "What would the computer do?" (the Hint button in the guide's heading, or H) for the
// person whose decision it is, on their own screen only (GameController.bots.hint decides when): "The
// computer is thinking…" while the strong player searches off the GUI thread, then its choice in one
// sentence with a button that applies it. Shown only once asked: the guide keeps its room otherwise.
Rectangle {
    id: bar

    readonly property ComputerHint hint: GameController.bots.hint
    readonly property bool dark: Material.theme === Material.Dark
    readonly property bool answered: hint.text !== ""

    implicitHeight: Math.max(hintText.implicitHeight + 8, applyButton.visible ? applyButton.implicitHeight : 0, 36)
    radius: 6
    color: dark ? "#1f3340" : "#e3f2fd"
    border.width: 1
    border.color: "#1565c0"

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: 8
        anchors.rightMargin: 4
        spacing: 8

        BusyIndicator {
            objectName: "hintBusy"
            visible: bar.hint.thinking
            running: visible
            Layout.preferredWidth: 32
            Layout.preferredHeight: 32
        }
        Label {
            id: hintText
            objectName: "hintText"
            Layout.fillWidth: true
            visible: bar.hint.thinking || bar.answered
            //: The hint's search runs (up to about a second).
            text: bar.hint.thinking ? qsTr("The computer is thinking…") : bar.hint.text
            font.pixelSize: 14
            wrapMode: Text.WordWrap
            // Long choices (a Court card's whole action) fit in six lines (it was asked for: it takes the
            // room); the whole sentence on hover.
            maximumLineCount: 6
            elide: Text.ElideRight
            Accessible.role: Accessible.StaticText
            Accessible.name: text
            HoverHandler { id: hintHover }
            ToolTip.visible: hintHover.hovered && truncated
            ToolTip.text: text
            ToolTip.delay: 300
        }
        ActionButton {
            id: applyButton
            objectName: "hintApply"
            visible: bar.answered
            highlighted: true
            //: Button beside a hint: applies the choice the computer would make (a verb).
            text: qsTr("Do it")
            font.pixelSize: 15
            topInset: 2
            bottomInset: 2
            onClicked: bar.hint.apply()
            Accessible.name: qsTr("Do what the computer would do")
        }
    }
}
