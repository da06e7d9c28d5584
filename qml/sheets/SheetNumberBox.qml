import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

// A compact number box of a score sheet (0 to 999): − and + on its sides, the number typed in the
// middle. `number` is shown; `picked(value)` asks the owner to change it, and the box shows `number`
// again afterwards, so a refused change is not left on screen.
SpinBox {
    id: box

    //! The number shown.
    property int number
    //! The user typed or stepped to `value`.
    signal picked(int value)

    readonly property bool darkTheme: Material.theme === Material.Dark
    //! The − and + areas: narrower when the box is (four players on a 1280 pixel screen).
    readonly property int indicatorWidth: width >= 88 ? 26 : 22

    from: 0
    to: 999
    value: number
    editable: true
    focusPolicy: Qt.StrongFocus
    implicitWidth: 92
    implicitHeight: 42
    leftPadding: indicatorWidth + 2
    rightPadding: indicatorWidth + 2
    topPadding: 0
    bottomPadding: 0
    font.pixelSize: 22
    Accessible.role: Accessible.SpinBox

    onValueModified: {
        box.picked(value)
        value = Qt.binding(() => box.number)
    }

    contentItem: TextInput {
        text: box.displayText
        font: box.font
        color: box.enabled ? box.Material.foreground : box.Material.hintTextColor
        selectionColor: box.Material.accentColor
        selectedTextColor: box.darkTheme ? "#1b1b1b" : "white"
        horizontalAlignment: Qt.AlignHCenter
        verticalAlignment: Qt.AlignVCenter
        readOnly: !box.editable
        validator: box.validator
        inputMethodHints: Qt.ImhDigitsOnly
        selectByMouse: true
        // The whole number is selected on entry, so typing replaces it.
        onActiveFocusChanged: if (activeFocus) selectAll()
    }

    down.indicator: Rectangle {
        x: 1
        y: 1
        width: box.indicatorWidth
        height: box.height - 2
        radius: 5
        color: box.down.pressed ? (box.darkTheme ? "#5a5a5a" : "#cfd8dc") : "transparent"
        Label {
            anchors.centerIn: parent
            text: "\u2212"
            font.pixelSize: 20
            opacity: box.value > box.from ? 0.8 : 0.3
        }
    }

    up.indicator: Rectangle {
        x: box.width - width - 1
        y: 1
        width: box.indicatorWidth
        height: box.height - 2
        radius: 5
        color: box.up.pressed ? (box.darkTheme ? "#5a5a5a" : "#cfd8dc") : "transparent"
        Label {
            anchors.centerIn: parent
            text: "+"
            font.pixelSize: 20
            opacity: box.value < box.to ? 0.8 : 0.3
        }
    }

    background: Rectangle {
        implicitWidth: 92
        implicitHeight: 42
        radius: 6
        color: box.darkTheme ? "#424242" : "#ffffff"
        border.width: box.activeFocus ? 3 : 1
        border.color: box.activeFocus ? box.Material.accentColor : (box.darkTheme ? "#6a6a6a" : "#90a4ae")
    }
}
