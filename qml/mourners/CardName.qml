import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

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
    readonly property bool tipShown: tip.visible
    //! The part the mouse rests on, or null.
    readonly property var pointed: {
        if (!hover.hovered)
            return null
        const key = linkAt(hover.point.position.x, hover.point.position.y)
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

    HoverHandler {
        id: hover
        enabled: card.hasText
        onHoveredChanged: if (!hovered) card.held = false
    }
    TapHandler {
        enabled: card.hasText
        onLongPressed: card.held = true
        onTapped: card.held = false
    }

    // Where the keyboard is: a frame around the name.
    Rectangle {
        visible: card.activeFocus
        anchors.fill: parent
        anchors.margins: -2
        radius: 3
        color: "transparent"
        border.width: 2
        border.color: card.Material.accentColor
    }

    ToolTip {
        id: tip
        readonly property bool dark: card.Material.theme === Material.Dark
        // Never wider than the window allows; long texts wrap.
        readonly property real widest: Math.min(440, (card.Window.width > 0 ? card.Window.width : 480) - 40)
        visible: card.hasText && (hover.hovered || card.activeFocus || card.held)
        delay: hover.hovered && !card.held && !card.activeFocus ? 400 : 0
        margins: 8
        padding: 10
        // Opaque on every renderer (the software renderer drew Material popups see-through).
        background: Rectangle {
            radius: 6
            color: tip.dark ? "#262a2e" : "#fffdf5"
            border.width: 1
            border.color: tip.dark ? "#8d8d8d" : "#5d4c2e"
        }
        contentItem: Column {
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
