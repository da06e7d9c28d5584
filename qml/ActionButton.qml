import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

// A plain button that draws its own background (like HomeTile): Material's elevation shadow is a
// shader effect that the software renderer (offscreen runs, machines without OpenGL) leaves out,
// which makes stock Material buttons invisible there. `highlighted` and `checked` use the accent.
Button {
    id: control

    readonly property bool darkTheme: Material.theme === Material.Dark
    readonly property bool accented: highlighted || checked
    readonly property color textColor: !enabled ? Material.hintTextColor
                                       : accented ? (darkTheme ? "#1b1b1b" : "white")
                                       : Material.foreground

    padding: 8
    leftPadding: 16
    rightPadding: 16
    font.pixelSize: 20
    focusPolicy: Qt.StrongFocus

    //! Long labels (choices such as "Give Veil Cartographer, take Gethsemoni") wrap instead of being cut.
    property bool wrap: false
    //! The width the label needs on one line. Unlike implicitWidth it does not follow the wrapped
    //! layout, which would stay narrow after the button was once squeezed (a hidden page has width 0).
    readonly property real naturalWidth: Math.ceil(metrics.advanceWidth) + leftPadding + rightPadding + 2

    TextMetrics {
        id: metrics
        font: control.font
        text: control.text
    }

    Accessible.name: text

    contentItem: Label {
        text: control.text
        font: control.font
        color: control.textColor
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: control.wrap ? Text.WordWrap : Text.NoWrap
        maximumLineCount: control.wrap ? 3 : 1
        // A squeezed button keeps its whole label in a smaller font before anything is cut; a wrapping
        // one breaks its label into lines instead. Fitting lays the label out again and again, and choice
        // buttons come and go with every step: only a one-line button narrower than its label fits.
        fontSizeMode: !control.wrap && control.width > 0 && control.width + 0.5 < control.naturalWidth
                      ? Text.HorizontalFit : Text.FixedSize
        minimumPixelSize: Math.min(12, control.font.pixelSize)
        elide: Text.ElideRight
    }

    background: Rectangle {
        readonly property color baseColor: !control.enabled ? (control.darkTheme ? "#383838" : "#eceff1")
                                           : control.accented ? control.Material.accentColor
                                           : (control.darkTheme ? "#424242" : "#ffffff")

        implicitWidth: 64
        implicitHeight: 44
        radius: 6
        color: control.down ? Qt.darker(baseColor, control.darkTheme ? 0.8 : 1.12)
               : control.hovered ? Qt.darker(baseColor, control.darkTheme ? 0.9 : 1.05)
               : baseColor
        border.width: control.visualFocus ? 3 : 1
        border.color: control.visualFocus ? (control.accented ? control.textColor : control.Material.accentColor)
                      : (control.darkTheme ? "#5a5a5a" : "#b0bec5")
    }
}
