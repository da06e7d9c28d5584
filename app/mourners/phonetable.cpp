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
    : SeatPhones(parent), m_controller(controller)
{
    attachServer(std::make_unique<phones::PhoneServer>(m_port));
    connect(&server(), &phones::PhoneServer::tableChanged, this, &PhoneTable::refreshAnswers);
    if (m_controller) {
        // Every change of the game goes to the phones (held answers that are due are applied then).
        connect(m_controller, &GameController::stepped, &server(), &phones::PhoneServer::gameChanged);
        connect(m_controller, &GameController::stepped, this, &PhoneTable::refreshAnswers);
        connect(m_controller, &GameController::gameStarted, this, &PhoneTable::onGameStarted);
    }
    refreshSeats();
}

PhoneTable::~PhoneTable()
{
    shutdownServer(); // before the game host it reads goes
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
    if (!phoneMayDecide(action.seat, error))
        return false;
    return m_controller->applySeatAction(action, error);
}

QString PhoneTable::handLabel(const mc::GameState &state, const mc::Action &action) const
{
    // The laptop's words (its language) for a Court card's option and targets: public names only.
    return m_controller ? DecisionTexts(m_controller->game()).action(state, action) : QString();
}

QString PhoneTable::cardText(int deck, int card) const
{
    // The laptop's words (its language) for a card the seat port lists for its own seat or face up.
    return m_controller && m_controller->hasGame() ? DecisionTexts::namesOf(m_controller->game()).cardText(deck, card)
                                                   : QString();
}

bool PhoneTable::hasGame() const
{
    return m_controller && m_controller->hasGame();
}

bool PhoneTable::isComputer(int seat) const
{
    return m_controller && m_controller->bots()->isComputer(seat);
}

QString PhoneTable::seatName(int seat) const
{
    const mc::Game &g = game();
    return seat >= 0 && std::size_t(seat) < g.seats().size()
                   ? EventText::shownSeatName(g.seats()[std::size_t(seat)].name, seat)
                   : QString();
}

QString PhoneTable::seatColor(int seat) const
{
    return m_port.seatColor(seat);
}

bool PhoneTable::seatOnPhone(int seat) const
{
    return m_controller && m_controller->seats()->onPhone(seat);
}

void PhoneTable::setPhoneSeats(unsigned mask)
{
    if (m_controller)
        m_controller->setPhoneSeats(mask);
}

void PhoneTable::seatTakenBack(int seat)
{
    // An answer the phone gave ahead of its turn is withdrawn: the laptop decides for this seat now.
    phones::SeatPort &port = m_port;
    if (port.holds(seat))
        (void)port.submit(seat, QJsonObject{{u"type"_s, u"cancel"_s}});
}

void PhoneTable::refreshAnswers()
{
    const phones::SeatPort &port = m_port;
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
