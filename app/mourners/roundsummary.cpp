#include "roundsummary.h"

#include "eventtext.h"
#include "gamecontrollertr.h"

using namespace Qt::StringLiterals;

namespace {

QString signedNumber(int n)
{
    // +2, or −1 with a minus sign (not a hyphen).
    return n > 0 ? u"+%1"_s.arg(n) : u"\u2212%1"_s.arg(-n);
}

int figuresOnMap(const mc::PlayerState &p)
{
    int n = 0;
    for (int place = 0; place < mc::kLocations; ++place)
        n += p.figuresAt(place);
    return n;
}

// What changed for one player between `was` and `now`, in a line; "no change" when nothing did.
QString changes(const mc::PlayerState &was, const mc::PlayerState &now)
{
    QStringList parts;
    if (was.unity != now.unity)
        //: A round's summary: %1 Unity before, %2 now, %3 the change (+5).
        parts << GameControllerTr::tr("Unity %1 → %2 (%3)").arg(was.unity).arg(now.unity).arg(signedNumber(now.unity - was.unity));
    QStringList influence;
    for (int f = 0; f < mc::kFactions; ++f)
        if (was.influence[std::size_t(f)] != now.influence[std::size_t(f)])
            //: A round's summary: %1 a faction (Bone), %2 the change of its Influence (+1).
            influence << GameControllerTr::tr("%1 %2").arg(EventText::factionName(f),
                                                           signedNumber(now.influence[std::size_t(f)] - was.influence[std::size_t(f)]));
    if (!influence.isEmpty())
        //: A round's summary: %1 the changes of Influence, e.g. "Bone +1, Spirit −2".
        parts << GameControllerTr::tr("Influence %1").arg(influence.join(u", "_s));
    if (was.etherea != now.etherea)
        //: A round's summary: %1 Etherea before, %2 now.
        parts << GameControllerTr::tr("Etherea %1 → %2").arg(was.etherea).arg(now.etherea);
    const int mapWas = figuresOnMap(was);
    const int mapNow = figuresOnMap(now);
    if (mapWas != mapNow)
        //: A round's summary: %1 figures on the locations before, %2 now.
        parts << GameControllerTr::tr("figures on the map %1 → %2").arg(mapWas).arg(mapNow);
    const int cryptWas = was.figuresAt(mc::kCrypt);
    const int cryptNow = now.figuresAt(mc::kCrypt);
    if (cryptWas != cryptNow)
        //: A round's summary: %1 figures in the player's Crypt before, %2 now.
        parts << GameControllerTr::tr("in the Crypt %1 → %2").arg(cryptWas).arg(cryptNow);
    if (was.mourners.size() != now.mourners.size())
        //: A round's summary: %1 Mourner cards in play before, %2 now.
        parts << GameControllerTr::tr("Mourners %1 → %2").arg(was.mourners.size()).arg(now.mourners.size());
    if (parts.isEmpty())
        //: A round's summary: nothing of the player changed in phases 5 to 8.
        return GameControllerTr::tr("no change");
    return parts.join(u" · "_s);
}

} // namespace

QVariantMap roundSummary(const mc::Game &game, const mc::GameState &before, const EventText &names)
{
    const mc::GameState &now = game.state();
    if (before.round < 1 || now.round <= before.round || now.isTerminal())
        return {};
    const int round = before.round;
    // The state as the Action phase of `round` ended: the last one of that round still in its actions.
    const auto &actions = game.actions();
    mc::GameState ended = before;
    for (std::size_t i = actions.size(); i-- > 0;) {
        mc::GameState s = game.stateBefore(i);
        if (s.round < round || (s.round == round && s.phase <= mc::Phase::Actions)) {
            ended = std::move(s);
            break;
        }
    }
    if (ended.round != round || ended.phase > mc::Phase::Actions)
        return {};
    QVariantList rows;
    for (int seat = 0; seat < now.players; ++seat)
        rows.append(QVariantMap{{u"seat"_s, seat},
                                {u"name"_s, names.seatName(seat)},
                                {u"text"_s, changes(ended.player[std::size_t(seat)], now.player[std::size_t(seat)])}});
    QStringList meters;
    if (ended.suspicion != now.suspicion)
        //: A round's summary: the Suspicion meter before (%1) and now (%2).
        meters << GameControllerTr::tr("Suspicion %1 → %2").arg(ended.suspicion).arg(now.suspicion);
    if (ended.threat != now.threat)
        //: A round's summary: the Threat meter before (%1) and now (%2).
        meters << GameControllerTr::tr("Threat %1 → %2").arg(ended.threat).arg(now.threat);
    if (ended.unitySupply != now.unitySupply)
        //: A round's summary: the Unity left in the supply before (%1) and now (%2).
        meters << GameControllerTr::tr("Unity supply %1 → %2").arg(ended.unitySupply).arg(now.unitySupply);
    return QVariantMap{{u"round"_s, round}, {u"rows"_s, rows}, {u"meters"_s, meters.join(u" · "_s)}};
}
