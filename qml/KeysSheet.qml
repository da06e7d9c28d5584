import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts

// The keys of the screen on view ("?" or Shift+F1; F1 stays the user guide): the screen's own keys
// (its `keyList` property: [{keys, what}]), then those of every screen. Opens with the keyboard on its
// Close button and gives the keyboard back to where it was when it closes.
Popup {
    id: sheet
    PopupFadeGuard { target: sheet }
    objectName: "keysSheet"

    //! The screen's title and its keys: [{keys: "Ctrl+Z", what: "Undo"}].
    property string screenTitle
    property var screenKeys: []
    //! The keys of every screen.
    readonly property var commonKeys: [
        //: Keys sheet: a key of every screen. Keep the key names (F1, Shift+F1, F11, Esc, Tab) as they are.
        { keys: qsTr("F1"), what: qsTr("The user guide") },
        { keys: qsTr("? or Shift+F1"), what: qsTr("This list of keys") },
        { keys: qsTr("Tab, Shift+Tab"), what: qsTr("To the next or the previous button or field") },
        { keys: qsTr("Enter or Space"), what: qsTr("Press the button that has the ring") },
        { keys: qsTr("Esc"), what: qsTr("Close a dialog, or back to the screen before") },
        { keys: qsTr("F11"), what: qsTr("Full screen on or off") },
        { keys: qsTr("Ctrl+O"), what: qsTr("Open a saved game (on the home screen)") },
        //: Keys sheet: touch screens have no hover, so a long press shows a tooltip.
        { keys: qsTr("Press and hold"), what: qsTr("On a touch screen: what a card or button does") }
    ]
    //! Where the keyboard was before the sheet opened.
    property Item returnTo: null

    //! Opens the sheet for `page` (a screen with an optional `keys` list and a `title`).
    function openFor(page) {
        screenTitle = page && page.title ? page.title : ""
        screenKeys = page && page.keyList ? page.keyList : []
        returnTo = sheet.parent && sheet.parent.Window ? sheet.parent.Window.activeFocusItem : null
        open()
    }

    parent: Overlay.overlay
    modal: true
    focus: true
    x: Math.round((parent.width - width) / 2)
    y: Math.round((parent.height - height) / 2)
    width: Math.min(parent.width - 40, 760)
    height: Math.min(parent.height - 40, content.height + 12 + topPadding + bottomPadding)
    padding: 20
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside

    readonly property bool dark: Material.theme === Material.Dark

    background: Rectangle {
        radius: 8
        color: sheet.dark ? "#303030" : "#ffffff"
        border.width: 1
        border.color: sheet.dark ? "#777777" : "#90a4ae"
    }

    // Opened again, Close still holds the sheet's focus and forceActiveFocus() keeps its old reason
    // (no ring): the reason is set as well.
    // The sheet's title is said first (a screen reader), and Close's tip waits for the pointer or a Tab:
    // shown at once, it covered the first keys and stayed behind when the sheet scrolled.
    onOpened: {
        closeButton.announcement = heading.text
        closeButton.forceActiveFocus(Qt.TabFocusReason)
        closeButton.focusReason = Qt.TabFocusReason
    }
    onClosed: {
        const back = returnTo
        returnTo = null
        if (back && back.visible && back.enabled)
            back.forceActiveFocus(back.visualFocus === true || back.activeFocusOnTab ? Qt.TabFocusReason : Qt.OtherFocusReason)
    }

    component KeyRow: RowLayout {
        required property var modelData
        width: content.width
        spacing: 16
        Label {
            Layout.preferredWidth: 210
            text: parent.modelData.keys
            font.pixelSize: 18
            font.weight: Font.DemiBold
            font.family: "monospace"
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            text: parent.modelData.what
            font.pixelSize: 18
            wrapMode: Text.WordWrap
        }
        Accessible.role: Accessible.StaticText
        Accessible.name: modelData.keys + ": " + modelData.what
    }

    contentItem: Flickable {
        id: flick
        contentHeight: content.height + 12
        clip: true
        Accessible.role: Accessible.Dialog
        Accessible.name: heading.text
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        // A positioner, not a Quick layout: the rows come and go with the screen (a Quick layout must never
        // hold a delegate that goes away).
        // Room around it for the Close button's focus ring.
        Column {
            id: content
            x: 6
            y: 6
            width: flick.width - 12
            spacing: 10

            RowLayout {
                width: content.width
                Label {
                    id: heading
                    Layout.fillWidth: true
                    //: Title of the sheet of keyboard shortcuts; %1 the screen's title.
                    text: sheet.screenTitle !== "" ? qsTr("Keys · %1").arg(sheet.screenTitle) : qsTr("Keys")
                    font.pixelSize: 24
                    font.weight: Font.Bold
                    wrapMode: Text.WordWrap
                }
                ActionButton {
                    id: closeButton
                    objectName: "keysSheetClose"
                    //: Closes the sheet of keys (a verb).
                    text: qsTr("Close")
                    onClicked: sheet.close()
                    tip: qsTr("Close the list of keys (Esc)")
                }
            }
            Label {
                visible: sheet.screenKeys.length > 0
                //: Keys sheet: the heading of the keys of the screen on view.
                text: qsTr("On this screen")
                font.pixelSize: 15
                font.weight: Font.DemiBold
                font.capitalization: Font.AllUppercase
                opacity: 0.75
            }
            Repeater {
                objectName: "screenKeyRows"
                model: sheet.screenKeys
                KeyRow {}
            }
            Item { width: 1; height: 4 }
            Label {
                //: Keys sheet: the heading of the keys that work on every screen.
                text: qsTr("Everywhere")
                font.pixelSize: 15
                font.weight: Font.DemiBold
                font.capitalization: Font.AllUppercase
                opacity: 0.75
            }
            Repeater {
                model: sheet.commonKeys
                KeyRow {}
            }
        }
    }
}
