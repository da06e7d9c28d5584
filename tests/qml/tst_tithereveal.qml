import QtQuick
import QtQuick.Controls
import QtTest
import Mourners

// All tithe bids revealed together (R-TITHE-2): a box for each bid and the lines that explain the
// outcome; the next round's reveal takes the same boxes and lines.
Item {
    id: root
    width: 600
    height: 500

    TitheReveal {
        id: reveal
        width: 600
        height: 500
        seatColors: ["#c62828", "#1565c0", "#2e7d32", "#ef6c00"]
    }

    TestCase {
        name: "TitheReveal"
        when: windowShown

        function boxes() {
            const out = []
            const stack = [reveal]
            while (stack.length > 0) {
                const item = stack.pop()
                if (item.modelData !== undefined && item.present === true)
                    out.push(item)
                for (let i = 0; i < item.children.length; ++i)
                    stack.push(item.children[i])
            }
            return out.sort((a, b) => a.modelData.seat - b.modelData.seat)
        }

        function named(item, name, out) {
            if (item.objectName === name && item.visible)
                out.push(item)
            for (let i = 0; i < item.children.length; ++i)
                named(item.children[i], name, out)
            return out
        }

        function allNamed(item, name, out) {
            if (item.objectName === name)
                out.push(item)
            for (let i = 0; i < item.children.length; ++i)
                allNamed(item.children[i], name, out)
            return out
        }

        Component {
            id: revealComponent
            TitheReveal { width: 600; height: 500 }
        }

        // The first reveal's lines are there before it, hidden: the reveal takes them instead of making them.
        function test_firstRevealTakesLinesMadeBefore() {
            const fresh = createTemporaryObject(revealComponent, root)
            const made = allNamed(fresh, "revealLine", [])
            verify(made.length >= 8, "lines made with the panel: " + made.length)
            verify(made.every(l => !l.visible))
            const lines = ["P1 pays 1 Influence.", "P2 pays 1 Influence.", "P3 gains 1 Unity.",
                           "P4 loses 1 Unity.", "The tithe is met.", "P1 gains 2 Etherea."]
            fresh.info = { round: 1, met: true, summary: "4 owed", bids: bids(1, [1, 1, 1, 1]), lines: lines }
            const shown = named(fresh, "revealLine", [])
            compare(shown.length, 6)
            verify(shown.every(l => made.indexOf(l) >= 0), "every line shown was made before the reveal")
            compare(shown.map(l => l.text).sort(), lines.slice().sort())
        }

        function bids(round, values) {
            return values.map((v, i) => ({ seat: i, name: "P" + (i + 1), bid: v }))
        }

        function test_revealsTakeTheSameBoxes() {
            reveal.info = { round: 1, met: true, summary: "2 owed", bids: bids(1, [0, 1, 1, 0]),
                            lines: ["P2 pays 1 Influence.", "P3 pays 1 Influence."] }
            tryCompare(reveal.info, "round", 1)
            const first = boxes()
            compare(first.length, 4)
            compare(first[1].modelData.bid, 1)
            reveal.info = ({})
            reveal.info = { round: 2, met: false, summary: "3 owed", bids: bids(2, [2, 0, 0]),
                            lines: ["The tithe is missed."] }
            const second = boxes()
            compare(second.length, 3)
            for (let i = 0; i < 3; ++i)
                verify(second[i] === first[i], "box " + i + " is the first reveal's")
            compare(second[0].modelData.bid, 2)
            compare(second[0].modelData.name, "P1")
        }

        // Four players' reveal in the room a 1280×800 window leaves it: the summary, the bids and the
        // lines scroll together, a bar says there is more, and the last line can be brought into view.
        function test_everyLineCanBeRead() {
            reveal.height = 300
            const lines = []
            for (let i = 1; i <= 8; ++i)
                lines.push("P" + (i % 4 + 1) + " gains 1 Unity for the highest bid of the round, line " + i + ".")
            reveal.info = { round: 3, met: true, summary: "Owed: 6 Etherea. The Dirth Forge paid 2, leaving 4. Bid: 7 in all.",
                            bids: bids(3, [2, 1, 4, 0]), lines: lines }
            const scroll = findChild(reveal, "revealScroll")
            const bar = findChild(reveal, "revealScrollBar")
            verify(scroll, "the reveal's content scrolls")
            tryVerify(() => scroll.contentHeight > scroll.height + 1, 1000, "the content is longer than its room")
            tryVerify(() => bar.visible && bar.policy === ScrollBar.AlwaysOn, 1000,
                      "a scroll bar says there is more")
            const shown = named(reveal, "revealLine", [])
            compare(shown.length, 8)
            const last = shown.reduce((a, b) => (a.mapToItem(scroll.contentItem, 0, 0).y
                                                 > b.mapToItem(scroll.contentItem, 0, 0).y ? a : b))
            compare(last.text, lines[7])
            scroll.contentY = scroll.contentHeight - scroll.height
            const at = last.mapToItem(scroll, 0, 0)
            verify(at.y >= 0 && at.y + last.height <= scroll.height + 1,
                   "the last line stands in view at the end (" + at.y + ", " + last.height + ")")
            // The lines are not under the bar.
            verify(last.mapToItem(scroll, last.width, 0).x <= bar.x + 1, "the lines end before the bar")
            // As narrow as the guide of a 1280x800 window: the four bids still stand on one row.
            reveal.width = 420
            const right = b => b.mapToItem(scroll, b.width, 0).x
            tryVerify(() => boxes().every(b => b.y === boxes()[0].y && right(b) <= bar.x + 1), 1000,
                      "bids on one row before the bar: " + boxes().map(b => b.y + "/" + right(b)).join(", ")
                      + " (bar at " + bar.x + ")")
            reveal.width = 600

            // A reveal that fits has no bar.
            reveal.height = 500
            reveal.info = { round: 4, met: false, summary: "3 owed", bids: bids(4, [0, 0]),
                            lines: ["The tithe is missed."] }
            tryVerify(() => scroll.contentHeight <= scroll.height, 1000)
            tryVerify(() => bar.policy === ScrollBar.AlwaysOff, 1000, "no bar while the reveal fits")
            compare(named(reveal, "revealLine", []).length, 1)
        }
    }
}
