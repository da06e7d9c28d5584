#include "occultsheet.h"

using namespace Qt::StringLiterals;

// --- OccultDeck ----------------------------------------------------------------------------------

OccultDeck::OccultDeck(OccultSheet *sheet) : QObject(sheet), m_sheet(sheet) {}

QString OccultDeck::phase() const
{
    return QString::fromLatin1(occ::deckPhaseKey(occ::phaseOf(m_deck)));
}

QString OccultDeck::status() const
{
    switch (occ::phaseOf(m_deck)) {
    case occ::DeckPhase::Counting: {
        const int left = target() - emptied();
        //: OCC-END-1 while counting; %n how many more times the deck runs out before the final round
        //: starts (1 to 3): 1 is "the next time".
        const QString more = tr("%n more time(s) start the final round.", nullptr, left);
        return tr("Each time the deck runs out, shuffle the discard pile into a new deck and tap the player "
                  "on turn. %1").arg(more);
    }
    case occ::DeckPhase::FinalRound: {
        // OCC-END-1: the turn in which the deck ran out the last time is that player's last turn; the
        // players after them up to the end of the round have one turn each still to play.
        QStringList names;
        for (int s : occ::turnsLeft(m_deck))
            names << m_sheet->shownName(s);
        const QString current = names.value(0);
        names.removeFirst();
        if (names.isEmpty())
            //: OCC-END-1: %1 the player on turn, who takes the last turn of the game.
            return tr("Finish the round, so that everyone has had the same number of turns. %1 is on turn: the "
                      "last turn of the game.")
                    .arg(current);
        //: OCC-END-1: %1 the player on turn, %2 the players who still have their last turn after them ("Bo and Cy").
        return tr("Finish the round, so that everyone has had the same number of turns. %1 is on turn; after "
                  "that, still to play: %2.")
                .arg(current, HistoryFiles::listOfNames(names));
    }
    case occ::DeckPhase::Finished:
        return tr("The round is finished: everyone has had the same number of turns. The game is over: "
                  "count the scores.");
    }
    return {};
}

QVariantList OccultDeck::turnsLeft() const
{
    QVariantList list;
    const std::vector<int> seats = occ::turnsLeft(m_deck);
    for (std::size_t i = 0; i < seats.size(); ++i)
        list << QVariantMap{{u"seat"_s, seats[i]}, {u"name"_s, m_sheet->shownName(seats[i])}, {u"current"_s, i == 0}};
    return list;
}

QString OccultDeck::errorText(occ::DeckError e) const
{
    switch (e) {
    case occ::DeckError::None: return {};
    case occ::DeckError::NoSuchSeat: return tr("There is no such player at this table.");
    case occ::DeckError::NotFinalRound:
        return tr("The final round has not started: the deck has run out %1 of %2 times.").arg(emptied()).arg(target());
    case occ::DeckError::AlreadyFinished:
        return tr("The final round is already finished. Take back the last step, or start a new sheet.");
    case occ::DeckError::PlayerCount: return tr("This game is for 2 or 3 players.");
    case occ::DeckError::SeatInUse:
        return tr("The deck ran out during the third player's turn: take that back first, or start a new sheet.");
    }
    return {};
}

bool OccultDeck::step(occ::DeckError e, const occ::DeckCycle &before)
{
    if (e != occ::DeckError::None) {
        m_sheet->setMessage(errorText(e));
        return false;
    }
    m_sheet->setMessage({});
    if (m_deck == before)
        return true;
    m_undo.push_back(before);
    emit changed();
    m_sheet->keep();
    return true;
}

bool OccultDeck::emptiedOnTurnOf(int seat)
{
    const occ::DeckCycle before = m_deck;
    return step(occ::recordEmptied(m_deck, seat), before);
}

bool OccultDeck::turnFinished()
{
    const occ::DeckCycle before = m_deck;
    return step(occ::recordTurnFinished(m_deck), before);
}

bool OccultDeck::setFirstSeat(int seat)
{
    const occ::DeckCycle before = m_deck;
    return step(occ::setFirstSeat(m_deck, seat), before);
}

bool OccultDeck::undo()
{
    if (m_undo.empty())
        return false;
    m_deck = m_undo.back();
    m_undo.pop_back();
    m_sheet->setMessage({});
    // The undone step may have been the one that blocked fewer players.
    if (m_deck.players != m_sheet->playerCount())
        (void)occ::setPlayers(m_deck, m_sheet->playerCount());
    emit changed();
    m_sheet->keep();
    return true;
}

void OccultDeck::reset(const occ::DeckCycle &d)
{
    m_deck = d;
    m_undo.clear();
    emit changed();
}
