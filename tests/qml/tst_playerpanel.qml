import QtQuick
import QtTest
import Mourners

// A player's panel at the size of a 4-player game at 1280x800 (R-WAL-1): the face-up Wallows card with
// its objective and progress stays on its own line, whatever the Mourners below need.
Item {
    id: root
    width: 320
    height: 160

    Component {
        id: panelComponent
        PlayerPanel {
            width: 310
            height: 136
            player: ({
                name: "Ada", faction: "Bone", etherea: 5, unity: 0, bone: 0, flesh: 0, spirit: 0, bases: 9, crypt: 1,
                isCurrent: true,
                mournerList: [{ name: "Ossuary Knight Vel", text: "Bone. Once per round: gain 2 Etherea.", exhausted: true },
                              { name: "Dame Ribbonbone", text: "", exhausted: true },
                              { name: "Brother Calcine", text: "Bone. No ability.", exhausted: false }],
                wallowsCards: [{ name: "Thorn Shrine I", goal: "have 3 Bone Influence",
                                 objective: "have 3 Bone Influence: +1 Spirit Influence", progress: "1 of 3",
                                 done: false, known: true }]
            })
        }
    }

    Component {
        id: mapComponent
        IllvernessMap { width: 480; height: 470 }
    }

    TestCase {
        name: "PlayerPanel"
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

        function test_wallowsLineKeepsItsRoom() {
            const panel = createTemporaryObject(panelComponent, root)
            verify(panel)
            const line = findByName(panel, "wallowsLabel")
            verify(line)
            tryVerify(() => line.visible)
            verify(line.height >= 14, "height " + line.height)
            compare(line.text, "Wallows: Thorn Shrine I (1 of 3): have 3 Bone Influence")
            compare(line.whole, "Thorn Shrine I: have 3 Bone Influence: +1 Spirit Influence (1 of 3)")
        }

        // A long objective in a narrow panel (German at 1280x800, four players): the line stays readable,
        // cut at the end, not shrunk to a few pixels; the whole card is in its tooltip.
        function test_longWallowsLineStaysReadable() {
            const panel = createTemporaryObject(panelComponent, root, { width: 250 })
            verify(panel)
            panel.player = {
                name: "Spieler 1", wallowsCards: [{ name: "Bog Lantern I", goal: "mindestens 2 Figuren an 1 Dirth Forge haben",
                                                    objective: "mindestens 2 Figuren an 1 Dirth Forge haben: +1 Einheit",
                                                    progress: "4 von 4", done: true, known: true }]
            }
            const line = findByName(panel, "wallowsLabel")
            tryVerify(() => line.visible && line.width > 0)
            waitForRendering(line)
            verify(line.fontInfo.pixelSize >= 11, "font " + line.fontInfo.pixelSize)
            compare(line.font.pixelSize, 11)
            verify(line.truncated)
            // A short one at full size again.
            panel.player = { name: "Spieler 1", wallowsCards: [{ name: "Bog Lantern I", goal: "2 Figuren", objective: "",
                                                                progress: "", done: false, known: true }] }
            tryCompare(line, "text", "Wallows: Bog Lantern I: 2 Figuren")
            compare(line.font.pixelSize, 12)
            verify(!line.truncated)
        }

        // The Mourners' line tells what each named Mourner does (hover, hold, Tab); one not named has no text.
        function test_mournersTellTheirText() {
            const panel = createTemporaryObject(panelComponent, root)
            verify(panel)
            const line = findByName(panel, "mournersLabel")
            verify(line)
            compare(line.cardText, "Ossuary Knight Vel: Bone. Once per round: gain 2 Etherea.\nBrother Calcine: Bone. No ability.")
            verify(line.activeFocusOnTab)
            compare(line.plainText, "Mourners: Ossuary Knight Vel (exhausted), Dame Ribbonbone (exhausted), Brother Calcine")
            // Each named Mourner is a link of its own: the mouse on one shows that card alone.
            compare(line.parts["0"].heading, "Ossuary Knight Vel")
            compare(line.parts["1"], undefined)
            compare(line.parts["2"].text, "Bone. No ability.")
            line.forceActiveFocus()
            tryVerify(() => line.tipShown)
            compare(line.shownText, line.cardText)
        }

        // The panel and the map clip: a click elsewhere in the window skips their items (Qt Quick's search
        // for the items under the pointer goes into every item that does not clip).
        function test_panelAndMapClip() {
            const panel = createTemporaryObject(panelComponent, root)
            verify(panel.clip)
            const map = createTemporaryObject(mapComponent, root)
            verify(map)
            verify(map.clip)
        }

        // The current player's panel is framed in the seat's colour by strips on its edge; the panel's own
        // border stays the same whoever is current (changed, it repainted the whole of two panels at
        // each turn with the software renderer). The strips keep off the panel's content.
        function test_currentFrameOnTheEdge() {
            const panel = createTemporaryObject(panelComponent, root, { seatColor: "#1565c0" })
            verify(panel)
            const frame = findByName(panel, "currentFrame")
            verify(frame)
            compare(frame.opacity, 1)
            const ownWidth = panel.border.width
            const ownColor = String(panel.border.color)
            const strips = []
            for (let i = 0; i < frame.children.length; ++i)
                if (frame.children[i].color !== undefined && frame.children[i].width > 0)
                    strips.push(frame.children[i])
            compare(strips.length, 4)
            for (const strip of strips) {
                verify(Qt.colorEqual(strip.color, "#1565c0"), String(strip.color))
                verify(Math.min(strip.width, strip.height) <= 4)
                const inner = strip.mapToItem(panel, 0, 0)
                const nearEdge = inner.x <= 4 || inner.y <= 4 || inner.x + strip.width >= panel.width - 4
                                 || inner.y + strip.height >= panel.height - 4
                verify(nearEdge, "a strip at " + inner.x + "," + inner.y)
            }
            const content = findByName(panel, "wallowsLabel")
            const at = content.mapToItem(panel, 0, 0)
            verify(at.x >= 4 && at.x + content.width <= panel.width - 4, "the Wallows line at " + at.x)
            // Another player's turn: the frame goes, the panel's own border is as it was.
            panel.player = Object.assign({}, panel.player, { isCurrent: false })
            compare(frame.opacity, 0)
            compare(panel.border.width, ownWidth)
            compare(String(panel.border.color), ownColor)
        }

        function test_noWallowsNoLine() {
            const panel = createTemporaryObject(panelComponent, root, { player: { name: "Bo", wallowsCards: [] } })
            verify(panel)
            verify(!findByName(panel, "wallowsLabel").visible)
        }
    }
}
