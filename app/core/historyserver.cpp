// A club's server: its URL, its connection and its errors in words (historyserver.h).
#include "historyserver.h"

#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace {

const QStringList kSslModes{u"disable"_s, u"allow"_s, u"prefer"_s, u"require"_s, u"verify-ca"_s, u"verify-full"_s};

} // namespace

bool HistoryServer::isUrl(const QString &s)
{
    return s.startsWith(u"postgresql://"_s, Qt::CaseInsensitive) || s.startsWith(u"postgres://"_s, Qt::CaseInsensitive);
}

std::optional<HistoryServer> HistoryServer::fromUrl(const QString &text, QString *error)
{
    auto refuse = [&](const QString &why) -> std::optional<HistoryServer> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!isUrl(text))
        return refuse(tr("'%1' is not a server address (postgresql://user@host:port/database)").arg(text));
    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid())
        return refuse(tr("'%1' is not a valid server address: %2").arg(text, url.errorString()));
    HistoryServer s;
    s.host = url.host();
    s.port = url.port(5432);
    s.user = url.userName();
    s.password = url.password();
    s.database = url.path().mid(1);
    if (s.database.isEmpty() || s.database.contains(u'/'))
        return refuse(tr("the server address names no database (postgresql://user@host:port/database)"));
    const QUrlQuery query(url);
    for (const auto &[name, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (name == u"sslmode"_s && kSslModes.contains(value))
            s.sslmode = value;
        else if (name == u"sslmode"_s)
            return refuse(tr("sslmode '%1' is not one of %2").arg(value, kSslModes.join(u", "_s)));
        else
            return refuse(tr("the server address has an option this app does not know: %1").arg(name));
    }
    return s;
}

QString HistoryServer::url() const
{
    QUrl u;
    u.setScheme(u"postgresql"_s);
    u.setUserName(user);
    u.setHost(host);
    u.setPort(port);
    u.setPath(u"/"_s + database);
    if (!sslmode.isEmpty())
        u.setQuery(u"sslmode="_s + sslmode);
    return u.toString();
}

QString HistoryServer::key() const
{
    return u"%1@%2:%3/%4"_s.arg(user, host).arg(port).arg(database);
}

bool HistoryServer::open(const QString &connection, QString &error) const
{
    if (!QSqlDatabase::isDriverAvailable(u"QPSQL"_s)) {
        error = tr("the PostgreSQL driver of Qt is not installed (Debian package libqt6sql6-psql)");
        return false;
    }
    bool ok = false;
    {
        QSqlDatabase d = QSqlDatabase::addDatabase(u"QPSQL"_s, connection);
        d.setHostName(host);
        d.setPort(port);
        d.setDatabaseName(database);
        d.setUserName(user);
        if (!password.isEmpty())
            d.setPassword(password);
        QStringList options{u"connect_timeout=5"_s, u"application_name=mourners"_s};
        if (!sslmode.isEmpty())
            options << u"sslmode="_s + sslmode;
        d.setConnectOptions(options.join(u';'));
        ok = d.open();
        if (!ok)
            error = describe(d.lastError());
        // The migrations' CREATE ... IF NOT EXISTS would print a NOTICE on every start.
        if (ok)
            QSqlQuery(d).exec(u"SET client_min_messages TO warning"_s);
    }
    if (!ok)
        QSqlDatabase::removeDatabase(connection);
    return ok;
}

bool HistoryServer::unreachable(const QSqlError &e)
{
    const QString t = (e.driverText() + u' ' + e.databaseText()).toLower();
    return t.contains(u"could not connect"_s) || t.contains(u"connection refused"_s) || t.contains(u"timeout"_s)
           || t.contains(u"could not translate host"_s) || t.contains(u"server closed the connection"_s)
           || t.contains(u"no connection to the server"_s) || t.contains(u"terminating connection"_s)
           || t.contains(u"connection to server"_s) || t.contains(u"the database system is"_s)
           || t.contains(u"could not begin transaction"_s) || t.contains(u"could not send"_s)
           || t.contains(u"could not receive"_s) || t.contains(u"connection not open"_s)
           || t.contains(u"could not commit transaction"_s);
}

QString HistoryServer::describe(const QSqlError &e)
{
    const QString t = (e.driverText() + u' ' + e.databaseText()).toLower();
    if (t.contains(u"password authentication failed"_s) || t.contains(u"no password supplied"_s)
        || t.contains(u"authentication failed"_s) || t.contains(u"role \""_s))
        return tr("the server refused the login (user name or password)");
    if (t.contains(u"database \""_s) && t.contains(u"does not exist"_s))
        return tr("the database does not exist on the server");
    if (t.contains(u"server does not support ssl"_s))
        return tr("the server offers no encrypted connection (TLS)");
    if (unreachable(e))
        return tr("the server is not reachable");
    const QString text = e.text().trimmed();
    return text.isEmpty() ? u"unknown error"_s : text;
}
