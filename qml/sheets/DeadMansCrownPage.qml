import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Dead Man's Crown's end-game score sheet: one column per player (ritual points, the cubes on each of
// the Oracle's seven spaces beside what that space counts, bones left), the ranking and every award
// explained on the right, updated as numbers are entered. The rules are DeadMansCrownSheet's.
Page {
    id: page

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property color errorText: dark ? "#ff8a80" : "#b71c1c"
    readonly property var seatColors: dark ? ["#ef9a9a", "#90caf9", "#a5d6a7", "#ffcc80"]
                                           : ["#c62828", "#1565c0", "#2e7d32", "#e65100"]
    //! The sheet behind the page (tests enter numbers through it).
    readonly property alias sheet: dmc
    //! The lines' names: as wide as the longest needs (German's are longer), within 170..220; a name
    //! longer still takes two lines, and its line grows.
    readonly property int labelWidth: Math.min(220, Math.max(170, Math.ceil(Math.max(...rows.map(r =>
        Math.max(titleMetrics.advanceWidth(r.title), subMetrics.advanceWidth(r.sub)) + (r.swatch !== "" ? 22 : 0)))) + 12))
    //! A player's column in the sheet, and the number boxes that fit two to a column.
    readonly property real cellWidth: (flick.width - labelWidth - 8 * dmc.playerCount) / dmc.playerCount
    readonly property int boxWidth: Math.max(72, Math.min(92, Math.floor((cellWidth - 10) / 2)))

    // One line of the sheet: its heading, what the numbers are, and the one or two fields of a player.
    readonly property var rows: [
        { key: "rituals", title: qsTr("Rituals"), sub: qsTr("points on the cards"), first: "rituals", second: "", swatch: "" },
        //: Dead Man's Crown sheet: the Oracle's black line (a colour).
        { key: "black", title: qsTr("Black"), sub: qsTr("cubes · skulls used"), first: "oracle.black", second: "used.black", swatch: "#212121" },
        { key: "red", title: qsTr("Red"), sub: qsTr("cubes · skulls used"), first: "oracle.red", second: "used.red", swatch: "#c62828" },
        { key: "white", title: qsTr("White"), sub: qsTr("cubes · skulls used"), first: "oracle.white", second: "used.white", swatch: "#f5f5f5" },
        { key: "gold", title: qsTr("Gold"), sub: qsTr("cubes · skulls used"), first: "oracle.gold", second: "used.gold", swatch: "#f9a825" },
        //: Dead Man's Crown sheet: the Oracle's line of runes.
        { key: "runes", title: qsTr("Runes"), sub: qsTr("cubes · rune group"), first: "oracle.runes", second: "runeGroup", swatch: "" },
        { key: "star", title: qsTr("Cursed star"), sub: qsTr("cubes"), first: "oracle.star", second: "", swatch: "" },
        { key: "skulls", title: qsTr("All skulls"), sub: qsTr("cubes · skulls left"), first: "oracle.skulls", second: "skullsLeft", swatch: "" },
        { key: "bones", title: qsTr("Bones left"), sub: qsTr("decide a tie"), first: "bones", second: "", swatch: "" }
    ]

    //! The points a seat won on an Oracle space, or -1 when it won nothing there (display only).
    function pointsOn(seat, space) {
        const list = dmc.awards
        for (let i = 0; i < list.length; ++i)
            if (list[i].seat === seat && list[i].space === space)
                return list[i].points
        return -1
    }

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

    objectName: "deadMansCrownPage"
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
    title: qsTr("Dead Man's Crown: score sheet")
    background: null
    Accessible.name: title

    DeadMansCrownSheet {
        id: dmc
    }

    FontMetrics {
        id: titleMetrics
        font.pixelSize: 20
        font.weight: Font.DemiBold
    }
    FontMetrics {
        id: subMetrics
        font.pixelSize: 14
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
                model: [2, 3, 4]
                delegate: ActionButton {
                    required property int modelData
                    objectName: "dmcPlayers" + modelData
                    text: modelData
                    checked: dmc.playerCount === modelData
                    onClicked: dmc.playerCount = modelData
                    Accessible.name: qsTr("%1 players").arg(modelData)
                }
            }
            Item { Layout.fillWidth: true }
            ActionButton {
                objectName: "dmcEndButton"
                text: qsTr("End of the game?")
                onClicked: endPopup.open()
            }
            ActionButton {
                id: clearButton
                objectName: "dmcClearButton"
                text: qsTr("New sheet")
                onClicked: clearDialog.open()
            }
            ActionButton {
                id: saveButton
                objectName: "dmcSaveButton"
                //: Button after the sheet was saved to the history (an adjective), or that saves it.
                text: dmc.saved ? qsTr("Saved") : qsTr("Save to history")
                highlighted: !dmc.saved
                enabled: dmc.canSave
                //: Tooltip of a score sheet's Save button: its key.
                tip: dmc.saved ? "" : qsTr("Save the sheet to the history (Ctrl+S)")
                // Saved, the button is locked: the keyboard goes to what comes next, a new sheet (not
                // lost on the page).
                onClicked: {
                    const byKey = activeFocus && page.Window.window && page.Window.window.keyboardUsed === true
                    if (dmc.saveToHistory() >= 0 && byKey)
                        clearButton.forceActiveFocus(Qt.TabFocusReason)
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 16

            // The sheet: a column per player.
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

                ColumnLayout {
                    id: grid
                    width: flick.width
                    spacing: 6

                    // Names.
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 8
                        Item { Layout.preferredWidth: page.labelWidth }
                        // A positioner, not the layout itself: a smaller player count deletes columns, and Qt 6.4's
                        // layouts crashed on items deleted under them. Equal columns, as the layout made them.
                        Row {
                            id: nameCells
                            Layout.fillWidth: true
                            Layout.preferredWidth: 108 * dmc.playerCount - 8
                            spacing: 8
                            Repeater {
                                model: dmc.playerCount
                                delegate: TextField {
                                    required property int index
                                    objectName: "dmcName" + index
                                    width: page.cellSize(nameCells.width, dmc.playerCount, nameCells.spacing, index)
                                    placeholderText: qsTr("Player %1").arg(index + 1)
                                    text: dmc.players[index] ? dmc.players[index].name : ""
                                    // A long name a little smaller, so that it fits its column whole.
                                    font.pixelSize: text === "" ? 22 : Math.max(12, Math.min(22, Math.floor(22 * (width - leftPadding - rightPadding - 4)
                                                                                                / Math.max(1, nameMetrics.advanceWidth(text)))))
                                    // A typed name is bold in the seat's colour; the placeholder a plain,
                                    // slanted hint (both bold looked alike in the dark theme's pale colours).
                                    font.weight: text !== "" ? Font.Bold : Font.Normal
                                    font.italic: text === ""
                                    color: page.seatColors[index]
                                    placeholderTextColor: page.mutedText
                                    horizontalAlignment: TextInput.AlignHCenter
                                    maximumLength: 24
                                    selectByMouse: true
                                    onTextEdited: dmc.setName(index, text)
                                    // Left: the name shown from its start (not scrolled as it was while typed).
                                    onActiveFocusChanged: if (!activeFocus) cursorPosition = 0
                                    Accessible.name: qsTr("Name of player %1").arg(index + 1)
                                    // A name the sheet refuses: the sentence beside the field (the sheet's
                                    // problem says it too, and nothing is saved until it is corrected).
                                    readonly property string refusal: dmc.players[index] !== undefined ? dmc.nameProblemOf(index) : ""
                                    Accessible.description: refusal
                                    ToolTip.visible: refusal !== "" && (activeFocus || hovered)
                                    ToolTip.text: refusal
                                }
                            }
                        }
                    }

                    // A positioner, not the layout itself (see the names).
                    Column {
                        Layout.fillWidth: true
                        spacing: grid.spacing
                        Repeater {
                            model: page.rows
                            delegate: Rectangle {
                                id: line
                                required property var modelData
                                required property int index
                                width: parent ? parent.width : 0
                                // Taller when a name takes two lines.
                                implicitHeight: Math.max(50, lineName.implicitHeight + 8)
                                radius: 6
                                // Every other line shaded, so a row can be followed across the columns.
                                color: index % 2 === 0 ? (page.dark ? "#2c2c2c" : "#eceff1") : "transparent"

                                RowLayout {
                                    anchors.fill: parent
                                    anchors.leftMargin: 8
                                    spacing: 8

                                    RowLayout {
                                        Layout.preferredWidth: page.labelWidth - 8
                                        Layout.maximumWidth: page.labelWidth - 8
                                        spacing: 8
                                        // The skull's colour as a filled dot inside a thin ring that sets it off
                                        // the line (on the dark theme the black one is a solid black disc, not
                                        // a grey that looked like a hollow ring).
                                        Rectangle {
                                            visible: line.modelData.swatch !== ""
                                            implicitWidth: 16
                                            implicitHeight: 16
                                            radius: 8
                                            color: page.dark ? "#bdbdbd" : "#607d8b"
                                            Rectangle {
                                                objectName: "swatch_" + line.modelData.key
                                                anchors.centerIn: parent
                                                width: 14
                                                height: 14
                                                radius: 7
                                                color: page.dark && line.modelData.key === "black" ? "#000000" : line.modelData.swatch
                                            }
                                        }
                                        ColumnLayout {
                                            id: lineName
                                            Layout.fillWidth: true
                                            spacing: 0
                                            Label {
                                                Layout.fillWidth: true
                                                text: line.modelData.title
                                                font.pixelSize: 20
                                                font.weight: Font.DemiBold
                                                wrapMode: Label.WordWrap
                                                lineHeight: 0.9
                                            }
                                            Label {
                                                Layout.fillWidth: true
                                                text: line.modelData.sub
                                                font.pixelSize: 14
                                                color: page.mutedText
                                                wrapMode: Label.WordWrap
                                                lineHeight: 0.9
                                            }
                                        }
                                    }

                                    // A positioner, not the layout itself (see the names).
                                    Row {
                                        id: lineCells
                                        Layout.fillWidth: true
                                        Layout.fillHeight: true
                                        Layout.preferredWidth: 108 * dmc.playerCount - 8
                                        spacing: 8
                                        Repeater {
                                            model: dmc.playerCount
                                            delegate: Item {
                                                id: cell
                                                required property int index
                                                readonly property var values: dmc.players[index] ? dmc.players[index].values : ({})
                                                readonly property string who: dmc.players[index] ? dmc.players[index].shownName : ""
                                                readonly property int won: line.modelData.first.startsWith("oracle.")
                                                                           ? page.pointsOn(index, line.modelData.key) : -1
                                                width: page.cellSize(lineCells.width, dmc.playerCount, lineCells.spacing, index)
                                                height: line.height

                                                Row {
                                                    id: boxes
                                                    anchors.centerIn: parent
                                                    spacing: 6

                                                    SheetNumberBox {
                                                        width: page.boxWidth
                                                        objectName: "dmc_" + line.modelData.first + "_" + cell.index
                                                        number: cell.values[line.modelData.first] ?? 0
                                                        onPicked: v => dmc.setValue(cell.index, line.modelData.first, v)
                                                        Accessible.name: cell.who + ": " + (dmc.labels[line.modelData.first] ?? "")
                                                        ToolTip.visible: hovered || visualFocus
                                                        ToolTip.delay: 600
                                                        ToolTip.text: Accessible.name
                                                    }
                                                    SheetNumberBox {
                                                        width: page.boxWidth
                                                        visible: line.modelData.second !== ""
                                                        objectName: "dmc_" + line.modelData.second + "_" + cell.index
                                                        number: line.modelData.second !== "" ? (cell.values[line.modelData.second] ?? 0) : 0
                                                        onPicked: v => dmc.setValue(cell.index, line.modelData.second, v)
                                                        Accessible.name: cell.who + ": " + (dmc.labels[line.modelData.second] ?? "")
                                                        ToolTip.visible: hovered || visualFocus
                                                        ToolTip.delay: 600
                                                        ToolTip.text: Accessible.name
                                                    }
                                                }
                                                // What this space gave the player, as a badge on the
                                                // boxes' corner (the reason is in the list on the right).
                                                Rectangle {
                                                    visible: cell.won >= 0
                                                    // Inside the cell: the last column's would be cut off.
                                                    x: Math.min(boxes.x + boxes.width - width + 8, cell.width - width)
                                                    // Within the line (its top edge), over the boxes' corner.
                                                    y: Math.max(0, boxes.y - 9)
                                                    width: badge.implicitWidth + 10
                                                    height: 18
                                                    radius: 9
                                                    color: page.seatColors[cell.index]
                                                    Label {
                                                        id: badge
                                                        anchors.centerIn: parent
                                                        text: "+" + cell.won
                                                        font.pixelSize: 13
                                                        font.weight: Font.Bold
                                                        color: page.dark ? "#1b1b1b" : "white"
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }

                    // Totals.
                    RowLayout {
                        Layout.fillWidth: true
                        Layout.topMargin: 4
                        spacing: 8
                        Label {
                            Layout.preferredWidth: page.labelWidth
                            //: Dead Man's Crown sheet: the row of each player's total score (a noun).
                            text: qsTr("Total")
                            font.pixelSize: 24
                            font.weight: Font.DemiBold
                        }
                        // A positioner, not the layout itself (see the names).
                        Row {
                            id: totalCells
                            Layout.fillWidth: true
                            Layout.preferredWidth: 108 * dmc.playerCount - 8
                            spacing: 8
                            Repeater {
                                model: dmc.playerCount
                                delegate: Label {
                                    required property int index
                                    readonly property var p: dmc.players[index]
                                    objectName: "dmcTotal" + index
                                    width: page.cellSize(totalCells.width, dmc.playerCount, totalCells.spacing, index)
                                    horizontalAlignment: Text.AlignHCenter
                                    // A seat without a score yet shows nothing (never "undefined").
                                    text: p && p.score !== undefined ? p.score : ""
                                    font.pixelSize: 34
                                    font.weight: Font.Bold
                                    color: page.seatColors[index]
                                    Accessible.name: p && p.score !== undefined ? qsTr("%1: %2 points, place %3").arg(p.shownName).arg(p.score).arg(p.place) : ""
                                }
                            }
                        }
                    }
                }
            }

            // The result: who wins, the ranking, every award with its reason.
            Panel {
                objectName: "dmcResult"
                // Narrower with four players, so that their columns keep two boxes each.
                Layout.preferredWidth: dmc.playerCount > 3 ? 310 : 380
                Layout.fillHeight: true
                //: Heading of the panel with the sheet's ranking (a noun).
                heading: qsTr("Result")

                ColumnLayout {
                    anchors.fill: parent
                    spacing: 8

                    Label {
                        objectName: "dmcVerdict"
                        Layout.fillWidth: true
                        text: dmc.verdict
                        font.pixelSize: 22
                        font.weight: Font.DemiBold
                        wrapMode: Label.WordWrap
                        Accessible.name: text
                    }

                    // A positioner, not the layout itself: the rows are made anew whenever the ranking
                    // changes, and Qt 6.4's layouts crashed on rows deleted under them. Hidden when empty:
                    // no spacing of the layout for nothing.
                    Column {
                        Layout.fillWidth: true
                        visible: rankingRows.count > 0
                        spacing: 8
                        Repeater {
                            id: rankingRows
                            model: dmc.ranking
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
                                        visible: text !== ""
                                        text: modelData.note
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

                    Label {
                        Layout.topMargin: 6
                        //: Dead Man's Crown: the Oracle, a part of that game's board.
                        text: qsTr("The Oracle")
                        font.pixelSize: 16
                        font.weight: Font.DemiBold
                        font.capitalization: Font.AllUppercase
                        color: page.mutedText
                    }

                    ListView {
                        id: awardList
                        objectName: "dmcAwards"
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        clip: true
                        spacing: 4
                        boundsBehavior: Flickable.StopAtBounds
                        ScrollBar.vertical: ScrollBar {}
                        model: dmc.awards.map(a => ({ text: a.text, seat: a.seat, note: false }))
                               .concat(dmc.notes.map(n => ({ text: n, seat: -1, note: true })))
                        delegate: Label {
                            required property var modelData
                            width: awardList.width - 12
                            text: modelData.text
                            font.pixelSize: 17
                            font.italic: modelData.note
                            color: modelData.note ? page.mutedText : page.Material.foreground
                            wrapMode: Label.WordWrap
                            Accessible.name: text
                        }
                        Label {
                            anchors.fill: parent
                            visible: awardList.count === 0
                            text: qsTr("No cube on the Oracle yet: enter the cubes of each space.")
                            font.pixelSize: 17
                            color: page.mutedText
                            wrapMode: Label.WordWrap
                        }
                    }

                    Label {
                        objectName: "dmcMessage"
                        Layout.fillWidth: true
                        visible: text !== ""
                        text: dmc.problem !== "" ? dmc.problem : dmc.message
                        color: dmc.problem !== "" || (dmc.message !== "" && !dmc.saved) ? page.errorText : page.Material.foreground
                        font.pixelSize: 17
                        wrapMode: Label.WordWrap
                        Accessible.role: Accessible.AlertMessage
                        Accessible.name: text
                    }
                }
            }
        }
    }

    Popup {
        id: endPopup
        PopupFadeGuard { target: endPopup }
        objectName: "dmcEndPopup"
        parent: Overlay.overlay
        anchors.centerIn: parent
        // A fixed width, not one bound to the overlay's live size (relaid during full-screen
        // switches): the window is never narrower than 960, and the margins shrink it to fit anyway.
        width: 720
        margins: 24
        modal: true
        padding: 24
        contentItem: Label {
            text: dmc.endReminder
            font.pixelSize: 22
            wrapMode: Label.WordWrap
            Accessible.name: text
        }
    }

    Dialog {
        id: clearDialog
        PopupFadeGuard { target: clearDialog }
        objectName: "dmcClearDialog"
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
        onAccepted: dmc.clear()
        // The content item itself, sized by the dialog, so that the text wraps within its width.
        contentItem: Label {
            text: qsTr("Every number goes back to 0; the names stay.")
            font.pixelSize: 20
            wrapMode: Label.WordWrap
        }
    }
}
