// The history's words that the games' modules share with the command line's library (shelf_modules,
// QtCore only): a list of names, as tie sentences and sheets write them.
#include "historyrecord.h"

QString HistoryFiles::listOfNames(const QStringList &names)
{
    if (names.size() < 2)
        return names.value(0);
    //: Joins the last two of a list of names: "Ada, Bo and Cy".
    return QStringList(names.mid(0, names.size() - 1)).join(tr(", ")) + tr(" and ") + names.constLast();
}
