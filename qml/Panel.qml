import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

// A framed box with a title line, drawn by itself (no Material elevation, which offscreen
// rendering leaves out). Its children fill the area under the title.
Pane {
    id: panel

    //! The title line; empty for none.
    property string heading
    //! Draws the frame in the accent colour (the panel that asks for something now).
    property bool emphasised: false
    //! Room kept free at the title line's right end for controls placed there (the log's round chooser):
    //! the heading takes a smaller font before it runs under them.
    property real headingRoom: 0

    // Named by its title line: the keyboard passes through it (a choice in it is made anew), and a
    // screen reader says its name.
    Accessible.name: heading
    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"

    // Nothing it holds is drawn or touched outside it; and a click or the pointer elsewhere in the
    // window skips its items at once (Qt Quick looks for the items under the pointer through every
    // item that does not clip: a few million instructions at each click on the table screen).
    // Its padding keeps the keyboard's rings and the buttons' finger room inside.
    clip: true

    // Sized by the layouts, never by the content (whose size follows the panel's: a loop).
    contentWidth: 0
    contentHeight: 0
    padding: 10
    topPadding: heading !== "" ? 34 : 10

    background: Rectangle {
        color: panel.dark ? "#333333" : "#ffffff"
        radius: 8
        border.width: panel.emphasised ? 3 : 1
        border.color: panel.emphasised ? panel.Material.accentColor : (panel.dark ? "#5a5a5a" : "#cfd8dc")

        Label {
            x: 12
            y: 7
            width: parent.width - 24 - panel.headingRoom
            text: panel.heading
            visible: text !== ""
            font.pixelSize: 16
            font.weight: Font.DemiBold
            font.capitalization: Font.AllUppercase
            color: panel.mutedText
            // A long heading (German's are) takes a smaller font before anything is cut.
            fontSizeMode: Text.HorizontalFit
            minimumPixelSize: 11
            elide: Text.ElideRight
        }
    }
}
