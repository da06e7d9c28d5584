import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Phase 7: every location and guild with the counts behind its majority (R-MAJ-1/2), the row being
// resolved marked, ties and Malavestros shown.
Item {
    id: panel

    //! A model with the roles of MajorityModel (kind, number, name, counts, leader, tied, malavestros,
    //! status, summary, result).
    property var model
    property var seatColors: []
    property int currentRow: -1
    // The row being resolved stays in view. Positioned when it changes, not as the list's current item:
    // following a current item made and moved the list's rows once more at every step (17 million
    // instructions when the majorities' list first came).
    onCurrentRowChanged: Qt.callLater(panel.showCurrent)
    function showCurrent() {
        if (currentRow >= 0 && currentRow < list.count)
            list.positionViewAtIndex(currentRow, ListView.Contain)
    }

    readonly property bool dark: Material.theme === Material.Dark

    ListView {
        id: list
        objectName: "majorityList"
        anchors.fill: parent
        clip: true
        spacing: 2
        model: panel.model
        boundsBehavior: Flickable.StopAtBounds
        currentIndex: -1
        onCountChanged: Qt.callLater(panel.showCurrent)
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Majorities")

        delegate: Rectangle {
            id: row
            required property int index
            required property string kind
            required property int number
            required property string name
            required property var counts
            required property int leader
            required property bool tied
            required property bool malavestros
            required property string status
            required property string summary
            required property string result

            objectName: "majorityRow" + index
            width: ListView.view.width
            height: 34
            radius: 5
            color: status === "current" ? panel.Material.accentColor
                   : status === "done" ? (panel.dark ? "#262626" : "#eceff1")
                   : (panel.dark ? "#303030" : "#fafafa")
            Accessible.role: Accessible.ListItem
            Accessible.name: name + ": " + summary

            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 6
                anchors.rightMargin: 6
                spacing: 4
                Label {
                    objectName: "majorityName"
                    Layout.preferredWidth: 130
                    Layout.minimumWidth: 50
                    text: (row.kind === "location" ? row.number + " " : "\u2630 ") + row.name
                    font.pixelSize: 15
                    font.weight: row.status === "current" ? Font.Bold : Font.Normal
                    color: row.status === "current" ? Colours.inkOn(panel.Material.accentColor) : panel.Material.foreground
                    // The whole name: on two lines when long ("Council of Osteomancy"), smaller in a narrow
                    // panel.
                    Layout.fillHeight: true
                    verticalAlignment: Text.AlignVCenter
                    wrapMode: Text.WordWrap
                    fontSizeMode: Text.Fit
                    minimumPixelSize: 9
                }
                // A positioner (the counts change, and a Quick layout must never hold a delegate that goes away).
                // Never squeezed: the name and the result give way, so no number lies under another text.
                Row {
                    Layout.minimumWidth: implicitWidth
                    Layout.preferredWidth: implicitWidth
                    spacing: 4
                    Repeater {
                        // The counts change in place (a JavaScript array made every box anew at each step).
                        model: StableListModel { values: row.counts || [] }
                        Rectangle {
                            required property int entry
                            required property int index
                            width: 26
                            height: 24
                            radius: 4
                            color: entry > 0 ? (panel.seatColors[index] || "#607d8b") : "transparent"
                            border.width: row.leader === index ? 3 : 1
                            border.color: row.leader === index ? (panel.dark ? "#ffd54f" : "#212121")
                                                               : (panel.dark ? "#555555" : "#cfd8dc")
                            Label {
                                anchors.centerIn: parent
                                text: parent.entry
                                font.pixelSize: 14
                                font.weight: Font.Bold
                                color: parent.entry > 0 ? Colours.inkOn(parent.color)
                                       : row.status === "current" ? Colours.inkOn(panel.Material.accentColor)
                                       : (panel.dark ? "#9e9e9e" : "#546e7a")
                            }
                        }
                    }
                }
                Label {
                    objectName: "majorityResult"
                    Layout.fillWidth: true
                    // The model's result, never a piece of the translated summary; the Alltaker's tie
                    // names its winner for the rest of the round (R-MAJ-3).
                    text: row.malavestros ? qsTr("Malavestros") : row.tied ? qsTr("tie")
                          : row.leader >= 0 ? "\u2192 " + row.result : "—"
                    font.pixelSize: 15
                    font.weight: Font.DemiBold
                    color: row.status === "current" ? Colours.inkOn(panel.Material.accentColor) : panel.Material.foreground
                    horizontalAlignment: Text.AlignRight
                    // "→ Anna (Alltaker)" whole: smaller in a narrow panel before it is cut.
                    fontSizeMode: Text.HorizontalFit
                    minimumPixelSize: 10
                    elide: Text.ElideRight
                }
            }
        }
    }
}
