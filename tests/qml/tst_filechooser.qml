import QtQuick
import QtTest
import Mourners

// FileChooser over Qt 6.4's own file dialog. The GUI monkey crashed it with: "Import…", the "/"
// breadcrumb, the accept button, then a breadcrumb again (QQuickFileDialogImplPrivate::
// updateSelectedFile). Going up to the root selected "//name", which the accept button entered as a
// folder "file://name"; now nothing is selected in the root, and the accept button stays where it is.
Item {
    id: root
    width: 1100
    height: 800

    Component {
        id: chooserComponent
        FileChooser {
            mode: "open"
            title: "Import a history"
            acceptText: "Import"
        }
    }

    TestCase {
        name: "FileChooser"
        when: windowShown

        function itemsWhere(item, test, out) {
            if (!item)
                return out
            if (test(item))
                out.push(item)
            for (let i = 0; i < item.children.length; ++i)
                itemsWhere(item.children[i], test, out)
            return out
        }
        // A visible button of the dialog (a breadcrumb or the accept button) by its text.
        function button(text) {
            const found = itemsWhere(root.Window.window.contentItem,
                                     it => it.visible && it.text === text && String(it).startsWith("Button"), [])
            return found.length > 0 ? found[found.length - 1] : null
        }

        function openChooser() {
            const chooser = createTemporaryObject(chooserComponent, root)
            verify(chooser)
            let dialog = null
            for (let i = 0; i < chooser.data.length; ++i)
                if (chooser.data[i].objectName === "fileDialog")
                    dialog = chooser.data[i]
            verify(dialog)
            dialog.parentWindow = root.Window.window
            chooser.openFor("")
            tryVerify(() => dialog.visible)
            verify(!chooser.dialogFailed)
            return dialog
        }

        // A long folder scrolled down, then the root: Qt 6.4 cancelled a row it was making ahead of
        // time and printed "DelegateModel::cancel: index out range"; the chooser has it make no rows
        // ahead, and nothing is printed.
        function test_longFolderThenRootWarnsNothing() {
            failOnWarning(/DelegateModel/)
            const dialog = openChooser()
            const list = itemsWhere(root.Window.window.contentItem, it => it.objectName === "fileDialogListView", [])[0]
            verify(list)
            compare(list.cacheBuffer, 0)
            dialog.currentFolder = "file:///usr/bin"
            tryVerify(() => list.count > 40)
            wait(200)
            list.contentY = 600
            wait(50)
            list.contentY = 900
            tryVerify(() => button("/") !== null)
            mouseClick(button("/"))
            tryCompare(dialog, "currentFolder", "file:///")
            tryVerify(() => list.count > 5)
            compare(String(dialog.selectedFile), "")
            wait(300)
            dialog.close()
            tryVerify(() => !dialog.visible)
        }

        function test_rootBreadcrumbThenAccept() {
            failOnWarning(/DelegateModel/)
            const chooser = createTemporaryObject(chooserComponent, root)
            verify(chooser)
            let dialog = null
            for (let i = 0; i < chooser.data.length; ++i)
                if (chooser.data[i].objectName === "fileDialog")
                    dialog = chooser.data[i]
            verify(dialog)
            dialog.parentWindow = root.Window.window
            chooser.openFor("")
            tryVerify(() => dialog.visible)
            verify(!chooser.dialogFailed)
            const start = String(dialog.currentFolder)
            verify(start.startsWith("file:///") && start.length > "file:///".length, start)

            tryVerify(() => button("/") !== null)
            mouseClick(button("/"))
            tryCompare(dialog, "currentFolder", "file:///")
            // Nothing selected (not "file://name"): the accept button has nothing to enter.
            compare(String(dialog.selectedFile), "")
            const accept = button("Import")
            verify(accept)
            compare(accept.enabled, false)
            mouseClick(accept)
            wait(50)
            compare(String(dialog.currentFolder), "file:///")

            // Down again and up to the root a second time.
            dialog.currentFolder = start
            tryCompare(dialog, "currentFolder", start)
            mouseClick(button("/"))
            tryCompare(dialog, "currentFolder", "file:///")
            compare(String(dialog.selectedFile), "")
            dialog.close()
            tryVerify(() => !dialog.visible)
        }
    }
}
