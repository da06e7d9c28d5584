import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// A meter of the board drawn as a track of numbered boxes with a marker on the current level, and
// under each box what that level means (the tithe owed, the figure limit).
Item {
    id: track

    property string title
    property int value: 0
    property int maximum: 12
    //! What each level gives, by level (tithe owed or figure limit); may be empty.
    property var perLevel: []
    //! Caption of the per-level row, e.g. "tithe".
    property string perLevelCaption
    //! The sentence under the title, e.g. "tithe owed now: 4".
    property string note
    property color markerColor: "#c62828"

    readonly property bool dark: Material.theme === Material.Dark

    Accessible.role: Accessible.ProgressBar
    // Words, not "4 / 12": a screen reader reads the slash out.
    //: Accessible name of a meter of the board: %1 its title, %2 the level, %3 the highest level.
    Accessible.name: qsTr("%1: %2 of %3").arg(title).arg(value).arg(maximum) + (note !== "" ? ", " + note : "")

    ColumnLayout {
        anchors.fill: parent
        spacing: 2

        RowLayout {
            Layout.fillWidth: true
            Label {
                // Drawing only: the track's accessible name says all of it (a screen reader read every box's number).
                Accessible.ignored: true
                text: track.title
                font.pixelSize: 16
                font.weight: Font.DemiBold
                font.capitalization: Font.AllUppercase
                color: track.dark ? "#b0b0b0" : "#546e7a"
            }
            Label {
                Accessible.ignored: true
                Layout.fillWidth: true
                text: track.note
                font.pixelSize: 18
                font.weight: Font.DemiBold
                horizontalAlignment: Text.AlignRight
                elide: Text.ElideLeft
            }
        }
        Row {
            id: boxes
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 2
            readonly property real boxWidth: (width - spacing * track.maximum) / (track.maximum + 1)

            Repeater {
                model: track.maximum + 1
                Rectangle {
                    required property int index
                    readonly property bool current: index === track.value
                    width: boxes.boxWidth
                    height: boxes.height
                    radius: 4
                    color: current ? track.markerColor
                           : index < track.value ? Qt.rgba(track.markerColor.r, track.markerColor.g, track.markerColor.b, 0.25)
                           : (track.dark ? "#2a2a2a" : "#eceff1")
                    border.width: current ? 0 : 1
                    border.color: track.dark ? "#4a4a4a" : "#cfd8dc"

                    Label {
                        Accessible.ignored: true
                        anchors.horizontalCenter: parent.horizontalCenter
                        y: 2
                        text: parent.index
                        font.pixelSize: parent.current ? 20 : 15
                        font.weight: parent.current ? Font.Bold : Font.Normal
                        color: parent.current ? Colours.inkOn(track.markerColor) : (track.dark ? "#cfcfcf" : "#37474f")
                    }
                    Label {
                        Accessible.ignored: true
                        anchors.horizontalCenter: parent.horizontalCenter
                        anchors.bottom: parent.bottom
                        anchors.bottomMargin: 2
                        visible: track.perLevel.length > parent.index
                        text: track.perLevel.length > parent.index ? track.perLevel[parent.index] : ""
                        font.pixelSize: 12
                        // Readable on the passed levels' tint too (4.5:1).
                        color: parent.current ? Colours.inkOn(track.markerColor) : (track.dark ? "#bdbdbd" : "#37474f")
                    }
                }
            }
        }
    }
}
