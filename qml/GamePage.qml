import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// A game: first a short setup form, then the table as the app sees it, readable from across the
// table. Every change goes through GameController (actions in the notation of docs/cli.md).
Page {
    id: page

    //! True once the setup form has started a game.
    property bool started: false
    //! "table" or "digital": preselected in the setup form.
    property string initialMode: "table"

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color panelColor: dark ? "#3a3a3a" : "#ffffff"
    readonly property color borderColor: dark ? "#5a5a5a" : "#cfd8dc"
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property color errorColor: dark ? "#5c1f1f" : "#fdecea"
    readonly property color errorText: dark ? "#ffcdd2" : "#8e1c1c"
    readonly property var seatColors: dark ? ["#ef9a9a", "#90caf9", "#a5d6a7", "#ffcc80"]
                                           : ["#c62828", "#1565c0", "#2e7d32", "#e65100"]

    //! Applies one action in the text notation; clears the entry field when it was applied.
    function applyAction(text) {
        if (GameController.applyAction(text)) {
            actionField.text = ""
            return true
        }
        return false
    }

    objectName: "gamePage"
    title: !started ? qsTr("New game")
                    : GameController.mode === "table" ? qsTr("Table game") : qsTr("Digital game")
    background: null
    Accessible.name: title

    Shortcut {
        sequence: "Ctrl+Z"
        enabled: page.started && GameController.canUndo
        onActivated: GameController.undo()
    }
    Shortcut {
        sequence: "Ctrl+Shift+Z"
        enabled: page.started && GameController.canRedo
        onActivated: GameController.redo()
    }

    // A framed box with a title line. Its children fill the area under the title.
    component Panel: Pane {
        id: panel

        property string heading

        // Sized by the layouts, never by the content (whose size follows the panel's: a loop).
        contentWidth: 0
        contentHeight: 0
        padding: 10
        topPadding: heading !== "" ? 34 : 10

        background: Rectangle {
            color: page.panelColor
            radius: 8
            border.width: 1
            border.color: page.borderColor

            Label {
                x: 12
                y: 7
                width: parent.width - 24
                text: panel.heading
                visible: text !== ""
                font.pixelSize: 16
                font.weight: Font.DemiBold
                font.capitalization: Font.AllUppercase
                color: page.mutedText
                elide: Text.ElideRight
            }
        }
    }

    // A big number with a caption above and a note below (meters, supply).
    component BigNumber: Panel {
        id: bigNumber
        property string value
        property string note

        Layout.fillWidth: true
        Layout.fillHeight: true
        Accessible.role: Accessible.StaticText
        Accessible.name: heading + ": " + value + (note !== "" ? ", " + note : "")

        Label {
            id: valueLabel
            anchors.left: parent.left
            anchors.verticalCenter: parent.verticalCenter
            anchors.verticalCenterOffset: -2
            text: bigNumber.value
            font.pixelSize: 44
            font.weight: Font.Bold
        }
        Label {
            anchors.left: valueLabel.right
            anchors.leftMargin: 12
            anchors.right: parent.right
            anchors.verticalCenter: valueLabel.verticalCenter
            text: bigNumber.note
            font.pixelSize: 18
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
            color: page.mutedText
        }
    }

    // One number of a player panel: a small caption over the value.
    component Stat: ColumnLayout {
        id: stat
        property string caption
        property int value

        spacing: 0
        Layout.fillWidth: true
        Accessible.role: Accessible.StaticText
        Accessible.name: caption + ": " + value

        Label {
            Layout.fillWidth: true
            text: stat.caption
            font.pixelSize: 13
            color: page.mutedText
            elide: Text.ElideRight
            horizontalAlignment: Text.AlignHCenter
        }
        Label {
            Layout.fillWidth: true
            text: stat.value
            font.pixelSize: 24
            font.weight: Font.DemiBold
            horizontalAlignment: Text.AlignHCenter
        }
    }

    // ---------------------------------------------------------------------------------------------
    // Setup form
    ColumnLayout {
        id: setupForm

        property int players: 3
        property int oldest: 0
        property bool table: page.initialMode === "table"

        objectName: "gameSetupForm"
        visible: !page.started
        anchors.centerIn: parent
        width: Math.min(parent.width - 96, 760)
        spacing: 14

        Label {
            Layout.fillWidth: true
            text: qsTr("Who is playing?")
            font.pixelSize: 36
            font.weight: Font.DemiBold
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }

        RowLayout {
            spacing: 10
            Label {
                Layout.preferredWidth: 200
                text: qsTr("Players")
            }
            Repeater {
                model: [2, 3, 4]
                ActionButton {
                    required property int modelData
                    objectName: "playerCount" + modelData
                    text: modelData
                    checkable: true
                    checked: setupForm.players === modelData
                    Layout.preferredWidth: 72
                    onClicked: {
                        setupForm.players = modelData
                        setupForm.oldest = Math.min(setupForm.oldest, modelData - 1)
                    }
                    //: %1 is 2, 3 or 4.
                    Accessible.name: qsTr("%1 players").arg(modelData)
                }
            }
        }

        RowLayout {
            spacing: 10
            Label {
                Layout.preferredWidth: 200
                text: qsTr("Game")
            }
            ActionButton {
                objectName: "modeTable"
                text: qsTr("On the table")
                checkable: true
                checked: setupForm.table
                onClicked: setupForm.table = true
                Accessible.description: qsTr("The app follows a game played with the physical board")
            }
            ActionButton {
                objectName: "modeDigital"
                text: qsTr("On this computer")
                checkable: true
                checked: !setupForm.table
                onClicked: setupForm.table = false
                Accessible.description: qsTr("The app draws the cards and rolls the dice")
            }
        }

        Repeater {
            id: nameRows
            model: 4

            RowLayout {
                required property int index
                readonly property alias name: nameField.text

                visible: index < setupForm.players
                spacing: 10

                Label {
                    Layout.preferredWidth: 200
                    //: %1 is the seat number 1-4.
                    text: qsTr("Player %1").arg(index + 1)
                    color: page.seatColors[index]
                    font.weight: Font.DemiBold
                }
                TextField {
                    id: nameField
                    objectName: "playerName" + index
                    Layout.fillWidth: true
                    placeholderText: qsTr("Player %1").arg(index + 1)
                    maximumLength: 24
                    selectByMouse: true
                    //: %1 is the seat number 1-4.
                    Accessible.name: qsTr("Name of player %1").arg(index + 1)
                }
                ActionButton {
                    objectName: "oldest" + index
                    text: qsTr("Oldest")
                    checkable: true
                    checked: setupForm.oldest === index
                    onClicked: setupForm.oldest = index
                    //: %1 is the seat number 1-4. The oldest player starts with the Alltaker.
                    Accessible.name: qsTr("Player %1 is the oldest").arg(index + 1)
                }
            }
        }

        Label {
            Layout.fillWidth: true
            text: qsTr("The oldest player starts with the Alltaker and chooses first.")
            color: page.mutedText
            wrapMode: Text.WordWrap
            font.pixelSize: 17
        }

        Label {
            id: setupErrorLabel
            objectName: "setupError"
            Layout.fillWidth: true
            visible: text !== ""
            text: ""
            color: page.errorText
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }

        ActionButton {
            objectName: "startGame"
            Layout.alignment: Qt.AlignRight
            Layout.preferredWidth: 240
            Layout.preferredHeight: 56
            text: qsTr("Start the game")
            highlighted: true
            font.pixelSize: 24
            onClicked: {
                const names = []
                for (let i = 0; i < setupForm.players; ++i)
                    names.push(nameRows.itemAt(i).name)
                const seed = Math.floor(Math.random() * 2147483647)
                if (GameController.newGame(setupForm.players, names, setupForm.table, setupForm.oldest, seed)) {
                    page.started = true
                    actionField.forceActiveFocus()
                } else {
                    setupErrorLabel.text = GameController.lastError
                }
            }
        }
    }
    // ---------------------------------------------------------------------------------------------
    // The game
    ColumnLayout {
        id: gameView
        objectName: "gameView"
        visible: page.started
        anchors.fill: parent
        anchors.margins: 12
        spacing: 10

        // Round, meters, supply, undo and redo.
        RowLayout {
            Layout.fillWidth: true
            // Nested layouts inherit fillHeight from their children: keep this strip its size.
            Layout.fillHeight: false
            Layout.preferredHeight: 100
            spacing: 10

            Panel {
                Layout.preferredWidth: 240
                Layout.fillHeight: true
                heading: GameController.round > 0 ? qsTr("Round %1").arg(GameController.round) : qsTr("Before round 1")
                Accessible.role: Accessible.StaticText
                Accessible.name: heading + ": " + GameController.phaseName

                Label {
                    objectName: "phaseName"
                    anchors.fill: parent
                    text: GameController.phaseName
                    font.pixelSize: 21
                    font.weight: Font.DemiBold
                    wrapMode: Text.WordWrap
                    verticalAlignment: Text.AlignVCenter
                    maximumLineCount: 2
                    elide: Text.ElideRight
                }
            }
            BigNumber {
                objectName: "suspicion"
                Layout.preferredWidth: 230
                heading: qsTr("Suspicion")
                value: GameController.suspicion + "/" + GameController.suspicionMax
                //: %1 Etherea owed at the current suspicion (D-TITHE).
                note: qsTr("tithe owed %1").arg(GameController.titheOwedNow)
            }
            BigNumber {
                objectName: "threat"
                Layout.preferredWidth: 250
                heading: qsTr("Threat")
                value: GameController.threat + "/" + GameController.threatMax
                //: %1 figures allowed per location at the current threat (D-THREAT-LIMIT).
                note: qsTr("limit %1 per location").arg(GameController.locationLimitNow)
            }
            BigNumber {
                objectName: "unitySupply"
                Layout.preferredWidth: 170
                Layout.maximumWidth: 170
                heading: qsTr("Unity supply")
                value: GameController.unitySupply
            }
            BigNumber {
                objectName: "forge"
                Layout.preferredWidth: 180
                Layout.maximumWidth: 180
                heading: qsTr("Dirth Forge")
                value: GameController.forge
                note: qsTr("Etherea")
            }
            ColumnLayout {
                Layout.preferredWidth: 120
                Layout.fillHeight: true
                spacing: 6
                ActionButton {
                    objectName: "undoButton"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    text: qsTr("Undo")
                    enabled: GameController.canUndo
                    onClicked: GameController.undo()
                    Accessible.name: qsTr("Undo the last action")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Undo (Ctrl+Z)")
                }
                ActionButton {
                    objectName: "redoButton"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    text: qsTr("Redo")
                    enabled: GameController.canRedo
                    onClicked: GameController.redo()
                    Accessible.name: qsTr("Redo the action undone last")
                    ToolTip.visible: hovered
                    ToolTip.text: qsTr("Redo (Ctrl+Shift+Z)")
                }
            }
        }

        // What the game waits for.
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: decisionLabel.implicitHeight + 20
            radius: 8
            color: page.Material.accentColor

            Label {
                id: decisionLabel
                objectName: "decisionText"
                anchors.fill: parent
                anchors.leftMargin: 16
                anchors.rightMargin: 16
                verticalAlignment: Text.AlignVCenter
                text: GameController.decisionText
                color: page.dark ? "#1b1b1b" : "white"
                font.pixelSize: 24
                font.weight: Font.DemiBold
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                //: Read out before the pending decision, e.g. "Now: Ada's turn ...".
                Accessible.name: qsTr("Now: %1").arg(text)
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10

            // One panel per player.
            ColumnLayout {
                Layout.preferredWidth: 390
                Layout.maximumWidth: 390
                Layout.fillHeight: true
                spacing: 8

                Repeater {
                    model: GameController.players

                    Rectangle {
                        required property var modelData

                        objectName: "player" + modelData.seat
                        Layout.fillWidth: true
                        Layout.fillHeight: true
                        radius: 8
                        color: page.panelColor
                        border.width: modelData.isCurrent ? 3 : 1
                        border.color: modelData.isCurrent ? page.Material.accentColor : page.borderColor
                        Accessible.role: Accessible.Grouping
                        //: %1 a player's name, %2 their score.
                        Accessible.name: qsTr("%1, score %2").arg(modelData.name).arg(modelData.score)

                        Rectangle {
                            width: 6
                            anchors.top: parent.top
                            anchors.bottom: parent.bottom
                            anchors.left: parent.left
                            anchors.margins: 6
                            radius: 3
                            color: page.seatColors[parent.modelData.seat]
                        }

                        ColumnLayout {
                            anchors.fill: parent
                            anchors.leftMargin: 20
                            anchors.rightMargin: 10
                            anchors.topMargin: 4
                            anchors.bottomMargin: 4
                            spacing: 2

                            RowLayout {
                                Layout.fillWidth: true
                                spacing: 8
                                Label {
                                    Layout.maximumWidth: 220
                                    text: modelData.name
                                    font.pixelSize: 21
                                    font.weight: Font.DemiBold
                                    elide: Text.ElideRight
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: modelData.faction
                                    font.pixelSize: 17
                                    color: page.mutedText
                                    elide: Text.ElideRight
                                    //: %1 a faction: the one the player declared.
                                    Accessible.name: qsTr("faction %1").arg(text)
                                }
                                Label {
                                    visible: modelData.isAlltaker
                                    text: qsTr("Alltaker")
                                    font.pixelSize: 15
                                    font.weight: Font.DemiBold
                                    color: page.seatColors[modelData.seat]
                                    Accessible.name: qsTr("holds the Alltaker")
                                }
                                Label {
                                    visible: modelData.hasDreadsbane
                                    text: qsTr("Dreadsbane")
                                    font.pixelSize: 15
                                    font.weight: Font.DemiBold
                                    color: page.seatColors[modelData.seat]
                                    Accessible.name: qsTr("holds the Dreadsbane token")
                                }
                            }
                            RowLayout {
                                Layout.fillWidth: true
                                spacing: 2
                                Stat {
                                    //: Score so far; marked * in digital play, where the motive bonus stays hidden.
                                    caption: modelData.scoreIsPartial ? qsTr("Score*") : qsTr("Score")
                                    value: modelData.score
                                }
                                Stat { caption: qsTr("Etherea"); value: modelData.etherea }
                                Stat { caption: qsTr("Unity"); value: modelData.unity }
                                Stat { caption: qsTr("Bone"); value: modelData.bone }
                                Stat { caption: qsTr("Flesh"); value: modelData.flesh }
                                Stat { caption: qsTr("Spirit"); value: modelData.spirit }
                            }
                            RowLayout {
                                Layout.fillWidth: true
                                spacing: 2
                                Item { Layout.fillWidth: true }
                                Stat { caption: qsTr("Bases"); value: modelData.bases }
                                Stat { caption: qsTr("Crypt"); value: modelData.crypt }
                                Stat { caption: qsTr("Board"); value: modelData.onBoard }
                                Stat { caption: qsTr("Mourners"); value: modelData.mourners }
                                Stat { caption: qsTr("Cards"); value: modelData.hand }
                            }
                            // With few players the numbers stay together at the top.
                            Item { Layout.fillHeight: true }
                        }
                    }
                }
            }

            // The twelve locations with everyone's figures.
            Panel {
                objectName: "locations"
                Layout.preferredWidth: 400
                Layout.maximumWidth: 400
                Layout.fillHeight: true
                readonly property bool malavestrosOnBoard: GameController.locations.some(l => l.malavestros)
                //: %1 the figure limit per location at the current threat.
                heading: qsTr("Locations (limit %1)").arg(GameController.locationLimitNow)
                         //: Legend of the mark shown beside the location where Malavestros stands.
                         + (malavestrosOnBoard ? "  \u25c6 " + qsTr("Malavestros") : "")
                Accessible.role: Accessible.List
                Accessible.name: qsTr("Locations")

                Column {
                    anchors.fill: parent
                    spacing: 0

                    Repeater {
                        model: GameController.locations

                        Rectangle {
                            required property var modelData
                            required property int index

                            width: parent.width
                            height: Math.floor(parent.height / 12)
                            radius: 4
                            color: modelData.overCrowded ? page.errorColor
                                   : index % 2 === 1 ? (page.dark ? "#333333" : "#f5f7f8") : "transparent"
                            Accessible.role: Accessible.ListItem
                            //: %1 number, %2 name of a location, %3 figures there.
                            Accessible.name: qsTr("%1 %2: %3 figures").arg(modelData.number).arg(modelData.name)
                                             .arg(modelData.total)
                                             + (modelData.overCrowded ? ", " + qsTr("over-crowded") : "")
                                             + (modelData.malavestros ? ", " + qsTr("Malavestros") : "")

                            RowLayout {
                                anchors.fill: parent
                                anchors.leftMargin: 4
                                anchors.rightMargin: 4
                                spacing: 4

                                Label {
                                    Layout.preferredWidth: 28
                                    text: modelData.number
                                    font.pixelSize: 18
                                    font.weight: Font.Bold
                                    horizontalAlignment: Text.AlignRight
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: modelData.name + (modelData.malavestros ? " \u25c6" : "")
                                    font.pixelSize: 18
                                    elide: Text.ElideRight
                                    color: modelData.overCrowded ? page.errorText : page.Material.foreground
                                }
                                Repeater {
                                    model: modelData.figures
                                    Rectangle {
                                        required property int modelData
                                        required property int index
                                        Layout.preferredWidth: 30
                                        Layout.preferredHeight: 28
                                        radius: 4
                                        color: modelData > 0 ? page.seatColors[index] : "transparent"
                                        border.width: 1
                                        border.color: modelData > 0 ? page.seatColors[index] : page.borderColor
                                        Label {
                                            anchors.centerIn: parent
                                            text: parent.modelData
                                            font.pixelSize: 17
                                            font.weight: Font.DemiBold
                                            color: parent.modelData > 0 ? (page.dark ? "#1b1b1b" : "white")
                                                                        : page.mutedText
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }

            // Entering actions, the legal ones, the log.
            ColumnLayout {
                Layout.fillWidth: true
                Layout.fillHeight: true
                spacing: 8

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8
                    TextField {
                        id: actionField
                        objectName: "actionField"
                        Layout.fillWidth: true
                        placeholderText: qsTr("Type an action, e.g. %1").arg(
                                             GameController.legalActions.length > 0 ? GameController.legalActions[0]
                                                                                    : "pass")
                        font.pixelSize: 20
                        selectByMouse: true
                        inputMethodHints: Qt.ImhNoAutoUppercase | Qt.ImhNoPredictiveText
                        onAccepted: page.applyAction(text)
                        // A text field takes Ctrl+Z for its own text before any Shortcut sees it.
                        // When there is no text to undo, Ctrl+Z / Ctrl+Shift+Z undo and redo the game.
                        Keys.onPressed: event => {
                            if (text !== "" || event.key !== Qt.Key_Z)
                                return
                            if (event.modifiers === Qt.ControlModifier) {
                                GameController.undo()
                                event.accepted = true
                            } else if (event.modifiers === (Qt.ControlModifier | Qt.ShiftModifier)) {
                                GameController.redo()
                                event.accepted = true
                            }
                        }
                        Accessible.name: qsTr("Action to apply")
                        Accessible.description: qsTr("An action in the text notation; Enter applies it")
                    }
                    ActionButton {
                        objectName: "applyButton"
                        text: qsTr("Apply")
                        highlighted: true
                        enabled: actionField.text.trim() !== ""
                        onClicked: page.applyAction(actionField.text)
                        Accessible.name: qsTr("Apply the typed action")
                    }
                }

                Rectangle {
                    objectName: "errorBanner"
                    Layout.fillWidth: true
                    Layout.preferredHeight: errorLabel.implicitHeight + 16
                    visible: GameController.lastError !== ""
                    radius: 6
                    color: page.errorColor
                    border.width: 1
                    border.color: page.errorText

                    Label {
                        id: errorLabel
                        objectName: "errorText"
                        anchors.fill: parent
                        anchors.margins: 8
                        anchors.rightMargin: 40
                        text: GameController.lastError
                        color: page.errorText
                        font.pixelSize: 17
                        wrapMode: Text.WordWrap
                        Accessible.role: Accessible.AlertMessage
                        Accessible.name: text
                    }
                    ToolButton {
                        anchors.right: parent.right
                        anchors.top: parent.top
                        text: "\u2715"
                        font.pixelSize: 16
                        Material.foreground: page.errorText
                        onClicked: GameController.clearError()
                        Accessible.name: qsTr("Dismiss the message")
                    }
                }

                Panel {
                    objectName: "legalActions"
                    Layout.fillWidth: true
                    // Five rows of actions; the log takes the rest.
                    Layout.fillHeight: false
                    Layout.preferredHeight: 254
                    heading: GameController.legalActionCount > GameController.legalActions.length
                             //: %1 actions listed, %2 all legal actions.
                             ? qsTr("Legal actions: first %1 of %2").arg(GameController.legalActions.length)
                                   .arg(GameController.legalActionCount)
                             //: %1 the number of legal actions.
                             : qsTr("Legal actions (%1)").arg(GameController.legalActionCount)

                    GridView {
                        id: actionList
                        anchors.fill: parent
                        clip: true
                        cellWidth: Math.floor(width / 2)
                        cellHeight: 42
                        model: GameController.legalActions
                        boundsBehavior: Flickable.StopAtBounds
                        Accessible.role: Accessible.List
                        Accessible.name: qsTr("Legal actions")
                        ScrollBar.vertical: ScrollBar {}

                        delegate: AbstractButton {
                            id: actionRow
                            required property string modelData
                            width: actionList.cellWidth - 6
                            height: actionList.cellHeight - 6
                            text: modelData
                            focusPolicy: Qt.StrongFocus
                            onClicked: page.applyAction(modelData)
                            //: %1 an action in the notation, e.g. "keep bone".
                            Accessible.name: qsTr("Apply %1").arg(modelData)

                            contentItem: Label {
                                text: actionRow.text
                                font.pixelSize: 18
                                leftPadding: 10
                                verticalAlignment: Text.AlignVCenter
                                elide: Text.ElideRight
                            }
                            background: Rectangle {
                                radius: 5
                                color: actionRow.down ? (page.dark ? "#555555" : "#cfd8dc")
                                       : actionRow.hovered ? (page.dark ? "#4a4a4a" : "#eceff1")
                                       : (page.dark ? "#424242" : "#f5f7f8")
                                border.width: actionRow.visualFocus ? 2 : 1
                                border.color: actionRow.visualFocus ? page.Material.accentColor : page.borderColor
                            }
                        }
                    }
                }

                Panel {
                    objectName: "gameLog"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    heading: qsTr("Log")

                    ListView {
                        id: logView
                        anchors.fill: parent
                        clip: true
                        spacing: 4
                        model: GameController.log
                        boundsBehavior: Flickable.StopAtBounds
                        Accessible.role: Accessible.List
                        Accessible.name: qsTr("Game log")
                        ScrollBar.vertical: ScrollBar {}
                        onCountChanged: Qt.callLater(logView.positionViewAtEnd)

                        delegate: Label {
                            id: logRow
                            required property var model
                            width: logView.width - 12
                            // The rule id must not break at its hyphens: non-breaking ones there.
                            text: logRow.model.rule === "" ? logRow.model.text
                                  : logRow.model.text.replace("[" + logRow.model.rule + "]",
                                                              "[" + logRow.model.rule.replace(/-/g, "\u2011") + "]")
                            font.pixelSize: 17
                            wrapMode: Text.WordWrap
                            Accessible.role: Accessible.ListItem
                            Accessible.name: text
                        }
                    }
                }
            }
        }
    }
}
