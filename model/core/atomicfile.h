// Files written whole or not at all: a failed write leaves the old file as it was.
#pragma once

#include <QByteArray>
#include <QString>

#include "problem.h"

namespace mc {

/// False with a CannotWrite problem (the path, the system's reason in `note`) when it could not be written.
[[nodiscard]] bool writeFileAtomically(const QString &path, const QByteArray &data, Problem *error);
/// The same; `error` gets the file and the system's reason ("PATH: REASON"), no words of ours.
[[nodiscard]] bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error);

} // namespace mc
