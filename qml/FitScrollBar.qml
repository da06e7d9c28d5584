import QtQuick
import QtQuick.Controls

//! A vertical scroll bar for a Flickable whose content may be longer than its room: shown, with its
//! strip, for as long as the content is longer (choices below the list's edge were missed when the bar
//! showed only while scrolling), and not drawn at all while the content fits. The style's bar, left
//! "as needed" while the content fitted, stayed drawn at its full height for two and a half seconds
//! after a step that made the content longer for a moment (a dark strip beside a bid's hand-over and
//! beside lists of choices that fitted).
ScrollBar {
    //! The content is longer than the Flickable's room.
    required property bool overflows
    policy: overflows ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff
    // Shown and gone at once. The style fades the bar in over a quarter of a second and, once the bar is
    // turned off, still runs its fading out for two and a half seconds, hidden: the window drew a frame
    // of nothing sixty times a second meanwhile, after most steps of a game.
    transitions: []
    contentItem.opacity: 1
    background.opacity: 1
}
