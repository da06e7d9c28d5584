import QtQuick
import QtQuick.Layouts

// A section of the Settings screen (and of a game's part of it): a framed box whose height follows
// its content, laid out in a column.
Panel {
    default property alias content: inner.data
    Layout.fillWidth: true
    Layout.preferredHeight: inner.implicitHeight + topPadding + bottomPadding
    padding: 16
    topPadding: 40

    contentItem: ColumnLayout {
        id: inner
        spacing: 10
    }
}
