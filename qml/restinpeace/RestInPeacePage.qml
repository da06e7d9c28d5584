import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// A game of Rest in Peace (RipSession): the line of ten mansions, both players with their totals and
// the effects behind them, the hand of the screen's player, the pending decision's choices, the log.
// It shows and asks; the session decides.
Page {
    id: page

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    // The same colours as the phones' pages (one source in C++).
    readonly property var seatColors: RipPhones.seatColors(dark)
    readonly property var board: RipSession.board
    readonly property var names: board.names || ["", ""]
    property bool resultDismissed: false
    // An end taken back (Undo) or a new game: its result shows when it comes.
    Connections {
        target: RipSession
        function onResultChanged() {
            if (RipSession.result.over !== true)
                page.resultDismissed = false
        }
    }
    // A table tells the line and the tokens before round 1: the choices take the whole width then.
    readonly property bool settingUp: RipSession.active && (board.round || 0) < 1

    // A psychic card's words, shown in the strip under the line where they cover nothing (no tooltip
    // over the buttons): the card the mouse points at, else the one chosen (a tap, a press held down on
    // a touch screen, the keyboard), else the psychic card of the round being played. {heading, text}.
    property var pointedWords: null
    property var chosenWords: null
    property var roundWords: null
    readonly property var shownWords: pointedWords || chosenWords || roundWords
    function words(heading, text) {
        return text !== "" ? { heading: heading, text: text } : null
    }
    function escaped(t) {
        return t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    }
    // A step changes the cards: what was pointed at or chosen may be gone.
    Connections {
        target: RipSession.choices
        function onRevisionChanged() {
            page.pointedWords = null
            page.chosenWords = null
        }
    }

    objectName: "ripGamePage"
    //! The keys of this screen, for the Keys sheet ("?").
    readonly property var keyList: [
        //: Keys sheet of Rest in Peace: the number keys play a ghost card of that value.
        { keys: qsTr("1 … 6"), what: qsTr("Play a ghost card of that value") },
        { keys: qsTr("E"), what: qsTr("End the turn (or withdraw)") },
        { keys: qsTr("0"), what: qsTr("The first of the other choices (lay nothing down, carry nothing over, the table's answer)") },
        { keys: qsTr("H"), what: qsTr("What would the computer do? (the hint)") },
        { keys: qsTr("Ctrl+Z"), what: qsTr("Undo the last step") },
        { keys: qsTr("Ctrl+Shift+Z or Ctrl+Y"), what: qsTr("Redo") },
        { keys: qsTr("Enter or Space"), what: qsTr("Press the button that has the ring") }
    ]
    title: qsTr("Rest in Peace")
    background: null
    Accessible.name: title

    Component.onDestruction: RipSession.close()

    Shortcut {
        sequences: [StandardKey.Undo]
        enabled: RipSession.canUndo && RipSession.handOff === ""
        onActivated: RipSession.undo()
    }
    Shortcut {
        sequences: [StandardKey.Redo]
        enabled: RipSession.canRedo && RipSession.handOff === ""
        onActivated: RipSession.redo()
    }

    // Keys for people at the table: 1–6 play a ghost card of that value, E ends the turn (or withdraws),
    // 0 takes the first of the other choices (lay nothing down, carry nothing over, the table's answer).
    function applyFirst(group, value) {
        let row = value === undefined ? RipSession.choices.firstIn(group) : RipSession.choices.rowWithValue(group, value)
        // Tripped: whichever value is asked for, the card comes at random from the hand.
        if (row < 0 && group === "ghost")
            row = RipSession.choices.rowWithValue("ghost", 0)
        if (row >= 0)
            RipSession.choices.apply(row)
    }
    Repeater {
        model: 6
        Item {
            required property int index
            Shortcut {
                sequence: String(index + 1)
                enabled: RipSession.handOff === "" && page.StackView.status === StackView.Active
                onActivated: page.applyFirst("ghost", index + 1)
            }
        }
    }
    Shortcut {
        sequence: "E"
        enabled: RipSession.handOff === "" && page.StackView.status === StackView.Active
        onActivated: page.applyFirst("end")
    }
    // H asks what the computer would do (the button in the decision panel says so).
    Shortcut {
        sequence: "H"
        enabled: RipSession.computer.hintAvailable && RipSession.handOff === "" && page.StackView.status === StackView.Active
        onActivated: RipSession.askHint()
    }
    Shortcut {
        sequence: "0"
        enabled: RipSession.handOff === "" && page.StackView.status === StackView.Active
        onActivated: {
            if (RipSession.choices.firstIn("other") >= 0)
                page.applyFirst("other")
            else if (RipSession.choices.firstIn("chance") >= 0)
                page.applyFirst("chance")
            else
                page.applyFirst("line")
        }
    }

    // After each step the keyboard goes to the first choice of the new decision (or the hand-off's
    // "I am …"), unless the person put it somewhere that is still there or a dialog is open.
    //! The hint's row is passed over: its "Why?" is not a choice.
    function firstTabStop(item) { return FocusOrder.firstTabStop(item, ["ripHintRow"]) }
    function isInside(item, ancestor) {
        for (let p = item; p; p = p.parent)
            if (p === ancestor)
                return true
        return false
    }
    function focusDecision() {
        if (page.StackView.status !== StackView.Active)
            return
        const now = page.Window.activeFocusItem
        if (now && isInside(now, page.Overlay.overlay))
            return
        const cover = ripHandOff.visible ? ripHandOff : null
        const kept = now && now.visible && now.activeFocusOnTab
                     && (cover ? isInside(now, cover) : !isInside(now, choicesPanel))
        if (kept)
            return
        const target = firstTabStop(cover ? cover : choicesPanel)
        const w = page.Window.window
        if (!target)
            return
        // A screen reader reads the control that takes the keyboard: the choice carries what changed,
        // the hand-off's title or what happens now (ActionButton's announcement).
        if (target.announcement !== undefined)
            target.announcement = cover ? cover.Accessible.name : RipSession.prompt
        target.forceActiveFocus(w && w.keyboardUsed === true ? Qt.TabFocusReason : Qt.OtherFocusReason)
    }
    Connections {
        target: RipSession.choices
        function onRevisionChanged() { Qt.callLater(page.focusDecision) }
    }
    Connections {
        target: ripHandOff
        function onVisibleChanged() { Qt.callLater(page.focusDecision) }
    }
    StackView.onActivated: Qt.callLater(page.focusDecision)

    ChoiceFilter { id: ghostChoices; source: RipSession.choices; groups: ["ghost"] }
    ChoiceFilter { id: psychicChoices; source: RipSession.choices; groups: ["psychic"] }
    ChoiceFilter { id: otherChoices; source: RipSession.choices; groups: ["end", "other", "chance"] }
    ChoiceFilter { id: ghostEndChoices; source: RipSession.choices; groups: ["ghostEnd"] }
    ChoiceFilter { id: lineChoices; source: RipSession.choices; groups: ["line"] }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 12
        spacing: 8

        // --- what happens now -------------------------------------------------------------------
        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 0
                HeadingLabel {
                    objectName: "ripPrompt"
                    Layout.fillWidth: true
                    text: RipSession.prompt
                    font.pixelSize: 24
                    font.weight: Font.DemiBold
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                }
                Label {
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: [page.board.mustBeat || "", page.board.banned || ""].filter(s => s !== "").join(" · ")
                    font.pixelSize: 17
                    color: page.mutedText
                    wrapMode: Text.WordWrap
                    maximumLineCount: 2
                    elide: Text.ElideRight
                }
                Label {
                    objectName: "ripMessage"
                    Layout.fillWidth: true
                    visible: text !== ""
                    text: RipSession.message
                    color: Material.theme === Material.Dark ? "#ef9a9a" : "#c62828"
                    font.pixelSize: 17
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }
            }
            // The game is over and its result was put aside to look at the table: the result again.
            ActionButton {
                id: showResult
                objectName: "ripShowResult"
                visible: RipSession.result.over === true && page.resultDismissed
                //: Button: shows again who won, after the table was looked at.
                text: qsTr("Result")
                highlighted: true
                onClicked: page.resultDismissed = false
                Accessible.name: qsTr("Show the result again")
            }
            ActionButton {
                objectName: "ripPhonesButton"
                //: %1 how many phones are connected.
                text: RipPhones.running ? qsTr("Phones (%1)").arg(RipPhones.connectedCount) : qsTr("Phones")
                onClicked: ripPhonesPanel.open()
                Accessible.name: qsTr("Let the players make their secret choices on their phones")
            }
            ActionButton {
                id: undoButton
                objectName: "ripUndo"
                //: Button: takes back the last step (a verb).
                text: qsTr("Undo")
                enabled: RipSession.canUndo && RipSession.handOff === ""
                onClicked: RipSession.undo()
                spokenDetail: RipSession.digital ? qsTr("Back to your last decision")
                                                            : qsTr("Takes back the last entry")
            }
            ActionButton {
                objectName: "ripRedo"
                //: Button: applies again the step undone last (a verb).
                text: qsTr("Redo")
                enabled: RipSession.canRedo && RipSession.handOff === ""
                onClicked: RipSession.redo()
            }
        }

        // --- the ten mansions --------------------------------------------------------------------
        // A row positioner of equal cards: a Quick layout never holds a delegate that goes away
        // (a new game makes new mansions).
        Row {
            id: mansionRow
            objectName: "ripMansionRow"
            Layout.fillWidth: true
            Layout.fillHeight: false
            Layout.preferredHeight: 196
            // What the cards would ask of a layout: 100 each.
            Layout.preferredWidth: mansionCards.count * 100 + Math.max(0, mansionCards.count - 1) * spacing
            spacing: 6
            // Card i's width in whole pixels, as a layout snaps it (equal shares of the row).
            function cardWidth(i) {
                const n = mansionCards.count
                const w = n > 0 ? (width - spacing * (n - 1)) / n : 0
                const start = i * (w + spacing)
                return Math.round(start + w) - Math.round(start)
            }
            Repeater {
                id: mansionCards
                model: RipSession.mansions
                delegate: RipMansionCard {
                    required property int card
                    required property int index
                    objectName: "ripMansion" + index
                    width: mansionRow.cardWidth(index)
                    height: mansionRow.height
                    cardNo: card
                    names: page.names
                    seatColors: page.seatColors
                    onWordsWanted: chosen => {
                        if (chosen)
                            page.chosenWords = page.words(cardName, cardEffect)
                        else
                            page.pointedWords = page.words(cardName, cardEffect)
                    }
                    onWordsDone: page.pointedWords = null
                    Binding {
                        target: page
                        property: "roundWords"
                        when: current && cardEffect !== ""
                        value: page.words(cardName, cardEffect)
                    }
                }
            }
        }

        // --- the words of the card pointed at, chosen, or of the round -----------------------------
        Rectangle {
            objectName: "ripCardWords"
            Layout.fillWidth: true
            // Two lines always: the rows below do not jump when a longer text comes.
            Layout.preferredHeight: 2 * wordsMetrics.height + 12
            radius: 6
            color: page.dark ? "#262a2e" : "#fffdf5"
            border.width: 1
            border.color: page.dark ? "#6d6d6d" : "#cdbf9f"
            FontMetrics { id: wordsMetrics; font.pixelSize: 16 }
            Label {
                id: wordsText
                objectName: "ripCardWordsText"
                anchors.fill: parent
                anchors.leftMargin: 10
                anchors.rightMargin: 10
                anchors.topMargin: 6
                anchors.bottomMargin: 6
                verticalAlignment: Text.AlignVCenter
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                font.pixelSize: 16
                textFormat: Text.StyledText
                readonly property string heading: page.shownWords ? page.shownWords.heading : ""
                readonly property string body: page.shownWords ? page.shownWords.text : ""
                text: page.shownWords ? "<b>" + page.escaped(heading) + "</b> — " + page.escaped(body)
                                      : qsTr("Point at a psychic card, tap it, hold it or reach it with Tab to read what it does.")
                color: page.shownWords ? page.Material.foreground : page.mutedText
                Accessible.role: Accessible.StaticText
                Accessible.name: page.shownWords ? heading + ": " + body : text
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10

            // --- the two players ---------------------------------------------------------------
            // A column positioner of equal panels: a Quick layout never holds a delegate that goes
            // away (a new game makes new seats).
            Column {
                id: seatColumn
                visible: !page.settingUp
                Layout.preferredWidth: 360
                Layout.maximumWidth: 360
                Layout.fillHeight: true
                // What the panels would ask of a layout: a Panel with a heading asks for its
                // paddings only (34 + 10), its content never sizes it.
                Layout.preferredHeight: seatPanels.count > 0 ? seatPanels.count * 44 + (seatPanels.count - 1) * spacing : 0
                spacing: 8
                // Panel i's height in whole pixels, as a layout snaps it (equal shares).
                function panelHeight(i) {
                    const n = seatPanels.count
                    const h = n > 0 ? (height - spacing * (n - 1)) / n : 0
                    const start = i * (h + spacing)
                    return Math.round(start + h) - Math.round(start)
                }
                Repeater {
                    id: seatPanels
                    model: RipSession.seats
                    delegate: Panel {
                        id: seatPanel
                        required property int seat
                        required property int index
                        required property string name
                        required property string kind
                        required property int manors
                        required property int castles
                        required property int deck
                        required property int handCount
                        required property bool handVisible
                        required property var hand
                        required property var psychic
                        required property int total
                        required property bool turn
                        required property bool tripped
                        required property int faceDown
                        objectName: "ripSeat" + seat
                        width: seatColumn.width
                        height: seatColumn.panelHeight(index)
                        emphasised: turn
                        // The name alone: a long one ("Bo (computer)") and the computer's strength did not fit
                        // on one line; the strength is said in the line under the total.
                        heading: name
                        readonly property string computer: kind === "person" || kind === "table" ? ""
                                 //: A computer player's panel, before its deck and hand: %1 its strength.
                                 : qsTr("Computer: %1").arg(kind === "random" ? qsTr("random")
                                                            : kind === "rules" ? qsTr("rules")
                                                            : kind === "search" ? qsTr("search")
                                                            //: The strongest computer player's strength, after "Computer:".
                                                            : qsTr("strong"))
                        Accessible.name: qsTr("%1: total %2, %3 manors, %4 castles").arg(name).arg(total).arg(manors).arg(castles)

                        ColumnLayout {
                            anchors.fill: parent
                            spacing: 2
                            RowLayout {
                                spacing: 10
                                Label {
                                    objectName: "ripTotal" + seatPanel.seat
                                    text: seatPanel.total
                                    font.pixelSize: 44
                                    font.weight: Font.Bold
                                    color: page.seatColors[seatPanel.seat]
                                    Accessible.name: qsTr("Total %1").arg(text)
                                }
                                ColumnLayout {
                                    Layout.fillWidth: true
                                    spacing: 0
                                    Label {
                                        text: qsTr("Manors %1 · Castles %2").arg(seatPanel.manors).arg(seatPanel.castles)
                                        font.pixelSize: 18
                                        font.weight: Font.DemiBold
                                    }
                                    Label {
                                        Layout.fillWidth: true
                                        wrapMode: Text.WordWrap
                                        text: (seatPanel.computer !== "" ? seatPanel.computer + " · " : "")
                                              + qsTr("Deck %1 · Hand %2%3").arg(seatPanel.deck).arg(seatPanel.handCount)
                                              .arg(seatPanel.faceDown > 0 ? " · " + qsTr("face down on 10: %1").arg(seatPanel.faceDown) : "")
                                        font.pixelSize: 15
                                        color: page.mutedText
                                    }
                                }
                            }
                            Label {
                                Layout.fillWidth: true
                                visible: seatPanel.handVisible
                                objectName: "ripHand" + seatPanel.seat
                                text: qsTr("Hand: %1").arg(seatPanel.hand.length > 0 ? seatPanel.hand.join("  ") : qsTr("empty"))
                                font.pixelSize: 22
                                font.weight: Font.DemiBold
                                wrapMode: Text.WordWrap
                            }
                            Label {
                                Layout.fillWidth: true
                                visible: seatPanel.tripped
                                text: qsTr("Tripped: the next card comes at random from the hand")
                                font.pixelSize: 15
                                color: Material.theme === Material.Dark ? "#ef9a9a" : "#c62828"
                                wrapMode: Text.WordWrap
                            }
                            Label {
                                Layout.fillWidth: true
                                visible: seatPanel.psychic.length === 0
                                text: qsTr("No psychic card")
                                font.pixelSize: 15
                                color: page.mutedText
                                wrapMode: Text.WordWrap
                            }
                            Item {
                                Layout.fillHeight: true
                                visible: seatPanel.psychic.length === 0
                            }
                            // The psychic cards held, face up: each one tells its words (mouse, tap, a
                            // press held down, Tab); many of them scroll.
                            Flickable {
                                id: heldView
                                objectName: "ripPsychicCards" + seatPanel.seat
                                Layout.fillWidth: true
                                Layout.fillHeight: true
                                visible: seatPanel.psychic.length > 0
                                contentHeight: chips.height
                                clip: true
                                boundsBehavior: Flickable.StopAtBounds
                                ScrollBar.vertical: ScrollBar {}
                                Flow {
                                    id: chips
                                    width: parent.width
                                    spacing: 6
                                    Repeater {
                                        model: seatPanel.psychic
                                        delegate: Label {
                                            id: chip
                                            required property var modelData
                                            required property int index
                                            objectName: "ripHeld" + seatPanel.seat + "_" + index
                                            width: Math.min(implicitWidth, chips.width)
                                            text: modelData.name
                                            font.pixelSize: 15
                                            wrapMode: Text.WordWrap
                                            leftPadding: 8
                                            rightPadding: 8
                                            topPadding: 3
                                            bottomPadding: 3
                                            activeFocusOnTab: true
                                            Accessible.role: Accessible.StaticText
                                            //: A psychic card a player holds, face up: %1 its name.
                                            Accessible.name: qsTr("Psychic card held: %1").arg(modelData.name)
                                            Accessible.description: modelData.effect
                                            Accessible.focusable: true
                                            onActiveFocusChanged: {
                                                if (activeFocus) {
                                                    page.chosenWords = page.words(modelData.name, modelData.effect)
                                                    heldView.contentY = Math.max(0, Math.min(y, heldView.contentHeight - heldView.height))
                                                }
                                            }
                                            background: Rectangle {
                                                radius: 4
                                                color: page.dark ? "#3a3f44" : "#f3efe4"
                                                border.width: chip.activeFocus ? 2 : 1
                                                border.color: chip.activeFocus ? page.Material.accentColor
                                                                               : (page.dark ? "#6d6d6d" : "#cdbf9f")
                                            }
                                            HoverHandler {
                                                onHoveredChanged: page.pointedWords = hovered ? page.words(chip.modelData.name, chip.modelData.effect) : null
                                            }
                                            TapHandler {
                                                onTapped: page.chosenWords = page.words(chip.modelData.name, chip.modelData.effect)
                                                onLongPressed: page.chosenWords = page.words(chip.modelData.name, chip.modelData.effect)
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }

            // --- the decision --------------------------------------------------------------------
            Panel {
                id: choicesPanel
                objectName: "ripChoices"
                Layout.fillWidth: true
                Layout.fillHeight: true
                //: Heading of the panel where the player makes their decision.
                heading: qsTr("Your choice")
                emphasised: RipSession.choices.count > 0

                ScrollView {
                    anchors.fill: parent
                    // The keyboard passes through it between two decisions (their choices are made anew):
                    // a screen reader says its name, not a bare "panel".
                    //: Accessible name of the scrolling list of the choices of the decision on view.
                    Accessible.name: qsTr("The choices")
                    contentWidth: availableWidth
                    clip: true
                    ColumnLayout {
                        width: parent.width
                        spacing: 8
                        // Phones at the table: that player's cards and choices are on their phone.
                        Label {
                            objectName: "ripPhoneWait"
                            Layout.fillWidth: true
                            visible: RipPhones.phoneSeat >= 0
                            //: Rest in Peace with phones: %1 the player who decides on their phone now.
                            text: qsTr("%1 chooses on their phone; the laptop shows the table. “Use the laptop for %1” in Phones takes the seat back.")
                                  .arg((page.board.names || [])[RipPhones.phoneSeat] || "")
                            font.pixelSize: 20
                            font.weight: Font.DemiBold
                            wrapMode: Text.WordWrap
                        }
                        // "What would the computer do?": only on the deciding person's own screen.
                        ColumnLayout {
                            objectName: "ripHintRow"
                            Layout.fillWidth: true
                            visible: RipSession.computer.hintAvailable
                            spacing: 4
                            RowLayout {
                                spacing: 8
                                ActionButton {
                                    id: hintButton
                                    objectName: "ripHintButton"
                                    //: Button: asks the strongest computer player which choice it would make here.
                                    text: qsTr("What would the computer do?")
                                    font.pixelSize: 16
                                    enabled: !RipSession.computer.hintThinking && RipSession.computer.hint === ""
                                    onClicked: RipSession.askHint()
                                    hoverEnabled: true
                                    ToolTip.visible: hovered
                                    ToolTip.delay: 500
                                    //: Tooltip of the hint button: the key that asks it too.
                                    ToolTip.text: qsTr("The strong computer player's choice for you, and why (key H)")
                                    Accessible.description: ToolTip.text
                                }
                                ActionButton {
                                    objectName: "ripHintApply"
                                    visible: RipSession.computer.hint !== "" && !RipSession.computer.hintThinking
                                    //: Button: takes the choice the computer suggested.
                                    text: qsTr("Do it")
                                    font.pixelSize: 16
                                    onClicked: RipSession.applyHint()
                                }
                            }
                            Label {
                                objectName: "ripHintText"
                                Layout.fillWidth: true
                                visible: text !== ""
                                text: RipSession.computer.hintThinking ? qsTr("The computer is thinking…") : RipSession.computer.hint
                                font.pixelSize: 16
                                font.italic: RipSession.computer.hintThinking
                                wrapMode: Text.WordWrap
                                Accessible.role: Accessible.StaticText
                                Accessible.name: text
                            }
                        }
                        Label {
                            Layout.fillWidth: true
                            visible: page.board.effects !== undefined && page.board.effects.length > 0
                            text: (page.board.effects || []).join("\n")
                            font.pixelSize: 15
                            color: page.mutedText
                            wrapMode: Text.WordWrap
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 8
                            Repeater {
                                model: ghostChoices
                                delegate: ActionButton {
                                    required property int index
                                    required property string label
                                    required property var extra
                                    objectName: "ripGhost" + index
                                    text: label
                                    font.pixelSize: label.length <= 2 ? 30 : 18
                                    width: Math.max(64, naturalWidth)
                                    height: 64
                                    onClicked: ghostChoices.apply(index)
                                    Accessible.name: qsTr("Play a ghost card: %1").arg(label)
                                    RipHintMark { extra: parent.extra }
                                }
                            }
                        }
                        // The common turn in one tap: a ghost card, then the end of the turn.
                        Flow {
                            objectName: "ripGhostEndRow"
                            Layout.fillWidth: true
                            visible: ghostEndChoices.count > 0
                            spacing: 6
                            Repeater {
                                model: ghostEndChoices
                                delegate: ActionButton {
                                    required property int index
                                    required property string label
                                    required property int value
                                    objectName: "ripGhostEnd" + index
                                    text: label
                                    font.pixelSize: 16
                                    leftPadding: 8
                                    rightPadding: 8
                                    width: Math.max(64, naturalWidth)
                                    height: 48
                                    onClicked: ghostEndChoices.apply(index)
                                    //: A button that plays a ghost card of value %1 and ends the turn at once.
                                    Accessible.name: qsTr("Play a ghost card %1 and end the turn").arg(value)
                                }
                            }
                        }
                        // A table's line: all the psychic cards at once, in a grid that needs no scrolling.
                        Grid {
                            id: lineGrid
                            objectName: "ripLineGrid"
                            Layout.fillWidth: true
                            visible: lineChoices.count > 0
                            columns: Math.max(1, Math.floor((width + spacing) / (190 + spacing)))
                            spacing: 6
                            Repeater {
                                model: lineChoices
                                delegate: ActionButton {
                                    required property int index
                                    required property string label
                                    required property string detail
                                    objectName: "ripLine" + index
                                    text: label
                                    wrap: true
                                    font.pixelSize: 15
                                    leftPadding: 8
                                    rightPadding: 8
                                    topPadding: 4
                                    bottomPadding: 4
                                    width: (lineGrid.width - lineGrid.spacing * (lineGrid.columns - 1)) / lineGrid.columns
                                    height: 54
                                    onClicked: lineChoices.apply(index)
                                    onHoveredChanged: page.pointedWords = hovered ? page.words(label, detail) : null
                                    onActiveFocusChanged: if (activeFocus) page.chosenWords = page.words(label, detail)
                                    onPressAndHold: page.chosenWords = page.words(label, detail)
                                    spokenDetail: detail
                                }
                            }
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 6
                            Repeater {
                                model: otherChoices
                                delegate: ActionButton {
                                    required property int index
                                    required property string label
                                    required property string kind
                                    required property string detail
                                    required property var extra
                                    objectName: "ripChoice" + index
                                    text: label
                                    // The end of a turn that beats, not a withdrawal (ripchoices).
                                    highlighted: kind === "end" && extra && extra.beats === true
                                    width: Math.min(naturalWidth, parent ? parent.width : naturalWidth)
                                    onClicked: otherChoices.apply(index)
                                    // A psychic card to lay down, reveal or name: its words in the strip.
                                    onHoveredChanged: if (detail !== "") page.pointedWords = hovered ? page.words(label, detail) : null
                                    onActiveFocusChanged: if (activeFocus && detail !== "") page.chosenWords = page.words(label, detail)
                                    onPressAndHold: if (detail !== "") page.chosenWords = page.words(label, detail)
                                    spokenDetail: detail
                                    RipHintMark { extra: parent.extra }
                                }
                            }
                        }
                        Flow {
                            Layout.fillWidth: true
                            spacing: 6
                            Repeater {
                                model: psychicChoices
                                delegate: ActionButton {
                                    required property int index
                                    required property string label
                                    required property string detail
                                    required property var extra
                                    objectName: "ripPsychic" + index
                                    text: label
                                    font.pixelSize: 16
                                    width: Math.min(naturalWidth, parent ? parent.width : naturalWidth)
                                    onClicked: psychicChoices.apply(index)
                                    // Its words in the strip under the line, never over the other buttons.
                                    onHoveredChanged: page.pointedWords = hovered ? page.words(label, detail) : null
                                    onActiveFocusChanged: if (activeFocus) page.chosenWords = page.words(label, detail)
                                    onPressAndHold: page.chosenWords = page.words(label, detail)
                                    spokenDetail: detail
                                    RipHintMark { extra: parent.extra }
                                }
                            }
                        }
                    }
                }
            }

            // --- the log -------------------------------------------------------------------------
            Panel {
                visible: !page.settingUp
                Layout.preferredWidth: 330
                Layout.maximumWidth: 330
                Layout.fillHeight: true
                //: Heading of the game log panel (a noun).
                heading: qsTr("Log")
                ListView {
                    id: logView
                    objectName: "ripLog"
                    anchors.fill: parent
                    clip: true
                    model: RipSession.log
                    spacing: 3
                    onCountChanged: Qt.callLater(positionViewAtEnd)
                    delegate: Label {
                        required property var model
                        width: ListView.view.width
                        text: model.text
                        font.pixelSize: 15
                        wrapMode: Text.WordWrap
                    }
                    ScrollBar.vertical: ScrollBar {}
                }
            }
        }
    }

    // Hot-seat: nobody sees a hand until its owner holds the laptop.
    HandOff {
        id: ripHandOff
        objectName: "ripHandOff"
        anchors.fill: parent
        visible: RipSession.handOff !== ""
        name: RipSession.handOff
        // Only digital play hands off: at a table nothing secret is entered (D-RIP-APP-TABLE).
        what: qsTr("Your hand is shown next: the other player looks away.")
        onConfirmed: RipSession.confirmHandOff()
        phonesOffered: !RipPhones.running
        onPhonesRequested: ripPhonesPanel.open()
    }

    // Phones at the table (docs/phones.md): a seat's hand and round-10 card on its own phone.
    PhonesPanel {
        id: ripPhonesPanel
        table: RipPhones
        privateSteps: RipSession.digital ? qsTr("hand, turn, round-10 card") : qsTr("round-10 card")
        Component.onDestruction: RipPhones.suspend()
    }

    // The winner.
    Rectangle {
        objectName: "ripResult"
        anchors.fill: parent
        visible: RipSession.result.over === true && !page.resultDismissed
        color: page.dark ? "#e6151515" : "#e6eceff1"
        // Who won and how: what a screen reader says when the result comes (as the hand-off's cover).
        Accessible.role: Accessible.Pane
        Accessible.name: resultTitle.text
        Accessible.description: RipSession.result.text || ""
        // With its ring when a key made the last step (the keyboard must see where it is). The button
        // taking the keyboard says who won: a screen reader reads the control that takes it.
        onVisibleChanged: if (visible) takeKeyboard()
        // A finished game opened from a file shows its result at once: the keyboard to it as well (Tab
        // went to the page under it).
        Component.onCompleted: if (visible) Qt.callLater(takeKeyboard)
        function takeKeyboard() {
            if (!visible)
                return
            closeResult.announcement = resultTitle.text
            closeResult.forceActiveFocus(page.Window.window && page.Window.window.keyboardUsed === true
                                         ? Qt.TabFocusReason : Qt.OtherFocusReason)
        }
        MouseArea { anchors.fill: parent; acceptedButtons: Qt.AllButtons }
        ColumnLayout {
            anchors.centerIn: parent
            width: Math.min(parent.width - 80, 820)
            spacing: 20
            HeadingLabel {
                id: resultTitle
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: RipSession.result.winner >= 0 ? qsTr("%1 wins!").arg(RipSession.result.winnerName)
                                                    : qsTr("A draw")
                font.pixelSize: 48
                font.weight: Font.Bold
                color: RipSession.result.winner >= 0 ? page.seatColors[RipSession.result.winner] : page.Material.foreground
            }
            Label {
                objectName: "ripResultText"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: RipSession.result.text || ""
                font.pixelSize: 24
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
                text: qsTr("The game is in the history.")
                font.pixelSize: 18
                color: page.mutedText
            }
            RowLayout {
                Layout.alignment: Qt.AlignHCenter
                spacing: 16
                ActionButton {
                    id: closeResult
                    objectName: "ripLookAtTable"
                    text: qsTr("Look at the table")
                    onClicked: {
                        // The result's buttons go: the keyboard to the button that shows it again, not to
                        // Undo (a second Enter would take the game's end back).
                        const byKey = activeFocus && page.Window.window && page.Window.window.keyboardUsed === true
                        page.resultDismissed = true
                        showResult.forceActiveFocus(byKey ? Qt.TabFocusReason : Qt.OtherFocusReason)
                    }
                }
                ActionButton {
                    objectName: "ripUndoLast"
                    //: Button: takes back the last step (a verb).
                    text: qsTr("Undo")
                    enabled: RipSession.canUndo
                    onClicked: RipSession.undo()
                }
                ActionButton {
                    objectName: "ripHome"
                    //: Back to the home screen (the shelf of games).
                    text: qsTr("Home", "the home screen")
                    highlighted: true
                    onClicked: page.StackView.view.pop(null)
                }
            }
        }
    }
}
