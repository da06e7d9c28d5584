import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// All tithe bids revealed together (R-TITHE-2) with the outcome and every Unity change explained.
Rectangle {
    id: reveal

    //! GameController.guide.titheReveal.
    property var info: ({})
    property var seatColors: []
    signal dismissed()

    readonly property bool dark: Material.theme === Material.Dark

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
            text: reveal.info.met ? qsTr("Tithe met") : qsTr("Tithe missed")
            font.pixelSize: 22
            font.weight: Font.Bold
            wrapMode: Text.WordWrap
        }
        // The summary, the bids and every line of what they did scroll together above Continue: with four
        // players the lines had a strip of three or four lines' height, the others below it with nothing
        // to say they were there.
        Flickable {
            id: revealScroll
            objectName: "revealScroll"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: width - (revealBar.policy === ScrollBar.AlwaysOn ? revealBar.width + 4 : 0)
            contentHeight: revealColumn.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: FitScrollBar {
                id: revealBar
                objectName: "revealScrollBar"
                overflows: revealScroll.contentHeight > revealScroll.height + 1
            }
            // A positioner, not a layout: the lines come and go with each reveal.
            Column {
                id: revealColumn
                width: revealScroll.contentWidth
                spacing: 10
                Label {
                    objectName: "titheSummary"
                    width: parent.width
                    // What was owed, what the Forge paid, what was bid, and Unity paid with Influence.
                    text: reveal.info.summary || ""
                    font.pixelSize: 17
                    wrapMode: Text.WordWrap
                    Accessible.name: text
                }
                Flow {
                    id: bidBoxes
                    width: parent.width
                    spacing: 10
                    //! Narrower boxes where that puts every bid on one row (four players at 1280x800 took two
                    //! rows and left the lines below less room).
                    readonly property real boxWidth: {
                        const n = Math.max(1, (reveal.info.bids || []).length)
                        return Math.max(84, Math.min(110, Math.floor((width - (n - 1) * spacing) / n)))
                    }
                    Repeater {
                        // Kept boxes take the next round's bids (a JavaScript array made them anew at each reveal).
                        model: StableListModel {
                            keepsDelegates: true
                            reserve: 5
                            blank: ({ seat: -1, name: "", bid: 0 })
                            values: reveal.info.bids || []
                        }
                        Rectangle {
                            required property var entry
                            required property bool present
                            readonly property var modelData: entry
                            visible: present
                            width: bidBoxes.boxWidth
                            height: 56
                            radius: 8
                            color: reveal.seatColors[modelData.seat] || "#607d8b"
                            Accessible.role: Accessible.StaticText
                            Accessible.name: modelData.name + ": " + modelData.bid
                            Column {
                                anchors.centerIn: parent
                                Label {
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    width: Math.min(implicitWidth, bidBoxes.boxWidth - 8)
                                    horizontalAlignment: Text.AlignHCenter
                                    elide: Text.ElideRight
                                    text: parent.parent.modelData.name
                                    color: "white"
                                    font.pixelSize: 15
                                }
                                Label {
                                    anchors.horizontalCenter: parent.horizontalCenter
                                    text: parent.parent.modelData.bid
                                    color: "white"
                                    font.pixelSize: 22
                                    font.weight: Font.Bold
                                }
                            }
                        }
                    }
                }
                Column {
                    width: parent.width
                    spacing: 2
                    Repeater {
                        // Kept lines take the next reveal's (a JavaScript array made them anew). Eight lines are
                        // made with the panel, before the first reveal, whose click made them before.
                        model: StableListModel {
                            keepsDelegates: true
                            reserve: 8
                            blank: ""
                            values: reveal.info.lines || []
                        }
                        Label {
                            required property var entry
                            required property bool present
                            objectName: "revealLine"
                            visible: present
                            width: parent.width
                            text: entry
                            font.pixelSize: 16
                            wrapMode: Text.WordWrap
                        }
                    }
                }
            }
        }
        ActionButton {
            objectName: "revealOk"
            Layout.alignment: Qt.AlignRight
            highlighted: true
            //: Closes the revealed bids: the game goes on.
            text: qsTr("Continue")
            onClicked: reveal.dismissed()
        }
    }
}
