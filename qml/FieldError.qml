import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

// The reason an edit was refused, shown under the field it concerns. Nothing was changed.
Label {
    id: label

    //! The refusal's text; the line is hidden when empty.
    property string message

    readonly property bool dark: Material.theme === Material.Dark

    Layout.fillWidth: true
    visible: message !== ""
    //: %1 is the reason given by the ruleset checker, e.g. "cards.court[6].options[0][0].amount: ...".
    text: qsTr("Not accepted, nothing was changed: %1").arg(message)
    wrapMode: Text.Wrap
    font.pixelSize: 18
    color: dark ? "#ffcdd2" : "#8e1c1c"
    padding: 8
    background: Rectangle {
        radius: 6
        color: label.dark ? "#5c1f1f" : "#fdecea"
    }
    Accessible.role: Accessible.AlertMessage
    Accessible.name: text
}
