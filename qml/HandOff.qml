import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

// Hot-seat privacy: covers the screen until the named person says "I am <name>". Shows nothing of
// anybody's secrets itself.
Rectangle {
    id: handOff

    //! Who must take the laptop.
    property string name
    //! What they will decide, e.g. "choose your Ulterior Motive".
    property string what

    //! Offers the phones instead of the hand-off ("Use phones instead…"), where the game has them.
    property bool phonesOffered: false
    //! A button that gives up what waits for the hand-off (e.g. "Keep it as it is"); none when empty.
    property string cancelText: ""

    //! The named person confirmed they hold the laptop.
    signal confirmed()
    //! The phones were asked for (phonesOffered).
    signal phonesRequested()
    //! The cancel button was pressed (cancelText).
    signal cancelled()

    readonly property bool dark: Material.theme === Material.Dark

    color: dark ? "#1e1e1e" : "#eceff1"
    Accessible.role: Accessible.Pane
    // Whose turn it is and what they will decide: what a screen reader says when the cover comes.
    Accessible.name: title.text
    Accessible.description: whatLabel.text

    // Swallow clicks and the pointer's hover: nothing under the cover can be reached, and nothing under
    // it shows its tooltip (a card's words under the cover came up as the pointer crossed the empty cover,
    // and one shown as the cover came stayed on it).
    MouseArea {
        anchors.fill: parent
        acceptedButtons: Qt.AllButtons
        hoverEnabled: true
        onWheel: wheel => wheel.accepted = true
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 80, 720)
        spacing: 24
        Label {
            id: title
            objectName: "handOffTitle"
            Layout.fillWidth: true
            //: Hot-seat: %1 the next person to decide.
            text: qsTr("Pass the laptop to %1").arg(handOff.name)
            font.pixelSize: 40
            font.weight: Font.Bold
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }
        Label {
            id: whatLabel
            Layout.fillWidth: true
            text: handOff.what !== "" ? handOff.what
                  : qsTr("Everyone else looks away: what comes next is only for %1.").arg(handOff.name)
            font.pixelSize: 20
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
        }
        ActionButton {
            objectName: "iAmButton"
            Layout.alignment: Qt.AlignHCenter
            Layout.preferredWidth: 360
            Layout.preferredHeight: 72
            highlighted: true
            font.pixelSize: 26
            //: Hot-seat: the person confirms they hold the laptop. %1 their name.
            text: qsTr("I am %1").arg(handOff.name)
            onClicked: handOff.confirmed()
        }
        ActionButton {
            objectName: "handOffPhones"
            Layout.alignment: Qt.AlignHCenter
            visible: handOff.phonesOffered
            font.pixelSize: 18
            //: Hot-seat: instead of passing the laptop, each player makes their secret choices on their phone.
            text: qsTr("Use phones instead…")
            onClicked: handOff.phonesRequested()
        }
        ActionButton {
            objectName: "handOffCancel"
            Layout.alignment: Qt.AlignHCenter
            visible: handOff.cancelText !== ""
            font.pixelSize: 18
            text: handOff.cancelText
            onClicked: handOff.cancelled()
        }
    }
}
