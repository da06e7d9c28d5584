#include "cardtext.h"

#include <QStringList>

#include <cstdlib>

using namespace Qt::StringLiterals;

QString CardText::faction(int f)
{
    switch (f) {
    case 0: return tr("Bone");
    case 1: return tr("Flesh");
    case 2: return tr("Spirit");
    default: return QString();
    }
}

QString CardText::guild(const mc::Ruleset &r, int g)
{
    return g >= 0 && g < mc::kGuilds ? r.guilds[std::size_t(g)].name : QString();
}

QString CardText::location(const mc::Ruleset &r, int loc)
{
    if (loc < 0 || loc >= mc::kLocations)
        return QString();
    //: %1 location name, %2 its printed number.
    return tr("%1 (%2)").arg(r.locations[std::size_t(loc)].name).arg(loc + 1);
}

// "at least 3 Bone Influence": what a condition asks the player to have.
QString CardText::condition(const mc::Ruleset &r, const mc::Condition &c)
{
    switch (c.kind) {
    case mc::ConditionKind::EthereaAtLeast: return tr("at least %1 Etherea").arg(c.n);
    case mc::ConditionKind::UnityAtLeast: return tr("at least %1 Unity").arg(c.n);
    case mc::ConditionKind::InfluenceAtLeast:
        //: %1 a number, %2 a faction.
        return tr("at least %1 %2 Influence").arg(c.n).arg(faction(c.arg));
    case mc::ConditionKind::FiguresAt:
        //: %1 a location.
        return tr("at least %n figure(s) at %1", "", c.n).arg(location(r, c.arg));
    case mc::ConditionKind::GuildAtLeast:
        //: %1 a guild.
        return tr("at least %n %1 figure(s)", "", c.n).arg(guild(r, c.arg));
    case mc::ConditionKind::MournersAtLeast: return tr("at least %n Mourner(s)", "", c.n);
    }
    return QString();
}

QString CardText::effect(const mc::Ruleset &r, const mc::Effect &e)
{
    const int a = e.amount;
    const int n = std::abs(a);
    QString text;
    switch (e.op) {
    case mc::EffectOp::Etherea: text = a >= 0 ? tr("gain %1 Etherea").arg(n) : tr("lose %1 Etherea").arg(n); break;
    case mc::EffectOp::Unity: text = a >= 0 ? tr("gain %1 Unity").arg(n) : tr("lose %1 Unity").arg(n); break;
    case mc::EffectOp::Influence:
        //: %1 a number, %2 a faction.
        text = a >= 0 ? tr("gain %1 %2 Influence").arg(n).arg(faction(e.faction))
                      : tr("lose %1 %2 Influence").arg(n).arg(faction(e.faction));
        break;
    case mc::EffectOp::Suspicion:
        text = a >= 0 ? tr("raise Suspicion by %1").arg(n) : tr("lower Suspicion by %1").arg(n);
        break;
    case mc::EffectOp::Threat:
        text = a >= 0 ? tr("raise Threat by %1").arg(n) : tr("lower Threat by %1").arg(n);
        break;
    case mc::EffectOp::Forge:
        //: %1 a number, %2 the name of location 1 (the Dirth Forge).
        text = tr("pay %1 Etherea into the %2").arg(n).arg(r.locations[0].name);
        break;
    case mc::EffectOp::Figure:
        //: %1 a guild.
        text = tr("put %n %1 figure(s) into your Crypt", "", n).arg(guild(r, e.guild));
        break;
    case mc::EffectOp::Steal:
        //: %1 a number, %2 a faction.
        text = tr("take %1 %2 Influence from the opponent who has the most").arg(n).arg(faction(e.faction));
        break;
    case mc::EffectOp::Move:
        //: %1 a number, %2 a location.
        text = tr("move up to %1 of your figures from your Crypt to %2").arg(n).arg(r.locations[std::size_t(e.location)].name);
        break;
    }
    if (e.conditional)
        //: %1 a condition ("at least 3 Bone Influence"), %2 an effect ("gain 1 Unity").
        text = tr("if you have %1, %2").arg(condition(r, e.condition), text);
    return text;
}

QString CardText::effects(const mc::Ruleset &r, const mc::Effects &list)
{
    if (list.empty())
        return tr("nothing");
    QStringList parts;
    for (const mc::Effect &e : list)
        parts << effect(r, e);
    return parts.join(u"; "_s);
}

// The rules code of a Court card kind for one action, or empty when the action is its effect list.
QString CardText::builtInAction(const mc::Ruleset &r, mc::CourtKind kind, int action)
{
    switch (kind) {
    case mc::CourtKind::Malavestros:
        return action == 0 ? tr("move the Malavestros token to a location, where it stays until moved again")
                           // The rulebook's word for Malavestros' second action (docs/rules-decisions.md).
                           : tr("deactivate one Mourner of each opponent");
    case mc::CourtKind::Auraghost:
        if (action == 0)
            return tr("raise Suspicion by 1; a player you choose pays 2 Etherea into the %1; you and they gain "
                      "1 Unity each")
                .arg(r.locations[0].name);
        break;
    case mc::CourtKind::Cleopsis:
        if (action == 0)
            return tr("take 1 Influence of each of two factions (or 2 of one) from a player");
        break;
    case mc::CourtKind::Gallevarbe:
        if (action == 0)
            return tr("relocate figures for free");
        break;
    case mc::CourtKind::Gethsemoni:
        return action == 0 ? tr("take 1 Flesh Influence from a player")
                           : tr("move a player's figure to %1").arg(location(r, mc::CryptusAkhor));
    case mc::CourtKind::Death:
    case mc::CourtKind::Generic: break;
    }
    return QString();
}

QString CardText::action(const mc::Ruleset &r, const mc::CourtCard &c, int action)
{
    const QString builtIn = builtInAction(r, c.kind, action);
    return builtIn.isEmpty() ? effects(r, c.options[std::size_t(action)]) : builtIn;
}

QString CardText::court(const mc::Ruleset &r, const mc::CourtCard &c)
{
    //: %1 and %2 the two actions of a Court card, e.g. "gain 2 Etherea".
    QString text = tr("Action 1: %1. Action 2: %2.").arg(action(r, c, 0), action(r, c, 1));
    if (c.kind == mc::CourtKind::Death)
        text = tr("Take the Alltaker. %1").arg(text);
    return text;
}

QString CardText::mourner(const mc::Ruleset &r, const mc::MournerCard &m)
{
    //: %1 a faction, %2 a guild.
    QString who = tr("%1, %2").arg(faction(m.faction), guild(r, m.guild));
    if (m.starting)
        who = tr("%1, starting Mourner").arg(who);
    QString ability;
    switch (m.kind) {
    case mc::MournerKind::Plain: ability = tr("No ability."); break;
    // D-MOURNER-ABILITY: the four kinds of ability, each said by when it works.
    case mc::MournerKind::OnPlay:
        //: A Mourner's ability used once, as the card comes into play. %1 its effects.
        ability = tr("When it comes into play: %1.").arg(effects(r, m.effects));
        break;
    case mc::MournerKind::Activated: ability = tr("Once per round: %1.").arg(effects(r, m.effects)); break;
    case mc::MournerKind::Triggered: ability = triggered(mc::Phase(m.trigger), effects(r, m.effects)); break;
    case mc::MournerKind::EndOfRound: ability = tr("At the end of each round: %1.").arg(effects(r, m.effects)); break;
    case mc::MournerKind::Severamm:
        ability = tr("Once per round: swap a Court card of your hand with one of the Court deck.");
        break;
    case mc::MournerKind::Socopharie:
        ability = tr("Once per round: take a played Court card back in exchange for one of your hand.");
        break;
    case mc::MournerKind::RelicRavlatch: ability = tr("Once per round: draw an extra Wallows card."); break;
    }
    return tr("%1. %2").arg(who, ability);
}

// A triggered Mourner's ability: its effects at the start of `phase`. One whole sentence per
// phase, so that a translation can word each phase as its language needs.
QString CardText::triggered(mc::Phase phase, const QString &effects)
{
    switch (phase) {
    //: A Mourner's ability that works by itself as phase 1 of a round begins. %1 its effects.
    case mc::Phase::Distribution: return tr("At the start of the Etherea distribution: %1.").arg(effects);
    //: A Mourner's ability that works by itself as phase 2 of a round begins. %1 its effects.
    case mc::Phase::Wallows: return tr("At the start of the Wallows phase: %1.").arg(effects);
    //: A Mourner's ability that works by itself as phase 3 of a round begins. %1 its effects.
    case mc::Phase::Draft: return tr("At the start of the Court draft: %1.").arg(effects);
    //: A Mourner's ability that works by itself as phase 4 of a round begins. %1 its effects.
    case mc::Phase::Actions: return tr("At the start of the Actions phase: %1.").arg(effects);
    //: A Mourner's ability that works by itself as phase 5 of a round begins. %1 its effects.
    case mc::Phase::Dreadsgrip: return tr("At the start of the Dreadsgrip check: %1.").arg(effects);
    //: A Mourner's ability that works by itself as phase 6 of a round begins. %1 its effects.
    case mc::Phase::Tithe: return tr("At the start of the Celestial tithe: %1.").arg(effects);
    //: A Mourner's ability that works by itself as phase 7 of a round begins. %1 its effects.
    case mc::Phase::Resolve: return tr("At the start of the resolution of locations and guilds: %1.").arg(effects);
    //: A Mourner's ability that works by itself as phase 8 of a round begins. %1 its effects.
    case mc::Phase::Cleanup: return tr("At the start of the clean-up: %1.").arg(effects);
    case mc::Phase::Setup:
    case mc::Phase::GameOver: break; // refused by the parser
    }
    return QString();
}

QString CardText::wallows(const mc::Ruleset &r, const mc::WallowsCard &w)
{
    //: %1 what to have ("at least 4 Etherea"), %2 and %3 effects.
    QString text = tr("Objective: have %1. Reward: %2. Penalty: %3.")
                       .arg(condition(r, w.objective), effects(r, w.reward), effects(r, w.penalty));
    if (w.artifact)
        text = tr("Artifact. %1").arg(text);
    return text;
}

QString CardText::motive(const mc::Ruleset &r, const mc::MotiveCard &m)
{
    QString per;
    switch (m.kind) {
    case mc::MotiveKind::PerInfluence: per = tr("%1 %2 Influence").arg(m.per).arg(faction(m.arg)); break;
    case mc::MotiveKind::PerGuildFigures: per = tr("%n %1 figure(s)", "", m.per).arg(guild(r, m.arg)); break;
    case mc::MotiveKind::PerMourners: per = tr("%n Mourner(s)", "", m.per); break;
    case mc::MotiveKind::PerLocationsPresent: per = tr("%n location(s) where you have figures", "", m.per); break;
    case mc::MotiveKind::PerEtherea: per = tr("%1 Etherea").arg(m.per); break;
    }
    //: %1 a faction, %2 what is counted ("2 Bone Influence"), %3 the largest bonus.
    return tr("%1 motive: 1 point per %2, at most %n point(s).", "", m.max).arg(faction(m.faction), per);
}

QString CardText::of(const mc::Ruleset &r, int deck, int card)
{
    const auto known = [card](const auto &cards) { return card >= 0 && std::size_t(card) < cards.size(); };
    switch (deck) {
    case 0: return known(r.court) ? court(r, r.court[std::size_t(card)]) : QString();
    case 1: return known(r.mourners) ? mourner(r, r.mourners[std::size_t(card)]) : QString();
    case 2: return known(r.wallows) ? wallows(r, r.wallows[std::size_t(card)]) : QString();
    case 3: return known(r.motives) ? motive(r, r.motives[std::size_t(card)]) : QString();
    default: return QString();
    }
}
