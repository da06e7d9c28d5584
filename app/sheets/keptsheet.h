// A score sheet kept in a file after every change, so that leaving its page or a restart loses nothing
// (the occult and Dead Man's Crown sheets): the atomic write and what happens to a file that cannot be read.
#pragma once

#include <QJsonObject>
#include <QString>

namespace keptsheet {

/// Writes `sheet` to `file` atomically, its folder made first. "" when written, else the sentence that
/// says it was not (the numbers on screen stay).
[[nodiscard]] QString keep(const QString &file, const QJsonObject &sheet);

/// A kept file that could not be read (`why`) is moved aside, never overwritten, and a new sheet starts:
/// the sentence that says so. When it cannot be moved, `file` is emptied so that nothing writes over it.
[[nodiscard]] QString setAside(QString &file, const QString &why);

} // namespace keptsheet
