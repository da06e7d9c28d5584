#include "phonetable.h"

#include "decisiontexts.h"
#include "gamecontroller.h"

#include <QJsonObject>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

// The game shown without a controller (a PhoneTable made without one).
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
    if (hasGame())
        onGameStarted(); // a game opened before the phones were first asked for: its links, on as they were
    refreshSeats();
    refreshAnswers();
}

QJsonObject PhoneTable::storedLinks() const
{
    return m_controller ? m_controller->phoneLinks() : QJsonObject();
}

void PhoneTable::storeLinks(const QJsonObject &links)
{
    if (m_controller)
        m_controller->setPhoneLinks(links);
}

PhoneTable::~PhoneTable()
{
    shutdownServer(); // before the game host it reads goes
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

QString PhoneTable::bidText(const mc::GameState &state) const
{
    // The laptop's explanation of the tithe (its guide and its bid screen), for the phone's bid screen.
    const mc::Ruleset &r = state.rules();
    const int owed = state.tithePending();
    if (owed == 0)
        //: R-TITHE-2/3/4 on a phone's bid screen when the Dirth Forge paid the whole tithe. %1..%4 Unity.
        return tr("The Dirth Forge paid the whole tithe, but the bids still count: the single highest bid gains "
                  "%1 Unity (tied highest bids %2 each), every other bid %3, and a bid of nothing loses %4. "
                  "All bid Etherea is spent.")
                .arg(r.titheTopUnity)
                .arg(r.titheTieUnity)
                .arg(r.titheOtherUnity)
                .arg(r.titheNothingLoss);
    //: R-TITHE-2..5 on a phone's bid screen: %n Etherea the bids must pay together; %1..%4 Unity gained or
    //: lost when they do, %5 Unity the lowest bids lose when they do not.
    return tr("The tithe still owes %n Etherea. If the bids together pay it, the single highest bid gains %1 Unity "
              "(tied highest bids %2 each), every other bid %3, and a bid of nothing loses %4. If they do not, "
              "suspicion and threat rise and the lowest bids lose %5 Unity. All bid Etherea is spent.",
              "", owed)
            .arg(r.titheTopUnity)
            .arg(r.titheTieUnity)
            .arg(r.titheOtherUnity)
            .arg(r.titheNothingLoss)
            .arg(r.titheMissLoss);
}

QString PhoneTable::currentPrivateSteps() const
{
    // At a table the cards are real: only the blind bid is made on a phone.
    if (m_controller && m_controller->hasGame() && m_controller->game().setup().mode == mc::Mode::Table)
        //: Phones at the table, a table game: the one secret choice a phone makes (R-TITHE-2).
        return tr("the tithe bid");
    //: Phones at the table, digital play: the secret choices a phone makes.
    return tr("motive, draft, hand, bid");
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
    // Who has answered and who is waited for, by name: never what they answered.
    QStringList answered, waiting;
    if (!kind.isEmpty())
        for (int p = 0; p < port.seatCount(); ++p)
            (port.hasAnswered(p) ? answered : waiting) << seatName(p);
    const QLocale locale;
    //: Phones at the table, a simultaneous secret choice: %1 the players who have made it ("Ada and Ben"); never what.
    const QString answeredText = answered.isEmpty() ? QString() : tr("Answered: %1").arg(locale.createSeparatedList(answered));
    //: Phones at the table, a simultaneous secret choice: %1 the players who have not made it yet ("Cy and Dee").
    const QString waitingText = waiting.isEmpty() ? QString() : tr("Waiting for %1").arg(locale.createSeparatedList(waiting));
    const QString steps = currentPrivateSteps();
    if (text != m_answersText || in != m_answersIn || needed != m_answersNeeded || answeredText != m_answeredText
        || waitingText != m_waitingText || steps != m_privateSteps) {
        m_privateSteps = steps;
        m_answeredText = answeredText;
        m_waitingText = waitingText;
        m_answersText = text;
        m_answersIn = in;
        m_answersNeeded = needed;
        emit answersChanged();
    }
}
