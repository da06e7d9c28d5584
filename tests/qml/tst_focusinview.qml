import QtQuick
import QtQuick.Controls
import QtTest
import Mourners

// A long form scrolls to the field the keyboard moves to (the setup forms, the score sheets, a long list
// of choices): Tab down to a field below the fold brings it into view, Shift+Tab back up too.
Item {
    id: root
    width: 400
    height: 300

    Flickable {
        id: flick
        anchors.fill: parent
        contentHeight: column.height
        clip: true
        FocusInView { flickable: flick }
        Column {
            id: column
            width: flick.width
            spacing: 10
            Repeater {
                id: fields
                model: 12
                TextField {
                    required property int index
                    objectName: "field" + index
                    width: column.width
                    height: 50
                    text: "field " + index
                }
            }
        }
    }

    TestCase {
        name: "FocusInView"
        when: windowShown

        function inView(item) {
            const at = item.mapToItem(flick, 0, 0)
            return at.y >= 0 && at.y + item.height <= flick.height
        }

        function test_tabScrollsToTheField() {
            const first = fields.itemAt(0)
            first.forceActiveFocus(Qt.TabFocusReason)
            compare(flick.contentY, 0)
            for (let i = 1; i < 12; ++i) {
                keyClick(Qt.Key_Tab)
                const field = fields.itemAt(i)
                verify(field.activeFocus, "field " + i + " has no focus")
                verify(inView(field), "field " + i + " out of view at contentY " + flick.contentY)
            }
            verify(flick.contentY > 0)
            for (let i = 10; i >= 0; --i) {
                keyClick(Qt.Key_Tab, Qt.ShiftModifier)
                verify(fields.itemAt(i).activeFocus)
                verify(inView(fields.itemAt(i)), "field " + i + " out of view on the way back")
            }
            compare(flick.contentY, 0)
        }
    }
}
