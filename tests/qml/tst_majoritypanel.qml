import QtQuick
import QtQuick.Controls
import QtTest
import Mourners

// The majority screen (R-MAJ-1/2/4): counts per player behind each result, the row being resolved
// marked, ties and Malavestros shown.
Item {
    id: root
    width: 600
    height: 400

    ListModel {
        id: rows
        ListElement { kind: "location"; number: 1; name: "Dirth Forge"; leader: 0; tied: false; malavestros: false; status: "done"; summary: "Ada 2 · Bo 1 → Ada"; result: "Ada" }
        ListElement { kind: "location"; number: 2; name: "Vadlum Gates"; leader: -1; tied: true; malavestros: false; status: "current"; summary: "Ada 1 · Bo 1 → tie"; result: "tie" }
        ListElement { kind: "location"; number: 3; name: "Curio Cryptus"; leader: -1; tied: false; malavestros: true; status: "pending"; summary: "Malavestros"; result: "Malavestros" }
        ListElement { kind: "guild"; number: 1; name: "Mortis Knighthood"; leader: 1; tied: false; malavestros: false; status: "pending"; summary: "Bo 3 → Bo"; result: "Bo" }
    }
    // ListElement cannot hold a list: counts are added afterwards.
    Component.onCompleted: {
        rows.setProperty(0, "counts", [2, 1])
        rows.setProperty(1, "counts", [1, 1])
        rows.setProperty(2, "counts", [0, 1])
        rows.setProperty(3, "counts", [0, 3])
    }

    Component {
        id: panelComponent
        MajorityPanel {
            width: root.width
            height: root.height
            model: rows
            currentRow: 1
            seatColors: ["#c62828", "#1565c0"]
        }
    }

    TestCase {
        name: "MajorityPanel"
        when: windowShown

        function findByName(item, name) {
            if (item.objectName === name)
                return item
            const kids = item.children
            for (let i = 0; i < kids.length; ++i) {
                const found = findByName(kids[i], name)
                if (found)
                    return found
            }
            return null
        }

        function test_rowsShowResults() {
            const panel = createTemporaryObject(panelComponent, root)
            verify(panel)
            const list = findByName(panel, "majorityList")
            verify(list)
            tryCompare(list, "count", 4)
            const forge = findByName(list.itemAtIndex(0), "majorityResult")
            compare(forge.text, "\u2192 Ada")
            const gates = findByName(list.itemAtIndex(1), "majorityResult")
            compare(gates.text, "tie")
            const curio = findByName(list.itemAtIndex(2), "majorityResult")
            compare(curio.text, "Malavestros")
            // The row being resolved stands out in the accent colour.
            verify(list.itemAtIndex(1).color !== list.itemAtIndex(3).color)
            compare(list.itemAtIndex(1).status, "current")
        }

        // A name takes 15 px on one line where it fits, else 13 px on at most two lines: one measure
        // (Qt's fitting laid each name out several times at every change of its row).
        function test_namesTakeOneOfTwoSizes() {
            const panel = createTemporaryObject(panelComponent, root)
            verify(panel)
            const list = findByName(panel, "majorityList")
            tryCompare(list, "count", 4)
            waitForRendering(panel)
            const shortName = findByName(list.itemAtIndex(0), "majorityName")
            const longName = findByName(list.itemAtIndex(3), "majorityName")
            compare(shortName.fontSizeMode, Text.FixedSize)
            compare(shortName.font.pixelSize, 15)
            compare(shortName.lineCount, 1)
            rows.setProperty(3, "name", "Council of Osteomancy and the Shroudrievies Coven")
            tryCompare(longName.font, "pixelSize", 13)
            verify(longName.lineCount <= 2)
            verify(longName.truncated)
            rows.setProperty(3, "name", "Mortis Knighthood")
        }

        // The guide makes the panel ahead and parks it outside the window, where it gets its size after
        // it is made: every row is made there, and showing the panel in the window makes none anew.
        function test_rowsAreMadeOutsideTheWindow() {
            const panel = createTemporaryObject(panelComponent, null, {height: 0})
            verify(panel)
            panel.height = 400
            const list = findByName(panel, "majorityList")
            compare(list.count, 4)
            const made = []
            for (let i = 0; i < 4; ++i) {
                made.push(list.itemAtIndex(i))
                verify(made[i] !== null, "row " + i + " is made outside the window")
            }
            panel.parent = root
            waitForRendering(root)
            for (let i = 0; i < 4; ++i)
                verify(list.itemAtIndex(i) === made[i], "row " + i + " is the one made ahead")
        }

        // The row being resolved is scrolled into view in a list taller than the panel, and again when
        // the resolution moves on.
        function test_currentRowStaysInView() {
            const panel = createTemporaryObject(panelComponent, root)
            verify(panel)
            panel.height = 72 // two rows
            const list = findByName(panel, "majorityList")
            tryCompare(list, "count", 4)
            function inView(index) {
                const row = list.itemAtIndex(index)
                return row !== null && row.y >= list.contentY - 0.5 && row.y + row.height <= list.contentY + list.height + 0.5
            }
            // The rows are placed in a frame: until then they all stand at the top.
            panel.currentRow = 3
            tryVerify(() => inView(3) && !inView(0))
            panel.currentRow = 0
            tryVerify(() => inView(0) && !inView(3))
            // A bar says there are more rows, in a strip of its own beside them.
            const bar = findByName(panel, "majorityScrollBar")
            verify(bar, "the rows have a scroll bar")
            tryVerify(() => bar.visible && bar.policy === ScrollBar.AlwaysOn)
            verify(list.itemAtIndex(0).width <= bar.x + 0.5, "the rows run under the bar")
            // Scrolled away by the wheel while hidden, the panel shown again brings the row back in view.
            panel.currentRow = 3
            tryVerify(() => inView(3))
            panel.visible = false
            list.contentY = 0
            panel.visible = true
            tryVerify(() => inView(3) && !inView(0))
            // All rows in their room: no bar.
            panel.height = 400
            tryVerify(() => bar.policy === ScrollBar.AlwaysOff)
        }
    }
}
