import QtQuick
import QtTest
import Mourners

// StableListModel under a Repeater: the delegates of kept rows stay (a new list changes them in
// place), each reads its row as `entry`; rows come and go at the end only.
Item {
    id: root
    width: 300
    height: 200

    property var rows: [{ name: "Ada", answer: -2 }, { name: "Bo", answer: -2 }]

    Column {
        id: column
        Repeater {
            id: repeater
            model: StableListModel { values: root.rows }
            Text {
                required property var entry
                required property int index
                text: entry.name + (entry.answer === 1 ? " yes" : "")
            }
        }
    }

    TestCase {
        name: "StableListModel"

        function test_keptDelegates() {
            compare(repeater.count, 2)
            const first = repeater.itemAt(0)
            const second = repeater.itemAt(1)
            compare(first.text, "Ada")
            compare(second.index, 1)
            root.rows = [{ name: "Ada", answer: 1 }, { name: "Bo", answer: -2 }]
            compare(repeater.itemAt(0), first)
            compare(repeater.itemAt(1), second)
            compare(first.text, "Ada yes")
            root.rows = [{ name: "Ada", answer: 1 }, { name: "Bo", answer: -2 }, { name: "Cy", answer: 0 }]
            compare(repeater.count, 3)
            compare(repeater.itemAt(0), first)
            compare(repeater.itemAt(2).text, "Cy")
            root.rows = [{ name: "Di", answer: 0 }]
            compare(repeater.count, 1)
            compare(repeater.itemAt(0), first)
            compare(first.text, "Di")
        }
    }
}
