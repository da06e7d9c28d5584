import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Correcting a past step of a table game (GameController.past): the step as entered, the choices
// of that point as buttons (typed rows of a ChoiceModel; the one entered then is disabled), what the
// chosen one will do to the later steps told before anything changes, then one undoable step.
Popup {
    id: dialog

    readonly property bool dark: Material.theme === Material.Dark
    readonly property PastCorrection past: GameController.past

    //! Opens the dialog for log step `step` (GameLog's "step").
    function openFor(step) {
        past.open(step)
        open()
    }

    objectName: "correctPastDialog"
    parent: Overlay.overlay
    modal: true
    focus: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 80 : 900, 900)
    height: Math.min(parent ? parent.height - 60 : 640, 640)
    padding: 20
    onClosed: past.close()

    background: Rectangle {
        radius: 10
        color: dialog.dark ? "#2b2b2b" : "#ffffff"
        border.width: 2
        border.color: dialog.Material.accentColor
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        Label {
            Layout.fillWidth: true
            text: qsTr("Correct the past")
            font.pixelSize: 28
            font.weight: Font.Bold
            Accessible.role: Accessible.Heading
            Accessible.name: text
        }
        Label {
            objectName: "correctStepText"
            Layout.fillWidth: true
            visible: text !== ""
            text: dialog.past.stepText
            font.pixelSize: 18
            wrapMode: Text.WordWrap
            Accessible.name: text
        }
        Label {
            Layout.fillWidth: true
            visible: dialog.past.active
            text: qsTr("What should it have been? Every later step is played again on top of it.")
            font.pixelSize: 16
            opacity: 0.8
            wrapMode: Text.WordWrap
        }

        ScrollView {
            id: choicesView
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            contentWidth: availableWidth

            Flow {
                width: choicesView.availableWidth
                spacing: 8
                Repeater {
                    model: dialog.past.choices
                    delegate: ActionButton {
                        id: choice
                        required property int index
                        required property var model
                        objectName: "pastChoice" + index
                        text: (model.detail !== "" ? model.label + " · " + model.detail : model.label)
                              + (model.enabled || model.whyNot === "" ? "" : " (" + model.whyNot + ")")
                        wrap: true
                        width: Math.min(implicitWidth, choicesView.availableWidth)
                        font.pixelSize: 20
                        enabled: model.enabled
                        highlighted: dialog.past.chosen === index
                        Accessible.name: text
                        onClicked: dialog.past.choose(index)
                    }
                }
            }
        }

        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: outcome.implicitHeight + 20
            visible: outcome.text !== ""
            radius: 6
            color: dialog.past.problem !== "" ? (dialog.dark ? "#4a2020" : "#ffebee")
                                              : (dialog.dark ? "#263238" : "#eceff1")
            Label {
                id: outcome
                objectName: "correctPreview"
                anchors.fill: parent
                anchors.margins: 10
                text: dialog.past.problem !== "" ? dialog.past.problem : dialog.past.preview
                font.pixelSize: 18
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            Label {
                Layout.fillWidth: true
                text: qsTr("Undo (Ctrl+Z) brings back the game as it was.")
                font.pixelSize: 15
                opacity: 0.75
                wrapMode: Text.WordWrap
            }
            ActionButton {
                objectName: "correctCancel"
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
            ActionButton {
                objectName: "correctApply"
                text: qsTr("Apply the correction")
                highlighted: true
                enabled: dialog.past.canApply
                onClicked: {
                    if (dialog.past.apply())
                        dialog.close()
                }
            }
        }
    }
}
