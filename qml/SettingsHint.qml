import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

// A line of explanation in a section of the Settings screen, in the muted colour.
Label {
    Layout.fillWidth: true
    font.pixelSize: 17
    color: Material.theme === Material.Dark ? "#b0b0b0" : "#546e7a"
    wrapMode: Text.WordWrap
}
