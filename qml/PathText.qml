import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts

// A path people can select and copy, reachable with Tab, in a frame (the Settings screen).
TextEdit {
    id: path
    readonly property bool dark: Material.theme === Material.Dark

    Layout.fillWidth: true
    // Room for the frame drawn around the text.
    Layout.margins: 6
    readOnly: true
    selectByMouse: true
    selectByKeyboard: true
    activeFocusOnTab: true
    wrapMode: TextEdit.WrapAnywhere
    font.pixelSize: 17
    font.family: "monospace"
    color: Material.foreground
    selectionColor: Material.accentColor
    selectedTextColor: dark ? "#1b1b1b" : "white"
    Accessible.role: Accessible.EditableText
    Accessible.readOnly: true

    Rectangle {
        z: -1
        anchors.fill: parent
        anchors.margins: -6
        radius: 4
        color: path.dark ? "#262626" : "#f5f7f8"
        border.width: path.activeFocus ? 2 : 1
        border.color: path.activeFocus ? path.Material.accentColor : (path.dark ? "#5a5a5a" : "#cfd8dc")
    }
}
