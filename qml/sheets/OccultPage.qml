import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The occult card game at the table: one column per player (the level of each of the three
// masteries and whether it is completed, the points from rituals and other effects, the points of each
// completed prophecy and of each prophecy still in play), the totals always in
// view under the columns, the deck-cycle counter and the ranking on the right. The sheet is kept
// after every change. The rules are OccultSheet's.
Page {
    id: page

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property color errorText: dark ? "#ff8a80" : "#b71c1c"
    readonly property var seatColors: dark ? ["#ef9a9a", "#90caf9", "#a5d6a7"] : ["#c62828", "#1565c0", "#2e7d32"]
    //! The sheet behind the page (tests enter numbers through it).
    readonly property alias sheet: occ
    readonly property int labelWidth: 180
    readonly property int rowHeight: 56
    readonly property var masteryColors: dark ? ["#e57373", "#ba68c8", "#b0bec5"] : ["#b71c1c", "#6a1b9a", "#37474f"]

    //! The size of cell `index` of `count` equal cells in a row of `total`, `spacing` apart, on whole
    //! pixels as Qt Quick Layouts place cells (a positioner keeps the fractions: blurred text).
    function cellSize(total, count, spacing, index) {
        const cell = (total - spacing * (count - 1)) / count
        return Math.round((index + 1) * cell + index * spacing) - Math.round(index * (cell + spacing))
    }

    function placeText(place) {
        //: The place of a player in the ranking ("1.").
        return qsTr("%1.").arg(place)
    }

    objectName: "occultPage"
    //! The keys of this screen, for the Keys sheet ("?").
    readonly property var keyList: [
        { keys: qsTr("Tab, Shift+Tab"), what: qsTr("To the next or the previous field; the sheet scrolls to it") },
        //: Keys sheet of a score sheet: the arrow keys change the number in the field.
        { keys: qsTr("Up, Down"), what: qsTr("One more or one less in the field") },
        { keys: qsTr("0 … 9"), what: qsTr("Type the number into the field") },
        { keys: qsTr("Enter or Space"), what: qsTr("Press the button that has the ring") },
        //: Keys sheet of a score sheet: Ctrl+S saves the sheet to the history.
        { keys: qsTr("Ctrl+S"), what: qsTr("Save the sheet to the history") }
    ]
    // Ctrl+S saves, from whichever field the keyboard is in (the button is far back up the sheet).
    Shortcut {
        sequences: [StandardKey.Save]
        // (A modal dialog open over the sheet holds the shortcuts back.)
        enabled: page.StackView.status === StackView.Active && saveButton.enabled
        onActivated: saveButton.clicked()
    }
    title: qsTr("The occult card game: score sheet")
    background: null
    Accessible.name: title

    OccultSheet {
        id: occ
    }

    //! A typed name at its full size, to fit it to its column.
    FontMetrics {
        id: nameMetrics
        font.pixelSize: 22
        font.weight: Font.Bold
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 10

        // Players, the end reminder, a fresh sheet and saving.
        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            Label {
                text: qsTr("Players")
                font.pixelSize: 20
            }
            Repeater {
                model: [2, 3]
                delegate: ActionButton {
                    required property int modelData
                    objectName: "occultPlayers" + modelData
                    text: modelData
                    checked: occ.playerCount === modelData
                    onClicked: {
                        occ.playerCount = modelData
                        checked = Qt.binding(() => occ.playerCount === modelData)
                    }
                    Accessible.name: qsTr("%1 players").arg(modelData)
                }
            }
            // D-OCC-INPLAY: the table's choice, kept with the sheet.
            CheckBox {
                id: inPlayOption
                objectName: "occultInPlayScores"
                Layout.leftMargin: 12
                //: The table's choice (D-OCC-INPLAY): prophecies not completed at the end still score their stored cards.
                text: qsTr("Prophecies in play score")
                font.pixelSize: 17
                checked: occ.inPlayScores
                Accessible.onToggleAction: if (enabled) { toggle(); toggled() }
                Accessible.onPressAction: if (enabled) { toggle(); toggled() }
                onToggled: {
                    occ.inPlayScores = checked
                    checked = Qt.binding(() => occ.inPlayScores)
                }
                Accessible.name: qsTr("Prophecies still in play at the end score their stored cards")
                ToolTip.visible: hovered || visualFocus
                ToolTip.delay: 600
                ToolTip.text: Accessible.name
            }
            Item { Layout.fillWidth: true }
            ActionButton {
                objectName: "occultEndButton"
                text: qsTr("End of the game?")
                onClicked: endPopup.open()
            }
            ActionButton {
                objectName: "occultClearButton"
                text: qsTr("New sheet")
                onClicked: clearDialog.open()
            }
            ActionButton {
                id: saveButton
                objectName: "occultSaveButton"
                //: Button after the sheet was saved to the history (an adjective), or that saves it.
                text: occ.saved ? qsTr("Saved") : qsTr("Save to history")
                highlighted: !occ.saved
                enabled: occ.canSave
                //: Tooltip of a score sheet's Save button: its key.
                tip: occ.saved ? "" : qsTr("Save the sheet to the history (Ctrl+S)")
                onClicked: occ.saveToHistory()
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 16

            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 6

                // The sheet: a label column, then a column per player.
                Flickable {
                    id: flick
                    // Scrolled, the view is drawn whole in one step (WholeRepaint).
                    WholeRepaint { view: flick }
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    contentWidth: width
                    contentHeight: grid.implicitHeight
                    clip: true
                    boundsBehavior: Flickable.StopAtBounds
                    ScrollBar.vertical: ScrollBar {}
                    // Tab through the sheet: it scrolls to the field.
                    FocusInView { flickable: flick }

                    RowLayout {
                        id: grid
                        width: flick.width
                        spacing: 8

                        // What each line is.
                        ColumnLayout {
                            Layout.preferredWidth: page.labelWidth
                            Layout.maximumWidth: page.labelWidth
                            Layout.alignment: Qt.AlignTop
                            spacing: 6

                            Item { Layout.preferredHeight: 50; Layout.fillWidth: true }
                            // A positioner, not the layout itself (see the columns beside).
                            Column {
                                Layout.fillWidth: true
                                spacing: 6
                                Repeater {
                                    model: occ.masteryNames
                                    delegate: Rectangle {
                                        required property string modelData
                                        required property int index
                                        width: parent ? parent.width : 0
                                        height: page.rowHeight
                                        radius: 6
                                        color: index % 2 === 0 ? (page.dark ? "#2c2c2c" : "#eceff1") : "transparent"
                                        RowLayout {
                                            anchors.fill: parent
                                            anchors.leftMargin: 8
                                            spacing: 8
                                            Rectangle {
                                                implicitWidth: 14
                                                implicitHeight: 14
                                                radius: 7
                                                color: page.masteryColors[index]
                                            }
                                            ColumnLayout {
                                                Layout.fillWidth: true
                                                spacing: 0
                                                Label {
                                                    Layout.fillWidth: true
                                                    text: modelData
                                                    font.pixelSize: 20
                                                    font.weight: Font.DemiBold
                                                    // A longer name a little smaller, never cut.
                                                    fontSizeMode: Text.HorizontalFit
                                                    minimumPixelSize: 15
                                                }
                                                Label {
                                                    Layout.fillWidth: true
                                                    text: qsTr("level · completed")
                                                    font.pixelSize: 14
                                                    color: page.mutedText
                                                    elide: Label.ElideRight
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                            // Beside each player's points from rituals and other card effects.
                            Rectangle {
                                Layout.fillWidth: true
                                Layout.preferredHeight: page.rowHeight
                                radius: 6
                                color: "transparent"
                                border.width: 1
                                border.color: page.dark ? "#3a3a3a" : "#cfd8dc"
                                ColumnLayout {
                                    anchors.fill: parent
                                    anchors.leftMargin: 8
                                    spacing: 0
                                    Label {
                                        Layout.fillWidth: true
                                        //: A line of the score sheet: points players earn by invoking their Rituals (the rulebook's objective).
                                        text: qsTr("Rituals")
                                        font.pixelSize: 20
                                        font.weight: Font.DemiBold
                                        fontSizeMode: Text.HorizontalFit
                                        minimumPixelSize: 15
                                    }
                                    Label {
                                        Layout.fillWidth: true
                                        //: Under "Rituals": the line also takes the points other card effects give.
                                        text: qsTr("and other effects")
                                        font.pixelSize: 14
                                        color: page.mutedText
                                        elide: Label.ElideRight
                                    }
                                }
                            }
                            ColumnLayout {
                                Layout.fillWidth: true
                                Layout.leftMargin: 8
                                Layout.topMargin: 6
                                spacing: 0
                                Label {
                                    Layout.fillWidth: true
                                    text: qsTr("Prophecies")
                                    font.pixelSize: 20
                                    font.weight: Font.DemiBold
                                    // "Prophezeiungen" a little smaller, never cut.
                                    fontSizeMode: Text.HorizontalFit
                                    minimumPixelSize: 15
                                }
                                Label {
                                    Layout.fillWidth: true
                                    //: Under "Prophecies": the points of each completed prophecy, and below them of each one still in play.
                                    text: qsTr("points of each completed one, then of each one still in play")
                                    font.pixelSize: 14
                                    color: page.mutedText
                                    wrapMode: Label.WordWrap
                                }
                            }
                        }

                        // A positioner, not the layout itself: a smaller player count deletes a column, and Qt 6.4's
                        // layouts crashed on items deleted under them. Equal columns, as the layout made them.
                        Row {
                            id: playerColumns
                            Layout.fillWidth: true
                            Layout.preferredWidth: 108 * occ.playerCount - 8
                            Layout.alignment: Qt.AlignTop
                            spacing: 8
                            Repeater {
                                id: columnRepeater
                                model: occ.players
                                delegate: ColumnLayout {
                                    id: column
                                    required property int seat
                                    required property string name
                                    required property string shownName
                                    required property var levels
                                    required property var completed
                                    required property var prophecies
                                    required property int prophecyCount
                                    required property var inPlay
                                    required property int inPlayCount
                                    required property int effects
                                    //! The prophecy box to give the focus to once it exists (after "Add").
                                    property int focusProphecy: -1
                                    //! The same for the prophecies in play.
                                    property int focusInPlay: -1

                                    width: page.cellSize(playerColumns.width, columnRepeater.count, playerColumns.spacing, column.seat)
                                    spacing: 6

                                    TextField {
                                        objectName: "occultName" + column.seat
                                        Layout.fillWidth: true
                                        Layout.preferredHeight: 50
                                        placeholderText: qsTr("Player %1").arg(column.seat + 1)
                                        text: column.name
                                        // A long name a little smaller, so that it fits its column whole.
                                        font.pixelSize: text === "" ? 22 : Math.max(12, Math.min(22, Math.floor(22 * (width - leftPadding - rightPadding - 4)
                                                                                                    / Math.max(1, nameMetrics.advanceWidth(text)))))
                                        // A typed name bold in the seat's colour, the placeholder a plain hint.
                                        font.weight: text !== "" ? Font.Bold : Font.Normal
                                        font.italic: text === ""
                                        color: page.seatColors[column.seat]
                                        placeholderTextColor: page.mutedText
                                        horizontalAlignment: TextInput.AlignHCenter
                                        maximumLength: 24
                                        selectByMouse: true
                                        onTextEdited: occ.setName(column.seat, text)
                                        // Left: the name shown from its start (not scrolled as it was while typed).
                                        onActiveFocusChanged: if (!activeFocus) cursorPosition = 0
                                        Accessible.name: qsTr("Name of player %1").arg(column.seat + 1)
                                        // A name the sheet refuses: the sentence beside the field (the sheet's
                                        // problem says it too, and nothing is saved until it is corrected).
                                        readonly property string refusal: column.name !== undefined ? occ.nameProblemOf(column.seat) : ""
                                        Accessible.description: refusal
                                        ToolTip.visible: refusal !== "" && (activeFocus || hovered)
                                        ToolTip.text: refusal
                                    }

                                    Repeater {
                                        model: 3
                                        delegate: Rectangle {
                                            id: cell
                                            required property int index
                                            readonly property string mastery: occ.masteryNames[index] ?? ""
                                            Layout.fillWidth: true
                                            Layout.preferredHeight: page.rowHeight
                                            radius: 6
                                            color: index % 2 === 0 ? (page.dark ? "#2c2c2c" : "#eceff1") : "transparent"

                                            Row {
                                                anchors.centerIn: parent
                                                spacing: 4
                                                SheetNumberBox {
                                                    objectName: "occultLevel_" + column.seat + "_" + cell.index
                                                    anchors.verticalCenter: parent.verticalCenter
                                                    width: 84
                                                    to: 3
                                                    //: Beside a mastery level box: a typed level above 3 is refused (%1 the number typed). OCC-SCORE-1.
                                                    tooHighText: qsTr("Level %1 is not on the card: a mastery level is 0, 1, 2 or 3.")
                                                    number: column.levels[cell.index] ?? 0
                                                    onPicked: v => occ.setLevel(column.seat, cell.index, v)
                                                    Accessible.name: qsTr("%1: %2 level").arg(column.shownName).arg(cell.mastery)
                                                    ToolTip.visible: hovered || visualFocus
                                                    ToolTip.delay: 600
                                                    ToolTip.text: Accessible.name
                                                }
                                                CheckBox {
                                                    id: done
                                                    objectName: "occultCompleted_" + column.seat + "_" + cell.index
                                                    anchors.verticalCenter: parent.verticalCenter
                                                    text: qsTr("completed", "a mastery card")
                                                    font.pixelSize: 16
                                                    checked: column.completed[cell.index] === true
                                                    Accessible.onToggleAction: if (enabled) { toggle(); toggled() }
                                                    Accessible.onPressAction: if (enabled) { toggle(); toggled() }
                                                    onToggled: {
                                                        occ.setCompleted(column.seat, cell.index, checked)
                                                        checked = Qt.binding(() => column.completed[cell.index] === true)
                                                    }
                                                    Accessible.name: qsTr("%1: %2 completed").arg(column.shownName).arg(cell.mastery)
                                                }
                                            }
                                        }
                                    }

                                    // Points from rituals and other card effects (OCC-SCORE-1).
                                    Rectangle {
                                        Layout.fillWidth: true
                                        Layout.preferredHeight: page.rowHeight
                                        radius: 6
                                        color: "transparent"
                                        border.width: 1
                                        border.color: page.dark ? "#3a3a3a" : "#cfd8dc"
                                        SheetNumberBox {
                                            objectName: "occultEffects_" + column.seat
                                            anchors.centerIn: parent
                                            width: 92
                                            to: 99
                                            number: column.effects
                                            onPicked: v => occ.setEffects(column.seat, v)
                                            Accessible.name: qsTr("%1: points from rituals and other effects").arg(column.shownName)
                                            ToolTip.visible: hovered || visualFocus
                                            ToolTip.delay: 600
                                            ToolTip.text: Accessible.name
                                        }
                                    }

                                    // The completed prophecies, one box each, then a button for another.
                                    // In a positioner (rows are made anew when one is added or removed; see the ranking).
                                    Column {
                                        Layout.alignment: Qt.AlignHCenter
                                        spacing: 6
                                        Repeater {
                                            model: column.prophecyCount
                                            delegate: RowLayout {
                                                id: prophecy
                                                required property int index
                                                spacing: 4
                                                Label {
                                                    text: qsTr("%1.").arg(prophecy.index + 1)
                                                    font.pixelSize: 16
                                                    color: page.mutedText
                                                }
                                                SheetNumberBox {
                                                    id: points
                                                    objectName: "occultProphecy_" + column.seat + "_" + prophecy.index
                                                    implicitWidth: 92
                                                    to: 99
                                                    number: column.prophecies[prophecy.index] ?? 0
                                                    onPicked: v => occ.setProphecy(column.seat, prophecy.index, v)
                                                    Accessible.name: qsTr("%1: points of prophecy %2").arg(column.shownName).arg(prophecy.index + 1)
                                                    ToolTip.visible: hovered || visualFocus
                                                    ToolTip.delay: 600
                                                    ToolTip.text: Accessible.name
                                                }
                                                ActionButton {
                                                    objectName: "occultRemoveProphecy_" + column.seat + "_" + prophecy.index
                                                    text: "\u2715"
                                                    font.pixelSize: 16
                                                    leftPadding: 10
                                                    rightPadding: 10
                                                    // After the click: the removal rebuilds this very row.
                                                    // Its tip goes at once, not left over the next row.
                                                    onPressed: ToolTip.hide()
                                                    Component.onDestruction: ToolTip.hide()
                                                    onClicked: {
                                                        const seat = column.seat, index = prophecy.index
                                                        Qt.callLater(() => occ.removeProphecy(seat, index))
                                                    }
                                                    Accessible.name: qsTr("Remove prophecy %1 of %2").arg(prophecy.index + 1).arg(column.shownName)
                                                    ToolTip.visible: hovered || visualFocus
                                                    ToolTip.delay: 600
                                                    ToolTip.text: Accessible.name
                                                }
                                                Component.onCompleted: {
                                                    if (column.focusProphecy === prophecy.index) {
                                                        column.focusProphecy = -1
                                                        points.forceActiveFocus()
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    ActionButton {
                                        objectName: "occultAddProphecy" + column.seat
                                        Layout.alignment: Qt.AlignHCenter
                                        text: qsTr("+ Prophecy")
                                        font.pixelSize: 17
                                        enabled: column.prophecyCount < 20
                                        onClicked: {
                                            column.focusProphecy = column.prophecyCount
                                            if (occ.addProphecy(column.seat) < 0)
                                                column.focusProphecy = -1
                                        }
                                        Accessible.name: qsTr("Add a completed prophecy for %1").arg(column.shownName)
                                    }

                                    // The prophecies still in play (at most 3), scored when the table plays so (D-OCC-INPLAY).
                                    Label {
                                        objectName: "occultInPlayHeading" + column.seat
                                        Layout.fillWidth: true
                                        Layout.topMargin: 4
                                        horizontalAlignment: Text.AlignHCenter
                                        //: Heading of a player's prophecies still in play; "not counted" when the table does not score them (D-OCC-INPLAY).
                                        text: occ.inPlayScores ? qsTr("In play") : qsTr("In play (not counted)")
                                        font.pixelSize: 15
                                        color: page.mutedText
                                        wrapMode: Label.WordWrap
                                    }
                                    Column {
                                        Layout.alignment: Qt.AlignHCenter
                                        spacing: 6
                                        opacity: occ.inPlayScores ? 1 : 0.6
                                        Repeater {
                                            model: column.inPlayCount
                                            delegate: RowLayout {
                                                id: held
                                                required property int index
                                                spacing: 4
                                                Label {
                                                    text: qsTr("%1.").arg(held.index + 1)
                                                    font.pixelSize: 16
                                                    color: page.mutedText
                                                }
                                                SheetNumberBox {
                                                    id: heldPoints
                                                    objectName: "occultInPlay_" + column.seat + "_" + held.index
                                                    implicitWidth: 92
                                                    to: 99
                                                    number: column.inPlay[held.index] ?? 0
                                                    onPicked: v => occ.setInPlay(column.seat, held.index, v)
                                                    Accessible.name: qsTr("%1: points of prophecy in play %2").arg(column.shownName).arg(held.index + 1)
                                                    ToolTip.visible: hovered || visualFocus
                                                    ToolTip.delay: 600
                                                    ToolTip.text: Accessible.name
                                                }
                                                ActionButton {
                                                    objectName: "occultRemoveInPlay_" + column.seat + "_" + held.index
                                                    text: "\u2715"
                                                    font.pixelSize: 16
                                                    leftPadding: 10
                                                    rightPadding: 10
                                                    onPressed: ToolTip.hide()
                                                    Component.onDestruction: ToolTip.hide()
                                                    onClicked: {
                                                        const seat = column.seat, index = held.index
                                                        Qt.callLater(() => occ.removeInPlay(seat, index))
                                                    }
                                                    Accessible.name: qsTr("Remove prophecy in play %1 of %2").arg(held.index + 1).arg(column.shownName)
                                                    ToolTip.visible: hovered || visualFocus
                                                    ToolTip.delay: 600
                                                    ToolTip.text: Accessible.name
                                                }
                                                Component.onCompleted: {
                                                    if (column.focusInPlay === held.index) {
                                                        column.focusInPlay = -1
                                                        heldPoints.forceActiveFocus()
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    ActionButton {
                                        objectName: "occultAddInPlay" + column.seat
                                        Layout.alignment: Qt.AlignHCenter
                                        //: Adds a prophecy still in play (at most 3 per player).
                                        text: qsTr("+ In play")
                                        font.pixelSize: 17
                                        enabled: column.inPlayCount < 3
                                        onClicked: {
                                            column.focusInPlay = column.inPlayCount
                                            if (occ.addInPlay(column.seat) < 0)
                                                column.focusInPlay = -1
                                        }
                                        Accessible.name: qsTr("Add a prophecy still in play for %1").arg(column.shownName)
                                    }
                                }
                            }
                        }
                    }
                }

                // Totals: outside the scrolled sheet, so they stay in view however many prophecies.
                Rectangle {
                    Layout.fillWidth: true
                    implicitHeight: totals.implicitHeight + 8
                    radius: 6
                    color: page.dark ? "#263238" : "#e3f2fd"

                    RowLayout {
                        id: totals
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        spacing: 8
                        Label {
                            Layout.preferredWidth: page.labelWidth
                            Layout.leftMargin: 8
                            //: Occult sheet: the row of each player's total score (a noun).
                            text: qsTr("Total")
                            font.pixelSize: 24
                            font.weight: Font.DemiBold
                        }
                        // A positioner, not the layout itself (see the sheet's columns).
                        Row {
                            id: totalCells
                            Layout.fillWidth: true
                            Layout.preferredWidth: 108 * occ.playerCount - 8
                            spacing: 8
                            Repeater {
                                id: totalRepeater
                                model: occ.players
                                delegate: ColumnLayout {
                                    required property int seat
                                    required property string shownName
                                    required property int score
                                    required property int place
                                    required property int masteryLevel
                                    required property int completedCount
                                    required property int prophecyPoints
                                    required property int inPlayPoints
                                    required property int effects
                                    objectName: "occultTotal" + seat
                                    width: page.cellSize(totalCells.width, totalRepeater.count, totalCells.spacing, seat)
                                    spacing: 0
                                    Label {
                                        Layout.alignment: Qt.AlignHCenter
                                        text: score
                                        font.pixelSize: 34
                                        font.weight: Font.Bold
                                        color: page.seatColors[seat]
                                    }
                                    Label {
                                        Layout.alignment: Qt.AlignHCenter
                                        //: Under a total: levels + completed masteries + completed prophecies + prophecies in play + rituals and effects ("6 + 1 + 8 + 3 + 2").
                                        text: qsTr("%1 + %2 + %3 + %4 + %5").arg(masteryLevel).arg(completedCount).arg(prophecyPoints)
                                                                            .arg(inPlayPoints).arg(effects)
                                        font.pixelSize: 14
                                        color: page.mutedText
                                    }
                                    Accessible.name: qsTr("%1: %2 points (levels %3, completed masteries %4, prophecies %5, in play %6, rituals and effects %7), place %8")
                                                     .arg(shownName).arg(score).arg(masteryLevel).arg(completedCount)
                                                     .arg(prophecyPoints).arg(inPlayPoints).arg(effects).arg(place)
                                }
                            }
                        }
                    }
                }
            }

            // The deck counter and the result.
            ColumnLayout {
                Layout.preferredWidth: 380
                Layout.maximumWidth: 380
                Layout.fillHeight: true
                spacing: 12

                OccultDeckPanel {
                    Layout.fillWidth: true
                    sheet: occ
                    seatColors: page.seatColors
                }

                Panel {
                    objectName: "occultResult"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    //: Heading of the panel with the sheet's ranking (a noun).
                    heading: qsTr("Result")

                    ColumnLayout {
                        anchors.fill: parent
                        spacing: 8

                        // The verdict and the ranking scroll when they need more room than the deck
                        // counter leaves (German's longer sentences); the message below stays in view.
                        Flickable {
                            id: resultFlick
                            objectName: "occultResultFlick"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            contentWidth: width
                            contentHeight: resultColumn.implicitHeight
                            clip: true
                            boundsBehavior: Flickable.StopAtBounds
                            ScrollBar.vertical: FitScrollBar { overflows: resultFlick.contentHeight > resultFlick.height + 1 }

                            // A positioner, not a layout: the ranking's rows are made anew whenever it changes.
                            Column {
                                id: resultColumn
                                // Room for the scroll bar kept always (a width that follows it loops).
                                width: resultFlick.width - 14
                                spacing: 8

                                Label {
                                    objectName: "occultVerdict"
                                    width: parent.width
                                    text: occ.verdict
                                    font.pixelSize: 22
                                    font.weight: Font.DemiBold
                                    wrapMode: Label.WordWrap
                                    Accessible.name: text
                                }

                                // A positioner, not the layout itself: the rows are made anew whenever the
                                // ranking changes, and Qt 6.4's layouts crashed on rows deleted under them.
                                Column {
                                    width: parent.width
                                    spacing: 4
                                    Repeater {
                                        model: occ.ranking
                                        delegate: RowLayout {
                                            required property var modelData
                                            width: parent ? parent.width : 0
                                            spacing: 8
                                            Label {
                                                text: page.placeText(modelData.place)
                                                font.pixelSize: 20
                                                Layout.preferredWidth: 28
                                            }
                                            ColumnLayout {
                                                Layout.fillWidth: true
                                                spacing: 0
                                                Label {
                                                    Layout.fillWidth: true
                                                    text: modelData.name
                                                    font.pixelSize: 20
                                                    font.weight: Font.DemiBold
                                                    color: page.seatColors[modelData.seat]
                                                    elide: Label.ElideRight
                                                }
                                                Label {
                                                    Layout.fillWidth: true
                                                    text: modelData.note !== "" ? modelData.note : modelData.parts
                                                    font.pixelSize: 14
                                                    color: page.mutedText
                                                    wrapMode: Label.WordWrap
                                                }
                                            }
                                            Label {
                                                text: modelData.score
                                                font.pixelSize: 24
                                                font.weight: Font.Bold
                                            }
                                            Accessible.name: modelData.place + ". " + modelData.name + ", " + modelData.score
                                        }
                                    }
                                }
                            }
                        }

                        Label {
                            objectName: "occultMessage"
                            Layout.fillWidth: true
                            visible: text !== ""
                            text: occ.problem !== "" ? occ.problem : occ.message
                            color: occ.problem !== "" || (occ.message !== "" && !occ.saved) ? page.errorText : page.Material.foreground
                            font.pixelSize: 17
                            wrapMode: Label.WordWrap
                            Accessible.role: Accessible.AlertMessage
                            Accessible.name: text
                        }
                    }
                }
            }
        }
    }

    Popup {
        id: endPopup
        PopupFadeGuard { target: endPopup }
        objectName: "occultEndPopup"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: 720
        margins: 24
        modal: true
        padding: 24
        contentItem: Label {
            text: occ.endReminder
            font.pixelSize: 22
            wrapMode: Label.WordWrap
            Accessible.name: text
        }
    }

    Dialog {
        id: clearDialog
        PopupFadeGuard { target: clearDialog }
        objectName: "occultClearDialog"
        parent: Overlay.overlay
        anchors.centerIn: parent
        // A width of its own: left to its wrapped label, the dialog's implicit width and the label's
        // wrapping fed each other (a binding loop with some text widths).
        width: 560
        margins: 24
        modal: true
        title: qsTr("Start a new sheet?")
        standardButtons: Dialog.Yes | Dialog.No
        footer: AppButtonBox {}
        onAccepted: occ.clear()
        // The content item itself, sized by the dialog, so that the text wraps within its width.
        contentItem: Label {
            text: qsTr("Every number and the deck counter go back to 0; the names stay.")
            font.pixelSize: 20
            wrapMode: Label.WordWrap
        }
    }
}
