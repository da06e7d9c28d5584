import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Blind tithe bidding on one laptop (R-TITHE-2): the screen first asks to pass the laptop to the
// bidder and shows nothing else; only after "I am <name>" does it show the bid buttons. Once the bid
// is made the screen hides it again for the next bidder.
Item {
    id: privacy

    //! The player who bids now.
    property string bidder
    //! The legal bids, one row each with a `value` role (the amount): the engine's, never a range
    //! made here (D-BID). The phase guide gives the choice model's "bid" rows.
    property var bidModel: null
    //! The largest legal bid, for the prompt.
    property int maxBid: 0
    //! Bids made so far and players in all.
    property int bidsMade: 0
    property int players: 0
    //! Etherea still owed after the Dirth Forge paid (public).
    property int stillOwed: 0
    //! "handover" (screen hidden) or "entry" (the bidder is looking).
    property string stage: "handover"
    //! The amount chosen, -1 for none yet.
    property int amount: -1
    //! A table's companion: the hand-over screen itself lists the amounts, and a tap on one is the bid,
    //! made at once with nothing shown of it (one tap per bidder). The amounts are public (every bidder's
    //! Etherea is on the table); what stays secret is which one the bidder taps.
    property bool quickBid: false
    //! False for a moment after a bid, so that a double tap of one bidder never bids for the next.
    property bool armed: true

    //! The bidder confirmed their bid.
    signal bidChosen(int amount)
    //! The bidder hid the screen without bidding: where the app's own hand-off showed the bid, every
    //! secret on screen has to go with it, not only this box.
    signal hidden()

    readonly property bool dark: Material.theme === Material.Dark
    // The phase guide of a 1280x800 window is low: the hand-over's and the bid's words and buttons, smaller,
    // still fit it.
    readonly property bool compact: height < 360

    onBidderChanged: {
        stage = "handover"
        amount = -1
    }

    //! Makes the bid of `value` at once and hides the screen for the next bidder.
    function quickBidOf(value) {
        if (!armed)
            return
        armed = false
        rearm.restart()
        amount = -1
        stage = "handover"
        bidChosen(value)
    }

    Timer {
        id: rearm
        interval: 700
        onTriggered: privacy.armed = true
    }

    //! The window's keyboard is nowhere a person put it: on nothing, on something hidden or gone, or
    //! on a part of this screen that is no longer shown.
    function focusLost() {
        const now = Window.activeFocusItem
        if (!now || !now.visible || !now.enabled || !now.activeFocusOnTab)
            return true
        return false
    }
    //! The first thing to press on the stage shown: the first amount (not Hide), or "I am"; null if none.
    function firstChoice() {
        const candidates = stage === "entry" ? amounts.children : quickBid ? quickBids.children : [iAmButton]
        for (let i = 0; i < candidates.length; ++i) {
            const c = candidates[i]
            if (c.visible && c.enabled && c.activeFocusOnTab)
                return c
        }
        return null
    }
    //! Gives the keyboard to firstChoice().
    function takeFocus() {
        const w = Window.window
        const target = firstChoice()
        if (target)
            target.forceActiveFocus(w && w.keyboardUsed === true ? Qt.TabFocusReason : Qt.OtherFocusReason)
    }
    //! Gives the keyboard to firstChoice() if it is nowhere on the screen.
    function takeFocusIfLost() {
        if (focusLost())
            takeFocus()
    }
    // Called later as a method of this item, not as a closure: Qt.callLater skips the method of an item
    // gone meanwhile (a reopened game replaced the bid), where a closure ran and threw a ReferenceError.
    onStageChanged: Qt.callLater(privacy.takeFocusIfLost)
    // A table's next bidder: the amounts come back after the pause that keeps a double tap from bidding twice.
    onArmedChanged: if (armed) Qt.callLater(privacy.takeFocusIfLost)

    Accessible.role: Accessible.Pane
    Accessible.name: stage === "handover" ? handoverLabel.text : qsTr("Secret bid of %1").arg(bidder)

    Rectangle {
        anchors.fill: parent
        radius: 8
        color: privacy.stage === "handover" ? (privacy.dark ? "#101418" : "#263238") : "transparent"
    }

    // A table's quick bid in a low guide (1280x800): the amounts and the prompt come first; the line of
    // bids made goes, and the heading is smaller. What still does not fit scrolls inside the box, never
    // over the panel's edge.
    readonly property bool tight: compact && quickBid
    Flickable {
        id: handoverScroll
        anchors.fill: parent
        anchors.margins: 8
        visible: privacy.stage === "handover"
        contentWidth: width
        contentHeight: Math.max(height, handoverView.implicitHeight)
        interactive: handoverView.implicitHeight > height
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: FitScrollBar {
            objectName: "handoverScrollBar"
            overflows: handoverScroll.interactive
        }

        ColumnLayout {
            id: handoverView
            objectName: "handoverView"
            anchors.centerIn: parent
            width: parent.width - 32
            visible: privacy.stage === "handover"
            spacing: privacy.compact ? 8 : 16

            Label {
                id: handoverLabel
                objectName: "handoverLabel"
                Layout.fillWidth: true
                //: Blind bidding: the laptop goes to the next bidder. %1 player.
                text: qsTr("Pass the laptop to %1").arg(privacy.bidder)
                font.pixelSize: privacy.tight ? 22 : privacy.compact ? 28 : 34
                font.weight: Font.Bold
                color: "white"
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
            }
            Label {
                Layout.fillWidth: true
                visible: !privacy.tight
                //: %1 bids made, %2 players, %3 Etherea owed, %4 the bidder.
                text: privacy.stillOwed > 0
                      ? qsTr("Secret bids: %1 of %2 made. Still owed: %3 Etherea. Only %4 should look at the screen now.")
                        .arg(privacy.bidsMade).arg(privacy.players).arg(privacy.stillOwed).arg(privacy.bidder)
                      //: R-TITHE-2: the Dirth Forge paid the whole tithe; the bids still decide who gains Unity.
                      //: %1 bids made, %2 players, %3 the bidder.
                      : qsTr("Secret bids: %1 of %2 made. The Dirth Forge has paid the tithe, but the bids still count. "
                             + "Only %3 should look at the screen now.")
                        .arg(privacy.bidsMade).arg(privacy.players).arg(privacy.bidder)
                font.pixelSize: privacy.compact ? 16 : 19
                color: "#cfd8dc"
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
            }
            // A table: the amounts right here; a tap is the bid.
            Label {
                Layout.fillWidth: true
                visible: privacy.quickBid
                //: A table's blind bid: %1 the bidder, %2 their Etherea. A tap on an amount makes the bid.
                text: qsTr("%1, tap your bid (0 to %2 Etherea); it stays hidden.").arg(privacy.bidder).arg(privacy.maxBid)
                font.pixelSize: privacy.compact ? 17 : 20
                font.weight: Font.DemiBold
                color: "white"
                horizontalAlignment: Text.AlignHCenter
                wrapMode: Text.WordWrap
            }
            // As wide as its amounts, centred under the words (at most the box's width, then on more rows).
            Flow {
                id: quickBids
                objectName: "quickBids"
                readonly property int fitPerRow: Math.max(1, Math.floor((handoverView.width + spacing) / (54 + spacing)))
                // Rows as even as they can be (7 amounts: 4 and 3, not 5 and 2), so that a second row does
                // not stand short at the block's left edge.
                readonly property int perRow: {
                    const n = Math.max(1, quickAmounts.count)
                    return Math.ceil(n / Math.ceil(n / fitPerRow))
                }
                Layout.preferredWidth: Math.min(handoverView.width, perRow * (54 + spacing) - spacing)
                Layout.alignment: Qt.AlignHCenter
                visible: privacy.quickBid
                spacing: 8
                Repeater {
                    id: quickAmounts
                    model: privacy.quickBid ? privacy.bidModel : null
                    ActionButton {
                        required property int value
                        objectName: "bidButton" + value
                        width: 54
                        height: privacy.tight ? 44 : privacy.compact ? 48 : 52
                        text: value
                        font.pixelSize: 24
                        enabled: privacy.armed
                        onClicked: privacy.quickBidOf(value)
                        //: %1 Etherea.
                        Accessible.name: qsTr("Bid %1").arg(value)
                    }
                }
            }
            ActionButton {
                id: iAmButton
                objectName: "iAmButton"
                visible: !privacy.quickBid
                Layout.alignment: Qt.AlignHCenter
                Layout.preferredHeight: privacy.compact ? 54 : 64
                Layout.preferredWidth: 300
                highlighted: true
                font.pixelSize: privacy.compact ? 24 : 26
                //: The bidder confirms they hold the laptop. %1 player.
                text: qsTr("I am %1").arg(privacy.bidder)
                onClicked: privacy.stage = "entry"
            }
        }
    }

    ColumnLayout {
        objectName: "entryView"
        anchors.fill: parent
        anchors.margins: 12
        visible: privacy.stage === "entry"
        spacing: privacy.compact ? 6 : 10

        Label {
            Layout.fillWidth: true
            //: %1 player, %2 their Etherea.
            text: qsTr("%1, your secret bid (0 to %2 Etherea)").arg(privacy.bidder).arg(privacy.maxBid)
            font.pixelSize: privacy.compact ? 17 : 20
            font.weight: Font.DemiBold
            wrapMode: Text.WordWrap
            maximumLineCount: 2
            elide: Text.ElideRight
        }
        // The confirmation comes before the amounts, so it stays in view however many amounts there are.
        RowLayout {
            Layout.fillWidth: true
            spacing: 10
            ActionButton {
                objectName: "hideBid"
                //: Button: hides the secret bid from the screen (a verb).
                text: qsTr("Hide")
                onClicked: {
                    privacy.amount = -1
                    privacy.stage = "handover"
                    privacy.hidden()
                }
                Accessible.description: qsTr("Hides the screen without bidding")
            }
            Item { Layout.fillWidth: true }
            ActionButton {
                id: confirmBid
                objectName: "confirmBid"
                enabled: privacy.amount >= 0
                highlighted: true
                // A narrow panel (German's "1 bieten und verbergen" at 1280x800) wraps the label inside the
                // panel; a layout keeps a button that does not fill at its whole width, past the panel's edge.
                Layout.fillWidth: true
                Layout.maximumWidth: naturalWidth
                wrap: true
                Layout.preferredHeight: Math.max(privacy.compact ? 48 : 56, implicitHeight)
                font.pixelSize: privacy.compact ? 20 : 22
                //: %1 Etherea; the screen is hidden afterwards.
                text: privacy.amount >= 0 ? qsTr("Bid %1 and hide").arg(privacy.amount) : qsTr("Choose a bid")
                onClicked: {
                    const chosen = privacy.amount
                    privacy.amount = -1
                    privacy.stage = "handover"
                    privacy.bidChosen(chosen)
                }
            }
        }
        Flickable {
            id: amountsView
            Layout.fillWidth: true
            Layout.fillHeight: true
            // One row of amounts at least; the rest scroll.
            Layout.minimumHeight: 52
            // The scroll bar, while shown, has its own strip beside the amounts.
            contentWidth: width - (amountsBar.policy === ScrollBar.AlwaysOn ? amountsBar.width + 4 : 0)
            contentHeight: amounts.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            // Shown while the amounts are longer than the room: a row cut in half at the panel's bottom
            // said nothing of the amounts below it.
            ScrollBar.vertical: FitScrollBar {
                id: amountsBar
                objectName: "amountsScrollBar"
                overflows: amountsView.contentHeight > amountsView.height + 1
            }
            Flow {
                id: amounts
                objectName: "bidAmounts"
                // As wide as its rows, centred under the words and the buttons above (it stood at the left).
                readonly property real room: amountsView.contentWidth
                width: room > 0 ? Math.min(room, evenColumns * (buttonWidth + spacing) - spacing) : 0
                x: Math.max(0, (room - width) / 2)
                spacing: 8
                // Rich bidders (13 amounts for 12 Etherea in a 1280x800 window) get narrower buttons, more to a
                // row, until every amount is in view; at least 42 pixels wide, and scrolling beyond that.
                readonly property int columns: {
                    const n = amountButtons.count
                    let cols = Math.max(1, Math.floor((room + spacing) / (54 + spacing)))
                    // Not yet laid out (shown a moment ago): the buttons keep their size rather than change twice.
                    if (room <= 0 || amountsView.height <= 0)
                        return cols
                    while (cols < n && Math.ceil(n / cols) * (52 + spacing) - spacing > amountsView.height
                           && (room - cols * spacing) / (cols + 1) >= 42)
                        ++cols
                    return cols
                }
                //! The rows as even as they can be in as many rows (7 amounts: 4 and 3, not 5 and 2).
                readonly property int evenColumns: {
                    const n = Math.max(1, amountButtons.count)
                    return Math.ceil(n / Math.ceil(n / columns))
                }
                readonly property real buttonWidth: room > 0 ? Math.min(54, Math.floor((room - (columns - 1) * spacing) / columns)) : 54
                Repeater {
                    id: amountButtons
                    model: privacy.bidModel
                    ActionButton {
                        required property int value
                        objectName: "bidButton" + value
                        width: amounts.buttonWidth
                        height: 52
                        leftPadding: 4
                        rightPadding: 4
                        text: value
                        font.pixelSize: 24
                        checkable: true
                        checked: privacy.amount === value
                        // Chosen by keyboard: on to "Bid N and hide", one key away (Enter).
                        onClicked: {
                            privacy.amount = value
                            checked = Qt.binding(() => privacy.amount === value)
                            if (visualFocus)
                                confirmBid.forceActiveFocus(Qt.TabFocusReason)
                        }
                        //: %1 Etherea.
                        Accessible.name: qsTr("Bid %1").arg(value)
                    }
                }
            }
        }
    }
}
