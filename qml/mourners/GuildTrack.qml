import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The guild track in resolution order (D-GUILD-ORDER): each player's figures of each guild (board and
// Crypt), the majority holder marked, and the figures left in the supply.
Item {
    id: track

    //! GameController.table.guildTrack.
    property var guilds: []
    property var seatColors: []

    readonly property bool dark: Material.theme === Material.Dark

    Accessible.role: Accessible.Table
    Accessible.name: qsTr("Guild track")

    Column {
        anchors.fill: parent
        spacing: 3

        Repeater {
            model: track.guilds
            Rectangle {
                id: row
                required property var model
                width: track.width
                height: (track.height - 15) / 6
                radius: 5
                color: track.dark ? "#2a2a2a" : "#f5f7f8"
                Accessible.role: Accessible.Row
                //: %1 guild; then the counts; %2 the holder or "tie".
                Accessible.name: model.name + ": " + model.counts.join(", ")
                                 + (model.tied ? ", " + qsTr("tie") : "")

                RowLayout {
                    anchors.fill: parent
                    anchors.leftMargin: 6
                    anchors.rightMargin: 6
                    spacing: 3
                    Label {
                        objectName: "guildName" + row.model.position
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        text: row.model.position + " " + row.model.name
                        // The whole name, smaller when the column is narrow: never cut.
                        font.pixelSize: 15
                        fontSizeMode: Text.HorizontalFit
                        minimumPixelSize: 10
                        verticalAlignment: Text.AlignVCenter
                    }
                    // A positioner (the counts change, and a Quick layout must never hold a delegate that goes away).
                    Row {
                        spacing: 3
                        Repeater {
                            // The counts change in place (a JavaScript array made every box anew at each step).
                            model: StableListModel { values: row.model.counts || [] }
                            Rectangle {
                                required property int entry
                                required property int index
                                readonly property bool leads: row.model.leader === index
                                width: 24
                                height: 22
                                radius: 4
                                color: entry > 0 ? (track.seatColors[index] || "#607d8b") : "transparent"
                                border.width: leads ? 3 : 1
                                border.color: leads ? (track.dark ? "#ffd54f" : "#212121") : (track.dark ? "#555555" : "#cfd8dc")
                                Label {
                                    anchors.centerIn: parent
                                    text: parent.entry
                                    color: parent.entry > 0 ? Colours.inkOn(parent.color) : (track.dark ? "#9e9e9e" : "#546e7a")
                                    font.pixelSize: 14
                                    font.weight: Font.Bold
                                }
                            }
                        }
                    }
                    Label {
                        Layout.preferredWidth: 28
                        //: Figures of the guild left in the supply.
                        text: qsTr("·%1").arg(row.model.supply)
                        font.pixelSize: 13
                        color: track.dark ? "#9e9e9e" : "#546e7a"
                        horizontalAlignment: Text.AlignRight
                    }
                }
            }
        }
    }
}
