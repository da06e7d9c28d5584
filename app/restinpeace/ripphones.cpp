#include "ripphones.h"

#include "historystore.h"
#include "ripsession.h"
#include "riptext.h"

#include <QQmlEngine>
#include <QtQml/qqml.h>

using namespace Qt::StringLiterals;

RipPhones::RipPhones(RipSession *session, QObject *parent)
    : QObject(parent), m_session(session), m_port(*this), m_server(std::make_unique<phones::PhoneServer>(m_port)),
      m_rows(new RowListModel({"seat", "name", "color", "url", "qr", "connected", "onPhone", "laptop", "computer"}, this))
{
    connect(m_server.get(), &phones::PhoneServer::seatsChanged, this, &RipPhones::onSeatsChanged);
    if (m_session) {
        connect(m_session, &RipSession::stepped, m_server.get(), &phones::PhoneServer::gameChanged);
        connect(m_session, &RipSession::gameStarted, this, &RipPhones::onGameStarted);
        connect(m_session, &RipSession::handOffChanged, this, &RipPhones::phoneSeatChanged);
    }
    refreshSeats();
}

RipPhones::~RipPhones()
{
    m_server->disconnect(this);
    m_server->stop();
    m_server.reset();
}

RipPhones *RipPhones::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    const int typeId = qmlTypeId("Mourners", 1, 0, "RipSession");
    return new RipPhones(qmlEngine->singletonInstance<RipSession *>(typeId));
}

const rip::Game &RipPhones::ripGame() const
{
    static const rip::Game none;
    return m_session ? m_session->game() : none;
}

bool RipPhones::applyRipAction(const rip::Action &action, QString &error)
{
    if (!m_session) {
        error = u"there is no game"_s;
        return false;
    }
    if (action.seat >= 0 && action.seat < rip::kSeats && m_laptop[std::size_t(action.seat)]) {
        error = u"the laptop decides for this seat now"_s;
        return false;
    }
    return m_session->applyPhoneAction(action, error);
}

QString RipPhones::ripActionLabel(const rip::GameState &view, const rip::Action &action) const
{
    return RipText(ripGame().names()).actionLabel(view, action);
}

QString RipPhones::ripCardText(const rip::Card &card) const
{
    return RipText::cardText(card);
}

QString RipPhones::ripPsychicName(int card) const
{
    return RipText::psychicName(card);
}

QString RipPhones::ripPsychicEffect(int card) const
{
    return RipText::psychicEffect(card);
}

QString RipPhones::ripResult(const rip::GameState &state) const
{
    return state.isTerminal() ? RipText(ripGame().names()).endText(state) : QString();
}

int RipPhones::phoneSeat() const
{
    return m_session ? m_session->phoneSeat() : -1;
}

bool RipPhones::running() const
{
    return m_server->isRunning();
}

QString RipPhones::linkHost() const
{
    return m_linkHost.isEmpty() ? phones::PhoneServer::lanAddress() : m_linkHost;
}

QString RipPhones::seatUrl(int seat) const
{
    return running() ? m_server->seatUrl(seat, linkHost()) : QString();
}

bool RipPhones::isComputer(int seat) const
{
    return m_session && m_session->digital() && seat >= 0 && seat < m_session->seatKinds().size()
           && m_session->seatKinds().at(seat) != u"human"_s;
}

bool RipPhones::start()
{
    if (!m_session || !m_session->active()) {
        setProblem(tr("Start a game first: the phones join the game on the table."));
        return false;
    }
    if (running())
        return true;
    QString why;
    bool ok = m_lastPort != 0 && m_server->start(m_listen, m_lastPort, &why);
    if (!ok)
        ok = m_server->start(m_listen, 0, &why);
    if (!ok) {
        //: %1 the reason from the network, e.g. "The address is protected".
        setProblem(tr("The phones could not be switched on: %1").arg(why));
        return false;
    }
    m_lastPort = m_server->port();
    setProblem({});
    m_server->gameChanged();
    if (!m_wasRunning) {
        m_wasRunning = true;
        emit runningChanged();
    }
    refreshSeats();
    return true;
}

void RipPhones::stop()
{
    m_server->stop();
    pushPhoneSeats();
    if (m_wasRunning) {
        m_wasRunning = false;
        emit runningChanged();
    }
    refreshSeats();
}

void RipPhones::takeBack(int seat)
{
    if (seat < 0 || seat >= rip::kSeats || m_laptop[std::size_t(seat)])
        return;
    m_laptop[std::size_t(seat)] = true;
    pushPhoneSeats();
    m_server->gameChanged();
    refreshSeats();
}

void RipPhones::giveBack(int seat)
{
    if (seat < 0 || seat >= rip::kSeats || !m_laptop[std::size_t(seat)])
        return;
    m_laptop[std::size_t(seat)] = false;
    pushPhoneSeats();
    m_server->gameChanged();
    refreshSeats();
}

void RipPhones::onGameStarted()
{
    m_joined.fill(false);
    m_laptop.fill(false);
    m_server->newGame();
    if (running())
        m_lastPort = m_server->port();
    pushPhoneSeats();
    refreshSeats();
}

void RipPhones::onSeatsChanged()
{
    // A seat whose phone joined decides on it from then on, also while the phone sleeps or reconnects.
    for (int p = 0; p < rip::kSeats; ++p)
        if (m_server->seatConnected(p) && !isComputer(p))
            m_joined[std::size_t(p)] = true;
    pushPhoneSeats();
    refreshSeats();
    emit seatsChanged();
}

void RipPhones::pushPhoneSeats()
{
    if (!m_session)
        return;
    unsigned mask = 0;
    if (running())
        for (int p = 0; p < rip::kSeats; ++p)
            if (m_joined[std::size_t(p)] && !m_laptop[std::size_t(p)])
                mask |= 1u << p;
    m_session->setPhoneSeats(mask);
}

QVariantList RipPhones::connected() const
{
    QVariantList out;
    for (int p = 0; p < m_port.seatCount(); ++p)
        out << m_server->seatConnected(p);
    return out;
}

int RipPhones::connectedCount() const
{
    return m_server->connectedSeats();
}

void RipPhones::refreshSeats()
{
    QList<RowListModel::Row> rows;
    const rip::Game &g = ripGame();
    const bool on = running();
    const QString host = on ? linkHost() : QString();
    for (int p = 0; p < m_port.seatCount(); ++p) {
        const bool computer = isComputer(p);
        const QString url = on && !computer ? m_server->seatUrl(p, host) : QString();
        rows.append(RowListModel::Row{p, p < g.names().size() ? g.names()[p] : QString(), phones::RipSeatPort::seatColor(p), url,
                                      url.isEmpty() ? QString() : m_server->qrCodeDataUrl(p, host), m_server->seatConnected(p),
                                      m_session && m_session->onPhone(p), m_laptop[std::size_t(p)], computer});
    }
    m_rows->setRows(rows);
}

void RipPhones::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    emit problemChanged();
}
