#include "newgamesetup.h"

#include "boardsettings.h"
#include "computerplayers.h"
#include "gamecontrollertr.h"
#include "problemtext.h"
#include "problemwords.h"
#include "rulesetlibrary.h"
#include "seatkinds.h"
#include "model/core/names.h"
#include "model/mourners/ruleset.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>

#include <array>

using namespace Qt::StringLiterals;

namespace newgame {

namespace {

// The rules of the wizard's board (its values as BoardSettings keeps them; or a whole ruleset as JSON;
// the standard board when neither is given) with the owner's cards of `cards` (a RulesetLibrary id;
// the printed ones when empty or the standard id). Null with `error` set.
mc::RulesetPtr tableRules(const QVariantMap &setup, RulesetLibrary *library, QString &error)
{
    mc::RulesetPtr rules = mc::standardRuleset();
    const QString json = setup.contains(u"board"_s)
                                 ? QString::fromUtf8(BoardSettings::tableRuleset(setup.value(u"board"_s).toMap()))
                                 : setup.value(u"ruleset"_s).toString();
    if (!json.isEmpty()) {
        const mc::RulesetResult r = mc::parseRuleset(json.toUtf8());
        if (!r.ok()) {
            //: %1 what is wrong, one sentence per field.
            error = GameControllerTr::tr("The board settings are not valid. %1").arg(MournersProblems::sentences(r.problems));
            return nullptr;
        }
        rules = r.ruleset;
    }
    const QString cards = setup.value(u"cards"_s).toString();
    if (cards.isEmpty() || cards == QLatin1StringView(RulesetLibrary::kStandardId))
        return rules;
    // The owner's cards (card editor) with the board as checked: the numbers stay the board's.
    if (!library) {
        //: %1 the reason from the ruleset library.
        error = GameControllerTr::tr("The chosen cards cannot be used: %1").arg(RulesetLibrary::tr("There is no ruleset %1.").arg(cards));
        return nullptr;
    }
    const QJsonObject own = QJsonDocument::fromJson(library->json(cards)).object();
    if (!library->load(cards) || !own.value(u"cards"_s).isObject()) {
        //: %1 the reason from the ruleset library.
        error = GameControllerTr::tr("The chosen cards cannot be used: %1").arg(library->errorText());
        return nullptr;
    }
    QJsonObject merged = QJsonDocument::fromJson(QByteArray(rules->source)).object();
    merged[u"cards"_s] = own.value(u"cards"_s);
    merged[u"id"_s] = own.value(u"id"_s);
    merged[u"name"_s] = own.value(u"name"_s);
    const mc::RulesetResult r = mc::parseRuleset(QJsonDocument(merged).toJson(QJsonDocument::Compact));
    if (!r.ok()) {
        //: %1 the faults, one sentence each.
        error = GameControllerTr::tr("The chosen cards cannot be used. %1").arg(MournersProblems::sentences(r.problems));
        return nullptr;
    }
    return r.ruleset;
}

// R-SETUP-5: the starting Mourners of the form, in the engine's picking order.
bool applyStartingMourners(const QVariantList &mourners, const std::array<int, mc::kMaxPlayers> &faction,
                           const QStringList &names, mc::Game &game, mc::Events &events, QString &error)
{
    const mc::Ruleset &rules = game.state().rules();
    while (game.state().decision() == mc::Decision::StartingMourner) {
        const mc::GameState &s = game.state();
        const int p = s.startingOrder[std::size_t(s.startingIndex)];
        const QVariantMap spec = mourners.value(p).toMap();
        mc::Action a;
        a.type = mc::ActionType::Draw;
        a.seat = std::int8_t(mc::kChanceSeat);
        if (spec.contains(u"guild"_s)) {
            a.v = mc::kUnknownCard;
            a.a = std::int8_t(mc::guildFromKey(spec.value(u"guild"_s).toString()));
            if (a.a < 0 || mc::guildFaction(a.a) != faction[std::size_t(p)]) {
                //: %1 a player. An unknown starting Mourner is named by the guild of its figure.
                error = GameControllerTr::tr("Choose the guild of %1's starting Mourner (a guild of their faction).").arg(names.at(p));
                return false;
            }
        } else {
            a.v = std::int16_t(rules.mournerIndex(spec.value(u"card"_s).toString().trimmed()));
            if (a.v < 0) {
                //: %1 a player.
                error = GameControllerTr::tr("Choose %1's starting Mourner, or “unknown card” and its guild.").arg(names.at(p));
                return false;
            }
        }
        if (game.apply(a, &events) != mc::ApplyError::None) {
            //: %1 a player, %2 a Mourner card. Two players of one faction cannot start with the same card.
            error = GameControllerTr::tr("%1 cannot start with %2: it is not a starting Mourner of their faction, or another player "
                           "has it already.")
                            .arg(names.at(p), rules.mourners[std::size_t(a.v)].name);
            return false;
        }
    }
    return true;
}

} // namespace

QStringList seatNames(const QStringList &names)
{
    QStringList out;
    for (int p = 0; p < names.size(); ++p) {
        QString name = names.at(p).simplified();
        if (name.isEmpty())
            //: Default name of a player; %1 is the seat number 1-4.
            name = GameControllerTr::tr("Player %1").arg(p + 1);
        out << name;
    }
    return out;
}

QStringList nameProblems(const QStringList &names)
{
    const QStringList shown = seatNames(names);
    QStringList problems;
    QSet<QString> seen;
    for (int p = 0; p < names.size(); ++p) {
        QString problem;
        // A blank field takes the seat's default name; anything typed is checked as every file checks a name.
        if (!names.at(p).trimmed().isEmpty())
            if (const auto bad = mc::nameProblem(names.at(p).trimmed(), u"seats[%1].name"_s.arg(p)))
                problem = ProblemText::sentence(*bad, ProblemText::saveWords());
        if (problem.isEmpty() && seen.contains(shown.at(p).toCaseFolded()))
            //: %1 is a player name given twice.
            problem = GameControllerTr::tr("Two players are called “%1”: give everyone a different name.").arg(shown.at(p));
        seen.insert(shown.at(p).toCaseFolded());
        problems << problem;
    }
    return problems;
}

QString seatsProblem(int players, int oldest, const QStringList &names)
{
    if (players < 2 || players > mc::kMaxPlayers)
        //: %1 is the number of players asked for.
        return GameControllerTr::tr("A game needs 2 to 4 players, not %1.").arg(players);
    if (oldest < 0 || oldest >= players)
        //: The oldest player starts the game with the Alltaker (R-SETUP).
        return GameControllerTr::tr("Choose which of the %1 players is the oldest.").arg(players);
    for (const QString &problem : nameProblems(names))
        if (!problem.isEmpty())
            return problem;
    return {};
}

bool tableGame(const QVariantMap &setup, RulesetLibrary *library, mc::Game &game, mc::Events &events, QString &error)
{
    const QStringList names = setup.value(u"names"_s).toStringList();
    const QStringList colors = setup.value(u"colors"_s).toStringList();
    const QStringList factions = setup.value(u"factions"_s).toStringList();
    const int players = int(names.size());
    const int oldest = setup.value(u"oldest"_s, 0).toInt();
    error = seatsProblem(players, oldest, names);
    if (!error.isEmpty())
        return false;
    const QStringList shown = seatNames(names);
    const mc::RulesetPtr rules = tableRules(setup, library, error);
    if (!rules)
        return false;
    std::array<int, mc::kMaxPlayers> faction{-1, -1, -1, -1};
    for (int p = 0; p < players; ++p) {
        faction[std::size_t(p)] = mc::factionFromKey(factions.value(p));
        if (faction[std::size_t(p)] < 0) {
            //: %1 a player. R-SETUP-4: each player declares the faction of the motive kept.
            error = GameControllerTr::tr("Choose the faction %1 declared.").arg(shown.at(p));
            return false;
        }
    }
    const quint64 seed = setup.contains(u"seed"_s) ? setup.value(u"seed"_s).toULongLong()
                                                    : QRandomGenerator::global()->generate64();
    mc::Game made = mc::Game::create(rules, players, seed, mc::Mode::Table, oldest, shown);
    for (int p = 0; p < players; ++p)
        // A colour the save could not hold ("#" and six hex digits) leaves the seat's default colour.
        made.setSeat(p, mc::Seat{shown.at(p), mc::isSeatColor(colors.value(p)) ? colors.value(p) : QString()});

    // R-SETUP-4: the declared factions, in the order the engine asks.
    while (made.state().decision() == mc::Decision::KeepMotive) {
        mc::Action a;
        a.type = mc::ActionType::KeepMotive;
        a.seat = std::int8_t(made.state().currentSeat());
        a.a = std::int8_t(faction[std::size_t(a.seat)]);
        if (made.apply(a, &events) != mc::ApplyError::None) {
            error = GameControllerTr::tr("The declared factions were refused by the rules.");
            return false;
        }
    }
    if (!applyStartingMourners(setup.value(u"mourners"_s).toList(), faction, shown, made, events, error))
        return false;
    game = std::move(made);
    return true;
}

bool digitalChoices(const QVariantMap &setup, RulesetLibrary *library, Digital &out, QString &error)
{
    out.rulesetId = setup.value(u"ruleset"_s).toString();
    if (out.rulesetId.isEmpty())
        out.rulesetId = QString::fromLatin1(RulesetLibrary::kStandardId);
    const bool standard = out.rulesetId == QLatin1StringView(RulesetLibrary::kStandardId);
    out.rules = library ? library->load(out.rulesetId) : standard ? mc::standardRuleset() : nullptr;
    if (!out.rules) {
        const QString why = library ? library->errorText() : RulesetLibrary::tr("There is no ruleset %1.").arg(out.rulesetId);
        //: %1 the reason from the ruleset library.
        error = GameControllerTr::tr("The chosen ruleset cannot be used: %1").arg(why);
        return false;
    }
    out.kinds = setup.value(u"kinds"_s).toStringList();
    for (const QString &k : std::as_const(out.kinds)) {
        mc::BotKind kind;
        if (k != shelf::seatkind::kPerson && !ComputerPlayers::kindOf(k, kind)) {
            //: %1 a seat kind that is not known.
            error = GameControllerTr::tr("Unknown kind of player: “%1”.").arg(k);
            return false;
        }
    }
    const qsizetype players = setup.value(u"names"_s).toStringList().size();
    while (out.kinds.size() < players)
        out.kinds << shelf::seatkind::kPerson;
    out.kinds = out.kinds.mid(0, players);
    return true;
}

QVariantList startingMourners(const mc::Ruleset &rules, int faction)
{
    QVariantList out;
    for (const mc::MournerCard &m : rules.mourners)
        if (m.faction == faction && m.starting)
            out.append(QVariantMap{{u"id"_s, m.id},
                                   {u"name"_s, m.name},
                                   {u"guild"_s, QString::fromLatin1(mc::guildShortKey(m.guild))},
                                   {u"guildName"_s, rules.guilds[std::size_t(m.guild)].name},
                                   {u"standIn"_s, m.standIn}});
    return out;
}

mc::RulesetPtr rulesOfCards(const QString &cards, RulesetLibrary *library)
{
    mc::RulesetPtr rules = cards.isEmpty() || !library ? nullptr : library->load(cards);
    return rules ? rules : mc::standardRuleset();
}

QVariantList guildsOf(const mc::Ruleset &rules, int faction)
{
    QVariantList out;
    for (int g = 0; g < mc::kGuilds; ++g)
        if (mc::guildFaction(g) == faction)
            out.append(QVariantMap{{u"key"_s, QString::fromLatin1(mc::guildShortKey(g))},
                                   {u"name"_s, rules.guilds[std::size_t(g)].name}});
    return out;
}

QVariantList startingMournerOptions(const QVariantList &guilds, const QVariantList &known)
{
    QVariantList out;
    for (const QVariant &g : guilds) {
        const QVariantMap guild = g.toMap();
        out.append(QVariantMap{{u"value"_s, QVariant(u"guild "_s + guild.value(u"key"_s).toString())},
                               //: A starting Mourner the app need not know: only the guild of its figure. %1 guild.
                               {u"label"_s, GameControllerTr::tr("Unknown card · %1").arg(guild.value(u"name"_s).toString())},
                               {u"card"_s, QString()},
                               {u"guild"_s, guild.value(u"key"_s)}});
    }
    for (const QVariant &c : known) {
        const QVariantMap card = c.toMap();
        //: A starting Mourner in the new-game form: %1 card, %2 the guild of its figure.
        QString label = GameControllerTr::tr("%1 · %2").arg(card.value(u"name"_s).toString(), card.value(u"guildName"_s).toString());
        if (card.value(u"standIn"_s).toBool())
            //: After a card's name: the app plays a stand-in for a card it does not print. %1 the card and guild.
            label = GameControllerTr::tr("%1 (stand-in)").arg(label);
        out.append(QVariantMap{{u"value"_s, QVariant(u"card "_s + card.value(u"id"_s).toString())},
                               {u"label"_s, label},
                               {u"card"_s, card.value(u"id"_s)},
                               {u"guild"_s, card.value(u"guild"_s)}});
    }
    return out;
}

} // namespace newgame
