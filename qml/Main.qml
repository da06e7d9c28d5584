import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Qt.labs.settings
import Mourners

// The main window: a header bar, a StackView of screens (the home screen first) and a notice line.
ApplicationWindow {
    id: window

    //! "system", "light" or "dark" for this run only (main.cpp --theme); "" uses the saved choice.
    property string themeOverride: ""
    readonly property string themeMode: themeOverride !== "" ? themeOverride : appearance.themeMode
    readonly property bool systemIsDark: systemPalette.window.hslLightness < 0.5
    readonly property bool dark: themeMode === "dark" || (themeMode === "system" && systemIsDark)
    readonly property bool fullScreen: visibility === Window.FullScreen
    //! Behind modal dialogs. Material (Qt 6.4) dims with near-white in its dark theme, which lights
    //! up a dark screen: dark here, and a lighter dim of the same grey in the light theme.
    readonly property color dimColor: dark ? "#b3000000" : "#59263238"
    //! The last button was pressed by a key (Enter, Space, a number), not by a pointer (ActionButton
    //! keeps it): a screen that moves the keyboard to its next question shows the ring then.
    property bool keyboardUsed: false

    //! Where the keyboard was on the screen before a dialog, a list or a popup took it: it goes back there
    //! when the popup closes (Qt gives it to the window itself, and the next Tab started at the title bar).
    property Item pageFocus: null
    property bool focusWasInPopup: false
    function isInOverlay(item) {
        for (let p = item; p; p = p.parent)
            if (p === Overlay.overlay)
                return true
        return false
    }
    //! Whether `item` lies on `page`.
    function isOn(page, item) {
        for (let p = item; p; p = p.parent)
            if (p === page)
                return true
        return false
    }
    onActiveFocusItemChanged: {
        const item = activeFocusItem
        if (!item)
            return
        if (isInOverlay(item)) {
            focusWasInPopup = true
            return
        }
        const fromPopup = focusWasInPopup
        focusWasInPopup = false
        if (item.activeFocusOnTab) {
            pageFocus = item
        } else if (fromPopup && pageFocus && pageFocus.visible && pageFocus.enabled) {
            const back = pageFocus
            Qt.callLater(() => {
                // Still nowhere: the closed popup left the keyboard with the window.
                const now = window.activeFocusItem
                if (back && back.visible && (!now || (!now.activeFocusOnTab && !window.isInOverlay(now))))
                    back.forceActiveFocus(window.keyboardUsed ? Qt.TabFocusReason : Qt.OtherFocusReason)
            })
        }
    }

    //! Shows a short message at the bottom of the window for a few seconds.
    //! Shows `text` at the foot of the window. A notice goes after a few seconds, one that `stays` (a
    //! file that could not be opened: the person may have looked away while the app started) waits
    //! for its OK, Escape or a tap elsewhere.
    function showNotice(text, stays) {
        notice.text = text
        notice.stays = stays === true
        notice.open()
        if (notice.stays)
            noticeTimer.stop()
        else
            noticeTimer.restart()
    }

    //! Opens one of the screens named by HomePage.openRequested().
    function openScreen(screen, title) {
        // Screens are pushed onto `stack` as they are written.
        switch (screen) {
        case "history":
            stack.push(historyPageComponent)
            return
        case "settings":
            stack.push(settingsPageComponent)
            return
        case "guide":
            if (!(stack.currentItem && stack.currentItem.objectName === "guidePage"))
                stack.push(guidePageComponent)
            return
        default:
            // A game of the shelf opens its own screens by their file ("restinpeace/Page.qml").
            if (screen.endsWith(".qml")) {
                stack.push(Qt.resolvedUrl(screen))
                return
            }
            // Or by a name its module's screens know ("tableGame": mourners/MournersScreens.qml).
            for (const screens of gameScreens())
                if (screens.open(stack, screen, title, window))
                    return
            // Every tile names a screen of the shell, of a game's screens or a game's page file: another
            // name is a mistake in the code.
            console.warn("openScreen: no screen named", screen)
        }
    }

    //! Opens a saved game of any game of the shelf (a path or file: URL): from the Open button, a
    //! file dropped on the window or the command line. A file that does not load says why and
    //! changes nothing.
    function openSavedGame(file) {
        const found = GameShelf.savedGameOf(file.toString())
        if (found.problem) {
            showNotice(found.problem, true)
            return false
        }
        // The game's own opener (GameShelf.savedGameOf's "opener", a file of its module) loads it
        // and shows its page; the shell names no game.
        const component = Qt.createComponent(Qt.resolvedUrl(found.opener))
        if (component.status !== Component.Ready) {
            console.warn("no opener for", found.game, component.errorString())
            return false
        }
        const opener = component.createObject(window)
        // The screen of a game being played closes first (its game is autosaved, and a game page
        // closes its session when it goes).
        stack.pop(null)
        const problem = opener.open(found.path, window)
        opener.destroy()
        if (problem !== "") {
            showNotice(problem, true)
            return false
        }
        GameShelf.current = found.game
        return true
    }

    //! Each game's named screens (GameShelf.screenFiles: objects with open(stack, screen, title,
    //! window)), made when a screen is first asked for.
    property var madeScreens: null
    function gameScreens() {
        if (madeScreens === null) {
            const made = []
            for (const file of GameShelf.screenFiles) {
                const component = Qt.createComponent(Qt.resolvedUrl(file))
                if (component.status === Component.Ready)
                    made.push(component.createObject(window))
                else
                    console.warn("no screens in", file, component.errorString())
            }
            madeScreens = made
        }
        return madeScreens
    }

    //! While the home screen waits, each game's screens may make the page their tiles open ahead
    //! (MournersScreens.prepare), so that the tile's click does not make it.
    Timer {
        id: makeAhead
        interval: 500
        running: stack.depth === 1 && !stack.busy
        onTriggered: {
            for (const screens of window.gameScreens())
                if (typeof screens.prepare === "function")
                    screens.prepare(aheadHolder)
        }
    }
    Connections {
        target: GameShelf
        // The home screen turned to another game: its tiles open other pages.
        function onCurrentChanged() {
            window.dropPagesMadeAhead()
            if (stack.depth === 1 && !stack.busy)
                makeAhead.restart()
        }
    }
    function dropPagesMadeAhead() {
        if (madeScreens === null)
            return
        for (const screens of madeScreens)
            if (typeof screens.dropPrepared === "function")
                screens.dropPrepared()
    }
    //! Where a page made ahead waits: outside the window's items, with the window's font and colours
    //! (nothing of the page changes when the stack shows it).
    readonly property Item aheadHolder: Control {
        visible: false
        font: window.font
        Material.theme: window.Material.theme
        Material.primary: window.Material.primary
        Material.accent: window.Material.accent
    }

    //! Pushes a page (a URL or a component) with these properties (a module's opener).
    function pushPage(page, properties) {
        stack.push(page, properties)
    }

    //! Back to the home screen (the self-test, after looking at a screen).
    function goHome() {
        stack.pop(null)
    }

    //! Keeps "system", "light" or "dark" and uses it from now on (a --theme of this run ends).
    function chooseTheme(mode) {
        themeOverride = ""
        appearance.themeMode = mode
    }

    //! Full screen on or off, kept for the next start.
    function setFullScreen(on) {
        appearance.fullScreen = on
        visibility = on ? Window.FullScreen : Window.Windowed
    }

    // 1280×800; with larger text and controls (Settings) at most the screen's room, which is smaller in
    // the window's units then (1024×640 on a 1280×800 screen at 125 %).
    width: AppSettings.textSizeInUse > 100 && Screen.desktopAvailableWidth > 0
           ? Math.min(1280, Screen.desktopAvailableWidth) : 1280
    height: AppSettings.textSizeInUse > 100 && Screen.desktopAvailableHeight > 0
            ? Math.min(800, Screen.desktopAvailableHeight) : 800
    minimumWidth: 960
    minimumHeight: 640
    visible: true
    title: qsTr("Mourners Call companion")
    font.pixelSize: 20
    font.preferShaping: false

    Material.theme: dark ? Material.Dark : Material.Light
    Material.primary: dark ? "#263238" : "#37474f"
    // A burnt orange a little darker than Material's Deep Orange 900: white on it, and it on white or on a
    // highlighted list row, read at 4.5:1 and more.
    Material.accent: dark ? Material.Amber : "#b3330b"

    SystemPalette {
        id: systemPalette
        colorGroup: SystemPalette.Active
    }

    Settings {
        id: appearance
        category: "appearance"
        //! "system", "light" or "dark".
        property string themeMode: "system"
        //! The window fills the screen at the next start.
        property bool fullScreen: false
    }

    //! Watches the pointer from the first move on (a button's or a card name's tip waits for a move,
    //! ActionButton, CardName). Held by a binding read once: a bare read of `PointerWatch.moves` in
    //! Component.onCompleted made no watcher, and the first hover made it in the middle of its move.
    readonly property QtObject pointerWatch: PointerWatch
    //! Drops the repeats of a held Escape that X11 lets through as new presses (keyrepeatguard.h):
    //! Escape held to close a dialog goes back no further.
    readonly property QtObject keyRepeatGuard: KeyRepeatGuard
    //! Collects the JavaScript heap's garbage when input rests after a click or a key
    //! (idlecollector.h), not in the middle of the next click.
    readonly property QtObject idleCollector: IdleCollector
    Component.onCompleted: {
        if (appearance.fullScreen)
            visibility = Window.FullScreen
    }

    Shortcut {
        sequences: [StandardKey.Back, "Esc"]
        // Escape held to close a dialog left the screen too when the key repeated.
        autoRepeat: false
        enabled: stack.depth > 1
        onActivated: stack.pop()
    }

    Shortcut {
        sequence: StandardKey.Open
        enabled: stack.depth === 1 && !openChooser.opened
        onActivated: openChooser.openFor("")
    }

    FileChooser {
        id: openChooser
        objectName: "openSavedGameChooser"
        mode: "open"
        title: qsTr("Open a saved game")
        //: The button of the file dialog that opens the chosen saved game.
        acceptText: qsTr("Open")
        nameFilters: [qsTr("Saved games (*.json)"), qsTr("All files (*)")]
        onChosen: file => window.openSavedGame(file)
    }

    // A saved game dropped on the window opens as with Open….
    DropArea {
        objectName: "saveDropArea"
        anchors.fill: parent
        keys: ["text/uri-list"]
        onDropped: drop => {
            if (!drop.hasUrls || drop.urls.length === 0)
                return
            drop.accept(Qt.CopyAction)
            window.openSavedGame(drop.urls[0])
        }
    }

    Shortcut {
        sequence: StandardKey.HelpContents
        context: Qt.ApplicationShortcut
        onActivated: window.openScreen("guide", "")
    }

    // The keys of the screen on view: "?" and Shift+F1 (F1 stays the user guide).
    Shortcut {
        objectName: "keysShortcut"
        sequences: ["?", "Shift+F1"]
        context: Qt.ApplicationShortcut
        enabled: !keysSheet.opened
        onActivated: keysSheet.openFor(stack.currentItem)
    }

    KeysSheet {
        id: keysSheet
    }

    Shortcut {
        sequence: "F11"
        context: Qt.ApplicationShortcut
        onActivated: window.setFullScreen(!window.fullScreen)
    }

    //! Whether `item` is a button of a dialog's button box (OK, Cancel, Close).
    function inButtonBox(item) {
        for (let p = item ? item.parent : null; p; p = p.parent)
            if (String(p).indexOf("DialogButtonBox") >= 0)
                return true
        return false
    }
    // The keyboard's ring on a dialog's own buttons (Cancel, Close, OK): Material marks them only by a
    // faint ripple, which the software renderer does not draw where it belongs.
    Rectangle {
        id: dialogButtonRing
        objectName: "dialogButtonRing"
        parent: window.Overlay.overlay
        z: 1e6
        readonly property Item target: window.activeFocusItem && window.activeFocusItem.visualFocus === true
                                       && window.inButtonBox(window.activeFocusItem) ? window.activeFocusItem : null
        // Placed when the keyboard comes to the button (a dialog stands still while it is open).
        readonly property rect place: target ? target.mapToItem(parent, 0, 0, target.width, target.height)
                                             : Qt.rect(0, 0, 0, 0)
        visible: target !== null
        x: place.x - 2
        y: place.y - 2
        width: place.width + 4
        height: place.height + 4
        radius: 6
        color: "transparent"
        border.width: 3
        border.color: window.dark ? "#80d8ff" : "#0d47a1"
    }

    // Every popup of the style makes its own dimmer (a Rectangle in the overlay) coloured by
    // Material.backgroundDimColor, which cannot be set: give each one the theme's dim colour.
    // Every popup, dialog, drop-down, file dialog and tooltip of the window has its item here too, once
    // it opens: its surface is made opaque (opaqueSurface), the same for all of them.
    Connections {
        target: window.Overlay.overlay
        function onChildrenChanged() {
            const items = window.Overlay.overlay.children
            for (let i = 0; i < items.length; ++i) {
                const item = items[i]
                if (!item || item === dialogButtonRing) // one going away while the list is read
                    continue
                // Popups' own items have no colour; a dimmer is a plain Rectangle.
                if (item.color !== undefined && item.border !== undefined)
                    item.color = Qt.binding(() => window.dimColor)
                else if (item.background)
                    window.opaqueSurface(item.background)
            }
        }
    }

    //! Qt Quick's software renderer cannot draw a shader effect.
    readonly property bool softwareDrawing: contentItem.GraphicsInfo.api === GraphicsInfo.Software
    onSoftwareDrawingChanged: stack.comeAtOnceWhenSoftware()

    //! Makes a popup's `surface` (its background) hide the page behind it. Material draws a surface
    //! with its shadow through a layer with a shader effect (ElevationEffect), which the software
    //! renderer leaves out together with the surface itself: there the surface is drawn without the
    //! shadow (OpenGL keeps it). Material's tooltips are 90% opaque: here whole.
    function opaqueSurface(surface) {
        if (softwareDrawing && surface.layer.enabled)
            surface.layer.enabled = false
        if (surface.opacity < 1)
            surface.opacity = 1
    }

    // A button of the title bar: on the dark bar the keyboard's place is an amber ring (the app's blue
    // ring of ActionButton would not show there).
    component TitleButton: PlainToolButton {
        ringColor: "#ffd54f"
        ringOutset: -3
    }

    // The header, the notice and the theme switch draw their own backgrounds: Material's elevation
    // shadows are shader effects, which the software renderer (offscreen, no OpenGL) leaves out.
    header: ToolBar {
        Material.foreground: "white"
        //: Accessible name of the app's title bar.
        Accessible.name: qsTr("Title bar")

        background: Rectangle {
            implicitHeight: 56
            color: window.Material.primary
        }

        RowLayout {
            anchors.fill: parent
            anchors.leftMargin: 12
            anchors.rightMargin: 12
            spacing: 12

            TitleButton {
                visible: stack.depth > 1
                text: "\u2190"
                font.pixelSize: 28
                onClicked: stack.pop()
                //: Title bar button: back to the screen before (an adverb, as in a browser).
                Accessible.name: qsTr("Back")
                ToolTip.visible: hovered || visualFocus
                //: Tooltip of the title bar button: back to the screen before.
                ToolTip.text: qsTr("Back (Esc)")
            }

            Label {
                Layout.fillWidth: true
                text: stack.currentItem && stack.currentItem.title ? stack.currentItem.title
                                                                  : window.title
                font.pixelSize: 24
                elide: Label.ElideRight
                Accessible.role: Accessible.TitleBar
                Accessible.name: text
            }

            TitleButton {
                objectName: "openGuide"
                //: Title bar button: opens the user guide.
                text: qsTr("Guide")
                font.pixelSize: 20
                onClicked: window.openScreen("guide", text)
                Accessible.name: qsTr("Open the user guide (F1)")
                ToolTip.visible: hovered || visualFocus
                ToolTip.text: qsTr("The user guide: a first game night, digital play, sheets, phones (F1)")
            }

            TitleButton {
                objectName: "openKeys"
                //: Title bar button: the keyboard shortcuts of the screen on view (a question mark).
                text: qsTr("?")
                font.pixelSize: 22
                Layout.preferredWidth: 48
                onClicked: keysSheet.openFor(stack.currentItem)
                //: Accessible name of the title bar's "?" button.
                Accessible.name: qsTr("Keys of this screen (?, Shift+F1)")
                ToolTip.visible: hovered || visualFocus
                ToolTip.delay: hovered ? 400 : 0
                ToolTip.text: Accessible.name
            }

            TitleButton {
                objectName: "openSavedGame"
                visible: stack.depth === 1
                //: Opens a saved game from a file (any game of the shelf).
                text: qsTr("Open…")
                font.pixelSize: 20
                onClicked: openChooser.openFor("")
                Accessible.name: qsTr("Open a saved game (Ctrl+O)")
                ToolTip.visible: hovered || visualFocus
                ToolTip.text: qsTr("Open a saved game from a file (Ctrl+O); a file dropped on the window opens too")
            }

            Switch {
                id: darkSwitch
                //: Title bar switch: the dark colour theme.
                text: qsTr("Dark")
                checked: window.dark
                font.pixelSize: 20
                // A finger's room (44 px), as every control of the app.
                Layout.preferredHeight: 44

                indicator: Rectangle {
                    x: darkSwitch.leftPadding
                    y: (darkSwitch.height - height) / 2
                    implicitWidth: 48
                    implicitHeight: 26
                    radius: height / 2
                    color: darkSwitch.checked ? window.Material.accentColor : "#90a4ae"
                    border.width: darkSwitch.visualFocus ? 2 : 0
                    border.color: "white"

                    Rectangle {
                        x: darkSwitch.checked ? parent.width - width - 3 : 3
                        y: 3
                        width: parent.height - 6
                        height: width
                        radius: width / 2
                        color: "white"

                        Behavior on x {
                            NumberAnimation { duration: 120 }
                        }
                    }
                }
                // A screen reader's toggle or press (AT-SPI) does what a click does: Qt 6.4 would only
                // flip `checked`, and the theme would not change.
                Accessible.onToggleAction: if (enabled) { toggle(); toggled() }
                Accessible.onPressAction: if (enabled) { toggle(); toggled() }
                onToggled: {
                    window.chooseTheme(checked ? "dark" : "light")
                    // Toggling replaced the binding with a plain value: bind it again.
                    checked = Qt.binding(() => window.dark)
                }
                Accessible.name: qsTr("Dark theme")
                Accessible.description: qsTr("Switches between the light and the dark colours")
            }
        }
    }

    StackView {
        id: stack
        objectName: "mainStack"
        anchors.fill: parent
        // Another screen replaces the whole page: drawn whole in one step (WholeRepaint).
        onCurrentItemChanged: wholeRepaint.request()
        // Tips stand above every popup: the tip of a dialog's own button (the keys sheet's Close) was
        // drawn behind the dialog. (The one tip every control shares, made once.)
        Component.onCompleted: { ToolTip.toolTip.z = 1000; stack.comeAtOnceWhenSoftware() }
        //! Drawn by the processor (the software renderer), a screen comes at once: the style's slide and
        //! fade of 0.2 s drew the whole window a dozen times at each screen change (two whole pages
        //! blended), some 20 M instructions a frame. With a graphics card the style's transitions stay.
        function comeAtOnceWhenSoftware() {
            if (!window.softwareDrawing || stack.pushEnter === null)
                return
            stack.pushEnter = null
            stack.pushExit = null
            stack.popEnter = null
            stack.popExit = null
            stack.replaceEnter = null
            stack.replaceExit = null
        }
        // Per screen of the stack, the control that had the keyboard when a screen was opened over it.
        property var focusUnder: []
        property int lastDepth: 1
        onDepthChanged: {
            if (depth > lastDepth) {
                focusUnder[lastDepth - 1] = window.pageFocus
                focusBack = null
            } else if (window.keyboardUsed) {
                // Back by keyboard (Esc): once the screen is in place (StackView gives the keyboard to the
                // page itself at the end of its transition) the keyboard goes back where it was on that
                // screen, or to its first control.
                focusBack = { page: get(depth - 1, StackView.DontLoad), item: focusUnder[depth - 1] || null }
                Qt.callLater(giveFocusBack)
            }
            focusUnder.length = depth
            lastDepth = depth
            // Another screen: a page made ahead and not taken goes (a game page took its own before the
            // push). It is made anew once the home screen waits again (makeAhead): what it read may
            // have changed meanwhile (Settings, the game to continue).
            window.dropPagesMadeAhead()
        }
        property var focusBack: null
        onBusyChanged: if (!busy) giveFocusBack()
        function giveFocusBack() {
            const back = focusBack
            // Not yet: the screen is still coming (its transition ends with onBusyChanged).
            if (!back || busy || currentItem !== back.page)
                return
            focusBack = null
            const page = back.page
            const before = back.item
            const target = before && before.visible && before.enabled && window.isOn(page, before)
                           ? before : page.nextItemInFocusChain(true)
            if (target && window.isOn(page, target))
                target.forceActiveFocus(Qt.TabFocusReason)
        }
        //: Accessible name of the stack of the app's screens.
        Accessible.name: qsTr("Screens")

        // Further screens (the table game, the score calculator, ...) are pushed on top of this.
        initialItem: HomePage {
            onOpenRequested: (screen, title) => window.openScreen(screen, title)
        }
    }

    // Above the screens (popups stand above it still), drawing nothing: a screen that replaces the page
    // is drawn whole without the software renderer merging its hundreds of changed rectangles one by
    // one (23 M instructions of the frame that shows a game's page).
    WholeRepaint {
        id: wholeRepaint
        objectName: "wholeRepaint"
        anchors.fill: parent
        z: 10000
    }

    Component {
        id: historyPageComponent
        HistoryPage {}
    }

    Component {
        id: guidePageComponent
        GuidePage {}
    }

    Component {
        id: settingsPageComponent
        SettingsPage {
            themeMode: window.themeMode
            fullScreen: window.fullScreen
            onThemeChosen: mode => window.chooseTheme(mode)
            onFullScreenChosen: on => window.setFullScreen(on)
            onNoticeRequested: text => window.showNotice(text)
        }
    }

    Popup {
        id: notice
        PopupFadeGuard { target: notice }
        objectName: "notice"

        //! The message shown.
        property string text
        //! Whether it waits for its OK (showNotice()).
        property bool stays: false

        // An explicit width: left to the popup, its width and x fed each other (a binding loop).
        width: Math.min(noticeMetrics.advanceWidth + leftPadding + rightPadding + 2
                        + (stays ? noticeOk.implicitWidth + noticeRow.spacing : 0), window.width - 48)
        x: (window.width - width) / 2
        y: window.height - window.header.height - height - 16
        padding: 20
        leftPadding: 28
        rightPadding: 28
        closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
        // A notice that stays takes the keyboard: Enter, Space or Escape closes it.
        focus: stays
        onOpened: if (stays) noticeOk.forceActiveFocus()

        background: Rectangle {
            radius: 8
            color: window.dark ? "#e0e0e0" : "#323232"
        }

        TextMetrics {
            id: noticeMetrics
            text: notice.text
            font.pixelSize: 22
        }

        contentItem: RowLayout {
            id: noticeRow
            spacing: 16

            Label {
                objectName: "noticeLabel"
                Layout.fillWidth: true
                text: notice.text
                font.pixelSize: 22
                color: window.dark ? "#1b1b1b" : "white"
                wrapMode: Label.WordWrap
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }
            Button {
                id: noticeOk
                objectName: "noticeOk"
                visible: notice.stays
                text: qsTr("OK")
                flat: true
                font.pixelSize: 20
                Material.foreground: window.dark ? "#1b1b1b" : "white"
                Accessible.name: qsTr("OK, close the message")
                onClicked: notice.close()
                Accessible.onPressAction: if (enabled) clicked()
                Keys.onReturnPressed: notice.close()
                Keys.onEnterPressed: notice.close()
            }
        }

        Timer {
            id: noticeTimer
            interval: 3500
            onTriggered: notice.close()
        }
    }
}
