import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Mourners

// The city of Illverness as original art: a night-coloured ground with roads and the river drawn on
// a Canvas, and the twelve numbered locations in their faction's colour, with whose figures of which
// guild stand there (a chip in the player's colour with the guild's mark and the count), the
// Malavestros marker and the over-crowding warning. When the pending decision is a choice among
// locations, the locations that can be chosen are marked and take the choice: a click (or Space on
// the focused location) applies its row of the choice model, or lists its rows when there are several.
Item {
    id: map

    //! GameController.table.locations (LocationsModel): {number, name, factionIndex, figures[], total,
    //! overCrowded, malavestros, malavestrosCard {name, text}, stands[], choiceRows[]} and `choosing`.
    property var locations: []
    //! The pending decision's choices; the rows named by a location's choiceRows are applied here.
    property ChoiceModel choices: null
    property var seatColors: []
    property var playerNames: []
    property int limit: 7

    readonly property bool dark: Material.theme === Material.Dark
    // The dark theme's tiles stay light enough for the black names and counts on them (4.5:1 and more).
    readonly property var factionColors: dark ? ["#a89a7e", "#c27a80", "#7f9cc8"] : ["#d8ccb0", "#e2a0a4", "#a8c0e4"]
    readonly property var factionInk: ["#5d4c2e", "#7a1f2b", "#22407a"]
    // Where each location stands, as fractions of the map (original layout, not the printed board).
    readonly property var spots: [[0.00, 0.06], [0.33, 0.00], [0.66, 0.04], [1.00, 0.08],
                                  [0.04, 0.52], [0.35, 0.44], [0.67, 0.50], [0.98, 0.56],
                                  [0.00, 0.96], [0.32, 0.92], [0.65, 1.00], [1.00, 0.94]]

    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Map of Illverness")
    // A click or the pointer elsewhere skips the map's hundred items at once (see PlayerPanel); the
    // places and their marks lie inside it.
    clip: true

    Rectangle {
        anchors.fill: parent
        radius: 10
        color: map.dark ? "#1e2226" : "#eef0e8"
        border.width: 1
        border.color: map.dark ? "#4a4a4a" : "#b0bec5"
    }

    Canvas {
        id: ground
        anchors.fill: parent
        property bool darkTheme: map.dark
        onDarkThemeChanged: requestPaint()
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const w = width, h = height
            // The river Lethe winding through the city.
            ctx.strokeStyle = darkTheme ? "#27415a" : "#b3d4ea"
            ctx.lineWidth = Math.max(10, h * 0.05)
            ctx.lineCap = "round"
            ctx.beginPath()
            ctx.moveTo(-10, h * 0.30)
            ctx.bezierCurveTo(w * 0.30, h * 0.22, w * 0.45, h * 0.70, w * 0.70, h * 0.62)
            ctx.bezierCurveTo(w * 0.85, h * 0.58, w * 0.95, h * 0.70, w + 10, h * 0.68)
            ctx.stroke()
            // Roads between neighbouring locations.
            ctx.strokeStyle = darkTheme ? "#5a5246" : "#c8b998"
            ctx.lineWidth = 4
            ctx.setLineDash([10, 6])
            const s = map.spots
            const links = [[0, 1], [1, 2], [2, 3], [0, 4], [1, 5], [2, 6], [3, 7], [4, 5], [5, 6], [6, 7],
                           [4, 8], [5, 9], [6, 10], [7, 11], [8, 9], [9, 10], [10, 11]]
            ctx.beginPath()
            for (let i = 0; i < links.length; ++i) {
                const a = s[links[i][0]], b = s[links[i][1]]
                ctx.moveTo(w * 0.13 + a[0] * w * 0.74, h * 0.15 + a[1] * h * 0.70)
                ctx.lineTo(w * 0.13 + b[0] * w * 0.74, h * 0.15 + b[1] * h * 0.70)
            }
            ctx.stroke()
        }
    }

    //! The labels of some rows of `choices`, for the list a location with several choices shows.
    function rowsOf(rows) {
        if (!map.choices)
            return []
        const all = []
        const groups = map.choices.groups
        for (const g in groups)
            for (const r of map.choices.rowsIn(g))
                all.push(r)
        return rows.map(row => all.find(r => r.row === row)).filter(r => r !== undefined)
    }
    //! The place a relocation's figures leave, chosen in the guide ("" none): a place clicked as the
    //! destination takes the route from there, instead of asking for the place to leave again.
    property string routeFrom: ""
    function choose(spot) {
        let rows = spot.model.choiceRows
        if (routeFrom !== "") {
            const from = map.rowsOf(rows).filter(r => r.extra && r.extra.from !== undefined && String(r.extra.from) === routeFrom)
            if (from.length > 0)
                rows = from.map(r => r.row)
        }
        if (rows.length === 1) {
            map.choices.apply(rows[0])
        } else if (rows.length > 1) {
            pickList.place = spot.model.number + " " + spot.model.name
            pickList.rows = map.rowsOf(rows)
            pickList.parent = spot
            pickList.open()
        }
    }

    Repeater {
        model: map.locations

        Rectangle {
            id: spot
            required property var model
            required property int index

            // The spots stand on a 4 x 3 grid with some play; these sizes keep neighbours apart.
            readonly property bool pickable: map.locations.choosing === true && model.choiceRows.length > 0
            readonly property real chipHeight: map.height > 560 ? 26 : 22
            readonly property int chipFont: map.height > 560 ? 15 : 13
            objectName: "location" + model.number
            width: Math.max(60, 0.235 * (map.width - 12) - 2)
            height: Math.max(60, 0.27 * (map.height - 12) - 4)
            x: 6 + map.spots[index][0] * (map.width - width - 12)
            y: 6 + map.spots[index][1] * (map.height - height - 12)
            radius: 12
            color: map.factionColors[model.factionIndex]
            border.width: pickable || model.overCrowded ? 4 : 1
            border.color: pickable ? map.Material.accentColor
                          : model.overCrowded ? "#d50000" : (map.dark ? "#000000" : "#8d8d8d")
            Accessible.role: pickable ? Accessible.Button : Accessible.StaticText
            //: %1 number, %2 location, %3 faction, %4 figures there.
            Accessible.name: qsTr("%1 %2, %3: %4 figures").arg(model.number).arg(model.name)
                             .arg(model.faction).arg(model.total)
                             + (model.overCrowded ? ", " + qsTr("over-crowded") : "")
                             + (model.malavestros ? ", " + qsTr("Malavestros is here") : "")
            Accessible.description: spot.standsText

            //: One player's figures of one guild at a location: %1 player, %2 guild, %3 how many.
            readonly property string standsText: spot.model.stands.map(s => qsTr("%1: %2 × %3")
                                                                       .arg(map.playerNames[s.seat] || "").arg(s.guildName)
                                                                       .arg(s.count)).join(", ")

            Rectangle {
                id: numberBadge
                x: 6
                y: 6
                width: 28
                height: 28
                radius: 14
                color: map.factionInk[spot.model.factionIndex]
                Label {
                    // Drawing only: the location's accessible name and description say all of it.
                    Accessible.ignored: true
                    anchors.centerIn: parent
                    text: spot.model.number
                    color: "white"
                    font.pixelSize: 16
                    font.weight: Font.Bold
                }
            }
            Label {
                Accessible.ignored: true
                id: totalLabel
                x: numberBadge.x + numberBadge.width + 6
                anchors.verticalCenter: numberBadge.verticalCenter
                // Figures at a location / the limit at the current threat.
                text: spot.model.total > 0 ? spot.model.total + "/" + map.limit : ""
                font.pixelSize: 14
                font.weight: spot.model.overCrowded ? Font.Bold : Font.Normal
                // Over-crowded: dark red on the light tiles; the red frame says it in the dark theme.
                color: spot.model.overCrowded && !map.dark ? "#7f0000" : "#1b1b1b"
            }
            // The name across the whole spot under the number: smaller when narrow, never cut.
            Label {
                Accessible.ignored: true
                id: nameLabel
                objectName: "locationName" + spot.model.number
                x: 6
                y: numberBadge.y + numberBadge.height + 1
                width: parent.width - 12
                height: Math.min(implicitHeight, 2 * font.pixelSize * 1.3)
                text: spot.model.name
                font.pixelSize: Math.max(12, Math.min(17, spot.width / 7))
                font.weight: Font.DemiBold
                fontSizeMode: Text.HorizontalFit
                minimumPixelSize: 10
                color: "#1b1b1b"
                wrapMode: Text.WordWrap
                maximumLineCount: 2
            }
            // Who stands here: per player and guild a chip (player's colour, guild mark, count); when the
            // chips would not fit, one chip per player with their figures' total.
            Flow {
                id: chips
                objectName: "stands" + spot.model.number
                x: 5
                y: Math.max(nameLabel.y + nameLabel.height, numberBadge.y + numberBadge.height) + 3
                width: parent.width - 10
                height: parent.height - y - 4
                spacing: compact ? 2 : 3
                // How many chips of a size fit the spot: per row times rows.
                function fitting(chipW, chipH, gap) {
                    return Math.max(1, Math.floor((width + gap) / (chipW + gap)))
                            * Math.max(0, Math.floor((height + gap) / (chipH + gap)))
                }
                readonly property int standCount: spot.model.stands.length
                // Many owners at one place (three or four players, several guilds): smaller chips keep
                // every guild's mark before the spot falls back to one total per player.
                readonly property bool compact: standCount > fitting(spot.chipFont * 2.6 + 10, spot.chipHeight, 3)
                readonly property int chipFontSize: compact ? spot.chipFont - 3 : spot.chipFont
                readonly property real chipWidth: compact ? chipFontSize * 2.6 + 4 : chipFontSize * 2.6 + 10
                readonly property real chipHeight: compact ? spot.chipHeight - 6 : spot.chipHeight
                readonly property bool detailed: standCount <= fitting(chipWidth, chipHeight, spacing)
                Repeater {
                    // The chips change in place (a JavaScript array made every chip anew at each step).
                    model: StableListModel {
                        values: chips.detailed ? spot.model.stands : spot.model.figures.map((n, seat) => ({ seat: seat, count: n }))
                                                                       .filter(f => f.count > 0)
                    }
                    Rectangle {
                        required property var entry
                        width: chips.chipWidth
                        height: chips.chipHeight
                        radius: chips.compact ? 4 : 5
                        color: map.seatColors[entry.seat] || "#607d8b"
                        border.width: 1
                        border.color: "white"
                        Label {
                            Accessible.ignored: true
                            anchors.centerIn: parent
                            text: (parent.entry.mark !== undefined ? parent.entry.mark + " " : "") + parent.entry.count
                            color: Colours.inkOn(parent.color)
                            font.pixelSize: chips.chipFontSize
                            font.weight: Font.Bold
                        }
                    }
                }
            }
            // Malavestros: a dark diamond in the corner.
            Rectangle {
                visible: spot.model.malavestros
                width: 20
                height: 20
                rotation: 45
                x: parent.width - 26
                y: 8
                color: "#212121"
                border.width: 2
                border.color: "#ffd54f"
                Label {
                    Accessible.ignored: true
                    anchors.centerIn: parent
                    rotation: -45
                    text: "M"
                    color: "#ffd54f"
                    font.pixelSize: 12
                    font.weight: Font.Bold
                }
            }
            // The marker's Court card and what it does: hover, hold or Tab (over the diamond, not turned).
            CardName {
                objectName: "malavestros" + spot.model.number
                visible: spot.model.malavestros
                readonly property var card: spot.model.malavestrosCard || ({})
                x: parent.width - 30
                y: 4
                width: 28
                height: 28
                z: 2
                text: ""
                heading: card.name || ""
                cardText: card.text || ""
                Accessible.name: card.name || qsTr("Malavestros")
            }
            // Takes the choice of this location when the pending decision is a choice among locations.
            AbstractButton {
                objectName: "pick" + spot.model.number
                anchors.fill: parent
                visible: spot.pickable
                focusPolicy: Qt.StrongFocus
                onClicked: map.choose(spot)
                Accessible.onPressAction: if (enabled) clicked()
                //: %1 location number and name: the map takes the pending choice among locations.
                Accessible.name: qsTr("Choose %1").arg(spot.model.number + " " + spot.model.name)
                Accessible.role: Accessible.Button
                // Read only while wanted: every step changes the choices, and twelve places reading
                // every row at each step cost a third of a turn's click. Shown once its text is there
                // (shown first, it opened as an empty box).
                readonly property string tipText: hovered || visualFocus
                                                  ? map.rowsOf(spot.model.choiceRows).map(r => r.label).join("\n") : ""
                ToolTip.visible: (hovered || visualFocus) && tipText !== ""
                ToolTip.delay: 300
                ToolTip.text: tipText
                background: Rectangle {
                    radius: spot.radius
                    color: parent.down ? "#33000000" : parent.hovered ? "#1a000000" : "transparent"
                    border.width: parent.visualFocus ? 3 : 0
                    border.color: "#1b1b1b"
                }
            }
        }
    }

    // A location with several choices (which guild's figure, from where): one button each.
    Popup {
        id: pickList
        objectName: "mapPickList"
        property string place
        property var rows: []
        modal: true
        dim: false
        margins: 8
        exit: null
        y: 20
        padding: 10
        width: 360
        background: Rectangle {
            radius: 8
            color: map.dark ? "#303030" : "#ffffff"
            border.width: 2
            border.color: map.Material.accentColor
        }
        Column {
            width: pickList.availableWidth
            spacing: 6
            Label {
                width: parent.width
                text: pickList.place
                font.pixelSize: 18
                font.weight: Font.DemiBold
                wrapMode: Text.WordWrap
            }
            Repeater {
                model: pickList.rows
                ActionButton {
                    required property var modelData
                    required property int index
                    objectName: "mapPick" + index
                    width: parent.width
                    wrap: true
                    font.pixelSize: 17
                    text: modelData.label
                    onClicked: {
                        const row = modelData.row
                        pickList.close()
                        map.choices.apply(row)
                    }
                }
            }
        }
    }
}
