import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The score calculator: each player's end-of-game numbers in a column (sums like 3+6+2 are fine),
// the ranking with the tie-breakers of R-END-5 on the right, updated as people type.
Page {
    id: page

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color panelColor: dark ? "#3a3a3a" : "#ffffff"
    readonly property color borderColor: dark ? "#5a5a5a" : "#cfd8dc"
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property color errorText: dark ? "#ff8a80" : "#b71c1c"
    readonly property var seatColors: dark ? ["#ef9a9a", "#90caf9", "#a5d6a7", "#ffcc80"]
                                           : ["#c62828", "#1565c0", "#2e7d32", "#e65100"]
    //! The calculator behind the page (tests set its numbers through it).
    readonly property alias calculator: calc

    readonly property var rows: [
        { field: "unity", label: qsTr("Unity"), note: "" },
        { field: "bone", label: qsTr("Bone Influence"), note: "" },
        { field: "flesh", label: qsTr("Flesh Influence"), note: "" },
        { field: "spirit", label: qsTr("Spirit Influence"), note: "" },
        { field: "motive", label: qsTr("Ulterior Motive"), note: qsTr("bonus") },
        { field: "etherea", label: qsTr("Etherea left"), note: qsTr("1st tie-break") },
        { field: "mourners", label: qsTr("Mourners in play"), note: qsTr("2nd tie-break") }
    ]
    readonly property var factionKeys: ["", "bone", "flesh", "spirit"]
    readonly property var motiveNames: calc.motiveNames()
    readonly property int labelWidth: 190
    readonly property int columnGap: 12

    function factionLabel(key) {
        switch (key) {
        case "bone": return qsTr("Bone")
        case "flesh": return qsTr("Flesh")
        case "spirit": return qsTr("Spirit")
        }
        //: No faction chosen in the score calculator.
        return qsTr("Faction?")
    }

    function tieNote(tiebreak) {
        switch (tiebreak) {
        case "etherea": return qsTr("tie decided by Etherea")
        case "mourners": return qsTr("tie decided by Mourner cards")
        case "shared": return qsTr("tie stands: place shared")
        }
        return ""
    }

    objectName: "scoreCalculatorPage"
    title: qsTr("Score calculator")
    background: null
    Accessible.name: title

    ScoreCalculator {
        id: calc
        onMessageChanged: if (message !== "") page.ApplicationWindow.window.showNotice(message)
    }

    FileChooser {
        id: sheetDialog
        objectName: "calcSheetChooser"
        title: qsTr("Save the score sheet")
        //: The button of the file dialog that writes the file.
        acceptText: qsTr("Save")
        nameFilters: [qsTr("PDF files (*.pdf)")]
        suffix: "pdf"
        onChosen: file => calc.writeScoreSheet(file)
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 24
        spacing: 24

        // --- the form ------------------------------------------------------------------------
        Flickable {
            id: formFlick
            // Scrolled, the view is drawn whole in one step (WholeRepaint).
            WholeRepaint { view: formFlick }
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: form.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            // Tab through the form: it scrolls to the field.
            FocusInView { flickable: formFlick }

            ColumnLayout {
                id: form
                width: formFlick.width - 12
                spacing: 6

                RowLayout {
                    spacing: 8
                    Label {
                        text: qsTr("Players")
                        font.pixelSize: 20
                        Layout.preferredWidth: page.labelWidth
                    }
                    Repeater {
                        model: [2, 3, 4]
                        ActionButton {
                            required property int modelData
                            objectName: "calcPlayers" + modelData
                            text: modelData
                            checkable: true
                            checked: calc.playerCount === modelData
                            Layout.preferredWidth: 64
                            onClicked: {
                                calc.playerCount = modelData
                                // Clicking replaced the binding with a plain value: bind it again.
                                checked = Qt.binding(() => calc.playerCount === modelData)
                            }
                            //: %1 is 2, 3 or 4.
                            Accessible.name: qsTr("%1 players").arg(modelData)
                        }
                    }
                    Item { Layout.fillWidth: true }
                    // The day of the game (issue 11), stored with the result; the notes are by the ranking.
                    TextField {
                        id: dateField
                        objectName: "calcDate"
                        text: calc.date
                        //: Placeholder of the calculator's date field: the form the date is typed in.
                        placeholderText: qsTr("YYYY-MM-DD")
                        // Readable on the field (4.5:1), lighter than what is typed.
                        placeholderTextColor: Material.theme === Material.Dark ? "#b0b0b0" : "#6b6b6b"
                        font.pixelSize: 20
                        Layout.preferredWidth: 130
                        onTextEdited: calc.date = text
                        ToolTip.visible: hovered || activeFocus
                        ToolTip.text: Accessible.name
                        ToolTip.delay: 400
                        Accessible.name: qsTr("Date of the game")
                        Accessible.description: calc.dateError
                    }
                    ActionButton {
                        objectName: "calcClear"
                        text: qsTr("Clear numbers")
                        onClicked: calc.clear()
                        Accessible.description: qsTr("Empties every number; names stay")
                    }
                }

                Label {
                    objectName: "calcDateError"
                    visible: calc.dateError !== ""
                    text: calc.dateError
                    color: page.errorText
                    font.pixelSize: 16
                    Layout.leftMargin: page.labelWidth + 8
                }

                // Names.
                RowLayout {
                    spacing: page.columnGap
                    Label {
                        text: qsTr("Name")
                        font.pixelSize: 20
                        Layout.preferredWidth: page.labelWidth
                    }
                    Repeater {
                        model: 4 // every seat; those not in play are hidden (kept with what was typed)
                        TextField {
                            required property int index
                            visible: index < calc.playerCount
                            objectName: "calcName" + index
                            Layout.fillWidth: true
                            Layout.preferredWidth: 100
                            placeholderText: qsTr("Player %1").arg(index + 1)
                            // Readable on the field (4.5:1), lighter than what is typed.
                            placeholderTextColor: Material.theme === Material.Dark ? "#b0b0b0" : "#6b6b6b"
                            font.pixelSize: 22
                            font.weight: Font.DemiBold
                            color: page.seatColors[index]
                            maximumLength: 24
                            selectByMouse: true
                            text: calc.players[index].name
                            onTextEdited: calc.setName(index, text)
                            //: %1 is the seat number 1-4.
                            Accessible.name: qsTr("Name of player %1").arg(index + 1)
                        }
                    }
                }

                // Factions: a button that goes round Bone, Flesh, Spirit and none.
                RowLayout {
                    spacing: page.columnGap
                    Label {
                        text: qsTr("Faction")
                        font.pixelSize: 20
                        Layout.preferredWidth: page.labelWidth
                    }
                    Repeater {
                        model: 4 // every seat; those not in play are hidden (kept with what was typed)
                        ActionButton {
                            required property int index
                            visible: index < calc.playerCount
                            readonly property string faction: calc.players[index].faction
                            objectName: "calcFaction" + index
                            Layout.fillWidth: true
                            Layout.preferredWidth: 100
                            text: page.factionLabel(faction)
                            font.pixelSize: 18
                            onClicked: {
                                const next = (page.factionKeys.indexOf(faction) + 1) % page.factionKeys.length
                                calc.setFaction(index, page.factionKeys[next])
                            }
                            Accessible.name: qsTr("Faction of %1: %2").arg(calc.players[index].shownName)
                                                                      .arg(page.factionLabel(faction))
                            Accessible.description: qsTr("Press to choose the next faction")
                        }
                    }
                }

                // The Ulterior Motive each player kept (for the history's charts per motive).
                RowLayout {
                    spacing: page.columnGap
                    Label {
                        text: qsTr("Motive")
                        font.pixelSize: 20
                        Layout.preferredWidth: page.labelWidth
                    }
                    Repeater {
                        model: 4 // every seat; those not in play are hidden (kept with what was chosen)
                        AppComboBox {
                            // The shown choice, read as the box's value (Material's text field inside has no name).
                            contentItem.Accessible.name: displayText
                            required property int index
                            readonly property string motive: calc.players[index].motive
                            visible: index < calc.playerCount
                            objectName: "calcMotive" + index
                            Layout.fillWidth: true
                            Layout.preferredWidth: 100
                            font.pixelSize: 16
                            // The whole card names in the list, wider than a narrow column.
                            popup.width: Math.max(width, 300)
                            //: The first entry of the score calculator's motive list: no motive said.
                            model: [qsTr("Motive?")].concat(page.motiveNames)
                            currentIndex: Math.max(0, page.motiveNames.indexOf(motive) + 1)
                            onActivated: i => calc.setMotive(index, i === 0 ? "" : page.motiveNames[i - 1])
                            Accessible.name: qsTr("Ulterior Motive of %1: %2").arg(calc.players[index].shownName)
                                                                              .arg(currentText)
                        }
                    }
                }

                // One row per number; in a positioner, not the layout itself (see the ranking).
                Column {
                    Layout.fillWidth: true
                    spacing: form.spacing

                    Repeater {
                        model: page.rows

                        RowLayout {
                            id: numberRow
                            required property var modelData
                            width: parent ? parent.width : 0
                            spacing: page.columnGap

                            ColumnLayout {
                                Layout.preferredWidth: page.labelWidth
                                Layout.alignment: Qt.AlignTop
                                spacing: 0
                                Label {
                                    text: numberRow.modelData.label
                                    font.pixelSize: 20
                                }
                                Label {
                                    text: numberRow.modelData.note
                                    visible: text !== ""
                                    font.pixelSize: 14
                                    color: page.mutedText
                                }
                            }
                            Repeater {
                                model: 4 // every seat; those not in play are hidden (kept with what was typed)
                                NumberCell {
                                    required property int index
                                    visible: index < calc.playerCount
                                    player: index
                                    rowInfo: numberRow.modelData
                                }
                            }
                        }
                    }
                }

                // The totals.
                RowLayout {
                    spacing: page.columnGap
                    Label {
                        text: qsTr("Score")
                        font.pixelSize: 24
                        font.weight: Font.Bold
                        Layout.preferredWidth: page.labelWidth
                    }
                    Repeater {
                        model: 4 // every seat; those not in play are hidden (kept with what was typed)
                        Label {
                            required property int index
                            visible: index < calc.playerCount
                            objectName: "calcScore" + index
                            Layout.fillWidth: true
                            Layout.preferredWidth: 100
                            //: Score of a player whose fields do not read yet: no number, no rank.
                            text: calc.players[index].ranked ? calc.players[index].score : qsTr("\u2014")
                            font.pixelSize: 40
                            font.weight: Font.Bold
                            horizontalAlignment: Text.AlignHCenter
                            color: page.seatColors[index]
                            Accessible.role: Accessible.StaticText
                            Accessible.name: qsTr("Score of %1: %2").arg(calc.players[index].shownName).arg(text)
                        }
                    }
                }
            }
        }

        // --- the ranking -------------------------------------------------------------------------
        Rectangle {
            Layout.preferredWidth: 400
            Layout.fillHeight: true
            radius: 8
            color: page.panelColor
            border.width: 1
            border.color: page.borderColor

            ColumnLayout {
                anchors.fill: parent
                anchors.margins: 16
                spacing: 10

                HeadingLabel {
                    text: qsTr("Ranking")
                    font.pixelSize: 16
                    font.weight: Font.DemiBold
                    font.capitalization: Font.AllUppercase
                    color: page.mutedText
                }

                // The ranking, the ties explained and who is not ranked yet: in a positioner, not the layout
                // itself (these rows are made anew with every result, and Qt 6.4's layouts crashed on rows
                // deleted under them). Hidden when empty: no spacing of the layout for nothing.
                Column {
                    Layout.fillWidth: true
                    visible: rankingRows.count + explanationRows.count + waitingRows.count > 0
                    spacing: 10

                    Repeater {
                        id: rankingRows
                        model: calc.ranking
                        RowLayout {
                            required property var modelData
                            required property int index
                            objectName: "rankingRow" + index
                            width: parent ? parent.width : 0
                            spacing: 12
                            Accessible.role: Accessible.StaticText
                            Accessible.name: qsTr("Place %1: %2 with %3 points").arg(modelData.place)
                                             .arg(modelData.name).arg(modelData.score)
                                             + (modelData.tiebreak !== "none" ? ", " + page.tieNote(modelData.tiebreak) : "")

                            Rectangle {
                                Layout.preferredWidth: 48
                                Layout.preferredHeight: 48
                                radius: 24
                                color: modelData.place === 1 ? page.Material.accentColor : "transparent"
                                border.width: 2
                                border.color: modelData.place === 1 ? page.Material.accentColor : page.borderColor
                                Label {
                                    anchors.centerIn: parent
                                    text: modelData.place
                                    font.pixelSize: 24
                                    font.weight: Font.Bold
                                    color: modelData.place === 1 ? (page.dark ? "#1b1b1b" : "white")
                                                                 : page.Material.foreground
                                }
                            }
                            ColumnLayout {
                                Layout.fillWidth: true
                                spacing: 0
                                Label {
                                    Layout.fillWidth: true
                                    text: modelData.name
                                    font.pixelSize: 24
                                    font.weight: Font.DemiBold
                                    color: page.seatColors[modelData.seat]
                                    elide: Text.ElideRight
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: page.tieNote(modelData.tiebreak)
                                    visible: text !== ""
                                    font.pixelSize: 15
                                    color: page.mutedText
                                    elide: Text.ElideRight
                                }
                            }
                            Label {
                                text: modelData.score
                                font.pixelSize: 40
                                font.weight: Font.Bold
                            }
                        }
                    }

                    Repeater {
                        id: explanationRows
                        model: calc.explanations
                        Label {
                            required property string modelData
                            width: parent ? parent.width : 0
                            objectName: "tieExplanation"
                            text: modelData
                            font.pixelSize: 17
                            wrapMode: Text.WordWrap
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text
                        }
                    }

                    // Players left out of the ranking until their fields read (issue 11).
                    Repeater {
                        id: waitingRows
                        model: calc.waiting
                        Label {
                            required property string modelData
                            width: parent ? parent.width : 0
                            objectName: "calcWaiting"
                            text: modelData
                            color: page.errorText
                            font.pixelSize: 17
                            wrapMode: Text.WordWrap
                            Accessible.role: Accessible.StaticText
                            Accessible.name: text
                        }
                    }
                }

                Item { Layout.fillHeight: true }

                // Free notes stored with the game (issue 11).
                TextField {
                    objectName: "calcNotes"
                    Layout.fillWidth: true
                    text: calc.notes
                    //: Placeholder of the calculator's free-text notes.
                    placeholderText: qsTr("Notes (optional)")
                    // Readable on the field (4.5:1), lighter than what is typed.
                    placeholderTextColor: Material.theme === Material.Dark ? "#b0b0b0" : "#6b6b6b"
                    font.pixelSize: 17
                    onTextEdited: calc.notes = text
                    Accessible.name: qsTr("Notes")
                }

                Label {
                    objectName: "calcProblem"
                    Layout.fillWidth: true
                    text: calc.problem
                    visible: text !== ""
                    color: page.errorText
                    font.pixelSize: 17
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }
                Label {
                    Layout.fillWidth: true
                    visible: !HistoryStore.available
                    text: HistoryStore.errorText
                    color: page.errorText
                    font.pixelSize: 15
                    wrapMode: Text.WordWrap
                }
                ActionButton {
                    objectName: "calcSave"
                    Layout.fillWidth: true
                    text: qsTr("Save to history")
                    highlighted: true
                    enabled: calc.canSave && HistoryStore.available
                    font.pixelSize: 22
                    onClicked: calc.save()
                    Accessible.description: qsTr("Stores this result in the game history")
                }
                ActionButton {
                    objectName: "calcScoreSheet"
                    Layout.fillWidth: true
                    text: qsTr("Score sheet (PDF)…")
                    enabled: calc.canSave
                    onClicked: sheetDialog.openFor("mourners-score-sheet.pdf")
                    Accessible.description: qsTr("Writes a printable score sheet of this result")
                }
            }
        }
    }

    // One number of one player: a field that takes sums, what the sum comes to, and why a bad one is
    // not used. A bad field turns red and says why over the form, never in it: the rows below do not
    // move under the pointer (a click meant for the next field would land in this one) and the
    // totals stay on the page.
    component NumberCell: Item {
        id: cell
        required property var rowInfo
        required property int player
        readonly property string error: calc.players[player].errors[rowInfo.field]
        readonly property int value: calc.players[player].values[rowInfo.field]

        Layout.fillWidth: true
        Layout.preferredWidth: 100
        Layout.alignment: Qt.AlignTop
        implicitWidth: 100
        implicitHeight: field.implicitHeight

        TextField {
            id: field
            objectName: "calc_" + cell.rowInfo.field + "_" + cell.player
            //! Why the text does not read; empty when it does.
            readonly property string error: cell.error
            width: cell.width
            font.pixelSize: 24
            color: cell.error !== "" ? page.errorText : page.Material.foreground
            horizontalAlignment: TextInput.AlignHCenter
            placeholderText: "0"
            // Readable on the field (4.5:1), lighter than what is typed.
            placeholderTextColor: Material.theme === Material.Dark ? "#b0b0b0" : "#6b6b6b"
            selectByMouse: true
            inputMethodHints: Qt.ImhFormattedNumbersOnly
            rightPadding: sumLabel.visible ? sumLabel.implicitWidth + 8 : 6
            Material.accent: cell.error !== "" ? page.errorText : page.Material.accent
            // Kept by the calculator: fields made again (another player count) show what was typed.
            Component.onCompleted: text = calc.fieldText(cell.player, cell.rowInfo.field)
            onTextChanged: calc.setField(cell.player, cell.rowInfo.field, text)
            Keys.onReturnPressed: nextItemInFocusChain().forceActiveFocus()
            Keys.onEnterPressed: nextItemInFocusChain().forceActiveFocus()
            //: %1 a player's name, %2 what the field counts, e.g. "Unity".
            Accessible.name: qsTr("%1: %2").arg(calc.players[cell.player].shownName).arg(cell.rowInfo.label)
            Accessible.description: cell.error !== "" ? cell.error : qsTr("A number or a sum like 3+6+2")

            Label {
                id: sumLabel
                anchors.right: parent.right
                anchors.rightMargin: 4
                anchors.verticalCenter: parent.verticalCenter
                visible: cell.error === "" && /[^0-9\s]/.test(field.text)
                text: "= " + cell.value
                font.pixelSize: 18
                color: page.mutedText
            }

            Connections {
                target: calc
                function onCleared() { field.text = "" }
            }
        }
        // The reason, under the field while it has the focus or the pointer, over what is below.
        ToolTip {
            objectName: "calcError_" + cell.rowInfo.field + "_" + cell.player
            parent: field
            y: field.height
            visible: cell.error !== "" && (field.activeFocus || field.hovered)
            text: cell.error
            font.pixelSize: 16
            delay: 0
            timeout: -1
        }
    }
}
