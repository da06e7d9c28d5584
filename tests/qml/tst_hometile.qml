import QtQuick
import QtTest
import Mourners

// TestCase itself is invisible: tiles are created in this visible root item so they get clicks.
Item {
    id: root
    width: 600
    height: 300

    Component {
        id: tileComponent
        HomeTile {}
    }

    SignalSpy {
        id: clickedSpy
        signalName: "clicked"
    }

    TestCase {
        name: "HomeTile"
        when: windowShown

        function createTile(properties) {
            const tile = createTemporaryObject(tileComponent, root, properties)
            verify(tile)
            clickedSpy.target = tile
            clickedSpy.clear()
            return tile
        }

        function test_clickEmitsClicked() {
            const tile = createTile({ text: "Score calculator", description: "Rank" })
            mouseClick(tile)
            compare(clickedSpy.count, 1)
        }

        // Keyboard: Enter opens a tile as Space does, and a ring around it shows the keyboard is there, on
        // the accented tile too.
        function test_enterAndRing() {
            const tile = createTile({ text: "New table game", highlighted: true, x: 20, y: 20 })
            let ring = null
            for (let i = 0; i < tile.background.children.length; ++i)
                if (tile.background.children[i].objectName === "focusRing")
                    ring = tile.background.children[i]
            verify(ring)
            verify(!ring.visible)
            tile.forceActiveFocus(Qt.TabFocusReason)
            verify(ring.visible)
            keyClick(Qt.Key_Return)
            compare(clickedSpy.count, 1)
            keyClick(Qt.Key_Space)
            compare(clickedSpy.count, 2)
        }

        function test_disabledTileIgnoresClicks() {
            const tile = createTile({ text: "New digital game", enabled: false })
            mouseClick(tile)
            compare(clickedSpy.count, 0)
        }

        function test_accessibleNameAndDescription() {
            const tile = createTile({ text: "History", description: "Past games" })
            compare(tile.Accessible.name, "History")
            compare(tile.Accessible.description, "Past games")
        }
    }
}
