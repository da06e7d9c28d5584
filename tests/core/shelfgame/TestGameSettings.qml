import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Mourners

// The test game's part of the Settings screen (its module's settingsSection): one section with a
// button that asks for the window's notice line.
ColumnLayout {
    id: section

    signal noticeRequested(string text)

    objectName: "testGameSettings"
    SettingsSection {
        heading: "Treasure maps"
        Button {
            objectName: "testGameSettingsButton"
            text: "Fold the maps"
            onClicked: section.noticeRequested("The maps are folded.")
        }
    }
}
