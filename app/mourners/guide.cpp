#include "guide.h"

#include "decisiontexts.h"
#include "eventtext.h"
#include "gamecontrollertr.h"
#include "model/mourners/ruleset.h"

#include <QStringList>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace {

template<typename T>
bool assign(T &member, const T &value)
{
    if (member == value)
        return false;
    member = value;
    return true;
}

void setReveal(QVariantMap &member, const QVariantMap &value, Guide *guide)
{
    if (member == value)
        return;
    member = value;
    emit guide->titheRevealChanged();
}

// A location or guild whose figures are at risk this Dreadsgrip (R-CROWD-…), in the order rolled.
struct AtRiskRow {
    int location = 0; // 1-based
    QString place;
    int owner = -1;
    QString ownerName;
    int guild = 0;
    QString guildName;
    bool current = false;
    bool done = false;
};

const RowRoles<AtRiskRow> kAtRiskRoles{{"location", &AtRiskRow::location}, {"place", &AtRiskRow::place},
                                       {"owner", &AtRiskRow::owner},       {"ownerName", &AtRiskRow::ownerName},
                                       {"guild", &AtRiskRow::guild},       {"guildName", &AtRiskRow::guildName},
                                       {"current", &AtRiskRow::current},   {"done", &AtRiskRow::done}};

// A meter that reached its top in the last step: what happened and why.
struct NoticeRow {
    QString title;
    QString who;
    QString why;
    QString text;
    QString rule;
};

const RowRoles<NoticeRow> kNoticeRoles{{"title", &NoticeRow::title}, {"who", &NoticeRow::who},
                                       {"why", &NoticeRow::why},     {"text", &NoticeRow::text},
                                       {"rule", &NoticeRow::rule}};

const RowRoles<Guide::WhyRow> kWhyRoles{{"title", &Guide::WhyRow::title}, {"detail", &Guide::WhyRow::detail},
                                        {"rule", &Guide::WhyRow::rule},   {"round", &Guide::WhyRow::round}};

} // namespace

Guide::Guide(QObject *parent)
    : QObject(parent), m_choiceModel(new ChoiceModel(this)), m_majorities(new MajorityModel(this)),
      m_atRisk(new RowListModel(kAtRiskRoles, this)), m_whyResults(new RowListModel(kWhyRoles, this)),
      m_notices(new RowListModel(kNoticeRoles, this))
{
}

void Guide::refresh(const mc::Game &game, const mc::GameState &s, bool choicesHidden,
                    const std::function<bool(int)> &isComputer, const std::vector<mc::Action> *legalOnly)
{
    const mc::Ruleset &r = s.rules();
    const DecisionTexts texts(game, isComputer);
    const EventText &names = texts.names();
    const int seat = s.currentSeat();
    const bool isSeat = seat >= 0 && seat < s.players;
    std::vector<mc::Action> legal = choicesHidden ? std::vector<mc::Action>() : legalOnly ? *legalOnly : s.legalActions();
    // R-DRAFT-1..3 at a table: the players deal and draft their Court cards themselves; the one choice is
    // saying that the draft is done (the app then deals the hands as unknown cards).
    if (s.mode == mc::Mode::Table && s.decision() == mc::Decision::DealCourt)
        std::erase_if(legal, [](const mc::Action &a) { return a.type != mc::ActionType::Draw || a.v >= 0; });
    const int legalBefore = legalActionCount();

    // Which values changed, signalled once the choices are set (see below).
    std::vector<void (Guide::*)()> changes;
    auto set = [&changes](auto &member, const auto &value, void (Guide::*signal)()) {
        if (assign(member, value))
            changes.push_back(signal);
    };
    set(m_decisionKind, QString::fromLatin1(mc::decisionKey(s.decision())), &Guide::decisionKindChanged);
    set(m_decisionText, texts.decision(s), &Guide::decisionTextChanged);
    set(m_guideText, texts.guide(s), &Guide::guideTextChanged);
    set(m_currentSeat, isSeat ? seat : -1, &Guide::currentSeatChanged);
    set(m_currentName, isSeat ? names.seatName(seat) : QString(), &Guide::currentNameChanged);
    set(m_chanceDecides, s.isChance() && !s.isTerminal(), &Guide::chanceDecidesChanged);
    set(m_bidsMade, s.decision() == mc::Decision::Bid ? int(s.counter) : 0, &Guide::bidsMadeChanged);
    set(m_titheStillOwed, s.phase == mc::Phase::Tithe ? int(s.titheOwed - s.titheFromForge) : r.tithe_at(s.suspicion),
        &Guide::titheStillOwedChanged);
    const bool changed = !changes.empty() || int(legal.size()) != legalBefore;

    // The rows first, then the actions behind them: a row applied while the model refreshes finds
    // its action gone, never another one.
    QList<ChoiceRow> rows = texts.choiceRows(s, legal);
    // `s` is the game's present, or a copy of it seen from one seat (hot-seat): the record says what this
    // turn moved and took.
    if (!choicesHidden) {
        texts.keepMovedGuilds(game, s, rows);
        DecisionTexts::offerEqualPiles(s, rows);
    }
    m_shownActions = std::move(legal);
    m_choiceModel->setRows(rows);

    QList<AtRiskRow> risk;
    if (s.decision() == mc::Decision::CrowdRoll || s.phase == mc::Phase::Dreadsgrip) {
        for (std::size_t i = 0; i < s.atRisk.size(); ++i) {
            const mc::AtRisk &ar = s.atRisk[i];
            risk.append(AtRiskRow{.location = ar.location + 1,
                                  .place = names.placeName(ar.location),
                                  .owner = int(ar.owner),
                                  .ownerName = names.seatName(ar.owner),
                                  .guild = int(ar.guild),
                                  .guildName = names.guildName(ar.guild),
                                  .current = int(i) == s.counter,
                                  .done = int(i) < s.counter});
        }
    }
    m_atRisk->setTypedRows(kAtRiskRoles, risk);

    QStringList seatNames;
    for (int p = 0; p < s.players; ++p)
        seatNames << names.seatName(p);
    m_majorities->refresh(game, s, seatNames);
    for (void (Guide::*signal)() : changes)
        emit (this->*signal)();
    if (changed)
        emit decisionChanged();
    m_choiceModel->settle();
}

void Guide::clear()
{
    m_choiceModel->setRows({});
    m_choiceModel->settle();
    m_shownActions.clear();
    m_majorities->clear();
    m_atRisk->clear();
    clearWhy();
    dismissNotices();
    dismissReveal();
    setRoundSummary({});
}

void Guide::dismissNotices()
{
    m_notices->clear();
}

void Guide::dismissReveal()
{
    setReveal(m_titheReveal, {}, this);
}

void Guide::setRoundSummary(const QVariantMap &summary)
{
    if (summary == m_roundSummary)
        return;
    m_roundSummary = summary;
    emit roundSummaryChanged();
}

void Guide::clearWhy()
{
    m_why.clear();
    m_whyResults->clear();
}

void Guide::takeStepEvents(const mc::Game &game, const mc::GameState &before, const mc::Events &events)
{
    const EventText text = DecisionTexts::namesOf(game);
    QList<NoticeRow> notices;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const mc::Event &e = events[i];
        if (e.type != mc::EventType::SuspicionReached && e.type != mc::EventType::ThreatReached)
            continue;
        QStringList lines;
        lines << text.sentence(e);
        // What followed from it in the same step: the losses it caused.
        for (std::size_t j = i + 1; j < events.size(); ++j) {
            const mc::EventType t = events[j].type;
            if (t == mc::EventType::SuspicionReached || t == mc::EventType::ThreatReached)
                break;
            if (t == mc::EventType::UnityChanged || t == mc::EventType::LossForgiven || t == mc::EventType::MournerLost
                || t == mc::EventType::FigureDestroyed || t == mc::EventType::InfluenceChanged
                || t == mc::EventType::MeterChanged)
                lines << text.sentence(events[j]);
        }
        const bool susp = e.type == mc::EventType::SuspicionReached;
        notices.append(NoticeRow{
                .title = susp ? GameControllerTr::tr("Suspicion reached %1").arg(before.rules().suspicionMax + 1)
                                  : GameControllerTr::tr("Threat reached %1").arg(before.rules().threatMax + 1),
                .who = text.seatName(e.seat),
                .why = susp
                                   //: %1 player. R-SUSP-1 explained.
                                   ? GameControllerTr::tr("%1 raised Suspicion to the top: whoever does loses %2 Unity (missing points "
                                        "paid with Influence), and the marker goes back to %3.")
                                             .arg(text.seatName(e.seat))
                                             .arg(before.rules().suspicionPenalty)
                                             .arg(before.rules().suspicionMax)
                                   //: %1 player. R-THREAT-10 explained.
                                   : GameControllerTr::tr("%1 raised Threat to the top: the player on their left chooses one of %1's "
                                        "Mourner cards to lose, with a figure of its guild; everyone else loses a "
                                        "figure of that guild; the marker goes back to %2.")
                                             .arg(text.seatName(e.seat))
                                             .arg(before.rules().threatMax),
                .text = lines.join(u"\n"_s),
                .rule = QString::fromLatin1(e.rule),
        });
    }
    m_notices->setTypedRows(kNoticeRoles, notices);

    auto revealed = std::find_if(events.begin(), events.end(),
                                 [](const mc::Event &e) { return e.type == mc::EventType::BidsRevealed; });
    if (revealed == events.end())
        return;
    QVariantList bids;
    QStringList lines;
    int total = 0;
    bool met = true;
    for (const mc::Event &e : events) {
        if (e.type == mc::EventType::BidMade) {
            bids.append(QVariantMap{{u"seat"_s, int(e.seat)}, {u"name"_s, text.seatName(e.seat)}, {u"bid"_s, int(e.v)}});
            continue;
        }
        if (e.type == mc::EventType::BidsRevealed)
            total = e.v;
        if (e.type == mc::EventType::TitheMissed)
            met = false;
        if (e.type == mc::EventType::EthereaChanged && QLatin1StringView(e.rule) == "R-TITHE-2"_L1)
            continue; // the bids themselves are in the table
        if (e.type == mc::EventType::MajorityCount)
            continue; // the counts go to the "why" panel, as in the log
        if (&e >= &*revealed)
            lines << text.sentence(e);
    }
    // What was owed, what the Forge paid and what was bid, in words (R-TITHE-1, R-TITHE-2), and the
    // Unity paid with Influence (R-PAY-1).
    const int owed = int(before.titheOwed);
    const int fromForge = int(before.titheFromForge);
    QStringList summary;
    if (fromForge <= 0)
        //: The tithe's summary: %1 Etherea owed, %2 bid by all players together.
        summary << GameControllerTr::tr("Owed: %1 Etherea. Bid: %2 in all.").arg(owed).arg(total);
    else if (fromForge >= owed)
        //: %1 Etherea owed, all paid by the Dirth Forge; %2 bid by all players together.
        summary << GameControllerTr::tr("Owed: %1 Etherea, all paid by the Dirth Forge. Bid: %2 in all; the bids "
                                        "still decide who gains Unity.")
                           .arg(owed)
                           .arg(total);
    else
        //: %1 Etherea owed, %2 paid by the Dirth Forge, %3 left to the bids, %4 bid by all players together.
        summary << GameControllerTr::tr("Owed: %1 Etherea. The Dirth Forge paid %2, leaving %3. Bid: %4 in all.")
                           .arg(owed)
                           .arg(fromForge)
                           .arg(owed - fromForge)
                           .arg(total);
    std::array<int, mc::kMaxPlayers> paidWithInfluence{};
    for (const mc::Event &e : events)
        if (e.type == mc::EventType::InfluenceChanged && QLatin1StringView(e.rule) == "R-PAY-1"_L1 && e.v < 0
            && e.seat >= 0 && e.seat < mc::kMaxPlayers)
            paidWithInfluence[std::size_t(e.seat)] -= e.v;
    for (int p = 0; p < before.players; ++p)
        if (paidWithInfluence[std::size_t(p)] > 0)
            //: %1 player, %n Unity they did not have, paid with Faction Influence instead.
            summary << GameControllerTr::tr("%1 paid %n missing Unity with Influence.", nullptr,
                                            paidWithInfluence[std::size_t(p)])
                               .arg(text.seatName(p));
    const mc::GameState &after = game.state();
    if (after.decision() == mc::Decision::PayInfluence)
        //: %1 player who lacks Unity and chooses the Influence to pay with next (R-PAY-1).
        summary << GameControllerTr::tr("%1 lacks Unity and pays with Influence next.").arg(text.seatName(after.currentSeat()));
    setReveal(m_titheReveal,
        QVariantMap{{u"round"_s, int(before.round)},
                    {u"summary"_s, summary.join(u' ')},
                    {u"owed"_s, int(before.titheOwed)},
                    {u"fromForge"_s, int(before.titheFromForge)},
                    {u"stillOwed"_s, int(before.titheOwed - before.titheFromForge)},
                    {u"total"_s, total},
                    {u"met"_s, met},
                    {u"bids"_s, bids},
                    {u"lines"_s, lines}},
        this);
}

// --- autosave ------------------------------------------------------------------------------------


void Guide::addWhy(const mc::Game &game, const mc::GameState &before, const mc::Events &events)
{
    const EventText text = DecisionTexts::namesOf(game);
    QList<WhyRow> added;
    const mc::Ruleset &r = before.rules();
    QStringList bids;
    QStringList counts; // every seat's figures behind the next majority (R-MAJ-1, R-MAJ-2)
    for (const mc::Event &e : events) {
        QString detail;
        switch (e.type) {
        case mc::EventType::MajorityCount:
            //: %1 player, %2 their figures at a location or of a guild.
            counts << GameControllerTr::tr("%1 %2").arg(text.seatName(e.seat)).arg(e.v);
            continue;
        case mc::EventType::Majority:
            if (!counts.isEmpty()) {
                //: The figures of every player, e.g. "Ada 2, Bo 2, Cy 1".
                detail = GameControllerTr::tr("Figures: %1. ").arg(counts.join(u", "_s));
                counts.clear();
            }
            if (e.seat >= 0)
                //: %1 player, %2 figures counted, R-MAJ explained.
                detail += GameControllerTr::tr("%1 has the most figures there: %2. The single highest count wins; a tie gives the result "
                             "to nobody unless the Alltaker breaks it.")
                                  .arg(text.seatName(e.seat))
                                  .arg(e.v);
            else
                detail += e.w ? GameControllerTr::tr("Tied at %n figure(s): with a tie nobody wins this majority.", "", e.v)
                              : GameControllerTr::tr("Nobody has a figure there: nobody wins this majority.");
            {
                // What the majority gives, so that the table sees what was (or was not) at stake.
                const QString bonus = e.a == 0 ? DecisionTexts::locationBonus(r, e.b) : DecisionTexts::guildBonus(r, e.b);
                if (e.a == 1 && e.b == mc::DreadsbaneOrder)
                    //: R-MAJ-5: %1 the bonus, "take the Dreadsbane token". Nobody is asked.
                    detail += u' ' + GameControllerTr::tr("Its bonus (%1) needs no choice: the token moves by itself.").arg(bonus);
                else if (e.seat < 0)
                    //: %1 a location's action or a guild's bonus, e.g. "take 3 Etherea", that nobody takes.
                    detail += u' ' + GameControllerTr::tr("So nobody is asked to %1.").arg(bonus);
                else
                    //: %1 a location's action or a guild's bonus, e.g. "take 3 Etherea".
                    detail += u' ' + GameControllerTr::tr("The winner may %1.").arg(bonus);
            }
            break;
        case mc::EventType::BidMade:
            bids << GameControllerTr::tr("%1 bid %2").arg(text.seatName(e.seat)).arg(e.v);
            continue;
        case mc::EventType::BidsRevealed:
            //: %1 the bids, %2 the total, %3 still owed after the Forge.
            detail = GameControllerTr::tr("Bids: %1. Total %2 against %3 still owed after the Forge paid.")
                             .arg(bids.isEmpty() ? GameControllerTr::tr("none", "no bids") : bids.join(u", "_s))
                             .arg(e.v)
                             .arg(e.w);
            break;
        case mc::EventType::TitheMet:
            detail = GameControllerTr::tr("The bids covered the tithe owed at Suspicion %1 (%2 Etherea).")
                             .arg(before.suspicion)
                             .arg(r.tithe_at(before.suspicion));
            break;
        case mc::EventType::TitheMissed:
            detail = GameControllerTr::tr("The bids did not cover the tithe owed at Suspicion %1 (%2 Etherea).")
                             .arg(before.suspicion)
                             .arg(r.tithe_at(before.suspicion));
            break;
        case mc::EventType::CrowdRolled: {
            const auto outcome = mc::CrowdOutcome(e.w);
            const QString result = outcome == mc::CrowdOutcome::Destroy ? GameControllerTr::tr("the figure is destroyed")
                                   : outcome == mc::CrowdOutcome::Crypt ? GameControllerTr::tr("the figure goes to the Crypt")
                                                                        : GameControllerTr::tr("the figure stays");
            //: %1 place, %2 owner, %3 guild, %4 die, %5 the outcome. R-DREAD-2.
            detail = GameControllerTr::tr("%1 held more figures than the Threat limit allows; %2's %3 figure was rolled for: die %4, so %5.")
                             .arg(text.placeName(e.a), text.seatName(e.seat), text.guildName(e.c))
                             .arg(e.v)
                             .arg(result);
            break;
        }
        case mc::EventType::SuspicionReached:
            detail = GameControllerTr::tr("Suspicion went past %1: %2 loses %3 Unity and the marker goes back.")
                             .arg(r.suspicionMax)
                             .arg(text.seatName(e.seat))
                             .arg(r.suspicionPenalty);
            break;
        case mc::EventType::ThreatReached:
            detail = GameControllerTr::tr("Threat went past %1: %2 loses a Mourner card with a figure of its guild, everyone else a "
                        "figure of that guild.")
                             .arg(r.threatMax)
                             .arg(text.seatName(e.seat));
            break;
        default: continue;
        }
        added.prepend(WhyRow{.title = text.sentence(e), .detail = detail, .rule = QString::fromLatin1(e.rule),
                             .round = int(before.round)});
    }
    if (added.isEmpty())
        return;
    m_why = added + m_why;
    while (m_why.size() > 30)
        m_why.removeLast();
    m_whyResults->setTypedRows(kWhyRoles, m_why);
}

