import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The phase guide: says what happens now and asks only for what the app cannot know. Every button
// applies a row of GameController.guide.choiceModel, the engine's legal actions (the rules stay there); no
// action is written as text here.
Item {
    id: guide

    // One group for a screen reader: the question, what it means and its choices.
    Accessible.role: Accessible.Grouping
    //: Accessible name of the panel with the pending decision and its choices.
    Accessible.name: qsTr("Decision")

    //! The decision's question as a screen reader reads it ("Now: ..."): the keyboard's first choice
    //! after a step says it too (GamePage.focusDecision).
    readonly property string questionName: decisionLabel.spokenText
    property var seatColors: []
    property var playerNames: []
    //! Opens the corrections dialog for a seat.
    signal correctionRequested(int seat)

    readonly property string kind: GameController.guide.decisionKind
    readonly property ChoiceModel choices: GameController.guide.choiceModel
    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property var currentPlayer: GameController.guide.currentSeat >= 0
                                         ? GameController.table.players.names[GameController.guide.currentSeat] : null
    //! Every player's question of one kind on one screen (a table's Wallows deal, end-of-round abilities,
    //! Wallows objectives): the panel asks them all, no hand-off.
    readonly property bool tableQuestions: askTogether && GameController.questions.kind !== ""
    //! Whether a table is asked its public questions of one kind together, and bids with one tap behind
    //! the hand-over; false asks them one at a time and bids after "I am <name>" and a confirmation (the
    //! table walk test's comparison with the earlier screens).
    property bool askTogether: true

    property string relocateFrom: ""
    property string courtCard: ""
    //! The way of playing `courtCard` (0 or 1) whose players, places or figures are listed; -1 none.
    property int courtWay: -1

    //! The rows 1 to 9 of the decision that number keys choose: only where the choices are one plain
    //! list (a turn, a bid, a roll and a relocation have their own keys or pickers). Empty elsewhere.
    readonly property bool numberKeysFit: choices.revision >= 0 && !tableQuestions && GameController.seats.phoneSeat < 0
                                          && (decisionArea.current === choiceView
                                              || decisionArea.current === majorityView
                                              || decisionArea.current === pileView)
                                          && !numberLabels
    //! Some choice is itself a number (the dice's total): the number keys would choose by place, not by
    //! that number, so they stay off.
    readonly property bool numberLabels: choices.numericLabels
    //! How many choices the number keys reach: the piles by their numbers (R-DIST-3: key 2 is pile 2,
    //! taken or not), else the whole list.
    readonly property int numberedChoices: kind === "pick-pile" ? pileCount : choices.count
    //! A pile's size is chosen by its number of Etherea (R-DIST-2: key 5 is "5 Etherea", wherever that
    //! button stands), not by its place in the list.
    readonly property bool keysBySize: kind === "set-pile"
    readonly property int pileCount: {
        if (kind !== "pick-pile" || choices.revision < 0)
            return 0
        return choices.rowsIn("choice").filter(r => r.extra.pileRow === true).length
    }
    //! Applies the `n`th choice (1-based) of the list on screen, when number keys fit and it is enabled.
    function applyNumber(n) {
        if (!numberKeysFit || n < 1)
            return false
        if (keysBySize) {
            const row = choices.rowWithValue("choice", n)
            return row >= 0 && choices.apply(row)
        }
        return n <= numberedChoices && choices.apply(n - 1)
    }

    function forgetPicks() {
        relocateFrom = ""
        courtCard = ""
        courtWay = -1
    }
    //! A Court card's way picked and its players, places or figures still to choose: Cancel (the button
    //! under the hand, Undo, Ctrl+Z) takes the pick back. Nothing of the game changed yet, so an undo
    //! would take back the step before it. Whether there was such a pick.
    function cancelCourtWay() {
        if (courtWay < 0)
            return false
        courtCard = ""
        courtWay = -1
        return true
    }
    onKindChanged: forgetPicks()
    // The next player's turn starts with nothing of the last player's picked.
    readonly property int deciding: GameController.guide.currentSeat
    onDecidingChanged: forgetPicks()

    //! The rows of some groups of the choice model as buttons (every row when `groups` is empty).
    component ChoiceFlow: Flow {
        id: flow
        property alias groups: rows.groups
        property alias match: rows.match
        readonly property alias count: rows.count
        property int buttonHeight: 52
        property int fontSize: 20
        //! Buttons made with the flow, before a decision needs them (PooledRows.reserve).
        property int reserve: 0
        //! Every button as wide as the flow: one column.
        property bool fill: false
        //! Buttons of even width in this many columns (0: each as wide as its label).
        property int columns: 0
        //! Its buttons are chosen by the number keys (their tooltips say which): a flow of the whole list.
        property bool numberKeys: groups.length === 0
        //! The list (a ChoiceScroller) that scrolls to this flow, once laid out, whenever `revealKey`
        //! changes to a value: a choice made above it lists its options here, maybe below the fold.
        property Flickable revealIn: null
        property string revealKey: ""
        property bool revealPending: false
        function revealNow() {
            if (!revealPending || !revealIn || height <= 0)
                return
            // Only once the list is laid out around the flow: a list whose content does not reach the
            // flow's end yet cannot scroll to it (the places of a Court card's way stayed out of sight).
            const at = flow.mapToItem(revealIn.contentItem, 0, 0)
            if (at.y + height > revealIn.contentHeight + 1)
                return
            revealPending = false
            revealIn.reveal(flow)
        }
        onRevealKeyChanged: {
            revealPending = revealKey !== ""
            Qt.callLater(revealNow)
        }
        onHeightChanged: if (revealPending) Qt.callLater(revealNow)
        onYChanged: if (revealPending) Qt.callLater(revealNow)
        Connections {
            target: flow.revealIn
            enabled: flow.revealPending
            function onContentHeightChanged() { Qt.callLater(flow.revealNow) }
        }
        //! The key of the rows' `extra` whose text the buttons show instead of their whole label (a
        //! way's places below the way chosen: "Malavestros to 8 Higst Athenaeum", not the card and way
        //! again); screen readers still read the whole label. "": the label.
        property string shortLabel: ""
        spacing: 8
        // No rows, no room: emptied of its rows, the flow kept their height in the list (after a recruit
        // that spent the last Etherea, a blank stretch in the middle of the actions).
        visible: count > 0
        //! The decision's choices it shows: its panel's (a ChoiceMirror, see KeptPanel).
        property ChoiceModel choices: guide.choices
        //! What its buttons read of the decision (its kind, its keys), followed only while its panel is
        //! shown (its choices live): a hidden panel's buttons stand still, as its rows do, instead of
        //! being evaluated again at every new kind of decision.
        readonly property bool following: !choices || choices.live !== false
        property string kind: ""
        property bool keysBySize: false
        property bool numberKeysFit: false
        Binding on kind { when: flow.following; value: guide.kind; restoreMode: Binding.RestoreNone }
        Binding on keysBySize { when: flow.following; value: guide.keysBySize; restoreMode: Binding.RestoreNone }
        Binding on numberKeysFit { when: flow.following; value: guide.numberKeysFit; restoreMode: Binding.RestoreNone }
        ChoiceFilter {
            id: rows
            source: flow.choices
        }
        // A button no longer needed is hidden, not dropped: the next decision's choices take it
        // (PooledRows), as making buttons is the costliest part of a step.
        Repeater {
            model: PooledRows {
                source: rows
                reserve: flow.reserve
            }
            ActionButton {
                required property var model
                required property int index
                objectName: "choice" + index
                visible: model.present
                wrap: !flow.fill
                // A column of buttons is dense and even: each button the given height, its label on one
                // line (set smaller before it is cut), less padding and inset.
                leftPadding: flow.fill ? 8 : 16
                rightPadding: flow.fill ? 8 : 16
                topPadding: flow.fill ? 2 : 8
                bottomPadding: flow.fill ? 2 : 8
                // Buttons of a list keep 16 px between their drawn shapes (insets and the flow's spacing);
                // a dense column (fill) keeps less.
                topInset: flow.fill ? 2 : 4
                bottomInset: flow.fill ? 2 : 4
                height: flow.fill ? flow.buttonHeight : Math.max(flow.buttonHeight, implicitHeight)
                width: flow.fill ? flow.width
                     : flow.columns > 0 ? (flow.width - (flow.columns - 1) * flow.spacing) / flow.columns
                     : flow.width > 0 ? Math.min(naturalWidth, flow.width) : naturalWidth
                text: flow.shortLabel !== "" && model.extra && model.extra[flow.shortLabel] ? model.extra[flow.shortLabel] : model.label
                enabled: model.enabled
                // The choice the computer would make, once the person asked (HintBar).
                // A hidden button (no row of now) reads nothing of the game: it is not updated at each step.
                highlighted: model.present && GameController.bots.hint.choiceLabel !== "" && model.label === GameController.bots.hint.choiceLabel
                font.pixelSize: flow.fontSize
                onClicked: rows.apply(index)
                // The dice's total is a bare number on the button: read alone, "3" says nothing of what
                // it is.
                //: Accessible name of a choice of the dice's total (R-DIST-1); %1 the total.
                Accessible.name: !model.present ? "" : flow.kind === "dice" ? qsTr("Dice total %1").arg(model.label) : model.label
                // What the card or place does: on hover, on keyboard focus, and on a tap held down (touch);
                // and its number key, where the list is the whole decision.
                readonly property int key: !model.present ? 0 : flow.keysBySize ? model.value : index + 1
                readonly property bool numbered: model.present && flow.numberKeysFit && flow.numberKeys && key >= 1 && key <= 9
                tip: {
                    const words = model.enabled ? model.detail : model.whyNot
                    if (!numbered)
                        return words
                    //: Tooltip line of a choice: the number key that chooses it.
                    const keyLine = qsTr("Key %1").arg(key)
                    return words !== "" ? words + "\n" + keyLine : keyLine
                }
            }
        }
    }
    //! A scrolling list of the decision's choices: back at its top whenever the choices change (a new
    //! decision, another player), so that the question's first choices are in view, never an empty
    //! stretch left scrolled from a longer list before.
    component ChoiceScroller: Flickable {
        id: scroller
        //! Whether its panel is the one shown: its choices follow the decision's only then.
        property bool live: true
        //! The decision's choices as this panel shows them: kept as they were while another panel is
        //! shown, so that its controls are neither updated nor made anew meanwhile (KeptPanel).
        readonly property ChoiceModel choices: ChoiceMirror {
            source: guide.choices
            live: scroller.live
        }
        // The scroll bar, while shown, has its own strip: it stood over the buttons' right edges.
        contentWidth: width - (scrollBar.policy === ScrollBar.AlwaysOn ? scrollBar.width : 0)
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        // Shown for as long as the list holds more than its room: choices below the fold were missed
        // (a draft's sixth card) when the bar showed only while scrolling.
        ScrollBar.vertical: FitScrollBar {
            id: scrollBar
            objectName: "choiceScrollBar"
            overflows: scroller.contentHeight > scroller.height + 1
        }
        // Tab through a long list of choices: it scrolls to the choice.
        FocusInView {
            id: inView
            flickable: scroller
        }
        //! Scrolls so that `item`, inside the list, stands in view.
        function reveal(item) { inView.reveal(item) }
        Connections {
            target: scroller.choices
            function onRevisionChanged() { scroller.contentY = 0 }
        }
    }
    component SectionLabel: Label {
        font.pixelSize: 15
        font.weight: Font.DemiBold
        font.capitalization: Font.AllUppercase
        color: guide.mutedText
        Layout.topMargin: 6
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 8

        HeadingLabel {
            id: decisionLabel
            objectName: "decisionText"
            Layout.fillWidth: true
            // A long decision (a location's whole action) on a low guide: smaller, so that the decision's
            // controls below keep their room.
            Layout.maximumHeight: Math.max(48, Math.min(guide.height * 0.3,
                                                        guide.height - decisionArea.Layout.minimumHeight
                                                        - (endNote.visible ? endNote.height + 8 : 0)
                                                        - (hintBar.visible ? hintBar.height + 8 : 0)
                                                        - 2 * 23 - 2 * 8)) // two lines of the guide below
            text: guide.tableQuestions ? GameController.questions.title : GameController.guide.decisionText
            font.pixelSize: 24
            font.weight: Font.Bold
            wrapMode: Text.WordWrap
            fontSizeMode: Text.Fit
            minimumPixelSize: 14
            color: guide.currentPlayer && !guide.tableQuestions
                   // The seat's colour, lighter or darker where it would not read on the panel.
                   ? Colours.readableOn(guide.seatColors[GameController.guide.currentSeat] || guide.Material.foreground,
                                        guide.dark ? "#333333" : "#ffffff")
                   : guide.Material.foreground
            // Read as a heading (HeadingLabel): Orca reads a group's plain texts as the keyboard enters
            // it, and the choice that takes the keyboard says the question again in its description
            // (GamePage.focusDecision). A heading is not among those texts, so the question is said once.
            spokenText: qsTr("Now: %1").arg(text)
        }
        Label {
            id: guideTextLabel
            objectName: "guideText"
            Layout.fillWidth: true
            text: guide.tableQuestions ? GameController.questions.hint : GameController.guide.guideText
            font.pixelSize: 17
            wrapMode: Text.WordWrap
            // The decision's controls below must keep their room on a small window: a long guide is cut
            // to the lines that fit and shown whole on hover.
            // The table's draft (one button below; German needs ten lines) and the game's first hint (the
            // motive kept, R-SETUP-4) take every line their decision's panel leaves; the piles, whose
            // panel keeps the room of its rows, up to nearly half the guide (their explanation was cut
            // above a half-empty panel in digital play, where the secrets' strip takes some height).
            maximumLineCount: Math.max(2, Math.floor(Math.min(guide.kind === "keep-motive" || guide.kind === "deal-court"
                                                              ? guide.height
                                                              : guide.kind === "set-pile" || guide.kind === "pick-pile"
                                                              ? guide.height * 0.45 : guide.height * 0.25,
                                                              guide.height - decisionLabel.height - 3 * 8
                                                              - decisionArea.Layout.minimumHeight
                                                              - (hintBar.visible ? hintBar.height + 8 : 0)
                                                              - (endNote.visible ? endNote.height : 0))
                                                     / guideLines.lineSpacing))
            elide: Text.ElideRight
            color: guide.mutedText
            Accessible.name: text
            // The height of its lines as laid out (a guess of 1.35 times the size left a line's room unused).
            FontMetrics {
                id: guideLines
                font: guideTextLabel.font
            }
            HoverHandler { id: guideHover }
            ToolTip.visible: guideHover.hovered && truncated
            ToolTip.text: text
            ToolTip.delay: 300
        }
        Rectangle {
            id: endNote
            Layout.fillWidth: true
            Layout.preferredHeight: endNoteLabel.implicitHeight + 12
            visible: GameController.ending.endNote !== ""
            radius: 6
            color: guide.dark ? "#4e3b00" : "#fff3cd"
            // A short line (two where the guide is narrow), so that the decision's choices keep their room
            // in the last round; the whole note on hover, on a press held down (touch) and for screen readers.
            Label {
                id: endNoteLabel
                objectName: "endNote"
                anchors.fill: parent
                anchors.margins: 6
                text: GameController.ending.endNoteShort
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                font.pixelSize: 16
                font.weight: Font.DemiBold
                Accessible.name: GameController.ending.endNote
                HoverHandler { id: endNoteHover }
                TapHandler { id: endNoteHold; longPressThreshold: 0.4 }
                ToolTip.visible: endNoteHover.hovered || endNoteHold.pressed
                ToolTip.text: GameController.ending.endNote
                ToolTip.delay: endNoteHold.pressed ? 0 : 300
            }
        }

        // "What would the computer do?", once asked: only on the deciding person's own screen
        // (GameController.bots.hint).
        HintBar {
            id: hintBar
            objectName: "hintBar"
            Layout.fillWidth: true
            visible: GameController.bots.hint.allowed && (GameController.bots.hint.thinking || GameController.bots.hint.text !== "")
                     && !guide.tableQuestions && GameController.seats.phoneSeat < 0
        }

        // ---- the pending decision ----
        // Each kind of decision has its panel. The turn, the piles, a relocation, the dice, the
        // majorities and the plain lists of choices are made the first time their kind comes and then
        // kept (KeptPanel): a kind of decision that comes again shows a panel that is there already,
        // and only the choices that changed are updated (making the turn's fifty controls anew took a
        // tenth of a second). The bid is kept too, its privacy steps started anew each time it shows
        // (bidView). The phone's wait is made each time.
        // With a screen reader, every decision gets controls of its own (the turn's Pass, the bids, the
        // choices): a screen reader speaks a control as it takes the keyboard, and (Qt 6.4 with Orca)
        // not when a kept one is renamed or described anew, so a first choice kept from the last
        // decision would say nothing of the new question. Without one, the controls are kept (a step
        // stays cheap).
        Connections {
            target: guide.choices
            function onRevisionChanged() {
                if (!decisionArea.current || !ScreenReader.active)
                    return
                decisionArea.renewing = true
                decisionArea.renewing = false
            }
        }
        Item {
            id: decisionArea
            Layout.fillWidth: true
            Layout.fillHeight: true
            //! The panel of the decision now.
            // A seat with its phone makes its private step there; the laptop shows no choice of it.
            readonly property Component current: GameController.seats.phoneSeat >= 0 ? phoneWaitView
                           : guide.tableQuestions ? questionsView
                           : guide.kind === "turn" ? turnView
                           : guide.kind === "bid" ? bidView
                           : guide.kind === "crowd-roll" ? crowdView
                           : (guide.kind === "alltaker-tie" || guide.kind === "location-action"
                              || guide.kind === "guild-action") ? majorityView
                           : guide.kind === "none" ? null
                           : guide.kind === "pick-pile" ? pileView
                           : guide.kind === "relocate-route" ? routeView
                           : choiceView
            //! True for a moment: the panel shown is made anew (a screen reader's new decision).
            property bool renewing: false
            // The lists of choices scroll: they give up more of their room to a long decision text or end
            // note (the majorities keep two rows and a row of choices).
            // The piles keep all their rows in view when the guide has the room (R-DIST-3).
            Layout.minimumHeight: current === pileView
                                  ? Math.max(120, Math.min(guide.pileRows * 35 - 1,
                                                           guide.height - 48 - 2 * 23 - 3 * 8))
                                : current === choiceView || current === turnView ? 120
                                : current === questionsView ? 150
                                : current === majorityView ? 140 : 170

            Loader {
                // The panel made each time.
                anchors.fill: parent
                active: !decisionArea.renewing
                sourceComponent: decisionArea.current === phoneWaitView ? phoneWaitView : null
            }
            KeptPanel { objectName: "keptTurnPanel"; view: turnView }
            KeptPanel { objectName: "keptChoicePanel"; view: choiceView }
            KeptPanel { objectName: "keptMajorityPanel"; view: majorityView }
            KeptPanel { objectName: "keptPilePanel"; view: pileView }
            KeptPanel { objectName: "keptRoutePanel"; view: routeView }
            KeptPanel { objectName: "keptCrowdPanel"; view: crowdView }
            KeptPanel { objectName: "keptQuestionsPanel"; view: questionsView }
            KeptPanel { objectName: "keptBidPanel"; view: bidView }
        }
    }

    // A decision of another kind, or another number of choices, changes most of the guide at once (its
    // question, its panel, its rows of buttons moved): with the software renderer, drawn whole in one
    // step rather than as the fifty to seventy rectangles of its changes merged one by one
    // (WholeRepaint). A choice taken among as many (a pile, a bid) changes a few buttons: drawn as before.
    WholeRepaint {
        id: guideRepaint
        objectName: "guideRepaint"
        anchors.fill: parent
        z: 10000
    }
    Connections {
        target: GameController.guide
        function onDecisionKindChanged() { guideRepaint.request() }
    }
    Connections {
        target: guide.choices
        function onCountChanged() { guideRepaint.request() }
    }

    //! The kept panels not made yet are made while the screen waits, one a tick, so that the first
    //! decision of each kind does not make its panel in the click that brings it (25 to 60 million
    //! instructions a panel). Each is made at once, hidden: a panel made over several frames lost
    //! its rows when the game moved on meanwhile (KeptPanel). Not with a screen reader, which gets
    //! its panels anew for every decision.
    Timer {
        id: panelsAhead
        interval: 300
        repeat: true
        running: guide.visible && !ScreenReader.active
        onTriggered: {
            // A panel not shown waits hidden beside the one shown.
            for (let i = 0; i < decisionArea.children.length; ++i) {
                const kept = decisionArea.children[i]
                if (kept.made === false) {
                    kept.made = true
                    return
                }
            }
            guide.panelsMade = true
            stop()
        }
    }
    //! Whether every kept panel is made (panelsAhead), with the controls each makes ahead (the rows'
    //! reserves): from then on a decision's click makes no panel.
    property bool panelsMade: false

    //! A kind of decision's panel, made when its kind first comes, then kept and hidden while another
    //! is shown. Its choices (ChoiceScroller.choices) stand still while hidden. It waits in the window,
    //! hidden, not outside the window: an item that leaves the window drops what it draws, and one
    //! that comes back takes the window's font and makes its drawing anew (10 million instructions
    //! for the Wallows deal's panel). Not kept with a screen reader (see above). Not made ahead
    //! asynchronously: a panel made over several frames had its rows' delegates dropped half made when
    //! the game moved on meanwhile (a slow machine's warnings).
    component KeptPanel: Loader {
        required property Component view
        readonly property bool shown: decisionArea.current === view
        property bool made: false
        anchors.fill: parent
        visible: shown
        active: shown ? !decisionArea.renewing : !ScreenReader.active && made
        sourceComponent: view
        onLoaded: made = true
    }

    Component {
        id: choiceView
        ChoiceScroller {
            id: choiceScroller
            live: decisionArea.current === choiceView
            contentHeight: choiceCol.implicitHeight
            ColumnLayout {
                id: choiceCol
                width: parent.width
                ChoiceFlow {
                    Layout.fillWidth: true
                    choices: choiceScroller.choices
                    reserve: 8
                    // The Ulterior Motives to keep, under the game's first hint read whole (R-SETUP-4): a
                    // dense column, so that the three stay in view at 1280x800 (the third was cut).
                    readonly property bool dense: guide.kind === "keep-motive"
                    fill: dense
                    // Its width from the column, not from its buttons (which take the flow's): a game
                    // reopened at this decision laid the column out while the buttons were 0 wide.
                    Layout.preferredWidth: dense ? choiceCol.width : -1
                    fontSize: choiceScroller.choices.count > 12 || dense ? 20 : 22
                    buttonHeight: dense ? 44 : choiceScroller.choices.count > 12 ? 46 : 52
                }
                ActionButton {
                    visible: guide.kind === "wallows-result"
                    text: qsTr("Adjust… (reward or penalty)")
                    onClicked: guide.correctionRequested(GameController.guide.currentSeat)
                }
                ActionButton {
                    // R-CLEAN-1 at a table: an ability the app does not know is entered by hand.
                    objectName: "endOfRoundCorrection"
                    visible: guide.kind === "end-of-round"
                    text: qsTr("Adjust… (the ability's effect)")
                    onClicked: guide.correctionRequested(GameController.guide.currentSeat)
                }
            }
        }
    }

    //! The rows of the longer column of the pile choice: the piles, or the Influence taken instead.
    readonly property int pileRows: {
        if (kind !== "pick-pile" || choices.revision < 0)
            return 0
        const rows = choices.rowsIn("choice")
        return Math.max(pileCount, rows.length - pileCount)
    }

    Component {
        id: pileView
        // R-DIST-3: the piles and the Influence taken instead side by side, every row in view at
        // 1280x800 (in German too) under their explanation read whole, also under a digital seat's
        // strip of secrets (rows of 35 px, each drawn 30 px high: with 40 its last words were cut); on a smaller window the two
        // columns scroll.
        ChoiceScroller {
            id: pileScroller
            objectName: "pileChoices"
            live: decisionArea.current === pileView
            contentHeight: pileColumns.implicitHeight
            RowLayout {
                id: pileColumns
                width: parent.width - 10
                spacing: 8
                ChoiceFlow {
                    objectName: "pileColumn"
                    Layout.preferredWidth: (pileColumns.width - 8) * 0.45
                    Layout.alignment: Qt.AlignTop
                    choices: pileScroller.choices
                    match: ({ pileRow: true })
                    // A pile for each player and one more (R-DIST-2), made with the panel.
                    reserve: 6
                    fill: true
                    spacing: 1
                    buttonHeight: 34
                    fontSize: 17
                }
                ChoiceFlow {
                    objectName: "influenceColumn"
                    Layout.fillWidth: true
                    Layout.alignment: Qt.AlignTop
                    choices: pileScroller.choices
                    match: ({ pileRow: false })
                    numberKeys: false
                    // The six ways of taking two Influence, made with the panel.
                    reserve: 6
                    fill: true
                    spacing: 1
                    buttonHeight: 34
                    fontSize: 17
                }
            }
        }
    }

    Component {
        id: routeView
        // A free relocation (R-ACT-6) in two short steps instead of one long list of every route:
        // first the place the figures leave, then where they go.
        ChoiceScroller {
            id: routeScroller
            objectName: "routeChoices"
            live: decisionArea.current === routeView
            contentHeight: routeCol.implicitHeight
            ColumnLayout {
                id: routeCol
                width: parent.width - 10
                spacing: 6
                readonly property var moves: routeScroller.choices.revision >= 0 ? routeScroller.choices.rowsIn("relocate") : []
                readonly property var froms: {
                    const seen = {}
                    const out = []
                    for (const m of moves)
                        if (!seen[m.extra.from]) {
                            seen[m.extra.from] = true
                            out.push({ value: String(m.extra.from), label: m.extra.fromLabel })
                        }
                    return out
                }
                // The place chosen; the only one when there is one.
                readonly property string from: froms.some(f => f.value === guide.relocateFrom) ? guide.relocateFrom
                                             : froms.length === 1 ? froms[0].value : ""
                SectionLabel {
                    //: A free relocation, first step: the place the figures leave.
                    text: qsTr("1 · From where?")
                }
                Flow {
                    Layout.fillWidth: true
                    spacing: 8
                    Repeater {
                        // Kept buttons take the places of the next relocation (a JavaScript array made
                        // them anew at each step); a button for each place is made with the panel.
                        model: StableListModel {
                            keepsDelegates: true
                            reserve: 13
                            blank: ({ value: "", label: "" })
                            values: routeCol.froms
                        }
                        ActionButton {
                            id: fromButton
                            required property var entry
                            required property bool present
                            required property int index
                            objectName: "routeFrom" + index
                            visible: present
                            text: entry.label
                            font.pixelSize: 18
                            checkable: true
                            checked: present && routeCol.from === entry.value
                            onClicked: {
                                guide.relocateFrom = entry.value
                                // Clicking replaced the binding with a plain value: a second click (or
                                // Enter) on the chosen place must not show it unchosen.
                                checked = Qt.binding(() => fromButton.present && routeCol.from === fromButton.entry.value)
                            }
                        }
                    }
                }
                SectionLabel {
                    visible: routeCol.from !== ""
                    //: A free relocation, second step: where the figures go.
                    text: qsTr("2 · To where?")
                }
                ChoiceFlow {
                    objectName: "routeTargets"
                    Layout.fillWidth: true
                    visible: routeCol.from !== "" && count > 0
                    revealIn: routeScroller
                    revealKey: visible ? routeCol.from : ""
                    choices: routeScroller.choices
                    groups: ["relocate"]
                    match: ({ from: Number(routeCol.from) })
                    // Every place (R-ACT-6), made with the panel.
                    reserve: 12
                    buttonHeight: 44
                    fontSize: 17
                }
                ChoiceFlow {
                    // Giving up the free relocation.
                    Layout.fillWidth: true
                    Layout.topMargin: 8
                    choices: routeScroller.choices
                    groups: ["choice", "pass"]
                    buttonHeight: 44
                    fontSize: 17
                }
            }
        }
    }

    Component {
        id: turnView
        ChoiceScroller {
            id: turnScroller
            objectName: "turnChoices"
            live: decisionArea.current === turnView
            //! How many of the turn's choices are in `group` (follows the choices).
            function countIn(group) {
                const g = choices.groups[group]
                return g ? g.count : 0
            }
            contentHeight: turnCol.implicitHeight

            ColumnLayout {
                id: turnCol
                width: parent.width - 10
                spacing: 4

                // The hand of a seat with its phone is there (R-ACT-3); the rest of the turn is here.
                Label {
                    objectName: "phoneHandNote"
                    Layout.fillWidth: true
                    visible: GameController.seats.phoneHandSeat >= 0
                    //: Phones at the table: %1 the player whose turn it is; their Court cards are on their phone.
                    text: qsTr("%1's Court cards are on their phone: play one there, or recruit, relocate, activate or pass here.")
                          .arg(GameController.guide.currentName)
                    font.pixelSize: 17
                    font.weight: Font.DemiBold
                    wrapMode: Text.WordWrap
                    color: guide.seatColors[GameController.seats.phoneHandSeat] || guide.Material.foreground
                }
                // The three share the row by their labels' widths: on a narrow guide each gives up the same
                // share and keeps its whole label in a smaller font ("Passen (P)" beside "Alle passen (A)"
                // and "Anpassen…" was cut to "Passe…" when only Pass gave way).
                RowLayout {
                    Layout.fillWidth: true
                    spacing: 8
                    ActionButton {
                        objectName: "passButton"
                        Layout.fillWidth: true
                        Layout.preferredWidth: naturalWidth
                        Layout.minimumWidth: 40
                        Layout.preferredHeight: 56
                        highlighted: true
                        font.pixelSize: 24
                        text: qsTr("Pass (P)")
                        enabled: turnScroller.countIn("pass") > 0
                        onClicked: turnScroller.choices.apply(turnScroller.choices.firstIn("pass"))
                        Accessible.name: qsTr("Pass", "skip the turn")
                        //: Tooltip of the Pass button of a turn; P is its key.
                        tip: qsTr("Pass this turn (P)")
                    }
                    ActionButton {
                        // At a table the round's last passes come together: one tap for all of them (R-ACT-2).
                        objectName: "everyonePasses"
                        visible: GameController.mode === "table"
                        enabled: turnScroller.countIn("pass") > 0
                        Layout.fillWidth: true
                        Layout.preferredWidth: naturalWidth
                        Layout.minimumWidth: 40
                        Layout.preferredHeight: 56
                        font.pixelSize: 17
                        //: Table play: every player passes in turn from the current one, which ends the actions.
                        text: qsTr("All pass (A)")
                        onClicked: GameController.everyonePasses()
                        //: Accessible name of the button with which every player passes at once (ends their actions).
                        Accessible.name: qsTr("All pass")
                        tip: qsTr("Every player passes in turn, starting with %1: the actions end (R-ACT-2)")
                             .arg(GameController.guide.currentName)
                    }
                    ActionButton {
                        objectName: "correctionButton"
                        visible: GameController.mode === "table" // corrections apply at a table only
                        Layout.fillWidth: true
                        Layout.preferredWidth: naturalWidth
                        Layout.minimumWidth: 40
                        Layout.preferredHeight: 56
                        text: qsTr("Adjust…")
                        onClicked: guide.correctionRequested(GameController.guide.currentSeat)
                        //: Tooltip of the Adjust… button in a turn; Ctrl+K is its key.
                        tip: qsTr("Enter a card effect the app does not know (Ctrl+K)")
                    }
                }
                SectionLabel {
                    //: %1 figure cost, %2 Mourner cost (D-COST).
                    text: qsTr("Recruit · figure %1 · Mourner %2 Etherea").arg(GameController.table.board.costFigure)
                          .arg(GameController.table.board.costMourner)
                }
                Label {
                    visible: turnScroller.countIn("recruit") === 0
                    text: qsTr("Not enough Etherea, or no base left.")
                    color: guide.mutedText
                    font.pixelSize: 16
                }
                ChoiceFlow {
                    objectName: "recruitChoices"
                    Layout.fillWidth: true
                    choices: turnScroller.choices
                    reserve: 6 // made with the panel: the first turn's click makes none
                    groups: ["recruit"] // figures and Mourners (kinds "recruit" and "mourner")
                    buttonHeight: 44
                    fontSize: 16
                }
                SectionLabel { text: qsTr("Relocate (R-ACT-6)") }
                Label {
                    visible: turnScroller.countIn("relocate") === 0
                    text: qsTr("No Influence to pay for a move.")
                    color: guide.mutedText
                    font.pixelSize: 16
                }
                RowLayout {
                    visible: turnScroller.countIn("relocate") > 0
                    spacing: 6
                    // Plain lists for the two pickers' popups, read again whenever the rows change.
                    readonly property var moves: turnScroller.choices.revision >= 0 ? turnScroller.choices.rowsIn("relocate") : []
                    readonly property var froms: {
                        const seen = {}
                        const out = []
                        for (const m of moves)
                            if (!seen[m.extra.from]) {
                                seen[m.extra.from] = true
                                out.push({ value: String(m.extra.from), label: m.extra.fromLabel })
                            }
                        return out
                    }
                    // The place chosen, while it is still a place to move from (a choice of an earlier turn,
                    // another player's, left the box blank); else the first one.
                    readonly property string from: froms.some(f => f.value === guide.relocateFrom) ? guide.relocateFrom
                                                   : (froms.length ? froms[0].value : "")
                    ChoiceButton {
                        objectName: "relocateFrom"
                        // A place's name is long ("from 11 Sanctum of Thorns"): as wide as it needs, up to
                        // half the row; the popup shows the whole names.
                        Layout.fillWidth: true
                        Layout.preferredWidth: Math.max(170, naturalWidth)
                        Layout.maximumWidth: Math.max(170, naturalWidth)
                        font.pixelSize: 16
                        options: parent.froms
                        value: parent.from
                        onChosen: v => guide.relocateFrom = v
                        Accessible.name: qsTr("Relocate from")
                    }
                    ChoiceButton {
                        id: toButton
                        objectName: "relocateTo"
                        Layout.fillWidth: true
                        Layout.minimumWidth: 110
                        Layout.preferredWidth: naturalWidth
                        font.pixelSize: 16
                        readonly property string from: parent.from
                        options: parent.moves.filter(m => String(m.extra.from) === from)
                                 .map(m => ({ value: m.row, label: m.extra.toLabel }))
                        value: options.length ? options[0].value : -1
                        onChosen: v => turnScroller.choices.apply(v)
                        text: qsTr("to…  \u25be")
                        Accessible.name: qsTr("Relocate to")
                    }
                }
                SectionLabel { text: qsTr("Play a Court card") }
                Column {
                    id: hand
                    Layout.fillWidth: true
                    spacing: 2
                    // One line per card of the hand: its name, then its two ways of playing. A way with one
                    // outcome is played with one tap; a way played on a player, a place or a figure lists
                    // those below once tapped (R-ACT-3).
                    readonly property var cards: {
                        const byKey = {}
                        const out = []
                        const court = turnScroller.choices.revision >= 0 ? turnScroller.choices.rowsIn("court") : []
                        for (const row of court) {
                            const c = row.extra
                            const other = c.cardKind === "other"
                            const key = other ? "other" : c.cardName
                            let card = byKey[key]
                            if (!card) {
                                card = byKey[key] = { value: key, other: other, label: other ? qsTr("Another card") : c.cardName,
                                                      tip: c.cardText || "", ways: [] }
                                out.push(card)
                            }
                            let way = card.ways.find(w => w.a === c.a)
                            if (!way) {
                                way = { card: key, a: c.a, row: row.row, count: 0, title: c.wayTitle || "", text: c.way || "",
                                        detail: row.detail || "", enabled: row.enabled }
                                card.ways.push(way)
                            }
                            way.count += 1
                        }
                        return out
                    }
                    Repeater {
                        // Kept lines keep their controls from step to step (a JavaScript array made them anew);
                        // a smaller hand hides its last lines for the next larger one to take.
                        // Lines for seven cards (two ways each) are made with the panel, so that the first
                        // turn's click makes none: at a table, the six Court cards the app describes and
                        // "Another card"; a digital hand holds five.
                        model: StableListModel {
                            keepsDelegates: true
                            reserve: 7
                            blank: ({ value: "", other: false, label: "", tip: "", ways: [] })
                            values: hand.cards
                        }
                        Row {
                            id: cardLine
                            required property var entry
                            required property bool present
                            visible: present
                            width: hand.width
                            spacing: 6
                            CardName {
                                // The whole card in words (both ways): on hover, keyboard focus and a held press.
                                objectName: "handCard"
                                visible: !cardLine.entry.other
                                width: 128
                                height: Math.max(40, implicitHeight)
                                verticalAlignment: Text.AlignVCenter
                                text: cardLine.entry.label
                                heading: cardLine.entry.label
                                cardText: cardLine.entry.tip
                                wrapMode: Text.WordWrap
                                font.pixelSize: 16
                                font.weight: Font.Bold
                            }
                            Column {
                                id: ways
                                visible: !cardLine.entry.other
                                width: cardLine.width - 128 - cardLine.spacing
                                spacing: 0
                                Repeater {
                                    model: StableListModel {
                                        keepsDelegates: true
                                        reserve: 2
                                        blank: ({ card: "", a: 0, row: -1, count: 1, title: "", text: "", detail: "",
                                                  enabled: false })
                                        values: cardLine.entry.other ? [] : cardLine.entry.ways
                                    }
                                    ActionButton {
                                        required property var entry
                                        required property bool present
                                        visible: present
                                        readonly property bool direct: entry.count === 1
                                        objectName: "courtWay"
                                        wrap: true
                                        width: Math.min(naturalWidth, ways.width)
                                        topInset: 2
                                        bottomInset: 2
                                        topPadding: 4
                                        bottomPadding: 4
                                        font.pixelSize: 15
                                        enabled: entry.enabled || !direct
                                        //: A way of playing a Court card: %1 its number (1 or 2), %2 what it does. Ends
                                        //: with "…" when a player, place or figure is chosen next.
                                        text: qsTr("%1: %2").arg(entry.a + 1).arg(direct ? entry.text : entry.title + "…")
                                        checkable: !direct
                                        checked: present && !direct && guide.courtCard === entry.card && guide.courtWay === entry.a
                                        onClicked: {
                                            if (direct) {
                                                turnScroller.choices.apply(entry.row)
                                            } else if (guide.courtCard === entry.card && guide.courtWay === entry.a) {
                                                guide.cancelCourtWay() // a second tap takes the pick back
                                            } else {
                                                guide.courtCard = entry.card
                                                guide.courtWay = entry.a
                                            }
                                            checked = Qt.binding(() => !direct && guide.courtCard === entry.card && guide.courtWay === entry.a)
                                        }
                                        //: A way of playing a Court card: %1 the card, %2 the way's number.
                                        Accessible.name: qsTr("%1, action %2").arg(cardLine.entry.label).arg(entry.a + 1)
                                        spokenDetail: text
                                        // The card's words: as every button's tip, not over a list scrolled under a
                                        // resting pointer (a person's wheel left the tips covering the choices).
                                        tip: cardLine.entry.tip
                                    }
                                }
                            }
                            ActionButton {
                                // A card the app does not describe: its first way of playing, the effect comes by Adjust….
                                readonly property int row: turnScroller.choices.revision >= 0
                                                           ? turnScroller.choices.firstMatching("court", { cardKind: "other", a: 0 }) : -1
                                objectName: "playOtherCard"
                                visible: cardLine.entry.other && row >= 0
                                width: Math.min(naturalWidth, cardLine.width)
                                wrap: true
                                font.pixelSize: 15
                                text: qsTr("Play another card (its effect by Adjust…)")
                                onClicked: turnScroller.choices.apply(row)
                                spokenDetail: qsTr("A card the app does not describe: play it here (it uses the turn), "
                                                             + "then enter what it did with Adjust….")
                            }
                        }
                    }
                    Label {
                        objectName: "noHandCards"
                        visible: hand.cards.length === 0
                        // The hand of a seat with its phone is there, not empty (R-ACT-3).
                        text: GameController.seats.phoneHandSeat >= 0
                              //: Phones at the table: %1 the player whose turn it is; the laptop does not show their hand.
                              ? qsTr("%1's Court cards are on their phone.").arg(GameController.guide.currentName)
                              : qsTr("No Court card in hand.")
                        color: guide.mutedText
                        font.pixelSize: 16
                    }
                }
                // What the buttons below choose, in the card's words: they stand below the whole hand.
                RowLayout {
                    Layout.fillWidth: true
                    visible: courtTargets.visible
                    spacing: 8
                    SectionLabel {
                        objectName: "courtTargetsHeading"
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                        //: Above the players, places or figures of a Court card's way just chosen: %1 the card, %2 the way's
                        //: number (1 or 2).
                        text: qsTr("%1, action %2: choose").arg(guide.courtCard).arg(guide.courtWay + 1)
                    }
                    ActionButton {
                        objectName: "courtWayCancel"
                        Layout.topMargin: 2
                        topInset: 2
                        bottomInset: 2
                        topPadding: 4
                        bottomPadding: 4
                        font.pixelSize: 15
                        //: Takes back the Court card's way just picked, before its player, place or figure is chosen.
                        text: qsTr("Cancel")
                        onClicked: guide.cancelCourtWay()
                        tip: qsTr("Pick another card or way (also Undo, Ctrl+Z); nothing is played yet")
                    }
                }
                ChoiceFlow {
                    id: courtTargets
                    objectName: "courtTargets"
                    Layout.fillWidth: true
                    visible: guide.courtCard !== "" && guide.courtWay >= 0 && count > 0
                    // The players, places or figures of the way just chosen stand below the hand, at a
                    // small window out of view.
                    revealIn: turnScroller
                    revealKey: visible ? guide.courtCard + "/" + guide.courtWay : ""
                    // A way's targets (every place at most), made with the panel.
                    reserve: 12
                    buttonHeight: 40
                    fontSize: 15
                    choices: turnScroller.choices
                    groups: ["court"]
                    match: ({ cardName: guide.courtCard, a: guide.courtWay })
                    shortLabel: "way"
                }
                SectionLabel {
                    visible: turnScroller.countIn("activate") > 0
                    text: qsTr("Activate a Mourner (R-ACT-7)")
                }
                ChoiceFlow {
                    Layout.fillWidth: true
                    buttonHeight: 44
                    fontSize: 16
                    choices: turnScroller.choices
                    groups: ["activate"]
                }
            }
        }
    }

    Component {
        id: questionsView
        TableQuestionsPanel {
            objectName: "tableQuestions"
            live: decisionArea.current === questionsView
            seatColors: guide.seatColors
            mutedText: guide.mutedText
            onCorrectionRequested: seat => guide.correctionRequested(seat)
        }
    }

    Component {
        id: phoneWaitView
        ColumnLayout {
            id: phoneWait
            objectName: "phoneWait"
            readonly property int seat: GameController.seats.phoneSeat
            readonly property string name: guide.playerNames[seat] || ""
            readonly property bool connected: PhoneTable.connected[seat] === true
            spacing: 12
            Item { Layout.fillHeight: true }
            Label {
                objectName: "phoneWaitText"
                Layout.fillWidth: true
                // A choice everyone makes at once names everyone still to answer ("Waiting for Ada and Cy").
                text: PhoneTable.waitingText !== "" ? PhoneTable.waitingText
                                                    //: Phones at the table: %1 a player who makes a secret choice on their phone.
                                                    : qsTr("Waiting for %1's phone").arg(phoneWait.name)
                font.pixelSize: 30
                font.weight: Font.Bold
                color: guide.seatColors[phoneWait.seat] || guide.Material.foreground
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Label {
                objectName: "phoneWaitState"
                Layout.fillWidth: true
                text: (phoneWait.connected ? qsTr("The phone is connected; the choice stays on it.")
                                        : qsTr("The phone is not connected right now; it reconnects by itself when "
                                               + "it wakes, or open the seat's link again."))
                      + (PhoneTable.answersText !== "" ? "  " + PhoneTable.answersText + "." : "")
                      + (PhoneTable.answeredText !== "" ? "  " + PhoneTable.answeredText + "." : "")
                font.pixelSize: 18
                color: guide.mutedText
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
            }
            ActionButton {
                objectName: "useLaptop"
                Layout.alignment: Qt.AlignHCenter
                wrap: true
                font.pixelSize: 18
                //: %1 a player: their secret choice is made on the laptop (behind a hand-off) instead of the phone.
                text: qsTr("Use the laptop for %1").arg(phoneWait.name)
                onClicked: PhoneTable.takeBack(phoneWait.seat)
            }
            Item { Layout.fillHeight: true }
        }
    }

    Component {
        id: bidView
        // Kept (KeptPanel): made while the screen waits, hidden between the rounds' bids. Each time it
        // shows, the privacy steps start anew, and it keeps nothing of a bid while hidden.
        TithePrivacy {
            id: bidPrivacy
            objectName: "tithePrivacy"
            readonly property bool shown: decisionArea.current === bidView
            //! The decision's choices: kept as they were while another panel is shown (KeptPanel).
            readonly property ChoiceModel choices: ChoiceMirror {
                source: guide.choices
                live: bidPrivacy.shown
            }
            // The bidder follows the game only while shown (see follow()).
            bidder: ""
            // At a table the amount tapped is the bid: "I am <name>" and one tap per bidder.
            quickBid: GameController.mode === "table" && guide.askTogether
            // D-BID: the amounts are the engine's legal bids, listed by the choice model.
            bidModel: ChoiceFilter {
                source: bidPrivacy.choices
                groups: ["bid"]
            }
            maxBid: choices.groups.bid ? choices.groups.bid.maxValue : 0
            players: GameController.table.players.count
            bidsMade: GameController.guide.bidsMade
            stillOwed: GameController.guide.titheStillOwed
            onBidChosen: amount => choices.apply(choices.rowWithValue("bid", amount))
            // Hot-seat: Hide hides the bidder's whole view (motive, hand), and the laptop goes through a hand-off.
            onHidden: if (handedOff) GameController.hidePrivate()
            // Hot-seat digital play: the app's own hand-off already happened; go straight to the bid.
            readonly property bool handedOff: GameController.mode === "digital" && GameController.seats.privateSeat >= 0
                                              && GameController.seats.privateSeat === GameController.guide.currentSeat
            onHandedOffChanged: enterIfHandedOff()
            //! The bid's entry at once where the hand-off already happened.
            function enterIfHandedOff() {
                if (shown && handedOff)
                    stage = "entry"
            }
            // A method, not a closure: Qt.callLater skips it when the bid is gone meanwhile.
            onBidderChanged: Qt.callLater(bidPrivacy.enterIfHandedOff)
            //! Shown: the bidder is the player whose turn it is, and the privacy steps start anew (at the
            //! hand-over, or at the entry where the hand-off already happened). Hidden: the bidder stays
            //! as it was, so the hidden words are not set anew at every step of the game.
            function follow() {
                if (shown)
                    bidder = Qt.binding(() => GameController.guide.currentName)
                else
                    bidder = bidder
                amount = -1
                stage = "handover"
                enterIfHandedOff()
            }
            onShownChanged: follow()
            Component.onCompleted: follow()
        }
    }

    Component {
        id: crowdView
        ColumnLayout {
            id: crowd
            spacing: 6
            // Its choices stand still while another panel is shown (KeptPanel).
            readonly property ChoiceModel choices: ChoiceMirror {
                source: guide.choices
                live: decisionArea.current === crowdView
            }
            Label {
                Layout.fillWidth: true
                visible: GameController.table.dreadsbaneHolder >= 0
                //: %1 the holder of the Dreadsbane token (R-DREAD-2).
                text: qsTr("%1 holds the Dreadsbane token: their figures count toward the limit but are never rolled for.")
                      .arg(guide.playerNames[GameController.table.dreadsbaneHolder] || "")
                font.pixelSize: 16
                wrapMode: Text.WordWrap
            }
            ListView {
                id: atRiskList
                objectName: "atRiskList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 2
                model: GameController.guide.atRisk
                // The row being rolled for stays in view: with many figures at risk it went below the list's end.
                function followCurrent() {
                    const rows = GameController.guide.atRisk
                    for (let i = 0; i < rows.count; ++i) {
                        if (rows.get(i).current) {
                            positionViewAtIndex(i, ListView.Contain)
                            return
                        }
                    }
                }
                Connections {
                    target: GameController.guide.atRisk
                    function onRowsChanged() { Qt.callLater(atRiskList.followCurrent) }
                }
                onHeightChanged: Qt.callLater(atRiskList.followCurrent)
                delegate: Rectangle {
                    required property var model
                    width: ListView.view.width
                    // A long place and guild go on to a second line rather than being cut.
                    height: Math.max(30, riskLabel.implicitHeight + 8)
                    radius: 4
                    // A place already settled is marked ✓ and drawn in the muted ink (readable, not faded).
                    color: model.current ? guide.Material.accentColor : "transparent"
                    Label {
                        id: riskLabel
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.leftMargin: 8
                        anchors.rightMargin: 4
                        anchors.verticalCenter: parent.verticalCenter
                        //: %1 location, %2 player, %3 guild.
                        text: qsTr("%1 · %2's %3").arg(parent.model.place).arg(parent.model.ownerName)
                              .arg(parent.model.guildName) + (parent.model.done ? "  ✓" : "")
                        font.pixelSize: 16
                        color: parent.model.current ? Colours.inkOn(guide.Material.accentColor)
                               : parent.model.done ? (guide.dark ? "#b0b0b0" : "#546e7a") : guide.Material.foreground
                        wrapMode: Text.WordWrap
                    }
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 6
                // R-DREAD-2: one button per face the engine accepts (in a positioner: the faces
                // change, and a Quick layout must never hold a delegate that goes away).
                Row {
                    spacing: 6
                    Repeater {
                        model: ChoiceFilter {
                            id: faces
                            source: crowd.choices
                            groups: ["roll"]
                        }
                        ActionButton {
                            required property int index
                            required property int value
                            objectName: "roll" + value
                            // Six faces and "Roll for me" side by side in the guide's narrowest width.
                            width: 44
                            height: 56
                            text: value
                            font.pixelSize: 26
                            onClicked: faces.apply(index)
                            //: %1 die face.
                            Accessible.name: qsTr("Rolled %1").arg(value)
                        }
                    }
                }
                ActionButton {
                    objectName: "rollForMe"
                    Layout.fillWidth: true
                    Layout.minimumWidth: 90
                    Layout.preferredHeight: 56
                    highlighted: true
                    text: qsTr("Roll for me")
                    onClicked: GameController.rollForMe()
                }
            }
        }
    }

    Component {
        id: majorityView
        // Anchored, not a ColumnLayout: the choices' height follows their Flow's width at once.
        Item {
            id: majorityArea
            MajorityPanel {
                anchors.top: parent.top
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: majorityChoices.top
                anchors.bottomMargin: 6
                model: GameController.guide.majorities
                currentRow: GameController.guide.majorities.currentRow
                seatColors: guide.seatColors
            }
            // Many choices on a small window: they scroll under the majorities instead of running past
            // the guide's bottom; the row being resolved and its neighbours (three rows) stay in view.
            ChoiceScroller {
                id: majorityChoices
                objectName: "majorityChoices"
                live: decisionArea.current === majorityView
                anchors.left: parent.left
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                // The choices first: the majorities keep two rows (the one being resolved and the next).
                height: Math.min(majorityFlow.implicitHeight,
                                 Math.max(majorityArea.height - 2 * 36 - 6, majorityFlow.buttonHeight + 6))
                contentHeight: majorityFlow.implicitHeight
                ChoiceFlow {
                    id: majorityFlow
                    width: parent.width
                    choices: majorityChoices.choices
                    // Several ways of taking a location's action or a guild's bonus: two even columns,
                    // so that they all stand in view under the majorities.
                    columns: majorityChoices.choices.count > 2 ? 2 : 0
                    buttonHeight: majorityChoices.choices.count > 8 ? 40 : 46
                    fontSize: majorityChoices.choices.count > 8 ? 15 : majorityChoices.choices.count > 2 ? 17 : 19
                }
            }
        }
    }
}
