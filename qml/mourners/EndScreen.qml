import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Final scoring (R-END-4/5): each player's breakdown, the Ulterior Motive bonus typed in from the
// revealed card, the tie-breakers applied and explained, the winner.
Item {
    id: screen

    property var seatColors: []
    readonly property var ranked: GameController.ending.finalScores.rows
    // The seats in the order the rows were first shown (best first). A change of a motive bonus
    // re-ranks the players, but their rows keep their places so that the next press lands on the
    // same player; the Place column shows the new ranking. (A plain object changed in place: the
    // order is remembered without being a dependency of the rows.)
    readonly property var shownOrder: ({ seats: [] })
    readonly property var scores: {
        const rows = ranked
        const seats = rows.map(r => r.seat)
        const kept = shownOrder.seats
        if (seats.length !== kept.length || seats.some(seat => kept.indexOf(seat) < 0)) {
            shownOrder.seats = seats // another game, or the first time: best first
            return rows
        }
        return kept.map(seat => rows.find(r => r.seat === seat))
    }
    readonly property bool dark: Material.theme === Material.Dark
    //! Digital play knows every motive card: its bonuses are scored, not typed in.
    readonly property bool digital: GameController.mode === "digital"
    readonly property var winners: scores.filter(s => s.winner).map(s => s.name)

    objectName: "endScreen"
    Accessible.role: Accessible.Pane
    Accessible.name: winnerLabel.text

    // Scrolls when four players' rows and tie-break sentences need more than the panel's height.
    Flickable {
        id: scroller
        // Scrolled, the view is drawn whole in one step (WholeRepaint).
        WholeRepaint { view: scroller }
        anchors.fill: parent
        anchors.margins: 8
        contentWidth: width
        contentHeight: Math.max(height, content.implicitHeight)
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
    ColumnLayout {
        id: content
        width: scroller.width
        height: scroller.contentHeight
        spacing: 10

        Label {
            id: winnerLabel
            objectName: "winnerLabel"
            Layout.fillWidth: true
            //: %1 the winner(s).
            text: screen.winners.length > 1 ? qsTr("Shared victory: %1").arg(screen.winners.join(" & "))
                                            : qsTr("%1 wins!").arg(screen.winners[0] || "")
            font.pixelSize: 30
            font.weight: Font.Bold
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            text: screen.digital
                  ? qsTr("The Ulterior Motives are revealed and scored. Score = Unity + Bone + Flesh + Spirit + "
                         + "motive bonus; ties go to most Etherea, then most Mourner cards. [R-END-4, R-END-5]")
                  : qsTr("Reveal the Ulterior Motives and type in each bonus. Score = Unity + Bone + Flesh + Spirit + "
                         + "motive bonus; ties go to most Etherea, then most Mourner cards. [R-END-4, R-END-5]")
            font.pixelSize: 17
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            opacity: 0.85
        }
        // A Grid positioner, not a layout: the score rows follow the scores, and a Quick layout must
        // never hold a delegate that goes away.
        Grid {
            objectName: "scoreGrid"
            Layout.alignment: Qt.AlignHCenter
            verticalItemAlignment: Grid.AlignVCenter
            columns: 11
            columnSpacing: 8
            rowSpacing: 2

            Repeater {
                //: Column headings of the end screen's table: the place in the ranking (a noun), the player, their numbers and their score.
                model: [qsTr("Place"), qsTr("Player"), qsTr("Unity"), qsTr("Bone"), qsTr("Flesh"), qsTr("Spirit"),
                        qsTr("Motive"), "", qsTr("Score"), qsTr("Etherea"), qsTr("Mourners")]
                Label {
                    required property string modelData
                    // A Grid positioner leaves out an item without width: the empty heading keeps its cell.
                    width: Math.max(1, implicitWidth)
                    text: modelData
                    font.pixelSize: 15
                    font.weight: Font.DemiBold
                    opacity: 0.7
                }
            }
            Repeater {
                model: screen.scores.length * 11
                Item {
                    id: cell
                    required property int index
                    readonly property var row: screen.scores[Math.floor(index / 11)]
                    readonly property int column: index % 11
                    // The motive's buttons only where the table types the bonus in (a Grid keeps a 1-pixel cell).
                    implicitWidth: column === 1 ? (screen.digital ? 250 : 150) : column === 7 ? (screen.digital ? 1 : 100) : 56
                    implicitHeight: column === 1 ? Math.max(44, playerColumn.implicitHeight + 6) : 44
                    Label {
                        anchors.verticalCenter: parent.verticalCenter
                        visible: cell.column !== 7 && cell.column !== 1
                        text: {
                            const r = cell.row
                            switch (cell.column) {
                            case 0: return r.place
                            case 2: return r.unity
                            case 3: return r.bone
                            case 4: return r.flesh
                            case 5: return r.spirit
                            case 6: return r.motive
                            case 8: return r.score
                            case 9: return r.etherea
                            case 10: return r.mourners
                            }
                            return ""
                        }
                        color: screen.Material.foreground
                        font.pixelSize: cell.column === 8 || cell.column === 0 ? 28 : 22
                        font.weight: cell.column === 8 ? Font.Bold : Font.Normal
                    }
                    // The player, and under the name the Ulterior Motive revealed (R-END-4): its name, how
                    // it scores on hover, keyboard focus and a held tap; a table's motive the app was not
                    // told is said to be unknown.
                    Column {
                        id: playerColumn
                        visible: cell.column === 1
                        anchors.verticalCenter: parent.verticalCenter
                        width: parent.width
                        Label {
                            width: parent.width
                            text: cell.row.name
                            // The seat's colour, lighter or darker where it would not read on the panel.
                            color: Colours.readableOn(screen.seatColors[cell.row.seat] || screen.Material.foreground,
                                                      screen.dark ? "#333333" : "#ffffff")
                            font.pixelSize: 22
                            font.weight: cell.row.winner ? Font.Bold : Font.Normal
                            // A long name takes two lines in its column rather than run into the next.
                            wrapMode: Text.Wrap
                        }
                        ItemDelegate {
                            id: motiveCell
                            objectName: "endMotive" + cell.row.seat
                            width: Math.min(parent.width, implicitWidth)
                            leftPadding: 0
                            rightPadding: 4
                            topPadding: 1
                            bottomPadding: 1
                            topInset: 0
                            bottomInset: 0
                            // One line of text high (a stock item delegate is a list row of 48).
                            implicitHeight: contentItem.implicitHeight + topPadding + bottomPadding
                            // A finger's room: it takes the taps up to 44 px high (as ActionButton).
                            containmentMask: motiveTouch
                            Item {
                                id: motiveTouch
                                y: (motiveCell.height - height) / 2
                                width: motiveCell.width
                                height: Math.max(44, motiveCell.height)
                            }
                            background: Rectangle {
                                radius: 3
                                color: motiveCell.hovered || motiveCell.visualFocus || motiveCell.held
                                       ? (screen.dark ? "#4a4a4a" : "#eceff1") : "transparent"
                            }
                            focusPolicy: Qt.StrongFocus
                            hoverEnabled: true
                            readonly property string motiveName: cell.row.motiveName || ""
                            readonly property string tip: cell.row.motiveText || ""
                            property bool held: false
                            onPressAndHold: held = true
                            onHoveredChanged: held = false
                            onActiveFocusChanged: if (!activeFocus) held = false
                            contentItem: Label {
                                objectName: "endMotiveName"
                                //: The Ulterior Motive revealed at the end, under the player's name; %1 its name.
                                text: qsTr("Motive: %1").arg(motiveCell.motiveName)
                                font.pixelSize: 15
                                font.italic: !cell.row.motiveKnown
                                opacity: 0.8
                                wrapMode: Text.WordWrap
                            }
                            //: %1 player, %2 the name of their Ulterior Motive (or "not known to the app").
                            Accessible.name: qsTr("Ulterior Motive of %1: %2").arg(cell.row.name).arg(motiveName)
                            Accessible.description: tip
                            ToolTip.visible: (hovered || visualFocus || held) && tip !== ""
                            ToolTip.text: tip
                            ToolTip.delay: hovered && !held ? 400 : 0
                        }
                    }
                    Row {
                        visible: cell.column === 7 && !screen.digital
                        anchors.verticalCenter: parent.verticalCenter
                        spacing: 4
                        ActionButton {
                            width: 46
                            height: 40
                            text: "−"
                            enabled: cell.row.motive > 0
                            onClicked: GameController.adjustResource(cell.row.seat, "motive", -1)
                            //: %1 player.
                            Accessible.name: qsTr("Lower the motive bonus of %1").arg(cell.row.name)
                        }
                        ActionButton {
                            objectName: "motivePlus" + cell.row.seat
                            width: 46
                            height: 40
                            text: "+"
                            onClicked: GameController.adjustResource(cell.row.seat, "motive", 1)
                            Accessible.name: qsTr("Raise the motive bonus of %1").arg(cell.row.name)
                        }
                    }
                }
            }
        }
        // A positioner (the model changes, and a Quick layout must never hold a delegate that goes away).
        Column {
            id: explanationColumn
            Layout.fillWidth: true
            visible: explanationRepeater.count > 0
            spacing: 10
            Repeater {
                id: explanationRepeater
                model: screen.scores.filter(s => s.explanation !== "")
                Label {
                    required property var modelData
                    width: explanationColumn.width
                    text: modelData.name + ": " + modelData.explanation
                    font.pixelSize: 17
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                }
            }
        }
        Item { Layout.fillHeight: true }
        RowLayout {
            Layout.fillWidth: true
            Label {
                Layout.fillWidth: true
                text: GameController.ending.historyNote
                font.pixelSize: 17
                wrapMode: Text.WordWrap
            }
            ActionButton {
                objectName: "recordResult"
                highlighted: true
                text: qsTr("Add to the history")
                onClicked: GameController.recordResult()
                Accessible.description: qsTr("Keeps this result in the history of games")
            }
        }
    }
    }
}
