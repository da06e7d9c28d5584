import QtQuick
import QtTest
import Mourners

// The app's combo box makes its list's entries when the list opens, not while it is closed: closed, the
// list made every entry anew at each change of the model (the log's round choosers at each new round).
// Open, the list shows every entry of the model as it is then.
Item {
    id: root
    width: 600
    height: 500

    Component {
        id: boxComponent
        AppComboBox {
            property int rounds: 2
            x: 20
            y: 20
            width: 300
            model: {
                const names = ["All rounds"]
                for (let r = 1; r <= rounds; ++r)
                    names.push("Round " + r)
                return names
            }
        }
    }

    TestCase {
        name: "AppComboBox"
        when: windowShown

        function entryTexts(list, count) {
            const texts = []
            for (let i = 0; i < count; ++i) {
                const entry = list.itemAtIndex(i)
                texts.push(entry ? entry.text : null)
            }
            return texts
        }

        function test_entriesAreMadeWhenTheListOpens() {
            const box = createTemporaryObject(boxComponent, root)
            verify(box)
            box.currentIndex = 2
            const list = box.popup.contentItem
            compare(list.count, 0, "a closed box's list holds no entries")
            verify(list.itemAtIndex(0) === null)
            // A new round while closed: still none made, and the box shows its choice.
            box.rounds = 3
            box.currentIndex = 3
            compare(list.count, 0)
            verify(list.itemAtIndex(0) === null)
            compare(box.displayText, "Round 3")

            mouseClick(box)
            tryVerify(() => box.popup.opened)
            compare(list.count, 4)
            compare(entryTexts(list, 4), ["All rounds", "Round 1", "Round 2", "Round 3"])
            // The list is as high as its entries (it was made open, not empty).
            verify(box.popup.height >= 4 * list.itemAtIndex(0).height - 1, "popup " + box.popup.height)

            // An entry is chosen from the opened list.
            mouseClick(list.itemAtIndex(1))
            tryVerify(() => !box.popup.visible)
            compare(box.currentIndex, 1)
            compare(box.displayText, "Round 1")
            compare(list.count, 0, "closed again, its entries are gone")

            box.rounds = 4
            mouseClick(box)
            tryVerify(() => box.popup.opened)
            compare(entryTexts(list, 5), ["All rounds", "Round 1", "Round 2", "Round 3", "Round 4"])
            box.popup.close()
            tryVerify(() => !box.popup.visible)
        }
    }
}
