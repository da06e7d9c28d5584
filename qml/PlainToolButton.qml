import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

// A flat button of a word or a sign (the title bar's, the log's ↕, a slab's "+ Card"): a plain
// background instead of Material's ripple, whose disc the software renderer draws at the window's
// corner for a button wider than tall (a grey disc over the title while the keyboard was on it); a
// ring where the keyboard is; Enter presses it as Space does, and so does a screen reader's press
// (Qt 6.4's tool buttons ignore that unless it is handled).
ToolButton {
    id: control

    //! The colour of the ring that shows the keyboard's place.
    property color ringColor: Material.theme === Material.Dark ? "#80d8ff" : "#0d47a1"
    //! How far the ring reaches outside the button (negative: inside it).
    property real ringOutset: 2

    background: Rectangle {
        implicitWidth: 48
        implicitHeight: 48
        radius: 6
        readonly property color ink: control.Material.foreground
        color: control.down ? Qt.rgba(ink.r, ink.g, ink.b, 0.26)
             : control.hovered && control.enabled ? Qt.rgba(ink.r, ink.g, ink.b, 0.12) : "transparent"
    }
    FocusFrame {
        objectName: "focusRing"
        visible: control.visualFocus
        outset: control.ringOutset
        radius: 6
        border.width: 3
        border.color: control.ringColor
    }
    Accessible.onPressAction: if (enabled) clicked()
    Keys.onReturnPressed: if (enabled) clicked()
    Keys.onEnterPressed: if (enabled) clicked()
}
