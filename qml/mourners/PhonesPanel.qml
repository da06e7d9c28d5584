import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// Phones at the table (docs/phones.md): switches the phones' server on and off and shows, per seat,
// the secret link as a QR code and as text, and whether that seat's phone is connected. A seat whose
// phone has joined makes its private steps (motive, draft pick, bid) there; "Use the laptop" takes
// it back to the laptop's hand-off. Once a seat's phone has joined, its code is hidden ("Show the code
// again" asks first), and another device that asks for the seat waits until the laptop lets it in.
Popup {
    id: panel
    PopupFadeGuard { target: panel }
    objectName: "phonesPanel"

    //! The game's phones: PhoneTable (Mourners Call) or RipPhones (Rest in Peace), with the same face.
    property var table: PhoneTable
    //! What the phones decide in this game, for the explanation.
    property string privateSteps: PhoneTable.privateSteps
    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"

    parent: Overlay.overlay
    modal: true
    focus: true
    x: Math.round((parent.width - width) / 2)
    // A fixed top: the panel grows downwards as phones join, and Close stays under the pointer.
    y: 10
    width: Math.min(parent.width - 40, 1100)
    height: Math.min(parent.height - 20, content.implicitHeight + topPadding + bottomPadding)
    padding: 16
    // The laptop's networks may have changed since last time (another Wi-Fi, a cable).
    onAboutToShow: panel.table.refreshNetworks()

    background: Rectangle {
        color: panel.dark ? "#2b2b2b" : "#fafafa"
        radius: 10
        border.width: 1
        border.color: panel.dark ? "#5a5a5a" : "#b0bec5"
    }

    // A device asking for a seat is answered here: the panel opens by itself.
    Connections {
        target: panel.table
        function onRequestsChanged() {
            if (panel.table.requestCount > 0 && !panel.opened)
                panel.open()
        }
    }

    // "Show the code again" asks first: anyone who scans it can ask for the seat.
    Dialog {
        id: showAgain
        PopupFadeGuard { target: showAgain }
        objectName: "showCodeDialog"
        property int seat: -1
        property string name: ""
        parent: Overlay.overlay
        modal: true
        anchors.centerIn: parent
        // A fixed width and the label as the content item itself (sized by the dialog): a child bound
        // to the dialog's width made its implicit height depend on itself.
        width: 520
        margins: 20
        //: %1 a player whose phone has joined.
        title: qsTr("Show %1's code again?").arg(showAgain.name)
        background: Rectangle {
            color: panel.dark ? "#2b2b2b" : "#ffffff"
            radius: 8
            border.width: 1
            border.color: panel.dark ? "#5a5a5a" : "#b0bec5"
        }
        contentItem: Label {
            //: %1 a player whose phone has joined.
            text: qsTr("Anyone who scans it can ask for %1's seat. Another device gets in only when you let it in here.")
                  .arg(showAgain.name)
            font.pixelSize: 16
            wrapMode: Text.WordWrap
        }
        footer: DialogButtonBox {
            background: Item {}
            ActionButton {
                objectName: "showCodeConfirm"
                text: qsTr("Show the code")
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
            }
            ActionButton {
                objectName: "showCodeCancel"
                text: qsTr("Cancel")
                DialogButtonBox.buttonRole: DialogButtonBox.RejectRole
            }
        }
        onAccepted: panel.table.showCode(showAgain.seat)
    }

    Flickable {
        anchors.fill: parent
        contentWidth: width
        contentHeight: content.implicitHeight
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content
            width: parent.width
            spacing: 12

            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                HeadingLabel {
                    Layout.fillWidth: true
                    text: qsTr("Phones at the table")
                    font.pixelSize: 26
                    font.weight: Font.Bold
                }
                Switch {
                    id: onSwitch
                    objectName: "phonesSwitch"
                    text: panel.table.running ? qsTr("Phones on") : qsTr("Phones off")
                    font.pixelSize: 20
                    checked: panel.table.running
                    // Drawn with plain rectangles: Material's knob has a shadow that the software renderer
                    // leaves out, and the switch showed no knob there.
                    indicator: Rectangle {
                        objectName: "phonesSwitchTrack"
                        implicitWidth: 52
                        implicitHeight: 28
                        x: onSwitch.leftPadding
                        y: Math.round((onSwitch.height - height) / 2)
                        radius: height / 2
                        color: onSwitch.checked ? panel.Material.accentColor : (panel.dark ? "#616161" : "#bdbdbd")
                        border.width: onSwitch.visualFocus ? 2 : 0
                        border.color: panel.Material.foreground
                        Rectangle {
                            objectName: "phonesSwitchKnob"
                            width: 22
                            height: 22
                            radius: 11
                            y: 3
                            x: onSwitch.checked ? parent.width - width - 3 : 3
                            color: "#ffffff"
                            border.width: 1
                            border.color: panel.dark ? "#9e9e9e" : "#757575"
                            Behavior on x { NumberAnimation { duration: 120 } }
                        }
                    }
                    Accessible.onToggleAction: if (enabled) { toggle(); toggled() }
                    Accessible.onPressAction: if (enabled) { toggle(); toggled() }
                    onToggled: {
                        if (checked)
                            panel.table.start()
                        else
                            panel.table.stop()
                        checked = Qt.binding(() => panel.table.running)
                    }
                    Accessible.name: qsTr("Let the players join from their phones")
                }
                ActionButton {
                    objectName: "phonesClose"
                    text: qsTr("Close")
                    onClicked: panel.close()
                    Accessible.name: qsTr("Close the phones (Esc)")
                }
            }
            Label {
                Layout.fillWidth: true
                text: panel.table.running
                      //: %1 the secret choices of this game, e.g. "motive, draft, hand, bid".
                      ? qsTr("Each player scans their own code, or opens the link, on a phone in the same Wi-Fi. "
                             + "A phone that has joined makes its player's secret choices (%1); "
                             + "the laptop keeps showing the table. Everyone else stays on the laptop.").arg(panel.privateSteps)
                      : qsTr("Switch the phones on to let each player make their secret choices on their own "
                             + "phone in the same Wi-Fi. Nothing listens on the network while the phones are off.")
                font.pixelSize: 16
                color: panel.mutedText
                wrapMode: Text.WordWrap
            }
            Label {
                objectName: "phonesPlainHttp"
                Layout.fillWidth: true
                visible: panel.table.running
                //: Phones at the table: the links are plain http:// on the local network.
                text: qsTr("The links use plain HTTP: another device on the same network could read what the phones "
                           + "show and send. Use them only on a network you trust, such as your own Wi-Fi at home.")
                font.pixelSize: 15
                color: panel.dark ? "#ffe082" : "#7a4f01"
                wrapMode: Text.WordWrap
            }
            // The network the links use and the server listens on (all of them, or one chosen).
            RowLayout {
                Layout.fillWidth: true
                spacing: 10
                Label {
                    text: qsTr("Network for the phones:")
                    font.pixelSize: 16
                }
                AppComboBox {
                    id: networkChoice
                    // The shown choice, read as the box's value (Material's text field inside has no name).
                    contentItem.Accessible.name: displayText
                    objectName: "phonesNetwork"
                    Layout.minimumWidth: 320
                    // As wide as its longest entry ("198.51.100.7 (gerade nicht verbunden)"), so no name is cut.
                    implicitContentWidthPolicy: ComboBox.WidestText
                    font.pixelSize: 15
                    // A box with a border: Material's box is white without one, and on the panel's light
                    // background it did not show.
                    background: Rectangle {
                        implicitWidth: 120
                        implicitHeight: 40
                        radius: 4
                        color: panel.dark ? "#3a3a3a" : "#ffffff"
                        border.width: networkChoice.visualFocus ? 2 : 1
                        border.color: networkChoice.visualFocus ? panel.Material.accentColor : (panel.dark ? "#6a6a6a" : "#b0bec5")
                    }
                    model: panel.table.networks
                    textRole: "label"
                    valueRole: "address"
                    currentIndex: {
                        const list = panel.table.networks
                        for (let i = 0; i < list.length; ++i)
                            if (list[i].address === panel.table.network)
                                return i
                        return 0
                    }
                    onActivated: panel.table.chooseNetwork(currentValue)
                    // The list in the box's own font: measured for WidestText, never cut.
                    delegate: ItemDelegate {
                        required property var modelData
                        required property int index
                        width: ListView.view ? ListView.view.width : implicitWidth
                        text: modelData.label
                        font.pixelSize: networkChoice.font.pixelSize
                        highlighted: networkChoice.highlightedIndex === index
                    }
                    Accessible.name: qsTr("Network for the phones")
                }
                Item { Layout.fillWidth: true }
            }
            Label {
                objectName: "phonesRefused"
                Layout.fillWidth: true
                visible: panel.table.refusedNotice !== ""
                text: panel.table.refusedNotice
                color: panel.dark ? "#ffcdd2" : "#8e1c1c"
                font.pixelSize: 16
                font.weight: Font.DemiBold
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }
            Label {
                objectName: "phonesLinksNotice"
                Layout.fillWidth: true
                visible: panel.table.linksNotice !== ""
                text: panel.table.linksNotice
                color: panel.dark ? "#ffe082" : "#7a4f01"
                font.pixelSize: 16
                font.weight: Font.DemiBold
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }
            Label {
                objectName: "phonesProblem"
                Layout.fillWidth: true
                visible: panel.table.problem !== ""
                text: panel.table.problem
                color: panel.dark ? "#ffcdd2" : "#8e1c1c"
                font.pixelSize: 16
                wrapMode: Text.WordWrap
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }

            // A Grid positioner, not a layout: the seats' cards go when the table changes, and a Quick
            // layout must never hold a delegate that goes away.
            Grid {
                id: seatGrid
                Layout.fillWidth: true
                // What the cards would take side by side: the panel's own size never follows the cards'.
                Layout.preferredWidth: 250 * Math.max(1, panel.table.seats.count)
                columns: Math.max(1, Math.min(panel.table.seats.count, Math.floor(width / 240)))
                columnSpacing: 10
                rowSpacing: 10
                Repeater {
                    // Only while the panel is open: a closed panel made every seat's card (its link and
                    // QR code) for nobody at each game's start.
                    model: panel.visible ? panel.table.seats : null
                    Rectangle {
                        id: card
                        required property var model
                        required property int index
                        objectName: "phoneSeat" + index
                        width: (seatGrid.width - seatGrid.columnSpacing * (seatGrid.columns - 1)) / seatGrid.columns
                        height: cardColumn.implicitHeight + 20
                        radius: 8
                        color: panel.dark ? "#333333" : "#ffffff"
                        border.width: 2
                        border.color: card.model.color
                        Accessible.role: Accessible.Grouping
                        Accessible.name: card.model.name

                        ColumnLayout {
                            id: cardColumn
                            anchors.left: parent.left
                            anchors.right: parent.right
                            anchors.top: parent.top
                            anchors.margins: 10
                            spacing: 6
                            RowLayout {
                                Layout.fillWidth: true
                                spacing: 8
                                Rectangle {
                                    width: 18
                                    height: 18
                                    radius: 9
                                    color: card.model.color
                                }
                                Label {
                                    Layout.fillWidth: true
                                    text: card.model.name
                                    font.pixelSize: 22
                                    font.weight: Font.DemiBold
                                    elide: Text.ElideRight
                                }
                            }
                            // The QR code is black on white in both themes (phones read it that way).
                            Image {
                                objectName: "qrCode" + card.index
                                Layout.alignment: Qt.AlignHCenter
                                Layout.preferredWidth: Math.min(200, cardColumn.width)
                                Layout.preferredHeight: Layout.preferredWidth
                                visible: card.model.qr !== ""
                                source: card.model.qr
                                fillMode: Image.PreserveAspectFit
                                smooth: false
                                Accessible.role: Accessible.Graphic
                                //: %1 a player.
                                Accessible.name: qsTr("QR code of %1's link").arg(card.model.name)
                            }
                            Label {
                                objectName: "codeHidden" + card.index
                                Layout.fillWidth: true
                                Layout.preferredHeight: 60
                                visible: card.model.qr === ""
                                text: card.model.computer ? qsTr("A computer player: it needs no phone.")
                                      //: %1 a player whose phone has joined: the QR code is off the screen.
                                      : card.model.hidden ? qsTr("%1's phone has joined: the code is hidden, so nobody else can scan it.").arg(card.model.name)
                                      : qsTr("Switch the phones on to see the code.")
                                color: panel.mutedText
                                font.pixelSize: 15
                                wrapMode: Text.WordWrap
                                verticalAlignment: Text.AlignVCenter
                            }
                            TextEdit {
                                objectName: "seatLink" + card.index
                                Layout.fillWidth: true
                                visible: card.model.url !== ""
                                text: card.model.url
                                readOnly: true
                                selectByMouse: true
                                selectByKeyboard: true
                                wrapMode: TextEdit.WrapAnywhere
                                font.pixelSize: 13
                                font.family: "monospace"
                                color: panel.Material.foreground
                                selectionColor: panel.Material.accentColor
                                Accessible.role: Accessible.EditableText
                                //: %1 a player.
                                Accessible.name: qsTr("Link of %1").arg(card.model.name)
                            }
                            Label {
                                objectName: "phoneState" + card.index
                                Layout.fillWidth: true
                                visible: !card.model.computer
                                text: !panel.table.running ? ""
                                      : card.model.laptop ? qsTr("Decides on the laptop")
                                      : card.model.connected ? qsTr("\u25cf Phone connected")
                                      : card.model.onPhone ? qsTr("\u25cb Phone away: waiting for it to come back")
                                      : qsTr("\u25cb No phone yet: decides on the laptop")
                                color: card.model.connected && !card.model.laptop ? (panel.dark ? "#81c784" : "#2e7d32")
                                                                                   : panel.mutedText
                                font.pixelSize: 16
                                font.weight: card.model.connected ? Font.DemiBold : Font.Normal
                                wrapMode: Text.WordWrap
                            }
                            ActionButton {
                                objectName: "showCode" + card.index
                                Layout.fillWidth: true
                                visible: card.model.hidden
                                wrap: true
                                font.pixelSize: 16
                                text: qsTr("Show the code again")
                                onClicked: {
                                    showAgain.seat = card.model.seat
                                    showAgain.name = card.model.name
                                    showAgain.open()
                                }
                            }
                            // Another device asks for this seat: the laptop lets it in or refuses.
                            Rectangle {
                                objectName: "seatRequest" + card.index
                                Layout.fillWidth: true
                                visible: card.model.request !== ""
                                implicitHeight: requestColumn.implicitHeight + 16
                                radius: 6
                                color: panel.dark ? "#4e3b00" : "#fff3cd"
                                border.width: 1
                                border.color: panel.dark ? "#ffe082" : "#b8860b"
                                ColumnLayout {
                                    id: requestColumn
                                    anchors.left: parent.left
                                    anchors.right: parent.right
                                    anchors.top: parent.top
                                    anchors.margins: 8
                                    spacing: 6
                                    Label {
                                        Layout.fillWidth: true
                                        text: card.model.request
                                        font.pixelSize: 16
                                        font.weight: Font.DemiBold
                                        color: panel.dark ? "#ffffff" : "#3e2c00"
                                        wrapMode: Text.WordWrap
                                        Accessible.role: Accessible.AlertMessage
                                        Accessible.name: text
                                    }
                                    RowLayout {
                                        Layout.fillWidth: true
                                        spacing: 8
                                        ActionButton {
                                            objectName: "letIn" + card.index
                                            Layout.fillWidth: true
                                            //: Another device asked for a seat: it takes the seat, the phone before it is told so.
                                            text: qsTr("Let it in")
                                            onClicked: panel.table.letIn(card.model.seat)
                                        }
                                        ActionButton {
                                            objectName: "refuse" + card.index
                                            Layout.fillWidth: true
                                            //: Another device asked for a seat: it is told no.
                                            text: qsTr("Refuse")
                                            onClicked: panel.table.refuse(card.model.seat)
                                        }
                                    }
                                }
                            }
                            ActionButton {
                                objectName: "takeBack" + card.index
                                Layout.fillWidth: true
                                visible: card.model.onPhone
                                wrap: true
                                font.pixelSize: 16
                                //: %1 a player: their secret choices go back to the laptop's hand-off.
                                text: qsTr("Use the laptop for %1").arg(card.model.name)
                                onClicked: panel.table.takeBack(card.model.seat)
                            }
                            ActionButton {
                                objectName: "giveBack" + card.index
                                Layout.fillWidth: true
                                visible: card.model.laptop && card.model.connected
                                wrap: true
                                font.pixelSize: 16
                                //: %1 a player whose phone is connected.
                                text: qsTr("Use %1's phone again").arg(card.model.name)
                                onClicked: panel.table.giveBack(card.model.seat)
                            }
                        }
                    }
                }
            }
        }
    }
}
