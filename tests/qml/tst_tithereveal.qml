import QtQuick
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
        anchors.fill: parent
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
    }
}
