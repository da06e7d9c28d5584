import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

// A frame around the choice that "What would the computer do?" names (a choice row whose extra data
// says `hint`). Drawn on its button's edge (a frame outside would be cut where the panel scrolls), never
// over its text; it takes no clicks.
Rectangle {
    //! The row's extra data (ChoiceModel's `extra` role).
    property var extra
    readonly property bool dark: Material.theme === Material.Dark

    objectName: "ripHintMark"
    anchors.fill: parent
    anchors.margins: 0
    radius: 6
    visible: extra !== undefined && extra !== null && extra.hint === true
    color: "transparent"
    border.width: 4
    // Apart from the accent (the end of the turn is drawn in it) and the seats' red and blue.
    border.color: dark ? "#ffd54f" : "#2e7d32"
}
