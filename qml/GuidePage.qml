import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Mourners

// The user guide (docs/guide, in the app's resources): its chapters on the left, the chapter on the
// right with its pictures. Links between chapters stay in the page; other links open in the browser.
// The guide speaks the app's language: the page reads its chapters again when the language changes.
Page {
    id: page
    objectName: "guidePage"

    title: qsTr("User guide")
    //! The chapter shown ("README.md", "phones.md", ...).
    property string chapter: "README.md"
    readonly property bool dark: Material.theme === Material.Dark

    function show(file) {
        if (UserGuide.chapter(file) === "")
            return false
        page.chapter = file
        reader.contentY = 0
        return true
    }

    RowLayout {
        anchors.fill: parent
        anchors.margins: 16
        spacing: 16

        ListView {
            id: chapters
            objectName: "guideChapters"
            Layout.preferredWidth: 320
            Layout.fillHeight: true
            model: UserGuide.chapters // read again when the language changes (its NOTIFY)
            spacing: 4
            clip: true
            focus: true
            currentIndex: Math.max(0, UserGuide.chapters.indexOf(page.chapter))
            Keys.onUpPressed: page.show(UserGuide.chapters[Math.max(0, currentIndex - 1)])
            Keys.onDownPressed: page.show(UserGuide.chapters[Math.min(count - 1, currentIndex + 1)])
            Accessible.role: Accessible.List
            Accessible.name: qsTr("Chapters of the guide")
            delegate: ItemDelegate {
                required property string modelData
                required property int index
                width: ListView.view.width
                text: UserGuide.titleOf(modelData, UserGuide.language)
                font.pixelSize: 17
                highlighted: modelData === page.chapter
                contentItem: Label {
                    text: parent.text
                    font: parent.font
                    wrapMode: Label.Wrap
                }
                onClicked: page.show(modelData)
                Accessible.name: text
            }
        }

        Rectangle {
            Layout.preferredWidth: 1
            Layout.fillHeight: true
            color: page.dark ? "#5a5a5a" : "#cfd8dc"
        }

        Flickable {
            id: reader
            // Scrolled, the view is drawn whole in one step (WholeRepaint).
            WholeRepaint { view: reader }
            objectName: "guideReader"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: width
            contentHeight: text.implicitHeight
            clip: true
            boundsBehavior: Flickable.StopAtBounds
            ScrollBar.vertical: ScrollBar {}
            Keys.onPressed: event => {
                if (event.key === Qt.Key_PageDown)
                    reader.contentY = Math.min(reader.contentHeight - reader.height, reader.contentY + reader.height * 0.9)
                else if (event.key === Qt.Key_PageUp)
                    reader.contentY = Math.max(0, reader.contentY - reader.height * 0.9)
            }

            Text {
                id: text
                objectName: "guideText"
                width: reader.width - 16
                textFormat: Text.RichText
                // Pictures as wide as the page (made again when it is resized), in the language shown.
                text: UserGuide.chapterHtml(page.chapter, Math.floor(width - 8), UserGuide.language)
                baseUrl: UserGuide.baseUrl()
                wrapMode: Text.Wrap
                font.pixelSize: 18
                color: page.dark ? "#eeeeee" : "#212121"
                linkColor: page.dark ? "#ffab91" : "#bf360c"
                onLinkActivated: link => {
                    const file = link.replace(/^.*\//, "").replace(/#.*$/, "")
                    if (!/^https?:/.test(link) && file.endsWith(".md") && page.show(file))
                        return
                    Qt.openUrlExternally(link)
                }
                Accessible.role: Accessible.StaticText
                Accessible.name: UserGuide.titleOf(page.chapter, UserGuide.language)
                HoverHandler {
                    cursorShape: text.hoveredLink !== "" ? Qt.PointingHandCursor : Qt.ArrowCursor
                }
            }
        }
    }
}
