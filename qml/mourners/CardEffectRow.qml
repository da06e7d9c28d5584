import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// One effect of a card in the card editor: what it does, how much, to which faction or guild, and
// an optional condition ("only if you have at least N ..."). Every change goes through the editor,
// which refuses what the ruleset checker refuses.
Rectangle {
    id: row

    required property CardEditor editor
    required property int deck
    required property int cardRow
    //! The effect list: "action1", "action2", "effects", "reward", "penalty".
    required property string list
    //! The list's name for people, e.g. "Action 1".
    required property string listLabel
    required property int index
    // The effect's fields, the roles of CardEffectModel.
    required property string op
    required property int amount
    required property string faction
    required property string guild
    required property int location
    required property bool hasCondition
    required property string ifKind
    required property string ifOf
    required property int ifN
    //! The effect in words.
    required property string text

    readonly property bool dark: Material.theme === Material.Dark
    readonly property string fieldPrefix: list + "/" + index
    readonly property bool hasError: editor.errorWithin(fieldPrefix)
    //: %1 the effect's number in its list, %2 the list, e.g. "Action 1".
    readonly property string accessiblePrefix: qsTr("Effect %1 of %2").arg(index + 1).arg(listLabel)

    function setField(field, value) {
        row.editor.setEffectField(row.deck, row.cardRow, row.list, row.index, field, value)
    }

    Layout.fillWidth: true
    implicitHeight: content.implicitHeight + 20
    radius: 6
    color: dark ? "#3a3a3a" : "#f5f7f8"
    border.width: hasError ? 2 : 1
    border.color: hasError ? (dark ? "#ef9a9a" : "#c62828") : (dark ? "#5a5a5a" : "#cfd8dc")

    ColumnLayout {
        id: content
        anchors.fill: parent
        anchors.margins: 10
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 10

            EditorComboBox {
                objectName: "effectOp_" + row.list + "_" + row.index
                Layout.preferredWidth: 230
                model: row.editor.choices("op")
                value: row.op
                onPicked: key => row.setField("op", key)
                Accessible.name: qsTr("%1: what it does").arg(row.accessiblePrefix)
            }
            EditorSpinBox {
                objectName: "effectAmount_" + row.list + "_" + row.index
                from: -20
                to: 20
                number: row.amount
                onPicked: v => row.setField("amount", v)
                Accessible.name: qsTr("%1: amount").arg(row.accessiblePrefix)
            }
            EditorComboBox {
                Layout.preferredWidth: 150
                visible: row.op === "influence" || row.op === "steal"
                model: row.editor.choices("faction")
                value: row.faction
                onPicked: key => row.setField("faction", key)
                Accessible.name: qsTr("%1: faction").arg(row.accessiblePrefix)
            }
            EditorComboBox {
                Layout.preferredWidth: 260
                visible: row.op === "figure"
                model: row.editor.choices("guild")
                value: row.guild
                onPicked: key => row.setField("guild", key)
                Accessible.name: qsTr("%1: guild").arg(row.accessiblePrefix)
            }
            EditorComboBox {
                Layout.preferredWidth: 260
                visible: row.op === "move"
                model: row.editor.choices("location")
                value: String(row.location)
                onPicked: key => row.setField("location", parseInt(key))
                Accessible.name: qsTr("%1: location").arg(row.accessiblePrefix)
            }
            Item { Layout.fillWidth: true }
            ActionButton {
                objectName: "effectRemove_" + row.list + "_" + row.index
                //: Button beside an effect of a card: removes that effect (a verb).
                text: qsTr("Remove")
                font.pixelSize: 18
                onClicked: row.editor.removeEffect(row.deck, row.cardRow, row.list, row.index)
                Accessible.name: qsTr("Remove %1").arg(row.accessiblePrefix)
            }
        }

        // Wraps when the condition's fields do not fit on one line.
        Flow {
            Layout.fillWidth: true
            spacing: 10

            CheckBox {
                id: conditional
                objectName: "effectIf_" + row.list + "_" + row.index
                text: row.hasCondition ? qsTr("Only if you have at least") : qsTr("Only if…")
                checked: row.hasCondition
                font.pixelSize: 19
                Accessible.onToggleAction: if (enabled) { toggle(); toggled() }
                Accessible.onPressAction: if (enabled) { toggle(); toggled() }
                onToggled: {
                    row.setField("hasCondition", checked)
                    checked = Qt.binding(() => row.hasCondition)
                }
                Accessible.name: qsTr("%1: only under a condition").arg(row.accessiblePrefix)
            }
            EditorSpinBox {
                visible: row.hasCondition
                from: 0
                to: 50
                number: row.ifN
                onPicked: v => row.setField("ifN", v)
                Accessible.name: qsTr("%1: condition, at least").arg(row.accessiblePrefix)
            }
            EditorComboBox {
                width: 250
                visible: row.hasCondition
                model: row.editor.choices("condition")
                value: row.ifKind
                onPicked: key => row.setField("ifKind", key)
                Accessible.name: qsTr("%1: condition, of what").arg(row.accessiblePrefix)
            }
            EditorComboBox {
                readonly property string what: row.ifKind === "influence" ? "faction"
                                               : row.ifKind === "guild" ? "guild"
                                               : row.ifKind === "figures-at" ? "location" : ""
                width: 270
                visible: row.hasCondition && what !== ""
                model: what !== "" ? row.editor.choices(what) : []
                value: row.ifOf
                onPicked: key => row.setField("ifOf", key)
                Accessible.name: qsTr("%1: condition, which one").arg(row.accessiblePrefix)
            }
        }

        Label {
            Layout.fillWidth: true
            text: row.text
            font.pixelSize: 18
            font.italic: true
            opacity: 0.8
            wrapMode: Text.Wrap
            Accessible.name: text
        }

        FieldError {
            message: row.hasError ? row.editor.errorText : ""
        }
    }
}
