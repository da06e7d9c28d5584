import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import Mourners

// The city of Illverness as original art: a night-coloured ground with roads and the river drawn on
// a Canvas, and the twelve numbered locations in their faction's colour, with each player's figures
// as coloured pips and a count, the Malavestros marker and the over-crowding warning.
Item {
    id: map

    //! GameController.table.locations: {number, name, factionIndex, figures[], total, overCrowded, malavestros}.
    property var locations: []
    property var seatColors: []
    property int limit: 7

    readonly property bool dark: Material.theme === Material.Dark
    readonly property var factionColors: dark ? ["#8d8068", "#a0525a", "#5878a8"] : ["#d8ccb0", "#e2a0a4", "#a8c0e4"]
    readonly property var factionInk: ["#5d4c2e", "#7a1f2b", "#22407a"]
    // Where each location stands, as fractions of the map (original layout, not the printed board).
    readonly property var spots: [[0.00, 0.06], [0.33, 0.00], [0.66, 0.04], [1.00, 0.08],
                                  [0.04, 0.52], [0.35, 0.44], [0.67, 0.50], [0.98, 0.56],
                                  [0.00, 0.96], [0.32, 0.92], [0.65, 1.00], [1.00, 0.94]]

    Accessible.role: Accessible.Graphic
    Accessible.name: qsTr("Map of Illverness")

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

    Repeater {
        model: map.locations

        Rectangle {
            id: spot
            required property var model
            required property int index

            readonly property real size: Math.min(map.width / 4.6, map.height / 3.6)
            width: size * 1.12
            height: size * 0.86
            x: width / 2 + 6 + map.spots[index][0] * (map.width - width - 12) - width / 2
            y: height / 2 + 6 + map.spots[index][1] * (map.height - height - 12) - height / 2
            radius: 12
            color: map.factionColors[model.factionIndex]
            border.width: model.overCrowded ? 4 : 1
            border.color: model.overCrowded ? "#d50000" : (map.dark ? "#000000" : "#8d8d8d")
            Accessible.role: Accessible.StaticText
            //: %1 number, %2 location, %3 faction, %4 figures there.
            Accessible.name: qsTr("%1 %2, %3: %4 figures").arg(model.number).arg(model.name)
                             .arg(model.faction).arg(model.total)
                             + (model.overCrowded ? ", " + qsTr("over-crowded") : "")
                             + (model.malavestros ? ", " + qsTr("Malavestros is here") : "")

            Rectangle {
                x: 6
                y: 6
                width: 30
                height: 30
                radius: 15
                color: map.factionInk[spot.model.factionIndex]
                Label {
                    anchors.centerIn: parent
                    text: spot.model.number
                    color: "white"
                    font.pixelSize: 17
                    font.weight: Font.Bold
                }
            }
            Label {
                x: 40
                y: 4
                width: parent.width - 44
                height: 34
                text: spot.model.name
                font.pixelSize: Math.max(12, Math.min(16, spot.size / 9))
                font.weight: Font.DemiBold
                color: "#1b1b1b"
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                verticalAlignment: Text.AlignVCenter
            }
            // Each player's figures: a coloured pip with the count.
            Flow {
                x: 6
                y: 40
                width: parent.width - 12
                spacing: 3
                Repeater {
                    model: spot.model.figures
                    Rectangle {
                        required property int modelData
                        required property int index
                        visible: modelData > 0
                        width: 28
                        height: 24
                        radius: 12
                        color: map.seatColors[index] || "#607d8b"
                        border.width: 1
                        border.color: "white"
                        Label {
                            anchors.centerIn: parent
                            text: parent.modelData
                            color: "white"
                            font.pixelSize: 15
                            font.weight: Font.Bold
                        }
                    }
                }
            }
            // Malavestros: a dark diamond at the corner.
            Rectangle {
                visible: spot.model.malavestros
                width: 26
                height: 26
                rotation: 45
                x: parent.width - 20
                y: -8
                color: "#212121"
                border.width: 2
                border.color: "#ffd54f"
                Label {
                    anchors.centerIn: parent
                    rotation: -45
                    text: "M"
                    color: "#ffd54f"
                    font.pixelSize: 14
                    font.weight: Font.Bold
                }
            }
            Label {
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.margins: 4
                visible: spot.model.total > 0
                //: Figures at a location / the limit at the current threat.
                text: spot.model.total + "/" + map.limit
                font.pixelSize: 13
                font.weight: spot.model.overCrowded ? Font.Bold : Font.Normal
                color: spot.model.overCrowded ? "#b71c1c" : "#37474f"
            }
        }
    }
}
