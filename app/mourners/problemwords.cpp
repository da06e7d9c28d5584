#include "problemwords.h"

#include "model/mourners/ruleset.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

using mc::ProblemCode;

namespace {

// A path as tokens: keys, and list places as numbers ("cards.mourners[3].guild" -> cards, mourners, 3, guild).
struct Token {
    QString key;
    int index = -1;
};

QList<Token> tokens(const QString &path)
{
    static const QRegularExpression re(u"([^.\\[\\]]+)|\\[(\\d+)\\]"_s);
    QList<Token> out;
    auto it = re.globalMatch(path);
    while (it.hasNext()) {
        const auto m = it.next();
        if (m.capturedLength(2) > 0)
            out.append(Token{{}, m.captured(2).toInt()});
        else
            out.append(Token{m.captured(1), -1});
    }
    return out;
}

QString quoted(const QString &s)
{
    return MournersProblems::tr("'%1'").arg(ProblemText::printable(s));
}

} // namespace

QString MournersProblems::factionName(const QString &key)
{
    switch (mc::factionFromKey(key)) {
    case 0: return tr("Bone");
    case 1: return tr("Flesh");
    case 2: return tr("Spirit");
    default: return ProblemText::printable(key);
    }
}

QString MournersProblems::guildName(const QString &key)
{
    const int g = mc::guildFromKey(key);
    const mc::RulesetPtr rules = mc::standardRuleset();
    return g >= 0 && rules ? rules->guilds[std::size_t(g)].name : ProblemText::printable(key);
}

QString MournersProblems::crowdOutcome(const QString &word)
{
    if (word == u"destroy"_s)
        //: Crowding roll outcome: the figure is destroyed.
        return tr("destroyed");
    if (word == u"crypt"_s)
        //: Crowding roll outcome: the figure goes back to its owner's Crypt.
        return tr("to the Crypt");
    if (word == u"stay"_s)
        //: Crowding roll outcome: the figure stays where it is.
        return tr("stays");
    return ProblemText::printable(word);
}

QString MournersProblems::message(const mc::Problem &p)
{
    switch (p.reason) {
    case ProblemCode::NotFaction:
        return p.detail.isEmpty() ? tr("must be Bone, Flesh or Spirit")
                                  : tr("must be Bone, Flesh or Spirit, not %1").arg(quoted(p.detail));
    case ProblemCode::NotGuild:
        return p.detail.isEmpty() ? tr("must name one of the six guilds")
                                  : tr("%1 is not one of the six guilds").arg(quoted(p.detail));
    case ProblemCode::NotCrowdOutcome:
        //: %1 the word found; the three outcomes of the crowding roll follow.
        return tr("%1 is not an outcome of the crowding roll (destroyed, to the Crypt or stays)").arg(quoted(p.detail));
    case ProblemCode::NotPhase:
        return tr("must be a phase of the round: Distribution, Wallows, Draft, Actions, Dreadsgrip, Tithe, Resolve or Clean-up");
    case ProblemCode::NegativeAmount:
        return tr("must not be negative for this kind of effect");
    case ProblemCode::ReservedCardId: {
        QString what;
        switch (mc::CardIdClash(p.value)) {
        case mc::CardIdClash::Unknown: what = tr("a card it does not name"); break;
        case mc::CardIdClash::None: what = tr("no card or nobody"); break;
        case mc::CardIdClash::Crypt: what = tr("a player's Crypt"); break;
        case mc::CardIdClash::Player: what = tr("a player"); break;
        case mc::CardIdClash::Faction: what = tr("a faction"); break;
        case mc::CardIdClash::Guild: what = tr("a guild"); break;
        }
        //: %1 the id, %2 what the steps of a save would read it as.
        return tr("%1 cannot be a card id: the steps of a save read it as %2").arg(quoted(p.detail), what);
    }
    case ProblemCode::WrongGuildId:
        return tr("must be the %1").arg(guildName(p.detail));
    case ProblemCode::ListedTwice:
        return tr("lists the %1 a second time").arg(guildName(p.detail));
    case ProblemCode::TooFewMotives:
        //: %1 how many, %2 a faction.
        return tr("needs at least %1 %2 motives").arg(p.min).arg(factionName(p.detail));
    case ProblemCode::DealTooBig:
        //: %1 players, %2 the Court cards of the deck.
        return tr("with %1 players more Court cards are dealt than the deck holds (%2)").arg(p.value).arg(p.max);
    case ProblemCode::TriggerNotAllowed:
        return tr("only a Mourner whose ability starts by itself has a phase that starts it");
    case ProblemCode::RevisionInSaveOnly:
        //: %1 the revision the file names (1), %2 the one a ruleset file may name (2). The first reading of
        //: the rules is kept only so that games saved with it replay.
        return tr("revision %1 (the first reading of the rules) is only read inside a game saved by an older version of the program; a ruleset file must name revision %2")
            .arg(p.value)
            .arg(p.max);
    case ProblemCode::WrongFormat:
        if (p.detail == u"mourners-call-save"_s)
            return tr("The file is not a Mourners Call save.");
        if (p.detail == u"mourners-call-ruleset"_s)
            return tr("The file is not a Mourners Call ruleset.");
        return {};
    default:
        return {};
    }
}

QString MournersProblems::fieldName(const QString &path, const QJsonObject &doc)
{
    const QList<Token> t = tokens(path);
    if (t.isEmpty() || path == u"top level"_s)
        return {};
    const auto key = [&t](int i) { return i < t.size() ? t[i].key : QString(); };
    const auto index = [&t](int i) { return i < t.size() ? t[i].index : -1; };
    const QString k0 = key(0);

    // A save: its own fields, and its rules inside "ruleset".
    if (k0 == u"ruleset"_s) {
        if (t.size() == 1)
            return tr("The game's rules");
        //: %1 a field of the rules kept in a save.
        return tr("The game's rules, %1").arg(fieldName(path.mid(path.indexOf(u'.') + 1), doc));
    }
    if (const QString common = ProblemText::saveField(path); !common.isEmpty() || k0 == u"actions"_s)
        return common;
    if (k0 == u"players"_s) // a score file
        return index(1) >= 0 ? (t.size() > 2 ? tr("Player %1, %2").arg(index(1) + 1).arg(key(2)) : tr("Player %1").arg(index(1) + 1))
                             : tr("The players");

    // The board and the rest of a ruleset.
    if (k0 == u"id"_s)
        return tr("The ruleset's id");
    if (k0 == u"name"_s)
        return tr("The ruleset's name");
    if (k0 == u"unitySupply"_s)
        return t.size() > 1 ? tr("Unity supply for %1 players").arg(key(1)) : tr("Unity supply");
    if (k0 == u"startEtherea"_s)
        return tr("Etherea at the start");
    if (k0 == u"basesPerPlayer"_s)
        return tr("Bases per player");
    if (k0 == u"figuresPerGuild"_s)
        return tr("Figures per guild");
    if (k0 == u"cost"_s)
        return key(1) == u"figure"_s ? tr("Cost of a guild figure")
             : key(1) == u"mourner"_s ? tr("Cost of a Mourner card") : tr("Costs");
    if (k0 == u"suspicionPenalty"_s)
        return tr("Influence lost at the top of the Suspicion track");
    if (k0 == u"tithe"_s)
        //: %1 a Suspicion value (0-12).
        return index(1) >= 0 ? tr("Tithe at Suspicion %1").arg(index(1)) : tr("Tithe table");
    if (k0 == u"threatLimit"_s)
        //: %1 a Threat value (0-9).
        return index(1) >= 0 ? tr("Figure limit at Threat %1").arg(index(1)) : tr("Figure limit table");
    if (k0 == u"titheMiss"_s)
        return key(1) == u"suspicion"_s ? tr("Missed tithe: Suspicion rises by")
             : key(1) == u"threat"_s ? tr("Missed tithe: Threat rises by") : tr("Missed tithe");
    if (k0 == u"titheUnity"_s)
        return tr("Unity of the tithe");
    if (k0 == u"forgeEmptiesAtTithe"_s)
        return tr("The Dirth Forge empties at the tithe");
    if (k0 == u"crowdRoll"_s)
        //: %1 a face of the die (1-6).
        return index(1) >= 0 ? tr("Crowding roll, die %1").arg(index(1) + 1) : tr("Crowding roll");
    if (k0 == u"piles"_s)
        return tr("Distribution piles");
    if (k0 == u"draft"_s) {
        if (key(2) == u"deal"_s)
            return tr("Court cards dealt with %1 players").arg(key(1));
        return t.size() > 1 ? tr("Court draft with %1 players").arg(key(1)) : tr("Court draft");
    }
    if (k0 == u"locations"_s) {
        const int n = index(1) + 1;
        if (n <= 0)
            return tr("Locations");
        if (key(2) == u"faction"_s)
            return tr("Faction of location %1").arg(n);
        if (key(2) == u"name"_s)
            return tr("Name of location %1").arg(n);
        if (key(2) == u"number"_s)
            return tr("Number of location %1").arg(n);
        return tr("Location %1").arg(n);
    }
    if (k0 == u"guilds"_s)
        return index(1) >= 0 ? tr("Guild %1").arg(index(1) + 1) : tr("Guilds");
    if (k0 == u"guildOrder"_s)
        //: %1 a place of the guild order (1-6).
        return index(1) >= 0 ? tr("Guild order, place %1").arg(index(1) + 1) : tr("Guild order");
    if (k0 == u"motiveBonusMax"_s)
        return tr("Highest motive bonus");
    if (k0 == u"revision"_s)
        return tr("Reading of the rules");
    if (k0 == u"cards"_s) {
        const QString deck = key(1);
        const QString deckName = deck == u"court"_s ? tr("Court cards")
                               : deck == u"mourners"_s ? tr("Mourner cards")
                               : deck == u"wallows"_s ? tr("Wallows cards")
                               : deck == u"motives"_s ? tr("Ulterior Motive cards") : tr("Cards");
        const int i = index(2);
        if (i < 0)
            return deckName;
        const QString name = doc.value(u"cards"_s).toObject().value(deck).toArray().at(i).toObject().value(u"name"_s).toString();
        QString card = deck == u"court"_s ? tr("Court card %1").arg(i + 1)
                     : deck == u"mourners"_s ? tr("Mourner card %1").arg(i + 1)
                     : deck == u"wallows"_s ? tr("Wallows card %1").arg(i + 1)
                     : tr("Ulterior Motive card %1").arg(i + 1);
        if (!name.trimmed().isEmpty())
            //: %1 a card's place ("Mourner card 4"), %2 its name.
            card = tr("%1 (%2)").arg(card, name.trimmed());
        // What inside the card: its own words for the common fields.
        QStringList inside;
        bool numbered = false; // the last part already has its number: a second index is an effect of it
        for (int j = 3; j < t.size(); ++j) {
            const QString k = t[j].key;
            if (t[j].index >= 0) {
                if (numbered || inside.isEmpty())
                    inside << tr("effect %1").arg(t[j].index + 1);
                else
                    //: A numbered part of a card: %1 the part ("effect", "option"), %2 its number.
                    inside.last() = tr("%1 %2").arg(inside.last()).arg(t[j].index + 1);
                numbered = true;
                continue;
            }
            numbered = false;
            static const QHash<QString, const char *> words = {
                {u"id"_s, QT_TR_NOOP("id")},           {u"name"_s, QT_TR_NOOP("name")},
                {u"kind"_s, QT_TR_NOOP("kind")},       {u"faction"_s, QT_TR_NOOP("faction")},
                {u"guild"_s, QT_TR_NOOP("guild")},     {u"effects"_s, QT_TR_NOOP("effect")},
                {u"options"_s, QT_TR_NOOP("option")},  {u"objective"_s, QT_TR_NOOP("objective")},
                {u"reward"_s, QT_TR_NOOP("reward")},   {u"penalty"_s, QT_TR_NOOP("penalty")},
                {u"trigger"_s, QT_TR_NOOP("phase that starts it")}, {u"amount"_s, QT_TR_NOOP("amount")},
                {u"op"_s, QT_TR_NOOP("kind of effect")}, {u"if"_s, QT_TR_NOOP("condition")},
                {u"of"_s, QT_TR_NOOP("what it counts")}, {u"n"_s, QT_TR_NOOP("number")},
                {u"per"_s, QT_TR_NOOP("points per")},  {u"max"_s, QT_TR_NOOP("highest bonus")},
                {u"location"_s, QT_TR_NOOP("location")}, {u"standIn"_s, QT_TR_NOOP("stand-in mark")},
                {u"starting"_s, QT_TR_NOOP("starting mark")}, {u"artifact"_s, QT_TR_NOOP("artifact mark")},
            };
            inside << (words.contains(k) ? tr(words.value(k)) : k);
        }
        //: %1 a card, %2 the part of it ("Mourner card 4 (Severamm), effect 2, amount").
        return inside.isEmpty() ? card : tr("%1, %2").arg(card, inside.join(u", "_s));
    }
    return path;
}

ProblemText::Words MournersProblems::words(const QJsonObject &doc)
{
    ProblemText::Words w;
    w.field = [doc](const QString &path) { return fieldName(path, doc); };
    w.message = [](const mc::Problem &p) { return message(p); };
    return w;
}

QString MournersProblems::sentences(const mc::Problems &problems, const QJsonObject &doc, qsizetype limit)
{
    return ProblemText::sentences(problems, words(doc), limit).join(u'\n');
}
