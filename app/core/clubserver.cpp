// The club's server in the app: settings, password, syncs off the GUI thread (clubserver.h).
#include "clubserver.h"

#include "historystore.h"

#include <QLocale>
#include <QSettings>
#include <QtConcurrent/QtConcurrentRun>

#include <qt6keychain/keychain.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

const QString kGroup = u"historyServer"_s;
const QString kKeychainService = u"mourners"_s;
// After a good sync: look for the other laptops' games again after this long.
constexpr int kFetchEverySeconds = 60;

QString keychainKey(const HistoryServer &s)
{
    return u"history-server "_s + s.key();
}

} // namespace

ClubServer::ClubServer(HistoryStore *store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ClubServer::start);
    load();
    // A game recorded (or removed) here: send it now, not at the next round of the timer.
    connect(m_store, &HistoryStore::changed, this, [this] {
        if (m_enabled && !m_sync)
            scheduleAfter(0);
        else if (m_enabled)
            m_again = true;
    });
    if (m_enabled) {
        countWaiting();
        readPassword();
    }
}

ClubServer::~ClubServer()
{
    if (m_sync)
        m_sync->waitForFinished();
}

void ClubServer::load()
{
    QSettings s;
    s.beginGroup(kGroup);
    m_enabled = s.value(u"enabled"_s, false).toBool();
    m_server.host = s.value(u"host"_s).toString();
    m_server.port = s.value(u"port"_s, 5432).toInt();
    m_server.database = s.value(u"database"_s).toString();
    m_server.user = s.value(u"user"_s).toString();
    m_server.sslmode = s.value(u"requireTls"_s, false).toBool() ? u"require"_s : QString();
    m_store->setServerKey(m_enabled ? m_server.key() : QString());
}

QString ClubServer::configure(bool enabled, const QString &host, int port, const QString &database,
                              const QString &user, bool requireTls)
{
    // A name the server knows has no spaces or control characters.
    const auto plain = [](const QString &text) {
        return std::none_of(text.cbegin(), text.cend(), [](QChar c) { return c.isSpace() || c.category() == QChar::Other_Control; });
    };
    if (enabled && host.trimmed().isEmpty())
        return tr("Enter the server's name or address.");
    if (port < 1 || port > 65535)
        return tr("The port is a number from 1 to 65535 (PostgreSQL's own is 5432).");
    if (enabled && database.trimmed().isEmpty())
        return tr("Enter the name of the club's database.");
    if (!plain(host.trimmed()) || !plain(database.trimmed()) || !plain(user.trimmed()))
        return tr("The server, database and user names have no spaces.");
    const QString oldKey = m_server.key();
    {
        QSettings s;
        s.beginGroup(kGroup);
        s.setValue(u"enabled"_s, enabled);
        s.setValue(u"host"_s, host.trimmed());
        s.setValue(u"port"_s, port);
        s.setValue(u"database"_s, database.trimmed());
        s.setValue(u"user"_s, user.trimmed());
        s.setValue(u"requireTls"_s, requireTls);
    }
    load();
    m_failures = 0;
    m_loginRefused = false;
    m_error.clear();
    emit settingsChanged();
    if (m_server.key() != oldKey) {
        m_password.clear();
        m_passwordKept = u"none"_s;
        emit passwordChanged();
        if (m_enabled)
            readPassword();
    }
    countWaiting();
    emit stateChanged();
    if (m_enabled)
        scheduleAfter(0);
    else
        m_timer.stop();
    return {};
}

void ClubServer::readPassword()
{
    if (m_server.user.isEmpty())
        return;
    m_passwordKept = u"checking"_s;
    emit passwordChanged();
    auto *job = new QKeychain::ReadPasswordJob(kKeychainService, this);
    job->setAutoDelete(true);
    job->setKey(keychainKey(m_server));
    const QString key = m_server.key();
    connect(job, &QKeychain::Job::finished, this, [this, job, key] {
        if (key != m_server.key())
            return;
        if (job->error() == QKeychain::NoError) {
            m_password = job->textData();
            m_passwordKept = u"keyring"_s;
            m_keyringFailed = false;
        } else {
            // EntryNotFound: the keyring answers but has none; anything else: no keyring service.
            m_keyringFailed = job->error() != QKeychain::EntryNotFound;
            m_passwordKept = m_password.isEmpty() ? u"none"_s : u"memory"_s;
        }
        emit passwordChanged();
        if (m_enabled)
            scheduleAfter(0);
    });
    job->start();
}

void ClubServer::setPassword(const QString &password)
{
    m_password = password;
    m_passwordKept = u"memory"_s;
    m_loginRefused = false;
    emit passwordChanged();
    auto *job = new QKeychain::WritePasswordJob(kKeychainService, this);
    job->setAutoDelete(true);
    job->setKey(keychainKey(m_server));
    job->setTextData(password);
    const QString key = m_server.key();
    connect(job, &QKeychain::Job::finished, this, [this, job, key] {
        if (key != m_server.key())
            return;
        m_keyringFailed = job->error() != QKeychain::NoError;
        m_passwordKept = m_keyringFailed ? u"memory"_s : u"keyring"_s;
        if (m_keyringFailed)
            qWarning("mourners: history server: no keyring: %s", qUtf8Printable(job->errorString()));
        emit passwordChanged();
    });
    job->start();
    m_failures = 0;
    scheduleAfter(0);
}

QString ClubServer::passwordNote() const
{
    if (m_passwordKept == u"keyring"_s)
        return tr("The password is kept in the system's keyring.");
    if (m_passwordKept == u"memory"_s)
        //: No keyring service (GNOME Keyring, KWallet) answered.
        return tr("No keyring service answered: the password is kept in memory only and asked for again "
                  "when the app starts.");
    if (m_passwordKept == u"checking"_s)
        return tr("Looking for the password in the system's keyring…");
    if (m_keyringFailed)
        return tr("No keyring service answered: type the password; it is kept in memory only.");
    return tr("No password given yet (the server may not need one).");
}

void ClubServer::sendNow()
{
    if (!m_enabled)
        return;
    m_failures = 0;
    if (m_sync)
        m_again = true;
    else
        scheduleAfter(0);
}

int ClubServer::retryDelaySeconds(int failures)
{
    if (failures <= 0)
        return 0;
    return std::min(300, 5 << std::min(failures - 1, 6));
}

void ClubServer::scheduleAfter(int seconds)
{
    m_timer.start(seconds * 1000);
}

void ClubServer::countWaiting()
{
    HistoryStore *store = m_store;
    if (!m_enabled || !store->available()) {
        m_waiting = 0;
        return;
    }
    m_waiting = std::max(0, HistorySync::waitingCount(store->path(), m_server.key()));
}

void ClubServer::start()
{
    HistoryStore *store = m_store;
    if (!m_enabled || m_sync || !store->available() || m_passwordKept == u"checking"_s)
        return;
    m_again = false;
    HistoryServer server = m_server;
    server.password = m_password;
    const QString path = store->path();
    m_sync = new QFutureWatcher<HistorySync::Outcome>(this);
    connect(m_sync, &QFutureWatcher<HistorySync::Outcome>::finished, this, &ClubServer::finished);
    m_sync->setFuture(QtConcurrent::run([path, server] { return HistorySync::run(path, server); }));
    emit stateChanged();
}

void ClubServer::finished()
{
    const HistorySync::Outcome r = m_sync->result();
    m_sync->deleteLater();
    m_sync = nullptr;
    m_everTried = true;
    m_reachable = !r.unreachable;
    m_loginRefused = !r.ok && r.error == HistoryServer::tr("the server refused the login (user name or password)");
    m_error = r.ok ? QString() : r.error;
    if (r.waiting >= 0)
        m_waiting = r.waiting;
    if (r.ok) {
        m_failures = 0;
        m_lastSync = QDateTime::currentDateTime();
    } else {
        ++m_failures;
    }
    m_store->syncedWithServer(r.fetched > 0 || r.renamedGames > 0);
    emit stateChanged();
    emit synced(r.ok);
    if (!m_enabled)
        return;
    if (m_again)
        scheduleAfter(0);
    else if (m_loginRefused)
        m_timer.stop(); // waits for a new password (or Send now)
    else
        scheduleAfter(r.ok ? kFetchEverySeconds : retryDelaySeconds(m_failures));
}

QString ClubServer::statusText() const
{
    if (!m_enabled)
        return {};
    if (m_sync)
        return tr("Syncing with the server…");
    if (!m_everTried)
        return tr("%n game(s) wait to be sent to the server.", "", m_waiting);
    if (!m_error.isEmpty() && !m_reachable)
        //: %n games recorded here that the server does not hold yet.
        return tr("Server not reachable: %n game(s) wait. The app tries again by itself.", "", m_waiting);
    if (!m_error.isEmpty())
        //: %1 the reason ("the server refused the login (user name or password)").
        return tr("Not synced: %1. %n game(s) wait.", "", m_waiting).arg(m_error);
    const QString when = QLocale().toString(m_lastSync, QLocale::ShortFormat);
    if (m_waiting > 0)
        return tr("Last sync: %1. %n game(s) wait to be sent.", "", m_waiting).arg(when);
    //: %1 the time of the last sync.
    return tr("Every game is on the server. Last sync: %1.").arg(when);
}
