#include "phonetable.h"

#include "decisiontexts.h"
#include "gamecontroller.h"

#include <QJsonObject>
#include <QQmlEngine>
#include <QtQml/qqml.h>

using namespace Qt::StringLiterals;

namespace {

// The game shown when the controller is gone (the engine deletes its singletons in any order).
const mc::Game &noGame()
{
    static const mc::Game none;
    return none;
}

} // namespace

PhoneTable::PhoneTable(GameController *controller, QObject *parent)
    : QObject(parent), m_controller(controller), m_server(std::make_unique<phones::PhoneServer>(*this)),
      m_rows(new RowListModel({"seat", "name", "color", "url", "qr", "connected", "onPhone", "laptop", "computer"}, this))
{
    connect(m_server.get(), &phones::PhoneServer::seatsChanged, this, &PhoneTable::onSeatsChanged);
    connect(m_server.get(), &phones::PhoneServer::tableChanged, this, &PhoneTable::refreshAnswers);
    if (m_controller) {
        // Every change of the game goes to the phones (held answers that are due are applied then).
        connect(m_controller, &GameController::stepped, m_server.get(), &phones::PhoneServer::gameChanged);
        connect(m_controller, &GameController::stepped, this, &PhoneTable::refreshAnswers);
        connect(m_controller, &GameController::gameStarted, this, &PhoneTable::onGameStarted);
    }
    refreshSeats();
}

PhoneTable::~PhoneTable()
{
    // The server's last signals must not reach a half-destroyed table.
    m_server->disconnect(this);
    m_server->stop();
    m_server.reset();
}

PhoneTable *PhoneTable::create(QQmlEngine *qmlEngine, QJSEngine *)
{
    const int typeId = qmlTypeId("Mourners", 1, 0, "GameController");
    return new PhoneTable(qmlEngine->singletonInstance<GameController *>(typeId));
}

const mc::Game &PhoneTable::game() const
{
    return m_controller ? m_controller->game() : noGame();
}

bool PhoneTable::applySeatAction(const mc::Action &action, QString &error)
{
    if (!m_controller) {
        error = u"there is no game"_s;
        return false;
    }
    if (action.seat >= 0 && action.seat < mc::kMaxPlayers && m_laptop[std::size_t(action.seat)]) {
        error = u"the laptop decides for this seat now"_s;
        return false;
    }
    return m_controller->applySeatAction(action, error);
}

QString PhoneTable::handLabel(const mc::GameState &state, const mc::Action &action) const
{
    // The laptop's words (its language) for a Court card's option and targets: public names only.
    return m_controller ? DecisionTexts(m_controller->game()).action(state, action) : QString();
}

bool PhoneTable::running() const
{
    return m_server->isRunning();
}

QString PhoneTable::linkHost() const
{
    return m_linkHost.isEmpty() ? phones::PhoneServer::lanAddress() : m_linkHost;
}

QString PhoneTable::seatUrl(int seat) const
{
    return running() ? m_server->seatUrl(seat, linkHost()) : QString();
}

bool PhoneTable::isComputer(int seat) const
{
    return m_controller && m_controller->bots()->isComputer(seat);
}

bool PhoneTable::start()
{
    if (!m_controller || !m_controller->hasGame()) {
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
    m_server->gameChanged(); // the phones of this game see where it stands now
    if (!m_wasRunning) {
        m_wasRunning = true;
        emit runningChanged();
    }
    refreshSeats();
    refreshAnswers();
    return true;
}

void PhoneTable::stop()
{
    m_server->stop();
    pushPhoneSeats();
    if (m_wasRunning) {
        m_wasRunning = false;
        emit runningChanged();
    }
    refreshSeats();
    refreshAnswers();
}

void PhoneTable::takeBack(int seat)
{
    if (seat < 0 || seat >= mc::kMaxPlayers || m_laptop[std::size_t(seat)])
        return;
    m_laptop[std::size_t(seat)] = true;
    // An answer the phone gave ahead of its turn is withdrawn: the laptop decides for this seat now.
    phones::SeatPort &port = m_server->seatPort();
    if (port.holds(seat))
        (void)port.submit(seat, QJsonObject{{u"type"_s, u"cancel"_s}});
    pushPhoneSeats();
    m_server->gameChanged();
    refreshSeats();
    refreshAnswers();
}

void PhoneTable::giveBack(int seat)
{
    if (seat < 0 || seat >= mc::kMaxPlayers || !m_laptop[std::size_t(seat)])
        return;
    m_laptop[std::size_t(seat)] = false;
    pushPhoneSeats();
    refreshSeats();
}

void PhoneTable::onGameStarted()
{
    // New secrets for every game; the phones of the old one are closed (a running server goes on).
    m_joined.fill(false);
    m_laptop.fill(false);
    m_server->newGame();
    if (running())
        m_lastPort = m_server->port();
    pushPhoneSeats();
    refreshSeats();
    refreshAnswers();
}

void PhoneTable::onSeatsChanged()
{
    // A seat whose phone joined decides on it from then on, also while the phone sleeps or
    // reconnects; the laptop can take it back.
    for (int p = 0; p < mc::kMaxPlayers; ++p)
        if (m_server->seatConnected(p) && !isComputer(p))
            m_joined[std::size_t(p)] = true;
    pushPhoneSeats();
    refreshSeats();
    emit seatsChanged();
}

void PhoneTable::pushPhoneSeats()
{
    if (!m_controller)
        return;
    unsigned mask = 0;
    if (running())
        for (int p = 0; p < mc::kMaxPlayers; ++p)
            if (m_joined[std::size_t(p)] && !m_laptop[std::size_t(p)])
                mask |= 1u << p;
    m_controller->setPhoneSeats(mask);
}

QVariantList PhoneTable::connected() const
{
    QVariantList out;
    const int seats = m_server->seatPort().seatCount();
    for (int p = 0; p < seats; ++p)
        out << m_server->seatConnected(p);
    return out;
}

int PhoneTable::connectedCount() const
{
    return m_server->connectedSeats();
}

void PhoneTable::refreshSeats()
{
    QList<RowListModel::Row> rows;
    const mc::Game &g = game();
    const int seats = m_server->seatPort().seatCount();
    const bool on = running();
    const QString host = on ? linkHost() : QString();
    for (int p = 0; p < seats; ++p) {
        const bool computer = isComputer(p);
        const QString url = on && !computer ? m_server->seatUrl(p, host) : QString();
        const QString name = std::size_t(p) < g.seats().size() ? g.seats()[std::size_t(p)].name : QString();
        rows.append(RowListModel::Row{p, name, m_server->seatPort().seatColor(p), url,
                                      url.isEmpty() ? QString() : m_server->qrCodeDataUrl(p, host),
                                      m_server->seatConnected(p), m_controller && m_controller->seats()->onPhone(p),
                                      m_laptop[std::size_t(p)], computer});
    }
    m_rows->setRows(rows);
}

void PhoneTable::refreshAnswers()
{
    const phones::SeatPort &port = m_server->seatPort();
    const QString kind = running() ? port.simultaneousKind() : QString();
    const int in = kind.isEmpty() ? 0 : port.answersIn();
    const int needed = kind.isEmpty() ? 0 : port.answersNeeded();
    QString text;
    if (kind == u"bid"_s)
        //: R-TITHE-2 with phones: %1 bids made (on phones or the laptop), %2 players. The amounts stay secret.
        text = tr("%1 of %2 bids in").arg(in).arg(needed);
    else if (kind == u"motive"_s)
        //: R-SETUP-4 with phones: %1 players who have kept a motive, %2 players.
        text = tr("%1 of %2 motives chosen").arg(in).arg(needed);
    else if (kind == u"draft"_s)
        //: R-DRAFT-2 with phones: %1 players who have picked a card this pass, %2 players.
        text = tr("%1 of %2 draft picks made").arg(in).arg(needed);
    if (text != m_answersText || in != m_answersIn || needed != m_answersNeeded) {
        m_answersText = text;
        m_answersIn = in;
        m_answersNeeded = needed;
        emit answersChanged();
    }
}

void PhoneTable::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    emit problemChanged();
}
