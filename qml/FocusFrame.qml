import QtQuick

//! A frame around its parent (where the keyboard is), `outset` pixels beyond its edges, with a size only
//! while shown. A rounded rectangle is drawn anew into a picture of its corners at each change of its
//! size (the software renderer), and the buttons and log rows it frames change their sizes with each
//! step's words while the frame is hidden: two dozen such pictures a step, for frames nobody saw.
Rectangle {
    //! How far the frame stands outside its parent.
    property real outset: 0

    x: -outset
    y: -outset
    width: visible && parent ? parent.width + 2 * outset : 0
    height: visible && parent ? parent.height + 2 * outset : 0
    color: "transparent"
}
