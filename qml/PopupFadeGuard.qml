import QtQuick
import QtQuick.Controls

// A popup that fades out takes no press while it fades. Without it, a quick second click after Escape,
// Cancel or "Keep it" landed on the fading popup's buttons and did what the person had just declined
// (a Delete, a Yes to clearing a sheet). The popup is disabled as it starts to close and enabled again as
// it opens; the keyboard is already given back when the fade starts (Qt takes it from the popup first),
// so the page gets it back as before.
//
// Inside the popup: PopupFadeGuard { target: thePopup }
Connections {
    function onAboutToHide() { target.enabled = false }
    function onAboutToShow() { target.enabled = true }
}
