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
    // The chosen correction drops later steps and Apply was pressed once: the next press confirms.
    property bool confirmingDrop: false
    // A secret entry (a blind bid while the bidding goes on) is covered until its bidder has the laptop.
    readonly property bool covered: past.secretSeat >= 0 && !past.secretShown

    //! Opens the dialog for log step `step` (GameLog's "step").
    function openFor(step) {
        confirmingDrop = false
        past.open(step)
        open()
    }

    function applyChosen() {
        if (past.droppedSteps > 0 && !confirmingDrop) {
            confirmingDrop = true
            return
        }
        if (past.apply(confirmingDrop))
            dialog.close()
    }

    objectName: "correctPastDialog"
    parent: Overlay.overlay
    modal: true
    focus: true
    // Gone at once when closed: while the style faded it out, a click meant for the log behind it
    // landed on the dialog's control under the pointer.
    exit: null
    anchors.centerIn: Overlay.overlay
    width: Math.min(parent ? parent.width - 80 : 900, 900)
    height: Math.min(parent ? parent.height - 60 : 640, 640)
    padding: 20
    onClosed: {
        confirmingDrop = false
        past.close()
    }

    // Another choice: a confirmation given for the one before does not carry over.
    readonly property int chosenRow: past.chosen
    onChosenRowChanged: confirmingDrop = false

    background: Rectangle {
        radius: 10
        color: dialog.dark ? "#2b2b2b" : "#ffffff"
        border.width: 2
        border.color: dialog.Material.accentColor
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 10

        HeadingLabel {
            Layout.fillWidth: true
            text: qsTr("Change a past entry")
            font.pixelSize: 28
            font.weight: Font.Bold
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

        // R-TITHE-2: the bid of a player stays hidden until that player holds the laptop.
        Rectangle {
            objectName: "correctSecretCover"
            Layout.fillWidth: true
            Layout.fillHeight: true
            visible: dialog.covered
            radius: 6
            color: dialog.dark ? "#263238" : "#eceff1"
            ColumnLayout {
                anchors.centerIn: parent
                width: parent.width - 40
                spacing: 16
                Label {
                    Layout.fillWidth: true
                    //: %1 the player whose blind bid is being changed.
                    text: qsTr("%1's bid is secret while the bidding goes on. Pass the laptop to %1.")
                          .arg(dialog.past.secretName)
                    font.pixelSize: 22
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                    Accessible.name: text
                }
                ActionButton {
                    objectName: "correctShowSecret"
                    Layout.alignment: Qt.AlignHCenter
                    //: The bidder confirms they hold the laptop; %1 their name.
                    text: qsTr("I am %1: show my bid").arg(dialog.past.secretName)
                    highlighted: true
                    font.pixelSize: 20
                    onClicked: dialog.past.showSecret()
                }
            }
        }

        ScrollView {
            id: choicesView
            visible: !dialog.covered
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
            visible: outcome.text !== "" && !dialog.covered
            radius: 6
            color: dialog.past.problem !== "" ? (dialog.dark ? "#4a2020" : "#ffebee")
                                              : (dialog.dark ? "#263238" : "#eceff1")
            Label {
                id: outcome
                objectName: "correctPreview"
                anchors.fill: parent
                anchors.margins: 10
                text: dialog.past.problem !== "" ? dialog.past.problem
                      : dialog.confirmingDrop
                        //: Asked before a change of a past entry drops later steps; %n how many.
                        ? dialog.past.preview + "\n" + qsTr("Drop %n later step(s)? Undo (Ctrl+Z) brings them back.", "",
                                                            dialog.past.droppedSteps)
                        : dialog.past.preview
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
                text: dialog.confirmingDrop
                      //: Confirms a change of a past entry that drops later steps; %n how many.
                      ? qsTr("Yes, drop %n step(s)", "", dialog.past.droppedSteps)
                      : qsTr("Apply the change")
                highlighted: true
                enabled: dialog.past.canApply && !dialog.covered
                onClicked: dialog.applyChosen()
            }
        }
    }
}
