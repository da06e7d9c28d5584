#include "decisiontexts.h"
#include "decisiontexts_p.h"

#include "cardtext.h"
#include "model/mourners/ruleset.h"

#include <QVariantMap>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace decisiontextsinternal;

QString DecisionTexts::crowdTable(const mc::Ruleset &r)
{
    // D-CROWD-ROLL: consecutive faces with the same outcome are told as one range.
    QStringList parts;
    for (int face = 1; face <= 6;) {
        const mc::CrowdOutcome outcome = r.crowdRoll[std::size_t(face - 1)];
        int last = face;
        while (last < 6 && r.crowdRoll[std::size_t(last)] == outcome)
            ++last;
        const QString faces = face == last ? QString::number(face) : u"%1–%2"_s.arg(face).arg(last);
        switch (outcome) {
        case mc::CrowdOutcome::Destroy:
            //: A crowd roll (R-DREAD-2): %1 die faces such as "1–2".
            parts << tr("%1: destroyed").arg(faces);
            break;
        case mc::CrowdOutcome::Crypt:
            parts << tr("%1: back to the Crypt").arg(faces);
            break;
        case mc::CrowdOutcome::Stay:
            //: The crowding roll: %1 the die face(s), e.g. "5–6", on which the figure stays.
            parts << tr("%1: stays").arg(faces);
            break;
        }
        face = last + 1;
    }
    return parts.join(u"; "_s);
}

QString DecisionTexts::locationBonus(const mc::Ruleset &r, int location)
{
    switch (location) {
    //: R-LOC-1, Dirth Forge.
    case mc::DirthForge: return tr("take 3 Etherea");
    //: R-LOC-2, Vadlum Gates.
    case mc::VadlumGates: return tr("lower Threat by 1, take 1 Influence of any faction and 1 Unity; Suspicion rises by 1");
    //: R-LOC-3, Curio Cryptus.
    case mc::CurioCryptus: return tr("take 1 Influence of each of two different factions");
    //: R-LOC-4, Mortiss-Veth.
    case mc::MortissVeth: return tr("take 2 Influence of one faction");
    case mc::CalvumHarrows:
    case mc::TheatersOfMemory:
    case mc::LifesEbb: {
        const int faction = location == mc::CalvumHarrows ? 0 : location == mc::LifesEbb ? 1 : 2;
        const int g = 2 * faction;
        //: R-LOC-5/6/7: %1 and %2 two guilds, %3 a faction.
        return tr("take a %1 or a %2 figure, or 1 %3 Influence")
                .arg(r.guilds[std::size_t(g)].name, r.guilds[std::size_t(g + 1)].name, EventText::factionName(faction));
    }
    case mc::HigstAthenaeum:
    case mc::Voxxingard:
    case mc::CryptusAkhor: {
        const int faction = location == mc::Voxxingard ? 0 : location == mc::CryptusAkhor ? 1 : 2;
        const int g = 2 * faction;
        //: R-LOC-8/9/10: %1 a faction, %2 and %3 its two guilds.
        return tr("take 1 %1 Influence for each %2 and %3 figure you control")
                .arg(EventText::factionName(faction), r.guilds[std::size_t(g)].name, r.guilds[std::size_t(g + 1)].name);
    }
    //: R-LOC-11, Hushhyde.
    case mc::Hushhyde:
        return tr("return one of your figures to your Crypt: Threat falls by 1, take 1 Spirit Influence and 1 Unity; "
                  "Suspicion rises by 1");
    //: R-LOC-12, Grendall's Pillars.
    case mc::GrendallsPillars: return tr("return one of your figures to your Crypt: Suspicion falls by 1, take 1 Unity");
    default: return {};
    }
}

QString DecisionTexts::guildBonus(const mc::Ruleset &r, int guild)
{
    Q_UNUSED(r)
    switch (guild) {
    //: R-GUILD-1, Mortis Knighthood.
    case mc::MortisKnighthood: return tr("take 3 Etherea");
    //: R-GUILD-2, Council of Osteomancy.
    case mc::CouncilOfOsteomancy: return tr("take 2 Influence of your choice");
    //: R-GUILD-3, Conclave of Shadows.
    case mc::ConclaveOfShadows: return tr("remove any one figure from play, on the board or in a Crypt");
    //: R-GUILD-4, Shroudrievies Coven.
    case mc::ShroudrieviesCoven: return tr("take a figure of your choice from the supply into your Crypt");
    //: R-GUILD-5, Gravedancer's Circle.
    case mc::GravedancersCircle: return tr("lower Threat by 1 and take 1 Unity");
    //: R-GUILD-6 / R-MAJ-5, Dreadsbane Order: no choice, the token moves by itself.
    case mc::DreadsbaneOrder: return tr("take the Dreadsbane token");
    default: return {};
    }
}

QString DecisionTexts::draftPlanText(const mc::GameState &s) const
{
    const mc::DraftPlan plan = mc::draftPlan(s.rules(), s.players, s.round);
    QStringList passes;
    for (int p = 0; p < s.players; ++p)
        //: Who passes Court cards to whom in the draft: %1 a player, %2 the player they pass to.
        passes << tr("%1 → %2").arg(m_names.seatName(p), m_names.seatName(mc::draftPassTarget(p, s.players, plan.clockwise)));
    const QString way = plan.clockwise
                                //: R-DRAFT-3 in an odd round; %1 who passes to whom, e.g. "Ada → Bo, Bo → Cy, Cy → Ada".
                                ? tr("clockwise, as in every odd round (%1)").arg(passes.join(u", "_s))
                                //: R-DRAFT-3 in an even round; %1 who passes to whom.
                                : tr("counter-clockwise, as in every even round (%1)").arg(passes.join(u", "_s));
    // The rulebook's draft table as steps: keep 1 and pass the rest, until the last card.
    QStringList steps;
    for (int i = 0; i < plan.passes; ++i)
        steps << (i == 0
                          //: The first step of the draft: %n cards passed, %1 the direction with who passes to whom.
                          ? tr("keep 1 and pass %n %1", "", plan.dealt - 1 - i).arg(way)
                          //: A later step of the draft: %n cards passed on.
                          : tr("keep 1 and pass %n", "", plan.dealt - 1 - i));
    steps << (plan.keepLast
                      //: R-DRAFT-2 with 3-4 players: the last card received is kept.
                      ? tr("keep the last card received")
                      //: R-DRAFT-2 with 2 players: the last card received is discarded.
                      : tr("discard the last card received"));
    //: R-DRAFT-1..3. %n Court cards dealt to each player, %1 the steps of the draft.
    QString text = tr("Deal %n Court card(s) face down to each player, then: %1.", "", plan.dealt).arg(steps.join(u"; "_s));
    //: %n Court cards each player holds after the draft (R-DRAFT-2).
    text += u' ' + tr("Each player ends with %n Court card(s).", "", plan.kept);
    return text + u" [R-DRAFT-3]"_s;
}

QString DecisionTexts::detail(const mc::GameState &s, const mc::Action &a) const
{
    const mc::Ruleset &R = s.rules();
    //: Added to a card's words: it is an original stand-in of the app, not a printed card of the box.
    const auto marked = [](const QString &text, bool standIn) {
        return standIn ? tr("Stand-in card, not a printed card. %1").arg(text) : text;
    };
    using T = mc::ActionType;
    switch (a.type) {
    case T::Draw:
    case T::PickWallows:
        if (a.v < 0)
            return {};
        switch (a.type == T::PickWallows ? mc::Decision::ChooseWallows : s.decision()) {
        case mc::Decision::StartingMourner:
        case mc::Decision::DrawMourner:
            return marked(CardText::mourner(R, R.mourners[std::size_t(a.v)]), R.mourners[std::size_t(a.v)].standIn);
        case mc::Decision::DealCourt:
            return marked(CardText::court(R, R.court[std::size_t(a.v)]), drawnStandIn(R, mc::Decision::DealCourt, a.v));
        case mc::Decision::DealWallows:
        case mc::Decision::DrawWallows:
        case mc::Decision::ChooseWallows:
            return marked(CardText::wallows(R, R.wallows[std::size_t(a.v)]), R.wallows[std::size_t(a.v)].standIn);
        case mc::Decision::DealMotive:
            return marked(CardText::motive(R, R.motives[std::size_t(a.v)]), R.motives[std::size_t(a.v)].standIn);
        default: return {};
        }
    case T::KeepMotive: {
        const int seat = a.seat;
        const int card = seat >= 0 && seat < s.players ? s.player[std::size_t(seat)].motivesDealt[std::size_t(a.a)] : -1;
        if (card < 0)
            return {};
        //: %1 a motive card's name, %2 how it scores.
        return marked(tr("%1: %2").arg(R.motives[std::size_t(card)].name, CardText::motive(R, R.motives[std::size_t(card)])),
                      R.motives[std::size_t(card)].standIn);
    }
    case T::DraftPick:
    case T::Swap: {
        const int card = a.type == T::Swap ? a.c : a.v;
        if (card < 0)
            return {};
        return marked(CardText::court(R, R.court[std::size_t(card)]), drawnStandIn(R, mc::Decision::DealCourt, card));
    }
    case T::PlayCourt: {
        if (a.v < 0)
            return {};
        const mc::CourtCard &card = R.court[std::size_t(a.v)];
        if (isCourtSlot(card))
            //: A Court card of the box that the rulebook does not describe: the table reads it and enters its effect.
            return tr("The app does not know this printed card: play it, then enter what it did with Adjust….");
        //: %1 the card's action number (1 or 2), %2 what that action does.
        return marked(tr("Action %1: %2").arg(a.a + 1).arg(CardText::action(R, card, a.a)), card.standIn);
    }
    case T::Activate:
    case T::Exhaust:
    case T::ThreatCard:
        if (a.v < 0)
            return {};
        return marked(CardText::mourner(R, R.mourners[std::size_t(a.v)]), R.mourners[std::size_t(a.v)].standIn);
    case T::EndOfRound: {
        const mc::MournerInPlay m = endOfRoundMourner(s);
        if (m.card < 0)
            return {};
        return marked(CardText::mourner(R, R.mourners[std::size_t(m.card)]), R.mourners[std::size_t(m.card)].standIn);
    }
    case T::WallowsResult:
        if (a.v < 0)
            return {};
        return marked(CardText::wallows(R, R.wallows[std::size_t(a.v)]), R.wallows[std::size_t(a.v)].standIn);
    case T::Choose: {
        if (s.decision() == mc::Decision::LocationAction)
            //: %1 a location, %2 its action.
            return tr("%1: %2").arg(m_names.placeName(s.resolveIndex), locationBonus(R, s.resolveIndex));
        if (s.decision() == mc::Decision::GuildAction) {
            const int guild = R.guildOrder[std::size_t(std::clamp(s.resolveIndex - mc::kLocations, 0, mc::kGuilds - 1))];
            return tr("%1: %2").arg(m_names.guildName(guild), guildBonus(R, guild));
        }
        return {};
    }
    default: return {};
    }
}
