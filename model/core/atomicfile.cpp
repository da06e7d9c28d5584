#include "atomicfile.h"

#include <QSaveFile>

namespace mc {

bool writeFileAtomically(const QString &path, const QByteArray &data, Problem *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit()) {
        if (error)
            *error = Problem{path, ProblemCode::CannotWrite, {}, -1, 0, 0, 0, f.errorString()};
        return false;
    }
    return true;
}

bool writeFileAtomically(const QString &path, const QByteArray &data, QString *error)
{
    Problem p;
    if (writeFileAtomically(path, data, &p))
        return true;
    if (error)
        *error = path + QLatin1StringView(": ") + p.note;
    return false;
}

} // namespace mc
