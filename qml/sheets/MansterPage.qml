import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The manster duel's battle tracker: first the players, then one panel per player (direct damage,
// the two slabs with their stacks' health, damage and damage taken), the turn's steps (swap, attack,
// end of turn), undo and the log. The rules are MansterBattle's; this page shows and asks.
Page {
    id: page

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property color errorText: dark ? "#ff8a80" : "#b71c1c"
    readonly property var seatColors: dark ? ["#ef9a9a", "#90caf9", "#a5d6a7", "#ffcc80", "#ce93d8", "#80deea"]
                                           : ["#c62828", "#1565c0", "#2e7d32", "#e65100", "#6a1b9a", "#00838f"]
    //! The battle behind the page (the one of the home screen's tiles).
    readonly property var battle: MansterBattle
    //! The last refusal of a button of the page (shown in the error colour until the next step).
    property string refusal: ""
    //! Players chosen on the setup form.
    property int setupCount: 3
    //! Counts the edits of the setup's names: the first-player list follows what is typed.
    property int namesRevision: 0
    //! Two rows of players (4 to 6): a slab shows its figures, the cards are behind "Cards…".
    readonly property bool compact: MansterBattle.playerCount > 3

    //! Runs a step of the battle; a refusal stays on screen.
    function run(reason) {
        refusal = reason
        return reason === ""
    }

    //! The size of cell `index` of `count` equal cells in a row of `total`, `spacing` apart, on whole
    //! pixels as Qt Quick Layouts place cells (a positioner keeps the fractions: blurred text).
    function cellSize(total, count, spacing, index) {
        const cell = (total - spacing * (count - 1)) / count
        return Math.round((index + 1) * cell + index * spacing) - Math.round(index * (cell + spacing))
    }

    function openCardDialog(player, slab) {
        cardDialog.toGrave = false
        cardDialog.player = player
        cardDialog.slab = slab
        cardDialog.error = ""
        healthBox.value = 1
        damageBox.value = 1
        anyStack.checked = false
        anyTime.checked = false
        cardDialog.open()
    }

    //! A card from a hand to the bottom of the graveyard (the turn's player's, unless changed there).
    function openDiscardDialog() {
        openCardDialog(Math.max(0, MansterBattle.turnPlayer), 0)
        cardDialog.toGrave = true
        discardWho.currentIndex = Math.max(0, MansterBattle.turnPlayer)
        playedBox.checked = false
    }

    //! After Start the setup (and this button) goes: the keyboard to the battle's first decision, the
    //! first "+ Card" (the opening stacks come first), with its ring when a key pressed Start.
    function focusFirstCard() {
        let item = battleColumn
        for (let i = 0; i < 100; ++i) {
            item = item.nextItemInFocusChain(true)
            if (!item || item === battleColumn)
                return
            if (item.objectName.startsWith("mansterAdd") && item.visible && item.enabled) {
                const w = page.Window.window
                item.forceActiveFocus(w && w.keyboardUsed === true ? Qt.TabFocusReason : Qt.OtherFocusReason)
                return
            }
        }
    }
    //! A dialog that opens takes the keyboard: its first button or field, with its ring when the
    //! keyboard is in use (Main gives it back where it was when the dialog closes).
    function focusInDialog(dialog) {
        const first = dialog.contentItem.nextItemInFocusChain(true)
        if (!first)
            return
        const w = page.Window.window
        first.forceActiveFocus(w && w.keyboardUsed === true ? Qt.TabFocusReason : Qt.OtherFocusReason)
    }
    function openStackDialog(player, slab) {
        MansterBattle.showStack(player, slab)
        stackDialog.player = player
        stackDialog.slab = slab
        stackDialog.error = ""
        stackDialog.open()
    }

    //! Where a label's tip shows while the pointer rests on it; a press there hides the tip until the
    //! pointer leaves, since the click may change the screen under it.
    component TipArea: Item {
        id: tipArea
        //! The tip is wanted now.
        readonly property bool showTip: tipHover.hovered && !pressedHere
        property bool pressedHere: false
        anchors.fill: parent
        HoverHandler {
            id: tipHover
            onHoveredChanged: if (!hovered) tipArea.pressedHere = false
        }
        TapHandler {
            onPressedChanged: if (pressed) tipArea.pressedHere = true
        }
    }

    objectName: "mansterPage"
    //! The keys of this screen, for the Keys sheet ("?").
    readonly property var keyList: [
        { keys: qsTr("Ctrl+Z"), what: qsTr("Undo the last step") },
        { keys: qsTr("Ctrl+Shift+Z or Ctrl+Y"), what: qsTr("Redo") },
        { keys: qsTr("Tab, Shift+Tab"), what: qsTr("To the next or the previous button or field") },
        { keys: qsTr("Enter or Space"), what: qsTr("Press the button that has the ring; in a card's dialog, Enter adds the card") },
        { keys: qsTr("Esc"), what: qsTr("Close a dialog without a change") }
    ]
    title: qsTr("Manster duel: battle tracker")
    background: null
    Accessible.name: title

    Component.onDestruction: MansterBattle.close()

    Shortcut {
        sequences: [StandardKey.Undo]
        enabled: MansterBattle.steps.canUndo && !cardDialog.opened && !stackDialog.opened && !attackDialog.opened
                 && !graveDialog.opened
        onActivated: { page.refusal = ""; MansterBattle.undo() }
    }
    Shortcut {
        sequences: [StandardKey.Redo]
        enabled: MansterBattle.steps.canRedo && !cardDialog.opened && !stackDialog.opened && !attackDialog.opened
                 && !graveDialog.opened
        onActivated: { page.refusal = ""; MansterBattle.redo() }
    }

    // --- the players, before the battle ------------------------------------------------------------
    ColumnLayout {
        objectName: "mansterSetup"
        visible: !MansterBattle.running
        anchors.centerIn: parent
        width: Math.min(parent.width - 64, 760)
        spacing: 12

        Label {
            Layout.fillWidth: true
            text: qsTr("Who is in the battle?")
            font.pixelSize: 32
            font.weight: Font.DemiBold
        }
        RowLayout {
            spacing: 8
            Label {
                text: qsTr("Players")
                font.pixelSize: 20
            }
            Repeater {
                model: [2, 3, 4, 5, 6]
                delegate: ActionButton {
                    required property int modelData
                    objectName: "mansterPlayers" + modelData
                    text: modelData
                    checked: page.setupCount === modelData
                    onClicked: {
                        page.setupCount = modelData
                        if (firstBox.chosen >= modelData)
                            firstBox.chosen = 0
                    }
                    Accessible.name: qsTr("%1 players").arg(modelData)
                }
            }
        }
        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 12
            rowSpacing: 8
            Repeater {
                id: nameFields
                model: 6
                delegate: TextField {
                    required property int index
                    objectName: "mansterName" + index
                    visible: index < page.setupCount
                    Layout.fillWidth: true
                    placeholderText: qsTr("Player %1").arg(index + 1)
                    // Readable on the field (4.5:1), lighter than what is typed.
                    placeholderTextColor: Material.theme === Material.Dark ? "#b0b0b0" : "#6b6b6b"
                    font.pixelSize: 22
                    color: page.seatColors[index] || "transparent"
                    maximumLength: 24
                    selectByMouse: true
                    onTextChanged: page.namesRevision++
                    Accessible.name: qsTr("Name of player %1").arg(index + 1)
                }
            }
        }
        RowLayout {
            spacing: 12
            Label {
                text: qsTr("Plays first after the opening stacks")
                font.pixelSize: 20
            }
            AppComboBox {
                id: firstBox
                // The shown choice, read as the box's value (Material's text field inside has no name).
                contentItem.Accessible.name: displayText
                objectName: "mansterFirst"
                Layout.preferredWidth: 240
                font.pixelSize: 20
                //! The seat chosen (kept while the names are typed).
                property int chosen: 0
                currentIndex: chosen
                onActivated: i => chosen = i
                model: {
                    page.namesRevision // the names as typed
                    const names = []
                    for (let i = 0; i < page.setupCount; ++i) {
                        const f = nameFields.itemAt(i)
                        names.push(f && f.text.trim() !== "" ? f.text.trim() : qsTr("Player %1").arg(i + 1))
                    }
                    return names
                }
                Accessible.name: qsTr("First player")
                ToolTip.visible: (hovered || visualFocus) && !tipHidden
                //! Pressed since the pointer came: the tip stays hidden until it leaves (the click changes the screen).
                property bool tipHidden: false
                onHoveredChanged: if (!hovered) tipHidden = false
                onPressedChanged: if (pressed) tipHidden = true
                ToolTip.text: qsTr("The player whose manster had the most health when drawn for the first player")
            }
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Everyone builds an opening stack of up to 3 cards first: enter those cards on the players' slabs, then end the opening and play turns.")
            font.pixelSize: 18
            color: page.mutedText
            wrapMode: Label.WordWrap
        }
        // The battle's options (saved with it): D-MAN-MEAT.
        CheckBox {
            id: meatTwiceBox
            objectName: "mansterMeatTwice"
            Layout.fillWidth: true
            //: D-MAN-MEAT, a table's option for the battle.
            text: qsTr("A meat card removed from a full stack counts twice: its health leaves the stack and is dealt to it as damage too")
            font.pixelSize: 18
            Accessible.name: text
            contentItem: Label {
                leftPadding: meatTwiceBox.indicator.width + meatTwiceBox.spacing
                text: meatTwiceBox.text
                font: meatTwiceBox.font
                wrapMode: Label.WordWrap
                verticalAlignment: Label.AlignVCenter
            }
            ToolTip.visible: (hovered || visualFocus) && !tipHidden
            //! Pressed since the pointer came: the tip stays hidden until it leaves (the click changes the screen).
            property bool tipHidden: false
            onHoveredChanged: if (!hovered) tipHidden = false
            onPressedChanged: if (pressed) tipHidden = true
            ToolTip.delay: 600
            //: The rulebook's sentence (MAN-MEAT-1) and the default reading.
            ToolTip.text: qsTr("The rulebook: “that stack takes damage equivalent to the health on that meat card”. Unticked, the health leaving the stack is that damage (counted once).")
        }
        FieldError {
            objectName: "mansterSetupError"
            message: page.refusal
        }
        ActionButton {
            objectName: "mansterStart"
            text: qsTr("Start the battle")
            highlighted: true
            onClicked: {
                const names = []
                for (let i = 0; i < page.setupCount; ++i)
                    names.push(nameFields.itemAt(i).text)
                if (page.run(MansterBattle.start(names, firstBox.currentIndex, meatTwiceBox.checked)))
                    Qt.callLater(page.focusFirstCard)
            }
        }
    }

    // --- the battle --------------------------------------------------------------------------------
    ColumnLayout {
        id: battleColumn
        objectName: "mansterBattle"
        visible: MansterBattle.running
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8

        // Whose turn and what now; the turn's steps.
        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            Label {
                objectName: "mansterStatus"
                Layout.fillWidth: true
                text: MansterBattle.status
                // Up to three lines beside the turn's buttons (German needs them); the winner's line
                // has the room of the buttons that go with the end.
                font.pixelSize: MansterBattle.over ? 24 : 16
                font.weight: Font.DemiBold
                color: MansterBattle.over ? page.Material.accentColor : page.Material.foreground
                wrapMode: Label.WordWrap
                maximumLineCount: MansterBattle.over ? 2 : 3
                elide: Label.ElideRight
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            ActionButton {
                objectName: "mansterNewBattle"
                visible: MansterBattle.over
                text: qsTr("New battle")
                highlighted: true
                onClicked: { page.refusal = ""; MansterBattle.close() }
                // The battle's end: the box or button that made it is locked now, the keyboard comes here.
                onVisibleChanged: if (visible) forceActiveFocus(page.Window.window && page.Window.window.keyboardUsed === true
                                                                ? Qt.TabFocusReason : Qt.OtherFocusReason)
            }
            ActionButton {
                objectName: "mansterSwap"
                text: qsTr("Swap slabs")
                // MAN-END-1: the turn's steps are over with the battle (Undo reopens it).
                visible: !MansterBattle.over
                enabled: !MansterBattle.over && !MansterBattle.opening
                onClicked: page.run(MansterBattle.swapSlabs())
                ToolTip.visible: (hovered || visualFocus) && !tipHidden
                //! Pressed since the pointer came: the tip stays hidden until it leaves (the click changes the screen).
                property bool tipHidden: false
                onHoveredChanged: if (!hovered) tipHidden = false
                onPressedChanged: if (pressed) tipHidden = true
                ToolTip.delay: 600
                ToolTip.text: qsTr("The turn's player makes the other slab the active one (before the attack)")
            }
            ActionButton {
                objectName: "mansterAttack"
                text: qsTr("Attack…")
                visible: !MansterBattle.over
                enabled: !MansterBattle.over && !MansterBattle.opening
                // The status changes with every step: it brings the binding up to date.
                highlighted: MansterBattle.status !== ""
                             && MansterBattle.players.get(MansterBattle.turnPlayer, "mustAttack") === true
                onClicked: attackDialog.open()
            }
            ActionButton {
                objectName: "mansterEndTurn"
                //: During the opening stacks the same button begins turn 1 (MAN-TURN-1).
                text: MansterBattle.opening ? qsTr("End the opening") : qsTr("End turn")
                highlighted: MansterBattle.opening
                visible: !MansterBattle.over
                enabled: !MansterBattle.over
                onClicked: page.run(MansterBattle.endTurn())
            }
            ActionButton {
                objectName: "mansterUndo"
                text: qsTr("Undo")
                enabled: MansterBattle.steps.canUndo
                onClicked: { page.refusal = ""; MansterBattle.undo() }
                ToolTip.visible: (hovered || visualFocus) && !tipHidden
                //! Pressed since the pointer came: the tip stays hidden until it leaves (the click changes the screen).
                property bool tipHidden: false
                onHoveredChanged: if (!hovered) tipHidden = false
                onPressedChanged: if (pressed) tipHidden = true
                ToolTip.delay: 600
                ToolTip.text: qsTr("Take back the last step (Ctrl+Z)")
            }
            ActionButton {
                objectName: "mansterRedo"
                text: qsTr("Redo")
                enabled: MansterBattle.steps.canRedo
                onClicked: { page.refusal = ""; MansterBattle.redo() }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10

            // A positioner, not a layout: a battle closed or started anew deletes the panels, and Qt 6.4's
            // layouts crashed on items deleted under them. Equal cells, as the layout made them.
            Grid {
                id: playerGrid
                //! One row of panels, or two with 4 to 6 players.
                readonly property int rowCount: Math.max(1, Math.ceil(playerPanels.count / columns))
                Layout.fillWidth: true
                Layout.fillHeight: true
                Layout.preferredWidth: 110 * columns - 10
                Layout.preferredHeight: 110 * rowCount - 10
                columns: MansterBattle.playerCount <= 3 ? Math.max(1, MansterBattle.playerCount) : 3
                columnSpacing: 10
                rowSpacing: 10

                Repeater {
                    id: playerPanels
                    model: MansterBattle.players
                    delegate: Panel {
                        id: playerPanel
                        required property int index
                        required property string name
                        required property int direct
                        required property bool eliminated
                        required property bool turn
                        required property int place
                        required property int played
                        required property string playedText
                        objectName: "mansterPlayer" + index
                        width: page.cellSize(playerGrid.width, playerGrid.columns, playerGrid.columnSpacing, index % playerGrid.columns)
                        height: page.cellSize(playerGrid.height, playerGrid.rowCount, playerGrid.rowSpacing, Math.floor(index / playerGrid.columns))
                        heading: (turn ? "▶ " : "") + name
                                 //: After a player's name in the battle tracker: they won the battle.
                                 + (place > 0 ? " · " + (place === 1 ? qsTr("winner") : qsTr("place %1", "in the ranking").arg(place))
                                              //: After a player's name in the battle tracker: they are out of the battle.
                                              : eliminated ? " · " + qsTr("out") : "")
                        emphasised: turn
                        opacity: eliminated ? 0.6 : 1

                        ColumnLayout {
                            anchors.fill: parent
                            spacing: 6

                            // Direct damage, the number that eliminates (MAN-END-1).
                            RowLayout {
                                Layout.fillWidth: true
                                spacing: 8
                                Rectangle {
                                    implicitWidth: 10
                                    implicitHeight: 28
                                    radius: 3
                                    color: page.seatColors[playerPanel.index] || "transparent" // undefined while a delegate goes
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: qsTr("Direct damage")
                                    font.pixelSize: 16
                                    // Two lines beside the box when a language needs them (German).
                                    wrapMode: Label.WordWrap
                                    maximumLineCount: 2
                                    lineHeight: 0.9
                                    elide: Label.ElideRight
                                }
                                Label {
                                    text: qsTr("of %1").arg(10)
                                    font.pixelSize: 16
                                    color: page.mutedText
                                }
                                SheetNumberBox {
                                    objectName: "mansterDirect" + playerPanel.index
                                    width: 88
                                    implicitWidth: 88
                                    number: playerPanel.direct
                                    // MAN-END-1: the battle is over; Undo reopens it.
                                    enabled: !MansterBattle.over
                                    font.pixelSize: 24
                                    font.weight: Font.Bold
                                    onPicked: v => page.run(MansterBattle.setDirect(playerPanel.index, v))
                                    Accessible.name: qsTr("%1: direct damage taken (10 eliminates)").arg(playerPanel.name)
                                    ToolTip.visible: (hovered || visualFocus) && !tipHidden
                                    //! Pressed or typed in since the pointer came: the tip stays hidden until it leaves (the click
                                    //! changes the screen under it).
                                    property bool tipHidden: false
                                    readonly property bool touched: up.pressed || down.pressed || activeFocus
                                    onHoveredChanged: if (!hovered) tipHidden = false
                                    onTouchedChanged: if (touched) tipHidden = true
                                    ToolTip.delay: 600
                                    ToolTip.text: qsTr("Direct damage %1 has taken; 10 eliminates. Correct it here for card effects.").arg(playerPanel.name)
                                }
                            }

                            // MAN-TURN-1: the cards of this turn (or of the opening stack), 3 at most.
                            Label {
                                objectName: "mansterPlayed" + playerPanel.index
                                Layout.fillWidth: true
                                // Always there (empty for the others): the slabs do not jump each turn.
                                text: !MansterBattle.over && !playerPanel.eliminated
                                      && (MansterBattle.opening || playerPanel.turn) ? playerPanel.playedText : ""
                                font.pixelSize: 16 // whole in a panel of 3 or more players, also in German
                                font.weight: Font.DemiBold
                                color: playerPanel.played >= MansterBattle.rules.cardsPerTurn ? page.Material.accentColor
                                                                                       : page.Material.foreground
                                elide: Label.ElideRight
                                Accessible.name: text
                            }

                            // A positioner, not the layout itself (see the panels). Each slab at least 96 high, the
                            // rest of the panel shared by the two, as the layout shared it.
                            Column {
                                id: slabColumn
                                Layout.fillWidth: true
                                Layout.fillHeight: true
                                Layout.minimumHeight: 2 * 96 + 6
                                Layout.preferredHeight: 2 * 96 + 6
                                spacing: 6
                                Repeater {
                                    model: MansterBattle.slabs
                                    delegate: Rectangle {
                                        id: slabBox
                                        required property int index
                                        required property int player
                                        required property int slab
                                        required property bool active
                                        required property int health
                                        required property int damage
                                        required property int taken
                                        required property bool full
                                        required property bool empty
                                        required property string summary
                                        //! Setup step 7: the player's one opening stack is on the other slab.
                                        required property bool elsewhere
                                        readonly property string where: MansterBattle.slabName(slab)
                                        visible: player === playerPanel.index
                                        objectName: "mansterSlab" + player + "_" + slab
                                        width: parent ? parent.width : 0
                                        height: Math.max(96, page.cellSize(slabColumn.height, 2, slabColumn.spacing, slab))
                                        radius: 6
                                        clip: true
                                        color: active ? (page.dark ? "#3d3a2e" : "#fff8e1") : "transparent"
                                        border.width: active ? 2 : 1
                                        border.color: active ? page.Material.accentColor : (page.dark ? "#5a5a5a" : "#cfd8dc")

                                        ColumnLayout {
                                            anchors.left: parent.left
                                            anchors.right: parent.right
                                            anchors.top: parent.top
                                            anchors.margins: 6
                                            spacing: 2

                                            // The slab, its state, and what can be done with its stack.
                                            RowLayout {
                                                Layout.fillWidth: true
                                                spacing: 4
                                                Label {
                                                    Layout.fillWidth: true
                                                    elide: Label.ElideRight
                                                    text: slabBox.where
                                                    font.pixelSize: 14 // whole beside the badge and two buttons, also in German
                                                    // Three players' slabs beside each other: a smaller font before a cut.
                                                    fontSizeMode: Text.HorizontalFit
                                                    minimumPixelSize: 10
                                                    font.weight: Font.DemiBold
                                                    font.capitalization: Font.AllUppercase
                                                    color: slabBox.active ? page.Material.accentColor : page.mutedText
                                                }
                                                Label {
                                                    visible: slabBox.active
                                                    //: Badge of the slab that attacks and takes damage now (an adjective).
                                                    text: qsTr("active")
                                                    font.pixelSize: 14
                                                    font.weight: Font.Bold
                                                    color: page.dark ? "#1b1b1b" : "white"
                                                    leftPadding: 6
                                                    rightPadding: 6
                                                    background: Rectangle {
                                                        radius: 8
                                                        color: page.Material.accentColor
                                                    }
                                                    ToolTip.visible: activeHover.showTip
                                                    ToolTip.text: qsTr("The active slab attacks and can be attacked; the other is safe")
                                                    TipArea { id: activeHover }
                                                }
                                                PlainToolButton {
                                                    objectName: "mansterAdd" + slabBox.player + "_" + slabBox.slab
                                                    font.capitalization: Font.MixedCase
                                                    leftPadding: 3
                                                    rightPadding: 3
                                                    // No room kept above and below: with 4 to 6 players a slab is
                                                    // 96 high and its damage-taken row must fit under this one.
                                                    topInset: 0
                                                    bottomInset: 0
                                                    topPadding: 2
                                                    bottomPadding: 2
                                                    implicitHeight: 32
                                                    text: qsTr("+ Card")
                                                    font.pixelSize: 16
                                                    // Setup step 7: no card on the other slab of an opening stack.
                                                    enabled: !playerPanel.eliminated && !MansterBattle.over && !slabBox.elsewhere
                                                    onClicked: page.openCardDialog(slabBox.player, slabBox.slab)
                                                    Accessible.name: qsTr("Add a card to %1's %2").arg(playerPanel.name).arg(slabBox.where)
                                                }
                                                PlainToolButton {
                                                    objectName: "mansterCards" + slabBox.player + "_" + slabBox.slab
                                                    font.capitalization: Font.MixedCase
                                                    leftPadding: 3
                                                    rightPadding: 3
                                                    // No room kept above and below: with 4 to 6 players a slab is
                                                    // 96 high and its damage-taken row must fit under this one.
                                                    topInset: 0
                                                    bottomInset: 0
                                                    topPadding: 2
                                                    bottomPadding: 2
                                                    implicitHeight: 32
                                                    text: qsTr("Cards…")
                                                    font.pixelSize: 16
                                                    enabled: !slabBox.empty
                                                    onClicked: page.openStackDialog(slabBox.player, slabBox.slab)
                                                    Accessible.name: qsTr("The cards of %1's %2").arg(playerPanel.name).arg(slabBox.where)
                                                }
                                            }
                                            // MAN-STACK-1: the stack's figures; MAN-STACK-2: full or not.
                                            RowLayout {
                                                Layout.fillWidth: true
                                                visible: !slabBox.empty
                                                spacing: 6
                                                Label {
                                                    Layout.fillWidth: true
                                                    Layout.preferredWidth: 60
                                                    text: qsTr("Health %1 · Damage %2").arg(slabBox.health).arg(slabBox.damage)
                                                    font.pixelSize: 18
                                                    font.weight: Font.DemiBold
                                                    elide: Label.ElideRight
                                                    ToolTip.visible: figuresHover.showTip
                                                    ToolTip.text: (page.compact ? slabBox.summary + "\n" : "") + qsTr("Health: the sum of the meat cards (and mansters' health). Damage per attack: the sum of the bone cards (and mansters' damage).")
                                                    TipArea { id: figuresHover }
                                                }
                                                Label {
                                                    visible: slabBox.full
                                                    //: Badge of a slab that holds as many cards as it may (an adjective).
                                                    text: qsTr("full")
                                                    font.pixelSize: 14
                                                    font.weight: Font.Bold
                                                    color: page.dark ? "#1b1b1b" : "white"
                                                    leftPadding: 6
                                                    rightPadding: 6
                                                    background: Rectangle {
                                                        radius: 8
                                                        color: page.seatColors[slabBox.player] || "transparent"
                                                    }
                                                    ToolTip.visible: fullHover.showTip
                                                    ToolTip.text: qsTr("A full stack (meat, bone and spirit) takes only mansters, blocks attacks on the active slab and must attack from it")
                                                    TipArea { id: fullHover }
                                                }
                                            }
                                            RowLayout {
                                                Layout.fillWidth: true
                                                spacing: 6
                                                visible: !slabBox.empty
                                                Label {
                                                    //: Caption on a slab: the damage its stack has taken so far.
                                                    text: qsTr("Damage taken")
                                                    font.pixelSize: 16
                                                    color: page.mutedText
                                                }
                                                SheetNumberBox {
                                                    objectName: "mansterTaken" + slabBox.player + "_" + slabBox.slab
                                                    width: 84
                                                    implicitWidth: 84
                                                    implicitHeight: 34
                                                    number: slabBox.taken
                                                    enabled: !MansterBattle.over // MAN-END-1
                                                    onPicked: v => page.run(MansterBattle.setTaken(slabBox.player, slabBox.slab, v))
                                                    Accessible.name: qsTr("%1's %2: damage taken").arg(playerPanel.name).arg(slabBox.where)
                                                    ToolTip.visible: (hovered || visualFocus) && !tipHidden
                                                    //! Pressed or typed in since the pointer came: the tip stays hidden until it leaves (the click
                                                    //! changes the screen under it).
                                                    property bool tipHidden: false
                                                    readonly property bool touched: up.pressed || down.pressed || activeFocus
                                                    onHoveredChanged: if (!hovered) tipHidden = false
                                                    onTouchedChanged: if (touched) tipHidden = true
                                                    ToolTip.delay: 600
                                                    ToolTip.text: qsTr("Damage this stack has taken; it is defeated when this reaches its health")
                                                }
                                                Label {
                                                    Layout.fillWidth: true
                                                    //: On a slab: the health its stack has left; %1 a number.
                                                    text: qsTr("%1 left").arg(slabBox.health - slabBox.taken)
                                                    font.pixelSize: 16
                                                    color: page.mutedText
                                                    elide: Label.ElideRight
                                                }
                                            }
                                            Label {
                                                Layout.fillWidth: true
                                                visible: slabBox.empty || !page.compact
                                            text: slabBox.elsewhere
                                                  //: Setup step 7: %1 the other slab, which holds the player's opening stack.
                                                  ? qsTr("The opening stack is on %1").arg(MansterBattle.slabName(1 - slabBox.slab))
                                                  : slabBox.empty ? qsTr("No stack") : slabBox.summary
                                                font.pixelSize: 15
                                                color: page.mutedText
                                                wrapMode: Label.WordWrap
                                                maximumLineCount: 2
                                                elide: Label.ElideRight
                                                ToolTip.visible: sHover.showTip && !slabBox.empty
                                                ToolTip.text: slabBox.summary
                                                TipArea { id: sHover }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }

            ColumnLayout {
                Layout.preferredWidth: 290
                Layout.maximumWidth: 290
                Layout.fillHeight: true
                spacing: 10

                // MAN-GRAVE-1: the common graveyard, top first; never empty.
                Panel {
                    objectName: "mansterGravePanel"
                    Layout.fillWidth: true
                    Layout.preferredHeight: 206
                    heading: qsTr("Graveyard")

                    ColumnLayout {
                        anchors.fill: parent
                        spacing: 4
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: 8
                            Label {
                                objectName: "mansterGraveCount"
                                text: MansterBattle.graveyard.count
                                font.pixelSize: 30
                                font.weight: Font.Bold
                                Accessible.name: qsTr("%n card(s) in the graveyard", "", MansterBattle.graveyard.count)
                            }
                            Label {
                                Layout.fillWidth: true
                                //: Under the number of cards in the graveyard; then its top card.
                                text: qsTr("cards · top: %1").arg(MansterBattle.graveyardTop)
                                font.pixelSize: 15
                                wrapMode: Label.WordWrap
                                maximumLineCount: 2
                                elide: Label.ElideRight
                            }
                        }
                        RowLayout {
                            Layout.fillWidth: true
                            spacing: 4
                            ActionButton {
                                objectName: "mansterGraveDraw"
                                Layout.fillWidth: true
                                //: Button under the graveyard: the player on turn takes its top card (a verb).
                                text: qsTr("Draw top")
                                enabled: !MansterBattle.over && MansterBattle.turnPlayer >= 0
                                onClicked: page.run(MansterBattle.takeFromGraveyard(MansterBattle.turnPlayer, 0))
                                Accessible.name: qsTr("%1 draws the top card of the graveyard").arg(MansterBattle.playerName(MansterBattle.turnPlayer))
                                ToolTip.visible: (hovered || visualFocus) && !tipHidden
                                //! Pressed since the pointer came: the tip stays hidden until it leaves (the click changes the screen).
                                property bool tipHidden: false
                                onHoveredChanged: if (!hovered) tipHidden = false
                                onPressedChanged: if (pressed) tipHidden = true
                                ToolTip.delay: 600
                                ToolTip.text: Accessible.name
                            }
                            ActionButton {
                                objectName: "mansterGraveDiscard"
                                Layout.fillWidth: true
                                text: qsTr("Discard…")
                                enabled: !MansterBattle.over
                                onClicked: page.openDiscardDialog()
                                Accessible.name: qsTr("A card from a hand to the bottom of the graveyard")
                                ToolTip.visible: (hovered || visualFocus) && !tipHidden
                                //! Pressed since the pointer came: the tip stays hidden until it leaves (the click changes the screen).
                                property bool tipHidden: false
                                onHoveredChanged: if (!hovered) tipHidden = false
                                onPressedChanged: if (pressed) tipHidden = true
                                ToolTip.delay: 600
                                ToolTip.text: Accessible.name
                            }
                        }
                        ActionButton {
                            objectName: "mansterGraveCards"
                            Layout.fillWidth: true
                            text: qsTr("All cards, scavenge…")
                            enabled: !MansterBattle.over
                            onClicked: { graveDialog.error = ""; graveWho.currentIndex = Math.max(0, MansterBattle.turnPlayer); graveDialog.open() }
                            Accessible.name: qsTr("The graveyard's cards, top first; take one out")
                        }
                    }
                }

                // The log, newest at the bottom, and what the last step did.
                Panel {
                    objectName: "mansterLogPanel"
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    heading: qsTr("Log")

                    ListView {
                        id: logView
                        objectName: "mansterLog"
                        anchors.fill: parent
                        clip: true
                        spacing: 4
                        model: MansterBattle.steps.log
                        boundsBehavior: Flickable.StopAtBounds
                        ScrollBar.vertical: ScrollBar {}
                        //! The latest entry is kept in view, unless the log was scrolled back to read.
                        property bool followEnd: true
                        function showEnd() {
                            if (followEnd)
                                positionViewAtEnd()
                        }
                        // A continued battle fills the log before the page has its size: the end is
                        // shown again once the view is laid out (and when its height changes).
                        onCountChanged: { followEnd = true; Qt.callLater(showEnd) }
                        onHeightChanged: Qt.callLater(showEnd)
                        onContentHeightChanged: Qt.callLater(showEnd)
                        onMovementEnded: followEnd = atYEnd
                        Component.onCompleted: Qt.callLater(showEnd)
                        delegate: Label {
                            id: logRow
                            required property var model
                            width: logView.width - 12
                            text: logRow.model.text
                            font.pixelSize: 15
                            wrapMode: Label.WordWrap
                            Accessible.name: text
                        }
                    }
                }
            }
        }

        Label {
            objectName: "mansterMessage"
            Layout.fillWidth: true
            visible: text !== ""
            text: page.refusal !== "" ? page.refusal : MansterBattle.message
            color: page.refusal !== "" ? page.errorText : page.Material.foreground
            font.pixelSize: 18
            wrapMode: Label.WordWrap
            maximumLineCount: 2
            elide: Label.ElideRight
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }
    }

    // --- a card enters a stack ---------------------------------------------------------------------
    Dialog {
        id: cardDialog
        PopupFadeGuard { target: cardDialog }
        objectName: "mansterCardDialog"
        property int player: 0
        property int slab: 0
        property int kind: MansterBattle.Meat
        property string error: ""
        //! The card goes from a hand to the graveyard, not onto a stack.
        property bool toGrave: false

        function add() {
            // The typed numbers, also when Enter comes before the box took them.
            const health = healthBox.valueFromText(healthBox.contentItem.text, healthBox.locale)
            const damage = damageBox.valueFromText(damageBox.contentItem.text, damageBox.locale)
            error = toGrave ? MansterBattle.discard(discardWho.currentIndex, kind, health, damage, playedBox.checked)
                            : MansterBattle.addCard(player, slab, kind, health, damage, anyStack.checked, anyTime.checked)
            if (error === "") {
                page.refusal = ""
                close()
            }
        }

        //! One tap for the common card: a meat, bone or spirit card of a printed number (the boxes
        //! below still count: "at any time", played for its effect).
        function quick(kind, health, damage) {
            error = toGrave ? MansterBattle.discard(discardWho.currentIndex, kind, health, damage, playedBox.checked)
                            : MansterBattle.addCard(player, slab, kind, health, damage, false, anyTime.checked)
            if (error === "") {
                page.refusal = ""
                close()
            }
        }

        parent: Overlay.overlay
        anchors.centerIn: parent
        width: 680
        // One size for every kind of card (and for a discard): the buttons stay where they are
        // between clicks; the tallest choice (a manster with a refusal under it) fits.
        height: Math.min(page.height - 8, 800)
        margins: 24
        modal: true
        focus: true
        title: toGrave ? qsTr("A card to the bottom of the graveyard")
                       // playerCount: names are read again once a battle starts (player 0 stays 0).
                       : qsTr("A card for %1's %2").arg(MansterBattle.playerCount > 0 ? MansterBattle.playerName(player) : "")
                                                   .arg(MansterBattle.slabName(slab))
        standardButtons: Dialog.Cancel
        footer: AppButtonBox {}
        // With its ring when the keyboard is in use (the reason set too: opened again, the button still
        // holds the dialog's focus and forceActiveFocus() keeps its old reason).
        onOpened: {
            const first = quickMeat.itemAt(0)
            const reason = page.Window.window && page.Window.window.keyboardUsed === true ? Qt.TabFocusReason : Qt.OtherFocusReason
            first.forceActiveFocus(reason)
            first.focusReason = reason
        }
        onAboutToShow: error = ""
        // A refusal is about the input it was given: any change of the input takes it away.
        onKindChanged: error = ""
        onToGraveChanged: error = ""

        ColumnLayout {
            anchors.fill: parent
            spacing: 10
            RowLayout {
                visible: cardDialog.toGrave
                spacing: 12
                Label {
                    text: qsTr("From the hand of")
                    font.pixelSize: 20
                }
                AppComboBox {
                    id: discardWho
                    // The shown choice, read as the box's value (Material's text field inside has no name).
                    contentItem.Accessible.name: displayText
                    objectName: "mansterDiscardWho"
                    Layout.preferredWidth: 240
                    font.pixelSize: 20
                    model: MansterBattle.players
                    textRole: "name"
                    onActivated: cardDialog.error = ""
                    Accessible.name: qsTr("Whose card goes to the graveyard")
                }
            }
            // The common cards, one tap each: a number adds the card of that kind at once.
            GridLayout {
                objectName: "mansterQuickCards"
                columns: 2
                columnSpacing: 12
                rowSpacing: 4
                Label {
                    text: qsTr("Meat")
                    font.pixelSize: 18
                    font.weight: Font.DemiBold
                }
                Row {
                    spacing: 4
                    Repeater {
                        id: quickMeat
                        model: 10
                        delegate: ActionButton {
                            required property int index
                            objectName: "mansterQuickMeat" + (index + 1)
                            width: 46
                            height: 40
                            leftPadding: 0
                            rightPadding: 0
                            font.pixelSize: 18
                            text: index + 1
                            onClicked: cardDialog.quick(MansterBattle.Meat, index + 1, 0)
                            //: A button that adds (or discards) a meat card at once.
                            Accessible.name: qsTr("Meat card, health %1").arg(index + 1)
                        }
                    }
                }
                Label {
                    text: qsTr("Bone")
                    font.pixelSize: 18
                    font.weight: Font.DemiBold
                }
                Row {
                    spacing: 4
                    Repeater {
                        model: 10
                        delegate: ActionButton {
                            required property int index
                            objectName: "mansterQuickBone" + (index + 1)
                            width: 46
                            height: 40
                            leftPadding: 0
                            rightPadding: 0
                            font.pixelSize: 18
                            text: index + 1
                            onClicked: cardDialog.quick(MansterBattle.Bone, 0, index + 1)
                            //: A button that adds (or discards) a bone card at once.
                            Accessible.name: qsTr("Bone card, damage %1").arg(index + 1)
                        }
                    }
                }
                Item {
                    implicitWidth: 1
                    implicitHeight: 1
                }
                ActionButton {
                    objectName: "mansterQuickSpirit"
                    Layout.preferredHeight: 40
                    font.pixelSize: 18
                    //: A button that adds (or discards) a spirit card at once.
                    text: qsTr("Spirit card")
                    onClicked: cardDialog.quick(MansterBattle.Spirit, 0, 0)
                }
            }
            Label {
                Layout.fillWidth: true
                //: Above the card form: for the numbers the buttons above do not have, and for mansters.
                text: qsTr("Another number, or a manster:")
                font.pixelSize: 16
                color: page.mutedText
                wrapMode: Label.WordWrap
            }
            RowLayout {
                spacing: 8
                ActionButton {
                    id: kindMeat
                    objectName: "mansterKindMeat"
                    text: qsTr("Meat")
                    checked: cardDialog.kind === MansterBattle.Meat
                    onClicked: cardDialog.kind = MansterBattle.Meat
                    Accessible.name: qsTr("Meat card (health)")
                }
                ActionButton {
                    objectName: "mansterKindBone"
                    text: qsTr("Bone")
                    checked: cardDialog.kind === MansterBattle.Bone
                    onClicked: cardDialog.kind = MansterBattle.Bone
                    Accessible.name: qsTr("Bone card (damage)")
                }
                ActionButton {
                    objectName: "mansterKindSpirit"
                    text: qsTr("Spirit")
                    checked: cardDialog.kind === MansterBattle.Spirit
                    onClicked: cardDialog.kind = MansterBattle.Spirit
                    Accessible.name: qsTr("Spirit card (an effect)")
                }
                ActionButton {
                    objectName: "mansterKindManster"
                    text: qsTr("Manster")
                    checked: cardDialog.kind === MansterBattle.Manster
                    onClicked: cardDialog.kind = MansterBattle.Manster
                    Accessible.name: qsTr("Manster card (health and damage)")
                }
            }
            GridLayout {
                // A spirit has no numbers: no empty rows for it.
                visible: cardDialog.kind !== MansterBattle.Spirit
                columns: 2
                columnSpacing: 12
                rowSpacing: 8
                Label {
                    visible: healthBox.visible
                    text: cardDialog.kind === MansterBattle.Manster ? qsTr("Health it adds") : qsTr("Health")
                    font.pixelSize: 20
                }
                SpinBox {
                    id: healthBox
                    objectName: "mansterCardHealth"
                    visible: cardDialog.kind === MansterBattle.Meat || cardDialog.kind === MansterBattle.Manster
                    from: 0
                    to: 99
                    value: 1
                    editable: true
                    font.pixelSize: 20
                    Accessible.name: qsTr("Health printed on the card")
                    ToolTip.visible: (hovered || visualFocus) && !tipHidden
                    //! Pressed or typed in since the pointer came: the tip stays hidden until it leaves (the click
                    //! changes the screen under it).
                    property bool tipHidden: false
                    readonly property bool touched: up.pressed || down.pressed || activeFocus
                    onHoveredChanged: if (!hovered) tipHidden = false
                    onTouchedChanged: if (touched) tipHidden = true
                    ToolTip.delay: 600
                    ToolTip.text: Accessible.name
                    Keys.onReturnPressed: cardDialog.add()
                    Keys.onEnterPressed: cardDialog.add()
                    onValueModified: cardDialog.error = ""
                    Connections {
                        target: healthBox.contentItem
                        function onTextEdited() { cardDialog.error = "" }
                    }
                }
                Label {
                    visible: damageBox.visible
                    text: cardDialog.kind === MansterBattle.Manster ? qsTr("Damage it adds") : qsTr("Damage")
                    font.pixelSize: 20
                }
                SpinBox {
                    id: damageBox
                    objectName: "mansterCardDamage"
                    visible: cardDialog.kind === MansterBattle.Bone || cardDialog.kind === MansterBattle.Manster
                    from: 0
                    to: 99
                    value: 1
                    editable: true
                    font.pixelSize: 20
                    Accessible.name: qsTr("Damage printed on the card")
                    ToolTip.visible: (hovered || visualFocus) && !tipHidden
                    //! Pressed or typed in since the pointer came: the tip stays hidden until it leaves (the click
                    //! changes the screen under it).
                    property bool tipHidden: false
                    readonly property bool touched: up.pressed || down.pressed || activeFocus
                    onHoveredChanged: if (!hovered) tipHidden = false
                    onTouchedChanged: if (touched) tipHidden = true
                    ToolTip.delay: 600
                    ToolTip.text: Accessible.name
                    Keys.onReturnPressed: cardDialog.add()
                    Keys.onEnterPressed: cardDialog.add()
                    onValueModified: cardDialog.error = ""
                    Connections {
                        target: damageBox.contentItem
                        function onTextEdited() { cardDialog.error = "" }
                    }
                }
            }
            CheckBox {
                id: anyStack
                objectName: "mansterAnyStack"
                visible: cardDialog.kind === MansterBattle.Manster && !cardDialog.toGrave
                text: qsTr("The card allows this stack")
                font.pixelSize: 18
                Accessible.onToggleAction: if (enabled) { toggle(); toggled() }
                Accessible.onPressAction: if (enabled) { toggle(); toggled() }
                onToggled: cardDialog.error = ""
                ToolTip.visible: (hovered || visualFocus) && !tipHidden
                //! Pressed since the pointer came: the tip stays hidden until it leaves (the click changes the screen).
                property bool tipHidden: false
                onHoveredChanged: if (!hovered) tipHidden = false
                onPressedChanged: if (pressed) tipHidden = true
                ToolTip.delay: 600
                ToolTip.text: qsTr("A few mansters may join a stack that is not full; tick this only when the card says so")
            }
            CheckBox {
                id: anyTime
                objectName: "mansterAnyTime"
                visible: !cardDialog.toGrave
                text: qsTr("Played “at any time” by another player: not counted")
                font.pixelSize: 18
                Accessible.onToggleAction: if (enabled) { toggle(); toggled() }
                Accessible.onPressAction: if (enabled) { toggle(); toggled() }
                onToggled: cardDialog.error = ""
                ToolTip.visible: (hovered || visualFocus) && !tipHidden
                //! Pressed since the pointer came: the tip stays hidden until it leaves (the click changes the screen).
                property bool tipHidden: false
                onHoveredChanged: if (!hovered) tipHidden = false
                onPressedChanged: if (pressed) tipHidden = true
                ToolTip.delay: 600
                ToolTip.text: qsTr("A turn's player plays up to 3 cards; a card another player plays at any time does not count")
            }
            CheckBox {
                id: playedBox
                objectName: "mansterPlayedBox"
                visible: cardDialog.toGrave
                text: qsTr("Played for its effect (one of this turn's 3 cards)")
                font.pixelSize: 18
                Accessible.onToggleAction: if (enabled) { toggle(); toggled() }
                Accessible.onPressAction: if (enabled) { toggle(); toggled() }
                onToggled: cardDialog.error = ""
            }
            Label {
                Layout.fillWidth: true
                visible: cardDialog.kind === MansterBattle.Spirit && !cardDialog.toGrave
                text: qsTr("Spirit cards add no numbers; play their effect at the table and correct the numbers it changes.")
                font.pixelSize: 17
                color: page.mutedText
                wrapMode: Label.WordWrap
            }
            FieldError {
                objectName: "mansterCardError"
                message: cardDialog.error
            }
            // Takes the room the kinds leave free, so the button below stays at the bottom.
            Item {
                Layout.fillHeight: true
            }
            ActionButton {
                objectName: "mansterCardAdd"
                Layout.alignment: Qt.AlignRight
                text: cardDialog.toGrave ? qsTr("Discard the card") : qsTr("Add the card")
                highlighted: true
                onClicked: cardDialog.add()
            }
        }
    }

    // --- the cards of one stack --------------------------------------------------------------------
    Dialog {
        id: stackDialog
        PopupFadeGuard { target: stackDialog }
        objectName: "mansterStackDialog"
        property int player: 0
        property int slab: 0
        property string error: ""

        parent: Overlay.overlay
        anchors.centerIn: parent
        width: 620
        height: Math.min(560, page.height - 40)
        margins: 24
        modal: true
        focus: true
        onOpened: page.focusInDialog(stackDialog)
        title: qsTr("%1's %2").arg(MansterBattle.playerCount > 0 ? MansterBattle.playerName(player) : "")
                              .arg(MansterBattle.slabName(slab))
        standardButtons: Dialog.Close
        footer: AppButtonBox {}

        ColumnLayout {
            anchors.fill: parent
            spacing: 8
            Label {
                Layout.fillWidth: true
                text: qsTr("Take a card away when a card effect removes it.") + " " + MansterBattle.rules.meatRuleText
                font.pixelSize: 16
                color: page.mutedText
                wrapMode: Label.WordWrap
            }
            ListView {
                id: cardList
                objectName: "mansterCardList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 4
                model: MansterBattle.cards
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                delegate: RowLayout {
                    id: cardRow
                    required property string text
                    required property int position
                    width: cardList.width - 12
                    Label {
                        Layout.fillWidth: true
                        text: cardRow.text
                        font.pixelSize: 20
                    }
                    ActionButton {
                        objectName: "mansterRemove" + cardRow.position
                        text: qsTr("Remove")
                        enabled: !MansterBattle.over
                        onClicked: {
                            stackDialog.error = MansterBattle.removeCard(stackDialog.player, stackDialog.slab, cardRow.position)
                            MansterBattle.showStack(stackDialog.player, stackDialog.slab)
                            if (stackDialog.error === "" && cardList.count === 0)
                                stackDialog.close()
                        }
                        Accessible.name: qsTr("Remove %1").arg(cardRow.text)
                    }
                }
            }
            FieldError {
                message: stackDialog.error
            }
            ActionButton {
                objectName: "mansterDiscard"
                text: qsTr("The whole stack to the graveyard")
                enabled: !MansterBattle.over
                onClicked: {
                    stackDialog.error = MansterBattle.discardStack(stackDialog.player, stackDialog.slab)
                    if (stackDialog.error === "")
                        stackDialog.close()
                }
            }
        }
    }

    // --- the graveyard's cards: take one out (the top: a draw; another: a scavenge) ----------------
    Dialog {
        id: graveDialog
        PopupFadeGuard { target: graveDialog }
        objectName: "mansterGraveDialog"
        property string error: ""

        parent: Overlay.overlay
        anchors.centerIn: parent
        width: 620
        height: Math.min(600, page.height - 40)
        margins: 24
        modal: true
        focus: true
        onOpened: page.focusInDialog(graveDialog)
        title: qsTr("Graveyard, top first")
        standardButtons: Dialog.Close
        footer: AppButtonBox {}

        ColumnLayout {
            anchors.fill: parent
            spacing: 8
            RowLayout {
                spacing: 12
                Label {
                    text: qsTr("Taken by")
                    font.pixelSize: 20
                }
                AppComboBox {
                    id: graveWho
                    // The shown choice, read as the box's value (Material's text field inside has no name).
                    contentItem.Accessible.name: displayText
                    objectName: "mansterGraveWho"
                    Layout.preferredWidth: 240
                    font.pixelSize: 20
                    model: MansterBattle.players
                    textRole: "name"
                    onActivated: graveDialog.error = ""
                    Accessible.name: qsTr("Who takes the card")
                }
            }
            ListView {
                id: graveList
                objectName: "mansterGraveList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 4
                model: MansterBattle.graveyard
                boundsBehavior: Flickable.StopAtBounds
                ScrollBar.vertical: ScrollBar {}
                delegate: RowLayout {
                    id: graveRow
                    required property string text
                    required property int position
                    required property string from
                    width: graveList.width - 12
                    Label {
                        text: graveRow.position + 1
                        font.pixelSize: 18
                        color: page.mutedText
                        Layout.preferredWidth: 30
                    }
                    Label {
                        Layout.fillWidth: true
                        text: graveRow.from !== "" ? qsTr("%1 (from %2)").arg(graveRow.text).arg(graveRow.from) : graveRow.text
                        font.pixelSize: 19
                        elide: Label.ElideRight
                    }
                    ActionButton {
                        objectName: "mansterTake" + graveRow.position
                        //: Button beside a card in the graveyard: takes it (a verb).
                        text: qsTr("Take")
                        enabled: !MansterBattle.over
                        onClicked: graveDialog.error = MansterBattle.takeFromGraveyard(graveWho.currentIndex, graveRow.position)
                        Accessible.name: qsTr("Take %1").arg(graveRow.text)
                    }
                }
            }
            FieldError {
                message: graveDialog.error
            }
        }
    }

    // --- the attack --------------------------------------------------------------------------------
    Dialog {
        id: attackDialog
        PopupFadeGuard { target: attackDialog }
        objectName: "mansterAttackDialog"
        property string error: ""

        parent: Overlay.overlay
        anchors.centerIn: parent
        width: 680
        margins: 24
        modal: true
        focus: true
        onOpened: page.focusInDialog(attackDialog)
        title: qsTr("%1 attacks…").arg(MansterBattle.playerName(MansterBattle.turnPlayer))
        standardButtons: Dialog.Cancel
        footer: AppButtonBox {}
        onAboutToShow: error = ""

        ColumnLayout {
            anchors.fill: parent
            spacing: 8
            // A positioner, not the layout itself: the rows go with the battle's players, and Qt 6.4's
            // layouts crashed on items deleted under them.
            Column {
                Layout.fillWidth: true
                spacing: 8
                Repeater {
                    model: MansterBattle.players
                    delegate: RowLayout {
                        id: targetRow
                        required property int index
                        required property string name
                        required property bool eliminated
                        visible: index !== MansterBattle.turnPlayer && !eliminated
                        width: parent ? parent.width : 0
                        spacing: 10
                        ActionButton {
                            objectName: "mansterTarget" + targetRow.index
                            Layout.preferredWidth: 180
                            text: targetRow.name
                            onClicked: {
                                attackDialog.error = MansterBattle.attack(targetRow.index)
                                if (attackDialog.error === "") {
                                    page.refusal = ""
                                    attackDialog.close()
                                }
                            }
                            Accessible.name: qsTr("Attack %1").arg(targetRow.name)
                        }
                        Label {
                            Layout.fillWidth: true
                            text: attackDialog.opened ? MansterBattle.attackPreview(targetRow.index) : ""
                            font.pixelSize: 17
                            wrapMode: Label.WordWrap
                        }
                    }
                }
            }
            FieldError {
                objectName: "mansterAttackError"
                message: attackDialog.error
            }
        }
    }
}
