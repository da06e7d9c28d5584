import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

// The app's combo box: Material's look without its ripples. With the software renderer (machines
// without a graphics card) a ripple of the box or of the list's entry under the pointer was drawn as a
// large grey disc over the window's top-left corner while the list was open.
ComboBox {
    id: control

    readonly property bool darkTheme: Material.theme === Material.Dark

    delegate: MenuItem {
        id: entry
        required property var model
        required property int index
        width: ListView.view ? ListView.view.width : control.width
        text: control.textRole ? (Array.isArray(control.model) ? model.modelData[control.textRole] : model[control.textRole])
                               : model.modelData
        Material.foreground: control.currentIndex === index ? control.Material.accent : control.Material.foreground
        highlighted: control.highlightedIndex === index
        hoverEnabled: control.hoverEnabled
        background: Rectangle {
            implicitHeight: control.Material.delegateHeight
            color: entry.highlighted || entry.hovered ? control.Material.listHighlightColor : "transparent"
        }
    }

    // The list's entries are made when it opens, not while it is closed: closed, the list made its
    // entries anew whenever the model changed (the log's round choosers, at each new round: 2.7 million
    // instructions an entry, in the click that began the round).
    Binding {
        target: control.popup.contentItem
        property: "model"
        value: control.popup.visible ? control.delegateModel : null
    }

    background: Rectangle {
        implicitWidth: 120
        implicitHeight: control.Material.buttonHeight
        radius: control.flat ? 0 : 2
        color: control.flat ? (control.hovered ? control.Material.listHighlightColor : "transparent")
                            : control.hovered || control.pressed ? Qt.darker(control.Material.dialogColor, control.darkTheme ? 0.85 : 1.05)
                            : control.Material.dialogColor
        border.width: control.visualFocus ? 2 : control.flat ? 0 : 1
        border.color: control.visualFocus ? control.Material.accentColor : (control.darkTheme ? "#5a5a5a" : "#cfd8dc")
    }
}
