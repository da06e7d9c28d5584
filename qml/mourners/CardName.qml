import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Mourners

// A card's name, or a line naming cards, that shows what the cards do: on mouse hover, on a press held
// down (touch) and on keyboard focus (Tab). The words are the app's (CardText, EventText in app/); this
// component only shows them. An empty `cardText` (a card the table did not name, or one this screen may
// not show) gives no tooltip, no description and no Tab stop: the name alone, as before.
Label {
    id: card

    //! What the card does; for a line naming several cards, each card's "Name: text" on its own line.
    property string cardText
    //! The tooltip's first line, in bold: the card's name ("" for none, e.g. a log line naming several).
    property string heading
    //! Shown after a press held down (touch), until the next tap or until the focus leaves.
    property bool held: false
    //! A line naming several cards may mark each with a link (StyledText `<a href="KEY">`): `parts` maps
    //! each KEY to {heading, text}. The mouse resting on one shows that card alone; elsewhere, and by
    //! keyboard, all of them.
    property var parts: ({})
    //! The text without markup, for screen readers.
    property string plainText: text
    readonly property bool hasText: cardText !== ""
    //! The tooltip is on screen (for tests and the self-test).
    readonly property bool tipShown: tipLoader.item !== null && tipLoader.item.visible
    //! The part the mouse rests on, or null.
    readonly property var pointed: {
        if (!hover.containsMouse)
            return null
        const key = linkAt(hover.mouseX, hover.mouseY)
        return key !== "" && parts[key] !== undefined ? parts[key] : null
    }
    //! What the tooltip says now: the card pointed at, or every card of the line.
    readonly property string shownText: pointed ? pointed.text : cardText
    readonly property string shownHeading: pointed ? pointed.heading : heading

    activeFocusOnTab: hasText
    Accessible.role: Accessible.StaticText
    Accessible.name: plainText
    Accessible.description: cardText
    Accessible.focusable: hasText
    onActiveFocusChanged: if (!activeFocus) held = false
    onHasTextChanged: if (!hasText) held = false

    // A MouseArea rather than a HoverHandler: an item's hover ends when the pointer leaves it, also for a
    // pointer now over this card's own tooltip (Qt 6.4's HoverHandler stayed hovered then, and the tooltip
    // stayed over the buttons it covered).
    MouseArea {
        id: hover
        anchors.fill: parent
        enabled: card.hasText
        // Off while hidden and on only after it is shown: shown again with hover on (a kept panel,
        // PhaseGuide), a MouseArea takes itself for hovered if the pointer rests where it is, without
        // a pointer event; the rows then scroll away without a leave, and the tooltip stayed on screen.
        hoverEnabled: visible
        acceptedButtons: Qt.NoButton
        onContainsMouseChanged: {
            if (containsMouse) {
                card.pointerMoved = PointerWatch.moving()
                card.hoverMark = PointerWatch.moves
            } else {
                card.held = false
            }
        }
    }
    //! The pointer moved onto the name, or moved on it since: the name did not merely come under a
    //! resting pointer (the next rows of the table's questions), where its words covered the new screen
    //! (PointerWatch, as ActionButton).
    readonly property bool pointerCame: pointerMoved || (hover.containsMouse && PointerWatch.moves !== hoverMark)
    property bool pointerMoved: false
    property int hoverMark: -1
    TapHandler {
        enabled: card.hasText
        onLongPressed: card.held = true
        onTapped: card.held = false
    }

    // Where the keyboard is: a frame around the name.
    FocusFrame {
        visible: card.activeFocus
        outset: 2
        radius: 3
        border.width: 2
        border.color: card.Material.accentColor
    }

    // The card's words, drawn over the window like a tooltip but not a popup: a popup takes the pointer
    // wherever it lies, and one shown over other rows swallowed the taps meant for their buttons. This
    // one only draws; the pointer and the taps go to what lies under it.
    // Made the first time it is wanted: a log or a hand has many names, and laying out every card's
    // words for a tooltip nobody opened made each step slower.
    readonly property bool tipWanted: hasText && visible && ((hover.containsMouse && pointerCame) || activeFocus || held)
    Loader {
        id: tipLoader
        active: false
        onLoaded: item.follow()
        sourceComponent: tipComponent
    }
    onTipWantedChanged: {
        if (tipLoader.active)
            tipLoader.item.follow()
        else if (tipWanted)
            tipLoader.active = true
    }
    Component {
        id: tipComponent
        Item {
            id: tip
            readonly property bool dark: card.Material.theme === Material.Dark
            // Never wider than the window allows; long texts wrap.
            readonly property real widest: Math.min(440, (card.Window.width > 0 ? card.Window.width : 480) - 40)

            //! Shows the words beside the card: above it, or below when there is no room above.
            function place() {
                if (!card.tipWanted || !parent)
                    return
                const at = card.mapToItem(parent, 0, 0)
                let y = at.y - height - 6
                if (y < 4)
                    y = at.y + card.height + 6
                x = Math.max(4, Math.min(at.x + (card.width - width) / 2, parent.width - width - 4))
                tip.y = Math.max(4, Math.min(y, parent.height - height - 4))
                visible = true
            }
            //! Follows card.tipWanted: hidden at once, shown after a short rest of the mouse, or at once
            //! for the keyboard and a press held down.
            function follow() {
                if (!card.tipWanted) {
                    delay.stop()
                    visible = false
                } else if (hover.containsMouse && !card.held && !card.activeFocus) {
                    delay.restart()
                } else {
                    place()
                }
            }

            parent: card.Overlay.overlay
            visible: false
            z: 1000
            width: content.width + 20
            height: content.implicitHeight + 20
            // An item, not a Rectangle, in the window's overlay: the window takes the overlay's rectangles for
            // popups' dimmers and colours them.
            Rectangle {
                anchors.fill: parent
                radius: 6
                color: tip.dark ? "#262a2e" : "#fffdf5"
                border.width: 1
                border.color: tip.dark ? "#8d8d8d" : "#5d4c2e"
            }
            Timer {
                id: delay
                interval: 400
                onTriggered: tip.place()
            }
            Column {
                id: content
                x: 10
                y: 10
                spacing: 4
                width: Math.min(tip.widest, Math.max(headingText.implicitWidth, bodyText.implicitWidth))
                Text {
                    id: headingText
                    visible: card.shownHeading !== ""
                    width: parent.width
                    text: card.shownHeading
                    wrapMode: Text.WordWrap
                    font.pixelSize: 16
                    font.weight: Font.Bold
                    color: tip.dark ? "#ffffff" : "#1b1b1b"
                }
                Text {
                    id: bodyText
                    width: parent.width
                    text: card.shownText
                    wrapMode: Text.WordWrap
                    font.pixelSize: 15
                    lineHeight: 1.1
                    color: tip.dark ? "#eeeeee" : "#1b1b1b"
                }
            }
        }
    }
}
