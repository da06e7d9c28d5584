#include "decisiontexts.h"
#include "decisiontexts_p.h"

#include "cardtext.h"
#include "model/mourners/ruleset.h"

#include <QVariantMap>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace decisiontextsinternal;

QString DecisionTexts::courtWay(const mc::GameState &s, const mc::Action &a, bool withTarget) const
{
    const mc::Ruleset &R = s.rules();
    const EventText &n = m_names;
    if (a.type != mc::ActionType::PlayCourt || a.v < 0 || std::size_t(a.v) >= R.court.size())
        return {};
    const auto faction = [](int f) { return EventText::factionName(f); };
    const mc::CourtCard &card = R.court[std::size_t(a.v)];
    if (!withTarget) {
        if (card.kind == mc::CourtKind::Malavestros && a.a == 0)
            //: Malavestros action 1 before its location is chosen (R-MAJ-4).
            return tr("Malavestros to a location");
        if (card.kind == mc::CourtKind::Auraghost && a.a == 0)
            //: Auraghost action 1 before its player is chosen.
            return tr("a player pays 2 Etherea to the Forge");
        if (card.kind == mc::CourtKind::Cleopsis && a.a == 0)
            //: Cleopsis action 1 before its victim and factions are chosen.
            return tr("steal 2 Influence from a player");
        if (card.kind == mc::CourtKind::Gethsemoni && a.a == 0)
            return tr("steal 1 Flesh Influence from a player");
        if (card.kind == mc::CourtKind::Gethsemoni)
            //: Gethsemoni action 2 before its figure is chosen.
            return tr("move a figure to Cryptus Akhor");
    }
    QString target;
    if (card.kind == mc::CourtKind::Malavestros && a.a == 0)
        //: Malavestros action 1 (R-MAJ-4): %1 the location.
        target = tr("Malavestros to %1").arg(n.placeName(a.b));
    else if (card.kind == mc::CourtKind::Malavestros)
        target = tr("deactivate one Mourner of each opponent");
    else if (card.kind == mc::CourtKind::Auraghost && a.a == 0)
        //: Auraghost action 1: %1 the player who puts 2 Etherea on the Dirth Forge.
        target = tr("%1 pays 2 Etherea to the Forge").arg(n.seatName(a.b));
    else if (card.kind == mc::CourtKind::Cleopsis && a.a == 0 && a.c == a.d)
        //: Cleopsis action 1: %1 the victim, %2 a faction (both Influence of one faction).
        target = tr("steal 2 %2 Influence from %1").arg(n.seatName(a.b), faction(a.c));
    else if (card.kind == mc::CourtKind::Cleopsis && a.a == 0)
        //: Cleopsis action 1: %1 the victim, %2 %3 factions.
        target = tr("steal 1 %2 and 1 %3 Influence from %1").arg(n.seatName(a.b), faction(a.c), faction(a.d));
    else if (card.kind == mc::CourtKind::Gethsemoni && a.a == 0)
        target = tr("steal 1 Flesh Influence from %1").arg(n.seatName(a.b));
    else if (card.kind == mc::CourtKind::Gethsemoni && a.b < 0)
        target = tr("nothing to move");
    else if (card.kind == mc::CourtKind::Gethsemoni)
        //: Gethsemoni action 2: %1 owner, %2 guild, %3 place; the figure goes to Cryptus Akhor.
        target = tr("%1's %2 from %3 to Cryptus Akhor").arg(n.seatName(a.b), n.guildName(a.d), n.placeName(a.c));
    else if (card.kind == mc::CourtKind::Gallevarbe && a.a == 0)
        target = tr("one free relocation");
    else if (card.kind == mc::CourtKind::Death && !card.options[std::size_t(a.a)].empty())
        //: Death (R-DEATH-1): %1 what its action does, e.g. "gain 2 Etherea".
        target = tr("take the Alltaker; %1").arg(CardText::effects(R, card.options[std::size_t(a.a)]));
    else if (card.kind == mc::CourtKind::Death)
        target = tr("take the Alltaker; apply the card's effect with adjustments");
    else if (!card.options[std::size_t(a.a)].empty())
        // What will happen, in the card editor's words ("gain 2 Bone Influence").
        target = CardText::effects(R, card.options[std::size_t(a.a)]);
    else
        target = tr("apply the card's effect with adjustments");
    return target;
}

QList<ChoiceRow> DecisionTexts::choiceRows(const mc::GameState &s, const std::vector<mc::Action> &legal) const
{
    const mc::Ruleset &r = s.rules();
    const bool table = s.mode == mc::Mode::Table;
    const EventText &names = m_names;
    QList<ChoiceRow> rows;
    rows.reserve(qsizetype(legal.size()));
    for (const mc::Action &a : legal) {
        QString group;
        int value = 0;
        QVariantMap extra;
        QString cardKind;
        QString cardName;
        switch (a.type) {
        case mc::ActionType::PlayCourt: {
            group = u"court"_s;
            if (a.v < 0) { // a card the table does not name ("play unknown 1|2")
                cardKind = u"other"_s; // shown as "Another card" by the phase guide
                //: A Court card the players do not name in the app; its effect is entered as a correction.
                cardName = tr("A card not named here");
                break;
            }
            const mc::CourtCard &card = r.court[std::size_t(a.v)];
            cardName = card.name;
            switch (card.kind) {
            case mc::CourtKind::Death: cardKind = u"death"_s; break;
            case mc::CourtKind::Malavestros: cardKind = u"malavestros"_s; break;
            case mc::CourtKind::Auraghost: cardKind = u"auraghost"_s; break;
            case mc::CourtKind::Cleopsis: cardKind = u"cleopsis"_s; break;
            case mc::CourtKind::Gallevarbe: cardKind = u"gallevarbe"_s; break;
            case mc::CourtKind::Gethsemoni: cardKind = u"gethsemoni"_s; break;
            case mc::CourtKind::Generic: cardKind = table ? u"other"_s : u"generic"_s; break;
            }
            break;
        }
        case mc::ActionType::Recruit: group = u"recruit"_s; break;
        case mc::ActionType::RecruitMourner: group = u"mourner"_s; break;
        case mc::ActionType::Relocate:
            group = u"relocate"_s;
            // The panel picks the starting place first, then the destination.
            extra = {{u"from"_s, int(a.a)},
                     {u"fromLabel"_s, a.a == mc::kCrypt ? tr("from the Crypt")
                                                         //: A relocation's starting location; %1 its number and name,
                                                         //: e.g. "5 Calvum Harrows".
                                                         : tr("from %1").arg(names.placeName(a.a))},
                     //: A relocation's destination: %1 the location, %2 the faction paid (R-ACT-6).
                     {u"toLabel"_s, tr("→ %1 (1 %2 Influence per figure)")
                                            .arg(names.placeName(a.b), EventText::factionName(r.locations[std::size_t(a.b)].faction))}};
            break;
        case mc::ActionType::Activate: group = u"activate"_s; break;
        case mc::ActionType::Pass: group = u"pass"_s; break;
        case mc::ActionType::Choose: group = a.a == 0 ? u"skip"_s : u"do"_s; break;
        case mc::ActionType::Bid: // R-TITHE-2: the legal amounts are the engine's (D-BID)
            group = u"bid"_s;
            value = int(a.v);
            break;
        case mc::ActionType::Roll: // R-DREAD-2: one die for the figure at risk
            group = u"roll"_s;
            value = int(a.v);
            break;
        case mc::ActionType::Dice:
        case mc::ActionType::SetPile:
            group = u"choice"_s;
            value = int(a.v);
            break;
        default: group = u"choice"_s; break;
        }
        rows.append(ChoiceRow{});
        ChoiceRow &row = rows.last();
        row.kind = group;
        // The turn's panel lists new figures and new Mourners together (R-ACT-5).
        row.group = group == u"mourner"_s ? u"recruit"_s : group;
        row.seat = int(a.seat);
        row.label = action(s, a);
        if (a.type == mc::ActionType::KeepMotive) {
            // The seat's own choice (after its hand-off): the card's name when known, with the faction
            // it declares; the log and other texts say only the faction.
            const auto &dealt = a.seat >= 0 && a.seat < s.players ? s.player[std::size_t(a.seat)].motivesDealt
                                                                   : decltype(s.player[0].motivesDealt){};
            const int card = a.a >= 0 && std::size_t(a.a) < dealt.size() ? int(dealt[std::size_t(a.a)]) : -1;
            if (card >= 0 && std::size_t(card) < r.motives.size())
                //: Keeping an Ulterior Motive: %1 the card's name, %2 the faction it declares.
                row.label = tr("%1 (%2)").arg(r.motives[std::size_t(card)].name, row.label);
        }
        row.detail = detail(s, a);
        row.value = value;
        // The whole Court card in words, for the card's own button (both actions).
        const QString cardText = a.type == mc::ActionType::PlayCourt && a.v >= 0 ? CardText::court(r, r.court[std::size_t(a.v)])
                                                                              : QString();
        extra.insert(QVariantMap{{u"type"_s, int(a.type)}, {u"a"_s, int(a.a)}, {u"b"_s, int(a.b)}, {u"c"_s, int(a.c)},
                      {u"d"_s, int(a.d)}, {u"v"_s, int(a.v)}, {u"cardKind"_s, cardKind}, {u"cardName"_s, cardName},
                      {u"cardText"_s, cardText}, {u"way"_s, courtWay(s, a)},
                      {u"wayTitle"_s, courtWay(s, a, false)}});
        row.extra = extra;
        row.payload = a.key();
    }
    // New figures in the order of the guild track (D-GUILD-ORDER), as the board beside them shows the
    // guilds, not in the order the rules list them; the rows keep their places among the others.
    QList<qsizetype> figureRows;
    for (qsizetype i = 0; i < rows.size(); ++i)
        if (rows[i].kind == u"recruit"_s)
            figureRows.append(i);
    if (figureRows.size() > 1) {
        const auto trackPosition = [&r](const ChoiceRow &row) {
            const int guild = row.extra.value(u"a"_s).toInt();
            return std::find(r.guildOrder.begin(), r.guildOrder.end(), guild) - r.guildOrder.begin();
        };
        QList<ChoiceRow> figures;
        for (qsizetype i : std::as_const(figureRows))
            figures.append(rows[i]);
        std::stable_sort(figures.begin(), figures.end(), [&](const ChoiceRow &x, const ChoiceRow &y) {
            return trackPosition(x) < trackPosition(y);
        });
        for (qsizetype k = 0; k < figureRows.size(); ++k)
            rows[figureRows[k]] = figures[k];
    }
    // R-DIST-3: every pile keeps its place in the list; one taken (or as large as one offered before it)
    // stays as a disabled button, so that the next player's buttons do not move under the pointer.
    if (s.decision() == mc::Decision::PickPile && !legal.empty()) {
        QList<ChoiceRow> piles;
        for (int i = 0; i < s.pileCount; ++i) {
            const auto offered = std::find_if(rows.cbegin(), rows.cend(), [i](const ChoiceRow &row) {
                return row.extra.value(u"type"_s).toInt() == int(mc::ActionType::TakePile) && row.extra.value(u"a"_s).toInt() == i;
            });
            if (offered != rows.cend()) {
                piles.append(*offered);
                continue;
            }
            // The label of the pile as it was offered: the button keeps its width too.
            piles.append(placeholderRow(s, mc::ActionType::TakePile, i,
                                        (s.pileTaken & (1u << i)) ? tr("Another player took this pile.")
                                                                  : tr("A pile of the same size comes first in the list."),
                                        {{u"type"_s, -1}, {u"pile"_s, i}}));
        }
        for (const ChoiceRow &row : std::as_const(rows))
            if (row.extra.value(u"type"_s).toInt() != int(mc::ActionType::TakePile))
                piles.append(row);
        rows = piles;
        // The guide shows the piles and the Influence taken instead in two columns.
        for (ChoiceRow &row : rows)
            row.extra.insert(u"pileRow"_s, row.extra.value(u"type"_s).toInt() != int(mc::ActionType::TakeInfluence));
    }
    return rows;
}

ChoiceRow DecisionTexts::placeholderRow(const mc::GameState &s, mc::ActionType type, int a, const QString &whyNot,
                                        const QVariantMap &extra) const
{
    mc::Action placeholder; // never applied (the row is disabled): a key no other row has
    placeholder.type = type;
    placeholder.seat = std::int8_t(s.currentSeat());
    placeholder.a = std::int8_t(a);
    ChoiceRow slot;
    slot.kind = u"choice"_s;
    slot.group = u"choice"_s;
    slot.seat = s.currentSeat();
    slot.enabled = false;
    slot.payload = placeholder.key();
    slot.label = action(s, placeholder);
    slot.whyNot = whyNot;
    slot.extra = extra;
    return slot;
}

void DecisionTexts::offerEqualPiles(const mc::GameState &s, QList<ChoiceRow> &rows)
{
    if (s.decision() != mc::Decision::PickPile)
        return;
    const auto pileOf = [](const ChoiceRow &row, int type) {
        return row.extra.value(u"type"_s).toInt() == type ? row.extra.value(type < 0 ? u"pile"_s : u"a"_s, -1).toInt() : -1;
    };
    for (ChoiceRow &row : rows) {
        const int pile = pileOf(row, -1); // a pile shown but not offered (choiceRows)
        if (pile < 0 || pile >= s.pileCount || (s.pileTaken & (1u << pile)))
            continue;
        for (const ChoiceRow &offered : std::as_const(rows)) {
            const int same = pileOf(offered, int(mc::ActionType::TakePile));
            if (same >= 0 && same < s.pileCount && s.piles[std::size_t(same)] == s.piles[std::size_t(pile)]) {
                const QString label = row.label;
                row = offered;
                row.label = label;
                break;
            }
        }
    }
}

void DecisionTexts::keepMovedGuilds(const mc::Game &game, const mc::GameState &s, QList<ChoiceRow> &rows) const
{
    if (s.decision() != mc::Decision::RelocateAdd || s.tasks.empty())
        return;
    const int seat = s.currentSeat();
    // The guilds this relocation moved: its figures since its start (the route, Relocate).
    std::array<bool, mc::kGuilds> moved{};
    const std::vector<mc::Action> &done = game.actions();
    for (auto it = done.crbegin(); it != done.crend() && it->type == mc::ActionType::RelocateAdd && it->seat == seat; ++it)
        if (it->a >= 0 && it->a < mc::kGuilds)
            moved[std::size_t(it->a)] = true;
    const auto isAdd = [](const ChoiceRow &row) { return row.extra.value(u"type"_s).toInt() == int(mc::ActionType::RelocateAdd); };
    const auto first = std::find_if(rows.cbegin(), rows.cend(), isAdd);
    const qsizetype at = first == rows.cend() ? 0 : first - rows.cbegin();
    QList<ChoiceRow> adds;
    for (int g = 0; g < mc::kGuilds; ++g) {
        const auto offered = std::find_if(rows.cbegin(), rows.cend(), [&](const ChoiceRow &row) {
            return isAdd(row) && row.extra.value(u"a"_s).toInt() == g;
        });
        if (offered != rows.cend()) {
            adds.append(*offered);
            continue;
        }
        if (!moved[std::size_t(g)])
            continue;
        //: A relocation under way (R-ACT-6): %1 a guild whose figures at the place left have all moved, %2 that place.
        const QString whyNot = tr("Every %1 figure %2 has moved.").arg(m_names.guildName(g),
                                                                       s.tasks.front().a == mc::kCrypt ? tr("in the Crypt")
                                                                       //: %1 a location's number and name.
                                                                       : tr("at %1").arg(m_names.placeName(s.tasks.front().a)));
        adds.append(placeholderRow(s, mc::ActionType::RelocateAdd, g, whyNot, {{u"type"_s, -1}, {u"a"_s, g}}));
    }
    if (adds.isEmpty())
        return;
    rows.removeIf(isAdd);
    for (qsizetype i = 0; i < adds.size(); ++i)
        rows.insert(std::min(at + i, rows.size()), adds.at(i));
}

QString DecisionTexts::action(const mc::GameState &s, const mc::Action &a) const
{
    const EventText &n = m_names;
    const mc::Ruleset &R = s.rules();
    const auto faction = [](int f) { return EventText::factionName(f); };
    using T = mc::ActionType;
    switch (a.type) {
    case T::Draw:
        if (a.v >= 0) {
            const QString name = s.decision() == mc::Decision::StartingMourner || s.decision() == mc::Decision::DrawMourner
                                         ? u"%1 (%2)"_s.arg(n.mournerName(a.v), n.guildName(R.mourners[std::size_t(a.v)].guild))
                                         : n.cardName(s.decision() == mc::Decision::DealCourt ? 0 : 2, a.v);
            //: A card of the app's original stand-in set, not a printed card of the box. %1 its name.
            return drawnStandIn(R, s.decision(), a.v) ? tr("%1 (stand-in)").arg(name) : name;
        }
        if (s.decision() == mc::Decision::StartingMourner || s.decision() == mc::Decision::DrawMourner)
            //: A Mourner card the app need not know; %1 the guild of its figure.
            return tr("Unknown card (%1)").arg(n.guildName(a.a));
        if (s.decision() == mc::Decision::DealCourt && s.mode == mc::Mode::Table)
            //: A table has dealt and drafted its Court cards without naming them to the app (R-DRAFT-1..3).
            return tr("The draft is done");
        return tr("Unknown card");
    case T::Dice:
    case T::Roll:
    case T::Bid: return QString::number(a.v);
    case T::KeepMotive: return faction(a.a);
    case T::SetPile: return tr("%1 Etherea").arg(a.v);
    case T::TakePile:
        //: %1 pile number, %2 Etherea in it.
        return tr("Pile %1: %2 Etherea").arg(a.a + 1).arg(s.piles[std::size_t(a.a)]);
    case T::TakeInfluence:
        return a.a == a.b ? tr("2 %1 Influence").arg(faction(a.a))
                          : tr("1 %1 + 1 %2 Influence").arg(faction(a.a), faction(a.b));
    case T::DraftPick: return n.courtName(a.v);
    case T::PlayCourt: {
        if (a.v < 0)
            //: %1 the action (1 or 2) of a Court card the table does not name; its effect is entered as a correction.
            return tr("A card not named here, action %1 (enter its effect as an adjustment)").arg(a.a + 1);
        //: %1 card, %2 action number, %3 what it does.
        return tr("%1, action %2: %3").arg(R.court[std::size_t(a.v)].name).arg(a.a + 1).arg(courtWay(s, a));
    }
    case T::Recruit:
        //: %1 guild, %2 cost in Etherea (D-COST).
        return tr("%1 (%2 Etherea)").arg(n.guildName(a.a)).arg(R.costFigure);
    case T::RecruitMourner: return tr("%1 Mourner (%2 Etherea)").arg(faction(a.a)).arg(R.costMourner);
    case T::Relocate:
        if (s.decision() == mc::Decision::RelocateRoute)
            //: %1 from, %2 to: the route of a free relocation (Gallevarbe), no Influence to pay.
            return tr("%1 → %2 (free)").arg(n.placeName(a.a), n.placeName(a.b));
        //: %1 from, %2 to, %3 faction of the destination (R-ACT-6).
        return tr("%1 → %2 (1 %3 Influence per figure)")
                .arg(n.placeName(a.a), n.placeName(a.b), faction(R.locations[std::size_t(a.b)].faction));
    case T::Activate: {
        if (a.v < 0)
            //: %1 the guild of a Mourner the table did not name; its effect is entered as a correction.
            return tr("Unknown Mourner (%1): enter its effect as an adjustment").arg(n.guildName(a.a));
        // Cards with more than one way to use them get one button each: say which is which.
        const QString name = n.mournerName(a.v);
        switch (R.mourners[std::size_t(a.v)].kind) {
        case mc::MournerKind::Severamm:
            if (R.revision >= 2)
                //: %1 Severamm: its holder first looks at the Court cards not dealt this round, then may swap.
                return tr("%1: look at the undealt Court cards").arg(name);
            if (a.b < 0)
                return tr("%1: look, keep my cards").arg(name);
            //: %1 Severamm (first reading), %2 Court card given back, %3 undealt card taken.
            return tr("%1: give %2, take %3").arg(name, n.courtName(a.b), n.courtName(a.c));
        case mc::MournerKind::Socopharie:
            //: %1 Socopharie, %2 a played Court card taken back into the hand, %3 the hand card put in its place.
            return tr("%1: take back %2, give %3").arg(name, n.courtName(a.b), n.courtName(a.c));
        case mc::MournerKind::RelicRavlatch:
            return a.a == 0
                           //: %1 Relic Ravlatch, first ability.
                           ? tr("%1: select a Wallows card").arg(name)
                           //: %1 Relic Ravlatch, second ability (an artifact may be kept).
                           : tr("%1: draw a Wallows card").arg(name);
        default: {
            const mc::Effects &effects = R.mourners[std::size_t(a.v)].effects;
            if (effects.empty())
                //: %1 a Mourner whose ability the app does not know (a table's printed card): the turn is used.
                return tr("%1 (enter its effect as an adjustment)").arg(name);
            //: %1 a Mourner, %2 what its ability does now, e.g. "gain 2 Etherea".
            return tr("%1: %2").arg(name, CardText::effects(R, effects));
        }
        }
    }
    case T::Pass: return tr("Pass", "skip the turn");
    case T::RelocateAdd: {
        const mc::Task &t = s.tasks.front();
        //: Moving this figure costs nothing.
        const QString cost = t.c == 1 ? tr("free") : tr("1 %1 Influence").arg(faction(R.locations[std::size_t(t.b)].faction));
        if (t.v > 0)
            //: A relocation that moved a figure already (perhaps the app, when it was the only choice): one
            //: more. %1 guild, %2 the cost of moving it.
            return tr("Move another %1 figure (%2)").arg(n.guildName(a.a), cost);
        //: %1 guild, %2 the cost of moving it.
        return tr("Move a %1 figure (%2)").arg(n.guildName(a.a), cost);
    }
    case T::RelocateDone:
        if (s.decision() == mc::Decision::RelocateRoute)
            //: Declines a card's free relocation (Gallevarbe) before choosing where from and where to.
            return tr("Make no free relocation");
        if (s.tasks.front().v == 0)
            //: Ends a relocation before any figure was added: no figure moves (a card's free relocation is
            //: used up).
            return tr("Move no figure");
        //: Ends adding figures to the relocation: %n figures move.
        return tr("Done: %n figure(s) moved", "", s.tasks.front().v);
    case T::Exhaust:
        return a.v >= 0 ? n.mournerName(a.v) : tr("Unknown Mourner (%1)").arg(n.guildName(a.a));
    case T::Tie: return a.a ? tr("Yes, win the tie") : tr("No, leave the tie");
    case T::Choose: {
        if (a.a == 0)
            //: Decline a location action or guild bonus (it is optional).
            return tr("Skip");
        const bool loc = s.decision() == mc::Decision::LocationAction;
        const int what = loc ? s.resolveIndex : R.guildOrder[std::size_t(s.resolveIndex - mc::kLocations)];
        if (loc) {
            switch (what) {
            case mc::VadlumGates:
            case mc::MortissVeth: return tr("%1 Influence").arg(faction(a.b));
            case mc::CurioCryptus: return tr("1 %1 + 1 %2 Influence").arg(faction(a.b), faction(a.c));
            case mc::CalvumHarrows:
            case mc::TheatersOfMemory:
            case mc::LifesEbb:
                return a.a == 1 ? tr("a %1 figure").arg(n.guildName(a.b)) : tr("1 %1 Influence").arg(faction(a.b));
            case mc::Hushhyde:
            case mc::GrendallsPillars:
                //: R-LOC-11/12: the figure sent back to the Crypt (the question says so), in a narrow button: %1
                //: its guild, %2 the location where it stands.
                return tr("%1 from %2", "a figure returned to the Crypt").arg(n.guildName(a.c), n.placeName(a.b));
            case mc::HigstAthenaeum:
            case mc::Voxxingard:
            case mc::CryptusAkhor: {
                // R-LOC-8/9/10: what it gives now, so that a count of none is seen before it is taken.
                const int f = what == mc::Voxxingard ? 0 : what == mc::CryptusAkhor ? 1 : 2;
                const auto &pl = s.player[std::size_t(std::clamp(s.currentSeat(), 0, s.players - 1))];
                const int count = pl.guildTotal(2 * f) + pl.guildTotal(2 * f + 1);
                //: R-LOC-8/9/10: %1 the Influence taken now, %2 a faction, %3 and %4 its two guilds.
                return tr("Yes: take %1 %2 Influence (1 for each %3 and %4 figure you control)")
                        .arg(count)
                        .arg(faction(f), R.guilds[std::size_t(2 * f)].name, R.guilds[std::size_t(2 * f + 1)].name);
            }
            //: Perform a location action (R-MAJ-1): %1 what it does, e.g. "take 3 Etherea".
            default: return tr("Yes: %1").arg(locationBonus(R, what));
            }
        }
        switch (what) {
        case mc::CouncilOfOsteomancy:
            return a.b == a.c ? tr("2 %1 Influence").arg(faction(a.b))
                              : tr("1 %1 + 1 %2 Influence").arg(faction(a.b), faction(a.c));
        case mc::ConclaveOfShadows:
            //: The Conclave's removal (R-GUILD-3): %1 owner, %2 guild, %3 where ("at 5 Calvum Harrows", "in the Crypt").
            return tr("remove %1's %2 %3").arg(n.seatName(a.b), n.guildName(a.d), n.atPlace(a.c));
        case mc::ShroudrieviesCoven: return tr("a %1 figure").arg(n.guildName(a.b));
        //: Take a guild's bonus (R-MAJ-2): %1 what it does, e.g. "take 3 Etherea".
        default: return tr("Yes: %1").arg(guildBonus(R, what));
        }
    }
    case T::Pay: return tr("%1 Influence").arg(faction(a.a));
    case T::ThreatCard:
        if (a.v >= 0)
            return n.mournerName(a.v);
        return !s.tasks.empty() && !s.player[std::size_t(s.tasks.front().seat)].mourners.empty()
                       ? tr("Unknown Mourner (%1)").arg(n.guildName(a.a))
                       : tr("No card: a %1 figure").arg(n.guildName(a.a));
    case T::LoseFigure:
        //: A figure to lose: %1 its guild, %2 where ("at 5 Calvum Harrows", "in the Crypt").
        return tr("%1 %2", "a figure to lose: its guild, where it is").arg(n.guildName(a.b), n.atPlace(a.a));
    case T::WallowsResult: {
        if (a.v < 0)
            return a.a ? tr("Completed") : tr("Not completed");
        // R-WAL-1: say what the answer applies.
        const mc::WallowsCard &w = R.wallows[std::size_t(a.v)];
        if (a.a)
            //: A named Wallows card's objective was met: %1 its reward, e.g. "gain 1 Unity".
            return w.reward.empty() ? tr("Completed (no reward)") : tr("Completed: %1").arg(CardText::effects(R, w.reward));
        //: A named Wallows card's objective was not met: %1 its penalty, e.g. "raise Suspicion by 1".
        return w.penalty.empty() ? tr("Not completed (no penalty)") : tr("Not completed: %1").arg(CardText::effects(R, w.penalty));
    }
    case T::Swap:
        if (a.b < 0)
            //: Severamm: look at the undealt Court cards and keep the hand as it is.
            return tr("Keep my cards");
        //: Severamm: %1 the Court card given back, %2 the undealt card taken instead.
        return tr("Give %1, take %2").arg(n.courtName(a.b), n.courtName(a.c));
    case T::PickWallows:
        if (a.v < 0)
            //: Relic Ravlatch at a table: a Wallows card the app is not told.
            return tr("A card not named here");
        //: %1 Wallows card, %2 what it asks and gives (objective, reward, penalty), so that it can be chosen.
        return tr("%1 (%2)").arg(n.cardName(2, a.v), n.wallowsSummary(a.v));
    case T::KeepArtifact:
        //: Relic Ravlatch: keep the drawn artifact for the game, or play it as this round's Wallows card.
        return a.a ? tr("Keep the artifact") : tr("Play it as a Wallows card");
    case T::EndOfRound:
        if (a.a) {
            const mc::MournerInPlay m = endOfRoundMourner(s);
            if (knownEndOfRound(R, m.card))
                //: Clean-up at a table: %1 what the named Mourner's end-of-round ability does, e.g. "gain 1 Etherea".
                return tr("Yes, it applies: %1").arg(CardText::effects(R, R.mourners[std::size_t(m.card)].effects));
        }
        //: Clean-up at a table: does this Mourner's end-of-round ability apply this round?
        return a.a ? tr("Yes, it applies") : tr("No effect this round");
    default: return mc::actionToText(s, a);
    }
}
