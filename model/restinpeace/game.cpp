#include "game.h"
#include "model/core/jsonread.h"

#include "model/core/atomicfile.h"
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
        res.problems = {Problem{path, code, detail, -1, max, min, value, note}};
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
    if (o.value(u"game"_s).toString() != QLatin1StringView(kGameId))
        return fail(u"game"_s, ProblemCode::OtherGame, o.value(u"game"_s).toString());
    const int version = o.value(u"version"_s).toInt();
    if (version > kSaveVersion)
        return fail(u"version"_s, ProblemCode::NewerVersion, {}, 1, kSaveVersion, version);
    // The game replays under the rules it was played with (cards.h, kRulesEdition).
    const int rules = o.value(u"rules"_s).toInt(version >= 2 ? kRulesEdition : 1);
    if (rules > kRulesEdition)
        return fail(u"rules"_s, ProblemCode::NewerVersion, {}, 1, kRulesEdition, rules);
    if (rules < 1)
        return fail(u"rules"_s, ProblemCode::NotANumber, {}, 1, kRulesEdition, rules);
    Setup setup;
    bool ok = false;
    setup.seed = o.value(u"seed"_s).toString().toULongLong(&ok);
    if (!ok)
        return fail(u"seed"_s, ProblemCode::NotSeed);
    const QString mode = o.value(u"mode"_s).toString();
    if (mode != u"digital"_s && mode != u"table"_s)
        return fail(u"mode"_s, ProblemCode::NotSeatMode, mode);
    setup.mode = mode == u"table"_s ? Mode::Table : Mode::Digital;
    setup.learning = o.value(u"learning"_s).toBool();
    setup.maxLevel = std::int8_t(std::clamp(o.value(u"level"_s).toInt(4), 0, 4));
    setup.starter = std::int8_t(o.value(u"starter"_s).toInt() & 1);
    setup.rules = std::int8_t(rules);
    QStringList names;
    for (const auto &n : o.value(u"seats"_s).toArray())
        names << n.toString();
    Game g = create(setup, names);
    const QJsonArray actions = o.value(u"actions"_s).toArray();
    for (qsizetype i = 0; i < actions.size(); ++i) {
        Action a;
        QString error;
        QString text = actions[i].toString();
        if (mc::isSealedStep(text) && !mc::unsealStep(actions[i].toString(), setup.seed, std::size_t(i), text))
            return fail(u"actions[%1]"_s.arg(i), ProblemCode::UnreadableStep, text, 0, 0, int(i), u"sealed step"_s);
        if (!actionFromText(g.state(), text, a, error))
            return fail(u"actions[%1]"_s.arg(i), ProblemCode::UnreadableStep, text, 0, 0, int(i), error);
        if (const ApplyError e = g.apply(a); e != ApplyError::None)
            return fail(u"actions[%1]"_s.arg(i), ProblemCode::IllegalStep, text, 0, 0, int(i),
                        QLatin1StringView(applyErrorKey(e)));
    }
    const QString digest = o.value(u"final"_s).toObject().value(u"digest"_s).toString();
    if (digest.isEmpty())
        return fail(u"final"_s, ProblemCode::MissingKey, u"digest"_s);
    if (digest != stateDigest(g.state()))
        return fail(u"final.digest"_s, ProblemCode::DigestMismatch);
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
    return fromJson(f.readAll());
}

bool Game::save(const QString &path, mc::Problem *error) const
{
    return mc::writeFileAtomically(path, toJson(), error);
}

} // namespace rip
