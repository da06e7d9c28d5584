import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The card editor: an owner of the box enters or corrects cards from their copy, with the same
// vocabulary as the ruleset file. Every change is checked at once (a refused change is explained
// beside its field and changes nothing) and the result is saved as a ruleset of their own.
Page {
    id: page

    //! The deck shown: CardEditor.Court, .Mourners, .Wallows or .Motives.
    property int deck: CardEditor.Court
    //! The selected card's row in its deck.
    property int row: 0
    //! The selected card as the editor describes it (refreshed after every change).
    readonly property var card: {
        editor.revision
        return editor.loaded && row < editor.count(deck) ? editor.card(deck, row) : ({})
    }

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color panelColor: dark ? "#333333" : "#ffffff"
    readonly property color borderColor: dark ? "#5a5a5a" : "#cfd8dc"
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property color standInColor: dark ? "#ffb74d" : "#b45309"
    readonly property color fromBoxColor: dark ? "#81c784" : "#2e7d32"

    //: Tabs of the card editor, one per deck: the Court cards, Mourner cards, Wallows cards and motive cards.
    readonly property var deckNames: [qsTr("Court"), qsTr("Mourners"), qsTr("Wallows"), qsTr("Motives")]

    function selectDeck(d) {
        deck = d
        row = 0
        editor.clearError()
    }
    function selectCard(r) {
        if (r === row)
            return
        row = r
        editor.clearError()
    }
    //! The refusal to show beside the form field `key` ("" when it is not that field's).
    function errorFor(key) {
        return editor.errorField === key ? editor.errorText : ""
    }
    function openRuleset(id) {
        if (editor.open(id)) {
            row = 0
        }
    }
    function notify(text) {
        const window = page.ApplicationWindow.window
        if (window && window.showNotice)
            window.showNotice(text)
    }

    objectName: "cardEditorPage"
    title: qsTr("Card editor")
    background: null
    Accessible.name: title

    CardEditor {
        id: editor
        Component.onCompleted: open("builtin:standard")
    }

    Shortcut {
        sequences: [StandardKey.Undo]
        enabled: editor.canUndo && !namePopup.opened
        onActivated: editor.undo()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 12

        // --- the ruleset: pick, save, rename, delete ------------------------------------------
        RowLayout {
            Layout.fillWidth: true
            spacing: 10

            Label {
                text: qsTr("Ruleset")
                font.pixelSize: 20
            }
            EditorComboBox {
                id: rulesetPicker
                objectName: "rulesetPicker"
                Layout.preferredWidth: 420
                model: RulesetLibrary.entries.map(e => ({
                    key: e.id,
                    label: e.valid ? e.name : qsTr("%1 (cannot be opened)").arg(e.name),
                    enabled: e.valid,
                    detail: e.error
                }))
                value: editor.rulesetId
                onPicked: key => {
                    if (key === editor.rulesetId)
                        return
                    if (editor.modified) {
                        confirm.ask(qsTr("Discard the changes to %1?").arg(editor.rulesetName),
                                    //: Button of the question: throw away the unsaved changes (a verb).
                                    qsTr("Discard"), () => page.openRuleset(key))
                    } else {
                        page.openRuleset(key)
                    }
                }
                Accessible.name: qsTr("Ruleset to edit")
                Accessible.description: qsTr("The built-in ruleset or one of your own")
            }
            Label {
                Layout.fillWidth: true
                text: editor.builtIn ? qsTr("Built in: your changes are saved as a copy.")
                                     : editor.modified ? qsTr("Changed, not saved yet.") : qsTr("Saved.")
                font.pixelSize: 18
                color: page.mutedText
                // German takes two lines here beside the buttons.
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                Accessible.name: text
            }
            ActionButton {
                objectName: "undoButton"
                //: Card editor button: takes back the last change to the cards (a verb).
                text: qsTr("Undo")
                enabled: editor.canUndo
                onClicked: editor.undo()
                Accessible.name: editor.undoText
                ToolTip.visible: hovered
                ToolTip.text: editor.undoText
            }
            ActionButton {
                objectName: "saveButton"
                //: Card editor button: writes the changed ruleset (a verb).
                text: qsTr("Save")
                visible: !editor.builtIn
                enabled: editor.modified
                highlighted: true
                onClicked: {
                    if (editor.save())
                        page.notify(qsTr("%1 saved.").arg(editor.rulesetName))
                }
            }
            ActionButton {
                objectName: "saveAsButton"
                text: qsTr("Save as…")
                highlighted: editor.builtIn && editor.modified
                onClicked: namePopup.ask("saveAs")
                Accessible.name: qsTr("Save as a new ruleset")
            }
            ActionButton {
                objectName: "renameButton"
                text: qsTr("Rename…")
                visible: !editor.builtIn
                // Renaming reopens the file: save or undo the changes first.
                enabled: !editor.modified
                onClicked: namePopup.ask("rename")
                Accessible.name: qsTr("Rename this ruleset")
            }
            ActionButton {
                objectName: "deleteButton"
                //: Card editor button: deletes the user's ruleset (a verb).
                text: qsTr("Delete")
                visible: !editor.builtIn
                onClicked: confirm.ask(qsTr("Delete the ruleset %1? Games saved with it keep their copy.")
                                           .arg(editor.rulesetName), qsTr("Delete"), () => {
                    if (RulesetLibrary.remove(editor.rulesetId))
                        page.openRuleset("builtin:standard")
                    else
                        page.notify(RulesetLibrary.errorText)
                })
                Accessible.name: qsTr("Delete this ruleset")
            }
        }

        FieldError {
            message: page.errorFor("save") || page.errorFor("ruleset")
        }

        // --- the four decks -------------------------------------------------------------------
        RowLayout {
            Layout.fillWidth: true
            spacing: 8

            Repeater {
                model: 4

                ActionButton {
                    required property int index
                    objectName: "deckTab" + index
                    //: %1 a deck's name, %2 how many cards it has.
                    text: qsTr("%1 (%2)").arg(page.deckNames[index]).arg(editor.deck(index).count)
                    checkable: true
                    checked: page.deck === index
                    onClicked: {
                        page.selectDeck(index)
                        // Clicking replaced the binding with a plain value: bind it again.
                        checked = Qt.binding(() => page.deck === index)
                    }
                    Accessible.role: Accessible.PageTab
                    Accessible.name: text
                }
            }
            Item { Layout.fillWidth: true }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 16

            // --- the cards of the deck ----------------------------------------------------------
            Rectangle {
                Layout.preferredWidth: 360
                Layout.fillHeight: true
                radius: 8
                color: page.panelColor
                border.width: cardList.activeFocus ? 3 : 1
                border.color: cardList.activeFocus ? page.Material.accentColor : page.borderColor

                ListView {
                    id: cardList
                    objectName: "cardList"
                    anchors.fill: parent
                    anchors.margins: 4
                    clip: true
                    model: editor.deck(page.deck)
                    currentIndex: page.row
                    keyNavigationEnabled: true
                    focus: true
                    activeFocusOnTab: true
                    highlightMoveDuration: 0
                    onCurrentIndexChanged: if (currentIndex >= 0) page.selectCard(currentIndex)
                    ScrollBar.vertical: ScrollBar {}
                    Accessible.role: Accessible.List
                    Accessible.name: qsTr("Cards of the %1 deck").arg(page.deckNames[page.deck])

                    delegate: ItemDelegate {
                        id: cardItem
                        required property int index
                        required property string name
                        required property string kindLabel
                        required property bool standIn

                        width: ListView.view.width
                        height: 68
                        focusPolicy: Qt.NoFocus
                        onClicked: {
                            page.selectCard(index)
                            cardList.forceActiveFocus()
                        }
                        //: %1 a card's name, %2 "stand-in" or "from my box".
                        Accessible.name: qsTr("%1, %2").arg(name).arg(standIn ? qsTr("stand-in") : qsTr("from my box"))

                        background: Rectangle {
                            radius: 6
                            color: cardItem.ListView.isCurrentItem
                                   ? (page.dark ? "#453e2c" : "#fff3e0")
                                   : cardItem.hovered ? (page.dark ? "#3d3d3d" : "#f5f7f8") : "transparent"
                            border.width: cardItem.ListView.isCurrentItem ? 2 : 0
                            border.color: page.Material.accentColor
                        }

                        // The badge sits beside the name only, so that the kind below has the
                        // whole width ("By itself at the start of a phase").
                        contentItem: ColumnLayout {
                            spacing: 0
                            RowLayout {
                                Layout.fillWidth: true
                                spacing: 8
                                Label {
                                    Layout.fillWidth: true
                                    text: cardItem.name
                                    font.pixelSize: 21
                                    font.weight: cardItem.ListView.isCurrentItem ? Font.DemiBold : Font.Normal
                                    elide: Text.ElideRight
                                }
                                Label {
                                    visible: cardItem.standIn
                                    //: Badge of a card in the list: an original card standing in for one the app does not print.
                                    text: qsTr("stand-in")
                                    font.pixelSize: 15
                                    font.weight: Font.DemiBold
                                    color: page.standInColor
                                    leftPadding: 8
                                    rightPadding: 8
                                    topPadding: 2
                                    bottomPadding: 2
                                    background: Rectangle {
                                        radius: height / 2
                                        color: "transparent"
                                        border.width: 1
                                        border.color: page.standInColor
                                    }
                                }
                            }
                            Label {
                                Layout.fillWidth: true
                                text: cardItem.kindLabel
                                visible: text !== ""
                                font.pixelSize: 16
                                color: page.mutedText
                                elide: Text.ElideRight
                            }
                        }
                    }
                }
            }

            // --- the selected card ----------------------------------------------------------------
            ScrollView {
                id: formScroll
                Layout.fillWidth: true
                Layout.fillHeight: true
                contentWidth: availableWidth
                clip: true
                ScrollBar.horizontal.policy: ScrollBar.AlwaysOff

                ColumnLayout {
                    width: formScroll.availableWidth - 12
                    spacing: 12

                    // Name and where the card comes from.
                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 12

                        TextField {
                            id: nameField
                            objectName: "cardName"
                            Layout.fillWidth: true
                            text: page.card.name || ""
                            font.pixelSize: 26
                            font.weight: Font.DemiBold
                            selectByMouse: true
                            onEditingFinished: {
                                if (text !== page.card.name)
                                    editor.setName(page.deck, page.row, text)
                                text = Qt.binding(() => page.card.name || "")
                            }
                            //: Accessible name of the field with the card's name.
                            Accessible.name: qsTr("Card name")
                        }
                        Label {
                            objectName: "originBadge"
                            //: Badge above the card: an original card standing in for one the app does not print, or one entered from the user's own box.
                            text: page.card.standIn ? qsTr("Stand-in") : qsTr("From my box")
                            font.pixelSize: 18
                            font.weight: Font.DemiBold
                            color: page.card.standIn ? page.standInColor : page.fromBoxColor
                            leftPadding: 12
                            rightPadding: 12
                            topPadding: 4
                            bottomPadding: 4
                            background: Rectangle {
                                radius: height / 2
                                color: "transparent"
                                border.width: 2
                                border.color: page.card.standIn ? page.standInColor : page.fromBoxColor
                            }
                            Accessible.name: text
                        }
                    }
                    FieldError {
                        message: page.errorFor("name")
                    }

                    RowLayout {
                        Layout.fillWidth: true
                        spacing: 12
                        Label {
                            Layout.fillWidth: true
                            text: page.card.standIn
                                  ? qsTr("Not a card from the rulebook: an original stand-in so that digital games have full decks. Any change you make here marks it as from your box.")
                                  : qsTr("From my box: this card was entered or checked by you, or is printed in the rulebook.")
                            wrapMode: Text.Wrap
                            font.pixelSize: 18
                            color: page.mutedText
                            Accessible.name: text
                        }
                        ActionButton {
                            objectName: "markFromBox"
                            visible: page.card.standIn === true
                            text: qsTr("Matches my card")
                            font.pixelSize: 18
                            onClicked: editor.markFromBox(page.deck, page.row)
                            Accessible.name: qsTr("This card matches my physical card: mark it as from my box")
                        }
                    }

                    // The live preview.
                    Rectangle {
                        Layout.fillWidth: true
                        implicitHeight: previewColumn.implicitHeight + 24
                        radius: 8
                        color: page.dark ? "#2b3a40" : "#eceff1"
                        border.width: 1
                        border.color: page.borderColor

                        ColumnLayout {
                            id: previewColumn
                            anchors.fill: parent
                            anchors.margins: 12
                            spacing: 4
                            Label {
                                text: qsTr("What the card does")
                                font.pixelSize: 16
                                font.weight: Font.DemiBold
                                font.capitalization: Font.AllUppercase
                                color: page.mutedText
                            }
                            Label {
                                objectName: "cardPreview"
                                Layout.fillWidth: true
                                text: page.card.preview || ""
                                font.pixelSize: 22
                                wrapMode: Text.Wrap
                                Accessible.role: Accessible.StaticText
                                Accessible.name: qsTr("Preview: %1").arg(text)
                            }
                        }
                    }

                    // --- fields of the deck -------------------------------------------------------
                    GridLayout {
                        Layout.fillWidth: true
                        columns: 2
                        columnSpacing: 12
                        rowSpacing: 8

                        // Kind (Court, Mourners).
                        Label {
                            visible: page.deck === CardEditor.Court || page.deck === CardEditor.Mourners
                            // As wide as the phase label, so the boxes do not move when it appears.
                            Layout.minimumWidth: page.deck === CardEditor.Mourners ? phaseLabel.implicitWidth : 0
                            //: Caption of the card's effects: a Mourner's ability, or the kind of another card (a noun).
                            text: page.deck === CardEditor.Mourners ? qsTr("Ability") : qsTr("Kind")
                            font.pixelSize: 20
                        }
                        EditorComboBox {
                            objectName: "cardKind"
                            visible: page.deck === CardEditor.Court || page.deck === CardEditor.Mourners
                            Layout.preferredWidth: 380
                            model: editor.choices(page.deck === CardEditor.Mourners ? "mournerKind" : "courtKind")
                            value: page.card.kind || ""
                            onPicked: key => editor.setKind(page.deck, page.row, key)
                            Accessible.name: page.deck === CardEditor.Mourners ? qsTr("Ability") : qsTr("Kind of Court card")
                        }
                        FieldError {
                            Layout.columnSpan: 2
                            message: page.errorFor("kind")
                        }

                        // The phase a triggered Mourner works at (D-MOURNER-ABILITY).
                        Label {
                            id: phaseLabel
                            visible: phaseChooser.visible
                            //: Beside a phase of the round: when a Mourner's ability works by itself.
                            text: qsTr("At the start of")
                            font.pixelSize: 20
                        }
                        EditorComboBox {
                            id: phaseChooser
                            objectName: "cardTrigger"
                            visible: page.deck === CardEditor.Mourners && page.card.kind === "triggered"
                            Layout.preferredWidth: 380
                            model: editor.choices("phase")
                            value: page.card.trigger || ""
                            onPicked: key => editor.setTrigger(page.deck, page.row, key)
                            //: The phase of the round at whose start a Mourner's ability works by itself.
                            Accessible.name: qsTr("Phase at whose start the ability works")
                        }
                        FieldError {
                            Layout.columnSpan: 2
                            message: page.errorFor("trigger")
                        }

                        // Faction (Mourners, motives).
                        Label {
                            visible: page.deck === CardEditor.Mourners || page.deck === CardEditor.Motives
                            text: qsTr("Faction")
                            font.pixelSize: 20
                        }
                        EditorComboBox {
                            objectName: "cardFaction"
                            visible: page.deck === CardEditor.Mourners || page.deck === CardEditor.Motives
                            Layout.preferredWidth: 380
                            model: editor.choices("faction")
                            value: page.card.faction || ""
                            onPicked: key => editor.setFaction(page.deck, page.row, key)
                            Accessible.name: qsTr("Faction")
                        }
                        FieldError {
                            Layout.columnSpan: 2
                            message: page.errorFor("faction")
                        }

                        // Guild and starting card (Mourners).
                        Label {
                            visible: page.deck === CardEditor.Mourners
                            text: qsTr("Guild")
                            font.pixelSize: 20
                        }
                        EditorComboBox {
                            objectName: "cardGuild"
                            visible: page.deck === CardEditor.Mourners
                            Layout.preferredWidth: 380
                            model: editor.choices("guild")
                            value: page.card.guild || ""
                            onPicked: key => editor.setGuild(page.deck, page.row, key)
                            Accessible.name: qsTr("Guild")
                        }
                        FieldError {
                            Layout.columnSpan: 2
                            message: page.errorFor("guild")
                        }
                        CheckBox {
                            Layout.columnSpan: 2
                            objectName: "cardStarting"
                            visible: page.deck === CardEditor.Mourners
                            text: qsTr("Starting Mourner (dealt at setup)")
                            font.pixelSize: 20
                            checked: page.card.starting === true
                            Accessible.onToggleAction: if (enabled) { toggle(); toggled() }
                            Accessible.onPressAction: if (enabled) { toggle(); toggled() }
                            onToggled: {
                                editor.setStarting(page.deck, page.row, checked)
                                checked = Qt.binding(() => page.card.starting === true)
                            }
                            Accessible.name: text
                        }

                        // Artifact and objective (Wallows).
                        CheckBox {
                            Layout.columnSpan: 2
                            objectName: "cardArtifact"
                            visible: page.deck === CardEditor.Wallows
                            text: qsTr("Artifact")
                            font.pixelSize: 20
                            checked: page.card.artifact === true
                            Accessible.onToggleAction: if (enabled) { toggle(); toggled() }
                            Accessible.onPressAction: if (enabled) { toggle(); toggled() }
                            onToggled: {
                                editor.setArtifact(page.deck, page.row, checked)
                                checked = Qt.binding(() => page.card.artifact === true)
                            }
                            Accessible.name: text
                        }
                        // Scoring (motives).
                        Label {
                            visible: page.deck === CardEditor.Motives
                            //: Caption of a motive card's scoring: what it scores points for (a verb: "Scores 1 point per …").
                            text: qsTr("Scores")
                            font.pixelSize: 20
                        }
                        RowLayout {
                            visible: page.deck === CardEditor.Motives
                            spacing: 10
                            readonly property string what: page.card.kind === "per-influence" ? "faction"
                                                           : page.card.kind === "per-guild" ? "guild" : ""
                            EditorComboBox {
                                objectName: "motiveKind"
                                Layout.preferredWidth: 300
                                model: editor.choices("motiveKind")
                                value: page.card.kind || ""
                                onPicked: key => editor.setMotiveField(page.deck, page.row, "kind", key)
                                Accessible.name: qsTr("Motive: what it counts")
                            }
                            EditorComboBox {
                                Layout.preferredWidth: 280
                                visible: parent.what !== ""
                                model: parent.what !== "" ? editor.choices(parent.what) : []
                                value: page.card.of || ""
                                onPicked: key => editor.setMotiveField(page.deck, page.row, "of", key)
                                Accessible.name: qsTr("Motive: of which")
                            }
                        }
                        Label {
                            visible: page.deck === CardEditor.Motives
                            text: qsTr("1 point per")
                            font.pixelSize: 20
                        }
                        RowLayout {
                            visible: page.deck === CardEditor.Motives
                            spacing: 10
                            EditorSpinBox {
                                objectName: "motivePer"
                                from: 1
                                to: 20
                                number: page.card.per || 1
                                onPicked: v => editor.setMotiveField(page.deck, page.row, "per", v)
                                Accessible.name: qsTr("Motive: one point per how many")
                            }
                            Label {
                                //: In a motive's scoring line: "… at most [N] points".
                                text: qsTr("at most")
                                font.pixelSize: 20
                            }
                            EditorSpinBox {
                                objectName: "motiveMax"
                                from: 0
                                to: 50
                                number: page.card.max || 0
                                onPicked: v => editor.setMotiveField(page.deck, page.row, "max", v)
                                Accessible.name: qsTr("Motive: at most how many points")
                            }
                            Label {
                                //: In a motive's scoring line, after the box with the most points: "… at most [N] points".
                                text: qsTr("points")
                                font.pixelSize: 20
                            }
                        }
                        FieldError {
                            Layout.columnSpan: 2
                            message: editor.errorWithin("motive") ? editor.errorText : ""
                        }
                    }

                    // Objective (Wallows).
                    ColumnLayout {
                        id: objectiveBlock
                        Layout.fillWidth: true
                        visible: page.deck === CardEditor.Wallows
                        spacing: 8
                        readonly property var objective: page.card.objective || ({})
                        readonly property string what: objective.kind === "influence" ? "faction"
                                                       : objective.kind === "guild" ? "guild"
                                                       : objective.kind === "figures-at" ? "location" : ""
                        HeadingLabel {
                            Layout.fillWidth: true
                            text: qsTr("Objective: have at least")
                            font.pixelSize: 22
                            font.weight: Font.DemiBold
                        }
                        RowLayout {
                            spacing: 10
                            EditorSpinBox {
                                objectName: "objectiveN"
                                from: 0
                                to: 50
                                number: objectiveBlock.objective.n || 0
                                onPicked: v => editor.setObjectiveField(page.deck, page.row, "n", v)
                                Accessible.name: qsTr("Objective: at least how many")
                            }
                            EditorComboBox {
                                objectName: "objectiveKind"
                                Layout.preferredWidth: 260
                                model: editor.choices("condition")
                                value: objectiveBlock.objective.kind || ""
                                onPicked: key => editor.setObjectiveField(page.deck, page.row, "kind", key)
                                Accessible.name: qsTr("Objective: of what")
                            }
                            EditorComboBox {
                                Layout.preferredWidth: 280
                                visible: objectiveBlock.what !== ""
                                model: objectiveBlock.what !== "" ? editor.choices(objectiveBlock.what) : []
                                value: objectiveBlock.objective.of || ""
                                onPicked: key => editor.setObjectiveField(page.deck, page.row, "of", key)
                                Accessible.name: qsTr("Objective: which one")
                            }
                        }
                        FieldError {
                            message: editor.errorWithin("objective") ? editor.errorText : ""
                        }
                    }

                    // --- effect lists -----------------------------------------------------------
                    CardEffectList {
                        visible: page.deck === CardEditor.Court
                        editor: editor
                        deck: page.deck
                        cardRow: page.row
                        listKey: "action1"
                        title: qsTr("Action 1")
                        builtInText: page.card.builtIn1 || ""
                    }
                    CardEffectList {
                        visible: page.deck === CardEditor.Court
                        editor: editor
                        deck: page.deck
                        cardRow: page.row
                        listKey: "action2"
                        title: qsTr("Action 2")
                        builtInText: page.card.builtIn2 || ""
                    }
                    CardEffectList {
                        visible: page.deck === CardEditor.Mourners && page.card.usesEffects === true
                        editor: editor
                        deck: page.deck
                        cardRow: page.row
                        listKey: "effects"
                        // The kind in words, e.g. "When it comes into play"; a triggered one names its phase.
                        title: page.card.kind === "triggered"
                               //: Heading of a Mourner's effects; %1 a phase of the round, e.g. "Celestial tithe".
                               ? qsTr("By itself at the start of: %1").arg(phaseChooser.displayText)
                               : page.card.kindLabel || ""
                    }
                    CardEffectList {
                        visible: page.deck === CardEditor.Wallows
                        editor: editor
                        deck: page.deck
                        cardRow: page.row
                        listKey: "reward"
                        title: qsTr("Reward (objective met)")
                    }
                    CardEffectList {
                        visible: page.deck === CardEditor.Wallows
                        editor: editor
                        deck: page.deck
                        cardRow: page.row
                        listKey: "penalty"
                        title: qsTr("Penalty (objective missed)")
                    }
                    Item {
                        Layout.preferredHeight: 8
                    }
                }
            }
        }
    }

    // --- asks for a name: "saveAs" or "rename" -------------------------------------------------
    Popup {
        id: namePopup
        PopupFadeGuard { target: namePopup }
        objectName: "namePopup"

        property string mode: "saveAs"

        function ask(what) {
            mode = what
            //: The name proposed for a ruleset saved from the card editor: the user's own box of the game.
            nameInput.text = what === "rename" ? editor.rulesetName : qsTr("My box")
            open()
            nameInput.selectAll()
            nameInput.forceActiveFocus()
        }
        function accept() {
            if (mode === "rename") {
                if (RulesetLibrary.rename(editor.rulesetId, nameInput.text)) {
                    editor.open(editor.rulesetId)
                    close()
                }
                return
            }
            const id = editor.saveAs(nameInput.text)
            if (id !== "") {
                close()
                page.notify(qsTr("Saved as %1. New games can use it.").arg(editor.rulesetName))
            }
        }

        parent: Overlay.overlay
        x: (parent.width - width) / 2
        y: (parent.height - height) / 3
        width: 560
        modal: true
        padding: 24
        closePolicy: Popup.CloseOnEscape
        Overlay.modal: Rectangle {
            color: page.dark ? "#a0000000" : "#70000000"
        }

        background: Rectangle {
            radius: 8
            color: page.dark ? "#303030" : "#ffffff"
            border.width: 1
            border.color: page.dark ? "#777777" : "#90a4ae"
        }

        contentItem: ColumnLayout {
            spacing: 14
            HeadingLabel {
                Layout.fillWidth: true
                text: namePopup.mode === "rename" ? qsTr("Rename the ruleset") : qsTr("Save as a ruleset of your own")
                font.pixelSize: 24
                font.weight: Font.DemiBold
                wrapMode: Text.Wrap
            }
            TextField {
                id: nameInput
                objectName: "rulesetNameInput"
                Layout.fillWidth: true
                font.pixelSize: 22
                selectByMouse: true
                placeholderText: qsTr("Name, e.g. My box")
                // Readable on the field (4.5:1), lighter than what is typed.
                placeholderTextColor: Material.theme === Material.Dark ? "#b0b0b0" : "#6b6b6b"
                onAccepted: namePopup.accept()
                Accessible.name: qsTr("Name of the ruleset")
            }
            FieldError {
                message: namePopup.mode === "rename" ? RulesetLibrary.errorText : page.errorFor("save")
                visible: namePopup.opened && message !== ""
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: 10
                ActionButton {
                    text: qsTr("Cancel")
                    onClicked: namePopup.close()
                }
                ActionButton {
                    objectName: "nameAccept"
                    //: Button of the name dialog: renames the ruleset, or saves it under the name typed (verbs).
                    text: namePopup.mode === "rename" ? qsTr("Rename") : qsTr("Save")
                    highlighted: true
                    enabled: nameInput.text.trim() !== ""
                    onClicked: namePopup.accept()
                }
            }
        }
    }

    // --- asks to confirm something that cannot be undone ---------------------------------------
    Popup {
        id: confirm
        PopupFadeGuard { target: confirm }

        property string question
        property string action
        property var callback: null

        function ask(q, a, callback) {
            question = q
            action = a
            confirm.callback = callback
            open()
            confirmButton.forceActiveFocus()
        }

        parent: Overlay.overlay
        x: (parent.width - width) / 2
        y: (parent.height - height) / 3
        width: 560
        modal: true
        padding: 24
        closePolicy: Popup.CloseOnEscape
        Overlay.modal: Rectangle {
            color: page.dark ? "#a0000000" : "#70000000"
        }

        background: Rectangle {
            radius: 8
            color: page.dark ? "#303030" : "#ffffff"
            border.width: 1
            border.color: page.dark ? "#777777" : "#90a4ae"
        }

        contentItem: ColumnLayout {
            spacing: 16
            Label {
                Layout.fillWidth: true
                text: confirm.question
                font.pixelSize: 22
                wrapMode: Text.Wrap
                Accessible.name: text
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: 10
                ActionButton {
                    text: qsTr("Cancel")
                    onClicked: confirm.close()
                }
                ActionButton {
                    id: confirmButton
                    text: confirm.action
                    highlighted: true
                    onClicked: {
                        confirm.close()
                        if (confirm.callback)
                            confirm.callback()
                    }
                }
            }
        }
    }
}
