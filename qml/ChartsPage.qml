import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import QtCharts
import Mourners

// Across the whole history: wins and average score per player and per declared faction.
Page {
    id: page

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color panelColor: dark ? "#3a3a3a" : "#ffffff"
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property color winColor: dark ? "#ffca28" : "#b3330b"
    readonly property color averageColor: dark ? "#90caf9" : "#1565c0"
    //! One colour per player, the same in every chart of the page (bars and lines): the colour of the
    //! player's seat in their latest game, as the history keeps it (HistoryStore.playerStats).
    function playerColor(name) {
        const p = players.find(p => p.name === name)
        return p && p.color ? p.color : page.Material.foreground
    }
    //! The colours drawn for each player, by chart: {"winRatePerPlayer": {"Ada": "#c62828", ...}, ...}
    //! (read from the charts' own bars and lines, for the tests).
    function drawnPlayerColours() {
        const out = {}
        for (const chart of [winRateChart, averageChart]) {
            const drawn = chart.drawnColours()
            const byName = {}
            players.forEach((p, i) => byName[p.name] = drawn[i])
            out[chart.objectName] = byName
        }
        const lines = {}
        for (let i = 0; i < timelineChart.count; ++i) {
            const line = timelineChart.series(i)
            lines[line.name] = String(line.color)
        }
        out.scoresOverTime = lines
        const ratingLines = {}
        for (let i = 0; i < ratingChart.count; ++i) {
            const line = ratingChart.series(i)
            ratingLines[line.name] = String(line.color)
        }
        out.ratingOverTime = ratingLines
        return out
    }

    //! Where the chart over time draws its newest game (the right end of the lines), in the window's
    //! coordinates; (-1, -1) when it draws none (for the tests).
    function newestGamePoint() {
        if (timelineChart.count === 0 || !timeline || timeline.games === 0)
            return Qt.point(-1, -1)
        const p = timelineChart.mapToPosition(Qt.point(timeline.games, 0), timelineChart.series(0))
        return timelineChart.mapToItem(null, p.x, p.y)
    }

    //! The game of the shelf the charts are about: the shelf's current game when the history has
    //! games of it, else the first game the history holds.
    property string game: {
        const held = HistoryStore.gamesInHistory()
        return held.indexOf(GameShelf.current) >= 0 || held.length === 0 ? GameShelf.current : held[0]
    }
    //! How the game's history reads (its module): the breakdown's charts, the words of its numbers.
    readonly property var view: {
        Language.current // its words are read again when the language changes
        return GameShelf.historyView(game)
    }
    //! The game groups its players by values of theirs (its module's categories: a faction, a card).
    readonly property bool hasCategories: view.categories.length > 0
    // A game without the categories' tab shows its players' charts: the tab bar says so too.
    onHasCategoriesChanged: if (!hasCategories && tabs.currentIndex === 2) tabs.currentIndex = 0
    // Another game's categories (or their words in another language): read their charts again. The
    // game's change alone may come before the view's.
    onViewChanged: categoryStats = readCategories()

    //! Read again when the history changes (a game saved, deleted or imported) or the game changes.
    property var players: HistoryStore.playerStats(game)
    //! Per category of the game (view.categories), its values' games and wins.
    property var categoryStats: readCategories()
    property var timeline: HistoryStore.scoreTimeline(game)
    property var heldGames: HistoryStore.gamesInHistory()
    //! The game's standings (docs/ratings.md), best first, and each player's rating after each game.
    property var standings: HistoryStore.standings(game)
    property var ratingTimeline: HistoryStore.ratingTimeline(game)
    //! The tab shown first: 0 players, 1 over time, 3 standings (the History's "Standings" button).
    property int startTab: 0
    Component.onCompleted: tabs.currentIndex = startTab

    function reread() {
        players = HistoryStore.playerStats(game)
        categoryStats = readCategories()
        timeline = HistoryStore.scoreTimeline(game)
        heldGames = HistoryStore.gamesInHistory()
        standings = HistoryStore.standings(game)
        ratingTimeline = HistoryStore.ratingTimeline(game)
    }
    function readCategories() {
        return view.categories.map(c => HistoryStore.categoryStats(game, c.key))
    }
    //! A rating as the standings show it: one decimal, in the language's own way ("12.3", "12,3").
    function ratingText(value) {
        return Number(value).toLocaleString(Qt.locale(), "f", 1)
    }
    onGameChanged: reread()

    //! Draws the scores-over-time lines (a ChartView's series are made in code).
    function fillTimeline() {
        timelineChart.removeAllSeries()
        const t = timeline
        if (!t || !t.series)
            return
        const colours = {}
        for (let i = 0; i < t.series.length; ++i)
            colours[t.series[i].name] = playerColor(t.series[i].name)
        // One game: its point in the middle of the axis, with the one tick "1" under it (an axis from
        // game 1 to game 2 put the only point on the left edge, under the axis line).
        const one = t.games === 1
        timelineX.min = one ? 0.5 : 1
        timelineX.max = one ? 1.5 : Math.max(2, t.games)
        timelineX.tickType = one ? ValueAxis.TicksDynamic : ValueAxis.TicksFixed
        timelineX.tickCount = Math.min(Math.max(t.games, 2), 10)
        timelineY.max = niceMax([t.maxScore])
        timelineY.tickCount = timelineY.max / tickStep(timelineY.max) + 1
        for (let i = 0; i < t.series.length; ++i) {
            const line = timelineChart.createSeries(ChartView.SeriesTypeLine, t.series[i].name, timelineX, timelineY)
            line.color = colours[t.series[i].name]
            line.width = 3
            line.pointsVisible = true
            for (const point of t.series[i].points)
                line.append(point.x, point.y)
        }
    }
    onTimelineChanged: if (timelineChart) fillTimeline()
    // The players' colours changed with them (a game recorded): the lines again.
    onPlayersChanged: {
        if (timelineChart)
            fillTimeline()
        if (ratingChart)
            fillRatings()
    }

    //! Draws the rating-over-time lines, each player in their colour.
    function fillRatings() {
        ratingChart.removeAllSeries()
        const t = ratingTimeline
        if (!t || !t.series)
            return
        const one = t.games === 1
        ratingX.min = one ? 0.5 : 1
        ratingX.max = one ? 1.5 : Math.max(2, t.games)
        // A tick at each game up to 10, then at every 2nd, 3rd … game from game 1 (whole games only).
        const many = t.games > 10
        ratingX.tickType = one || many ? ValueAxis.TicksDynamic : ValueAxis.TicksFixed
        ratingX.tickInterval = many ? Math.ceil(t.games / 10) : 1
        ratingX.tickCount = Math.min(Math.max(t.games, 2), 10)
        // Ratings go below 0 early on (a first loss): the axis holds 0 and every line, in whole steps.
        const top = niceMax([t.maxRating])
        const bottom = t.minRating < 0 ? -niceMax([-t.minRating]) : 0
        const step = tickStep(top - bottom)
        ratingY.min = Math.floor(bottom / step) * step
        ratingY.max = Math.ceil(top / step) * step
        ratingY.tickCount = (ratingY.max - ratingY.min) / step + 1
        for (let i = 0; i < t.series.length; ++i) {
            const line = ratingChart.createSeries(ChartView.SeriesTypeLine, t.series[i].name, ratingX, ratingY)
            line.color = playerColor(t.series[i].name)
            line.width = 3
            line.pointsVisible = true
            for (const point of t.series[i].points)
                line.append(point.x, point.y)
        }
    }
    onRatingTimelineChanged: if (ratingChart) fillRatings()

    function column(list, key) {
        return list.map(e => e[key])
    }
    //! An axis top with whole-number ticks: steps of 1 up to 10, then of 5, then of 10.
    function niceMax(values) {
        let m = 1
        for (const v of values)
            m = Math.max(m, v)
        const step = tickStep(m)
        return Math.ceil((m + 0.01) / step) * step
    }
    function tickStep(max) {
        return max <= 8 ? 1 : max <= 45 ? 5 : 10
    }
    readonly property color borderColor: dark ? "#5a5a5a" : "#cfd8dc"
    //! The axes of the scores-over-time chart (the tests read their colours).
    readonly property QtObject timelineAxisX: timelineX
    readonly property QtObject timelineAxisY: timelineY

    objectName: "chartsPage"
    title: qsTr("Charts")
    background: null
    Accessible.name: title

    Connections {
        target: HistoryStore
        function onChanged() { page.reread() }
    }

    //! A tab that draws its own background: the software renderer drew Material's ripple of a tab
    //! pressed or hovered as a grey disc at the window's top left corner, unclipped.
    component ChartTab: TabButton {
        id: tab
        width: implicitWidth
        font.pixelSize: 18
        background: Rectangle {
            implicitHeight: 48
            color: tab.down ? Qt.rgba(0.5, 0.5, 0.5, 0.25) : tab.hovered ? Qt.rgba(0.5, 0.5, 0.5, 0.12) : "transparent"
        }
    }

    //! One line of the standings: rank, the player (with their colour), rating, games, wins; large
    //! numbers, right-aligned so that they line up.
    component StandingsRow: RowLayout {
        id: row
        property bool header: false
        property string player
        property string rankText
        property string nameText
        property string ratingText
        property string gamesText
        property string winsText
        readonly property int size: header ? 16 : 22
        readonly property color textColor: header ? page.mutedText : page.Material.foreground
        spacing: 12
        Accessible.role: header ? Accessible.ColumnHeader : Accessible.Row
        //: What a screen reader says of a line of the standings: rank, player, rating, games, wins.
        Accessible.name: header ? [rankText, nameText, ratingText, gamesText, winsText].join(", ")
                                : qsTr("%1. %2, rating %3, %4 games, %5 wins").arg(rankText).arg(nameText)
                                      .arg(ratingText).arg(gamesText).arg(winsText)
        Label {
            text: row.rankText
            Layout.preferredWidth: 44
            horizontalAlignment: Text.AlignRight
            font.pixelSize: row.size
            color: row.textColor
        }
        Rectangle {
            Layout.preferredWidth: 14
            Layout.preferredHeight: 14
            radius: 7
            color: row.header ? "transparent" : page.playerColor(row.player)
        }
        Label {
            text: row.nameText
            Layout.fillWidth: true
            elide: Text.ElideRight
            font.pixelSize: row.size
            color: row.textColor
        }
        Label {
            objectName: "rating"
            text: row.ratingText
            Layout.preferredWidth: 96
            horizontalAlignment: Text.AlignRight
            font.pixelSize: row.size
            font.bold: !row.header
            color: row.textColor
        }
        Label {
            text: row.gamesText
            Layout.preferredWidth: 64
            horizontalAlignment: Text.AlignRight
            font.pixelSize: row.size
            color: row.textColor
        }
        Label {
            text: row.winsText
            Layout.preferredWidth: 56
            horizontalAlignment: Text.AlignRight
            font.pixelSize: row.size
            color: row.textColor
        }
    }

    component StatChart: ChartView {
        id: chart
        property var categories: []
        property var values: []
        property string setName
        property color barColor
        //! One colour per category (a player's own colour); empty: every bar in barColor.
        property var barColors: []
        property string emptyText
        //! The chart's title (ChartView.title has no change signal to bind to).
        property string heading
        //! Values are percentages: the axis ends at 100.
        property bool percent: false

        //! The bars again: one set in barColor, or one set per category in its own colour (stacked on
        //! zeros elsewhere, so each category shows one bar of its colour).
        function fill() {
            // A chart of a Repeater may be gone (another game's categories) when a delayed fill runs.
            if (!page)
                return
            bars.clear()
            const n = Math.min(categories.length, values.length)
            // White on a player's seat colour (saturated in both themes, as in the game); dark on the
            // dark theme's light single colour.
            const labelColor = barColors.length > 0 || !page.dark ? "white" : "#1b1b1b"
            const style = (set, colour) => {
                set.color = colour
                set.borderColor = colour
                set.labelColor = labelColor
                set.labelFont.pixelSize = 16
            }
            if (barColors.length === 0) {
                if (n > 0)
                    style(bars.append(setName, values.slice(0, n)), barColor)
                return
            }
            for (let i = 0; i < n; ++i) {
                const one = new Array(n).fill(0)
                one[i] = values[i]
                style(bars.append(categories[i], one), barColors[i])
            }
        }
        //! The colour each category's bar is drawn in, in the categories' order (for the tests).
        function drawnColours() {
            const out = []
            for (let i = 0; i < categories.length; ++i) {
                const set = bars.at(barColors.length === 0 ? 0 : i)
                out.push(set ? String(set.color) : "")
            }
            return out
        }
        onValuesChanged: Qt.callLater(fill)
        onBarColorsChanged: Qt.callLater(fill)
        onBarColorChanged: Qt.callLater(fill)
        Component.onCompleted: fill()

        title: heading
        Layout.fillWidth: true
        Layout.fillHeight: true
        titleFont.pixelSize: 18
        antialiasing: true
        legend.visible: false
        // Colours set one by one: a theme would also reset the fonts.
        backgroundColor: page.panelColor
        plotAreaColor: page.panelColor
        titleColor: page.Material.foreground
        Accessible.role: Accessible.Chart
        Accessible.name: heading + ": " + categories.map((c, i) => c + " " + values[i]).join(", ")

        // The categories' names under their bars as whole words (two lines when long), where the
        // chart's own axis labels would cut them ("Searc…").
        margins.bottom: Math.max(20, categoryRow.height) + 10
        FontMetrics {
            id: categoryMetrics
            font.pixelSize: 16
        }
        Row {
            id: categoryRow
            x: chart.plotArea.x
            y: chart.plotArea.y + chart.plotArea.height + 6
            width: chart.plotArea.width
            Repeater {
                model: chart.categories
                Label {
                    required property string modelData
                    required property int index
                    objectName: chart.objectName + "_category" + index
                    width: categoryRow.width / Math.max(1, chart.categories.length)
                    text: modelData
                    // Whole words on up to three lines, a little smaller when the longest word would not fit.
                    readonly property real longestWord: Math.max(1, ...modelData.split(/\s+/).map(w => categoryMetrics.advanceWidth(w)))
                    font.pixelSize: Math.max(11, Math.min(16, Math.floor(16 * (width - 4) / longestWord)))
                    color: page.Material.foreground
                    horizontalAlignment: Text.AlignHCenter
                    wrapMode: Text.WordWrap
                }
            }
        }

        StackedBarSeries {
            id: bars
            labelsVisible: true
            labelsPosition: AbstractBarSeries.LabelsInsideEnd
            axisX: BarCategoryAxis {
                categories: chart.categories
                labelsVisible: false
                labelsFont.pixelSize: 16
                labelsColor: page.Material.foreground
                gridLineColor: page.borderColor
                color: page.mutedText
            }
            axisY: ValueAxis {
                readonly property int top: chart.percent ? 100 : page.niceMax(chart.values)
                min: 0
                max: top
                tickCount: chart.percent ? 6 : top / page.tickStep(top) + 1
                labelFormat: "%d"
                labelsFont.pixelSize: 14
                labelsColor: page.Material.foreground
                gridLineColor: page.borderColor
                color: page.mutedText
            }
        }

        Label {
            anchors.centerIn: parent
            visible: chart.categories.length === 0
            text: chart.emptyText
            font.pixelSize: 18
            color: page.mutedText
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 12

        RowLayout {
            Layout.fillWidth: true
            spacing: 12

            // Which game of the shelf (only the games the history holds); hidden with just one.
            Label {
                visible: page.heldGames.length > 1
                //: Label before the chooser of the game of the shelf whose charts are shown (Mourners Call, Rest in Peace …).
                text: qsTr("Game:")
                font.pixelSize: 18
            }
            // The games' buttons sit in a positioner: a Quick layout never holds a delegate that goes
            // away (the list follows the history). They wrap onto a second line rather than push the
            // tabs and the charts past the window's right edge (many games of the shelf, German).
            Flow {
                objectName: "chartsGames"
                visible: page.heldGames.length > 1
                Layout.fillWidth: true
                Layout.minimumWidth: 0
                Layout.preferredWidth: implicitWidth
                Layout.preferredHeight: implicitHeight
                spacing: 12
                Repeater {
                    model: page.heldGames.length > 1 ? page.heldGames : []
                    // Draws its own colours: a stock Material button's highlighted text is white on
                    // the dark theme's amber accent.
                    delegate: ActionButton {
                        required property string modelData
                        objectName: "chartsGame_" + modelData
                        // Whole pixels, as a layout would size it.
                        width: Math.ceil(implicitWidth)
                        text: GameShelf.titleOf(modelData)
                        highlighted: page.game === modelData
                        font.pixelSize: 18
                        onClicked: page.game = modelData
                    }
                }
            }
            Item {
                visible: page.heldGames.length <= 1
                Layout.fillWidth: true
            }
            TabBar {
                id: tabs
                objectName: "chartTabs"
                // Whole tabs, always: the games' buttons make room.
                Layout.minimumWidth: implicitWidth
                Layout.alignment: Qt.AlignTop
                ChartTab {
                    text: qsTr("Players")
                }
                ChartTab {
                    //: Tab of the charts: the scores game after game.
                    text: qsTr("Over time")
                }
                ChartTab {
                    objectName: "categoriesTab"
                    text: page.view.categoriesTab
                    visible: page.hasCategories
                }
                ChartTab {
                    objectName: "standingsTab"
                    //: Tab of the charts: the table of the players' ratings in the chosen game, best first.
                    text: qsTr("Standings")
                }
            }
        }

        StackLayout {
            objectName: "chartStack"
            Layout.fillWidth: true
            Layout.fillHeight: true
            // Never wider than the page: the charts shrink to it (nothing scrolls sideways here).
            Layout.minimumWidth: 0
            Layout.preferredWidth: 0
            currentIndex: tabs.currentIndex === 2 && !page.hasCategories ? 0 : tabs.currentIndex

            GridLayout {
                columns: 2
                columnSpacing: 16
                rowSpacing: 16

                StatChart {
                    id: winRateChart
                    objectName: "winRatePerPlayer"
                    percent: true
                    heading: qsTr("Games won per player (%)")
                    setName: qsTr("Win rate")
                    categories: page.players.map(p => p.name + " (" + p.games + ")")
                    values: page.column(page.players, "winRate")
                    barColor: page.winColor
                    barColors: page.players.map(p => page.playerColor(p.name))
                    emptyText: qsTr("No games yet")
                }
                StatChart {
                    id: averageChart
                    objectName: "averagePerPlayer"
                    // A battle has no points: its "score" is the damage a player's attacks dealt.
                    heading: page.view.averageHeading
                    setName: page.view.averageName
                    categories: page.column(page.players, "name")
                    values: page.column(page.players, "averageScore")
                    barColor: page.averageColor
                    barColors: page.players.map(p => page.playerColor(p.name))
                    emptyText: qsTr("No games yet")
                }
            }

            ChartView {
                id: timelineChart
                objectName: "scoresOverTime"
                readonly property string heading: qsTr("Scores over time (game 1 is the oldest)")
                title: heading
                titleFont.pixelSize: 18
                antialiasing: true
                // A legend of its own: whole names (the chart's legend cuts long ones).
                legend.visible: false
                margins.bottom: timelineLegend.height + 12
                backgroundColor: page.panelColor
                plotAreaColor: page.panelColor
                titleColor: page.Material.foreground
                Accessible.role: Accessible.Chart
                Accessible.name: heading
                Component.onCompleted: page.fillTimeline()

                ValueAxis {
                    id: timelineX
                    min: 1
                    // With TicksDynamic (one game): a tick at each whole game.
                    tickAnchor: 1
                    tickInterval: 1
                    labelFormat: "%d"
                    labelsColor: page.Material.foreground
                    // The axis titles in the theme's colour too (Qt's default is dark on dark).
                    titleBrush: page.Material.foreground
                    gridLineColor: page.borderColor
                    //: Axis title of the chart over time: the games played, in order (one play of the game each).
                    titleText: qsTr("Game")
                }
                ValueAxis {
                    id: timelineY
                    min: 0
                    labelFormat: "%d"
                    labelsColor: page.Material.foreground
                    titleBrush: page.Material.foreground
                    gridLineColor: page.borderColor
                    //: Axis title of the chart over time: a player's score in points (a noun).
                    titleText: qsTr("Score")
                }
                Flow {
                    id: timelineLegend
                    objectName: "timelineLegend"
                    anchors.bottom: parent.bottom
                    anchors.bottomMargin: 6
                    anchors.left: parent.left
                    anchors.leftMargin: 24
                    width: parent.width - 48
                    spacing: 18
                    Repeater {
                        model: page.timeline.series
                        Row {
                            required property var modelData
                            spacing: 6
                            Rectangle {
                                anchors.verticalCenter: parent.verticalCenter
                                width: 18
                                height: 5
                                radius: 2
                                color: page.playerColor(parent.modelData.name)
                            }
                            Label {
                                objectName: "timelineLegendName"
                                text: parent.modelData.name
                                font.pixelSize: 16
                                color: page.Material.foreground
                            }
                        }
                    }
                }
                Label {
                    anchors.centerIn: parent
                    visible: page.timeline.games === 0
                    text: qsTr("No games yet")
                    font.pixelSize: 18
                    color: page.mutedText
                }
            }

            // A positioner, not a Quick layout: the charts change with the game's categories, and a
            // layout must never hold a delegate that goes away (tst_qmllayouts).
            Row {
                id: categoryCharts
                readonly property int count: Math.max(1, page.view.categories.length)
                spacing: 16

                Repeater {
                    model: page.view.categories
                    StatChart {
                        required property var modelData
                        required property int index
                        width: (categoryCharts.width - categoryCharts.spacing * (categoryCharts.count - 1)) / categoryCharts.count
                        height: categoryCharts.height
                        objectName: modelData.chartName
                        percent: true
                        heading: modelData.heading
                        setName: qsTr("Win rate")
                        readonly property var stats: page.categoryStats[index] || []
                        categories: stats.map(v => v.name + " (" + v.games + ")")
                        values: page.column(stats, "winRate")
                        barColor: index % 2 === 0 ? page.winColor : page.averageColor
                        emptyText: modelData.emptyText
                    }
                }
            }

            // The standings of the game: its table (rank, player, rating, games, wins) and the ratings
            // over time beside it.
            RowLayout {
                objectName: "standingsPage"
                spacing: 16

                Rectangle {
                    Layout.fillHeight: true
                    Layout.preferredWidth: 560
                    Layout.minimumWidth: 420
                    color: page.panelColor
                    radius: 8
                    border.width: 1
                    border.color: page.borderColor

                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: 16
                        spacing: 8

                        Label {
                            //: Heading of the standings table; %1 is the game's name (Mourners Call, Rest in Peace …).
                            text: qsTr("Standings: %1").arg(GameShelf.titleOf(page.game))
                            font.pixelSize: 20
                            font.bold: true
                            wrapMode: Text.WordWrap
                            Layout.fillWidth: true
                        }
                        // The columns' titles, laid out as the rows below.
                        StandingsRow {
                            Layout.fillWidth: true
                            header: true
                            rankText: qsTr("Rank")
                            nameText: qsTr("Player")
                            //: Column of the standings: the rating (skill estimate minus three times its uncertainty).
                            ratingText: qsTr("Rating")
                            //: Column of the standings: how many games of this game the player played.
                            gamesText: qsTr("Games")
                            //: Column of the standings: how many of them the player won (first place, shared too).
                            winsText: qsTr("Wins")
                        }
                        Rectangle {
                            Layout.fillWidth: true
                            implicitHeight: 1
                            color: page.borderColor
                        }
                        ListView {
                            id: standingsList
                            objectName: "standingsList"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            clip: true
                            model: page.standings
                            spacing: 8
                            boundsBehavior: Flickable.StopAtBounds
                            ScrollBar.vertical: ScrollBar {}
                            Accessible.role: Accessible.Table
                            //: Name of the standings table for screen readers; %1 is the game's name.
                            Accessible.name: qsTr("Standings of %1").arg(GameShelf.titleOf(page.game))
                            delegate: StandingsRow {
                                required property var modelData
                                required property int index
                                objectName: "standingsRow" + index
                                width: standingsList.width - 12
                                player: modelData.name
                                rankText: String(modelData.rank)
                                nameText: modelData.name
                                ratingText: page.ratingText(modelData.rating)
                                gamesText: String(modelData.games)
                                winsText: String(modelData.wins)
                            }
                            Label {
                                anchors.centerIn: parent
                                visible: page.standings.length === 0
                                width: parent.width
                                horizontalAlignment: Text.AlignHCenter
                                wrapMode: Text.WordWrap
                                //: The standings of a game whose games cannot be rated (no game of two players or more with places).
                                text: qsTr("No rated games yet")
                                font.pixelSize: 18
                                color: page.mutedText
                            }
                        }
                        Label {
                            objectName: "standingsExplained"
                            Layout.fillWidth: true
                            wrapMode: Text.WordWrap
                            //: Under the standings: what the rating is, in plain words.
                            text: qsTr("Rating: the estimated skill minus three times its uncertainty (Weng–Lin rating, Plackett–Luce model). It rises as you play and win; players who share a place are tied.")
                            font.pixelSize: 15
                            color: page.mutedText
                        }
                    }
                }

                ChartView {
                    id: ratingChart
                    objectName: "ratingOverTime"
                    readonly property string heading: qsTr("Rating over time (game 1 is the oldest)")
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    title: heading
                    titleFont.pixelSize: 18
                    antialiasing: true
                    legend.visible: false
                    margins.bottom: ratingLegend.height + 12
                    backgroundColor: page.panelColor
                    plotAreaColor: page.panelColor
                    titleColor: page.Material.foreground
                    Accessible.role: Accessible.Chart
                    Accessible.name: heading + ": " + page.standings.map(s => s.name + " " + page.ratingText(s.rating)).join(", ")
                    Component.onCompleted: page.fillRatings()

                    ValueAxis {
                        id: ratingX
                        labelsFont.pixelSize: 14
                        min: 1
                        tickAnchor: 1
                        tickInterval: 1
                        labelFormat: "%d"
                        labelsColor: page.Material.foreground
                        titleBrush: page.Material.foreground
                        gridLineColor: page.borderColor
                        titleText: qsTr("Game")
                    }
                    ValueAxis {
                        id: ratingY
                        labelsFont.pixelSize: 14
                        min: 0
                        labelFormat: "%d"
                        labelsColor: page.Material.foreground
                        titleBrush: page.Material.foreground
                        gridLineColor: page.borderColor
                        //: Axis title of the chart of ratings over time (a noun).
                        titleText: qsTr("Rating")
                    }
                    Flow {
                        id: ratingLegend
                        anchors.bottom: parent.bottom
                        anchors.bottomMargin: 6
                        anchors.left: parent.left
                        anchors.leftMargin: 24
                        width: parent.width - 48
                        spacing: 18
                        Repeater {
                            model: page.ratingTimeline.series
                            Row {
                                required property var modelData
                                spacing: 6
                                Rectangle {
                                    anchors.verticalCenter: parent.verticalCenter
                                    width: 18
                                    height: 5
                                    radius: 2
                                    color: page.playerColor(parent.modelData.name)
                                }
                                Label {
                                    text: parent.modelData.name
                                    font.pixelSize: 16
                                    color: page.Material.foreground
                                }
                            }
                        }
                    }
                    Label {
                        anchors.centerIn: parent
                        visible: page.ratingTimeline.games === 0
                        text: qsTr("No rated games yet")
                        font.pixelSize: 18
                        color: page.mutedText
                    }
                }
            }
        }
    }
}
