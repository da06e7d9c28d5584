import QtQuick
import QtTest
import Mourners

// Hot-seat hand-off in digital play: the private part stays covered until the named person says
// "I am <name>", nothing under the cover can be clicked, and the next person starts covered again.
Item {
    id: root
    width: 900
    height: 600

    // What the game page does: a private panel under the hand-off cover for the current person.
    property string person: "Ada"
    property bool revealed: false
    onPersonChanged: revealed = false

    // The shared table, always there under the cover.
    Rectangle {
        id: table
        anchors.fill: parent
        property int clicks: 0
        MouseArea { id: tableArea; anchors.fill: parent; hoverEnabled: true; onClicked: table.clicks++ }
    }

    Rectangle {
        id: secrets
        objectName: "secrets"
        anchors.fill: parent
        visible: root.revealed
        property int clicks: 0
        Text { text: "Only for " + root.person + ": hand Death, Cleopsis" }
        MouseArea { anchors.fill: parent; onClicked: secrets.clicks++ }
    }

    HandOff {
        id: cover
        anchors.fill: parent
        visible: !root.revealed
        name: root.person
        what: "choose your Ulterior Motive"
        onConfirmed: root.revealed = true
    }

    SignalSpy {
        id: cancelledSpy
        target: cover
        signalName: "cancelled"
    }

    SignalSpy {
        id: confirmedSpy
        target: cover
        signalName: "confirmed"
    }

    TestCase {
        name: "HandOff"
        when: windowShown

        function findByName(item, name) {
            if (item.objectName === name)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findByName(item.children[i], name)
                if (found)
                    return found
            }
            return null
        }

        function init() {
            root.person = "Ada"
            root.revealed = false
            secrets.clicks = 0
            table.clicks = 0
            confirmedSpy.clear()
            cancelledSpy.clear()
            cover.cancelText = ""
        }

        // An undo waiting for another person's hand-off can be given up; the plain hand-off cannot.
        function test_cancelOnlyWhereOffered() {
            const cancel = findByName(cover, "handOffCancel")
            verify(!cancel.visible)
            cover.cancelText = "Keep it as it is"
            verify(cancel.visible)
            compare(cancel.text, "Keep it as it is")
            mouseClick(cancel)
            compare(cancelledSpy.count, 1)
            compare(confirmedSpy.count, 0)
            verify(!secrets.visible)
        }

        function test_coversUntilConfirmed() {
            verify(cover.visible)
            verify(!secrets.visible)
            compare(findByName(cover, "handOffTitle").text, "Pass the laptop to Ada")
            compare(findByName(cover, "iAmButton").text, "I am Ada")
            // A click anywhere else on the cover reaches nothing underneath.
            mouseClick(cover, 20, 20)
            compare(table.clicks, 0)
            compare(secrets.clicks, 0)
            compare(confirmedSpy.count, 0)
            verify(!secrets.visible)
        }

        function test_confirmRevealsThenNextPersonIsCovered() {
            mouseClick(findByName(cover, "iAmButton"))
            compare(confirmedSpy.count, 1)
            verify(secrets.visible)
            verify(!cover.visible)
            // The decision is made: the next person's turn starts behind the cover again.
            root.person = "Bo"
            verify(cover.visible)
            verify(!secrets.visible)
            compare(findByName(cover, "handOffTitle").text, "Pass the laptop to Bo")
        }

        // The pointer over the cover hovers nothing under it: no card's words come up through the cover.
        function test_coverTakesTheHover() {
            verify(cover.visible)
            mouseMove(cover, 30, 30)
            mouseMove(cover, 60, 40)
            wait(0)
            verify(!tableArea.containsMouse, "the table under the cover is hovered")
            root.revealed = true
            mouseMove(root, 70, 50)
            tryVerify(() => tableArea.containsMouse)
            mouseMove(root, 5, 5)
        }
    }
}
