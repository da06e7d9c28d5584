#include "game.h"
#include "model/core/jsonread.h"

#include "model/core/atomicfile.h"
#include "model/core/names.h"
#include "model/core/sealedstep.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace rip {

namespace {
// 2: the save names its rules edition ("rules"); a version 1 save was played under edition 1.
// 3: the steps of a running game may be sealed (written only then: an open save stays version 2).
constexpr int kOpenVersion = 2;
constexpr int kSaveVersion = 3;

QJsonArray ints(const auto &values)
{
    QJsonArray a;
    for (const auto v : values)
        a.append(int(v));
    return a;
}
} // namespace

Game Game::create(const Setup &setup, const QStringList &names)
{
    Game g;
    g.m_setup = setup;
    g.m_names = names;
    while (g.m_names.size() < kSeats)
        g.m_names << u"Player %1"_s.arg(g.m_names.size() + 1);
    g.m_record.reset(GameState::newGame(setup));
    return g;
}

void Game::playChance(Events *events)
{
    while (state().isChance() && !state().isTerminal())
        if (apply(state().sampleChance(), events) != ApplyError::None)
            return;
}

QByteArray stateToJson(const GameState &s)
{
    QJsonObject o;
    o[u"phase"_s] = QLatin1StringView(phaseKey(s.phase));
    o[u"decision"_s] = QLatin1StringView(decisionKey(s.decision()));
    o[u"seat"_s] = s.currentSeat();
    o[u"rng"_s] = QString::number(s.rng);
    o[u"round"_s] = s.round;
    o[u"step"_s] = s.step;
    o[u"turn"_s] = s.turnSeat;
    o[u"starter"_s] = s.starter;
    o[u"cardsThisTurn"_s] = s.cardsThisTurn;
    o[u"winner"_s] = s.winner;
    o[u"loser"_s] = s.loser;
    o[u"gameWinner"_s] = s.gameWinner;
    o[u"endReason"_s] = int(s.endReason);
    o[u"drawsLeft"_s] = ints(s.drawsLeft);
    o[u"nextSeq"_s] = s.nextSeq;
    o[u"finalCursor"_s] = s.finalCursor;
    o[u"finalLoser"_s] = s.finalLoser;
    o[u"finalTie"_s] = s.finalTie;
    o[u"inUse"_s] = QString::number(s.inUse);
    o[u"psychicGone"_s] = QString::number(s.psychicGone);
    o[u"line"_s] = ints(s.line);
    o[u"slotManors"_s] = ints(s.slotManors);
    o[u"slotCastles"_s] = ints(s.slotCastles);
    o[u"tokensLeft"_s] = QJsonArray{s.manorsLeft, s.castlesLeft, s.mansionsPlaced, s.lineRevealed};
    o[u"sub"_s] = QJsonArray{int(s.sub), s.subSeat, s.subFor, s.subCard};
    QJsonArray players;
    for (int p = 0; p < kSeats; ++p) {
        const PlayerState &pl = s.player[std::size_t(p)];
        QJsonObject j;
        j[u"hand"_s] = ints(pl.hand);
        j[u"handUnknown"_s] = pl.handUnknown;
        j[u"pool"_s] = ints(pl.pool);
        j[u"deck"_s] = pl.deck;
        j[u"faceDownUnknown"_s] = pl.faceDownUnknown;
        j[u"topKnown"_s] = pl.topKnown;
        j[u"discarded"_s] = pl.discarded;
        j[u"psychic"_s] = QString::number(pl.psychic);
        j[u"manors"_s] = pl.manors;
        j[u"castles"_s] = pl.castles;
        j[u"tripped"_s] = pl.tripped;
        QJsonArray rounds;
        for (int r = 0; r < kRounds; ++r) {
            const Side &side = s.sides[std::size_t(r)][std::size_t(p)];
            QJsonArray cards;
            for (int i = 0; i < side.size(); ++i)
                cards.append(QJsonArray{side[i].ghost, side[i].psychic, side[i].a, side[i].b, side[i].flags, side[i].seq});
            rounds.append(cards);
        }
        j[u"sides"_s] = rounds;
        players.append(j);
    }
    o[u"players"_s] = players;
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString stateDigest(const GameState &s)
{
    return QString::fromLatin1(QCryptographicHash::hash(stateToJson(s), QCryptographicHash::Sha256).toHex().left(16));
}

QByteArray Game::toJson(Steps steps) const
{
    const bool sealed = steps == Steps::Sealed && !state().isTerminal() && !actions().empty();
    QJsonObject o;
    o[u"format"_s] = u"rest-in-peace-save"_s;
    o[u"version"_s] = sealed ? kSaveVersion : kOpenVersion;
    o[u"game"_s] = QLatin1StringView(kGameId);
    o[u"seed"_s] = QString::number(m_setup.seed);
    o[u"mode"_s] = m_setup.mode == Mode::Table ? u"table"_s : u"digital"_s;
    o[u"learning"_s] = m_setup.learning;
    o[u"level"_s] = m_setup.maxLevel;
    o[u"starter"_s] = m_setup.starter;
    o[u"rules"_s] = m_setup.rules;
    o[u"seats"_s] = QJsonArray::fromStringList(m_names);
    QJsonArray list;
    GameState s = initialState();
    for (const Action &a : actions()) {
        const QString text = actionToText(s, a);
        list.append(sealed ? mc::sealStep(text, m_setup.seed, std::size_t(list.size())) : text);
        s.applyUnchecked(a);
    }
    o[u"actions"_s] = list;
    QJsonObject fin;
    fin[u"round"_s] = state().round;
    fin[u"phase"_s] = QLatin1StringView(phaseKey(state().phase));
    fin[u"digest"_s] = stateDigest(state());
    o[u"final"_s] = fin;
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Game::LoadResult Game::fromJson(const QByteArray &json)
{
    using mc::Problem;
    using mc::ProblemCode;
    LoadResult res;
    auto fail = [&](const QString &path, ProblemCode code, const QString &detail = {}, int min = 0, int max = 0,
                    int value = 0, const QString &note = {}) {
        res.game = Game{};
        res.problems = {Problem{path, code, mc::printable(detail, 40), -1, max, min, value, mc::printable(note, 200)}};
        return res;
    };
    Problem refused;
    const QJsonDocument doc = mc::readJson(json, mc::JsonLimit::kSave, refused);
    if (doc.isNull()) {
        res.problems = {refused};
        return res;
    }
    if (!doc.isObject())
        return fail({}, ProblemCode::NotObject);
    const QJsonObject o = doc.object();
    // A whole number min..max (JSON has only doubles: 2.5, 1e300 and "2" are not one).
    auto intIn = [](const QJsonValue &v, int min, int max, int &out) {
        if (!v.isDouble())
            return false;
        const double d = v.toDouble();
        if (!(d >= min && d <= max) || d != double(qint64(d)))
            return false;
        out = int(d);
        return true;
    };

    if (!o.contains(u"format"_s))
        return fail({}, ProblemCode::MissingKey, u"format"_s);
    if (o.value(u"format"_s) != u"rest-in-peace-save"_s)
        return fail(u"format"_s, ProblemCode::WrongFormat, u"rest-in-peace-save"_s);
    if (!o.contains(u"game"_s))
        return fail({}, ProblemCode::MissingKey, u"game"_s);
    if (o.value(u"game"_s) != QLatin1StringView(kGameId))
        return fail(u"game"_s, ProblemCode::OtherGame, o.value(u"game"_s).toString());
    if (!o.contains(u"version"_s))
        return fail({}, ProblemCode::MissingKey, u"version"_s);
    int version = 0;
    if (const QJsonValue v = o.value(u"version"_s); !intIn(v, 1, kSaveVersion, version)) {
        if (v.isDouble() && v.toDouble() > kSaveVersion)
            return fail(u"version"_s, ProblemCode::NewerVersion, {}, 1, kSaveVersion,
                        v.toDouble() < 1e9 ? int(v.toDouble()) : 999999999);
        return fail(u"version"_s, ProblemCode::NotANumber, {}, 1, kSaveVersion);
    }
    // The keys each version writes: version 1 had no "rules"; "app" is the app's (ripsession.cpp), "events"
    // what `mourners-cli apply` prints after the save (its output is read back as a save).
    static const QStringList kKeys{u"format"_s, u"version"_s, u"game"_s, u"seed"_s, u"mode"_s, u"learning"_s,
                                   u"level"_s, u"starter"_s, u"rules"_s, u"seats"_s, u"actions"_s, u"final"_s,
                                   u"app"_s, u"events"_s};
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!kKeys.contains(it.key()) || (version == 1 && it.key() == u"rules"_s))
            return fail({}, ProblemCode::UnknownKey, it.key());
    static const QStringList kRequired{u"seed"_s, u"mode"_s, u"learning"_s, u"level"_s, u"starter"_s, u"rules"_s,
                                       u"seats"_s, u"actions"_s, u"final"_s};
    for (const QString &key : kRequired)
        if (!o.contains(key) && !(version == 1 && key == u"rules"_s))
            return fail({}, ProblemCode::MissingKey, key);

    Setup setup;
    // The game replays under the rules it was played with (cards.h, kRulesEdition): 1 for a version 1 save.
    int rules = 1;
    if (version >= 2 && !intIn(o.value(u"rules"_s), 1, kRulesEdition, rules)) {
        const QJsonValue v = o.value(u"rules"_s);
        if (v.isDouble() && v.toDouble() > kRulesEdition && v.toDouble() < 1e9 && v.toDouble() == double(qint64(v.toDouble())))
            return fail(u"rules"_s, ProblemCode::NewerVersion, {}, 1, kRulesEdition, int(v.toDouble()));
        return fail(u"rules"_s, ProblemCode::NotANumber, {}, 1, kRulesEdition);
    }
    setup.rules = std::int8_t(rules);
    const QJsonValue seedValue = o.value(u"seed"_s);
    bool ok = false;
    setup.seed = seedValue.toString().toULongLong(&ok);
    // Decimal digits as the program writes them: no sign, space, leading zero or number instead of text.
    if (!seedValue.isString() || !ok || seedValue.toString() != QString::number(setup.seed))
        return fail(u"seed"_s, ProblemCode::NotSeed);
    const QJsonValue mode = o.value(u"mode"_s);
    if (mode != u"digital"_s && mode != u"table"_s)
        return fail(u"mode"_s, ProblemCode::NotSeatMode, mode.toString());
    setup.mode = mode == u"table"_s ? Mode::Table : Mode::Digital;
    if (!o.value(u"learning"_s).isBool())
        return fail(u"learning"_s, ProblemCode::NotABool);
    setup.learning = o.value(u"learning"_s).toBool();
    int level = 0;
    if (!intIn(o.value(u"level"_s), 0, 4, level))
        return fail(u"level"_s, ProblemCode::NotANumber, {}, 0, 4);
    setup.maxLevel = std::int8_t(level);
    int starter = 0;
    if (!intIn(o.value(u"starter"_s), 0, kSeats - 1, starter))
        return fail(u"starter"_s, ProblemCode::NotANumber, {}, 0, kSeats - 1);
    setup.starter = std::int8_t(starter);
    if (!o.value(u"seats"_s).isArray())
        return fail(u"seats"_s, ProblemCode::NotList);
    const QJsonArray seats = o.value(u"seats"_s).toArray();
    if (seats.size() != kSeats)
        return fail(u"seats"_s, ProblemCode::WrongCount, {}, 0, kSeats, int(seats.size()));
    QStringList names;
    for (qsizetype i = 0; i < seats.size(); ++i) {
        const QString path = u"seats[%1]"_s.arg(i);
        if (!seats.at(i).isString())
            return fail(path, ProblemCode::EmptyName);
        if (const auto why = mc::nameProblem(seats.at(i).toString(), path)) {
            res.problems = {*why};
            return res;
        }
        names << seats.at(i).toString();
    }
    if (o.contains(u"app"_s)) {
        // The app's own (ripsession.cpp): each seat's kind of player and the time played; the words of
        // the kinds are the app's to check.
        if (!o.value(u"app"_s).isObject())
            return fail(u"app"_s, ProblemCode::NotObject);
        const QJsonObject app = o.value(u"app"_s).toObject();
        for (auto it = app.begin(); it != app.end(); ++it)
            if (it.key() != u"kinds"_s && it.key() != u"playedSeconds"_s)
                return fail(u"app"_s, ProblemCode::UnknownKey, it.key());
        if (app.contains(u"kinds"_s)) {
            if (!app.value(u"kinds"_s).isArray())
                return fail(u"app.kinds"_s, ProblemCode::NotList);
            const QJsonArray kinds = app.value(u"kinds"_s).toArray();
            if (kinds.size() != kSeats)
                return fail(u"app.kinds"_s, ProblemCode::WrongCount, {}, 0, kSeats, int(kinds.size()));
            for (qsizetype i = 0; i < kinds.size(); ++i)
                if (!kinds.at(i).isString())
                    return fail(u"app.kinds[%1]"_s.arg(i), ProblemCode::EmptyName);
        }
        int seconds = 0;
        if (app.contains(u"playedSeconds"_s) && !intIn(app.value(u"playedSeconds"_s), 0, 1000000000, seconds))
            return fail(u"app.playedSeconds"_s, ProblemCode::NotANumber, {}, 0, 1000000000);
    }
    if (o.contains(u"events"_s) && !o.value(u"events"_s).isArray())
        return fail(u"events"_s, ProblemCode::NotList);
    if (!o.value(u"actions"_s).isArray())
        return fail(u"actions"_s, ProblemCode::NotList);
    const QJsonArray actions = o.value(u"actions"_s).toArray();
    // The program always writes `final` with a digest; a file without one cannot be checked, so it is
    // refused rather than trusted.
    if (!o.value(u"final"_s).isObject())
        return fail(u"final"_s, ProblemCode::NotObject);
    const QJsonObject fin = o.value(u"final"_s).toObject();
    for (auto it = fin.begin(); it != fin.end(); ++it)
        if (it.key() != u"round"_s && it.key() != u"phase"_s && it.key() != u"digest"_s)
            return fail(u"final"_s, ProblemCode::UnknownKey, it.key());
    for (const QString key : {u"round"_s, u"phase"_s, u"digest"_s})
        if (!fin.contains(key))
            return fail(u"final"_s, ProblemCode::MissingKey, key);
    int finalRound = 0;
    if (!intIn(fin.value(u"round"_s), 0, kRounds + 1, finalRound))
        return fail(u"final.round"_s, ProblemCode::NotANumber, {}, 0, kRounds + 1);
    if (!fin.value(u"phase"_s).isString())
        return fail(u"final.phase"_s, ProblemCode::UnknownWord, fin.value(u"phase"_s).toString());
    const QJsonValue digest = fin.value(u"digest"_s);
    if (!digest.isString() || digest.toString().isEmpty())
        return fail(u"final.digest"_s, ProblemCode::EmptyName);

    Game g = create(setup, names);
    for (qsizetype i = 0; i < actions.size(); ++i) {
        const QString path = u"actions[%1]"_s.arg(i);
        if (!actions[i].isString())
            return fail(path, ProblemCode::UnreadableStep, {}, 0, 0, int(i), u"not a text"_s);
        Action a;
        QString error;
        QString text = actions[i].toString();
        // Version 3 writes every step of a running game sealed; older versions wrote none so.
        if (mc::isSealedStep(text) != (version >= 3))
            return fail(path, ProblemCode::UnreadableStep, text, 0, 0, int(i),
                        version >= 3 ? u"an open step in a sealed save"_s : u"a sealed step in a save of version %1"_s.arg(version));
        if (version >= 3 && !mc::unsealStep(actions[i].toString(), setup.seed, std::size_t(i), text))
            return fail(path, ProblemCode::UnreadableStep, actions[i].toString(), 0, 0, int(i), u"sealed step"_s);
        // A sealed step is quoted as sealed: its text may name a card a seat keeps hidden.
        const QString quoted = version >= 3 ? actions[i].toString() : text;
        if (!actionFromText(g.state(), text, a, error))
            return fail(path, ProblemCode::UnreadableStep, quoted, 0, 0, int(i),
                        version >= 3 ? u"a sealed step that is not a step of the notation"_s : error);
        if (const ApplyError e = g.apply(a); e != ApplyError::None)
            return fail(path, ProblemCode::IllegalStep, quoted, 0, 0, int(i), QLatin1StringView(applyErrorKey(e)));
    }
    if (version >= 3 && (actions.isEmpty() || g.state().isTerminal()))
        return fail(u"version"_s, ProblemCode::NotANumber, {}, 1, 2); // a save of no step or a finished game is open
    if (digest.toString() != stateDigest(g.state()))
        return fail(u"final.digest"_s, ProblemCode::DigestMismatch);
    // For people reading the file, and so kept true: the round and phase the steps lead to.
    if (finalRound != g.state().round)
        return fail(u"final.round"_s, ProblemCode::NotANumber, {}, g.state().round, g.state().round);
    if (fin.value(u"phase"_s) != QLatin1StringView(phaseKey(g.state().phase)))
        return fail(u"final.phase"_s, ProblemCode::UnknownWord, fin.value(u"phase"_s).toString());
    res.game = std::move(g);
    return res;
}

Game::LoadResult Game::load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        LoadResult r;
        r.problems = {mc::Problem{path, mc::ProblemCode::CannotRead, {}, -1, 0, 0, 0, f.errorString()}};
        return r;
    }
    if (auto big = mc::tooBig(f.size(), mc::JsonLimit::kSave)) { // before reading it
        LoadResult r;
        r.problems = {*big};
        return r;
    }
    return fromJson(f.readAll());
}

bool Game::save(const QString &path, mc::Problem *error) const
{
    return mc::writeFileAtomically(path, toJson(), error);
}

} // namespace rip
