import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Digital play: the round just ended (phases 5 to 8 ran by themselves after the last choice), what it
// changed for each player, before the next round goes on; the computer players wait for Continue.
Rectangle {
    id: summary

    //! GameController.guide.roundSummary: {round, rows: [{seat, name, text}], meters}.
    property var info: ({})
    property var seatColors: []
    signal dismissed()

    readonly property bool dark: Material.theme === Material.Dark
    //! A player's name as text, not markup ("<b>" typed as a name).
    function escaped(text) {
        return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    }

    radius: 10
    color: dark ? "#2b2b2b" : "#ffffff"
    border.width: 3
    border.color: Material.accentColor
    Accessible.role: Accessible.Dialog
    Accessible.name: title.text

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 10

        Label {
            id: title
            Layout.fillWidth: true
            //: Digital play, after the round's automatic phases: %1 the round's number.
            text: qsTr("Round %1 is over").arg(summary.info.round || 0)
            font.pixelSize: 22
            font.weight: Font.Bold
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("What the Dreadsgrip check, the tithe, the locations, the guilds and the clean-up changed. The log and “Why?” have each step.")
            font.pixelSize: 16
            wrapMode: Text.WordWrap
            color: summary.dark ? "#b0b0b0" : "#546e7a" // the app's muted text (Panel.mutedText)
        }
        Label {
            objectName: "roundSummaryMeters"
            Layout.fillWidth: true
            visible: text !== ""
            text: summary.info.meters || ""
            font.pixelSize: 17
            font.weight: Font.DemiBold
            wrapMode: Text.WordWrap
        }
        // Four players' lines may be longer than the box at 1280x800: they scroll, Continue stays in view.
        Flickable {
            id: rowsView
            // Scrolled, the view is drawn whole in one step (WholeRepaint).
            WholeRepaint { view: rowsView }
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: width
            contentHeight: rowsColumn.height
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: FitScrollBar {
                overflows: rowsView.contentHeight > rowsView.height
            }
            Column {
                id: rowsColumn
                width: rowsView.width - (rowsView.contentHeight > rowsView.height ? 12 : 0)
                spacing: 8
                Repeater {
                    model: summary.info.rows || []
                    Row {
                        id: line
                        required property var modelData
                        objectName: "roundSummaryRow"
                        width: rowsColumn.width
                        spacing: 10
                        Accessible.role: Accessible.StaticText
                        Accessible.name: modelData.name + ": " + modelData.text
                        Rectangle {
                            width: 14
                            height: 14
                            radius: 7
                            y: 5
                            color: summary.seatColors[line.modelData.seat] || "#607d8b"
                        }
                        Label {
                            width: line.width - 24
                            text: "<b>" + summary.escaped(line.modelData.name) + "</b>: " + summary.escaped(line.modelData.text)
                            textFormat: Text.StyledText
                            font.pixelSize: 17
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }
        }
        ActionButton {
            objectName: "roundSummaryOk"
            Layout.alignment: Qt.AlignRight
            highlighted: true
            //: Closes the round's summary: the next round goes on.
            text: qsTr("Continue (N)")
            onClicked: summary.dismissed()
        }
    }
}
