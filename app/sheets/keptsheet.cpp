#include "keptsheet.h"

#include "model/core/atomicfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace keptsheet {

QString keep(const QString &file, const QJsonObject &sheet)
{
    QString error;
    QDir().mkpath(QFileInfo(file).absolutePath());
    if (mc::writeFileAtomically(file, QJsonDocument(sheet).toJson(QJsonDocument::Indented), &error))
        return {};
    //: The sheet could not be kept on disk; %1 the system's reason. The numbers on screen stay.
    return QCoreApplication::translate("KeptSheet", "The sheet could not be kept for the next start: %1").arg(error);
}

QString setAside(QString &file, const QString &why)
{
    const QString aside = file + u".unreadable-"_s + QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
    if (!QFile::rename(file, aside)) {
        file.clear(); // nothing may write over it
        return QCoreApplication::translate("KeptSheet", "The sheet kept from last time could not be read (%1).").arg(why);
    }
    //: %1 the reason, %2 where the unread file was kept.
    return QCoreApplication::translate("KeptSheet", "The sheet kept from last time could not be read (%1); it was kept as %2 and a new sheet started.")
            .arg(why, QDir::toNativeSeparators(aside));
}

} // namespace keptsheet
