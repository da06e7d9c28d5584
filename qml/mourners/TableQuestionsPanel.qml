import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The table's public questions of one kind, every player's on one screen (GameController.questions): the
// Wallows card dealt to each, each end-of-round Mourner's ability, each Wallows objective met. One control
// per row and one confirmation; the rows, their order and the cards that may be dealt are the engine's.
Item {
    id: panel

    property var seatColors: []
    property color mutedText: "gray"
    //! Opens the corrections dialog for a seat.
    signal correctionRequested(int seat)

    readonly property TableQuestions questions: GameController.questions
    //! Whether the panel is the one shown: its rows and cards follow the questions only then. Kept made
    //! while another panel is shown (PhaseGuide's KeptPanel), it stands as it was, and on showing again
    //! takes the questions of now in one step, its controls reused by position. Nothing of it changes
    //! while it is hidden: a Quick layout does not lay out again what changed while it was hidden.
    property bool live: true
    property string kind
    property var rows: []
    readonly property bool deal: kind === "deal-wallows"
    //! How many Wallows cards a deal may offer at most (R-COMP-6): the card buttons made ahead.
    readonly property int wallowsCards: 36
    function takeQuestions() {
        if (!live || !visible)
            return
        kind = questions.kind
        rows = questions.rows
    }
    //! The panel shown anew starts at its first row (the next round's deal opened scrolled halfway down,
    //! where the last one was left, its players' rows out of view).
    onLiveChanged: {
        if (live && visible)
            flick.contentY = 0
        takeQuestions()
    }
    Component.onCompleted: {
        kind = questions.kind
        rows = questions.rows
    }
    onVisibleChanged: {
        if (visible)
            flick.contentY = 0
        takeQuestions()
    }
    onKindChanged: flick.contentY = 0
    Connections {
        target: panel.questions
        function onChanged() { panel.takeQuestions() }
    }
    //! The first row of a deal without a card: the next card tapped is theirs.
    readonly property int nextRow: {
        if (!deal)
            return -1
        for (let i = 0; i < rows.length; ++i)
            if (rows[i].answer === -2)
                return i
        return -1
    }

    // Named for what it holds, not by the question: the question is the heading above ("Now: ..."),
    // and the choice that takes the keyboard says it; named so too, it was said twice.
    Accessible.role: Accessible.Pane
    //: Accessible name of the panel that asks every player the same question (their rows below).
    Accessible.name: qsTr("Every player's answer")

    // The confirmation first: it stays in view however many rows there are. Anchored, not a Quick
    // layout: the correction's button comes and goes with the kind of question.
    Item {
        id: confirmRow
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        height: 48
        ActionButton {
            objectName: "confirmAnswers"
            highlighted: true
            anchors.left: parent.left
            height: 48
            font.pixelSize: 19
            text: panel.questions.confirmText
            onClicked: panel.questions.confirm()
        }
        ActionButton {
            objectName: "answersCorrection"
            visible: !panel.deal && GameController.mode === "table"
            anchors.right: parent.right
            height: 48
            font.pixelSize: 17
            text: qsTr("Adjust…")
            onClicked: panel.correctionRequested(panel.rows.length > 0 ? panel.rows[0].seat : 0)
            Accessible.description: qsTr("Enter a card effect the app does not know")
        }
    }

    Item {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: confirmRow.bottom
        anchors.topMargin: 4
        anchors.bottom: parent.bottom

        Flickable {
            id: flick
            anchors.fill: parent
            // The scroll bar, while shown, has its own strip: it stood over the "No" buttons' right edges.
            contentWidth: width - (questionsBar.policy === ScrollBar.AlwaysOn ? questionsBar.width + 4 : 0)
            contentHeight: content.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            // Shown for as long as the rows and cards are longer than the room: the last players' rows and
            // the cards below were cut with nothing to say so until the list was scrolled.
            ScrollBar.vertical: FitScrollBar {
                id: questionsBar
                objectName: "questionsScrollBar"
                overflows: flick.contentHeight > flick.height + 1
            }
            // Tab through the rows and cards: the list scrolls to the one that has the keyboard (the ring
            // stood on a card out of sight, and Return dealt it).
            FocusInView { flickable: flick }

            // A positioner, not a layout: the rows follow the questions, and a Quick layout must never
            // hold a delegate that goes away.
            Column {
                id: content
                width: flick.contentWidth
                spacing: 2

                Repeater {
                    // Kept rows keep their controls as answers change (a JavaScript array made them anew),
                    // and a shorter list hides its last rows for the next longer one to take.
                    // Two rows for each player are made with the panel, before the first questions need them:
                    // a deal asks one per player; the end of a round a Wallows objective and the Mourners'
                    // abilities (R-CLEAN-1, R-WAL-1).
                    model: StableListModel {
                        keepsDelegates: true
                        reserve: 2 * GameController.table.players.names.length
                        blank: ({ seat: 0, name: "", answer: -1, answerText: "", subject: "", cardText: "",
                                  yesText: "", noText: "", detail: "" })
                        values: panel.rows
                    }
                    delegate: RowLayout {
                        id: row
                        required property var entry
                        required property int index
                        required property bool present
                        visible: present
                        readonly property bool yes: entry.answer === 1
                        width: content.width
                        // A long card or guild name goes on to a second line rather than being cut: the row is as
                        // tall as its tallest label (its own implicit height; a height bound to a wrapping label's
                        // looped while the layout gave the label its width).
                        spacing: 8

                        Label {
                            id: playerName
                            Layout.preferredWidth: Math.min(implicitWidth, content.width * 0.3)
                            text: row.entry.name
                            font.pixelSize: 18
                            font.weight: Font.Bold
                            wrapMode: Text.Wrap
                            // The seat's colour, lighter or darker where it would not read on the panel.
                            color: Colours.readableOn(panel.seatColors[row.entry.seat] || panel.Material.foreground,
                                                      panel.Material.theme === Material.Dark ? "#333333" : "#fafafa")
                        }
                        // The card the row asks about (a Wallows card, an end-of-round Mourner): what it does, then
                        // what the answers apply; on hover, on a tap held down (touch) and on keyboard focus.
                        CardName {
                            id: subject
                            objectName: "questionSubject" + row.index
                            Layout.fillWidth: true
                            Layout.minimumHeight: 38
                            verticalAlignment: Text.AlignVCenter
                            text: panel.deal
                                  ? (row.entry.answer >= 0 ? row.entry.answerText
                                     : row.index === panel.nextRow ? qsTr("▸ tap their card below")
                                     //: A player who is dealt a Wallows card the app is not told.
                                     : qsTr("unknown card"))
                                  : row.entry.subject
                            font.pixelSize: 17
                            font.italic: panel.deal && row.entry.answer < 0
                            color: panel.deal && row.entry.answer < 0 ? panel.mutedText : panel.Material.foreground
                            wrapMode: Text.WordWrap
                            readonly property string card: panel.deal && row.entry.answer < 0 ? ""
                                                           : (row.entry.cardText || "")
                            readonly property string tip: panel.deal ? ""
                                                          : row.entry.yesText + "\n" + row.entry.noText
                                                            + (row.entry.detail ? "\n" + row.entry.detail : "")
                            heading: card !== "" ? text : ""
                            cardText: [card, tip].filter(t => t !== "").join("\n\n")
                        }
                        ActionButton {
                            objectName: "clearCard" + row.index
                            visible: panel.deal && row.entry.answer >= 0
                            Layout.preferredHeight: 36
                            font.pixelSize: 16
                            text: "✕"
                            onClicked: panel.questions.setAnswer(row.index, -2)
                            //: %1 a player: the Wallows card tapped for them is taken back.
                            Accessible.name: qsTr("Another card for %1").arg(row.entry.name)
                        }
                        ActionButton {
                            objectName: "answerYes" + row.index
                            visible: !panel.deal
                            Layout.preferredHeight: 36
                            Layout.preferredWidth: 84
                            font.pixelSize: 17
                            checkable: true
                            checked: row.yes
                            //: Answer to the table question shown above it.
                            text: qsTr("Yes")
                            onClicked: {
                                panel.questions.setAnswer(row.index, 1)
                                // Clicking replaced the binding with a plain value: bind it again.
                                checked = Qt.binding(() => row.yes)
                            }
                            Accessible.name: qsTr("%1: yes").arg(row.entry.name)
                        }
                        ActionButton {
                            objectName: "answerNo" + row.index
                            visible: !panel.deal
                            Layout.preferredHeight: 36
                            Layout.preferredWidth: 84
                            font.pixelSize: 17
                            checkable: true
                            checked: !row.yes
                            //: Answer to the table question shown above it.
                            text: qsTr("No")
                            onClicked: {
                                panel.questions.setAnswer(row.index, 0)
                                checked = Qt.binding(() => !row.yes)
                            }
                            Accessible.name: qsTr("%1: no").arg(row.entry.name)
                        }
                    }
                }

                // A deal: the cards the next player may get, the engine's legal deals (tap one: it is theirs).
                Item { width: 1; height: 4 } // a little room above the cards
                Flow {
                    width: content.width
                    visible: panel.deal && panel.nextRow >= 0
                    spacing: 6
                    ChoiceFilter {
                        id: cardRows
                        source: ChoiceMirror {
                            source: panel.questions.cards
                            live: panel.live
                        }
                    }
                    Repeater {
                        // The next deal's cards take the buttons of this one's (PooledRows).
                        // A button for every Wallows card is made with the panel (at a table, where the
                        // deal is told): the first deal's click makes none.
                        model: PooledRows {
                            source: cardRows
                            reserve: GameController.mode === "table" ? panel.wallowsCards : 0
                        }
                        ActionButton {
                            required property var model
                            required property int index
                            objectName: "dealCard" + index
                            visible: model.present
                            measured: false // as wide as its label (implicitWidth)
                            // Two cards side by side in the guide of a 1280×800 window.
                            height: 38
                            topInset: 2
                            bottomInset: 2
                            topPadding: 2
                            bottomPadding: 2
                            leftPadding: 8
                            rightPadding: 8
                            font.pixelSize: 14
                            text: model.label
                            onClicked: cardRows.apply(index)
                            tip: model.detail
                        }
                    }
                }
            }
        }
    }
}
