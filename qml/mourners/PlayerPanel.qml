import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// One player's side of the table: etherea, the three influence tracks, unity, bases left, crypt,
// Wallows cards (R-WAL-1), Mourners in play (exhausted ones struck through), the Alltaker and the Dreadsbane token.
Rectangle {
    id: panel

    //! A GameController.table.players entry.
    property var player: ({})
    property color seatColor: "#607d8b"

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"

    radius: 8
    color: dark ? "#333333" : "#ffffff"
    // A click or the pointer elsewhere in the window skips its items at once (as Panel's): Qt Quick looks
    // for the items under the pointer through every item that does not clip, and four players' panels
    // were 140 of the 350 items it went through at each press, release and move on the table screen.
    clip: true
    // The current player's frame is drawn on its edge (currentFrame): its own border stays as it is.
    border.width: 1
    border.color: dark ? "#5a5a5a" : "#cfd8dc"
    Accessible.role: Accessible.Grouping
    //: %1 player, then their numbers.
    Accessible.name: qsTr("%1: %2 Etherea, %3 Unity, Influence %4 Bone %5 Flesh %6 Spirit")
                     .arg(player.name).arg(player.etherea).arg(player.unity)
                     .arg(player.bone).arg(player.flesh).arg(player.spirit)

    // The current player's frame: four strips and four rounded corners on the panel's edge. The
    // software renderer paints again everything a changed item covers: the panel's own border changed
    // with each turn repainted the whole of two panels, every number and line in them (1.3 million
    // instructions of a table click); the strips repaint only the edge. Below the panel's items (first of
    // them): the renderer goes through the items from the front, and the strips' many small rectangles,
    // met late, are compared with fewer items.
    Item {
        id: currentFrame
        objectName: "currentFrame"
        anchors.fill: parent
        // Shown and hidden by its opacity: its items stay made (made and taken away again at each turn
        // they cost more than the repaint they spared).
        opacity: panel.player.isCurrent === true ? 1 : 0
        readonly property int edge: 4
        readonly property int corner: panel.radius

        Repeater {
            model: 4
            // The strips: top, bottom, left, right, each between two corners.
            Rectangle {
                required property int index
                readonly property bool across: index < 2
                x: across ? currentFrame.corner : (index === 3 ? currentFrame.width - currentFrame.edge : 0)
                y: across ? (index === 1 ? currentFrame.height - currentFrame.edge : 0) : currentFrame.corner
                width: across ? currentFrame.width - 2 * currentFrame.corner : currentFrame.edge
                height: across ? currentFrame.edge : currentFrame.height - 2 * currentFrame.corner
                color: panel.seatColor
            }
        }
        Repeater {
            model: 4
            // Each corner a quarter of a ring.
            Item {
                required property int index
                readonly property bool atRight: index % 2 === 1
                readonly property bool atBottom: index >= 2
                x: atRight ? currentFrame.width - currentFrame.corner : 0
                y: atBottom ? currentFrame.height - currentFrame.corner : 0
                width: currentFrame.corner
                height: currentFrame.corner
                clip: true
                Rectangle {
                    x: parent.atRight ? -currentFrame.corner : 0
                    y: parent.atBottom ? -currentFrame.corner : 0
                    width: 2 * currentFrame.corner
                    height: 2 * currentFrame.corner
                    radius: currentFrame.corner
                    color: "transparent"
                    border.width: currentFrame.edge
                    border.color: panel.seatColor
                }
            }
        }
    }

    component Stat: ColumnLayout {
        id: stat
        property string caption
        property int value
        property color tint: panel.dark ? "#eeeeee" : "#1b1b1b"
        spacing: -2
        Layout.fillWidth: true
        Accessible.role: Accessible.StaticText
        Accessible.name: caption + ": " + value
        Label {
            Layout.fillWidth: true
            text: stat.caption
            font.pixelSize: 13
            color: panel.mutedText
            horizontalAlignment: Text.AlignHCenter
            elide: Text.ElideRight
        }
        Label {
            Layout.fillWidth: true
            text: stat.value
            // 22, not larger: the Wallows line and the Mourners share what is left of the panel.
            font.pixelSize: 22
            font.weight: Font.Bold
            color: stat.tint
            horizontalAlignment: Text.AlignHCenter
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 8
        spacing: 4

        // Seat colour, name and faction, then the Alltaker and Dreadsbane marks at the right edge. Anchored,
        // not a RowLayout: the marks come and go with the game, and the name takes what is left of the width.
        Item {
            Layout.fillWidth: true
            Layout.preferredHeight: Math.max(18, nameLabel.implicitHeight, marks.height)
            Rectangle {
                id: seatDot
                anchors.left: parent.left
                anchors.verticalCenter: parent.verticalCenter
                width: 18
                height: 18
                radius: 9
                color: panel.seatColor
            }
            Label {
                id: nameLabel
                anchors.left: seatDot.right
                anchors.leftMargin: 6
                anchors.right: marks.left
                anchors.rightMargin: marks.width > 0 ? 6 : 0
                anchors.verticalCenter: parent.verticalCenter
                text: panel.player.name + (panel.player.faction ? "  ·  " + panel.player.faction : "")
                font.pixelSize: 21
                font.weight: Font.DemiBold
                // Smaller on a narrow panel, never cut to a letter.
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 10
            }
            Row {
                id: marks
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                spacing: 6
                Label {
                    visible: panel.player.isAlltaker === true
                    text: "\u2620"
                    font.pixelSize: 15
                    font.weight: Font.DemiBold
                    color: panel.Material.accentColor
                    Accessible.name: qsTr("holds the Alltaker")
                }
                Label {
                    visible: panel.player.hasDreadsbane === true
                    text: "\u2726"
                    font.pixelSize: 15
                    font.weight: Font.DemiBold
                    color: Colours.readableOn("#5878a8", panel.color)
                    Accessible.name: qsTr("holds the Dreadsbane token")
                }
            }
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: 0
            Stat { caption: qsTr("Etherea"); value: panel.player.etherea || 0 }
            Stat { caption: qsTr("Unity"); value: panel.player.unity || 0 }
            Stat { caption: qsTr("Bone"); value: panel.player.bone || 0; tint: panel.dark ? "#d8ccb0" : "#5d4c2e" }
            Stat { caption: qsTr("Flesh"); value: panel.player.flesh || 0; tint: panel.dark ? "#e2a0a4" : "#7a1f2b" }
            Stat { caption: qsTr("Spirit"); value: panel.player.spirit || 0; tint: panel.dark ? "#a8c0e4" : "#22407a" }
            //: Caption on a player's panel: their figure bases not on the board.
            Stat { caption: qsTr("Bases"); value: panel.player.bases || 0 }
            Stat { caption: qsTr("Crypt"); value: panel.player.crypt || 0 }
        }
        // R-WAL-1: the Wallows cards lie face up: everyone sees each card, its objective and how far it is
        // met; the reward and penalty are in the tooltip and the accessible description.
        CardName {
            id: wallowsLabel
            objectName: "wallowsLabel"
            readonly property var cards: panel.player.wallowsCards || []
            Layout.fillWidth: true
            // A fixed line: the Mourners below take what is left, never this line (a long Mourners text
            // squeezed it to nothing).
            Layout.preferredHeight: 15
            Layout.minimumHeight: 15
            Layout.maximumHeight: 15
            visible: cards.length > 0
            //: A player's Wallows cards: %1 each card with how far it is met and its objective.
            text: qsTr("Wallows: %1").arg(cards.map(w => (w.done ? "\u2713 " : "") + w.name
                                                   + (w.progress !== "" ? " (" + w.progress + ")" : "")
                                                   + (w.goal !== "" ? ": " + w.goal : "")).join("; "))
            // One line: a long objective gets a slightly smaller font, then is cut (four players' panels at
            // 1280x800 shrank it to an unreadable 9 px); the whole card in the tooltip. Measured once at
            // 12 px: Qt's fitting (fontSizeMode) laid the line out seven or eight times at each change of it
            // (each Wallows card dealt), halving the size step until it was a hundredth of a pixel.
            font.pixelSize: wallowsMetrics.advanceWidth <= width ? 12 : 11
            color: panel.dark ? "#c5e1a5" : "#33691e"
            elide: Text.ElideRight
            TextMetrics {
                id: wallowsMetrics
                font.family: wallowsLabel.font.family
                font.pixelSize: 12
                font.preferShaping: false // as the window's font (Main.qml); bound to the label's font it looped with its size
                text: wallowsLabel.text
            }
            verticalAlignment: Text.AlignTop
            readonly property string whole: cards.map(w => w.name + (w.objective !== "" ? ": " + w.objective : "")
                                                          + (w.progress !== "" ? " (" + w.progress + ")" : "")).join("; ")
            // What each card does (R-WAL-1: face up, everybody's to read): hover, hold or Tab.
            readonly property var named: cards.filter(w => (w.text || "") !== "")
            readonly property var progressOf: w => w.progress !== "" ? " (" + w.progress + ")" : ""
            heading: named.length === 1 ? named[0].name + progressOf(named[0]) : ""
            cardText: named.length === 1 ? named[0].text
                                         : named.map(w => w.name + progressOf(w) + ": " + w.text).join("\n")
        }
        CardName {
            objectName: "mournersLabel"
            readonly property var mourners: panel.player.mournerList || []
            // What each Mourner in play does (face up): hover, hold or Tab. One not named has no text.
            readonly property var named: mourners.filter(m => (m.text || "") !== "")
            Layout.fillWidth: true
            Layout.fillHeight: true
            // What is left of the panel, whatever the text would like: it shrinks its font to fit.
            Layout.preferredHeight: 16
            //: After a Mourner's name on the player's panel: its ability was used this round (an adjective).
            readonly property var entries: mourners.map(m => m.exhausted ? m.name + " (" + qsTr("exhausted") + ")" : m.name)
            //: Mourner cards in play; exhausted ones are marked.
            plainText: qsTr("Mourners: %1").arg(entries.join(", ") || "—")
            // Each named Mourner is a link of the line: the mouse on one shows that card alone.
            readonly property var markupOf: t => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
            textFormat: Text.StyledText
            linkColor: color
            text: qsTr("Mourners: %1").arg(mourners.map((m, i) => (m.text || "") !== ""
                                                        ? "<a href=\"" + i + "\">" + markupOf(entries[i]) + "</a>"
                                                        : markupOf(entries[i])).join(", ") || "—")
            heading: named.length === 1 ? named[0].name : ""
            cardText: named.length === 1 ? named[0].text : named.map(m => m.name + ": " + m.text).join("\n")
            parts: {
                const out = {}
                for (let i = 0; i < mourners.length; ++i)
                    if ((mourners[i].text || "") !== "")
                        out[String(i)] = { heading: mourners[i].name, text: mourners[i].text }
                return out
            }
            font.pixelSize: 15
            color: panel.mutedText
            wrapMode: Text.WordWrap
            // Many Mourners: a smaller font before anything is cut.
            fontSizeMode: Text.Fit
            minimumPixelSize: 10
            elide: Text.ElideRight
            verticalAlignment: Text.AlignTop
        }
    }
}
