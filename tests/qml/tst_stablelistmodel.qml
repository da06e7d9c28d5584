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

    // Rows made ahead: a reserve of hidden rows holding the blank, taken by the first values.
    property var later: []
    Column {
        Repeater {
            id: reserved
            model: StableListModel {
                id: reservedModel
                keepsDelegates: true
                reserve: 3
                blank: ({ name: "", answer: -1 })
                values: root.later
            }
            Text {
                required property var entry
                required property bool present
                visible: present
                text: entry.name + (entry.answer === 1 ? " yes" : "")
            }
        }
    }

    TestCase {
        name: "StableListModel"

        function test_reserveMakesRowsAhead() {
            compare(reserved.count, 3)
            compare(reservedModel.count, 0)
            const made = [reserved.itemAt(0), reserved.itemAt(1), reserved.itemAt(2)]
            for (const item of made) {
                verify(!item.present)
                compare(item.entry.answer, -1)
            }
            root.later = [{ name: "Ada", answer: 1 }, { name: "Bo", answer: 0 }]
            compare(reserved.count, 3)
            compare(reservedModel.count, 2)
            for (let i = 0; i < 3; ++i)
                compare(reserved.itemAt(i), made[i])
            verify(made[0].present && made[1].present && !made[2].present)
            compare(made[0].text, "Ada yes")
            // A new blank reaches only the row that never had a value.
            reservedModel.blank = { name: "?", answer: -1 }
            compare(made[2].entry.name, "?")
            root.later = [{ name: "Cy", answer: 0 }]
            reservedModel.blank = { name: "!", answer: -1 }
            compare(made[1].entry.name, "Bo")
            compare(made[2].entry.name, "!")
            root.later = [1, 2, 3, 4].map(n => ({ name: "P" + n, answer: 0 }))
            compare(reserved.count, 4)
            compare(reserved.itemAt(2), made[2])
            compare(made[2].text, "P3")
        }

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
