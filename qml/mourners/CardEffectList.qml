import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// One effect list of a card (a Court card's action, a Mourner's ability, a Wallows reward or
// penalty): its effects, "Add an effect", or the text of the rules the program has built in.
ColumnLayout {
    id: effectList

    required property CardEditor editor
    required property int deck
    required property int cardRow
    //! "action1", "action2", "effects", "reward", "penalty"
    required property string listKey
    //! The heading, e.g. "Action 1".
    required property string title
    //! Non-empty when the program plays this part of the card by its own rules.
    property string builtInText

    readonly property bool dark: Material.theme === Material.Dark

    Layout.fillWidth: true
    spacing: 8

    HeadingLabel {
        Layout.fillWidth: true
        Layout.topMargin: 8
        text: effectList.title
        font.pixelSize: 22
        font.weight: Font.DemiBold
    }

    Label {
        Layout.fillWidth: true
        visible: effectList.builtInText !== ""
        //: %1 describes what the card does, e.g. "relocate figures for free".
        text: qsTr("Played by the rules built into the program: %1.").arg(effectList.builtInText)
        wrapMode: Text.Wrap
        font.pixelSize: 19
        opacity: 0.85
        Accessible.name: text
    }

    Label {
        Layout.fillWidth: true
        visible: effectList.builtInText === "" && effects.count === 0
        text: qsTr("No effect.")
        font.pixelSize: 19
        opacity: 0.75
    }

    // The effects follow the editor row by row: editing a field updates its row in place, so the
    // row (and a combo box of it that has the focus or an open popup) is never rebuilt by an edit.
    CardEffectModel {
        id: effects
        editor: effectList.editor
        deck: effectList.deck
        cardRow: effectList.cardRow
        listKey: effectList.listKey
    }

    // A row about to go (an effect removed, an added one undone, another card with fewer effects):
    // the focus leaves it first, so that none of its combo boxes loses the focus while the row is
    // being destroyed (Qt 6.4 then closes its popup on a half-destroyed row and crashes).
    Connections {
        target: effects
        function onRowsAboutToBeRemoved(parent, first, last) {
            const focused = effectList.Window.activeFocusItem
            for (let i = first; i <= last; ++i) {
                const row = rows.itemAt(i)
                for (let item = focused; row && item; item = item.parent) {
                    if (item === row) {
                        addButton.forceActiveFocus()
                        return
                    }
                }
            }
        }
    }

    // A positioner (the model changes, and a Quick layout must never hold a delegate that goes away).
    Column {
        Layout.fillWidth: true
        visible: rows.count > 0 && effectList.builtInText === ""
        spacing: 8
        Repeater {
            id: rows
            model: effects

            CardEffectRow {
                width: parent ? parent.width : 0
                editor: effectList.editor
                deck: effectList.deck
                cardRow: effectList.cardRow
                list: effectList.listKey
                listLabel: effectList.title
                // The program plays this part by its own rules: its effects are not edited here.
                visible: effectList.builtInText === ""
            }
        }
    }

    ActionButton {
        id: addButton
        objectName: "addEffect_" + effectList.listKey
        visible: effectList.builtInText === ""
        text: qsTr("+ Add an effect")
        font.pixelSize: 18
        onClicked: effectList.editor.addEffect(effectList.deck, effectList.cardRow, effectList.listKey)
        //: %1 is a list's name, e.g. "Action 1".
        Accessible.name: qsTr("Add an effect to %1").arg(effectList.title)
    }

    FieldError {
        message: effectList.editor.errorField === effectList.listKey ? effectList.editor.errorText : ""
    }
}
