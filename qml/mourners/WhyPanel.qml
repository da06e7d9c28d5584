import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The last automatic results (majorities, tithe, over-crowding rolls, meters), newest first, each
// with a "Why?" button that shows the counts and the rule behind it.
Item {
    id: why

    //! [{title, detail, rule, round}]
    property var results: []

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"

    Label {
        anchors.centerIn: parent
        visible: !why.results || why.results.count === 0
        width: parent.width - 20
        height: parent.height
        verticalAlignment: Text.AlignVCenter
        // The whole sentence in a smaller font when the panel is low.
        fontSizeMode: Text.Fit
        minimumPixelSize: 10
        text: qsTr("Automatic results (majorities, the tithe, over-crowding rolls, the meters) appear here with their reasons.")
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
        color: why.mutedText
        font.pixelSize: 16
    }

    ListView {
        id: list
        objectName: "whyList"
        anchors.fill: parent
        clip: true
        spacing: 6
        // Only while shown: the panel stands hidden through a table game (the log takes its room), where
        // each automatic result made its row and buttons in the click all the same.
        model: why.visible ? why.results : null
        ScrollBar.vertical: ScrollBar {}
        delegate: Rectangle {
            id: row
            required property var model
            required property int index
            property bool open: false
            width: list.width - 10
            height: content.implicitHeight + 12
            radius: 6
            color: why.dark ? "#2a2a2a" : "#f5f7f8"
            border.width: 1
            border.color: why.dark ? "#4a4a4a" : "#dde3e6"
            ColumnLayout {
                id: content
                x: 8
                y: 6
                width: parent.width - 16
                spacing: 4
                RowLayout {
                    Layout.fillWidth: true
                    Label {
                        Layout.fillWidth: true
                        text: row.model.title
                        font.pixelSize: 15
                        wrapMode: Text.WordWrap
                    }
                    ActionButton {
                        objectName: "whyButton" + row.index
                        //: Button of an automatic result: hides its reasons (a verb), or shows them (Why?).
                        text: row.open ? qsTr("Hide") : qsTr("Why?")
                        font.pixelSize: 15
                        padding: 4
                        implicitHeight: 34
                        checked: row.open
                        onClicked: row.open = !row.open
                    }
                }
                Label {
                    Layout.fillWidth: true
                    visible: row.open
                    text: row.model.detail + (row.model.rule !== "" ? "  [" + row.model.rule + "]" : "")
                    font.pixelSize: 15
                    wrapMode: Text.WordWrap
                    color: why.mutedText
                }
            }
        }
    }
}
