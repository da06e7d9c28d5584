import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The Settings screen: theme, language, full screen, where saves and the history live, each game's
// own settings (its module's settingsSection) and a club's history on a server. The window owns theme
// and full screen (it keeps them); this page shows them and asks for changes.
Page {
    id: page

    //! The theme in use: "system", "light" or "dark".
    property string themeMode: "system"
    //! The window fills the screen.
    property bool fullScreen: false

    //! A theme was picked: "system", "light" or "dark".
    signal themeChosen(string mode)
    //! Full screen was switched on or off.
    signal fullScreenChosen(bool on)
    //! A short message for the window's notice line.
    signal noticeRequested(string text)

    readonly property bool dark: Material.theme === Material.Dark
    readonly property color mutedText: dark ? "#b0b0b0" : "#546e7a"
    readonly property color errorText: dark ? "#ffcdd2" : "#8e1c1c"

    //! Whether the screen holds the window at the size its screens are made for (1280 × 800) with
    //! everything `percent` large: then every screen lays out as at 100 %, only larger.
    function screenFits(percent) {
        // Screen gives the size in the units of the size in use.
        const scale = percent / AppSettings.textSizeInUse
        return Screen.width / scale >= 1280 && Screen.height / scale >= 800
    }

    //! Opens the folder of `path` in the desktop's file manager; says so when that fails.
    function openFolder(path, isFolder) {
        const url = AppSettings.folderUrl(path, isFolder)
        if (url.toString() === "" || !Qt.openUrlExternally(url))
            //: %1 a folder path.
            noticeRequested(qsTr("The folder %1 could not be opened.").arg(path))
    }

    objectName: "settingsPage"
    title: qsTr("Settings")
    background: null
    Accessible.name: title


    Flickable {
        id: flick
        // Scrolled, the view is drawn whole in one step (WholeRepaint).
        WholeRepaint { view: flick }
        anchors.fill: parent
        contentHeight: columns.implicitHeight + 40
        clip: true
        boundsBehavior: Flickable.StopAtBounds
        ScrollBar.vertical: ScrollBar {}

        RowLayout {
            id: columns
            x: 24
            y: 20
            width: flick.width - 48
            spacing: 20

            // ---- left: how the app looks, where its files are ----
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.alignment: Qt.AlignTop
                spacing: 16

                SettingsSection {
                    //: Settings section: colours of the app.
                    heading: qsTr("Theme")
                    RowLayout {
                        spacing: 8
                        Repeater {
                            model: [
                                //: Theme choice: follow the system's light or dark colours.
                                { key: "system", label: qsTr("As the system") },
                                //: Colour theme: light.
                                { key: "light", label: qsTr("Light") },
                                //: Colour theme: dark.
                                { key: "dark", label: qsTr("Dark") }
                            ]
                            ActionButton {
                                required property var modelData
                                objectName: "theme_" + modelData.key
                                text: modelData.label
                                checkable: true
                                checked: page.themeMode === modelData.key
                                onClicked: {
                                    page.themeChosen(modelData.key)
                                    // Clicking replaced the binding with a plain value: bind it again.
                                    checked = Qt.binding(() => page.themeMode === modelData.key)
                                }
                                //: %1 a theme: "As the system", "Light" or "Dark".
                                Accessible.name: qsTr("Theme: %1").arg(text)
                            }
                        }
                    }
                }

                SettingsSection {
                    heading: qsTr("Language")
                    // A row positioner: a Quick layout never holds a delegate that goes away.
                    Row {
                        spacing: 8
                        Repeater {
                            model: Language.choices
                            ActionButton {
                                required property var modelData
                                objectName: "language_" + modelData.key
                                // Whole pixels, as a layout would size it.
                                width: Math.ceil(implicitWidth)
                                text: modelData.label
                                checkable: true
                                checked: Language.current === modelData.key
                                onClicked: {
                                    Language.choose(modelData.key)
                                    checked = Qt.binding(() => Language.current === modelData.key)
                                }
                                //: %1 a language, written in that language ("Deutsch", "English", "System").
                                Accessible.name: qsTr("Language: %1").arg(text)
                            }
                        }
                    }
                    SettingsHint {
                        //: Under the language choice.
                        text: qsTr("The new language is used at once, also for the game in progress.")
                    }
                }

                SettingsSection {
                    //: Settings section: the window of the app.
                    heading: qsTr("Window")
                    ActionButton {
                        objectName: "fullScreen"
                        text: qsTr("Full screen")
                        checkable: true
                        checked: page.fullScreen
                        onClicked: {
                            page.fullScreenChosen(checked)
                            checked = Qt.binding(() => page.fullScreen)
                        }
                        Accessible.name: page.fullScreen ? qsTr("Full screen: on") : qsTr("Full screen: off")
                        Accessible.description: qsTr("Switches between a window and the whole screen")
                    }
                    SettingsHint {
                        //: F11 is the key on the keyboard.
                        text: qsTr("F11 switches full screen on and off anywhere in the app. The choice is kept "
                                   + "for the next start.")
                    }
                    Label {
                        //: Settings: how large all text and controls are drawn.
                        text: qsTr("Size of text and controls")
                        font.pixelSize: 17
                        Layout.topMargin: 6
                    }
                    // A row positioner: a Quick layout never holds a delegate that goes away.
                    Row {
                        spacing: 8
                        Repeater {
                            model: [
                                //: Size of text and controls: as designed.
                                { size: 100, label: qsTr("Normal") },
                                //: Size of text and controls: a quarter larger.
                                { size: 125, label: qsTr("Larger") },
                                //: Size of text and controls: half as large again.
                                { size: 150, label: qsTr("Largest") }
                            ]
                            ActionButton {
                                required property var modelData
                                objectName: "textSize_" + modelData.size
                                width: Math.ceil(implicitWidth)
                                text: modelData.label
                                checkable: true
                                checked: AppSettings.textSize === modelData.size
                                // The whole window grows: the screen must still hold its smallest size.
                                enabled: modelData.size === 100 || page.screenFits(modelData.size)
                                onClicked: {
                                    AppSettings.setTextSize(modelData.size)
                                    checked = Qt.binding(() => AppSettings.textSize === modelData.size)
                                }
                                //: %1 a size: "Normal", "Larger" or "Largest"; %2 its percentage.
                                Accessible.name: qsTr("Size of text and controls: %1 (%2%)").arg(text).arg(modelData.size)
                                ToolTip.visible: hovered
                                ToolTip.delay: 500
                                ToolTip.text: enabled ? modelData.size + " %"
                                                      : qsTr("This screen is too small for text this large")
                            }
                        }
                    }
                    SettingsHint {
                        objectName: "textSizeHint"
                        text: AppSettings.textSize === AppSettings.textSizeInUse
                              ? qsTr("Everything in the window grows by the same amount, so nothing is cut. A size is offered when the screen holds the whole window at it (Larger: 1600 × 1000 pixels or more).")
                              //: The kept size of text and controls differs from the one in use.
                              : qsTr("The new size is used from the next start. A game in progress is kept.")
                    }
                    ActionButton {
                        objectName: "restartNow"
                        visible: AppSettings.textSize !== AppSettings.textSizeInUse
                        //: Starts the app again so that the new size of text and controls is used.
                        text: qsTr("Restart now")
                        onClicked: if (!AppSettings.restart()) restartFailed.visible = true
                        Accessible.description: qsTr("Closes the app and opens it again at the new size")
                    }
                    SettingsHint {
                        id: restartFailed
                        objectName: "restartFailed"
                        visible: false
                        color: page.errorText
                        text: qsTr("The app could not be started again. Close it and open it yourself.")
                        Accessible.role: Accessible.AlertMessage
                    }
                }

                SettingsSection {
                    //: Settings section: the folders and files the app writes.
                    heading: qsTr("Where your games are kept")
                    RowLayout {
                        spacing: 16
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("Autosaves of running games")
                            font.pixelSize: 18
                            wrapMode: Text.WordWrap
                        }
                        ActionButton {
                            objectName: "openAutosaveFolder"
                            //: Button: opens the folder in the file manager (a verb).
                            text: qsTr("Open folder")
                            font.pixelSize: 18
                            onClicked: page.openFolder(AppSettings.autosaveFolder, true)
                            Accessible.name: qsTr("Open the autosave folder")
                        }
                    }
                    PathText {
                        objectName: "autosaveFolder"
                        text: AppSettings.autosaveFolder
                        Accessible.name: qsTr("Autosave folder: %1").arg(text)
                    }
                    RowLayout {
                        Layout.topMargin: 6
                        spacing: 16
                        Label {
                            Layout.fillWidth: true
                            text: qsTr("History of finished games")
                            font.pixelSize: 18
                            wrapMode: Text.WordWrap
                        }
                        ActionButton {
                            objectName: "openHistoryFolder"
                            //: Button: opens the folder in the file manager (a verb).
                            text: qsTr("Open folder")
                            font.pixelSize: 18
                            onClicked: page.openFolder(AppSettings.historyFile, false)
                            Accessible.name: qsTr("Open the folder of the history database")
                        }
                    }
                    PathText {
                        objectName: "historyFile"
                        text: AppSettings.historyFile
                        Accessible.name: qsTr("History database file: %1").arg(text)
                    }
                }
            }

            // ---- right: what is remembered for the next game, and a club's shared history ----
            ColumnLayout {
                Layout.fillWidth: true
                Layout.preferredWidth: 1
                Layout.alignment: Qt.AlignTop
                spacing: 16

                // Each game's own part (its module's settingsSection), in a positioner: a Quick layout
                // holds no Repeater whose model is not a literal (tst_qmllayouts).
                Column {
                    id: gameSections
                    Layout.fillWidth: true
                    spacing: 16
                    visible: GameShelf.settingsFiles.length > 0
                    Repeater {
                        model: GameShelf.settingsFiles
                        Loader {
                            required property string modelData
                            width: gameSections.width
                            source: Qt.resolvedUrl(modelData)
                            Connections {
                                target: item
                                ignoreUnknownSignals: true
                                function onNoticeRequested(text) { page.noticeRequested(text) }
                            }
                        }
                    }
                }

                SettingsSection {
                    id: serverSection
                    objectName: "historyServerSection"
                    //: Settings section: a club's history shared on a server.
                    heading: qsTr("History on a server")

                    //! Saves what the fields say; a typed password goes to the keyring (or memory).
                    //! Why the last "Save and connect" saved nothing; "" when it saved.
                    property string refusal: ""
                    function save() {
                        const port = /^\s*\d{1,5}\s*$/.test(serverPort.text) ? parseInt(serverPort.text) : -1
                        refusal = ClubServer.configure(serverOn.checked, serverHost.text, port,
                                                       serverDatabase.text, serverUser.text, serverTls.checked)
                        if (refusal !== "")
                            return
                        if (serverPassword.text !== "")
                            ClubServer.setPassword(serverPassword.text)
                        serverPassword.text = ""
                    }

                    CheckBox {
                        id: serverOn
                        objectName: "historyServerOn"
                        text: qsTr("Keep the history on a server")
                        font.pixelSize: 18
                        checked: ClubServer.enabled
                    }
                    SettingsHint {
                        text: qsTr("This computer keeps recording into its own history and sends each game to the "
                                   + "club's PostgreSQL server when it can reach it; the games of the other tables "
                                   + "come back the same way.")
                    }
                    GridLayout {
                        Layout.fillWidth: true
                        columns: 2
                        columnSpacing: 12
                        rowSpacing: 4
                        enabled: serverOn.checked
                        Label { text: qsTr("Server"); font.pixelSize: 17 }
                        TextField {
                            id: serverHost
                            objectName: "historyServerHost"
                            Layout.fillWidth: true
                            text: ClubServer.host
                            //: Example of a server's name in a text field.
                            placeholderText: qsTr("e.g. club-pc.local")
                            // Readable on the field (4.5:1), lighter than what is typed.
                            placeholderTextColor: Material.theme === Material.Dark ? "#b0b0b0" : "#6b6b6b"
                            Accessible.name: qsTr("Server")
                        }
                        //: The network port of the server.
                        Label { text: qsTr("Port"); font.pixelSize: 17 }
                        TextField {
                            id: serverPort
                            objectName: "historyServerPort"
                            Layout.preferredWidth: 120
                            text: String(ClubServer.port)
                            inputMethodHints: Qt.ImhDigitsOnly
                            validator: IntValidator { bottom: 1; top: 65535 }
                            Accessible.name: qsTr("Port")
                        }
                        //: The name of the database on the server.
                        Label { text: qsTr("Database"); font.pixelSize: 17 }
                        TextField {
                            id: serverDatabase
                            objectName: "historyServerDatabase"
                            Layout.fillWidth: true
                            text: ClubServer.database
                            Accessible.name: qsTr("Database")
                        }
                        //: The user name on the database server.
                        Label { text: qsTr("User"); font.pixelSize: 17 }
                        TextField {
                            id: serverUser
                            objectName: "historyServerUser"
                            Layout.fillWidth: true
                            text: ClubServer.user
                            Accessible.name: qsTr("User")
                        }
                        Label { text: qsTr("Password"); font.pixelSize: 17 }
                        TextField {
                            id: serverPassword
                            objectName: "historyServerPassword"
                            Layout.fillWidth: true
                            echoMode: TextInput.Password
                            placeholderText: ClubServer.passwordKept === "keyring" || ClubServer.passwordKept === "memory"
                                             //: The password field is empty because the password is kept already.
                                             ? qsTr("(kept; type to change)") : ""
                            // Readable on the field (4.5:1), lighter than what is typed.
                            placeholderTextColor: Material.theme === Material.Dark ? "#b0b0b0" : "#6b6b6b"
                            Accessible.name: qsTr("Password")
                            onAccepted: serverSection.save()
                        }
                    }
                    CheckBox {
                        id: serverTls
                        objectName: "historyServerTls"
                        enabled: serverOn.checked
                        //: TLS: the encrypted connection; sslmode=require is the server's setting for it.
                        text: qsTr("Encrypted connection only (TLS, sslmode=require)")
                        font.pixelSize: 17
                        checked: ClubServer.requireTls
                    }
                    SettingsHint {
                        objectName: "historyServerPasswordNote"
                        visible: serverOn.checked
                        text: ClubServer.passwordNote
                        color: ClubServer.passwordKept === "memory" || ClubServer.loginRefused ? page.errorText : page.mutedText
                    }
                    RowLayout {
                        spacing: 16
                        ActionButton {
                            objectName: "historyServerSave"
                            //: Saves the server's settings and connects (a verb).
                            text: qsTr("Save and connect")
                            font.pixelSize: 18
                            onClicked: serverSection.save()
                        }
                        ActionButton {
                            objectName: "historyServerSendNow"
                            text: qsTr("Send now")
                            font.pixelSize: 18
                            visible: ClubServer.enabled
                            enabled: !ClubServer.syncing
                            onClicked: ClubServer.sendNow()
                        }
                    }
                    SettingsHint {
                        objectName: "historyServerRefusal"
                        visible: serverSection.refusal !== ""
                        text: serverSection.refusal
                        color: page.errorText
                    }
                    SettingsHint {
                        objectName: "historyServerState"
                        visible: ClubServer.enabled
                        text: ClubServer.statusText
                        color: ClubServer.failed ? page.errorText : page.mutedText
                    }
                }
            }
        }
    }
}
