import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Corrections for card effects the app does not know (table play): change a resource, move or add a
// figure, set a meter, say who holds the Alltaker / Dreadsbane token / where Malavestros stands.
// Each becomes an adjustment action built by GameController's typed corrections (no action text):
// logged, undoable, and the meters' thresholds apply.
Popup {
    id: dialog

    property var playerNames: []
    //! "resource", "figure", "meter" or "holder".
    property string tab: "resource"
    property int seat: 0
    property string resource: "etherea"
    property int amount: 1
    property string figureMode: "move"
    //! Places: a location number 1-12, or 0 for the player's Crypt.
    property int fromPlace: 0
    property int toPlace: 1
    property string guild: "mk"
    property string meter: "suspicion"
    property int meterValue: 0
    property int causer: -1
    property string holder: "alltaker"
    //! A seat (-1 nobody) for the Alltaker and the Dreadsbane token; a location 1-12 (0 off the board) for Malavestros.
    property int holderValue: 0

    readonly property bool dark: Material.theme === Material.Dark
    //! The places a figure can be moved to, read when the dialog opens. Row by row (get): the
    //! locations' `rows` change at every step, and an index into them reads the whole list again.
    readonly property var places: {
        const out = [{ value: 0, label: qsTr("Crypt") }]
        if (!dialog.visible)
            return out
        const locations = GameController.table.locations
        for (let i = 0; i < locations.count; ++i) {
            const loc = locations.get(i)
            out.push({ value: loc.number, label: loc.number + " " + loc.name })
        }
        return out
    }
    readonly property var guilds: {
        const out = []
        for (let f = 0; f < 3; ++f) {
            const g = GameController.guildsOf(f)
            for (let i = 0; i < g.length; ++i)
                out.push({ value: g[i].key, label: g[i].name })
        }
        return out
    }
    //! Applies the correction shown through GameController's typed corrections; false (and
    //! GameController.lastError) when the engine refused it.
    function applyCorrection() {
        switch (tab) {
        case "resource":
            return GameController.adjustResource(seat, resource, amount)
        case "figure":
            return figureMode === "move" ? GameController.moveFigure(seat, fromPlace, toPlace, guild)
                                         : GameController.changeFigure(seat, fromPlace, guild, figureMode === "add" ? 1 : -1)
        case "meter":
            return GameController.setMeter(meter, meterValue, causer)
        default:
            return GameController.setHolder(holder, holderValue)
        }
    }

    //! Opens the dialog for a seat: the one who played the card the app does not know, when there is
    //! one this action phase, else `seatIndex`. The change starts at 0, the meter at its value now,
    //! and the meter's cause is that card's player.
    function openFor(seatIndex) {
        const cardSeat = GameController.table.unknownCardSeat
        seat = Math.max(0, cardSeat >= 0 ? cardSeat : seatIndex)
        causer = cardSeat
        amount = 0
        meterValue = meter === "suspicion" ? GameController.table.suspicion : GameController.table.threat
        GameController.clearError()
        open()
    }

    objectName: "adjustDialog"
    // A refusal belongs to the dialog: closed, it does not come back as the game page's banner.
    onClosed: GameController.clearError()
    modal: true
    // The keyboard goes to the dialog as it opens: Escape closes it and Tab stays inside it (Escape did
    // nothing, and Tab went to the buttons behind it, until a control of the dialog was clicked).
    focus: true
    // Gone at once when closed: while the style faded it out, a click meant for the game behind it
    // landed on the dialog's control under the pointer (a quick click after Escape applied the change).
    exit: null
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 80 : 900, 900)
    height: Math.min(parent ? parent.height - 60 : 640, 640)
    padding: 20

    background: Rectangle {
        radius: 10
        color: dialog.dark ? "#2b2b2b" : "#ffffff"
        border.width: 2
        border.color: dialog.Material.accentColor
    }

    component Choice: ActionButton {
        property string key
        property string current
        checkable: true
        checked: key === current
        font.pixelSize: 18
        // Clicking replaced the binding with a plain value (two choices would stay lit): bind it again.
        // The instance's own onClicked runs as well.
        onClicked: checked = Qt.binding(() => key === current)
    }
    //! The caption in front of a row of choices: as wide as its words need, never over the buttons.
    component Caption: Label {
        Layout.preferredWidth: Math.max(100, implicitWidth)
        font.pixelSize: 16
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        HeadingLabel {
            //: Title of the dialog that applies a card effect's numbers by hand (a verb: adjust the game).
            text: qsTr("Adjust")
            font.pixelSize: 28
            font.weight: Font.Bold
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("For a card effect the app does not know: enter what the card did. It is logged and can be "
                       + "undone; raising a meter to its top still punishes whoever caused it.")
            wrapMode: Text.WordWrap
            font.pixelSize: 16
            opacity: 0.8
        }
        RowLayout {
            spacing: 6
            Choice {
                key: "resource"; current: dialog.tab; onClicked: dialog.tab = key; objectName: "tabResource"
                //: Tab of the Adjust dialog: change a player's Etherea, Unity or Influence.
                text: qsTr("Resource")
            }
            Choice { key: "figure"; current: dialog.tab; text: qsTr("Figure"); onClicked: dialog.tab = key; objectName: "tabFigure" }
            Choice { key: "meter"; current: dialog.tab; text: qsTr("Meter"); onClicked: dialog.tab = key; objectName: "tabMeter" }
            Choice {
                key: "holder"; current: dialog.tab; onClicked: dialog.tab = key; objectName: "tabHolder"
                //: Tab of the Adjust dialog: who holds the Alltaker or the Dreadsbane token.
                text: qsTr("Holder")
            }
        }
        RowLayout {
            visible: dialog.tab === "resource" || dialog.tab === "figure"
            spacing: 6
            //: Caption in the Adjust dialog: the player whose numbers change.
            Caption { text: qsTr("Player") }
            // The seat count, not the names: a list rebuilt on every step would replace the model of
            // a Repeater inside a layout.
            // A positioner (the model changes, and a Quick layout must never hold a delegate that goes away).
            Row {
                spacing: 6
                Repeater {
                    model: GameController.table.players.count
                    Choice {
                        required property int index
                        key: String(index)
                        objectName: "seat" + index
                        current: String(dialog.seat)
                        text: dialog.playerNames[index] || ""
                        onClicked: dialog.seat = index
                    }
                }
            }
        }
        // Resource
        ColumnLayout {
            visible: dialog.tab === "resource"
            spacing: 6
            Flow {
                Layout.fillWidth: true
                spacing: 6
                Repeater {
                    model: [{ k: "etherea", l: qsTr("Etherea") }, { k: "unity", l: qsTr("Unity") },
                            { k: "bone", l: qsTr("Bone Influence") }, { k: "flesh", l: qsTr("Flesh Influence") },
                            { k: "spirit", l: qsTr("Spirit Influence") }, { k: "motive", l: qsTr("Motive bonus") },
                            { k: "forge", l: qsTr("Dirth Forge") }, { k: "unity-supply", l: qsTr("Unity supply") }]
                    Choice {
                        required property var modelData
                        key: modelData.k
                        current: dialog.resource
                        text: modelData.l
                        onClicked: dialog.resource = key
                    }
                }
            }
            RowLayout {
                spacing: 8
                //: Caption in the Adjust dialog above the amount: how much is added or taken away (a noun).
                Caption { text: qsTr("Change") }
                ActionButton { text: "−"; onClicked: dialog.amount -= 1; Accessible.name: qsTr("One less") }
                Label {
                    objectName: "adjustAmount"
                    text: (dialog.amount > 0 ? "+" : "") + dialog.amount
                    font.pixelSize: 30
                    font.weight: Font.Bold
                    Layout.preferredWidth: 70
                    horizontalAlignment: Text.AlignHCenter
                }
                ActionButton { text: "+"; onClicked: dialog.amount += 1; Accessible.name: qsTr("One more") }
            }
        }
        // Figure
        ColumnLayout {
            visible: dialog.tab === "figure"
            spacing: 6
            RowLayout {
                spacing: 6
                Choice { key: "move"; current: dialog.figureMode; text: qsTr("Move a figure"); onClicked: dialog.figureMode = key }
                Choice { key: "add"; current: dialog.figureMode; text: qsTr("Add from the supply"); onClicked: dialog.figureMode = key }
                Choice { key: "remove"; current: dialog.figureMode; text: qsTr("Back to the supply"); onClicked: dialog.figureMode = key }
            }
            RowLayout {
                spacing: 6
                Caption { text: dialog.figureMode === "move" ? qsTr("From") : qsTr("Where") }
                ChoiceButton {
                    Layout.preferredWidth: 260
                    options: dialog.places
                    value: dialog.fromPlace
                    onChosen: v => dialog.fromPlace = v
                }
                Label { visible: dialog.figureMode === "move"; text: qsTr("to", "moving a figure from one place to another") }
                ChoiceButton {
                    visible: dialog.figureMode === "move"
                    Layout.preferredWidth: 260
                    options: dialog.places
                    value: dialog.toPlace
                    onChosen: v => dialog.toPlace = v
                }
            }
            RowLayout {
                spacing: 6
                Caption { text: qsTr("Guild") }
                ChoiceButton {
                    Layout.preferredWidth: 300
                    options: dialog.guilds
                    value: dialog.guild
                    onChosen: v => dialog.guild = v
                }
            }
        }
        // Meter
        ColumnLayout {
            visible: dialog.tab === "meter"
            spacing: 6
            RowLayout {
                spacing: 6
                Choice { key: "suspicion"; current: dialog.meter; text: qsTr("Suspicion"); onClicked: { dialog.meter = key; dialog.meterValue = GameController.table.suspicion } }
                Choice { key: "threat"; current: dialog.meter; text: qsTr("Threat"); onClicked: { dialog.meter = key; dialog.meterValue = GameController.table.threat } }
            }
            Flow {
                Layout.fillWidth: true
                spacing: 4
                Repeater {
                    model: ((dialog.meter === "suspicion" ? GameController.table.board.suspicionMax : GameController.table.board.threatMax) || 0) + 2
                    Choice {
                        required property int index
                        key: String(index)
                        current: String(dialog.meterValue)
                        objectName: "meterValue" + index
                        text: index
                        // Two digits stay whole (10-13 were cut to "…").
                        leftPadding: 6
                        rightPadding: 6
                        width: Math.max(52, naturalWidth)
                        onClicked: dialog.meterValue = index
                    }
                }
            }
            RowLayout {
                spacing: 6
                //: Caption in the Adjust dialog: the player whose card caused the change (for the log).
                Caption { text: qsTr("Caused by") }
                Choice { key: "-1"; current: String(dialog.causer); text: qsTr("nobody"); onClicked: dialog.causer = -1 }
                // A positioner (the model changes, and a Quick layout must never hold a delegate that goes away).
                Row {
                    spacing: 6
                    Repeater {
                        model: GameController.table.players.count
                        Choice {
                            required property int index
                            key: String(index)
                            objectName: "causer" + index
                            current: String(dialog.causer)
                            text: dialog.playerNames[index] || ""
                            onClicked: dialog.causer = index
                        }
                    }
                }
            }
        }
        // Holder
        ColumnLayout {
            visible: dialog.tab === "holder"
            spacing: 6
            RowLayout {
                spacing: 6
                Choice { key: "alltaker"; current: dialog.holder; text: qsTr("Alltaker"); onClicked: { dialog.holder = key; dialog.holderValue = 0 } }
                Choice { key: "dreadsbane"; current: dialog.holder; text: qsTr("Dreadsbane token"); onClicked: { dialog.holder = key; dialog.holderValue = -1 } }
                Choice { key: "malavestros"; current: dialog.holder; text: qsTr("Malavestros"); onClicked: { dialog.holder = key; dialog.holderValue = 0 } }
            }
            Flow {
                Layout.fillWidth: true
                spacing: 4
                Repeater {
                    model: {
                        const out = []
                        if (dialog.holder !== "alltaker")
                            out.push({ value: dialog.holder === "malavestros" ? 0 : -1,
                                       label: dialog.holder === "malavestros" ? qsTr("off the board") : qsTr("nobody") })
                        if (dialog.holder === "malavestros") {
                            for (let i = 0; i < GameController.table.locations.count; ++i) {
                                const number = GameController.table.locations.get(i).number
                                out.push({ value: number, label: String(number) })
                            }
                        } else {
                            for (let p = 0; p < dialog.playerNames.length; ++p)
                                out.push({ value: p, label: dialog.playerNames[p] })
                        }
                        return out
                    }
                    Choice {
                        required property var modelData
                        key: String(modelData.value)
                        current: String(dialog.holderValue)
                        text: modelData.label
                        onClicked: dialog.holderValue = modelData.value
                    }
                }
            }
        }
        Item { Layout.fillHeight: true }
        Label {
            Layout.fillWidth: true
            visible: GameController.lastError !== ""
            text: GameController.lastError
            color: dialog.dark ? "#ffcdd2" : "#8e1c1c"
            wrapMode: Text.WordWrap
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }
        RowLayout {
            Layout.fillWidth: true
            Item { Layout.fillWidth: true }
            ActionButton {
                text: qsTr("Close")
                onClicked: dialog.close()
            }
            ActionButton {
                objectName: "applyAdjustment"
                highlighted: true
                text: qsTr("Apply")
                onClicked: if (dialog.applyCorrection()) dialog.close()
            }
        }
    }
}
