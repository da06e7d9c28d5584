import QtQuick
import QtQuick.Controls
import QtTest
import Mourners

// ChoiceButton: its list of options is made when it opens (a closed one made a button per option at
// every step) and an option chosen there closes it and says which, without an error from the list
// going away under the option's own click.
Item {
    id: root
    width: 600
    height: 500

    property var chosenValue

    Component {
        id: buttonComponent
        ChoiceButton {
            x: 40
            y: 40
            width: 200
            options: [{ value: "a", label: "Dirth Forge" }, { value: "b", label: "Vadlum Gates" },
                      { value: "c", label: "Curio Cryptus" }]
            value: "a"
            onChosen: v => {
                root.chosenValue = v
                value = v
            }
        }
    }

    TestCase {
        name: "ChoiceButton"
        when: windowShown

        //! The option buttons in the window's overlay (an open list), in order.
        function options() {
            const out = []
            const collect = item => {
                if (item.text !== undefined && item.hasOwnProperty("modelData"))
                    out.push(item)
                for (let i = 0; i < item.children.length; ++i)
                    collect(item.children[i])
            }
            collect(Overlay.overlay)
            return out
        }

        function test_chooseFromTheList() {
            failOnWarning(/.*/)
            const button = createTemporaryObject(buttonComponent, root)
            verify(button)
            compare(button.currentLabel, "Dirth Forge")
            // Closed: no option buttons anywhere.
            compare(options().length, 0)
            mouseClick(button)
            tryVerify(() => options().length === 3)
            mouseClick(options()[1])
            compare(root.chosenValue, "b")
            compare(button.currentLabel, "Vadlum Gates")
            // The list goes a moment later; opened again, it is made again with the options.
            tryVerify(() => options().length === 0)
            mouseClick(button)
            tryVerify(() => options().length === 3)
            compare(options()[1].checked, true)
            keyClick(Qt.Key_Escape)
            tryVerify(() => options().length === 0)
        }

        function findIn(item, name) {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findIn(item.children[i], name)
                if (found)
                    return found
            }
            return null
        }

        // A list longer than its room (the places of a relocation from the Crypt) shows its scroll bar,
        // and no option reaches under it; a short list has none.
        function test_longListShowsItsScrollBar() {
            const button = createTemporaryObject(buttonComponent, root, {
                options: Array.from({ length: 12 }, (_, i) => ({ value: "p" + i, label: "→ " + (i + 1) + " a place (1 Flesh Influence per figure)" })),
                value: "p0"
            })
            verify(button)
            mouseClick(button)
            tryVerify(() => options().length > 0)
            const bar = findIn(Overlay.overlay, "optionsScrollBar")
            verify(bar)
            tryVerify(() => bar.visible && bar.policy === ScrollBar.AlwaysOn)
            const first = options()[0]
            verify(first.mapToItem(bar, first.width, 0).x <= 0.5)
            keyClick(Qt.Key_Escape)
            tryVerify(() => options().length === 0)
            const few = createTemporaryObject(buttonComponent, root)
            mouseClick(few)
            tryVerify(() => options().length === 3)
            compare(findIn(Overlay.overlay, "optionsScrollBar").policy, ScrollBar.AlwaysOff)
            verify(!findIn(Overlay.overlay, "optionsScrollBar").visible)
            keyClick(Qt.Key_Escape)
        }
    }
}
