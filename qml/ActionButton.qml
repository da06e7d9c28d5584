import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Templates as T
import Mourners

// A plain button that draws its own background (like HomeTile): Material's elevation shadow is a
// shader effect that the software renderer (offscreen runs, machines without OpenGL) leaves out,
// which makes stock Material buttons invisible there. `highlighted` and `checked` use the accent.
// Enter and Space press it; a ring around it shows the keyboard's place, in both themes and also on an
// accented button; its `tip` shows on hover, on keyboard focus and on a press held down (touch).
// Built on the template button, not Material's: Material's draws a background, a ripple and an
// elevation this button replaces, and its bindings cost every one of the many choice buttons that
// come and go with each step. The sizes are Material's (its insets and spacing).
T.Button {
    id: control

    implicitWidth: Math.max(implicitBackgroundWidth + leftInset + rightInset,
                            implicitContentWidth + leftPadding + rightPadding)
    implicitHeight: Math.max(implicitBackgroundHeight + topInset + bottomInset,
                             implicitContentHeight + topPadding + bottomPadding)
    topInset: 6
    bottomInset: 6
    spacing: 6

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
    //! Whether `naturalWidth` follows the label. False only for a button never narrower than its label
    //! (its width its implicit width: a card of the deal), where nothing needs it: measuring each new
    //! label laid its text out a second time (2.4 million instructions in the click that brought a
    //! deal's cards). A squeezed one-line label fits its font by it (contentItem below).
    property bool measured: true

    //! A finger's room: a button drawn lower than 44 px (a dense list of choices at 1280x800) takes the
    //! taps just above and below it too, up to 44 px high; what is drawn stays as it is.
    readonly property real touchHeight: 44
    containmentMask: height > 0 && height < touchHeight ? touchArea : null
    Item {
        id: touchArea
        objectName: "touchArea"
        x: 0
        y: -(control.touchHeight - control.height) / 2
        width: control.width
        height: control.touchHeight
    }

    TextMetrics {
        id: metrics
        font: control.font
        text: control.measured ? control.text : ""
    }

    Accessible.name: text

    //! More words on what the button does (and its key): on hover, on keyboard focus and after a press
    //! held down (touch, where nothing hovers). Empty for no tooltip.
    property string tip: ""
    //! A press was held down: the tip shows until the pointer or the focus goes.
    property bool held: false
    //! The tip is on screen (tests). Not when a step put the keyboard here (it has an announcement):
    //! above the decision's first choice it covered the question just asked; Tab shows it.
    //! Never hidden nor outside the window: a button of a panel hidden or taken out of the window by
    //! its own click (the click brought another panel) left its tip over the next screen.
    readonly property bool tipShown: tip !== "" && Window.window !== null && visible
                                     && ((hovered && !clickedUnderPointer && pointerCame) || (visualFocus && announcement === "")
                                         || held) && !pressed
    onPressAndHold: if (tip !== "") held = true
    onHoveredChanged: {
        if (hovered) {
            pointerMoved = PointerWatch.moving()
            hoverMark = PointerWatch.moves
            return
        }
        held = false
        clickedUnderPointer = false
    }
    //! The pointer moved onto the button, or moved on it since: the button did not merely come under a
    //! resting pointer (the next step's buttons), where its tip covered the new screen (PointerWatch).
    // Follows the pointer's moves only while hovered without having moved: the other buttons do not.
    readonly property bool pointerCame: pointerMoved || (hovered && PointerWatch.moves !== hoverMark)
    property bool pointerMoved: false
    property int hoverMark: -1
    //! Clicked, and the pointer has not left it since: its tip stays away. The next step's question
    //! comes above the pointer's button, and the tip shown again there covered it ("Pass this turn (P)"
    //! over what to do next); the pointer moved off and back shows it again.
    property bool clickedUnderPointer: false
    // Set at the press (onPressed below), not at the release: the release ends the press before its
    // handler runs, and the tip asked for in between stayed shown over the next panel when the click
    // hid the button.
    //! Said before the description when the button takes the keyboard after a step (GamePage's
    //! focusDecision sets it: the new question, whose turn it is). A screen reader reads the control
    //! that takes the keyboard, not the question's label beside it, and Qt 6.4 has no way to announce
    //! a text. Gone once the keyboard leaves the button: Tab back to it reads its tip alone.
    property string announcement: ""
    //! What a screen reader says of the button after the announcement, where no tooltip shows it (a
    //! card's words, shown in a strip of the screen instead).
    property string spokenDetail: ""
    onActiveFocusChanged: if (!activeFocus) {
        held = false
        announcement = ""
    }
    ToolTip.visible: tipShown
    // The shared tip goes at once, without the style's fade: a tip closed as its button was hidden with
    // its panel (the click brought another panel) stayed drawn over the next panel, its fade never run.
    onTipShownChanged: if (tipShown && ToolTip.toolTip.exit)
                           ToolTip.toolTip.exit = null
    ToolTip.text: tip
    ToolTip.delay: hovered && !held && !visualFocus ? 400 : 0
    // Qt 6.4 tells a screen reader nothing of a disabled button: its description says so first. One
    // sentence per line of the tip: a screen reader says a line break as nothing, or stops there.
    //: Accessible description of a button that cannot be pressed now (before its tooltip, if any).
    // Put together only while a screen reader listens (ScreenReader.active): the choices' tips change
    // with every step, and this binding, among a step's most evaluated, ran for nobody.
    Accessible.description: !ScreenReader.active ? ""
                            : [enabled ? "" : qsTr("Not available now"), announcement].concat(spokenDetail.split("\n"), tip.split("\n"))
                              .map(t => t.trim()).filter(t => t !== "")
                              .map((t, i, all) => i < all.length - 1 && !/[.!?:…]$/.test(t) ? t + "." : t).join(" ")

    // Enter presses the button as Space does (Qt's buttons take only Space).
    function pressByKey(event) {
        // Ctrl+Enter and the like belong to the screen's shortcuts.
        if (!enabled || event.isAutoRepeat || (event.modifiers & (Qt.ControlModifier | Qt.AltModifier | Qt.MetaModifier))) {
            event.accepted = false
            return
        }
        event.accepted = true
        pressingByKey = false
        noteInput(true)
        if (checkable)
            toggle()
        clicked()
    }
    Keys.onReturnPressed: event => pressByKey(event)

    // A screen reader presses the button through its accessible action (AT-SPI's "Press"), which a
    // Qt 6.4 button ignores unless handled: it does what a click does.
    Accessible.onPressAction: {
        if (!enabled)
            return
        if (checkable)
            toggle()
        clicked()
    }
    Keys.onEnterPressed: event => pressByKey(event)

    //! Tells the window (Main.qml's keyboardUsed) whether a key or a pointer pressed the button.
    function noteInput(byKey) {
        const w = Window.window
        if (w && w.keyboardUsed !== undefined)
            w.keyboardUsed = byKey
    }
    property bool pressingByKey: false
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Space || event.key === Qt.Key_Return || event.key === Qt.Key_Enter) {
            pressingByKey = true
            noteInput(true)
        }
    }
    Keys.onReleased: event => {
        if (event.key === Qt.Key_Space)
            pressingByKey = false
    }
    onPressed: {
        if (hovered)
            clickedUnderPointer = true
        if (!pressingByKey)
            noteInput(false)
    }

    // A Label, not a Text: a Label takes what the button's font leaves unset (its capitals) from the
    // style's label font, as the app's buttons always showed their words.
    contentItem: Label {
        text: control.text
        font: control.font
        color: control.textColor
        horizontalAlignment: Text.AlignHCenter
        verticalAlignment: Text.AlignVCenter
        wrapMode: control.wrap ? Text.WordWrap : Text.NoWrap
        // Four lines: a guild bonus's way in the guide's two columns ("remove Player 2's Conclave of
        // Shadows in the Crypt") was cut after three.
        maximumLineCount: control.wrap ? 4 : 1
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
        // Not shaded under the pointer that clicked it until the pointer leaves: a table's next bidder saw
        // which amount the last one tapped (the same button, still under the resting pointer).
        color: control.down ? Qt.darker(baseColor, control.darkTheme ? 0.8 : 1.12)
               : control.hovered && !control.clickedUnderPointer ? Qt.darker(baseColor, control.darkTheme ? 0.9 : 1.05)
               : baseColor
        border.width: control.visualFocus ? 3 : 1
        border.color: control.visualFocus ? (control.accented ? control.textColor : control.Material.accentColor)
                      : (control.darkTheme ? "#5a5a5a" : "#b0bec5")

        // The keyboard's place: a ring around the button, in a colour of its own that no button's fill
        // takes (an accented button's fill is the accent, so a ring of the accent vanished on it).
        FocusFrame {
            objectName: "focusRing"
            visible: control.visualFocus
            outset: 4
            radius: 9
            border.width: 3
            border.color: control.darkTheme ? "#80d8ff" : "#0d47a1"
        }
    }
}
