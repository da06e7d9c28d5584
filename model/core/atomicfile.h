// Files written whole or not at all: a failed write leaves the old file as it was.
#pragma once

#include <QByteArray>
#include <QString>

namespace mc {

[[nodiscard]] bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error);

} // namespace mc
