import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

// A compact number box of a score sheet (0 to 999): − and + on its sides, the number typed in the
// middle. `number` is shown; `picked(value)` asks the owner to change it, and the box shows `number`
// again afterwards, so a refused change is not left on screen. A typed number above `to` is refused
// where it was typed: the box keeps its number and says why beside it (never clamped in silence).
// A tooltip the owner attaches goes when the box is used, changes or goes away.
SpinBox {
    id: box

    //! The number shown.
    property int number
    //! Why a typed number above `to` is refused (%1 the number typed); a generic sentence unless set.
    property string tooHighText: ""
    //! The refusal shown beside the box now ("" when none).
    readonly property string refusal: refusalTip.visible ? refusalTip.text : ""
    //! The user typed or stepped to `value`.
    signal picked(int value)
    //! The user typed `value`, above `to`: refused (the box says so).
    signal refused(int value)

    //! Hides the tooltip attached to this box (the shared one, when it is this box's).
    function hideTip() {
        box.ToolTip.hide()
    }

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
    // A finger's room: drawn 42 px high, it takes the taps up to 44 px (as ActionButton).
    containmentMask: height > 0 && height < 44 ? touchArea : null
    Item {
        id: touchArea
        y: -(44 - box.height) / 2
        width: box.width
        height: 44
    }
    leftPadding: indicatorWidth + 2
    rightPadding: indicatorWidth + 2
    topPadding: 0
    bottomPadding: 0
    font.pixelSize: 22
    Accessible.role: Accessible.SpinBox

    // Typing may go past `to` (up to 999), so that a number too high is refused with a reason rather
    // than clamped or swallowed; − and + stay within from..to.
    validator: IntValidator {
        bottom: Math.min(box.from, box.to)
        top: Math.max(999, box.to)
    }
    valueFromText: function(text, locale) {
        const typed = parseInt(text, 10)
        if (isNaN(typed))
            return box.value
        if (typed > box.to) {
            // Not taken: the number stays; the text typed is put back after this call.
            Qt.callLater(box.refuse, typed)
            return box.value
        }
        return typed
    }

    function refuse(typed) {
        input.text = Qt.binding(() => box.displayText)
        input.selectAll()
        //: Beside a number box of a score sheet: a typed number above the highest allowed (%1 typed, %2 the highest).
        refusalTip.text = box.tooHighText !== "" ? box.tooHighText.arg(typed)
                                                 : qsTr("%1 is too high here: at most %2.").arg(typed).arg(box.to)
        refusalTip.open()
        box.refused(typed)
    }

    onValueModified: {
        box.picked(value)
        value = Qt.binding(() => box.number)
    }
    // A click, a change or the box going away: the tip over it would be left over something else.
    onNumberChanged: hideTip()
    onActiveFocusChanged: {
        hideTip()
        if (!activeFocus)
            refusalTip.close()
    }
    onVisibleChanged: if (!visible) { hideTip(); refusalTip.close() }
    up.onPressedChanged: hideTip()
    down.onPressedChanged: hideTip()
    Component.onDestruction: hideTip()

    // The refusal, beside the box (a child: it goes with the box).
    ToolTip {
        id: refusalTip
        objectName: "refusal"
        y: box.height + 4
        x: (box.width - width) / 2
        timeout: 6000
        font.pixelSize: 16
        closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutsideParent
    }

    contentItem: TextInput {
        id: input
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
