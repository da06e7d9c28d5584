import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// A table game: first the new-game wizard, then the table screen readable from across the table: the
// map of Illverness, the meters, the guild track, one panel per player, the phase guide that asks
// for what the app cannot know, and the log. Every change goes through GameController.
Page {
    id: page

    //! True once a game runs on this page (started by the wizard, or continued).
    property bool started: false
    //! "table" (the wizard) or "digital" (a quick form for a game on this computer).
    property string initialMode: "table"
    //! Made ahead while the home screen waited (MournersScreens.prepare): the stack does not own it, so
    //! it goes when the stack removes it.
    property bool madeAhead: false
    //! The stack has shown it (a page made ahead and never shown leaves the phones alone when it goes).
    property bool opened: false
    StackView.onStatusChanged: if (StackView.status !== StackView.Inactive) opened = true
    StackView.onRemoved: if (madeAhead) page.destroy()

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property color errorColor: dark ? "#5c1f1f" : "#fdecea"
    readonly property color errorText: dark ? "#ffcdd2" : "#8e1c1c"
    readonly property var defaultColors: ["#c62828", "#1565c0", "#2e7d32", "#ef6c00"]
    readonly property var seatColors: GameController.table.players.colors.map((c, i) => c ? c : defaultColors[i % 4])
    readonly property var playerNames: GameController.table.players.names

    //! Applies the first choice of `group` (the choice model's rows are the engine's legal actions).
    function applyFirstIn(group) {
        return GameController.guide.choiceModel.apply(GameController.guide.choiceModel.firstIn(group))
    }
    //! "Next": closes what is shown over the guide, or skips an optional location / guild action.
    function next() {
        if (GameController.guide.titheReveal.round !== undefined) {
            GameController.dismissReveal()
        } else if (GameController.guide.notices.count > 0) {
            GameController.dismissNotices()
        } else if (page.summaryShown) {
            GameController.dismissRoundSummary()
        } else if (GameController.guide.choiceModel.count === 1) {
            GameController.guide.choiceModel.apply(0)
        } else if (GameController.guide.decisionKind === "location-action" || GameController.guide.decisionKind === "guild-action") {
            applyFirstIn("skip")
        }
    }

    objectName: "gamePage"
    //! The keys of this screen, for the Keys sheet ("?").
    readonly property var keyList: !started ? [
        { keys: qsTr("Tab, Shift+Tab"), what: qsTr("Through the form's fields; the form scrolls to the field") },
        { keys: qsTr("Enter or Space"), what: qsTr("Press the button that has the ring (Start the game)") }
    ] : [
        //: Keys sheet of the table screen: the number keys choose one of the decision's choices.
        { keys: qsTr("1 … 9"), what: qsTr("The decision's first to ninth choice (a list of choices); a pile of that many Etherea (splitting); the pile of that number (taking one); the face rolled (a crowd roll)") },
        { keys: qsTr("Enter or Space"), what: qsTr("Press the choice that has the ring; after each step the ring is on the next decision's first choice") },
        { keys: qsTr("P"), what: qsTr("Pass (in a turn)") },
        { keys: qsTr("A"), what: qsTr("All pass (table play, in a turn)") },
        { keys: qsTr("N or Ctrl+Enter"), what: qsTr("Next: close a notice, or take the only choice") },
        { keys: qsTr("H"), what: qsTr("What would the computer do? (the hint)") },
        { keys: qsTr("Ctrl+Z"), what: qsTr("Undo the last step") },
        { keys: qsTr("Ctrl+Shift+Z or Ctrl+Y"), what: qsTr("Redo") },
        { keys: qsTr("Ctrl+L"), what: qsTr("The log at full height (Esc closes it)") },
        //: Keys sheet of the table screen: W moves the keyboard to the panel that explains automatic results.
        { keys: qsTr("W"), what: qsTr("To the why panel's first \"Why?\" (digital play)") },
        { keys: qsTr("Ctrl+K"), what: qsTr("Adjust… a number for a card effect (table play)") },
        { keys: qsTr("Enter on \"I am …\""), what: qsTr("Confirm the hand-off: you hold the laptop") },
        { keys: qsTr("Tab to a card's name"), what: qsTr("What the card does (also by hover, or a press held down)") }
    ]
    readonly property bool digital: initialMode === "digital"
    title: !started ? (digital ? qsTr("New digital game") : qsTr("New table game"))
                    : (digital ? qsTr("Digital game · round %1 · %2") : qsTr("Table game · round %1 · %2"))
                      .arg(GameController.round).arg(GameController.table.phaseName)
                      // "2 of 3 bids in" while the phones collect a secret decision (R-TITHE-2).
                      + (PhoneTable.answersText !== "" ? " · " + PhoneTable.answersText : "")
    background: null
    Accessible.name: title

    //! Undo takes back a Court card's way picked (nothing played yet) before it takes back a step.
    function undoOrCancel() {
        if (!phaseGuide.cancelCourtWay())
            GameController.undo()
    }

    Shortcut {
        sequence: "Ctrl+Z"
        enabled: page.started && (GameController.canUndo || phaseGuide.courtWay >= 0)
        onActivated: page.undoOrCancel()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+Z", "Ctrl+Y"]
        enabled: page.started && GameController.canRedo
        onActivated: GameController.redo()
    }
    Shortcut {
        sequence: "P"
        enabled: page.started && GameController.guide.decisionKind === "turn"
        onActivated: page.applyFirstIn("pass")
    }
    Shortcut {
        sequence: "A"
        enabled: page.started && GameController.mode === "table" && GameController.guide.decisionKind === "turn"
        onActivated: GameController.everyonePasses()
    }
    Shortcut {
        sequences: ["N", "Ctrl+Return"]
        enabled: page.started
        onActivated: page.next()
    }
    //! The deciding person's own screen shows the guide's choices: "What would the computer do?" may be asked.
    readonly property bool hintShown: started && GameController.bots.hint.allowed && !GameController.gameOver
                                      && GameController.guide.titheReveal.round === undefined
                                      && GameController.guide.notices.count === 0 && !summaryShown
    //! Digital play: the summary of the round just ended stands over the guide (RoundSummary).
    readonly property bool summaryShown: GameController.guide.roundSummary.round !== undefined
    Shortcut {
        // "What would the computer do?" (the guide's Hint button): only where the hint may be asked.
        sequence: "H"
        enabled: page.hintShown && GameController.bots.hint.available
        onActivated: GameController.bots.hint.ask()
    }
    Shortcut {
        sequence: "Ctrl+K"
        enabled: page.started && GameController.mode === "table"
        onActivated: adjustDialog.openFor(Math.max(0, GameController.guide.currentSeat))
    }
    //! Digital play: the automatic results stand where the log stands (whyPanel), until "Log".
    property bool showWhy: false
    onShowWhyChanged: if (showWhy) whyUnseen = false
    //! A result came while the log was shown.
    property bool whyUnseen: false
    Connections {
        target: GameController.guide.whyResults
        function onRowsChanged() {
            if (!page.showWhy && GameController.guide.whyResults.count > 0)
                page.whyUnseen = true
        }
    }
    Shortcut {
        // The why panel: shown, and the keyboard to its first "Why?" (digital play).
        sequence: "W"
        enabled: page.started && page.StackView.status === StackView.Active && !page.covered && GameController.mode === "digital"
        onActivated: {
            page.showWhy = true
            const first = page.firstTabStop(whyPanel)
            if (first)
                first.forceActiveFocus(Qt.TabFocusReason)
        }
    }
    // Number keys: the n-th choice of a decision that is one list of choices, or the face rolled.
    Repeater {
        model: 9
        Item {
            required property int index
            Shortcut {
                sequence: String(index + 1)
                enabled: page.started && page.StackView.status === StackView.Active && !page.covered
                         && (phaseGuide.numberKeysFit || (GameController.guide.decisionKind === "crowd-roll" && index < 6))
                onActivated: {
                    if (page.Window.window && page.Window.window.keyboardUsed !== undefined)
                        page.Window.window.keyboardUsed = true
                    if (GameController.guide.decisionKind === "crowd-roll")
                        GameController.guide.choiceModel.apply(GameController.guide.choiceModel.rowWithValue("roll", index + 1))
                    else
                        phaseGuide.applyNumber(index + 1)
                }
            }
        }
    }

    //! A hand-off covers the table: nothing under it takes keys.
    readonly property bool covered: handOff.visible || undoHandOff.visible
    //! The last button was pressed by keyboard (Main.qml's keyboardUsed): the next decision's first
    //! choice shows its ring.
    readonly property bool keyboardUsed: page.Window.window && page.Window.window.keyboardUsed === true

    //! The first place under `item` that Tab reaches, in reading order (visible and enabled); null if none.
    //! A part that knows its first choice (the bid: the first amount, not Hide) says so (firstChoice()).
    function firstTabStop(item) { return FocusOrder.firstTabStop(item) }
    function isInside(item, ancestor) {
        for (let p = item; p; p = p.parent)
            if (p === ancestor)
                return true
        return false
    }
    //! After a step: the keyboard goes to the first choice of the new decision (or the hand-off's "I am"),
    //! unless the person put it somewhere else that is still there (Undo, the log) or a dialog is open.
    function focusDecision() {
        if (!started || page.StackView.status !== StackView.Active)
            return
        const now = page.Window.activeFocusItem
        if (now && isInside(now, page.Overlay.overlay))
            return
        const cover = undoHandOff.visible ? undoHandOff : handOff.visible ? handOff : null
        const kept = now && now.visible && now.activeFocusOnTab
                     && (cover ? isInside(now, cover) : !isInside(now, phaseGuidePanel))
        if (kept)
            return
        const target = firstTabStop(cover ? cover : phaseGuidePanel)
        if (!target)
            return
        // A screen reader reads the control that takes the keyboard: the choice carries what changed,
        // the hand-off's title or the decision's question (its accessible name, "Now: ...").
        if (target.announcement !== undefined)
            target.announcement = cover ? cover.Accessible.name : phaseGuide.questionName
        // A kept panel shown again (PhaseGuide) brings the keyboard back to where it was left, without
        // the reason that draws its ring: it is given anew.
        if (target.activeFocus)
            target.focus = false
        target.forceActiveFocus(page.keyboardUsed ? Qt.TabFocusReason : Qt.OtherFocusReason)
    }
    Connections {
        target: GameController.guide.choiceModel
        function onRevisionChanged() { Qt.callLater(page.focusDecision) }
    }
    onCoveredChanged: Qt.callLater(page.focusDecision)
    //! Something shown over the guide (the tithe's reveal, a meter's notice, the end): it comes and goes
    //! without a new decision, and the keyboard follows it.
    readonly property bool overGuide: GameController.guide.titheReveal.round !== undefined
                                      || GameController.guide.notices.count > 0 || GameController.gameOver
                                      || summaryShown
    onOverGuideChanged: Qt.callLater(page.focusDecision)
    onStartedChanged: {
        // The wizard gives way to the table: drawn whole in one step.
        wholeRepaint.request()
        Qt.callLater(page.focusDecision)
    }
    // Shown again (back from the replay, or at the end of the slide in): the keyboard to the decision.
    StackView.onActivated: Qt.callLater(page.focusDecision)

    // ---------------------------------------------------------------------------------------------
    // The wizard
    Item {
        anchors.fill: parent
        visible: !page.started

        // Only the form of this page's mode, and only until the game starts: the other form and a
        // finished form would otherwise stay in memory for the whole game.
        Loader {
            id: setupForm
            objectName: "setupForm"
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.top: parent.top
            anchors.bottom: footer.top
            active: !page.started
            sourceComponent: page.digital ? digitalSetupComponent : wizardComponent
        }
        Component {
            id: digitalSetupComponent
            DigitalSetup {
                objectName: "digitalSetupForm"
                onFailed: reason => setupError.text = reason
                onStarted: {
                    setupError.text = ""
                    page.started = true
                }
            }
        }
        Component {
            id: wizardComponent
            NewGameWizard {
                objectName: "gameSetupForm"
                onFailed: reason => setupError.text = reason
                onStarted: {
                    setupError.text = ""
                    page.started = true
                }
            }
        }
        Rectangle {
            id: footer
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: 80
            color: page.dark ? "#262626" : "#eceff1"
            RowLayout {
                anchors.fill: parent
                anchors.leftMargin: 16
                anchors.rightMargin: 16
                spacing: 12
                Label {
                    id: setupError
                    objectName: "setupError"
                    Layout.fillWidth: true
                    text: ""
                    color: page.errorText
                    wrapMode: Text.WordWrap
                    font.pixelSize: 17
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }
                ActionButton {
                    objectName: "startGame"
                    Layout.preferredWidth: 260
                    Layout.preferredHeight: 56
                    text: qsTr("Start the game")
                    highlighted: true
                    font.pixelSize: 24
                    // The form goes once the game starts: a second tap while the page turns finds none.
                    enabled: setupForm.item !== null
                    onClicked: if (setupForm.item) setupForm.item.start()
                }
            }
        }
    }

    // ---------------------------------------------------------------------------------------------
    // The table
    ColumnLayout {
        id: gameView
        objectName: "gameView"
        visible: page.started
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8

        // Round, meters, supply, forge, undo and redo.
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: false
            Layout.preferredHeight: 92
            spacing: 8

            Panel {
                Layout.preferredWidth: 190
                Layout.fillHeight: true
                heading: GameController.round > 0 ? qsTr("Round %1").arg(GameController.round) : qsTr("Setup")
                Accessible.role: Accessible.StaticText
                Accessible.name: heading + ": " + GameController.table.phaseName
                Label {
                    objectName: "phaseName"
                    anchors.fill: parent
                    text: GameController.table.phaseName
                    font.pixelSize: 20
                    font.weight: Font.DemiBold
                    wrapMode: Text.WordWrap
                    verticalAlignment: Text.AlignVCenter
                    // Two lines of a long phase fit by a smaller font, never cut.
                    fontSizeMode: Text.Fit
                    minimumPixelSize: 12
                }
            }
            Panel {
                Layout.fillWidth: true
                Layout.preferredWidth: 400
                Layout.fillHeight: true
                MeterTrack {
                    objectName: "suspicion"
                    anchors.fill: parent
                    title: qsTr("Celestial Suspicion")
                    value: GameController.table.suspicion
                    maximum: GameController.table.board.suspicionMax || 0
                    perLevel: GameController.table.board.tithe || []
                    markerColor: "#6a1b9a"
                    //: %1 Etherea owed at the current suspicion (D-TITHE).
                    note: qsTr("tithe owed: %1").arg(GameController.table.titheOwedNow)
                }
            }
            Panel {
                Layout.fillWidth: true
                Layout.preferredWidth: 320
                Layout.fillHeight: true
                MeterTrack {
                    objectName: "threat"
                    anchors.fill: parent
                    title: qsTr("Dreadsgrip Threat")
                    value: GameController.table.threat
                    maximum: GameController.table.board.threatMax || 0
                    perLevel: GameController.table.board.threatLimit || []
                    markerColor: "#b71c1c"
                    //: %1 figures allowed per location at the current threat (D-THREAT-LIMIT).
                    note: qsTr("limit %1").arg(GameController.table.locationLimitNow)
                }
            }
            Panel {
                Layout.preferredWidth: 110
                Layout.fillHeight: true
                heading: qsTr("Unity")
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Unity supply: %1").arg(GameController.table.unitySupply)
                Label {
                    objectName: "unitySupply"
                    anchors.centerIn: parent
                    text: GameController.table.unitySupply
                    font.pixelSize: 36
                    font.weight: Font.Bold
                }
            }
            Panel {
                Layout.preferredWidth: 110
                Layout.fillHeight: true
                //: Heading of the box with the Etherea in the Dirth Forge (a proper name: stays English).
                heading: qsTr("Forge")
                Accessible.role: Accessible.StaticText
                Accessible.name: qsTr("Dirth Forge: %1 Etherea").arg(GameController.table.forge)
                Label {
                    objectName: "forge"
                    anchors.centerIn: parent
                    text: GameController.table.forge
                    font.pixelSize: 36
                    font.weight: Font.Bold
                }
            }
            ColumnLayout {
                Layout.preferredWidth: 100
                Layout.maximumWidth: 100
                Layout.fillHeight: true
                spacing: 4
                ActionButton {
                    objectName: "undoButton"
                    Layout.fillWidth: true
                    // Narrow sides: "Rückgängig" and "Wiederholen" keep a readable size.
                    leftPadding: 6
                    rightPadding: 6
                    Layout.fillHeight: true
                    //: Button beside the meters: takes back the last step of the game (a verb, as in an editor).
                    text: qsTr("Undo")
                    enabled: GameController.canUndo || phaseGuide.courtWay >= 0
                    onClicked: page.undoOrCancel()
                    Accessible.name: qsTr("Undo the last step")
                    // Beside the button, not under it: Redo stays clear to click.
                    ToolTip {
                        objectName: "undoTip"
                        visible: parent.hovered || parent.visualFocus
                        delay: 500
                        // Gone at once when the pointer leaves: the style's fade left it half drawn for about a
                        // second beside the button.
                        exit: null
                        text: qsTr("Undo (Ctrl+Z)")
                        x: -width - 8
                        y: (parent.height - height) / 2
                    }
                }
                ActionButton {
                    objectName: "redoButton"
                    Layout.fillWidth: true
                    // Narrow sides: "Rückgängig" and "Wiederholen" keep a readable size.
                    leftPadding: 6
                    rightPadding: 6
                    Layout.fillHeight: true
                    //: Button under Undo: applies again the step undone last (a verb, as in an editor).
                    text: qsTr("Redo")
                    enabled: GameController.canRedo
                    onClicked: GameController.redo()
                    Accessible.name: qsTr("Redo the step undone last")
                    ToolTip {
                        objectName: "redoTip"
                        visible: parent.hovered || parent.visualFocus
                        delay: 500
                        // Gone at once when the pointer leaves: the style's fade left it half drawn for about a
                        // second beside the button.
                        exit: null
                        text: qsTr("Redo (Ctrl+Shift+Z)")
                        x: -width - 8
                        y: (parent.height - height) / 2
                    }
                }
            }
        }

        // Map, guide, guild track and log.
        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8

            IllvernessMap {
                objectName: "map"
                visible: !GameController.gameOver
                Layout.fillWidth: true
                Layout.preferredWidth: 500
                Layout.fillHeight: true
                locations: GameController.table.locations
                choices: GameController.guide.choiceModel
                seatColors: page.seatColors
                playerNames: page.playerNames
                limit: GameController.table.locationLimitNow
                routeFrom: phaseGuide.relocateFrom
            }

            // The secrets bar and the guide under it are placed by anchors, not by a Quick layout: a layout
            // of Qt 6.4 kept the bar's height from a narrow first pass (its text word by word, when a
            // game was continued) and gave it half of the column, over the guide's Pass button.
            Item {
                Layout.fillWidth: true
                Layout.preferredWidth: GameController.gameOver ? 900 : 450
                Layout.fillHeight: true

            // Hot-seat: the secrets of the person holding the laptop, shown only after their hand-off.
            Rectangle {
                id: secretsBar
                objectName: "secretsBar"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: parent.top
                // As high as its lines (and the Hide button, when there is one).
                height: Math.max(secretsText.implicitHeight, hideSecretsButton.visible ? hideSecretsButton.implicitHeight : 0) + 20
                visible: GameController.seats.privateSeat >= 0 && !GameController.gameOver
                radius: 8
                color: page.dark ? "#2d2540" : "#f3e5f5"
                border.width: 2
                border.color: "#6a1b9a"
                // Only this seat's eyes see it: the cards it names say what they do (hover, hold, Tab).
                CardName {
                    id: secretsText
                    objectName: "secretsText"
                    cardText: info.cardTexts || ""
                    anchors.left: parent.left
                    anchors.leftMargin: 10
                    anchors.right: hideSecretsButton.visible ? hideSecretsButton.left : parent.right
                    anchors.rightMargin: hideSecretsButton.visible ? 8 : 10
                    anchors.verticalCenter: parent.verticalCenter
                    readonly property var info: GameController.seats.privateInfo
                    //: Hot-seat: the private cards of %1, shown after the hand-off.
                    text: info.name === undefined ? ""
                          : qsTr("Only for %1 · motive: %2 · hand: %3%4").arg(info.name)
                            .arg(info.motive !== "" ? info.motive
                                 : (info.motivesDealt.length > 0 ? qsTr("choose from %1").arg(info.motivesDealt.join(", ")) : qsTr("none yet")))
                            .arg(info.hand.length > 0 ? info.hand.join(", ") : qsTr("empty"))
                            .arg(info.draft.length > 0 ? qsTr(" · drafting from: %1").arg(info.draft.join(", ")) : "")
                    font.pixelSize: 15
                    wrapMode: Text.WordWrap
                }
                ActionButton {
                    id: hideSecretsButton
                    objectName: "hideSecrets"
                    anchors.right: parent.right
                    anchors.rightMargin: 8
                    anchors.verticalCenter: parent.verticalCenter
                    visible: GameController.bots.seatKinds.filter(k => k === "person").length > 1
                    //: Button: hides the secret view of the player who holds the laptop (a verb).
                    text: qsTr("Hide")
                    font.pixelSize: 15
                    onClicked: GameController.hidePrivate()
                }
            }

            Panel {
                id: phaseGuidePanel
                objectName: "phaseGuide"
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.top: secretsBar.visible ? secretsBar.bottom : parent.top
                anchors.topMargin: secretsBar.visible ? 6 : 0
                anchors.bottom: parent.bottom
                emphasised: true
                // The phase alone: "Phase guide · " cut long phase names.
                heading: GameController.table.phaseName

                PhaseGuide {
                    id: phaseGuide
                    objectName: "phaseGuideContent"
                    anchors.fill: parent
                    // The panels made ahead have their texts' glyphs drawn ahead as well, with those of
                    // the rest of the page (a page not made ahead, such as a game opened from a file).
                    onPanelsMadeChanged: if (panelsMade) GlyphWarmer.warm(page)
                    visible: !GameController.gameOver && GameController.guide.titheReveal.round === undefined
                             && GameController.guide.notices.count === 0 && !page.summaryShown
                    seatColors: page.seatColors
                    playerNames: page.playerNames
                    onCorrectionRequested: seat => adjustDialog.openFor(seat)
                }
                EndScreen {
                    anchors.fill: parent
                    visible: GameController.gameOver
                    seatColors: page.seatColors
                }
                TitheReveal {
                    objectName: "titheReveal"
                    anchors.fill: parent
                    visible: GameController.guide.titheReveal.round !== undefined
                    info: GameController.guide.titheReveal
                    seatColors: page.seatColors
                    onDismissed: GameController.dismissReveal()
                }
                RoundSummary {
                    objectName: "roundSummary"
                    anchors.fill: parent
                    visible: page.summaryShown && GameController.guide.titheReveal.round === undefined
                             && GameController.guide.notices.count === 0 && !GameController.gameOver
                    info: GameController.guide.roundSummary
                    seatColors: page.seatColors
                    onDismissed: GameController.dismissRoundSummary()
                }
                // Meters act by themselves: what happened, to whom and why, then the follow-up decision.
                Rectangle {
                    objectName: "meterNotice"
                    anchors.fill: parent
                    visible: GameController.guide.notices.count > 0 && GameController.guide.titheReveal.round === undefined
                    radius: 8
                    color: page.dark ? "#3e1f1f" : "#fff4f2"
                    border.width: 3
                    border.color: "#c62828"
                    ColumnLayout {
                        anchors.fill: parent
                        anchors.margins: 14
                        spacing: 10
                        // Several notices at once (two Threat 10s in a round) scroll: the next decision
                        // and "Understood" below stay in view.
                        Flickable {
                            id: noticeScroll
                            objectName: "noticeScroll"
                            Layout.fillWidth: true
                            Layout.fillHeight: true
                            contentWidth: width
                            contentHeight: noticeColumn.height
                            clip: true
                            boundsBehavior: Flickable.StopAtBounds
                            ScrollBar.vertical: FitScrollBar {
                                overflows: noticeScroll.contentHeight > noticeScroll.height
                            }
                            // A positioner holds the notices (a Quick layout must never hold a delegate that
                            // goes away: Qt 6.4 reads it after it is freed).
                            Column {
                                id: noticeColumn
                                width: noticeScroll.width - (noticeScroll.contentHeight > noticeScroll.height ? 12 : 0)
                                spacing: 10
                                Repeater {
                                    model: GameController.guide.notices
                                    ColumnLayout {
                                        required property var model
                                        width: noticeColumn.width
                                        spacing: 4
                                        Label {
                                            Layout.fillWidth: true
                                            text: "\u26a0 " + model.title + " [" + model.rule + "]"
                                            font.pixelSize: 26
                                            font.weight: Font.Bold
                                            wrapMode: Text.WordWrap
                                            Accessible.role: Accessible.AlertMessage
                                            Accessible.name: text
                                        }
                                        Label {
                                            Layout.fillWidth: true
                                            text: model.why
                                            font.pixelSize: 18
                                            wrapMode: Text.WordWrap
                                        }
                                        Label {
                                            Layout.fillWidth: true
                                            text: model.text
                                            font.pixelSize: 16
                                            wrapMode: Text.WordWrap
                                            color: page.mutedText
                                        }
                                    }
                                }
                            }
                        }
                        Label {
                            Layout.fillWidth: true
                            //: %1 the next decision, e.g. "Bo chooses which Mourner card is lost."
                            text: qsTr("Next: %1").arg(GameController.guide.decisionText)
                            font.pixelSize: 18
                            font.weight: Font.DemiBold
                            wrapMode: Text.WordWrap
                        }
                        ActionButton {
                            objectName: "noticeOk"
                            Layout.alignment: Qt.AlignRight
                            highlighted: true
                            text: qsTr("Understood (N)")
                            onClicked: GameController.dismissNotices()
                        }
                    }
                }
                // A computer player decides off the GUI thread.
                Rectangle {
                    objectName: "thinking"
                    anchors.fill: parent
                    visible: GameController.bots.thinking && GameController.guide.notices.count === 0
                             && GameController.guide.titheReveal.round === undefined
                    radius: 8
                    color: page.dark ? "#333333" : "#ffffff"
                    ColumnLayout {
                        anchors.centerIn: parent
                        spacing: 16
                        BusyIndicator {
                            Layout.alignment: Qt.AlignHCenter
                            running: parent.parent.visible
                        }
                        Label {
                            objectName: "thinkingText"
                            Layout.alignment: Qt.AlignHCenter
                            text: GameController.bots.thinkingText
                            font.pixelSize: 24
                            font.weight: Font.DemiBold
                        }
                        Label {
                            Layout.alignment: Qt.AlignHCenter
                            text: qsTr("It sees only what its seat may know.")
                            font.pixelSize: 16
                            color: page.mutedText
                        }
                    }
                }
            }
            // "What would the computer do?" in the guide's heading line, where it takes none of the
            // decision's room; the answer shows in the guide (HintBar).
            ActionButton {
                objectName: "hintAsk"
                anchors.top: phaseGuidePanel.top
                anchors.topMargin: 4
                anchors.right: phaseGuidePanel.right
                anchors.rightMargin: 8
                height: 28
                topInset: 0
                bottomInset: 0
                topPadding: 2
                bottomPadding: 2
                leftPadding: 10
                rightPadding: 10
                visible: page.hintShown
                enabled: GameController.bots.hint.available
                //: Small button in the guide's heading: asks what the strong computer player would choose
                //: in the decision on screen; H is its keyboard shortcut.
                text: qsTr("Hint (H)")
                font.pixelSize: 13
                onClicked: GameController.bots.hint.ask()
                Accessible.name: qsTr("What would the computer do?")
                //: Tooltip of the Hint button.
                tip: qsTr("What would the computer do? The strong computer player's choice for this decision, from what this seat may know (H)")
            }
            }

            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 320
                Layout.maximumWidth: 420
                Layout.fillHeight: true
                spacing: 8

                Panel {
                    Layout.fillWidth: true
                    Layout.preferredHeight: 6 * 25 + 52
                    Layout.fillHeight: false
                    heading: qsTr("Guild track")
                    GuildTrack {
                        objectName: "guildTrack"
                        anchors.fill: parent
                        guilds: GameController.table.guildTrack
                        seatColors: page.seatColors
                    }
                }
                // Digital play: the automatic results and the log take turns in the column's room (side by
                // side, each showed two or three lines at 1280x800); "Why?" and "Log" in their title lines
                // switch, and a new result marks "Why?" with a dot.
                Panel {
                    id: whyPanel
                    objectName: "whyPanel"
                    visible: GameController.mode === "digital" && page.showWhy
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 90
                    heading: qsTr("Automatic results · why")
                    WhyPanel {
                        anchors.fill: parent
                        results: GameController.guide.whyResults
                    }
                    headingRoom: showLogButton.width + 4
                    PlainToolButton {
                        id: showLogButton
                        objectName: "showLog"
                        parent: whyPanel
                        anchors.right: parent.right
                        anchors.rightMargin: 6
                        y: 3
                        height: 28
                        // A finger's room: the taps of a 44 px high box around it (as ActionButton).
                        containmentMask: showLogTouch
                        Item {
                            id: showLogTouch
                            y: (showLogButton.height - 44) / 2
                            width: Math.max(44, showLogButton.width)
                            x: (showLogButton.width - width) / 2
                            height: 44
                        }
                        topPadding: 0
                        bottomPadding: 0
                        font.pixelSize: 14
                        //: Switches the panel from the automatic results back to the game log (a noun).
                        text: qsTr("Log")
                        onClicked: page.showWhy = false
                        Accessible.name: qsTr("Show the log")
                    }
                }
                Panel {
                    id: logPanel
                    objectName: "gameLog"
                    visible: !(GameController.mode === "digital" && page.showWhy)
                    Layout.fillWidth: true
                    Layout.fillHeight: true
                    Layout.minimumHeight: 90
                    //: Heading of the game log panel (a noun).
                    heading: qsTr("Log")
                    headingRoom: logTitleRow.width + 4
                    // The round chooser and the full-height button sit in the panel's title line (a child
                    // of the panel itself: the content area starts below that line).
                    Row {
                        id: logTitleRow
                        parent: logPanel
                        anchors.right: parent.right
                        anchors.rightMargin: 6
                        y: 3
                        height: 28
                        spacing: 4
                        PlainToolButton {
                            id: showWhyButton
                            objectName: "showWhy"
                            visible: GameController.mode === "digital"
                            height: 28
                            // A finger's room: the taps of a 44 px high box around it (as ActionButton).
                            containmentMask: showWhyTouch
                            Item {
                                id: showWhyTouch
                                y: (showWhyButton.height - 44) / 2
                                width: Math.max(44, showWhyButton.width)
                                x: (showWhyButton.width - width) / 2
                                height: 44
                            }
                            topPadding: 0
                            bottomPadding: 0
                            leftPadding: 6
                            rightPadding: 6
                            font.pixelSize: 14
                            //: Switches the log panel to the automatic results and their reasons; "•": a new one.
                            text: (page.whyUnseen ? "\u2022 " : "") + qsTr("Why?")
                            onClicked: page.showWhy = true
                            Accessible.name: page.whyUnseen ? qsTr("Show the automatic results (new ones)") : qsTr("Show the automatic results")
                        }
                        LogRoundChooser {
                            id: logRound
                            objectName: "logRound"
                            // Digital play in a narrow column (1280x800): "Why?" takes its place; the full
                            // log (↕) has its own.
                            visible: !(GameController.mode === "digital" && logPanel.width < 380)
                            height: 28
                            width: 130
                            font.pixelSize: 13
                            rounds: GameController.round
                        }
                        // An arrow, not words: the title line keeps room for the panel's heading in every
                        // language ("Ganzes Protokoll" ran over "Protokoll" at 1280x800).
                        PlainToolButton {
                            id: logFullButton
                            objectName: "logFullButton"
                            height: 28
                            width: 36
                            // A finger's room: the taps of a 44 px square around it (as ActionButton).
                            containmentMask: logFullTouch
                            Item {
                                id: logFullTouch
                                x: (logFullButton.width - 44) / 2
                                y: (logFullButton.height - 44) / 2
                                width: 44
                                height: 44
                            }
                            topPadding: 0
                            bottomPadding: 0
                            text: "\u2195"
                            font.pixelSize: 16
                            onClicked: fullLog.open()
                            Accessible.name: qsTr("Open the log at full height (Ctrl+L)")
                            ToolTip.visible: hovered
                            ToolTip.delay: 400
                            ToolTip.text: Accessible.name
                        }
                    }
                    GameLogList {
                        id: logView
                        anchors.fill: parent
                        log: GameController.log
                        round: logRound.visible ? logRound.round : 0
                    }
                }
                RowLayout {
                    Layout.fillWidth: true
                    Layout.fillHeight: false
                    spacing: 4
                    // No action is typed here: every decision is a button of the phase guide (typed
                    // choices); the text notation belongs to mourners-cli, saves and tests.
                    Item { Layout.fillWidth: true }
                    ActionButton {
                        objectName: "replayButton"
                        Layout.preferredHeight: 44
                        font.pixelSize: 17
                        visible: GameController.mode === "digital" || GameController.gameOver
                        //: Button: opens the replay of the game, step by step (a noun).
                        text: qsTr("Replay")
                        // A key press can reach the button while the page is leaving the stack.
                        onClicked: if (page.StackView.view) page.StackView.view.push(Qt.resolvedUrl("ReplayPage.qml"))
                        Accessible.name: qsTr("Replay the game move by move")
                    }
                    ActionButton {
                        objectName: "adjustButton"
                        Layout.preferredHeight: 44
                        font.pixelSize: 17
                        visible: GameController.mode === "table"
                        text: qsTr("Adjust…")
                        onClicked: adjustDialog.openFor(Math.max(0, GameController.guide.currentSeat))
                        Accessible.name: qsTr("Adjust a number for a card effect (Ctrl+K)")
                    }
                    ActionButton {
                        objectName: "phonesButton"
                        Layout.preferredHeight: 44
                        font.pixelSize: 17
                        visible: !GameController.gameOver
                        text: PhoneTable.running ? qsTr("Phones (%1)").arg(PhoneTable.connectedCount) : qsTr("Phones")
                        onClicked: phonesPanel.open()
                        Accessible.name: qsTr("Let the players make their secret choices on their phones")
                    }
                }
                Rectangle {
                    objectName: "errorBanner"
                    Layout.fillWidth: true
                    Layout.fillHeight: false
                    Layout.preferredHeight: errorLabel.implicitHeight + 12
                    visible: GameController.lastError !== "" && !adjustDialog.opened
                    radius: 6
                    color: page.errorColor
                    border.width: 1
                    border.color: page.errorText
                    Label {
                        id: errorLabel
                        objectName: "errorText"
                        anchors.fill: parent
                        anchors.margins: 6
                        anchors.rightMargin: 34
                        text: GameController.lastError
                        color: page.errorText
                        font.pixelSize: 15
                        wrapMode: Text.WordWrap
                        Accessible.role: Accessible.AlertMessage
                        Accessible.name: text
                    }
                    AbstractButton {
                        anchors.right: parent.right
                        anchors.top: parent.top
                        width: 32
                        height: 32
                        onClicked: GameController.clearError()
                        Accessible.onPressAction: if (enabled) clicked()
                        Accessible.name: qsTr("Dismiss the message")
                        contentItem: Label {
                            text: "\u2715"
                            color: page.errorText
                            horizontalAlignment: Text.AlignHCenter
                            verticalAlignment: Text.AlignVCenter
                        }
                    }
                }
                Label {
                    Layout.fillWidth: true
                    visible: GameController.autosave.problem !== ""
                    text: GameController.autosave.problem
                    color: page.errorText
                    font.pixelSize: 14
                    wrapMode: Text.WordWrap
                }
            }
        }

        // One panel per player, in a positioner: the panels go when a game with another number of
        // players starts, and a Quick layout must never hold a delegate that goes away.
        Row {
            id: panelRow
            Layout.fillWidth: true
            Layout.fillHeight: false
            Layout.preferredHeight: 136
            Layout.preferredWidth: 1
            spacing: 8
            Repeater {
                id: panelRepeater
                model: GameController.table.players
                PlayerPanel {
                    required property var model
                    required property int index
                    objectName: "playerPanel" + index
                    width: (panelRow.width - panelRow.spacing * (panelRepeater.count - 1)) / Math.max(1, panelRepeater.count)
                    height: panelRow.height
                    player: model
                    seatColor: page.seatColors[index] || "#607d8b"
                }
            }
        }
    }

    // Hot-seat: nobody sees the next person's secrets until they say who they are.
    HandOff {
        id: handOff
        objectName: "handOff"
        anchors.fill: parent
        z: 10
        // The tithe reveal (R-TITHE-2) is public: it stays in view until dismissed, then the hand-off.
        visible: page.started && GameController.seats.handOffNeeded && GameController.guide.titheReveal.round === undefined
                 && !page.summaryShown
        name: GameController.guide.currentName
        what: GameController.guide.decisionText
        onConfirmed: GameController.revealPrivate()
        phonesOffered: !PhoneTable.running
        onPhonesRequested: phonesPanel.open()
    }

    // Hot-seat undo of another person's decision: it waits until that person holds the laptop.
    HandOff {
        id: undoHandOff
        objectName: "undoHandOff"
        anchors.fill: parent
        z: 11
        visible: page.started && GameController.seats.undoSeat >= 0
        name: GameController.seats.undoName
        what: GameController.seats.undoReason
        //: Hot-seat: gives up an undo that waits for another person's hand-off.
        cancelText: qsTr("Keep it as it is")
        onConfirmed: GameController.confirmUndo()
        onCancelled: GameController.cancelUndo()
    }

    Shortcut {
        sequence: "Ctrl+L"
        enabled: page.StackView.status === StackView.Active
        onActivated: fullLog.opened ? fullLog.close() : fullLog.open()
    }

    // The log at the page's full height, for reading back a round.
    Popup {
        id: fullLog
        PopupFadeGuard { target: fullLog }
        objectName: "fullLog"
        parent: Overlay.overlay
        modal: true
        focus: true
        x: Math.round((parent.width - width) / 2)
        y: 20
        width: Math.min(parent.width - 40, 900)
        height: parent.height - 40
        padding: 14
        ColumnLayout {
            anchors.fill: parent
            spacing: 8
            RowLayout {
                Layout.fillWidth: true
                Label {
                    Layout.fillWidth: true
                    text: qsTr("Log")
                    font.pixelSize: 22
                    font.weight: Font.DemiBold
                }
                LogRoundChooser {
                    id: fullLogRound
                    objectName: "fullLogRound"
                    Layout.preferredWidth: 190
                    rounds: GameController.round
                    Component.onCompleted: currentIndex = logRound.currentIndex
                }
                ActionButton {
                    objectName: "fullLogClose"
                    //: Closes the full-height log (a verb).
                    text: qsTr("Close")
                    onClicked: fullLog.close()
                    Accessible.name: qsTr("Close the full log (Esc)")
                }
            }
            // Made while the popup is shown: closed, it made the rows of every new step for nobody.
            Loader {
                Layout.fillWidth: true
                Layout.fillHeight: true
                active: fullLog.visible
                sourceComponent: GameLogList {
                    log: GameController.log
                    round: fullLogRound.round
                    pixelSize: 17
                }
            }
        }
        onAboutToShow: fullLogRound.currentIndex = logRound.currentIndex
    }

    PhonesPanel {
        id: phonesPanel
        // The server listens only while this game's page is open; the game remembers whether it was on.
        Component.onDestruction: if (page.opened) PhoneTable.suspend()
    }

    // Above the page, drawing nothing: when the table replaces the wizard the page is drawn whole without
    // the software renderer merging its hundreds of new rectangles one by one (WholeRepaint).
    WholeRepaint {
        id: wholeRepaint
        anchors.fill: parent
        z: 10000
    }

    AdjustDialog {
        id: adjustDialog
        parent: Overlay.overlay
        playerNames: page.playerNames
    }
}
