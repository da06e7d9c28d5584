import QtQuick
import QtQuick.Controls
import QtTest
import Mourners

// FocusOrder.firstTabStop: where the keyboard goes after a step (GamePage, RestInPeacePage). The first
// visible, enabled place Tab reaches, children in order; a part with firstChoice() answers for itself;
// named parts are passed over; a scrolling area that Tab stops at comes after what it holds.
Item {
    id: root
    width: 600
    height: 400

    Column {
        id: panel
        Button { id: hidden; text: "hidden"; visible: false }
        Button { id: off; text: "off"; enabled: false }
        Item {
            id: hint
            objectName: "hintRow"
            width: 10
            height: 10
            Button { id: why; text: "Why?" }
        }
        Item {
            id: area
            width: 100
            height: 40
            activeFocusOnTab: true // a scrolling area that takes Tab
            Row {
                Label { text: "not a stop" }
                Button { id: inside; text: "inside" }
            }
        }
        Item {
            id: bid
            width: 100
            height: 40
            function firstChoice() { return second }
            Row {
                Button { id: first; text: "Hide" }
                Button { id: second; text: "0" }
            }
        }
    }

    TestCase {
        name: "FocusOrder"
        when: windowShown

        function test_firstVisibleEnabledStop() {
            compare(FocusOrder.firstTabStop(panel), why)
            compare(FocusOrder.firstTabStop(panel, ["hintRow"]), inside)
            // The area itself once nothing inside it takes Tab.
            inside.enabled = false
            compare(FocusOrder.firstTabStop(area), area)
            inside.enabled = true
            compare(FocusOrder.firstTabStop(area), inside)
            // Hidden or disabled: nothing under it.
            compare(FocusOrder.firstTabStop(hidden), null)
            panel.enabled = false
            compare(FocusOrder.firstTabStop(panel), null)
            panel.enabled = true
            compare(FocusOrder.firstTabStop(null), null)
        }

        function test_partWithFirstChoiceAnswers() {
            compare(FocusOrder.firstTabStop(bid), second)
            hint.visible = false
            area.visible = false
            compare(FocusOrder.firstTabStop(panel), second)
            hint.visible = true
            area.visible = true
        }
    }
}
