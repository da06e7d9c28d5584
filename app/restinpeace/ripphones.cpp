#include "ripphones.h"
#include "seatcolors.h"
#include "seatkinds.h"

#include "historystore.h"
#include "ripsession.h"
#include "riptext.h"


using namespace Qt::StringLiterals;

RipPhones::RipPhones(RipSession *session, QObject *parent)
    : SeatPhones(parent), m_session(session), m_port(*this)
{
    attachServer(std::make_unique<phones::PhoneServer>(m_port));
    if (m_session) {
        connect(m_session, &RipSession::stepped, &server(), &phones::PhoneServer::gameChanged);
        connect(m_session, &RipSession::gameStarted, this, &RipPhones::onGameStarted);
        connect(m_session, &RipSession::handOffChanged, this, &RipPhones::phoneSeatChanged);
    }
    if (hasGame())
        onGameStarted(); // a game opened before the phones were first asked for: its links, on as they were
    refreshSeats();
}

QJsonObject RipPhones::storedLinks() const
{
    return m_session ? m_session->phoneLinks() : QJsonObject();
}

void RipPhones::storeLinks(const QJsonObject &links)
{
    if (m_session)
        m_session->setPhoneLinks(links);
}

RipPhones::~RipPhones()
{
    shutdownServer(); // before the seat port it reads goes
}

const rip::Game &RipPhones::ripGame() const
{
    static const rip::Game none;
    return m_session ? m_session->game() : none;
}

bool RipPhones::applyRipAction(const rip::Action &action, QString &error)
{
    if (!phoneMayDecide(action.seat, error))
        return false;
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

QStringList RipPhones::seatColors(bool dark) const
{
    return {phones::ripSeatColor(0, dark), phones::ripSeatColor(1, dark)};
}

int RipPhones::phoneSeat() const
{
    return m_session ? m_session->phoneSeat() : -1;
}

bool RipPhones::hasGame() const
{
    return m_session && m_session->active();
}

bool RipPhones::isComputer(int seat) const
{
    return m_session && m_session->digital() && seat >= 0 && seat < m_session->seatKinds().size()
           && !shelf::seatkind::isPerson(m_session->seatKinds().at(seat));
}

QString RipPhones::seatName(int seat) const
{
    const rip::Game &g = ripGame();
    return seat >= 0 && seat < g.names().size() ? g.names()[seat] : QString();
}

QString RipPhones::seatColor(int seat) const
{
    return phones::RipSeatPort::seatColor(seat);
}

bool RipPhones::seatOnPhone(int seat) const
{
    return m_session && m_session->onPhone(seat);
}

void RipPhones::setPhoneSeats(unsigned mask)
{
    if (m_session)
        m_session->setPhoneSeats(mask);
}
