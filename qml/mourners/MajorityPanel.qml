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
    // The row being resolved stays in view. Positioned when it changes, from its index (every row has
    // the same height), not from a laid-out row: the rows are placed only in a window's frame.
    onCurrentRowChanged: Qt.callLater(panel.showCurrent)
    // Shown again (the guide keeps it made while other panels are shown): the row being resolved in view.
    onVisibleChanged: if (visible) Qt.callLater(panel.showCurrent)
    function showCurrent() {
        if (currentRow < 0 || currentRow >= list.count)
            return
        const top = currentRow * (panel.rowHeight + panel.rowSpacing)
        const most = Math.max(0, list.contentHeight - list.height)
        if (top < list.contentY)
            list.contentY = Math.min(top, most)
        else if (top + panel.rowHeight > list.contentY + list.height)
            list.contentY = Math.min(Math.max(0, top + panel.rowHeight - list.height), most)
    }

    readonly property bool dark: Material.theme === Material.Dark
    readonly property int rowHeight: 34
    readonly property int rowSpacing: 2

    // Every row made with the panel, not a ListView's rows made as they come into view: the guide
    // makes this panel ahead and keeps it hidden, where a ListView makes no rows (it fills in a
    // frame's polish of a shown list), so the majorities' first showing made them in the click (25
    // million instructions at the last bid). There are 18 rows at most.
    Flickable {
        id: list
        objectName: "majorityList"
        anchors.fill: parent
        clip: true
        // The scroll bar, while shown, has its own strip beside the rows.
        contentWidth: width - (majorityBar.policy === ScrollBar.AlwaysOn ? majorityBar.width + 2 : 0)
        // Shown while the rows are longer than their room: rows cut at the list's edges said nothing of
        // the others above and below (the wheel scrolled them, nothing showed it).
        ScrollBar.vertical: FitScrollBar {
            id: majorityBar
            objectName: "majorityScrollBar"
            overflows: list.contentHeight > list.height + 1
            // A thin bar that shows where the list stands (the wheel and a drag of the rows scroll it):
            // the rows keep the room for a winner's name with "(Alltaker)".
            interactive: false
        }
        // From the count, not from the column's height: it is laid out only in a frame.
        contentHeight: Math.max(0, rows.count * (panel.rowHeight + panel.rowSpacing) - panel.rowSpacing)
        boundsBehavior: Flickable.StopAtBounds
        onHeightChanged: Qt.callLater(panel.showCurrent)
        Accessible.role: Accessible.List
        Accessible.name: qsTr("Majorities")

        //! How many rows (as a ListView's count).
        readonly property int count: rows.count
        //! The row of `index`, null if none (as a ListView's itemAtIndex).
        function itemAtIndex(index) {
            return rows.itemAt(index)
        }

        Column {
            id: rowsColumn
            width: list.contentWidth
            spacing: panel.rowSpacing
            Repeater {
                id: rows
                model: panel.model
                onCountChanged: Qt.callLater(panel.showCurrent)
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
                    width: rowsColumn.width
                    height: panel.rowHeight
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
                            id: nameLabel
                            objectName: "majorityName"
                            Layout.preferredWidth: 130
                            Layout.minimumWidth: 50
                            text: (row.kind === "location" ? row.number + " " : "\u2630 ") + row.name
                            // The whole name: on one line at 15 px where it fits (bold too), else on two lines at
                            // 13 px ("Council of Osteomancy"), cut only in a narrow panel. One measure, not Qt's
                            // fitting, which laid every name out seven or eight times whenever its row changed
                            // (all eighteen when the resolution starts).
                            font.pixelSize: nameMetrics.advanceWidth <= width ? 15 : 13
                            font.weight: row.status === "current" ? Font.Bold : Font.Normal
                            color: row.status === "current" ? Colours.inkOn(panel.Material.accentColor) : panel.Material.foreground
                            Layout.fillHeight: true
                            verticalAlignment: Text.AlignVCenter
                            wrapMode: Text.WordWrap
                            maximumLineCount: 2
                            elide: Text.ElideRight
                            TextMetrics {
                                id: nameMetrics
                                font.family: nameLabel.font.family
                                font.pixelSize: 15
                                font.weight: Font.Bold
                                font.preferShaping: false // as the window's font (Main.qml); bound to the label's font it looped with its size
                                text: nameLabel.text
                            }
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
                            id: resultLabel
                            objectName: "majorityResult"
                            Layout.fillWidth: true
                            // The model's result, never a piece of the translated summary; the Alltaker's tie
                            // names its winner for the rest of the round (R-MAJ-3).
                            text: row.malavestros ? qsTr("Malavestros") : row.tied ? qsTr("tie")
                                  : row.leader >= 0 ? "\u2192 " + row.result : "—"
                            // "→ Anna (Alltaker)" whole: 12 px in a narrow panel where 15 does not fit, then cut
                            // (one measure, as the name's).
                            font.pixelSize: resultMetrics.advanceWidth <= width ? 15 : 12
                            font.weight: Font.DemiBold
                            color: row.status === "current" ? Colours.inkOn(panel.Material.accentColor) : panel.Material.foreground
                            horizontalAlignment: Text.AlignRight
                            elide: Text.ElideRight
                            TextMetrics {
                                id: resultMetrics
                                font.family: resultLabel.font.family
                                font.pixelSize: 15
                                font.weight: Font.DemiBold
                                font.preferShaping: false // as the window's font (Main.qml); bound to the label's font it looped with its size
                                text: resultLabel.text
                            }
                        }
                    }
                }
            }
        }
    }
}
