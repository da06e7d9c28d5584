import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

// A large button of the home screen: a title and a line that says what it does.
// It draws its own background: Material's elevation shadow is a shader effect, which Qt Quick's
// software renderer (offscreen runs, machines without OpenGL) does not draw at all.
Button {
    id: control

    //! The line under the title.
    property string description

    readonly property bool darkTheme: Material.theme === Material.Dark
    readonly property color textColor: !enabled ? Material.hintTextColor
                                       : highlighted ? (darkTheme ? "#1b1b1b" : "white")
                                       : Material.foreground

    Layout.fillWidth: true
    // The same preferred width for every tile, so that a grid of tiles has equal columns whatever
    // the length of their texts.
    Layout.preferredWidth: 240
    Layout.preferredHeight: 124
    padding: 16

    Accessible.name: text
    Accessible.description: description
    // A screen reader's press (AT-SPI "Press"), which a Qt 6.4 button ignores unless handled.
    Accessible.onPressAction: if (enabled) clicked()

    contentItem: ColumnLayout {
        spacing: 4

        Label {
            Layout.fillWidth: true
            text: control.text
            font.pixelSize: 30
            font.weight: Font.DemiBold
            color: control.textColor
            horizontalAlignment: Text.AlignHCenter
            // A long title (German) is set smaller before it is cut.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 20
            elide: Text.ElideRight
        }
        Label {
            Layout.fillWidth: true
            text: control.description
            font.pixelSize: 17
            color: control.textColor
            opacity: control.enabled ? 0.85 : 1
            horizontalAlignment: Text.AlignHCenter
            wrapMode: Text.WordWrap
            visible: text !== ""
        }
    }

    background: Rectangle {
        readonly property color baseColor: !control.enabled ? control.Material.buttonDisabledColor
                                           : control.highlighted ? control.Material.accentColor
                                           : (control.darkTheme ? "#424242" : "#ffffff")

        implicitWidth: 240
        implicitHeight: 124
        radius: 8
        color: control.down ? Qt.darker(baseColor, control.darkTheme ? 0.8 : 1.12)
               : control.hovered ? Qt.darker(baseColor, control.darkTheme ? 0.9 : 1.05)
               : baseColor
        border.width: control.visualFocus ? 3 : 1
        border.color: control.visualFocus ? (control.highlighted ? control.textColor
                                                                 : control.Material.accentColor)
                      : (control.darkTheme ? "#5a5a5a" : "#cfd8dc")

        // The keyboard's place, as on ActionButton: a ring around the tile that the accented tile's fill
        // does not swallow.
        Rectangle {
            objectName: "focusRing"
            visible: control.visualFocus
            anchors.fill: parent
            anchors.margins: -5
            radius: 11
            color: "transparent"
            border.width: 3
            border.color: control.darkTheme ? "#80d8ff" : "#0d47a1"
        }
    }

    // Enter opens the tile as Space does.
    Keys.onReturnPressed: event => { if (enabled && !event.isAutoRepeat) clicked() }
    Keys.onEnterPressed: event => { if (enabled && !event.isAutoRepeat) clicked() }
}
