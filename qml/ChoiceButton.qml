import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

// A button that shows the chosen option and opens a list to choose another. The list draws its
// own background (stock Material popups are invisible offscreen).
ActionButton {
    id: control

    //! The options: [{value, label}].
    property var options: []
    //! The chosen value.
    property var value
    //! Emitted when an option is chosen; the owner sets `value`.
    signal chosen(var value)

    readonly property string currentLabel: {
        for (let i = 0; i < options.length; ++i)
            if (options[i].value === value)
                return options[i].label
        return ""
    }

    text: currentLabel + "  \u25be"
    onClicked: popup.open()
    Accessible.role: Accessible.ComboBox
    Accessible.name: currentLabel

    Popup {
        id: popup
        y: control.height + 2
        // As wide as the longest option needs (a place's name and its cost were cut at 300), within the window.
        width: Math.min(Math.max(control.width, 300, widest),
                        control.Window.window ? control.Window.window.width - 2 * margins : 100000)
        //! The longest option's width with the list's padding, measured when the list opens.
        property real widest: 0
        height: Math.min((listLoader.item ? listLoader.item.list.contentHeight : 0) + 16, 420)
        padding: 8
        modal: true
        dim: false
        // Inside the window: below the button when there is room, else moved up (the last seat's list
        // opened below the screen).
        margins: 8
        // Gone at once when a choice is made: a closing list that outlived its button (the panel
        // changes with the choice) stayed on screen as an outline and took the next click.
        exit: null
        // The keyboard goes into the list, on the chosen option (Tab, the arrows, Enter or Space, Esc
        // closes), and back to the button when the list closes.
        focus: true
        //! Opened from the keyboard (the button showed its ring): the ring comes back with the keyboard.
        property bool keyed: false
        onAboutToShow: {
            keyed = control.visualFocus
            listWanted = true
            // The list's padding and a scroll bar's room beside the longest option (a long list shows it).
            const list = listLoader.item.list
            widest = listLoader.item.widestOption() + 2 * padding + 8 + list.ScrollBar.vertical.width
        }
        //! The options' list is made when the list opens and dropped a moment after it closed (not at
        //! once: the option that closed it is still running its click).
        property bool listWanted: false
        function dropList() {
            if (!visible)
                listWanted = false
        }
        onOpened: {
            let at = 0
            for (let i = 0; i < control.options.length; ++i)
                if (control.options[i].value === control.value)
                    at = i
            const list = listLoader.item.list
            list.positionViewAtIndex(at, ListView.Contain)
            const item = list.itemAtIndex(at)
            if (item)
                item.forceActiveFocus(Qt.TabFocusReason)
        }
        onClosed: {
            Qt.callLater(popup.dropList)
            if (!control.visible || !control.enabled)
                return
            if (!control.activeFocus)
                control.forceActiveFocus(Qt.TabFocusReason)
            // The list gives the keyboard back as a popup does (no ring): from the keyboard, with its ring.
            if (keyed)
                control.focusReason = Qt.TabFocusReason
        }

        background: Rectangle {
            radius: 6
            color: control.darkTheme ? "#303030" : "#ffffff"
            border.width: 1
            border.color: control.darkTheme ? "#777777" : "#90a4ae"
        }

        // The options' list exists while the list is open: a closed one still made a button per option,
        // and again whenever the options changed (with every step of a game).
        Loader {
            id: listLoader
            anchors.fill: parent
            active: popup.listWanted
            sourceComponent: Component {
                Item {
                    readonly property alias list: list
                    //! The width the longest option needs, measured on an option button like the list's.
                    function widestOption() {
                        let longest = 0
                        for (let i = 0; i < control.options.length; ++i) {
                            probe.text = control.options[i].label
                            longest = Math.max(longest, probe.naturalWidth)
                        }
                        return longest
                    }
                    ActionButton {
                        id: probe
                        visible: false
                        font.pixelSize: 18
                    }
                    ListView {
                        id: list
                        anchors.fill: parent
                        clip: true
                        spacing: 4
                        model: control.options
                        boundsBehavior: Flickable.StopAtBounds
                        // Shown while the list holds more than its room: the last place of eight (12 Grendall's
                        // Pillars) lay below the list's edge with nothing to say it was there.
                        ScrollBar.vertical: FitScrollBar {
                            objectName: "optionsScrollBar"
                            overflows: list.contentHeight > list.height + 1
                        }
                        delegate: ActionButton {
                            id: option
                            required property var modelData
                            required property int index
                            width: ListView.view.width - (list.ScrollBar.vertical.policy === ScrollBar.AlwaysOn
                                                          ? list.ScrollBar.vertical.width : 0)
                            Keys.onDownPressed: option.step(1)
                            Keys.onUpPressed: option.step(-1)
                            function step(by) {
                                const next = list.itemAtIndex(index + by)
                                if (!next)
                                    return
                                list.positionViewAtIndex(index + by, ListView.Contain)
                                next.forceActiveFocus(Qt.TabFocusReason)
                            }
                            text: modelData.label
                            checked: modelData.value === control.value
                            font.pixelSize: 18
                            onClicked: {
                                // Close first: whoever handles chosen() may rebuild the list and destroy this
                                // delegate, after which it can no longer reach the popup.
                                const value = modelData.value
                                popup.close()
                                control.chosen(value)
                            }
                        }
                    }
                }
            }
        }
    }
}
