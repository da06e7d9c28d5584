#include "seatprivacy.h"
#include "seatkinds.h"

#include "decisiontexts.h"
#include "model/mourners/game.h"
#include "seatport.h"

using namespace Qt::StringLiterals;

SeatPrivacy::SeatPrivacy(QObject *parent) : QObject(parent) {}

void SeatPrivacy::reset(bool hotSeat)
{
    m_handOff.reset(hotSeat);
    askUndoHandOff(-1, {}, {});
}

bool SeatPrivacy::undoNeedsHandOff(int seat, const mc::GameState &reopened, const QStringList &kinds,
                                   const IsComputer &isComputer) const
{
    if (!hotSeat() || kinds.count(shelf::seatkind::kPerson) < 2 || seat < 0 || seat >= reopened.players || isComputer(seat))
        return false;
    // A seat with its phone keeps every secret there (its private steps and, in digital play, its hand):
    // whatever the undo reopens for it shows nothing secret on the laptop.
    if (onPhone(seat))
        return false;
    (void)reopened;
    return revealedSeat() != seat && holder() != seat;
}

void SeatPrivacy::askUndoHandOff(int seat, const QString &name, const QString &reason)
{
    if (seat == m_undoSeat && name == m_undoName && reason == m_undoReason)
        return;
    m_undoSeat = seat;
    m_undoName = seat >= 0 ? name : QString();
    m_undoReason = seat >= 0 ? reason : QString();
    emit changed();
}

namespace {

bool personDecides(const mc::GameState &s, const SeatPrivacy::IsComputer &isComputer)
{
    const int seat = s.currentSeat();
    return seat >= 0 && seat < s.players && !isComputer(seat);
}

} // namespace

void SeatPrivacy::afterStep(const mc::GameState &s, const IsComputer &isComputer)
{
    m_handOff.afterStep(s.currentSeat(), personDecides(s, isComputer));
}

bool SeatPrivacy::reveal(const mc::GameState &s, const IsComputer &isComputer)
{
    return m_handOff.reveal(s.currentSeat(), personDecides(s, isComputer));
}

bool SeatPrivacy::hide()
{
    return m_handOff.hide();
}

bool SeatPrivacy::isPhoneDecision(const mc::GameState &s)
{
    return phones::isPrivateDecision(s);
}

bool SeatPrivacy::handOnPhone(const mc::GameState &s) const
{
    return phones::isHandTurn(s) && onPhone(s.currentSeat());
}

bool SeatPrivacy::waitsForPhone(const mc::GameState &s) const
{
    return isPhoneDecision(s) && onPhone(s.currentSeat());
}

int SeatPrivacy::shownSeat(const mc::GameState &s, const QStringList &kinds) const
{
    return m_handOff.shownSeat(s.currentSeat(), shelf::HandOff::onlyPerson(kinds), waitsForPhone(s), s.isTerminal());
}

bool SeatPrivacy::choicesHidden(const mc::GameState &s, const QStringList &kinds, const IsComputer &isComputer) const
{
    const int seat = s.currentSeat();
    if (waitsForPhone(s))
        return true; // the phone asks; the laptop never lists that seat's secret choices
    if (onPhone(seat) && !isComputer(seat))
        return false; // the public choices of a seat with its phone, its hand left out (GameController)
    return hotSeat() && !s.isTerminal() && (seat != shownSeat(s, kinds) || isComputer(seat));
}

void SeatPrivacy::refresh(const mc::Game &game, const QStringList &kinds, const IsComputer &isComputer)
{
    const mc::GameState &s = game.state();
    const int seat = s.currentSeat();
    const int privateSeat = shownSeat(s, kinds);
    const int phoneSeat = waitsForPhone(s) ? seat : -1;
    // A seat with its phone needs no hand-off: its secrets stay on the phone, the rest is public.
    const bool handOff = m_handOff.handOffNeeded(seat, personDecides(s, isComputer), shelf::HandOff::onlyPerson(kinds),
                                                 phoneSeat >= 0, s.isTerminal());
    const int phoneHandSeat = handOnPhone(s) ? seat : -1;
    QVariantMap secrets;
    if (privateSeat >= 0) {
        const EventText names = DecisionTexts::namesOf(game);
        const mc::PlayerState &pl = s.player[std::size_t(privateSeat)];
        auto cardNames = [&](int deck, const std::vector<std::int16_t> &cards) {
            QStringList out;
            for (auto c : cards)
                if (c >= 0)
                    out << names.cardName(deck, c);
            return out;
        };
        QStringList dealt;
        for (auto m : pl.motivesDealt)
            if (m >= 0)
                dealt << names.cardName(3, m);
        // What each of those cards does, for this seat's eyes only (the hand-off screen that names them).
        QStringList tips;
        if (pl.motive >= 0)
            tips << names.cardTip(3, pl.motive);
        else
            for (auto m : pl.motivesDealt)
                tips << names.cardTip(3, m);
        for (auto c : pl.hand)
            tips << names.cardTip(0, c);
        for (auto c : pl.draft)
            tips << names.cardTip(0, c);
        tips.removeAll(QString());
        tips.removeDuplicates();
        secrets = QVariantMap{{u"seat"_s, privateSeat},
                              {u"cardTexts"_s, tips.join(u'\n')},
                              {u"name"_s, names.seatName(privateSeat)},
                              {u"motive"_s, pl.motive >= 0 ? names.cardName(3, pl.motive) : QString()},
                              {u"motivesDealt"_s, dealt},
                              {u"hand"_s, cardNames(0, pl.hand)},
                              {u"draft"_s, cardNames(0, pl.draft)},
                              {u"bid"_s, int(pl.bid)}};
    }
    const bool several = kinds.count(shelf::seatkind::kPerson) > 1;
    if (handOff != m_handOffNeeded || privateSeat != m_privateSeat || secrets != m_privateInfo
        || several != m_severalPeople || phoneSeat != m_phoneSeat || phoneHandSeat != m_phoneHandSeat) {
        m_handOffNeeded = handOff;
        m_phoneSeat = phoneSeat;
        m_phoneHandSeat = phoneHandSeat;
        m_privateSeat = privateSeat;
        m_privateInfo = secrets;
        m_severalPeople = several;
        emit changed();
    }
}
