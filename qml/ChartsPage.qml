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
    readonly property color winColor: dark ? "#ffca28" : "#d84315"
    readonly property color averageColor: dark ? "#90caf9" : "#1565c0"

    //! Read again when the history changes (a game saved, deleted or imported).
    property var players: HistoryStore.playerStats()
    property var factions: HistoryStore.factionStats()

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

    objectName: "chartsPage"
    title: qsTr("Charts")
    background: null
    Accessible.name: title

    Connections {
        target: HistoryStore
        function onChanged() {
            page.players = HistoryStore.playerStats()
            page.factions = HistoryStore.factionStats()
        }
    }

    component StatChart: ChartView {
        id: chart
        property var categories: []
        property var values: []
        property string setName
        property color barColor
        property string emptyText
        //! The chart's title (ChartView.title has no change signal to bind to).
        property string heading

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

        BarSeries {
            labelsVisible: true
            labelsPosition: AbstractBarSeries.LabelsInsideEnd
            axisX: BarCategoryAxis {
                categories: chart.categories
                labelsFont.pixelSize: 16
                labelsColor: page.Material.foreground
                gridLineColor: page.borderColor
                color: page.mutedText
            }
            axisY: ValueAxis {
                readonly property int top: page.niceMax(chart.values)
                min: 0
                max: top
                tickCount: top / page.tickStep(top) + 1
                labelFormat: "%d"
                labelsFont.pixelSize: 14
                labelsColor: page.Material.foreground
                gridLineColor: page.borderColor
                color: page.mutedText
            }
            BarSet {
                label: chart.setName
                values: chart.values
                color: chart.barColor
                borderColor: chart.barColor
                labelColor: page.dark ? "#1b1b1b" : "white"
                labelFont.pixelSize: 16
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

    GridLayout {
        anchors.fill: parent
        anchors.margins: 24
        columns: 2
        columnSpacing: 16
        rowSpacing: 16

        StatChart {
            objectName: "winsPerPlayer"
            heading: qsTr("Wins per player")
            setName: qsTr("Wins")
            categories: page.column(page.players, "name")
            values: page.column(page.players, "wins")
            barColor: page.winColor
            emptyText: qsTr("No games yet")
        }
        StatChart {
            objectName: "averagePerPlayer"
            heading: qsTr("Average score per player")
            setName: qsTr("Average score")
            categories: page.column(page.players, "name")
            values: page.column(page.players, "averageScore")
            barColor: page.averageColor
            emptyText: qsTr("No games yet")
        }
        StatChart {
            objectName: "winsPerFaction"
            heading: qsTr("Wins per declared faction")
            setName: qsTr("Wins")
            categories: page.column(page.factions, "name")
            values: page.column(page.factions, "wins")
            barColor: page.winColor
            emptyText: qsTr("No faction was recorded yet")
        }
        StatChart {
            objectName: "averagePerFaction"
            heading: qsTr("Average score per declared faction")
            setName: qsTr("Average score")
            categories: page.column(page.factions, "name")
            values: page.column(page.factions, "averageScore")
            barColor: page.averageColor
            emptyText: qsTr("No faction was recorded yet")
        }
    }
}
