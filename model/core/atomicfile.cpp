#include "atomicfile.h"

#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace mc {

bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        if (error)
            *error = u"cannot write %1: %2"_s.arg(path, f.errorString());
        return false;
    }
    return true;
}

} // namespace mc
