import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The form of a new digital game: 2-4 seats, each a person or a computer player, their names, the
// oldest player and the ruleset (the standard one or one made in the card editor).
Item {
    id: form

    //! The game could not be started: why.
    signal failed(string reason)
    //! The game runs.
    signal started()

    property int seats: 3
    property var names: ["Ada", "Bo", "Cy", "Dee"]
    property var kinds: ["person", "rules", "rules", "rules"]
    property int oldest: 0
    property string rulesetId: "builtin:standard"

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    // Who plays a seat: a person at this computer or a computer player (RememberedPlayers.kSeatKinds).
    readonly property var kindChoices: RememberedPlayers.kindChoices
    readonly property var rulesets: RulesetLibrary.entries.filter(e => e.valid)
                                    .map(e => ({ key: e.id, label: e.builtIn ? qsTr("Standard rules") : e.name }))

    //! What is wrong with each name typed, one sentence per seat ("" when fine): shown under the name.
    readonly property var nameProblems: GameController.nameProblems(names.slice(0, seats))

    function setName(i, text) { const n = names.slice(); n[i] = text; names = n }
    function setKind(i, key) { const k = kinds.slice(); k[i] = key; kinds = k }

    //! Starts the game with the choices of the form.
    function start() {
        const ok = GameController.newDigitalGame({
            names: names.slice(0, seats), kinds: kinds.slice(0, seats),
            oldest: Math.min(oldest, seats - 1), ruleset: rulesetId })
        if (ok) {
            RememberedPlayers.rememberDigitalPlayers(names.slice(0, seats), kinds.slice(0, seats))
            started()
        } else {
            failed(GameController.lastError)
        }
        return ok
    }

    // Starts with the seats of the last digital game (Settings can forget them).
    Component.onCompleted: {
        const n = RememberedPlayers.digitalSeats
        if (n < 2)
            return
        const nextNames = names.slice()
        const nextKinds = kinds.slice()
        for (let i = 0; i < n; ++i) {
            nextNames[i] = RememberedPlayers.digitalNames[i]
            nextKinds[i] = RememberedPlayers.digitalKinds[i]
        }
        seats = n
        names = nextNames
        kinds = nextKinds
    }

    Flickable {
        id: digitalFlick
        // Scrolled, the view is drawn whole in one step (WholeRepaint).
        WholeRepaint { view: digitalFlick }
        anchors.fill: parent
        contentHeight: column.implicitHeight + 40
        clip: true
        ScrollBar.vertical: ScrollBar {}
        // Tab through the form: it scrolls to the field.
        FocusInView { flickable: digitalFlick }

        ColumnLayout {
            id: column
            x: 40
            y: 20
            width: Math.min(parent.width - 80, 1000)
            spacing: 14

            Label {
                text: qsTr("Who plays?")
                font.pixelSize: 28
                font.weight: Font.DemiBold
            }
            RowLayout {
                spacing: 10
                Label { text: qsTr("Players:"); font.pixelSize: 20 }
                Repeater {
                    model: [2, 3, 4]
                    ActionButton {
                        required property int modelData
                        objectName: "digitalSeatCount" + modelData
                        text: modelData
                        checkable: true
                        checked: form.seats === modelData
                        Layout.preferredWidth: 64
                        onClicked: {
                            form.seats = modelData
                            // Clicking replaced the binding with a plain value: bind it again.
                            checked = Qt.binding(() => form.seats === modelData)
                        }
                    }
                }
            }
            // A positioner (the model changes, and a Quick layout must never hold a delegate that goes away).
            Column {
                Layout.fillWidth: true
                spacing: 14
                Repeater {
                    model: form.seats
                    Rectangle {
                        id: seatRow
                        required property int index
                        width: parent ? parent.width : 0
                        height: 68 + (nameProblem.visible ? nameProblem.implicitHeight + 10 : 0)
                        radius: 8
                        color: form.dark ? "#333333" : "#ffffff"
                        border.width: 1
                        border.color: form.dark ? "#5a5a5a" : "#cfd8dc"
                        RowLayout {
                            anchors.left: parent.left
                            anchors.right: parent.right
                            anchors.top: parent.top
                            height: 68
                            anchors.leftMargin: 14
                            anchors.rightMargin: 14
                            spacing: 14
                            Label {
                                //: A seat of the digital game's form, numbered from 1 (a place at the table).
                                text: qsTr("Seat %1").arg(seatRow.index + 1)
                                font.pixelSize: 18
                                color: form.mutedText
                                Layout.preferredWidth: 70
                            }
                            TextField {
                                objectName: "digitalSeatName" + seatRow.index
                                Layout.preferredWidth: 240
                                text: form.names[seatRow.index]
                                font.pixelSize: 20
                                onTextEdited: form.setName(seatRow.index, text)
                                Accessible.name: qsTr("Name of seat %1").arg(seatRow.index + 1)
                            }
                            EditorComboBox {
                                objectName: "digitalSeatKind" + seatRow.index
                                // Wide enough for the longest kind ("Computer: Strong (up to 1 s a move)").
                                Layout.preferredWidth: 430
                                model: form.kindChoices
                                value: form.kinds[seatRow.index]
                                onPicked: key => form.setKind(seatRow.index, key)
                                Accessible.name: qsTr("Who plays seat %1").arg(seatRow.index + 1)
                            }
                            RadioButton {
                                objectName: "digitalOldest" + seatRow.index
                                //: Choice beside a seat: this player is the oldest and starts with the Alltaker.
                                text: qsTr("oldest")
                                font.pixelSize: 18
                                checked: form.oldest === seatRow.index
                                onClicked: form.oldest = seatRow.index
                                Accessible.onToggleAction: if (enabled) clicked()
                                Accessible.onPressAction: if (enabled) clicked()
                            }
                            Item { Layout.fillWidth: true }
                        }
                        Label {
                            id: nameProblem
                            objectName: "digitalSeatNameProblem" + seatRow.index
                            anchors.left: parent.left
                            anchors.right: parent.right
                            anchors.bottom: parent.bottom
                            anchors.leftMargin: 98 // under the name field
                            anchors.rightMargin: 14
                            anchors.bottomMargin: 10
                            visible: text !== ""
                            text: form.nameProblems[seatRow.index] || ""
                            color: form.dark ? "#ffcdd2" : "#8e1c1c"
                            font.pixelSize: 17
                            wrapMode: Text.WordWrap
                            Accessible.role: Accessible.AlertMessage
                            Accessible.name: text
                        }
                    }
                }
            }
            Label {
                Layout.fillWidth: true
                text: qsTr("People take turns at this laptop: before each private choice the app asks to pass the laptop. Computer players decide by themselves; the strong one takes up to a second a move.")
                wrapMode: Text.WordWrap
                font.pixelSize: 17
                color: form.mutedText
            }
            RowLayout {
                spacing: 14
                Label { text: qsTr("Rules and cards:"); font.pixelSize: 20 }
                EditorComboBox {
                    objectName: "rulesetChoice"
                    Layout.preferredWidth: 420
                    model: form.rulesets
                    value: form.rulesetId
                    onPicked: key => form.rulesetId = key
                    Accessible.name: qsTr("Ruleset")
                }
            }
            Rectangle {
                Layout.fillWidth: true
                Layout.preferredHeight: standIn.implicitHeight + 20
                radius: 6
                color: form.dark ? "#3a3320" : "#fff8e1"
                border.width: 1
                border.color: form.dark ? "#8d6e2a" : "#ffca28"
                Label {
                    id: standIn
                    objectName: "standInNotice"
                    anchors.fill: parent
                    anchors.margins: 10
                    text: qsTr("Cards marked stand-in are original stand-ins, not the printed cards. Enter the cards of your box in the card editor to play with them.")
                    wrapMode: Text.WordWrap
                    font.pixelSize: 17
                }
            }
        }
    }
}
