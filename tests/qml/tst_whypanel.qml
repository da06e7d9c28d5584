import QtQuick
import QtTest
import Mourners

// The automatic results with their reasons: a row for each while the panel is shown, none made while
// it stands hidden (a table game shows the log in its room).
Item {
    id: root
    width: 400
    height: 400

    ListModel {
        id: results
        ListElement { title: "Ada has the majority of 1 Dirth Forge."; detail: "Ada 2 · Bo 1"; rule: "R-MAJ-1"; round: 1 }
        ListElement { title: "The tithe is met."; detail: "2 owed, 2 bid"; rule: "R-TITHE-2"; round: 1 }
    }

    Item {
        id: holder
        anchors.fill: parent
        visible: false
        WhyPanel {
            id: panel
            anchors.fill: parent
            results: results
        }
    }

    TestCase {
        name: "WhyPanel"
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

        function test_rowsOnlyWhileShown() {
            const list = findByName(panel, "whyList")
            verify(list)
            holder.visible = false
            compare(list.count, 0)
            results.append({ title: "Over-crowding at 7 Life's Ebb.", detail: "a roll of 2", rule: "R-DREAD-1", round: 1 })
            compare(list.count, 0)
            verify(findByName(list, "whyButton0") === null)
            holder.visible = true
            tryCompare(list, "count", 3)
            tryVerify(() => findByName(list, "whyButton0") !== null)
            results.remove(2)
        }
    }
}
