import QtQuick
import QtTest
import Mourners

// A card's name shows what the card does when the pointer comes onto it, but not when the name comes
// under a resting pointer: the rows of the table's next question appeared under the pointer that had
// just answered the last one, and a row's words covered the screen.
Item {
    id: root
    width: 600
    height: 300

    Component {
        id: nameComponent
        CardName {
            x: 40
            y: 40
            width: 300
            height: 40
            text: "Drowned Bell I"
            cardText: "Yes: it applies.\nNo: no effect this round."
        }
    }

    TestCase {
        name: "CardName"
        when: windowShown

        // The pointer is watched from the start, as the app does (Main.qml).
        function initTestCase() {
            PointerWatch.moves
        }

        function test_noTipUnderARestingPointer() {
            // A kept panel's row, hidden, shown again under the pointer that rests where it stands.
            const card = createTemporaryObject(nameComponent, root, { visible: false })
            verify(card)
            mouseMove(root, 100, 55)
            let area = null
            for (let i = 0; i < card.children.length; ++i)
                if (card.children[i].containsMouse !== undefined)
                    area = card.children[i]
            verify(area)
            verify(!area.containsMouse)
            card.visible = true
            tryVerify(() => area.containsMouse, 2000, "the resting pointer hovers the name shown")
            verify(!card.tipWanted, "the words came under a resting pointer")
            verify(!card.tipShown)
            // The pointer moves on the name: its words show.
            mouseMove(card, 80, 20)
            tryVerify(() => card.tipShown, 2000)
            // Off and on again: shown again.
            mouseMove(root, 5, 290)
            tryVerify(() => !card.tipShown)
            mouseMove(card, 60, 20)
            tryVerify(() => card.tipShown, 2000)
            mouseMove(root, 5, 290)
        }
    }
}
