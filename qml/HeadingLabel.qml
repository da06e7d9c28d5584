import QtQuick
import QtQuick.Controls

// A label that a screen reader reads as a heading (a screen's title, a decision's question). Qt 6.4
// gives every text the role of a plain text, whatever its Accessible.role says: an item of its own
// carries the heading, and the label itself is left out. (Orca reads a group's plain texts as the
// keyboard enters it, but not its headings.)
Label {
    id: label

    //! What a screen reader reads: the text itself unless set.
    property string spokenText: text
    //! The item that carries the heading (tests, and a choice that says the question again).
    readonly property alias heading: headingItem

    Accessible.ignored: true
    Item {
        id: headingItem
        anchors.fill: parent
        Accessible.role: Accessible.Heading
        Accessible.name: label.spokenText
    }
}
