import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// One mansion of Rest in Peace's line: the round, its psychic card, the token(s), both players'
// cards there with their totals, and who won it and how.
Rectangle {
    id: card

    required property int round
    required property int cardNo
    required property string cardName
    required property string cardEffect
    required property int manors
    required property int castles
    required property int winner
    required property string outcome
    required property bool current
    required property string cards0
    required property string cards1
    required property int total0
    required property int total1
    required property var names
    required property var seatColors

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color muted: dark ? "#b0b0b0" : "#546e7a"

    radius: 8
    color: current ? (dark ? "#4e3b1f" : "#fff3e0") : (dark ? "#333333" : "#ffffff")
    border.width: current ? 3 : hover.hovered ? 2 : 1
    border.color: current ? Material.accentColor : winner >= 0 ? seatColors[winner] : (dark ? "#5a5a5a" : "#cfd8dc")
    Accessible.role: Accessible.StaticText
    Accessible.name: qsTr("Round %1, %2, %3. %4: %5. %6: %7. %8")
                     .arg(round).arg(cardName !== "" ? cardName : qsTr("card not turned over"))
                     .arg(tokenText.text).arg(names[0]).arg(cards0 || qsTr("no card"))
                     .arg(names[1]).arg(cards1 || qsTr("no card")).arg(outcome)

    //! The card's words are wanted: the page shows them beside the line, where they cover nothing.
    //! `chosen`: a tap, a press held down (touch) or the keyboard; otherwise the mouse points at it.
    signal wordsWanted(bool chosen)
    //! The mouse left it.
    signal wordsDone()

    activeFocusOnTab: cardEffect !== ""
    Accessible.focusable: cardEffect !== ""
    Accessible.description: cardEffect
    onActiveFocusChanged: if (activeFocus) wordsWanted(true)

    HoverHandler {
        id: hover
        enabled: card.cardEffect !== ""
        onHoveredChanged: hovered ? card.wordsWanted(false) : card.wordsDone()
    }
    TapHandler {
        enabled: card.cardEffect !== ""
        onTapped: card.wordsWanted(true)
        onLongPressed: card.wordsWanted(true)
    }
    // Where the keyboard is: a frame around the card.
    FocusFrame {
        visible: card.activeFocus
        outset: 3
        radius: card.radius + 2
        border.width: 2
        border.color: card.Material.accentColor
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 6
        spacing: 2

        RowLayout {
            Layout.fillWidth: true
            spacing: 4
            Label {
                Layout.alignment: Qt.AlignTop
                text: card.round
                font.pixelSize: 24
                font.weight: Font.Bold
            }
            // Two tokens after a tie (Creepy lull) take two lines: "manor +", "castle".
            Label {
                id: tokenText
                objectName: "ripTokens"
                Layout.fillWidth: true
                Layout.alignment: Qt.AlignVCenter
                horizontalAlignment: Text.AlignRight
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                lineHeight: 0.95
                //: Tokens on a mansion: M manor, C castle.
                text: (card.manors > 0 ? qsTr("%n manor(s)", "", card.manors) : "")
                      + (card.manors > 0 && card.castles > 0 ? " + " : "")
                      + (card.castles > 0 ? qsTr("%n castle(s)", "", card.castles) : "")
                font.pixelSize: 14
                font.weight: Font.DemiBold
                color: card.castles > 0 ? (card.dark ? "#ce93d8" : "#6a1b9a") : (card.dark ? "#a5d6a7" : "#2e7d32")
                elide: Text.ElideRight
            }
        }
        Label {
            objectName: "ripCardName"
            Layout.fillWidth: true
            text: card.cardNo > 0 ? card.cardName : qsTr("(face down)")
            font.pixelSize: 13
            font.italic: card.cardNo <= 0
            color: card.muted
            wrapMode: Text.WordWrap
            maximumLineCount: 3
            lineHeight: 0.95
            elide: Text.ElideRight
        }
        Repeater {
            model: 2
            Label {
                required property int index
                objectName: "ripSideCards" + index
                Layout.fillWidth: true
                readonly property string cards: index === 0 ? card.cards0 : card.cards1
                readonly property int total: index === 0 ? card.total0 : card.total1
                text: cards !== "" ? "%1 · %2".arg(total).arg(cards) : "–"
                font.pixelSize: 14
                color: card.seatColors[index]
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
        }
        Item { Layout.fillHeight: true }
        // Who won it and how, whole: a long name ("Bo (computer)") takes more lines.
        Label {
            objectName: "ripOutcome"
            Layout.fillWidth: true
            visible: text !== ""
            text: card.outcome
            font.pixelSize: 13
            font.weight: Font.DemiBold
            color: card.winner >= 0 ? card.seatColors[card.winner] : card.muted
            wrapMode: Text.Wrap
            maximumLineCount: 4
            lineHeight: 0.95
            elide: Text.ElideRight
        }
    }
}
