import QtQuick
import QtQuick.Controls

// A dialog's button box whose standard buttons (Close, Cancel, Yes, No) are the app's own ActionButton,
// as on every other dialog: Material's are flat and in capitals ("SCHLIEßEN"), with a ripple the software
// renderer draws out of place. A dialog keeps `standardButtons` and says `footer: AppButtonBox {}`.
DialogButtonBox {
    delegate: ActionButton {}
}
