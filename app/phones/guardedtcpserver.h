// The phones' server's guard at the door (phoneserver.cpp): TCP connections within the limits
// (phones::Limits), so that no one on the network can keep the phones out.
#pragma once

#include "phoneserver.h"

#include <QDateTime>
#include <QHash>
#include <QHostAddress>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>
#include <functional>

namespace phones {

/// The most a connection buffers of its request (a larger request never completes).
constexpr qint64 kHttpReadBuffer = 32 * 1024;

// A peer's address as the notice names it: an IPv4 peer of a dual-stack server as 192.168.1.23.
inline QHostAddress plainAddress(const QHostAddress &a)
{
    bool ok = false;
    const quint32 v4 = a.toIPv4Address(&ok);
    return ok ? QHostAddress(v4) : a;
}

// Accepts TCP connections within the limits, so that no one on the network can keep the phones out:
// - each address may hold at most maxPerAddress connections that carry no seat's link yet, and open
//   at most acceptsPerSecond new ones (burst twice that): a flood from one address is refused first;
// - a connection whose first request has not arrived after headerMs is closed (slow requests);
// - when all maxConnections are taken, a newcomer takes the place of the oldest unproven connection
//   of the address that holds the most (when that is more than the newcomer's own address holds);
// - a connection that carried a seat's link (its page or its WebSocket) is never pushed out, and
//   anything that is not a seated phone is closed after idleMs.
// The addresses refused lately are the laptop's notice (refusing()).
class GuardedTcpServer : public QTcpServer {
public:
    GuardedTcpServer(const Limits &limits, std::function<void()> refusingChanged, QObject *parent)
        : QTcpServer(parent), m_limits(limits), m_refusingChanged(std::move(refusingChanged))
    {
        m_noticeTimer.setInterval(std::max(50, m_limits.noticeMs / 4));
        QObject::connect(&m_noticeTimer, &QTimer::timeout, this, [this] { expireNotice(); });
    }

    // Sockets are followed with guarded pointers, not signals: Qt 6.4 disconnects every signal of a
    // socket that it upgrades to a WebSocket.
    [[nodiscard]] int open()
    {
        prune();
        return int(m_sockets.size());
    }
    // The TCP connection under a WebSocket that became a seat's phone: no longer closed when idle.
    void seat(const QHostAddress &peer, quint16 peerPort)
    {
        for (const auto &s : m_sockets)
            if (s && s->peerPort() == peerPort && s->peerAddress().isEqual(peer))
                s->setProperty("seated", true);
    }
    // Closes every connection now (stop(): nothing is served once phones are off).
    void closeAll()
    {
        close();
        const auto sockets = m_sockets;
        for (const auto &s : sockets)
            if (s)
                s->abort();
        m_sockets.clear();
        m_noticeTimer.stop();
        if (!m_refused.isEmpty()) {
            m_refused.clear();
            m_refusingChanged();
        }
    }
    // The addresses refused within the last noticeMs, sorted.
    [[nodiscard]] QStringList refusing() const
    {
        QStringList out = m_refused.keys();
        out.sort();
        return out;
    }

protected:
    void incomingConnection(qintptr handle) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(handle)) {
            delete socket;
            return;
        }
        const QString peer = plainAddress(socket->peerAddress()).toString();
        if (!admit(peer)) {
            socket->abort(); // refused at once: the phones already seated keep working
            delete socket;
            refused(peer);
            return;
        }
        socket->setProperty("peer", peer);
        socket->setReadBufferSize(kHttpReadBuffer); // a request larger than this never completes
        m_sockets.append(socket);
        QTimer::singleShot(m_limits.headerMs, socket, [socket] {
            if (!socket->property("requested").toBool() && !socket->property("seated").toBool())
                socket->abort(); // its request did not come in time
        });
        QTimer::singleShot(m_limits.idleMs, socket, [socket] {
            if (!socket->property("seated").toBool())
                socket->abort();
        });
        addPendingConnection(socket);
    }

private:
    struct Bucket {
        double tokens = 0;
        qint64 lastRefill = 0;
    };
    static bool proven(const QTcpSocket *s) { return s->property("seated").toBool() || s->property("seatLink").toBool(); }

    bool admit(const QString &peer)
    {
        prune();
        // Each address its own budget of new connections: one address's flood spends only its own.
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const double burst = 2.0 * m_limits.acceptsPerSecond;
        auto bucket = m_buckets.find(peer);
        if (bucket == m_buckets.end()) {
            if (m_buckets.size() > 4096) // forget the addresses whose budget is whole again
                m_buckets.removeIf([&](const auto &it) {
                    return double(now - it.value().lastRefill) * m_limits.acceptsPerSecond / 1000.0 >= burst;
                });
            bucket = m_buckets.insert(peer, Bucket{burst, now});
        }
        bucket->tokens = std::min(burst, bucket->tokens + double(now - bucket->lastRefill) * m_limits.acceptsPerSecond / 1000.0);
        bucket->lastRefill = now;
        if (bucket->tokens < 1.0)
            return false;

        QHash<QString, QList<QTcpSocket *>> unproven; // per address, oldest first
        for (const auto &s : std::as_const(m_sockets))
            if (!proven(s))
                unproven[s->property("peer").toString()].append(s);
        const qsizetype mine = unproven.value(peer).size();
        if (mine >= m_limits.maxPerAddress)
            return false;
        if (m_sockets.size() >= m_limits.maxConnections) {
            // Full: the address that holds the most gives way, if it holds more than this one would.
            QString crowd;
            qsizetype most = mine + 1;
            for (auto it = unproven.cbegin(); it != unproven.cend(); ++it)
                if (it.key() != peer && it.value().size() > most) {
                    crowd = it.key();
                    most = it.value().size();
                }
            if (crowd.isEmpty())
                return false;
            QTcpSocket *oldest = unproven.value(crowd).first();
            m_sockets.removeAll(oldest);
            oldest->abort();
            refused(crowd);
        }
        bucket->tokens -= 1.0;
        return true;
    }

    void refused(const QString &peer)
    {
        const bool added = !m_refused.contains(peer);
        m_refused.insert(peer, QDateTime::currentMSecsSinceEpoch());
        if (!m_noticeTimer.isActive())
            m_noticeTimer.start();
        if (added)
            m_refusingChanged();
    }

    void expireNotice()
    {
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        const qsizetype before = m_refused.size();
        m_refused.removeIf([&](const auto &it) { return now - it.value() >= m_limits.noticeMs; });
        if (m_refused.isEmpty())
            m_noticeTimer.stop();
        if (m_refused.size() != before)
            m_refusingChanged();
    }

    void prune()
    {
        m_sockets.removeIf([](const QPointer<QTcpSocket> &s) { return !s || s->state() == QAbstractSocket::UnconnectedState; });
    }

    const Limits m_limits;
    std::function<void()> m_refusingChanged;
    QList<QPointer<QTcpSocket>> m_sockets;
    QHash<QString, Bucket> m_buckets;
    QHash<QString, qint64> m_refused; // address: when it was last refused
    QTimer m_noticeTimer;
};

} // namespace phones
