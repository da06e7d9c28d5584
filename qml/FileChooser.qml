import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Dialogs
import QtQuick.Layouts
import Mourners

// The file dialog of the history, a game's details and the score calculator (issue 11). It opens in
// a folder that exists, proposes a file name, names its button by what it does, and hands back the
// absolute path of what was picked or typed. When Qt cannot show its dialog (a QML module missing
// from the machine, say), it says so on screen and asks for the path in a plain field instead.
Item {
    id: chooser

    //! "save" writes a new file, "open" reads one.
    property string mode: "save"
    //! The dialog's title.
    property string title
    //! The accept button's text: what it does ("Export", "Save", "Import").
    property string acceptText
    //! e.g. [qsTr("CSV files (*.csv)")].
    property var nameFilters: []
    //! Added to a typed name that has no ending ("csv", "pdf"); empty for "open".
    property string suffix
    //! True while Qt's dialog or the plain fallback is shown.
    readonly property bool opened: dialog.visible || fallback.visible
    //! True after Qt's dialog could not be shown (the fallback was offered instead).
    property bool dialogFailed: false

    //! The user chose `file`, a file: URL of an absolute path.
    signal chosen(url file)

    //! The local path of a file: URL, for the plain path field.
    function localPath(fileUrl) {
        const path = decodeURIComponent(fileUrl.toString().replace(/^file:\/\//, ""))
        return /^\/[A-Za-z]:/.test(path) ? path.substring(1) : path
    }

    //! Shows the dialog; for "save", `fileName` is proposed in the starting folder.
    function openFor(fileName) {
        const folder = HistoryStore.suggestedFolder()
        const proposed = chooser.mode === "save" && fileName ? HistoryStore.chosenFile(folder, fileName, chooser.suffix)
                                                            : ""
        if (!chooser.implementationLoads()) {
            chooser.offerFallback(proposed, folder)
            return
        }
        dialog.currentFolder = folder
        // Qt 6.4 opens the folder of `selectedFile` when one is set: the same folder, so that the
        // path bar and the listing agree. ("open" cannot preselect a file that does not exist.)
        if (proposed !== "")
            dialog.selectedFile = proposed
        dialog.open()
        rowsWhenShown()
        // Opening fails silently (a warning on the console) when the dialog's QML cannot be loaded.
        if (!dialog.visible)
            chooser.offerFallback(proposed, folder)
        else
            chooser.dialogFailed = false
    }

    //! Qt's list of files makes the rows below the visible ones ahead of time, one by one in the
    //! background; when another folder replaces the list while such a row is being made, Qt 6.4
    //! prints "DelegateModel::cancel: index out range" (on any change of folder, with or without the
    //! root folder's way round below). With no rows made ahead, each row is made as it scrolls into
    //! view and nothing is left to cancel. (The list is found by the name Qt's dialog gives it.) The
    //! dialog's controls get their names and their screen reader's press here too.
    function rowsWhenShown() {
        const find = item => {
            if (!item)
                return null
            if (item.objectName === "fileDialogListView")
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = find(item.children[i])
                if (found)
                    return found
            }
            return null
        }
        const list = find(chooser.Overlay.overlay)
        nameControls(chooser.Overlay.overlay)
        if (list) {
            let root = list
            while (root.parent && root.parent !== chooser.Overlay.overlay)
                root = root.parent
            dialogRoot = root
            wirePresses(root)
            list.cacheBuffer = 0
            // Qt 6.4's dialog puts each file's size and date in a row as wide as its filter box, which
            // at the app's font size is narrower than both (they were drawn over each other): a wider
            // list widens the dialog, its filter box and those rows, within the window.
            list.implicitWidth = Math.max(0, Math.min(chooser.Overlay.overlay.width - 96, 900) - 48)
        }
        return list !== null
    }

    //! Qt 6.4's dialog leaves two controls without a name, which a screen reader reads as a bare
    //! "push button" and "text": the breadcrumb bar's up button (an icon) and the text inside the
    //! filter's box. They are named here (found by what they are: the bar has `upButton`, the box
    //! lists `nameFilters`).
    function nameControls(item) {
        if (!item)
            return
        if (item.upButton !== undefined && item.upButton)
            //: The file dialog's button that goes up to the folder holding the one shown.
            item.upButton.Accessible.name = qsTr("Up to the parent folder")
        if (item.currentText !== undefined && item.contentItem && item.popup !== undefined
                && chooser.nameFilters.indexOf(item.currentText) >= 0) {
            //: The file dialog's box that chooses which kinds of files are listed.
            item.Accessible.name = qsTr("Kinds of files shown")
            item.contentItem.Accessible.name = qsTr("Kinds of files shown")
        }
        for (let i = 0; i < item.children.length; ++i)
            nameControls(item.children[i])
    }

    //! Qt 6.4's buttons do nothing on a screen reader's press (AT-SPI's "Press") unless a handler is
    //! connected, as the app's own buttons have: here the dialog's Import/Cancel and its path bar get
    //! one. Only inside the dialog (`dialogRoot`), each button once.
    function wirePresses(item) {
        if (!item)
            return
        if (item.clicked !== undefined && item.autoRepeat !== undefined && pressWired.indexOf(item) < 0) {
            const button = item
            pressWired.push(button)
            button.Accessible.pressAction.connect(() => {
                if (button.enabled && button.visible)
                    button.clicked()
            })
        }
        for (let i = 0; i < item.children.length; ++i)
            wirePresses(item.children[i])
    }
    //! The dialog's buttons that answer a screen reader's press.
    property var pressWired: []
    //! The item of Qt's dialog in the window's overlay (found from its list of files).
    property Item dialogRoot: null

    //! Whether Qt's own file dialog can be loaded: Qt 6.4 draws it with Qt.labs.folderlistmodel
    //! and crashes (instead of failing) when that is missing and no file is preselected.
    function implementationLoads() {
        try {
            Qt.createQmlObject("import Qt.labs.folderlistmodel\nFolderListModel {}", chooser, "FileChooserProbe")
                .destroy()
            return true
        } catch (error) {
            return false
        }
    }

    //! Says on screen that Qt's dialog cannot be shown and asks for the path in a plain field.
    function offerFallback(proposed, folder) {
        chooser.dialogFailed = true
        fallbackPath.text = proposed !== "" ? localPath(proposed) : localPath(folder) + "/"
        fallback.open()
    }

    visible: false

    FileDialog {
        id: dialog
        objectName: "fileDialog"
        title: chooser.title
        fileMode: chooser.mode === "save" ? FileDialog.SaveFile : FileDialog.OpenFile
        acceptLabel: chooser.acceptText
        nameFilters: chooser.nameFilters
        defaultSuffix: chooser.suffix
        // Qt 6.4's dialog, on going up to the root folder, selects the folder it came from as
        // "//name", a file: URL with `name` as its host. Its accept button then enters that folder
        // as "file://name", and the next breadcrumb click crashes it (updateSelectedFile takes the
        // first of no path parts). Entering the root again by way of no folder selects nothing.
        // (A root is the only folder the dialog names with a trailing slash: "file:///".)
        property bool reenteringRoot: false
        onCurrentFolderChanged: {
            // The path bar's buttons are made anew for each folder.
            if (visible) {
                Qt.callLater(chooser.nameControls, chooser.Overlay.overlay)
                Qt.callLater(chooser.wirePresses, chooser.dialogRoot)
            }
            if (reenteringRoot || !currentFolder.toString().endsWith("/"))
                return
            const root = currentFolder
            reenteringRoot = true
            currentFolder = ""
            currentFolder = root
            reenteringRoot = false
        }
        onAccepted: {
            const file = HistoryStore.chosenFile(currentFolder, selectedFile, chooser.suffix)
            if (file.toString() !== "")
                chooser.chosen(file)
        }
    }

    // Stands in for Qt's dialog when that cannot be shown: says why, and takes a typed path.
    Dialog {
        id: fallback
        PopupFadeGuard { target: fallback }
        objectName: "fileFallback"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width - 96 : 800, 860)
        modal: true
        title: chooser.title
        onOpened: fallbackPath.forceActiveFocus()
        onAccepted: {
            const file = HistoryStore.chosenFile(HistoryStore.suggestedFolder(), fallbackPath.text.trim(),
                                                 chooser.suffix)
            if (file.toString() !== "")
                chooser.chosen(file)
        }

        ColumnLayout {
            anchors.fill: parent
            spacing: 14
            Label {
                objectName: "fileFallbackReason"
                Layout.fillWidth: true
                text: qsTr("The file dialog could not be opened: a part of Qt it needs is missing on this "
                           + "computer (on Debian, the package qml6-module-qt-labs-folderlistmodel). "
                           + "Type the file's full path instead.")
                wrapMode: Text.WordWrap
                font.pixelSize: 18
                color: Material.color(Material.Red, chooser.Material.theme === Material.Dark ? Material.Shade200
                                                                                            : Material.Shade800)
                Accessible.role: Accessible.AlertMessage
                Accessible.name: text
            }
            TextField {
                id: fallbackPath
                objectName: "fileFallbackPath"
                Layout.fillWidth: true
                font.pixelSize: 18
                selectByMouse: true
                Accessible.name: qsTr("File path")
                onAccepted: if (text.trim() !== "") fallback.accept()
            }
            RowLayout {
                Layout.alignment: Qt.AlignRight
                spacing: 12
                ActionButton {
                    objectName: "fileFallbackCancel"
                    text: qsTr("Cancel")
                    onClicked: fallback.reject()
                }
                ActionButton {
                    objectName: "fileFallbackAccept"
                    text: chooser.acceptText
                    highlighted: true
                    enabled: fallbackPath.text.trim() !== ""
                    onClicked: fallback.accept()
                }
            }
        }
    }
}
