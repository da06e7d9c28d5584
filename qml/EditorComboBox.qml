import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

// A combo box of the card editor over [{key, label}] choices. It draws its own background and
// popup (Material's are elevation effects, which offscreen rendering leaves out). `value` is the
// chosen key; `picked(key)` asks the owner to change it, and the box shows `value` again afterwards,
// so a refused change is not left on screen.
ComboBox {
    id: control
    // The shown choice, read as the box's value (Material's text field inside has no name).
    contentItem.Accessible.name: displayText

    //! The key shown.
    property string value
    //! The user chose `key`.
    signal picked(string key)

    readonly property bool darkTheme: Material.theme === Material.Dark

    textRole: "label"
    valueRole: "key"
    //! Shows `value` again (after the choices or the value changed, or a refused pick).
    function sync() {
        currentIndex = count > 0 ? indexOfValue(value) : -1
    }
    font.pixelSize: 20
    implicitHeight: 48
    focusPolicy: Qt.StrongFocus
    Accessible.role: Accessible.ComboBox

    // Set by hand, not bound: the combo box resets its index itself when its model changes.
    Component.onCompleted: sync()
    onValueChanged: sync()
    onCountChanged: sync()
    onModelChanged: resync.restart()
    onActivated: {
        control.picked(currentValue)
        sync()
    }

    // Once more after a model change has settled (a child timer, which dies with the box, unlike
    // Qt.callLater, which would call into a destroyed box).
    Timer {
        id: resync
        interval: 0
        onTriggered: control.sync()
    }

    background: Rectangle {
        implicitWidth: 160
        implicitHeight: 48
        radius: 6
        color: !control.enabled ? (control.darkTheme ? "#383838" : "#eceff1")
               : control.hovered ? (control.darkTheme ? "#4a4a4a" : "#f5f7f8")
               : (control.darkTheme ? "#424242" : "#ffffff")
        border.width: control.visualFocus ? 3 : 1
        border.color: control.visualFocus ? control.Material.accentColor
                                          : (control.darkTheme ? "#6a6a6a" : "#90a4ae")
    }

    // A choice may carry `enabled: false` and a `detail` line (e.g. why a ruleset cannot be opened).
    delegate: ItemDelegate {
        id: choice
        required property var modelData
        required property int index
        width: ListView.view ? ListView.view.width : control.width
        text: modelData.label
        enabled: modelData.enabled !== false
        font.pixelSize: 20
        highlighted: control.highlightedIndex === index
        Accessible.name: modelData.detail ? text + ". " + modelData.detail : text
        // No ripple (AppComboBox): the software renderer drew it over the window's top-left corner.
        background: Rectangle {
            implicitHeight: control.Material.delegateHeight
            color: choice.highlighted || choice.hovered ? control.Material.listHighlightColor : "transparent"
        }

        contentItem: Column {
            spacing: 2
            Label {
                width: parent.width
                // The choice shown in the box: marked, and in the accent colour (the entry under the
                // pointer has the grey of hovering, which a person took for the choice).
                text: (control.currentIndex === choice.index ? "\u2713 " : "") + choice.text
                font.pixelSize: choice.font.pixelSize
                font.weight: control.currentIndex === choice.index ? Font.DemiBold : Font.Normal
                color: control.currentIndex === choice.index ? control.Material.accentColor : control.Material.foreground
                elide: Text.ElideRight
                opacity: choice.enabled ? 1 : 0.6
            }
            Label {
                width: parent.width
                visible: text !== ""
                text: choice.modelData.detail || ""
                font.pixelSize: 16
                wrapMode: Text.Wrap
                color: control.darkTheme ? "#ffcdd2" : "#8e1c1c"
            }
        }
    }

    popup.background: Rectangle {
        radius: 6
        color: control.darkTheme ? "#303030" : "#ffffff"
        border.width: 1
        border.color: control.darkTheme ? "#777777" : "#90a4ae"
    }
}
