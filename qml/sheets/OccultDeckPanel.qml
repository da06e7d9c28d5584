import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The deck-cycle counter of the occult card game (OCC-END-1): how many times the deck has run out of
// the number that starts the final round, a button per player to say on whose turn it ran out, the
// final round's turns still to play and the end. The rules are OccultDeck's.
Panel {
    id: panel

    //! The sheet whose counter this is.
    required property OccultSheet sheet
    //! The colours of the seats, as the sheet shows them.
    property var seatColors: []

    readonly property OccultDeck deck: sheet.deck
    readonly property color errorText: dark ? "#ff8a80" : "#b71c1c"

    objectName: "occultDeckPanel"
    heading: qsTr("Deck cycles")
    emphasised: deck.phase === "finalRound"

    // As tall as what it shows (a Panel is otherwise sized by the layout only).
    implicitHeight: deckColumn.implicitHeight + topPadding + bottomPadding

    ColumnLayout {
        id: deckColumn
        anchors.fill: parent
        spacing: 8

        // How far the deck went, and what that means; the count keeps its room (never squeezed by the
        // words beside it, which take two lines rather).
        RowLayout {
            Layout.fillWidth: true
            spacing: 16
            Label {
                objectName: "occultDeckCount"
                Layout.minimumWidth: implicitWidth
                Layout.alignment: Qt.AlignVCenter
                //: How many times the deck ran out, of how many that start the final round ("1 / 2").
                text: qsTr("%1 / %2").arg(panel.deck.emptied).arg(panel.deck.target)
                font.pixelSize: 40
                font.weight: Font.Bold
                color: panel.deck.phase === "counting" ? panel.Material.foreground : panel.Material.accentColor
                Accessible.name: qsTr("The deck has run out %1 of %2 times").arg(panel.deck.emptied).arg(panel.deck.target)
            }
            Label {
                objectName: "occultDeckPhase"
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignVCenter
                text: panel.deck.phase === "counting" ? qsTr("times the deck ran out")
                      : panel.deck.phase === "finalRound" ? qsTr("Final round")
                      //: The deck counter once the game has ended.
                      : qsTr("Game over")
                font.pixelSize: panel.deck.phase === "counting" ? 17 : 22
                font.weight: panel.deck.phase === "counting" ? Font.Normal : Font.Bold
                color: panel.deck.phase === "counting" ? panel.mutedText : panel.Material.accentColor
                wrapMode: Label.WordWrap
            }
        }

        Label {
            objectName: "occultDeckStatus"
            Layout.fillWidth: true
            text: panel.deck.status
            font.pixelSize: 16
            wrapMode: Label.WordWrap
            Accessible.name: text
        }

        // On whose turn the deck ran out: one button per player.
        Label {
            visible: panel.deck.phase === "counting"
            text: qsTr("The deck ran out on the turn of:")
            font.pixelSize: 16
            color: panel.mutedText
        }
        Flow {
            Layout.fillWidth: true
            // Counted until the final round starts; an emptying in the final round changes nothing.
            visible: panel.deck.phase === "counting"
            spacing: 6
            Repeater {
                model: panel.sheet.players
                delegate: ActionButton {
                    required property int seat
                    required property string shownName
                    objectName: "occultEmptied" + seat
                    text: shownName
                    font.pixelSize: 17
                    onClicked: panel.deck.emptiedOnTurnOf(seat)
                    Accessible.name: qsTr("The deck ran out on %1's turn").arg(shownName)
                }
            }
        }

        ActionButton {
            objectName: "occultTurnFinished"
            Layout.fillWidth: true
            visible: panel.deck.phase === "finalRound"
            highlighted: true
            readonly property var current: panel.deck.turnsLeft.length > 0 ? panel.deck.turnsLeft[0] : null
            //: The final round: the player on turn has finished (%1 the player).
            text: current ? qsTr("%1 finished the turn").arg(current.name) : ""
            onClicked: panel.deck.turnFinished()
        }

        // The first player of every round, and the counter's undo (not beside the count: there it ran
        // into the words in German). The label over the list, so that the list keeps its width.
        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0
                Label {
                    Layout.fillWidth: true
                    text: qsTr("First player")
                    font.pixelSize: 16
                    color: panel.mutedText
                    elide: Label.ElideRight
                }
                AppComboBox {
                    id: firstBox
                    // The shown choice, read as the box's value (Material's text field inside has no name).
                    contentItem.Accessible.name: displayText
                    objectName: "occultFirstPlayer"
                    Layout.fillWidth: true
                    model: panel.sheet.players
                    textRole: "shownName"
                    currentIndex: panel.deck.firstSeat
                    font.pixelSize: 17
                    onActivated: index => {
                        panel.deck.setFirstSeat(index)
                        currentIndex = Qt.binding(() => panel.deck.firstSeat)
                    }
                    Accessible.name: qsTr("First player of every round")
                }
            }
            ActionButton {
                objectName: "occultDeckUndo"
                Layout.alignment: Qt.AlignBottom
                Layout.minimumWidth: implicitWidth
                //: Button of the deck counter: takes back the last tap (a verb).
                text: qsTr("Undo")
                enabled: panel.deck.canUndo
                font.pixelSize: 17
                onClicked: panel.deck.undo()
                Accessible.name: qsTr("Take back the last step of the deck counter")
            }
        }
    }
}
