import QtQuick
import QtQuick.Controls
import QtTest
import Mourners

// The app's button by keyboard and by touch: Enter presses it as Space does, a ring shows where the
// keyboard is (also on a highlighted or a checked button, whose fill is the accent), and its tooltip
// comes on keyboard focus and after a press held down (touch has no hover).
Item {
    id: root
    width: 600
    height: 300

    Component {
        id: buttonComponent
        ActionButton {
            x: 40
            y: 40
            text: "Council of Osteomancy"
            tip: "Recruit a figure of this guild (Key 1)"
        }
    }

    Component {
        id: panelComponent
        Item { anchors.fill: parent }
    }

    // An item outside the window.
    readonly property Item parking: Item { visible: false }

    SignalSpy {
        id: clickSpy
        signalName: "clicked"
    }

    TestCase {
        name: "ActionButton"
        when: windowShown

        // The pointer is watched from the start, as the app does (Main.qml): a tip waits for a move.
        function initTestCase() {
            PointerWatch.moves
        }
        // A test that started a screen reader's listening leaves none behind.
        function cleanup() {
            testAccessibility.setActive(false)
        }

        function findByName(item, name) {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findByName(item.children[i], name)
                if (found)
                    return found
            }
            return null
        }

        function create(properties) {
            const b = createTemporaryObject(buttonComponent, root, properties || {})
            verify(b)
            clickSpy.target = b
            clickSpy.clear()
            return b
        }

        function test_enterPressesLikeSpace() {
            const b = create()
            b.forceActiveFocus(Qt.TabFocusReason)
            verify(b.activeFocus)
            keyClick(Qt.Key_Return)
            compare(clickSpy.count, 1)
            keyClick(Qt.Key_Enter)
            compare(clickSpy.count, 2)
            keyClick(Qt.Key_Space)
            compare(clickSpy.count, 3)
        }

        function test_enterOnDisabledDoesNothing() {
            const b = create()
            b.forceActiveFocus(Qt.TabFocusReason)
            b.enabled = false
            keyClick(Qt.Key_Return)
            compare(clickSpy.count, 0)
        }

        function test_enterTogglesACheckableButton() {
            const b = create({ checkable: true })
            b.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Return)
            verify(b.checked)
            compare(clickSpy.count, 1)
        }

        // The ring is drawn around the button in a colour no button's fill takes, on every kind of button.
        function test_focusRingOnEveryKindOfButton_data() {
            return [
                { tag: "plain", highlighted: false, checkable: false },
                { tag: "highlighted", highlighted: true, checkable: false },
                { tag: "checked", highlighted: false, checkable: true }
            ]
        }
        function test_focusRingOnEveryKindOfButton(data) {
            const b = create({ highlighted: data.highlighted, checkable: data.checkable, checked: data.checkable })
            const ring = findByName(b, "focusRing")
            verify(ring)
            verify(!ring.visible)
            // Hidden, it has no size to follow: the button's new words do not draw its corners anew.
            b.text = "Council of Osteomancy and the Mortis Knighthood"
            compare(ring.width, 0)
            compare(ring.height, 0)
            b.forceActiveFocus(Qt.TabFocusReason)
            verify(b.visualFocus)
            verify(ring.visible)
            verify(ring.border.width >= 2)
            // Around the button's shape, 4 px beyond its edges, not on its fill.
            compare(Qt.rect(ring.x, ring.y, ring.width, ring.height),
                    Qt.rect(-4, -4, b.background.width + 8, b.background.height + 8))
            b.width += 30
            compare(ring.width, b.background.width + 8)
            verify(!Qt.colorEqual(ring.border.color, b.background.color))
            // A click gives the focus without the ring (the mouse knows where it is).
            b.focus = false
            mouseClick(b)
            verify(b.activeFocus)
            verify(!ring.visible)
        }

        // A finger's room: a button drawn 30 px high takes a tap just above it (44 px in all), not one
        // further away; a tall button keeps its own shape.
        function test_touchTargetOf44() {
            const b = create({ height: 30, y: 100 })
            mouseClick(b, b.width / 2, -5)
            compare(clickSpy.count, 1)
            mouseClick(b, b.width / 2, 30 + 5)
            compare(clickSpy.count, 2)
            mouseClick(b, b.width / 2, -12)
            compare(clickSpy.count, 2)
            const tall = create({ height: 60, y: 150 })
            verify(tall.containmentMask === null)
        }

        function test_tipOnKeyboardFocus() {
            const b = create()
            verify(!b.tipShown)
            b.forceActiveFocus(Qt.TabFocusReason)
            verify(b.tipShown)
            compare(b.ToolTip.text, "Recruit a figure of this guild (Key 1)")
            // A step gives the keyboard to a decision's first choice (with its announcement): the tip
            // would cover the question above it, so it waits for Tab.
            const first = create()
            first.announcement = "Now: Ada's turn"
            first.forceActiveFocus(Qt.TabFocusReason)
            verify(first.visualFocus)
            verify(!first.tipShown)
            b.forceActiveFocus(Qt.TabFocusReason)
            first.forceActiveFocus(Qt.TabFocusReason)
            verify(first.tipShown)
        }

        // Clicked with the pointer, its tip stays away while the pointer rests on it: the next question,
        // shown above, was covered by it; moved off and back, the tip shows again.
        function test_noTipOverTheNextQuestionAfterAClick() {
            const b = create({ hoverEnabled: true }) // as with a mouse (the test platform has none)
            mouseMove(b, b.width / 2, b.height / 2)
            tryVerify(() => b.hovered)
            verify(b.tipShown)
            mouseClick(b)
            compare(clickSpy.count, 1)
            verify(b.hovered)
            verify(!b.tipShown)
            mouseMove(root, 5, 290)
            tryVerify(() => !b.hovered)
            mouseMove(b, b.width / 2, b.height / 2)
            tryVerify(() => b.hovered)
            verify(b.tipShown)
        }

        // A button whose panel the guide parks outside the window (its click brought another panel)
        // takes its tip along: the tip stayed over the next screen, at the window's left edge.
        function test_noTipOutsideTheWindow() {
            const b = create({ hoverEnabled: true })
            mouseMove(b, b.width / 2, b.height / 2)
            tryVerify(() => b.hovered)
            tryVerify(() => b.tipShown && b.ToolTip.toolTip.visible)
            b.parent = root.parking
            verify(!b.tipShown)
            tryVerify(() => !b.ToolTip.toolTip.visible)
            b.parent = root
            // Clicked before its tip's delay ran out, and parked by the click (as a Court card's way that
            // brings the relocation's panel).
            mouseMove(root, 5, 290)
            tryVerify(() => !b.hovered)
            b.clicked.connect(() => { b.parent = root.parking })
            mouseMove(b, b.width / 2, b.height / 2)
            mouseClick(b)
            compare(b.parent, root.parking)
            wait(b.ToolTip.delay + 300)
            verify(!b.tipShown)
            verify(!b.ToolTip.toolTip.visible)
            mouseMove(root, 5, 290) // the next test's pointer comes from elsewhere
        }

        // Clicked before its tip's delay ran out, and hidden by the click with the panel around it (as a
        // Court card's way that brings the relocation's panel): no tip shows for the hidden button.
        function test_noTipOnAButtonHiddenByItsClick() {
            const panel = createTemporaryObject(panelComponent, root)
            verify(panel)
            const b = createTemporaryObject(buttonComponent, panel, { hoverEnabled: true })
            verify(b)
            mouseMove(root, 5, 290)
            tryVerify(() => !b.hovered)
            // The shared tip of an earlier test's button, gone with its button, is closed first.
            b.ToolTip.toolTip.close()
            tryVerify(() => !b.ToolTip.toolTip.visible)
            // What the window draws over its items: the shared tip when it shows.
            const drawnOver = () => Array.from(b.Overlay.overlay.children).filter(c => c.visible && c.opacity > 0).length
            compare(drawnOver(), 0)
            b.clicked.connect(() => { panel.visible = false })
            mouseMove(b, b.width / 2, b.height / 2)
            tryVerify(() => b.tipShown && drawnOver() > 0)
            mouseClick(b)
            verify(!b.visible)
            wait(b.ToolTip.delay + 300)
            verify(!b.tipShown)
            compare(drawnOver(), 0)
            mouseMove(root, 5, 290) // the next test's pointer comes from elsewhere
        }

        // A button clicked is not shaded under the resting pointer that clicked it (a table's next bidder saw
        // which amount the last one tapped); the pointer that leaves and comes back shades it again.
        function test_noShadeUnderThePointerThatClicked() {
            const b = createTemporaryObject(buttonComponent, root, { hoverEnabled: true })
            verify(b)
            mouseMove(root, 5, 290)
            tryVerify(() => !b.hovered)
            const base = b.background.baseColor
            verify(Qt.colorEqual(b.background.color, base))
            mouseMove(b, b.width / 2, b.height / 2)
            tryVerify(() => b.hovered)
            verify(!Qt.colorEqual(b.background.color, base), "a hovered button is shaded")
            mouseClick(b)
            verify(b.hovered)
            verify(Qt.colorEqual(b.background.color, base), "the button clicked is still shaded")
            mouseMove(root, 5, 290)
            tryVerify(() => !b.hovered)
            mouseMove(b, b.width / 2, b.height / 2)
            tryVerify(() => b.hovered)
            verify(!Qt.colorEqual(b.background.color, base), "shaded again once the pointer came back")
            mouseMove(root, 5, 290) // the next test's pointer comes from elsewhere
        }

        // A button that comes under a resting pointer (the next step's buttons where the person just
        // clicked) shows no tip until the pointer moves: the tip covered the question just asked.
        function test_noTipUnderARestingPointer() {
            mouseMove(root, 100, 55)
            const b = create({ hoverEnabled: true })
            // The window hovers the new button at its next frame, the pointer not having moved.
            tryVerify(() => b.hovered)
            verify(!b.tipShown)
            mouseMove(b, b.width / 2 + 3, b.height / 2)
            verify(b.hovered)
            tryVerify(() => b.tipShown)
            // Moved onto a button, its tip shows at once (after its delay).
            mouseMove(root, 5, 290)
            tryVerify(() => !b.hovered)
            mouseMove(b, b.width / 2, b.height / 2)
            tryVerify(() => b.hovered)
            verify(b.tipShown)
        }

        // A screen reader reads the announcement, then each line of the tip as a sentence: no line
        // break (Orca says nothing after one), no line run into the next.
        function test_descriptionReadsTheTipLineByLine() {
            const b = create({ tip: "Mortis Knighthood: take 3 Etherea\nKey 1" })
            b.announcement = "Now: Ada may take the bonus"
            // Put together only while a screen reader listens, at once when one starts.
            compare(b.Accessible.description, "")
            testAccessibility.setActive(true)
            compare(b.Accessible.description, "Now: Ada may take the bonus. Mortis Knighthood: take 3 Etherea. Key 1")
            verify(b.Accessible.description.indexOf("\n") < 0)
            b.enabled = false
            compare(b.Accessible.description.indexOf("Not available now. "), 0)
            testAccessibility.setActive(false)
            compare(b.Accessible.description, "")
        }

        // Touch: a press held down shows the tip and does not press the button.
        function test_tipOnPressAndHold() {
            const b = create()
            b.pressAndHold()
            verify(b.held)
            verify(b.tipShown)
            compare(clickSpy.count, 0)
            b.forceActiveFocus()
            root.forceActiveFocus()
            verify(!b.held) // the focus went elsewhere: the tip goes
        }

        // A guild bonus's ways in the guide's two columns at 1280x800 (about 197 pixels each): the whole
        // label is read, on more lines, not cut ("remove Player 2's Conclave of Shadows in the C…").
        function test_wrappedLabelIsWhole() {
            for (const text of ["remove Player 2's Conclave of Shadows in the Crypt",
                                "remove Player 3's Gravedancer's Circle at 10 Cryptus Akhor",
                                "remove Player 4's Council of Osteomancy in the Crypt"]) {
                const b = create({ wrap: true, width: 197, text: text })
                b.font.pixelSize = 17
                waitForRendering(b)
                verify(!b.contentItem.truncated, text + " is cut")
                verify(b.implicitHeight > b.contentItem.contentHeight, text)
            }
        }

        // A squeezed one-line label fits its font by the natural width; a button that measures nothing
        // (as wide as its label) keeps its whole label at its own width, its label not measured again.
        function test_naturalWidthOnlyWhenMeasured() {
            const measured = create({ text: "1 Bone + 1 Flesh Influence" })
            const unmeasured = create({ text: "1 Bone + 1 Flesh Influence", measured: false })
            verify(measured.naturalWidth > measured.leftPadding + measured.rightPadding + 100, measured.naturalWidth)
            compare(unmeasured.naturalWidth, unmeasured.leftPadding + unmeasured.rightPadding + 2)
            waitForRendering(unmeasured)
            verify(!unmeasured.contentItem.truncated)
            compare(unmeasured.width, unmeasured.implicitWidth)
            unmeasured.text = "Cinder Marsh III (stand-in)"
            compare(unmeasured.naturalWidth, unmeasured.leftPadding + unmeasured.rightPadding + 2)
            waitForRendering(unmeasured)
            verify(!unmeasured.contentItem.truncated)
            // Squeezed, the measured label is set smaller, not cut.
            measured.width = measured.naturalWidth - 40
            waitForRendering(measured)
            compare(measured.contentItem.fontSizeMode, Text.HorizontalFit)
            verify(!measured.contentItem.truncated)
        }
    }
}
