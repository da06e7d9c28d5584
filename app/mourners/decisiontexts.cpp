#include "decisiontexts.h"
#include "decisiontexts_p.h"

#include "cardtext.h"
#include "model/mourners/ruleset.h"

#include <QVariantMap>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace decisiontextsinternal;

bool decisiontextsinternal::isCourtSlot(const mc::CourtCard &c)
{
    return c.standIn && c.kind == mc::CourtKind::Generic && c.options[0].empty() && c.options[1].empty();
}

bool decisiontextsinternal::drawnStandIn(const mc::Ruleset &r, mc::Decision d, int card)
{
    if (card < 0)
        return false;
    switch (d) {
    case mc::Decision::StartingMourner:
    case mc::Decision::DrawMourner: return r.mourners[std::size_t(card)].standIn;
    case mc::Decision::DealCourt: return r.court[std::size_t(card)].standIn && !isCourtSlot(r.court[std::size_t(card)]);
    case mc::Decision::DealWallows:
    case mc::Decision::DrawWallows:
    case mc::Decision::ChooseWallows: return r.wallows[std::size_t(card)].standIn;
    case mc::Decision::DealMotive: return r.motives[std::size_t(card)].standIn;
    default: return false;
    }
}

mc::MournerInPlay decisiontextsinternal::endOfRoundMourner(const mc::GameState &s)
{
    const auto &ms = s.player[std::size_t(std::max(0, s.currentSeat()))].mourners;
    return std::size_t(s.pickRound) < ms.size() ? ms[std::size_t(s.pickRound)] : mc::MournerInPlay{-1, false, 0};
}

bool decisiontextsinternal::knownEndOfRound(const mc::Ruleset &r, int card)
{
    return card >= 0 && r.mourners[std::size_t(card)].kind == mc::MournerKind::EndOfRound
           && !r.mourners[std::size_t(card)].effects.empty();
}

DecisionTexts::DecisionTexts(const mc::Game &game, std::function<bool(int)> isComputer)
    : m_names(namesOf(game)), m_isComputer(std::move(isComputer))
{
}

DecisionTexts::DecisionTexts(const EventText &names, std::function<bool(int)> isComputer)
    : m_names(names), m_isComputer(std::move(isComputer))
{
}

EventText DecisionTexts::namesOf(const mc::Game &game, bool revealHidden)
{
    QStringList names;
    for (const auto &seat : game.seats())
        names << EventText::shownSeatName(seat.name, int(names.size()));
    return EventText(game.state().rules(), names, revealHidden);
}

EventText DecisionTexts::namesOf(const mc::Game &game)
{
    // Digital play is hot-seat: what every seat sees keeps dealt cards hidden.
    return namesOf(game, game.setup().mode == mc::Mode::Table);
}

QList<GameLog::Entry> DecisionTexts::logRows(const mc::Events &events) const
{
    QList<GameLog::Entry> out;
    out.reserve(qsizetype(events.size()));
    int round = 0; // 0: the step's own round (the log fills it in); from a new round on, that round
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (events[i].type == mc::EventType::RoundStarted)
            round = events[i].v;
        if (EventText::ownLogLine(events, i))
            out.append(GameLog::Entry{m_names.sentence(events, i), QString::fromLatin1(events[i].rule), round,
                                      m_names.cardTips(events[i])});
    }
    return out;
}

GameLog::Entry DecisionTexts::decided(int seat) const
{
    //: %1 a player. Logged for a decision whose content stays hidden for now (a bid, a draft pick).
    return GameLog::Entry{tr("%1 has decided.").arg(m_names.seatName(seat)), {}};
}

GameLog::Entry DecisionTexts::decided(const mc::GameState &before, const mc::Action &a) const
{
    // Only choices every seat sees at the table are told: a relocation's route is public (R-ACT-6);
    // a bid, a draft pick or a motive never reaches this row in words.
    const QString who = m_names.seatName(before.currentSeat());
    const bool freeRoute = before.decision() == mc::Decision::RelocateRoute;
    if (a.type == mc::ActionType::Relocate) {
        if (freeRoute)
            //: %1 a player, %2 the place the figures leave, %3 the location they go to; the figures
            //: follow one by one (a free relocation, Gallevarbe).
            return GameLog::Entry{tr("%1 relocates for free from %2 to %3.")
                                          .arg(who, m_names.placeName(a.a), m_names.placeName(a.b)),
                                  u"R-ACT-6"_s};
        //: %1 a player, %2 the place the figures leave, %3 the location they go to; the figures follow
        //: one by one, each for 1 Influence.
        return GameLog::Entry{tr("%1 relocates from %2 to %3.").arg(who, m_names.placeName(a.a), m_names.placeName(a.b)),
                              u"R-ACT-6"_s};
    }
    if (a.type == mc::ActionType::RelocateDone && freeRoute)
        //: %1 a player who gives up the free relocation of a card (Gallevarbe).
        return GameLog::Entry{tr("%1 makes no free relocation.").arg(who), u"R-ACT-6"_s};
    return decided(before.currentSeat());
}

GameLog::Entry DecisionTexts::decidedOpenly(const mc::GameState &before, const mc::Action &a) const
{
    const QString who = m_names.seatName(before.currentSeat());
    switch (a.type) {
    case mc::ActionType::Bid:
        //: A finished game's replay: %1 a player, %2 the Etherea of their blind bid (R-TITHE-2).
        return GameLog::Entry{tr("%1 bid %2 Etherea in secret.").arg(who).arg(a.v), u"R-TITHE-2"_s};
    case mc::ActionType::DraftPick:
        //: A finished game's replay: %1 a player, %2 the Court card they kept (R-DRAFT-2).
        return GameLog::Entry{tr("%1 kept %2 of the hand passed to them.").arg(who, m_names.courtName(a.v)),
                              u"R-DRAFT-2"_s, 0, m_names.cardTip(0, a.v)};
    default:
        //: A finished game's replay: %1 a player, %2 what they chose (a button's label).
        return GameLog::Entry{tr("%1 chose: %2.").arg(who, action(before, a)), {}};
    }
}
