import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Corrections for card effects the app does not know (table play): change a resource, move or add a
// figure, set a meter, say who holds the Alltaker / Dreadsbane token / where Malavestros stands.
// Each becomes an adjustment action: logged, undoable, and the meters' thresholds apply.
Popup {
    id: dialog

    property var playerNames: []
    //! "resource", "figure", "meter" or "holder".
    property string tab: "resource"
    property int seat: 0
    property string resource: "etherea"
    property int amount: 1
    property string figureMode: "move"
    property string fromPlace: "crypt"
    property string toPlace: "1"
    property string guild: "mk"
    property string meter: "suspicion"
    property int meterValue: 0
    property int causer: -1
    property string holder: "alltaker"
    property string holderValue: "p1"

    readonly property bool dark: Material.theme === Material.Dark
    readonly property var places: {
        const out = [{ value: "crypt", label: qsTr("Crypt") }]
        const locs = GameController.locations
        for (let i = 0; i < locs.length; ++i)
            out.push({ value: String(i + 1), label: (i + 1) + " " + locs[i].name })
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
    //! The action the dialog would apply, in the notation of docs/cli.md.
    readonly property string actionText: {
        const p = "p" + (seat + 1)
        switch (tab) {
        case "resource":
            return p + " adjust " + resource + " " + (amount >= 0 ? "+" : "") + amount
        case "figure":
            return figureMode === "move" ? p + " move " + fromPlace + " " + toPlace + " " + guild
                                         : p + " figure " + fromPlace + " " + guild + (figureMode === "add" ? " +1" : " -1")
        case "meter":
            return "meter " + meter + " " + meterValue + (causer >= 0 ? " p" + (causer + 1) : "")
        default:
            return "holder " + holder + " " + holderValue
        }
    }

    function openFor(seatIndex) {
        seat = Math.max(0, seatIndex)
        meterValue = meter === "suspicion" ? GameController.suspicion : GameController.threat
        GameController.clearError()
        open()
    }

    objectName: "adjustDialog"
    modal: true
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
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        Label {
            text: qsTr("Correction")
            font.pixelSize: 28
            font.weight: Font.Bold
            Accessible.role: Accessible.Heading
            Accessible.name: text
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
            Choice { key: "resource"; current: dialog.tab; text: qsTr("Resource"); onClicked: dialog.tab = key; objectName: "tabResource" }
            Choice { key: "figure"; current: dialog.tab; text: qsTr("Figure"); onClicked: dialog.tab = key; objectName: "tabFigure" }
            Choice { key: "meter"; current: dialog.tab; text: qsTr("Meter"); onClicked: dialog.tab = key; objectName: "tabMeter" }
            Choice { key: "holder"; current: dialog.tab; text: qsTr("Holder"); onClicked: dialog.tab = key; objectName: "tabHolder" }
        }
        RowLayout {
            visible: dialog.tab === "resource" || dialog.tab === "figure"
            spacing: 6
            Label { text: qsTr("Player"); Layout.preferredWidth: 90 }
            Repeater {
                model: dialog.playerNames
                Choice {
                    required property string modelData
                    required property int index
                    key: String(index)
                    current: String(dialog.seat)
                    text: modelData
                    onClicked: dialog.seat = index
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
                Label { text: qsTr("Change"); Layout.preferredWidth: 90 }
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
                Label { text: dialog.figureMode === "move" ? qsTr("From") : qsTr("Where"); Layout.preferredWidth: 90 }
                ChoiceButton {
                    Layout.preferredWidth: 260
                    options: dialog.places
                    value: dialog.fromPlace
                    onChosen: v => dialog.fromPlace = v
                }
                Label { visible: dialog.figureMode === "move"; text: qsTr("to") }
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
                Label { text: qsTr("Guild"); Layout.preferredWidth: 90 }
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
                Choice { key: "suspicion"; current: dialog.meter; text: qsTr("Suspicion"); onClicked: { dialog.meter = key; dialog.meterValue = GameController.suspicion } }
                Choice { key: "threat"; current: dialog.meter; text: qsTr("Threat"); onClicked: { dialog.meter = key; dialog.meterValue = GameController.threat } }
            }
            Flow {
                Layout.fillWidth: true
                spacing: 4
                Repeater {
                    model: (dialog.meter === "suspicion" ? GameController.suspicionMax : GameController.threatMax) + 2
                    Choice {
                        required property int index
                        key: String(index)
                        current: String(dialog.meterValue)
                        text: index
                        width: 52
                        onClicked: dialog.meterValue = index
                    }
                }
            }
            RowLayout {
                spacing: 6
                Label { text: qsTr("Caused by"); Layout.preferredWidth: 90 }
                Choice { key: "-1"; current: String(dialog.causer); text: qsTr("nobody"); onClicked: dialog.causer = -1 }
                Repeater {
                    model: dialog.playerNames
                    Choice {
                        required property string modelData
                        required property int index
                        key: String(index)
                        current: String(dialog.causer)
                        text: modelData
                        onClicked: dialog.causer = index
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
                Choice { key: "alltaker"; current: dialog.holder; text: qsTr("Alltaker"); onClicked: { dialog.holder = key; dialog.holderValue = "p1" } }
                Choice { key: "dreadsbane"; current: dialog.holder; text: qsTr("Dreadsbane token"); onClicked: { dialog.holder = key; dialog.holderValue = "none" } }
                Choice { key: "malavestros"; current: dialog.holder; text: qsTr("Malavestros"); onClicked: { dialog.holder = key; dialog.holderValue = "none" } }
            }
            Flow {
                Layout.fillWidth: true
                spacing: 4
                Repeater {
                    model: {
                        const out = []
                        if (dialog.holder !== "alltaker")
                            out.push({ value: "none", label: dialog.holder === "malavestros" ? qsTr("off the board") : qsTr("nobody") })
                        if (dialog.holder === "malavestros") {
                            for (let i = 1; i <= 12; ++i)
                                out.push({ value: String(i), label: String(i) })
                        } else {
                            for (let p = 0; p < dialog.playerNames.length; ++p)
                                out.push({ value: "p" + (p + 1), label: dialog.playerNames[p] })
                        }
                        return out
                    }
                    Choice {
                        required property var modelData
                        key: modelData.value
                        current: dialog.holderValue
                        text: modelData.label
                        onClicked: dialog.holderValue = key
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
            Label {
                Layout.fillWidth: true
                text: dialog.actionText
                font.family: "monospace"
                font.pixelSize: 16
                opacity: 0.7
                elide: Text.ElideRight
            }
            ActionButton {
                text: qsTr("Close")
                onClicked: dialog.close()
            }
            ActionButton {
                objectName: "applyAdjustment"
                highlighted: true
                text: qsTr("Apply")
                onClicked: if (GameController.applyAction(dialog.actionText)) dialog.close()
            }
        }
    }
}
