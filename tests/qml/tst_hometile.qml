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
