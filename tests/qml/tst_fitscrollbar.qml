import QtQuick
import QtQuick.Controls
import QtTest
import Mourners

// A list's scroll bar: shown while its content is longer than its room, and nothing of it drawn while
// the content fits, also just after the content was longer for a moment (the style's bar stayed drawn
// at its full height for two and a half seconds then: a dark strip beside a bid's hand-over).
Item {
    id: root
    width: 300
    height: 300

    Component {
        id: listComponent
        Flickable {
            id: list
            property alias bar: fitBar
            property alias content: box
            width: 200
            height: 100
            contentWidth: width
            contentHeight: box.height
            clip: true
            ScrollBar.vertical: FitScrollBar {
                id: fitBar
                overflows: list.contentHeight > list.height + 1
            }
            Rectangle {
                id: box
                width: list.width
                height: 80
                color: "lightsteelblue"
            }
        }
    }

    //! Frames the window drew so far.
    property int frames: 0
    Connections {
        target: root.Window.window
        function onFrameSwapped() { root.frames++ }
    }

    TestCase {
        name: "FitScrollBar"
        when: windowShown

        //! Something of the bar is drawn.
        function drawn(bar) {
            return bar.visible && (bar.contentItem.opacity > 0 || (bar.background !== null && bar.background.opacity > 0))
        }

        function test_shownWhileTheContentIsLonger() {
            const list = createTemporaryObject(listComponent, root)
            verify(list)
            waitForRendering(list)
            verify(!drawn(list.bar))
            list.content.height = 300
            tryVerify(() => drawn(list.bar))
            compare(list.bar.policy, ScrollBar.AlwaysOn)
            // Within a pixel of the room: it fits (a list's rounding).
            list.content.height = 101
            verify(!list.bar.visible)
        }

        // A step that makes the content longer for a moment (rows added before others are hidden): the
        // bar goes with it, at once, not two and a half seconds later.
        function test_noStripAfterAMomentLonger() {
            const list = createTemporaryObject(listComponent, root)
            verify(list)
            waitForRendering(list)
            list.content.height = 300
            tryVerify(() => drawn(list.bar))
            list.content.height = 80
            wait(300)
            verify(!drawn(list.bar))
        }

        // Shown and gone at once, with nothing animated: the style fades the bar in over a quarter of a
        // second and, once it is off, runs its fading out hidden for two and a half seconds, a frame of
        // nothing drawn sixty times a second (a busy machine draws fewer frames, never more).
        function test_noFramesForAnAnimation() {
            const list = createTemporaryObject(listComponent, root)
            verify(list)
            waitForRendering(list)
            list.content.height = 300
            verify(drawn(list.bar))
            compare(list.bar.contentItem.opacity, 1)
            waitForRendering(list)
            list.content.height = 80
            verify(!drawn(list.bar))
            waitForRendering(list)
            const before = root.frames
            wait(400)
            verify(root.frames - before <= 1, (root.frames - before) + " frames drawn for nothing")
        }
    }
}
