#include "appsettings.h"

#include "autosave.h"
#include "historystore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHostAddress>
#include <QProcess>
#include <QQmlEngine>
#include <QRegularExpression>
#include <QSettings>
#include <QtQml/qqml.h>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

AppSettings::AppSettings(const QString &autosaveFolder, const QString &historyFile, QObject *parent)
    : QObject(parent), m_autosaveFolder(QDir::toNativeSeparators(autosaveFolder)),
      m_historyFile(QDir::toNativeSeparators(historyFile))
{
}

AppSettings *AppSettings::create(QQmlEngine *engine, QJSEngine *)
{
    // The folders as the objects that write there know them, not worked out a second time.
    return new AppSettings(Autosave::defaultDirectory(), HistoryStore::defaultPath(), engine);
}

QUrl AppSettings::folderUrl(const QString &path, bool isFolder) const
{
    if (path.isEmpty())
        return {};
    const QString folder = isFolder ? QDir::fromNativeSeparators(path) : QFileInfo(path).absolutePath();
    // The autosave folder appears with the first game: open it even before, empty.
    if (!QDir().mkpath(folder))
        return {};
    return QUrl::fromLocalFile(folder);
}


QString AppSettings::phonesNetwork()
{
    const QString kept = QSettings().value(u"phones/network"_s).toString();
    // Only an IPv4 address is kept; anything else (edited by hand) means every network.
    QHostAddress a;
    return a.setAddress(kept) && a.protocol() == QAbstractSocket::IPv4Protocol ? a.toString() : QString();
}

void AppSettings::setPhonesNetwork(const QString &address)
{
    QSettings s;
    if (address.isEmpty())
        s.remove(u"phones/network"_s);
    else
        s.setValue(u"phones/network"_s, address);
}

namespace {

const auto kTextSizeKey = u"appearance/textSize"_s;

bool offered(int percent)
{
    return std::find(std::begin(AppSettings::kTextSizes), std::end(AppSettings::kTextSizes), percent)
           != std::end(AppSettings::kTextSizes);
}

} // namespace

int AppSettings::keptTextSize()
{
    // Before the application object exists (applyKeptTextSize) QSettings needs the names spelt out.
    const QString org = QCoreApplication::organizationName().isEmpty() ? u"Mourners"_s
                                                                       : QCoreApplication::organizationName();
    const QString app = QCoreApplication::applicationName().isEmpty() ? u"mourners"_s
                                                                      : QCoreApplication::applicationName();
    bool ok = false;
    const int kept = QSettings(org, app).value(kTextSizeKey).toInt(&ok);
    return ok && offered(kept) ? kept : 100;
}

int AppSettings::textSizeInUse()
{
    bool ok = false;
    const double factor = qEnvironmentVariable("QT_SCALE_FACTOR").toDouble(&ok);
    return ok && factor > 0 ? int(std::lround(factor * 100)) : 100;
}

bool AppSettings::setTextSize(int percent)
{
    if (!offered(percent))
        return false;
    QSettings s;
    if (percent == 100)
        s.remove(kTextSizeKey);
    else
        s.setValue(kTextSizeKey, percent);
    s.sync();
    emit textSizeChanged();
    return true;
}

double AppSettings::applyKeptTextSize()
{
    // A factor set by an earlier run of the app (restart()) is not the person's own: read the kept one.
    const bool ours = qEnvironmentVariableIsSet("MOURNERS_TEXT_SIZE_APPLIED");
    if (!qEnvironmentVariableIsEmpty("QT_SCALE_FACTOR") && !ours)
        return textSizeInUse() / 100.0;
    qunsetenv("QT_SCALE_FACTOR");
    qunsetenv("MOURNERS_TEXT_SIZE_APPLIED");
    const int kept = keptTextSize();
    if (kept != 100) {
        qputenv("QT_SCALE_FACTOR", QByteArray::number(kept / 100.0));
        qputenv("MOURNERS_TEXT_SIZE_APPLIED", "1");
    }
    return kept / 100.0;
}

bool AppSettings::restart()
{
    // The new run reads the kept size itself (applyKeptTextSize).
    if (!QProcess::startDetached(QCoreApplication::applicationFilePath(), QCoreApplication::arguments().mid(1)))
        return false;
    QCoreApplication::quit();
    return true;
}
