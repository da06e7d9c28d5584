import QtQuick
import QtTest
import Mourners

// Blind tithe bidding on one laptop (R-TITHE-2): the bid buttons only show after "I am <name>", the
// bid is hidden again once made, and the next bidder starts behind the privacy screen.
Item {
    id: root
    width: 700
    height: 500

    Component {
        id: privacyComponent
        TithePrivacy {
            anchors.fill: parent
            bidder: "Ada"
            maxBid: 4
            bidModel: legalBids
            players: 3
            stillOwed: 5
        }
    }

    // The legal bids as the choice model lists them (D-BID: 0 to the bidder's 4 Etherea).
    ListModel {
        id: legalBids
        ListElement { value: 0 }
        ListElement { value: 1 }
        ListElement { value: 2 }
        ListElement { value: 3 }
        ListElement { value: 4 }
    }

    // Eight amounts (0 to 7 Etherea), as a table's rich bidder has.
    ListModel {
        id: eightBids
        ListElement { value: 0 }
        ListElement { value: 1 }
        ListElement { value: 2 }
        ListElement { value: 3 }
        ListElement { value: 4 }
        ListElement { value: 5 }
        ListElement { value: 6 }
        ListElement { value: 7 }
    }

    // Thirteen amounts (0 to 12 Etherea), filled by the test that uses them.
    ListModel {
        id: thirteenBids
    }

    SignalSpy {
        id: bidSpy
        signalName: "bidChosen"
    }

    TestCase {
        name: "TithePrivacy"
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

        function create() {
            const p = createTemporaryObject(privacyComponent, root)
            verify(p)
            bidSpy.target = p
            bidSpy.clear()
            return p
        }

        function test_startsHidden() {
            const p = create()
            compare(p.stage, "handover")
            verify(findByName(p, "handoverView").visible)
            verify(!findByName(p, "entryView").visible)
            compare(findByName(p, "handoverLabel").text, "Pass the laptop to Ada")
            compare(findByName(p, "iAmButton").text, "I am Ada")
        }

        // A table's bid: the hand-over lists the amounts, one tap bids and nothing of it stays on screen; a
        // double tap of that bidder does not bid again (for the next bidder).
        function test_quickBidIsOneTap() {
            const p = create()
            p.quickBid = true
            verify(!findByName(p, "iAmButton").visible)
            const three = findByName(findByName(p, "handoverView"), "bidButton3")
            verify(three && three.visible)
            waitForRendering(p)
            mouseClick(three)
            compare(bidSpy.count, 1)
            compare(bidSpy.signalArguments[0][0], 3)
            compare(p.stage, "handover")
            compare(p.amount, -1)
            mouseClick(three)
            compare(bidSpy.count, 1)
            tryCompare(three, "enabled", true)
        }

        // A table's amounts stand centred under the words that ask for them, not at the box's left edge.
        function test_quickAmountsAreCentred() {
            const p = create()
            p.quickBid = true
            waitForRendering(p)
            const view = findByName(p, "handoverView")
            const first = findByName(view, "bidButton0")
            const last = findByName(view, "bidButton4")
            verify(first && last)
            tryVerify(() => last.x > first.x)
            const left = first.mapToItem(view, 0, 0).x
            const right = view.width - last.mapToItem(view, last.width, 0).x
            verify(left > 50, "the amounts start at the box's left edge")
            verify(Math.abs(left - right) <= 1, "left " + left + ", right " + right)
            compare(first.mapToItem(view, 0, 0).y, last.mapToItem(view, 0, 0).y) // one row
        }

        function test_bidFlow() {
            const p = create()
            mouseClick(findByName(p, "iAmButton"))
            compare(p.stage, "entry")
            verify(findByName(p, "entryView").visible)
            verify(!findByName(p, "handoverView").visible)
            const confirm = findByName(p, "confirmBid")
            verify(!confirm.enabled) // no bid chosen yet
            verify(findByName(p, "bidButton4"))
            verify(!findByName(p, "bidButton5")) // D-BID: no more than their Etherea
            mouseClick(findByName(p, "bidButton3"))
            compare(p.amount, 3)
            verify(confirm.enabled)
            mouseClick(confirm)
            compare(bidSpy.count, 1)
            compare(bidSpy.signalArguments[0][0], 3)
            // Hidden at once: the amount is gone before the next player looks.
            compare(p.stage, "handover")
            compare(p.amount, -1)
            verify(!findByName(p, "entryView").visible)
        }

        function test_nextBidderStartsHidden() {
            const p = create()
            mouseClick(findByName(p, "iAmButton"))
            mouseClick(findByName(p, "bidButton1"))
            p.bidder = "Bo" // the facade moved on to the next bidder
            compare(p.stage, "handover")
            compare(p.amount, -1)
            compare(findByName(p, "handoverLabel").text, "Pass the laptop to Bo")
        }

        function test_hideWithoutBidding() {
            const p = create()
            mouseClick(findByName(p, "iAmButton"))
            mouseClick(findByName(p, "bidButton2"))
            mouseClick(findByName(p, "hideBid"))
            compare(p.stage, "handover")
            compare(bidSpy.count, 0)
        }

        // Keyboard only: Enter on "I am", the keyboard on the first amount; an amount chosen by keyboard
        // moves it on to "Bid N and hide", which Enter confirms; Tab and Shift+Tab reach that button too.
        function test_bidByKeyboard() {
            const p = create()
            const iAm = findByName(p, "iAmButton")
            iAm.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Return)
            compare(p.stage, "entry")
            const zero = findByName(findByName(p, "entryView"), "bidButton0")
            tryVerify(() => zero.activeFocus)
            const two = findByName(findByName(p, "entryView"), "bidButton2")
            two.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Space)
            compare(p.amount, 2)
            const confirm = findByName(p, "confirmBid")
            verify(confirm.activeFocus)
            compare(confirm.text, "Bid 2 and hide")
            // From the amounts, Shift+Tab goes back to the confirmation.
            zero.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Tab, Qt.ShiftModifier)
            verify(confirm.activeFocus)
            keyClick(Qt.Key_Return)
            compare(bidSpy.count, 1)
            compare(bidSpy.signalArguments[0][0], 2)
            compare(p.stage, "handover")
        }

        // Choosing another amount by keyboard keeps one amount checked (the buttons follow the amount).
        function test_oneAmountChecked() {
            const p = create()
            p.stage = "entry"
            const view = findByName(p, "entryView")
            const one = findByName(view, "bidButton1")
            const three = findByName(view, "bidButton3")
            one.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Return)
            three.forceActiveFocus(Qt.TabFocusReason)
            keyClick(Qt.Key_Return)
            compare(p.amount, 3)
            verify(three.checked)
            verify(!one.checked)
        }

        // A narrow panel (a 1280x800 window, German's longer words): the confirmation and Hide stay
        // inside the panel, the confirmation's label whole (wrapped or smaller), never cut off at its edge.
        function test_confirmationFitsANarrowPanel() {
            const p = create()
            p.anchors.fill = undefined
            p.width = 220
            p.height = 330
            p.stage = "entry"
            const view = findByName(p, "entryView")
            mouseClick(findByName(view, "bidButton4"))
            const confirm = findByName(view, "confirmBid")
            const hide = findByName(view, "hideBid")
            waitForRendering(p)
            tryVerify(() => confirm.width > 0)
            verify(confirm.naturalWidth + hide.width > p.width - 24, "the row is wider than the panel")
            for (const button of [confirm, hide]) {
                const box = button.mapToItem(p, 0, 0, button.width, button.height)
                verify(box.x >= 0 && box.x + box.width <= p.width + 0.5,
                       button.objectName + " from " + box.x + " to " + (box.x + box.width) + " in " + p.width)
            }
            // The label is all there: wrapped onto lines of the button's width.
            verify(confirm.contentItem.implicitWidth <= confirm.availableWidth + 0.5 || confirm.contentItem.lineCount > 1)
            verify(!confirm.contentItem.truncated)
        }

        // A table's quick bid in the low guide of a 1280x800 window (German words, eight amounts): the
        // heading, the prompt and every amount lie inside the box, none over its edges.
        function test_quickBidFitsALowBox() {
            const p = create()
            p.anchors.fill = undefined
            p.width = 418
            p.height = 228
            p.quickBid = true
            p.bidModel = eightBids
            p.maxBid = 7
            p.bidder = "Spieler 1"
            waitForRendering(p)
            const view = findByName(p, "handoverView")
            const inside = item => {
                const box = item.mapToItem(p, 0, 0, item.width, item.height)
                return box.y >= -0.5 && box.y + box.height <= p.height + 0.5 && box.x >= -0.5 && box.x + box.width <= p.width + 0.5
            }
            tryVerify(() => findByName(view, "bidButton7") !== null)
            verify(inside(findByName(p, "handoverLabel")), "the heading stands over the box's top")
            for (let v = 0; v <= 7; ++v)
                verify(inside(findByName(view, "bidButton" + v)), "amount " + v + " lies outside the box")
            // Each amount is a tap away: the first one bids.
            mouseClick(findByName(view, "bidButton6"))
            compare(bidSpy.count, 1)
            compare(bidSpy.signalArguments[0][0], 6)
        }

        // A digital bidder with 12 Etherea in the guide of a 1280x800 window: all thirteen amounts in view
        // without scrolling (12 was below the box's edge), each number whole at the buttons' size ("10"
        // and "11" had shrunk to fit).
        function test_richBidderSeesEveryAmount() {
            thirteenBids.clear()
            for (let v = 0; v <= 12; ++v)
                thirteenBids.append({ value: v })
            const p = create()
            p.anchors.fill = undefined
            p.width = 430
            p.height = 262
            p.bidModel = thirteenBids
            p.maxBid = 12
            p.bidder = "Ben"
            p.stage = "entry"
            const view = findByName(p, "entryView")
            tryVerify(() => findByName(view, "bidButton12") !== null)
            waitForRendering(p)
            const flow = findByName(view, "bidAmounts")
            const flick = flow.parent.parent
            for (let v = 0; v <= 12; ++v) {
                const b = findByName(view, "bidButton" + v)
                const box = b.mapToItem(flick, 0, 0, b.width, b.height)
                verify(box.y >= -0.5 && box.y + box.height <= flick.height + 0.5 && box.x + box.width <= flick.width + 0.5,
                       "amount " + v + " at " + box.y + ".." + (box.y + box.height) + " of " + flick.height)
                verify(b.width >= 42, "amount " + v + " is " + b.width + " wide")
                compare(b.contentItem.fontInfo.pixelSize, 24, "amount " + v + " shrunk")
            }
            mouseClick(findByName(view, "bidButton12"))
            compare(p.amount, 12)
        }

        // The buttons of `names` that are present, row by row (y), each row's x positions.
        function rowsOf(view, values) {
            const rows = {}
            for (const v of values) {
                const b = findByName(view, "bidButton" + v)
                const at = b.mapToItem(view, 0, 0)
                const y = Math.round(at.y)
                if (!rows[y])
                    rows[y] = []
                rows[y].push({ left: at.x, right: at.x + b.width })
            }
            return Object.keys(rows).map(k => Number(k)).sort((a, b) => a - b).map(k => rows[k])
        }

        // Amounts on more than one row: the rows are as even as they can be and the block stands centred
        // (a second row of two stood at the left under a first row of eleven); the entry's amounts too.
        function test_amountRowsAreEvenAndCentred() {
            thirteenBids.clear()
            for (let v = 0; v <= 12; ++v)
                thirteenBids.append({ value: v })
            const values = [...Array(13).keys()]
            const p = create()
            p.bidModel = thirteenBids
            p.maxBid = 12
            p.quickBid = true
            const view = findByName(p, "handoverView")
            tryVerify(() => findByName(view, "bidButton12") !== null)
            waitForRendering(p)
            let rows = rowsOf(view, values)
            verify(rows.length >= 2, "13 amounts on " + rows.length + " row(s)")
            for (const row of rows)
                verify(Math.abs(row.length - rows[0].length) <= 1, "rows of " + rows.map(r => r.length).join(", "))
            let left = rows[0][0].left
            let right = view.width - rows[0][rows[0].length - 1].right
            verify(Math.abs(left - right) <= 1, "quick bid: left " + left + ", right " + right)
            compare(rows[1][0].left, left) // the rows stand as a grid

            // The entry's amounts: as many rows as before, centred under the words.
            p.quickBid = false
            p.stage = "entry"
            const entry = findByName(p, "entryView")
            waitForRendering(p)
            const flick = findByName(entry, "bidAmounts").parent.parent
            rows = rowsOf(flick, values)
            for (const row of rows)
                verify(Math.abs(row.length - rows[0].length) <= 1, "entry rows of " + rows.map(r => r.length).join(", "))
            left = rows[0][0].left
            right = flick.width - rows[0][rows[0].length - 1].right
            verify(left > 20, "the entry's amounts start at the left edge")
            verify(Math.abs(left - right) <= 1, "entry: left " + left + ", right " + right)
        }

        // More amounts than the room shows even with narrower buttons: a scroll bar says so, in a strip of
        // its own beside the amounts (a row cut in half at the bottom said nothing).
        function test_amountsBeyondTheRoomShowABar() {
            thirteenBids.clear()
            for (let v = 0; v <= 12; ++v)
                thirteenBids.append({ value: v })
            const p = create()
            p.anchors.fill = undefined
            p.width = 260
            p.height = 190
            p.bidModel = thirteenBids
            p.maxBid = 12
            p.stage = "entry"
            const view = findByName(p, "entryView")
            tryVerify(() => findByName(view, "bidButton12") !== null)
            waitForRendering(p)
            const flick = findByName(view, "bidAmounts").parent.parent
            const bar = findByName(view, "amountsScrollBar")
            verify(bar, "the amounts have a scroll bar")
            tryVerify(() => flick.contentHeight > flick.height + 1, 2000, "the amounts are longer than the room")
            tryVerify(() => bar.visible && bar.policy === 2, 2000, "the bar is shown")
            for (let v = 0; v <= 12; ++v) {
                const b = findByName(view, "bidButton" + v)
                verify(b.mapToItem(flick, b.width, 0).x <= bar.x + 0.5, "amount " + v + " lies under the bar")
            }
        }
    }
}
