import QtQuick

// Scrolls `flickable` so that the place the keyboard moves to (Tab, Shift+Tab) stands in view, when it
// lies inside the flickable: a long form follows the field being filled in. Put it inside the flickable.
Item {
    id: keeper

    //! The scrolling area whose content is followed.
    property Flickable flickable: null
    //! Room kept above and below the focused item.
    property real margin: 16

    //! Brings `item` into view, when it lies in the flickable's content.
    function reveal(item) {
        if (!item || !flickable || !flickable.visible || flickable.height <= 0)
            return
        let inside = false
        for (let p = item.parent; p; p = p.parent)
            if (p === flickable.contentItem) {
                inside = true
                break
            }
        if (!inside)
            return
        const at = item.mapToItem(flickable.contentItem, 0, 0)
        const top = at.y - margin
        const bottom = at.y + item.height + margin
        const maxY = Math.max(0, flickable.contentHeight - flickable.height)
        if (top < flickable.contentY)
            flickable.contentY = Math.max(0, Math.min(top, maxY))
        else if (bottom > flickable.contentY + flickable.height)
            // An item taller than the area shows its top.
            flickable.contentY = Math.max(0, Math.min(bottom - flickable.height, top, maxY))
    }

    width: 0
    height: 0
    visible: false

    // Only while the area is shown: a panel kept made but hidden (PhaseGuide's) has nothing in view to
    // keep, and each of them walked up from every item the keyboard reached, at every step.
    Connections {
        target: keeper.Window.window
        enabled: keeper.flickable !== null && keeper.flickable.visible
        function onActiveFocusItemChanged() { keeper.reveal(keeper.Window.activeFocusItem) }
    }
}
