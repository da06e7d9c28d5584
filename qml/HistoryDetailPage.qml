import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import QtCharts
import Mourners

// One game of the history: the breakdown per player in place order, the tie-breaks in words, and
// for games played in the app the scores and the game's own figures (the meters) round by round.
Page {
    id: page

    //! The game shown (a HistoryStore id).
    property var gameId: -1
    // Built in C++ (the rows' names are words): read again when the language changes.
    readonly property var detail: {
        Language.current
        return HistoryStore.gameDetail(gameId)
    }
    readonly property bool found: detail.id !== undefined
    readonly property bool hasRounds: found && detail.hasRoundData === true
    //! The game charts figures of its own round by round (its module's round lines: the meters).
    readonly property bool hasRoundLines: hasRounds && detail.roundLines !== undefined

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color panelColor: dark ? "#3a3a3a" : "#ffffff"
    readonly property color borderColor: dark ? "#5a5a5a" : "#cfd8dc"
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    //! Each seat's colour as the game drew it (the history keeps it; its default for older records),
    //! in seat order, in both themes: the same seat, the same colour as on the game's screen.
    readonly property var seatColors: {
        const out = []
        for (const p of (found ? detail.players : []))
            out[p.seat] = p.color
        return out
    }
    //! The colours drawn for each seat (the score chart's lines), for the tests: [seat] = "#rrggbb".
    function drawnSeatColours() {
        const out = []
        for (let i = 0; i < scoreChart.count; ++i)
            out.push(String(scoreChart.series(i).color))
        return out
    }

    //! The record carries its game's end-of-game breakdown (shelf::HistoryReading::breakdown), with a
    //! ruleset; another game keeps its own numbers.
    readonly property bool breakdown: !found || detail.breakdown === true
    //! The rows of the table, as its game reads them: {key, label, big, wraps}; each player's value
    //! under players[i][key], or players[i].values[key] for another game's own numbers.
    readonly property var rows: found ? detail.rows : []

    function fillCharts() {
        scoreChart.removeAllSeries()
        meterChart.removeAllSeries()
        if (!hasRounds)
            return
        const rounds = detail.roundNumbers
        const last = rounds.length > 0 ? rounds[rounds.length - 1] : 1
        scoreX.min = rounds.length > 0 ? rounds[0] : 1
        scoreX.max = Math.max(last, scoreX.min + 1)
        scoreX.tickCount = Math.min(scoreX.max - scoreX.min + 1, 12)
        scoreY.max = Math.max(10, Math.ceil((detail.maxScore + 1) / 5) * 5)
        scoreY.tickCount = scoreY.max / 5 <= 10 ? scoreY.max / 5 + 1 : 6
        if (scoreY.max / 5 > 10)
            scoreY.applyNiceNumbers()
        for (let p = 0; p < detail.scoreSeries.length; ++p) {
            const s = scoreChart.createSeries(ChartView.SeriesTypeLine, detail.scoreSeries[p].name, scoreX, scoreY)
            s.color = detail.scoreSeries[p].color
            s.width = 3
            s.pointsVisible = true
            for (let i = 0; i < rounds.length; ++i)
                s.append(rounds[i], detail.scoreSeries[p].values[i])
        }
        if (!hasRoundLines)
            return
        meterX.min = scoreX.min
        meterX.max = scoreX.max
        meterX.tickCount = scoreX.tickCount
        meterY.max = detail.roundLinesMax
        for (const line of detail.roundLines) {
            const s = meterChart.createSeries(ChartView.SeriesTypeLine, line.name, meterX, meterY)
            s.color = page.dark ? line.darkColor : line.lightColor
            s.width = 3
            s.pointsVisible = true
            for (let i = 0; i < rounds.length; ++i)
                s.append(rounds[i], line.values[i])
        }
    }

    objectName: "historyDetailPage"
    title: found ? qsTr("Game of %1").arg(detail.dateText) : qsTr("Game")
    background: null
    Accessible.name: title

    onDetailChanged: fillCharts()
    onDarkChanged: fillCharts()
    Component.onCompleted: fillCharts()

    FileChooser {
        id: fileDialog
        objectName: "detailFileChooser"
        property string kind: "json"
        title: kind === "json" ? qsTr("Export the game") : qsTr("Save the score sheet")
        //: The button of the file dialog that writes the file.
        acceptText: kind === "json" ? qsTr("Export") : qsTr("Save")
        nameFilters: kind === "json" ? [qsTr("JSON files (*.json)")] : [qsTr("PDF files (*.pdf)")]
        suffix: kind
        onChosen: file => {
            if (kind === "json")
                HistoryStore.exportGame(page.gameId, file)
            else
                HistoryStore.exportScoreSheet(page.gameId, file)
            // What was written and where, or why not (this page has no other place for it).
            page.ApplicationWindow.window.showNotice(HistoryStore.message)
        }
    }

    Label {
        anchors.centerIn: parent
        visible: !page.found
        text: qsTr("This game is no longer in the history.")
        font.pixelSize: 24
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 24
        visible: page.found

        // --- breakdown ------------------------------------------------------------------------
        ColumnLayout {
            Layout.fillHeight: true
            Layout.fillWidth: !page.hasRounds
            Layout.maximumWidth: page.hasRounds ? 720 : 1000
            Layout.preferredWidth: page.hasRounds ? 720 : -1
            spacing: 12

            HeadingLabel {
                Layout.fillWidth: true
                objectName: "detailWinner"
                //: %1 the winner's name (or names when the place is shared).
                text: qsTr("%1 won").arg(page.detail.winner)
                font.pixelSize: 34
                font.weight: Font.Bold
                // Every winner's whole name (a shared place names them all).
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                // Another game of the shelf: its title; a ruleset goes with a breakdown.
                text: page.found ? [page.breakdown ? "" : page.detail.gameTitle, page.detail.sourceName,
                                    page.detail.rounds > 0 ? qsTr("rounds: %1").arg(page.detail.rounds) : "",
                                    page.detail.durationMinutes !== undefined
                                        ? qsTr("minutes: %1").arg(page.detail.durationMinutes) : "",
                                    page.breakdown ? qsTr("ruleset %1").arg(page.detail.rulesetName) : ""].filter(s => s !== "").join(" · ")
                                 : ""
                font.pixelSize: 18
                color: page.mutedText
                wrapMode: Text.WordWrap
            }
            Label {
                objectName: "detailNotes"
                Layout.fillWidth: true
                visible: page.found && page.detail.notes !== ""
                //: The notes typed with a game; %1 is that free text.
                text: page.found ? qsTr("Notes: %1").arg(page.detail.notes) : ""
                font.pixelSize: 18
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }

            // The game's own line about the whole game (Rest in Peace: how it was won and each
            // player's mansions by kind), in its module's words.
            Label {
                objectName: "detailSummary"
                Layout.fillWidth: true
                visible: page.found && (page.detail.summary || "") !== ""
                text: page.found ? page.detail.summary || "" : ""
                font.pixelSize: 18
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }

            // The table scrolls when a game has more rows than the page has room for (another
            // game's own numbers), so that the buttons below stay on the page.
            Flickable {
                id: tableFlick
                // Scrolled, the view is drawn whole in one step (WholeRepaint).
                WholeRepaint { view: tableFlick }
                objectName: "detailTableFlick"
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredHeight: contentHeight
                Layout.maximumHeight: contentHeight
                contentWidth: width
                contentHeight: tableBox.height
                flickableDirection: Flickable.VerticalFlick
                clip: true
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: FitScrollBar { overflows: tableFlick.contentHeight > tableFlick.height }

                Rectangle {
                    id: tableBox
                    // As wide whether the table scrolls or not (the scroll bar lies in the box's right
                    // margin): a width that followed the scroll bar would wrap the names and labels
                    // again, change the height and so the scroll bar, without end.
                    width: tableFlick.width
                    height: table.height + 20
                    radius: 8
                    color: page.panelColor
                    border.width: 1
                    border.color: page.borderColor

                    // One row positioner per row of the table (no Quick layout holds a delegate
                    // that goes away): the names column as wide as its longest name, the players'
                    // columns sharing the rest, as a grid would share it.
                    Column {
                        id: table
                        x: 10
                        y: 10
                        width: parent.width - 20
                        spacing: 4

                        readonly property int playerCount: page.found ? page.detail.players.length : 0
                        readonly property real columnSpacing: 12
                        // The names column's natural width, and the players' (60 each).
                        readonly property real labelNatural: Math.ceil(Math.max(metrics.advanceWidth(headerLabel.text),
                            ...(page.found ? page.rows : []).map(r => metrics.advanceWidth(r.label))))
                        readonly property real room: width - columnSpacing * playerCount
                        // A player's column wants the longest word of its name on one line (a name of
                        // 20 characters whole, on two lines); the names column gives way first and
                        // wraps its labels, down to 140.
                        readonly property real nameNatural: Math.ceil(Math.max(0, ...(page.found ? page.detail.players : [])
                            .map(p => Math.max(0, ...String(p.name).split(/\s+/).map(w => nameMetrics.advanceWidth(w))))))
                        readonly property real cellNeed: Math.max(60, nameNatural + 4)
                        readonly property real labelWidth: room >= labelNatural + cellNeed * playerCount ? labelNatural
                            : Math.max(0, Math.min(labelNatural, Math.max(140, room - cellNeed * playerCount)))
                        readonly property real cellWidth: playerCount > 0 ? Math.max(0, room - labelWidth) / playerCount : 0
                        // The width of player column i in whole pixels, as a grid layout snaps it.
                        function cellSpan(i) {
                            const start = i * (cellWidth + columnSpacing)
                            return Math.round(start + cellWidth) - Math.round(start)
                        }

                        FontMetrics {
                            id: metrics
                            font: headerLabel.font
                        }
                        FontMetrics {
                            id: nameMetrics
                            font: Qt.font({ family: headerLabel.font.family, pixelSize: 20, weight: Font.DemiBold })
                        }

                        Item {
                            width: table.width
                            height: Math.max(headerLabel.implicitHeight, nameRow.height)
                            Label {
                                id: headerLabel
                                width: table.labelWidth
                                anchors.verticalCenter: parent.verticalCenter
                                text: qsTr("Player")
                                font.pixelSize: 17
                                color: page.mutedText
                            }
                            Row {
                                id: nameRow
                                x: table.labelWidth + table.columnSpacing
                                anchors.verticalCenter: parent.verticalCenter
                                spacing: table.columnSpacing
                                Repeater {
                                    model: page.found ? page.detail.players : []
                                    // The whole name (up to two lines, smaller before it is cut), over a
                                    // bar in the seat's colour: legible in both themes.
                                    Item {
                                        id: nameCell
                                        required property var modelData
                                        required property int index
                                        width: table.cellSpan(index)
                                        height: nameLabel.implicitHeight + 8
                                        Label {
                                            id: nameLabel
                                            objectName: "detailPlayerName" + nameCell.modelData.seat
                                            width: parent.width
                                            horizontalAlignment: Text.AlignHCenter
                                            text: nameCell.modelData.name
                                            // Whole words, a little smaller when the longest word would not fit.
                                            font.pixelSize: Math.max(14, Math.min(20, Math.floor(20 * (width - 4)
                                                                                          / Math.max(1, table.nameNatural))))
                                            font.weight: Font.DemiBold
                                            wrapMode: Text.WordWrap
                                        }
                                        // On one line under all the names.
                                        Rectangle {
                                            objectName: "detailSeatColour" + nameCell.modelData.seat
                                            anchors.horizontalCenter: parent.horizontalCenter
                                            y: nameRow.height - height
                                            width: Math.min(parent.width, 56)
                                            height: 5
                                            radius: 2
                                            color: nameCell.modelData.color
                                        }
                                    }
                                }
                            }
                        }
                        Repeater {
                            model: page.found ? page.rows : []
                            Item {
                                id: tableRow
                                required property var modelData
                                readonly property var info: modelData
                                width: table.width
                                height: Math.max(rowLabel.implicitHeight, cells.height)
                                Label {
                                    id: rowLabel
                                    width: table.labelWidth
                                    anchors.verticalCenter: parent.verticalCenter
                                    text: tableRow.info.label
                                    font.pixelSize: 17
                                    color: page.mutedText
                                    // A long name in a narrow column takes two lines rather than run
                                    // into the numbers.
                                    wrapMode: Text.WordWrap
                                    Accessible.role: Accessible.StaticText
                                    Accessible.name: text
                                }
                                Row {
                                    id: cells
                                    x: table.labelWidth + table.columnSpacing
                                    anchors.verticalCenter: parent.verticalCenter
                                    spacing: table.columnSpacing
                                    Repeater {
                                        model: page.found ? page.detail.players : []
                                        Label {
                                            required property var modelData
                                            required property int index
                                            readonly property var info: tableRow.info
                                            readonly property var player: modelData
                                            readonly property var value: info.key in player ? player[info.key]
                                                                                            : (player.values || {})[info.key]
                                            width: table.cellSpan(index)
                                            anchors.verticalCenter: parent.verticalCenter
                                            horizontalAlignment: Text.AlignHCenter
                                            text: value === undefined || value === "" ? "\u2014" : String(value)
                                            font.pixelSize: info.big ? 32 : info.wraps ? 15 : 20
                                            font.weight: info.big ? Font.Bold : Font.Normal
                                            wrapMode: info.wraps ? Text.WordWrap : Text.NoWrap
                                            maximumLineCount: 2
                                            color: page.Material.foreground
                                            elide: Text.ElideRight
                                            Accessible.role: Accessible.StaticText
                                            Accessible.name: player.name + ", " + info.label + ": " + text
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }

            // The tie-breaks in words, in a column positioner of their own (a Quick layout never
            // holds a delegate that goes away); hidden, and so without spacing, when there are none.
            Column {
                Layout.fillWidth: true
                // As wide as its longest line unwrapped, as the lines would ask of the layout.
                Layout.preferredWidth: Math.ceil(Math.max(0, ...((page.found && page.detail.explanations) || [])
                                                              .map(t => explainMetrics.advanceWidth(t))))
                visible: explanations.count > 0
                spacing: 12
                FontMetrics {
                    id: explainMetrics
                    font: Qt.font({ family: headerLabel.font.family, pixelSize: 18 })
                }
                Repeater {
                    id: explanations
                    model: page.found ? page.detail.explanations : []
                    Label {
                        required property string modelData
                        width: parent.width
                        text: modelData
                        font.pixelSize: 18
                        wrapMode: Text.WordWrap
                        Accessible.role: Accessible.StaticText
                        Accessible.name: text
                    }
                }
            }

            Item { Layout.fillHeight: true }

            // A positioner that wraps: the buttons' German words need more than one line's room.
            Flow {
                Layout.fillWidth: true
                spacing: 12
                ActionButton {
                    objectName: "exportGame"
                    text: qsTr("Export game (JSON)…")
                    onClicked: {
                        fileDialog.kind = "json"
                        fileDialog.openFor("mourners-game-%1.json".arg(page.gameId))
                    }
                    Accessible.description: qsTr("A file that play-logging apps can import")
                }
                ActionButton {
                    objectName: "exportScoreSheet"
                    text: qsTr("Score sheet (PDF)…")
                    onClicked: {
                        fileDialog.kind = "pdf"
                        fileDialog.openFor("mourners-score-sheet-%1.pdf".arg(page.gameId))
                    }
                }
                ActionButton {
                    objectName: "detailStandings"
                    //: Button of a game's details: the standings (ratings) of that game of the shelf.
                    text: qsTr("Standings")
                    visible: page.found
                    onClicked: page.StackView.view.push(Qt.resolvedUrl("ChartsPage.qml"),
                                                        {game: page.detail.shelfGame, startTab: 3})
                    Accessible.description: qsTr("The players' ratings in this game, best first")
                }
                ActionButton {
                    objectName: "detailDelete"
                    //: Button: deletes this game from the history (a verb).
                    text: qsTr("Delete")
                    onClicked: {
                        if (HistoryStore.removeGame(page.gameId))
                            page.StackView.view.pop()
                    }
                    Accessible.description: qsTr("Removes the game; the history screen offers to undo it")
                }
            }
        }

        // --- charts ------------------------------------------------------------------------------
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: page.hasRounds
            spacing: 12

            ChartView {
                id: scoreChart
                objectName: "scoreChart"
                Layout.fillWidth: true
                Layout.fillHeight: true
                title: qsTr("Score at the end of each round")
                titleFont.pixelSize: 16
                antialiasing: true
                // A legend of its own: whole names in the seats' colours (the chart's legend cuts long ones).
                legend.visible: false
                margins.bottom: scoreLegend.height + 12
                // Colours set one by one: a theme would also reset the fonts.
                backgroundColor: page.panelColor
                plotAreaColor: page.panelColor
                titleColor: page.Material.foreground
                legend.labelColor: page.Material.foreground
                Accessible.role: Accessible.Chart
                Accessible.name: qsTr("Score of each player at the end of each round")

                Flow {
                    id: scoreLegend
                    objectName: "scoreLegend"
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 6
                    anchors.left: parent.left
                    anchors.leftMargin: 16
                    width: parent.width - 32
                    spacing: 16
                    Repeater {
                        model: page.hasRounds ? page.detail.scoreSeries : []
                        Row {
                            required property var modelData
                            required property int index
                            spacing: 6
                            Rectangle {
                                anchors.verticalCenter: parent.verticalCenter
                                width: 18
                                height: 5
                                radius: 2
                                color: parent.modelData.color
                            }
                            Label {
                                objectName: "scoreLegendName" + parent.index
                                text: parent.modelData.name
                                font.pixelSize: 15
                                color: page.Material.foreground
                            }
                        }
                    }
                }
                ValueAxis {
                    id: scoreX
                    labelFormat: "%d"
                    labelsFont.pixelSize: 14
                    labelsColor: page.Material.foreground
                    gridLineColor: page.borderColor
                    color: page.mutedText
                }
                ValueAxis {
                    id: scoreY
                    min: 0
                    labelFormat: "%d"
                    labelsFont.pixelSize: 14
                    labelsColor: page.Material.foreground
                    gridLineColor: page.borderColor
                    color: page.mutedText
                }
            }

            ChartView {
                id: meterChart
                objectName: "meterChart"
                Layout.fillWidth: true
                Layout.fillHeight: true
                visible: page.hasRoundLines
                title: page.hasRoundLines ? page.detail.roundLinesTitle : ""
                titleFont.pixelSize: 16
                antialiasing: true
                legend.alignment: Qt.AlignBottom
                legend.font.pixelSize: 15
                // Colours set one by one: a theme would also reset the fonts.
                backgroundColor: page.panelColor
                plotAreaColor: page.panelColor
                titleColor: page.Material.foreground
                legend.labelColor: page.Material.foreground
                Accessible.role: Accessible.Chart
                // The chart's own title has no change signal (a warning on every change): its source.
                Accessible.name: page.hasRoundLines ? page.detail.roundLinesTitle : ""

                ValueAxis {
                    id: meterX
                    labelFormat: "%d"
                    labelsFont.pixelSize: 14
                    labelsColor: page.Material.foreground
                    gridLineColor: page.borderColor
                    color: page.mutedText
                }
                ValueAxis {
                    id: meterY
                    min: 0
                    labelFormat: "%d"
                    labelsFont.pixelSize: 14
                    labelsColor: page.Material.foreground
                    gridLineColor: page.borderColor
                    color: page.mutedText
                }
            }
        }
    }
}
