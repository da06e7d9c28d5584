import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The new-game form of a table game: who plays (names, colours, the oldest), each player's declared
// faction and starting Mourner, and the board settings to check against the printed board.
Item {
    id: wizard

    //! 2, 3 or 4.
    property int players: 3
    //! Seat of the oldest player: first player and Alltaker (R-SETUP-2).
    property int oldest: 0
    property var names: ["", "", "", ""]
    property var colors: ["#c62828", "#1565c0", "#2e7d32", "#ef6c00"]
    property var factions: ["bone", "flesh", "spirit", "bone"]
    //! Per seat, the chosen option of startingMournerOptions(): a printed card, or a card the app need not
    //! know, named by its figure's guild (each seat starts with the first unknown card of its faction).
    property var mourners: factions.map(f => firstMournerOf(f))
    //! The cards played with: the printed cards the rulebook describes ("builtin:standard"), or a
    //! ruleset of the card editor (RulesetLibrary id) with the owner's cards; the board's numbers stay.
    property string cards: "builtin:standard"
    readonly property var cardOptions: [{ value: "builtin:standard",
                                          label: qsTr("Printed cards the rulebook describes (others entered as adjustments)") }]
        .concat(RulesetLibrary.entries.filter(e => e.valid && !e.builtIn).map(e => ({ value: e.id, label: e.name })))
    //! The board as typed (texts); checked with BoardSettings.problems(): one sentence a problem.
    property var board: ({})
    readonly property var boardProblems: BoardSettings.problems(boardValues())

    readonly property var palette: ["#c62828", "#1565c0", "#2e7d32", "#ef6c00", "#6a1b9a", "#00838f", "#5d4037", "#ad1457"]
    readonly property var factionKeys: ["bone", "flesh", "spirit"]
    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property color errorText: dark ? "#ffcdd2" : "#8e1c1c"
    //! What is wrong with each name typed, one sentence per seat ("" when fine): shown under the name.
    readonly property var nameProblems: GameController.nameProblems(names.slice(0, players))

    //! Emitted with the reason when the game could not start.
    signal failed(string reason)
    //! Emitted when the game has started.
    signal started()

    function setAt(list, i, value) {
        const copy = list.slice()
        copy[i] = value
        return copy
    }
    //! The starting Mourners a seat of `faction` may name: [{value, label, card, guild}], the unknown
    //! cards (one per guild of the faction) first.
    function mournerOptions(faction) {
        return GameController.startingMournerOptions(factionKeys.indexOf(faction), wizard.cards)
    }
    function firstMournerOf(faction) {
        return mournerOptions(faction)[0].value
    }
    //! The seat's starting Mourner as newTableGame() takes it: {card} or {guild}.
    function mournerSpec(seat) {
        const options = mournerOptions(factions[seat])
        for (let i = 0; i < options.length; ++i)
            if (options[i].value === mourners[seat])
                return options[i].card !== "" ? { card: options[i].card } : { guild: options[i].guild }
        return {}
    }
    function loadBoard() {
        const v = BoardSettings.values
        board = {
            costFigure: String(v.costFigure), costMourner: String(v.costMourner),
            startEtherea: String(v.startEtherea), unity2: String(v.unity2), unity3: String(v.unity3),
            unity4: String(v.unity4), titheMissSuspicion: String(v.titheMissSuspicion),
            titheMissThreat: String(v.titheMissThreat), tithe: v.tithe.join(", "),
            threatLimit: v.threatLimit.join(", "), crowdRoll: v.crowdRoll.slice(),
            guildOrder: v.guildOrder.slice(), locationFactions: v.locationFactions.slice()
        }
    }
    function boardValues() {
        const b = board
        if (b.tithe === undefined)
            return {}
        return b
    }
    function setBoard(key, value) {
        const copy = Object.assign({}, board)
        copy[key] = value
        board = copy
    }
    function start() {
        if (boardProblems.length > 0) {
            // Every problem is listed under the board; the notice stays one line.
            //: %n how many values of the board settings are not valid.
            failed(qsTr("Check the board settings: %n value(s) are not valid yet (listed under the board).", "",
                        boardProblems.length))
            return false
        }
        if (!BoardSettings.setValues(boardValues())) {
            failed(BoardSettings.error)
            return false
        }
        const setup = {
            names: names.slice(0, players), colors: colors.slice(0, players), oldest: oldest,
            factions: factions.slice(0, players), mourners: names.slice(0, players).map((n, i) => mournerSpec(i)),
            board: BoardSettings.values, cards: cards
        }
        if (!GameController.newTableGame(setup)) {
            failed(GameController.lastError)
            return false
        }
        RememberedPlayers.rememberTablePlayers(setup.names, setup.colors)
        started()
        return true
    }
    //! Starts with the players of the last table game (Settings can forget them).
    function loadRememberedPlayers() {
        const n = RememberedPlayers.tablePlayers
        if (n < 2)
            return
        const kept = RememberedPlayers.tableColors
        const nextNames = names.slice()
        const nextColors = colors.slice()
        for (let i = 0; i < n; ++i) {
            nextNames[i] = RememberedPlayers.tableNames[i]
            nextColors[i] = kept[i]
        }
        // The seats after them take colours nobody of the last game had.
        const free = palette.filter(c => kept.indexOf(c) < 0)
        for (let j = n; j < nextColors.length; ++j)
            nextColors[j] = free[j - n]
        players = n
        names = nextNames
        colors = nextColors
    }

    Component.onCompleted: {
        loadRememberedPlayers()
        loadBoard()
    }

    Flickable {
        id: flick
        // Scrolled, the view is drawn whole in one step (WholeRepaint).
        WholeRepaint { view: flick }
        anchors.fill: parent
        contentHeight: content.implicitHeight + 32
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}
        // Tab through the form: it scrolls to the field.
        FocusInView { flickable: flick }

        RowLayout {
            id: content
            x: 16
            y: 16
            width: flick.width - 32
            spacing: 20

            // ---- players ----
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 6
                Layout.alignment: Qt.AlignTop
                spacing: 12

                HeadingLabel {
                    text: qsTr("Who is playing?")
                    font.pixelSize: 32
                    font.weight: Font.DemiBold
                }
                RowLayout {
                    spacing: 10
                    Label { text: qsTr("Players"); Layout.preferredWidth: 110 }
                    Repeater {
                        model: [2, 3, 4]
                        ActionButton {
                            required property int modelData
                            objectName: "playerCount" + modelData
                            text: modelData
                            checkable: true
                            checked: wizard.players === modelData
                            Layout.preferredWidth: 64
                            onClicked: {
                                wizard.players = modelData
                                wizard.oldest = Math.min(wizard.oldest, modelData - 1)
                                // Clicking replaced the binding with a plain value: bind it again.
                                checked = Qt.binding(() => wizard.players === modelData)
                            }
                            //: %1 is 2, 3 or 4.
                            Accessible.name: qsTr("%1 players").arg(modelData)
                        }
                    }
                }
                Label {
                    Layout.fillWidth: true
                    text: qsTr("The oldest player takes the Alltaker and is first player in round 1. Each player "
                               + "declares the faction of the Ulterior Motive they kept and names the starting "
                               + "Mourner they drew, or says “unknown” and its guild.")
                    color: wizard.mutedText
                    font.pixelSize: 17
                    wrapMode: Text.WordWrap
                }

                RowLayout {
                    Layout.fillWidth: true
                    spacing: 10
                    Label { text: qsTr("Cards"); Layout.preferredWidth: 110; font.pixelSize: 18 }
                    ChoiceButton {
                        objectName: "tableCardsChoice"
                        Layout.fillWidth: true
                        wrap: true
                        font.pixelSize: 17
                        options: wizard.cardOptions
                        value: wizard.cards
                        onChosen: v => {
                            wizard.cards = v
                            // The starting Mourners named so far may not exist among the other cards.
                            wizard.mourners = wizard.factions.map(f => wizard.firstMournerOf(f))
                        }
                        //: %1 the cards chosen for a table game.
                        Accessible.name: qsTr("Cards: %1").arg(currentLabel)
                        Accessible.description: qsTr("Your own cards are made in the card editor.")
                    }
                }
                Label {
                    objectName: "tableCardsNote"
                    Layout.fillWidth: true
                    text: qsTr("Your own cards are entered once in the card editor. Cards marked (stand-in) are "
                               + "the app's originals, not printed cards.")
                    color: wizard.mutedText
                    font.pixelSize: 15
                    wrapMode: Text.WordWrap
                }

                Repeater {
                    id: playerRows
                    model: 4

                    Rectangle {
                        id: row
                        required property int index
                        visible: index < wizard.players
                        Layout.fillWidth: true
                        Layout.preferredHeight: rowColumn.implicitHeight + 20
                        radius: 8
                        color: wizard.dark ? "#333333" : "#ffffff"
                        border.width: 1
                        border.color: wizard.dark ? "#5a5a5a" : "#cfd8dc"

                        ColumnLayout {
                            id: rowColumn
                            anchors.fill: parent
                            anchors.margins: 10
                            spacing: 8

                            RowLayout {
                                spacing: 8
                                AbstractButton {
                                    objectName: "playerColor" + row.index
                                    Layout.preferredWidth: 44
                                    Layout.preferredHeight: 44
                                    onClicked: {
                                        const i = wizard.palette.indexOf(wizard.colors[row.index])
                                        wizard.colors = wizard.setAt(wizard.colors, row.index,
                                                                     wizard.palette[(i + 1) % wizard.palette.length])
                                    }
                                    //: %1 seat number. The button changes the player's colour.
                                    Accessible.name: qsTr("Colour of player %1").arg(row.index + 1)
                                    Accessible.onPressAction: if (enabled) clicked()
                                    background: Rectangle {
                                        radius: 22
                                        color: wizard.colors[row.index]
                                        border.width: parent.visualFocus ? 3 : 1
                                        border.color: wizard.dark ? "white" : "#37474f"
                                    }
                                }
                                TextField {
                                    objectName: "playerName" + row.index
                                    Layout.fillWidth: true
                                    placeholderText: qsTr("Player %1").arg(row.index + 1)
                                    // Readable on the field (4.5:1), lighter than what is typed.
                                    placeholderTextColor: Material.theme === Material.Dark ? "#b0b0b0" : "#6b6b6b"
                                    maximumLength: 24
                                    selectByMouse: true
                                    // A list of names shorter than the rows (set from outside) reads as empty names.
                                    text: wizard.names[row.index] ?? ""
                                    onTextChanged: if (text !== (wizard.names[row.index] ?? ""))
                                                       wizard.names = wizard.setAt(wizard.names, row.index, text)
                                    Accessible.name: qsTr("Name of player %1").arg(row.index + 1)
                                }
                                ActionButton {
                                    objectName: "oldest" + row.index
                                    text: qsTr("Oldest")
                                    checkable: true
                                    checked: wizard.oldest === row.index
                                    onClicked: {
                                        wizard.oldest = row.index
                                        checked = Qt.binding(() => wizard.oldest === row.index)
                                    }
                                    Accessible.name: qsTr("Player %1 is the oldest").arg(row.index + 1)
                                }
                            }
                            Label {
                                objectName: "playerNameProblem" + row.index
                                Layout.fillWidth: true
                                visible: text !== ""
                                text: wizard.nameProblems[row.index] || ""
                                color: wizard.errorText
                                font.pixelSize: 17
                                wrapMode: Text.WordWrap
                                Accessible.role: Accessible.AlertMessage
                                Accessible.name: text
                            }
                            RowLayout {
                                spacing: 6
                                // A positioner (the model changes, and a Quick layout must never hold a delegate that goes away).
                                Row {
                                    spacing: 6
                                    Repeater {
                                        model: wizard.factionKeys
                                        ActionButton {
                                            required property string modelData
                                            required property int index
                                            objectName: "faction" + row.index + modelData
                                            text: index === 0 ? qsTr("Bone") : index === 1 ? qsTr("Flesh") : qsTr("Spirit")
                                            checkable: true
                                            checked: wizard.factions[row.index] === modelData
                                            font.pixelSize: 18
                                            onClicked: {
                                                wizard.factions = wizard.setAt(wizard.factions, row.index, modelData)
                                                wizard.mourners = wizard.setAt(wizard.mourners, row.index,
                                                                               wizard.firstMournerOf(modelData))
                                                checked = Qt.binding(() => wizard.factions[row.index] === modelData)
                                            }
                                            //: %1 seat number, %2 faction.
                                            Accessible.name: qsTr("Player %1 declared %2").arg(row.index + 1).arg(text)
                                        }
                                    }
                                }
                                ChoiceButton {
                                    objectName: "mourner" + row.index
                                    Layout.fillWidth: true
                                    font.pixelSize: 17
                                    options: wizard.mournerOptions(wizard.factions[row.index])
                                    value: wizard.mourners[row.index]
                                    onChosen: v => wizard.mourners = wizard.setAt(wizard.mourners, row.index, v)
                                    Accessible.name: qsTr("Starting Mourner of player %1: %2").arg(row.index + 1)
                                                     .arg(currentLabel)
                                }
                            }
                        }
                    }
                }
            }

            // ---- board ----
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 5
                Layout.alignment: Qt.AlignTop
                spacing: 8

                HeadingLabel {
                    text: qsTr("Board settings")
                    font.pixelSize: 32
                    font.weight: Font.DemiBold
                }
                Label {
                    Layout.fillWidth: true
                    //: Shown above the board's numbers: the printed board may differ from these defaults.
                    text: qsTr("Check your board: these numbers are read from your printed board. Correct them "
                               + "once; they are kept for the next game.")
                    font.pixelSize: 17
                    font.weight: Font.DemiBold
                    color: wizard.Material.accentColor
                    wrapMode: Text.WordWrap
                }

                GridLayout {
                    Layout.fillWidth: true
                    columns: 2
                    columnSpacing: 10
                    rowSpacing: 2

                    component BoardField: TextField {
                        required property string key
                        property string caption
                        Layout.fillWidth: true
                        text: wizard.board[key] !== undefined ? wizard.board[key] : ""
                        font.pixelSize: 17
                        selectByMouse: true
                        onTextEdited: wizard.setBoard(key, text)
                        Accessible.name: caption
                    }
                    component Caption: Label {
                        font.pixelSize: 16
                        color: wizard.mutedText
                        Layout.preferredWidth: 210
                        wrapMode: Text.WordWrap
                    }

                    Caption { text: qsTr("Cost of a guild figure (Etherea)") }
                    BoardField { key: "costFigure"; caption: qsTr("Cost of a guild figure") }
                    Caption { text: qsTr("Cost of a Mourner card (Etherea)") }
                    BoardField { key: "costMourner"; caption: qsTr("Cost of a Mourner card") }
                    Caption { text: qsTr("Etherea at the start") }
                    BoardField { key: "startEtherea"; caption: qsTr("Etherea at the start") }
                    Caption { text: qsTr("Unity supply, 2 / 3 / 4 players") }
                    RowLayout {
                        BoardField { key: "unity2"; caption: qsTr("Unity supply for 2 players") }
                        BoardField { key: "unity3"; caption: qsTr("Unity supply for 3 players") }
                        BoardField { key: "unity4"; caption: qsTr("Unity supply for 4 players") }
                    }
                    //: The tithe owed for each Suspicion value, typed as 13 numbers.
                    Caption { text: qsTr("Tithe by Suspicion 0–12") }
                    BoardField { objectName: "boardTithe"; key: "tithe"; caption: qsTr("Tithe table") }
                    Caption { text: qsTr("Missed tithe: Suspicion + / Threat +") }
                    RowLayout {
                        BoardField { key: "titheMissSuspicion"; caption: qsTr("Missed tithe raises suspicion by") }
                        BoardField { key: "titheMissThreat"; caption: qsTr("Missed tithe raises threat by") }
                    }
                    //: The figure limit per location for each Threat value, typed as 10 numbers.
                    Caption { text: qsTr("Figure limit by Threat 0–9") }
                    BoardField { key: "threatLimit"; caption: qsTr("Figure limit table") }
                }

                // The crowding roll: what each face of the die does to a figure over the limit.
                Label {
                    objectName: "boardCrowdRoll"
                    Layout.fillWidth: true
                    //: %1 the faces and what they do, e.g. "1–2 destroyed, 3–4 to the Crypt, 5–6 stays".
                    text: qsTr("Crowding roll: %1").arg(BoardSettings.crowdRollSummary(wizard.board.crowdRoll !== undefined
                                                                                         ? wizard.board.crowdRoll : []))
                    font.pixelSize: 16
                    color: wizard.mutedText
                    wrapMode: Text.WordWrap
                    Accessible.name: text
                }
                GridLayout {
                    Layout.fillWidth: true
                    columns: 3
                    columnSpacing: 6
                    rowSpacing: 4
                    Repeater {
                        model: 6
                        ChoiceButton {
                            required property int index
                            Layout.fillWidth: true
                            font.pixelSize: 15
                            padding: 4
                            leftPadding: 8
                            rightPadding: 8
                            readonly property string current: wizard.board.crowdRoll ? wizard.board.crowdRoll[index] : ""
                            //: A face of the crowding roll die and what it does: %1 the face (1-6), %2 e.g. "destroyed".
                            options: BoardSettings.crowdOutcomes().map(o => ({ value: o.value,
                                                                               label: qsTr("%1 · %2").arg(index + 1).arg(o.label) }))
                            value: current
                            onChosen: v => wizard.setBoard("crowdRoll", wizard.setAt(wizard.board.crowdRoll, index, v))
                            //: %1 a face of the die (1-6), %2 what it does.
                            Accessible.name: qsTr("Crowding roll, die %1: %2").arg(index + 1).arg(currentLabel)
                        }
                    }
                }

                // The guild order: the order in which the guilds are resolved, as on the guild track.
                Label {
                    text: qsTr("Guild order, as on the guild track")
                    font.pixelSize: 16
                    color: wizard.mutedText
                }
                GridLayout {
                    Layout.fillWidth: true
                    columns: 2
                    columnSpacing: 6
                    rowSpacing: 4
                    Repeater {
                        model: 6
                        ChoiceButton {
                            required property int index
                            objectName: "boardGuildOrder" + index
                            Layout.fillWidth: true
                            font.pixelSize: 15
                            padding: 4
                            leftPadding: 8
                            rightPadding: 8
                            readonly property string current: wizard.board.guildOrder ? wizard.board.guildOrder[index] : ""
                            //: One place of the guild order: %1 its place (1-6), %2 the guild's name.
                            options: BoardSettings.guildChoices().map(o => ({ value: o.value,
                                                                              label: qsTr("%1. %2").arg(index + 1).arg(o.label) }))
                            value: current
                            onChosen: v => wizard.setBoard("guildOrder", wizard.setAt(wizard.board.guildOrder, index, v))
                            //: %1 a place of the guild order (1-6), %2 the guild there.
                            Accessible.name: qsTr("Guild order, place %1: %2").arg(index + 1).arg(currentLabel)
                        }
                    }
                }

                Label {
                    text: qsTr("Faction of each location")
                    font.pixelSize: 16
                    color: wizard.mutedText
                }
                GridLayout {
                    Layout.fillWidth: true
                    columns: 2
                    columnSpacing: 6
                    rowSpacing: 4
                    Repeater {
                        model: 12
                        ChoiceButton {
                            required property int index
                            Layout.fillWidth: true
                            font.pixelSize: 15
                            padding: 4
                            leftPadding: 8
                            rightPadding: 8
                            readonly property string current: wizard.board.locationFactions
                                                              ? wizard.board.locationFactions[index] : ""
                            options: [{ value: "bone", label: (index + 1) + " · " + qsTr("Bone") },
                                      { value: "flesh", label: (index + 1) + " · " + qsTr("Flesh") },
                                      { value: "spirit", label: (index + 1) + " · " + qsTr("Spirit") }]
                            value: current
                            onChosen: v => wizard.setBoard("locationFactions",
                                                           wizard.setAt(wizard.board.locationFactions, index, v))
                            //: %1 location number, %2 its faction.
                            Accessible.name: qsTr("Location %1 faction: %2").arg(index + 1).arg(currentLabel)
                        }
                    }
                }

                Label {
                    objectName: "boardError"
                    Layout.fillWidth: true
                    visible: text !== ""
                    //: %1 every problem, one sentence a line, e.g. "Tithe at Suspicion 4: must be a whole number from 0 to 20."
                    text: wizard.boardProblems.length > 0 ? qsTr("Not valid yet:\n%1").arg(wizard.boardProblems.join("\n"))
                                                     : BoardSettings.error
                    color: wizard.errorText
                    font.pixelSize: 17
                    wrapMode: Text.WordWrap
                    Accessible.role: Accessible.AlertMessage
                    Accessible.name: text
                }
                RowLayout {
                    spacing: 8
                    ActionButton {
                        objectName: "standardBoard"
                        text: qsTr("Standard board")
                        onClicked: {
                            BoardSettings.resetToStandard()
                            wizard.loadBoard()
                        }
                        Accessible.description: qsTr("Puts back the numbers of the standard rules")
                    }
                    Label {
                        Layout.fillWidth: true
                        text: BoardSettings.customised ? qsTr("Your corrected board is in use.") : ""
                        color: wizard.mutedText
                        font.pixelSize: 16
                        wrapMode: Text.WordWrap
                    }
                }
            }
        }
    }
}
