import QtQuick
import QtQuick.Controls
import Mourners

// Which round of the log to read: every round, or round 1 up to the round being played.
AppComboBox {
    id: chooser
    // The shown choice, read as the box's value (Material's text field inside has no name).
    contentItem.Accessible.name: displayText

    //! The round being played (the last one offered).
    property int rounds: 1
    //! 0 for every round, else the round chosen.
    readonly property int round: currentIndex <= 0 ? 0 : currentIndex

    model: {
        const names = [qsTr("All rounds")]
        for (let r = 1; r <= Math.max(1, chooser.rounds); ++r)
            names.push(qsTr("Round %1").arg(r))
        return names
    }
    // A finger's room: drawn in the log's title line, it takes the taps up to 44 px high (as ActionButton).
    containmentMask: height > 0 && height < 44 ? touchArea : null
    Item {
        id: touchArea
        y: -(44 - chooser.height) / 2
        width: chooser.width
        height: 44
    }

    // The list is as wide as its longest entry needs in the list's own font ("All rounds" was cut to
    // "All roun…" in the log's narrow box): measured on an entry like the list's.
    MenuItem {
        id: longestEntry
        visible: false
        text: qsTr("All rounds")
        font.weight: Font.DemiBold
    }
    popup.width: Math.max(chooser.width, longestEntry.implicitWidth + popup.leftPadding + popup.rightPadding + 4)
    // Wider than the box, it opens leftwards: the box stands at the right of its panel, by the window's edge.
    popup.x: chooser.width - popup.width

    Accessible.name: qsTr("Show the log of")
    ToolTip.visible: hovered
    ToolTip.delay: 600
    ToolTip.text: qsTr("Read the log of one round, or of the whole game")
}
