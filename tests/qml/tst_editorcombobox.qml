import QtQuick
import QtTest
import Mourners

// The combo boxes of the setup and the card editor: the choice shown in the box is marked in the list (a
// person took the hover grey of the entry under the pointer that opened the list for the choice).
Item {
    id: root
    width: 600
    height: 500

    Component {
        id: boxComponent
        EditorComboBox {
            x: 20
            y: 20
            width: 400
            model: [{ key: "person", label: "Person" }, { key: "random", label: "Computer: Random" },
                    { key: "rules", label: "Computer: Rule-based" }]
            value: "rules"
        }
    }

    TestCase {
        name: "EditorComboBox"
        when: windowShown

        function test_theChoiceIsMarkedInTheList() {
            const box = createTemporaryObject(boxComponent, root)
            verify(box)
            compare(box.currentIndex, 2)
            mouseClick(box)
            tryVerify(() => box.popup.opened)
            const list = box.popup.contentItem
            const marked = []
            for (let i = 0; i < box.count; ++i) {
                const entry = list.itemAtIndex(i)
                verify(entry, "entry " + i)
                if (entry.contentItem.children[0].text.startsWith("\u2713"))
                    marked.push(i)
            }
            compare(marked, [2])
            box.popup.close()
        }
    }
}
