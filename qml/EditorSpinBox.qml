import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

// A number field of the card editor: `number` is shown, `picked(value)` asks the owner to change
// it, and the box shows `number` again afterwards, so a refused change is not left on screen.
SpinBox {
    id: control

    //! The number shown.
    property int number
    //! The user typed or stepped to `value`; the owner changes `number` if it accepts it.
    signal picked(int value)

    readonly property bool darkTheme: Material.theme === Material.Dark

    value: number
    editable: true
    font.pixelSize: 20
    implicitWidth: 150
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.SpinBox

    onValueModified: {
        control.picked(value)
        value = Qt.binding(() => control.number)
    }

    background: Rectangle {
        implicitWidth: 150
        implicitHeight: 48
        radius: 6
        color: control.darkTheme ? "#424242" : "#ffffff"
        border.width: control.activeFocus ? 3 : 1
        border.color: control.activeFocus ? control.Material.accentColor
                                          : (control.darkTheme ? "#6a6a6a" : "#90a4ae")
    }
}
