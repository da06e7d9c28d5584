#include "game.h"
#include "model/core/jsonread.h"
#include "model/core/names.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace mc {

namespace {
// Version 2: the rules follow the rulebook where the first reading differed (Ruleset::revision 2).
// Version 3: final.digest also covers the seats (names, colours, order) and the whole embedded ruleset.
constexpr int kSaveVersion = 3;

// The seats as a save writes them.
QJsonArray seatsJson(const std::vector<Seat> &seats)
{
    QJsonArray a;
    for (const auto &s : seats) {
        QJsonObject j;
        j[u"name"_s] = s.name;
        if (!s.color.isEmpty())
            j[u"color"_s] = s.color;
        a.append(j);
    }
    return a;
}

// The check a save of `version` carries: up to version 2 the state's own digest, from version 3 one that
// also covers the seats and the embedded ruleset, so that renaming or reordering the seats or editing
// any part of the rules (one the replay never reached included) is noticed.
QString saveDigest(int version, const GameState &s, const QJsonArray &seats, const QJsonObject &ruleset)
{
    if (version <= 2)
        return stateDigest(s);
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(stateToJson(s));
    h.addData(QByteArrayView("\nseats\n"));
    h.addData(QJsonDocument(seats).toJson(QJsonDocument::Compact));
    h.addData(QByteArrayView("\nruleset\n"));
    h.addData(QJsonDocument(ruleset).toJson(QJsonDocument::Compact));
    return QString::fromLatin1(h.result().toHex().left(16));
}

// A seed as the program writes it: decimal digits, no sign, space or leading zero, at most 2^64 - 1.
bool canonicalSeed(const QString &text, std::uint64_t &seed)
{
    if (text.isEmpty() || text.size() > 20 || (text.size() > 1 && text.front() == u'0'))
        return false;
    for (const QChar c : text)
        if (c < u'0' || c > u'9')
            return false;
    bool ok = false;
    seed = text.toULongLong(&ok);
    return ok;
}

QJsonArray intArray(const auto &v)
{
    QJsonArray a;
    for (auto x : v)
        a.append(int(x));
    return a;
}
} // namespace

Game Game::create(RulesetPtr rules, int players, std::uint64_t seed, Mode mode, int alltaker, const QStringList &names)
{
    Game g;
    g.m_setup = GameSetup{rules, std::clamp(players, 2, kMaxPlayers), seed, mode, std::clamp(alltaker, 0, players - 1)};
    g.m_rulesetJson = rules->source;
    for (int p = 0; p < g.m_setup.players; ++p)
        g.m_seats.push_back(Seat{p < names.size() && !names[p].trimmed().isEmpty() ? names[p].trimmed() : u"Player %1"_s.arg(p + 1), {}});
    g.m_record.reset(GameState::newGame(rules, g.m_setup.players, seed, mode, g.m_setup.alltaker));
    return g;
}

Game::Correction Game::correct(std::size_t index, const Action &replacement, const FollowUp &followUp)
{
    Correction c;
    const std::vector<Action> &actions = m_record.actions();
    if (m_setup.mode != Mode::Table) {
        c.error = Correction::Error::NotInTablePlay;
        return c;
    }
    if (index >= actions.size()) {
        c.error = Correction::Error::NoSuchStep;
        return c;
    }
    if (replacement == actions[index]) {
        c.error = Correction::Error::Unchanged;
        return c;
    }
    if (replacement.seat != actions[index].seat || replacement.isAdjustment() != actions[index].isAdjustment()) {
        c.error = Correction::Error::OtherDecision;
        return c;
    }
    CorrectionEntry entry;
    if (!m_record.correct(index, replacement, entry, followUp)) {
        c.error = Correction::Error::Refused;
        c.reason = entry.reason;
        return c;
    }
    c.reason = entry.reason;
    c.kept = entry.kept;
    c.dropped = entry.dropped;
    c.stoppedAt = entry.stoppedAt;
    return c;
}

Game Game::before(const CorrectionEntry &c) const
{
    Game g = *this;
    g.m_record = m_record.before(c);
    return g;
}

Game Game::corrected(const CorrectionEntry &c) const
{
    Game g = before(c);
    (void)g.correct(c.index, c.now);
    return g;
}

bool isSeatColor(const QString &color)
{
    if (color.size() != 7 || color.front() != u'#')
        return false;
    for (qsizetype i = 1; i < color.size(); ++i)
        if (const char16_t c = color.at(i).unicode();
            !((c >= u'0' && c <= u'9') || (c >= u'a' && c <= u'f') || (c >= u'A' && c <= u'F')))
            return false;
    return true;
}

std::optional<Action> Game::seedOutcome() const
{
    if (m_setup.mode != Mode::Digital || !state().isChance() || state().isTerminal())
        return std::nullopt;
    return state().sampleChance();
}

void Game::playChance(Events *events, Part part)
{
    while (state().isChance() && !state().isTerminal())
        (void)apply(state().sampleChance(), events, part);
}

QByteArray stateToJson(const GameState &s)
{
    QJsonObject o;
    o[u"players"_s] = s.players;
    o[u"mode"_s] = s.mode == Mode::Table ? u"table"_s : u"digital"_s;
    o[u"rng"_s] = QString::number(s.rng);
    o[u"round"_s] = s.round;
    o[u"phase"_s] = QString::fromLatin1(phaseKey(s.phase));
    o[u"step"_s] = s.step;
    o[u"decision"_s] = QString::fromLatin1(decisionKey(s.decision()));
    o[u"seat"_s] = s.currentSeat();
    o[u"firstPlayer"_s] = s.firstPlayer;
    o[u"alltaker"_s] = s.alltaker;
    o[u"alltakerUsed"_s] = s.alltakerUsed;
    o[u"suspicion"_s] = s.suspicion;
    o[u"threat"_s] = s.threat;
    o[u"unitySupply"_s] = s.unitySupply;
    o[u"forge"_s] = s.forge;
    o[u"guildSupply"_s] = intArray(s.guildSupply);
    o[u"malavestros"_s] = s.malavestros;
    o[u"dreadsbane"_s] = s.dreadsbane;
    o[u"ending"_s] = s.ending;
    o[u"endingInActions"_s] = s.endingInActions;
    o[u"courtDeck"_s] = intArray(s.courtDeck);
    o[u"courtPlayed"_s] = intArray(s.courtPlayed);
    QJsonArray md, sp, mo;
    for (int f = 0; f < kFactions; ++f) {
        md.append(intArray(s.mournerDeck[std::size_t(f)]));
        sp.append(intArray(s.startingPool[std::size_t(f)]));
        mo.append(intArray(s.motiveDeck[std::size_t(f)]));
    }
    o[u"mournerDeck"_s] = md;
    o[u"startingPool"_s] = sp;
    o[u"motiveDeck"_s] = mo;
    o[u"wallowsDeck"_s] = intArray(s.wallowsDeck);
    o[u"courtUnknownDealt"_s] = s.courtUnknownDealt;
    o[u"courtUnknownPlayed"_s] = s.courtUnknownPlayed;
    o[u"diceTotal"_s] = s.diceTotal;
    o[u"piles"_s] = intArray(s.piles);
    o[u"pileCount"_s] = s.pileCount;
    o[u"pileTaken"_s] = s.pileTaken;
    o[u"turn"_s] = s.turn;
    o[u"counter"_s] = s.counter;
    o[u"pickRound"_s] = s.pickRound;
    QJsonArray risk;
    for (const auto &r : s.atRisk)
        risk.append(QJsonArray{r.location, r.owner, r.guild});
    o[u"atRisk"_s] = risk;
    o[u"titheOwed"_s] = s.titheOwed;
    o[u"titheFromForge"_s] = s.titheFromForge;
    o[u"resolveIndex"_s] = s.resolveIndex;
    o[u"resolveWinner"_s] = s.resolveWinner;
    o[u"startingIndex"_s] = s.startingIndex;
    o[u"startingOrder"_s] = intArray(s.startingOrder);
    o[u"ethereaIn"_s] = s.ethereaIn;
    o[u"ethereaOut"_s] = s.ethereaOut;
    QJsonArray tasks;
    for (const auto &t : s.tasks)
        tasks.append(QJsonArray{QString::fromLatin1(decisionKey(t.decision)), t.seat, t.a, t.b, t.c, t.v});
    o[u"tasks"_s] = tasks;
    QJsonArray players;
    for (int p = 0; p < s.players; ++p) {
        const auto &pl = s.player[std::size_t(p)];
        QJsonObject j;
        j[u"etherea"_s] = pl.etherea;
        j[u"unity"_s] = pl.unity;
        j[u"influence"_s] = intArray(pl.influence);
        QJsonArray figs;
        for (const auto &place : pl.figures)
            figs.append(intArray(place));
        j[u"figures"_s] = figs;
        j[u"bases"_s] = pl.bases;
        j[u"declared"_s] = pl.declared;
        j[u"motive"_s] = pl.motive;
        j[u"motivesDealt"_s] = intArray(pl.motivesDealt);
        j[u"motivesDealtKnown"_s] = pl.motivesDealtKnown;
        j[u"motiveBonus"_s] = pl.motiveBonus;
        j[u"hand"_s] = intArray(pl.hand);
        j[u"draft"_s] = intArray(pl.draft);
        QJsonArray ms;
        for (const auto &m : pl.mourners)
            ms.append(QJsonArray{m.card, m.exhausted, m.guild});
        j[u"mourners"_s] = ms;
        j[u"wallows"_s] = intArray(pl.wallows);
        if (!pl.wallowsMet.empty()) // written only when used, so that digests of older saves still match
            j[u"wallowsMet"_s] = intArray(pl.wallowsMet);
        j[u"artifacts"_s] = intArray(pl.artifacts);
        j[u"bid"_s] = pl.bid;
        j[u"finalTurnDone"_s] = pl.finalTurnDone;
        players.append(j);
    }
    o[u"player"_s] = players;
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString stateDigest(const GameState &s)
{
    return QString::fromLatin1(QCryptographicHash::hash(stateToJson(s), QCryptographicHash::Sha256).toHex().left(16));
}

QByteArray Game::toJson() const
{
    QJsonObject o;
    o[u"format"_s] = u"mourners-call-save"_s;
    o[u"version"_s] = kSaveVersion;
    o[u"game"_s] = QLatin1StringView(kGameId); // the shelf's game id (app/core/registry.cpp)
    o[u"ruleset"_s] = QJsonDocument::fromJson(m_rulesetJson).object();
    o[u"seed"_s] = QString::number(m_setup.seed);
    o[u"mode"_s] = m_setup.mode == Mode::Table ? u"table"_s : u"digital"_s;
    o[u"alltaker"_s] = m_setup.alltaker;
    const QJsonArray seats = seatsJson(m_seats);
    o[u"seats"_s] = seats;
    if (!m_meta.isEmpty())
        o[u"meta"_s] = m_meta;
    QJsonArray actions;
    GameState s = initialState();
    for (const Action &a : m_record.actions()) {
        actions.append(actionToText(s, a));
        s.applyUnchecked(a);
    }
    o[u"actions"_s] = actions;
    QJsonObject fin;
    fin[u"round"_s] = state().round;
    fin[u"phase"_s] = QString::fromLatin1(phaseKey(state().phase));
    fin[u"digest"_s] = saveDigest(kSaveVersion, state(), seats, o.value(u"ruleset"_s).toObject());
    o[u"final"_s] = fin;
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

Game::LoadResult Game::fromJson(const QByteArray &json)
{
    LoadResult res;
    auto fail = [&](const QString &path, ProblemCode code, const QString &detail = {}, int min = 0, int max = 0,
                    int value = 0, const QString &note = {}) {
        res.game = Game{};
        res.problems = {Problem{path, code, mc::printable(detail), -1, max, min, value, mc::printable(note)}};
        return res;
    };
    Problem refused;
    const QJsonDocument doc = readJson(json, JsonLimit::kSave, refused);
    if (doc.isNull()) {
        res.problems = {refused};
        return res;
    }
    const QJsonObject o = doc.object();
    if (o.value(u"format"_s).toString() != u"mourners-call-save"_s)
        return fail(u"format"_s, ProblemCode::WrongFormat, u"mourners-call-save"_s);
    // Every key is one the program writes: a misspelt or foreign key would otherwise be dropped unseen.
    // mourners-cli's `apply` and `correct` add their report of what they did ("events", "correction") to
    // the save they print; it is not part of the game and is not read.
    static const QStringList known{u"format"_s, u"version"_s, u"game"_s,  u"ruleset"_s, u"seed"_s,  u"mode"_s,
                                   u"alltaker"_s, u"seats"_s, u"meta"_s, u"actions"_s, u"final"_s};
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()) && it.key() != u"events"_s && it.key() != u"correction"_s)
            return fail({}, ProblemCode::UnknownKey, it.key());
    if (o.contains(u"events"_s) && !o.value(u"events"_s).isArray())
        return fail(u"events"_s, ProblemCode::NotList);
    if (o.contains(u"correction"_s) && !o.value(u"correction"_s).isObject())
        return fail(u"correction"_s, ProblemCode::NotObject);
    // Saves written before the shelf carried no game id: they are all Mourners Call games.
    if (o.contains(u"game"_s) && o.value(u"game"_s).toString() != QLatin1StringView(kGameId))
        return fail(u"game"_s, ProblemCode::OtherGame, o.value(u"game"_s).toString());
    const QJsonValue versionValue = o.value(u"version"_s);
    const int version = versionValue.isDouble() ? versionValue.toInt(-1) : -1;
    if (version > kSaveVersion)
        return fail(u"version"_s, ProblemCode::NewerVersion, {}, 1, kSaveVersion, version);
    if (version < 1 || versionValue.toDouble() != double(version))
        return fail(u"version"_s, ProblemCode::NotANumber, {}, 1, kSaveVersion);
    if (!o.value(u"ruleset"_s).isObject())
        return o.contains(u"ruleset"_s) ? fail(u"ruleset"_s, ProblemCode::NotObject)
                                        : fail({}, ProblemCode::MissingKey, u"ruleset"_s);
    const QJsonObject fileRules = o.value(u"ruleset"_s).toObject();
    // The seed as the program writes it ("102"): " 102", "+102", "0102" or a number are refused.
    std::uint64_t seed = 0;
    if (!o.value(u"seed"_s).isString() || !canonicalSeed(o.value(u"seed"_s).toString(), seed))
        return fail(u"seed"_s, ProblemCode::NotSeed);
    const QString modeText = o.value(u"mode"_s).toString();
    if (modeText != u"table"_s && modeText != u"digital"_s)
        return fail(u"mode"_s, ProblemCode::NotSeatMode, modeText);
    if (!o.value(u"seats"_s).isArray())
        return o.contains(u"seats"_s) ? fail(u"seats"_s, ProblemCode::NotList) : fail({}, ProblemCode::MissingKey, u"seats"_s);
    const QJsonArray seats = o.value(u"seats"_s).toArray();
    if (seats.size() < 2 || seats.size() > kMaxPlayers)
        return fail(u"seats"_s, ProblemCode::PlayerCount, {}, 2, kMaxPlayers);
    const QJsonValue alltakerValue = o.value(u"alltaker"_s);
    const int alltaker = alltakerValue.isDouble() ? alltakerValue.toInt(-1) : -1;
    if (alltaker < 0 || alltaker >= seats.size() || alltakerValue.toDouble() != double(alltaker))
        return fail(u"alltaker"_s, ProblemCode::NotANumber, {}, 0, int(seats.size()) - 1);
    std::vector<Seat> seatList;
    QStringList names;
    for (int i = 0; i < seats.size(); ++i) {
        const QString path = u"seats[%1]"_s.arg(i);
        if (!seats.at(i).isObject())
            return fail(path, ProblemCode::NotObject);
        const QJsonObject seat = seats.at(i).toObject();
        for (auto it = seat.begin(); it != seat.end(); ++it)
            if (it.key() != u"name"_s && it.key() != u"color"_s)
                return fail(path, ProblemCode::UnknownKey, it.key());
        if (!seat.contains(u"name"_s))
            return fail(path, ProblemCode::MissingKey, u"name"_s);
        if (!seat.value(u"name"_s).isString())
            return fail(path + u".name"_s, ProblemCode::EmptyName);
        const QString name = seat.value(u"name"_s).toString();
        if (auto bad = nameProblem(name, path + u".name"_s)) {
            res.problems = {*bad};
            return res;
        }
        // Two seats whose names differ only in capitals or spaces read as one player on screen and in the
        // history: refused, as the setup forms and the command line refuse them.
        const QString folded = name.simplified().toCaseFolded();
        for (const QString &other : names)
            if (other.simplified().toCaseFolded() == folded)
                return fail(path + u".name"_s, ProblemCode::DuplicateName, name);
        names << name;
        Seat s{name, {}};
        if (seat.contains(u"color"_s)) {
            const QJsonValue c = seat.value(u"color"_s);
            if (!c.isString() || !isSeatColor(c.toString()))
                return fail(path + u".color"_s, ProblemCode::NotColor);
            s.color = c.toString();
        }
        seatList.push_back(s);
    }
    if (o.contains(u"meta"_s) && !o.value(u"meta"_s).isObject())
        return fail(u"meta"_s, ProblemCode::NotObject);
    if (!o.value(u"actions"_s).isArray())
        return o.contains(u"actions"_s) ? fail(u"actions"_s, ProblemCode::NotList)
                                        : fail({}, ProblemCode::MissingKey, u"actions"_s);
    const QJsonArray actions = o.value(u"actions"_s).toArray();
    // The program always writes `final` with a digest; a file without one cannot be checked, so it is
    // refused rather than trusted (a damaged or hand-edited file must not load unchecked).
    const QJsonValue finValue = o.value(u"final"_s);
    if (!finValue.isObject())
        return finValue.isUndefined() ? fail({}, ProblemCode::MissingKey, u"final"_s) : fail(u"final"_s, ProblemCode::NotObject);
    const QJsonObject fin = finValue.toObject();
    for (auto it = fin.begin(); it != fin.end(); ++it)
        if (it.key() != u"digest"_s && it.key() != u"round"_s && it.key() != u"phase"_s)
            return fail(u"final"_s, ProblemCode::UnknownKey, it.key());
    const QJsonValue digestValue = fin.value(u"digest"_s);
    if (!digestValue.isString() || digestValue.toString().isEmpty())
        return digestValue.isUndefined() ? fail(u"final"_s, ProblemCode::MissingKey, u"digest"_s)
                                         : fail(u"final.digest"_s, ProblemCode::EmptyName);
    const QString digest = digestValue.toString();
    // The rules last: the setup's faults are told without reading them.
    QJsonObject rulesObject = fileRules;
    if (version == 1 && !rulesObject.contains(u"revision"_s))
        rulesObject[u"revision"_s] = 1; // played with the first reading of the rules: replayed with it
    const QByteArray rulesJson = QJsonDocument(rulesObject).toJson(QJsonDocument::Compact);
    const RulesetResult rules = parseRuleset(rulesJson, RulesetOrigin::Save);
    if (!rules.ruleset) {
        res.problems = nested(u"ruleset"_s, rules.problems);
        return res;
    }
    const Mode mode = modeText == u"table"_s ? Mode::Table : Mode::Digital;
    Game g = create(rules.ruleset, int(seats.size()), seed, mode, alltaker, names);
    g.m_seats = seatList; // as written (create() fills in and trims names)
    g.m_meta = o.value(u"meta"_s).toObject();
    for (int i = 0; i < actions.size(); ++i) {
        const QString path = u"actions[%1]"_s.arg(i);
        const QString text = actions.at(i).toString();
        if (!actions.at(i).isString())
            return fail(path, ProblemCode::UnreadableStep, text, 0, 0, i);
        Action a;
        QString why;
        if (!actionFromText(g.state(), text, a, why))
            return fail(path, ProblemCode::UnreadableStep, text, 0, 0, i, why);
        if (const ApplyError err = g.state().check(a); err != ApplyError::None)
            return fail(path, ProblemCode::IllegalStep, text, 0, 0, i, QString::fromLatin1(applyErrorKey(err)));
        // In digital play the seed draws every chance outcome: one picked by hand is not this game's.
        if (const auto drawn = g.seedOutcome(); drawn && actionToText(g.state(), a) != actionToText(g.state(), *drawn))
            return fail(path, ProblemCode::NotSeedsDraw, text, 0, 0, i,
                        u"the seed draws '%1'"_s.arg(actionToText(g.state(), *drawn)));
        (void)g.apply(a);
    }
    if (digest != saveDigest(version, g.state(), seats, fileRules))
        return fail(u"final.digest"_s, ProblemCode::DigestMismatch);
    // round and phase are for people reading the file; they must still tell the truth.
    if (const QJsonValue round = fin.value(u"round"_s);
        !round.isUndefined() && (!round.isDouble() || round.toDouble() != double(g.state().round)))
        return fail(u"final.round"_s, ProblemCode::DigestMismatch);
    if (const QJsonValue phase = fin.value(u"phase"_s);
        !phase.isUndefined() && phase.toString() != QLatin1StringView(phaseKey(g.state().phase)))
        return fail(u"final.phase"_s, ProblemCode::DigestMismatch);
    res.game = std::move(g);
    return res;
}

Game::LoadResult Game::load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return LoadResult{Game{}, {Problem{path, ProblemCode::CannotRead, {}, -1, 0, 0, 0, f.errorString()}}};
    if (auto big = tooBig(f.size(), JsonLimit::kSave)) // before reading it
        return LoadResult{Game{}, {*big}};
    return fromJson(f.readAll());
}

bool Game::save(const QString &path, Problem *error) const
{
    return writeFileAtomically(path, toJson(), error);
}

} // namespace mc
