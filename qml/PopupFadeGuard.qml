import QtQuick
import QtQuick.Controls

// A popup that fades out takes no press while it fades. Without it, a quick second click after Escape,
// Cancel or "Keep it" landed on the fading popup's buttons and did what the person had just declined
// (a Delete, a Yes to clearing a sheet). As the popup starts to close, a shield over the whole popup
// (its header, content and buttons) takes the pointer until it opens again. The popup is not disabled:
// its buttons would turn grey for the fade. The keyboard is already given back when the fade starts (Qt
// takes it from the popup first).
//
// Inside the popup: PopupFadeGuard { target: thePopup }. A Connections, not an item: an item would count
// among the popup's content children, which some popups take their size from.
Connections {
    id: guard

    //! Over the popup while it fades; made at the first close.
    property Item shield: null

    function onAboutToHide() {
        const popupItem = target.contentItem ? target.contentItem.parent : null
        if (!popupItem)
            return
        if (!shield || shield.parent !== popupItem)
            shield = shieldComponent.createObject(popupItem)
        shield.visible = true
    }
    function onAboutToShow() {
        if (shield)
            shield.visible = false
    }

    property Component shieldComponent: Component {
        MouseArea {
            objectName: "popupFadeShield"
            anchors.fill: parent
            z: 10000
            visible: false
            hoverEnabled: true
            acceptedButtons: Qt.AllButtons
            onWheel: wheel => wheel.accepted = true
        }
    }
}
