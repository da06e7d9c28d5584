#include "occultsheet.h"

#include "model/core/jsonread.h"
#include "model/core/names.h"
#include "problemtext.h"

#include "keptsheet.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace {

constexpr auto kFormat = "occult-sheet";
// 2: the prophecies in play, the effects' points and whether in-play prophecies score. A sheet of
// version 1 reads as none in play, no effect points, in-play prophecies scoring (D-OCC-INPLAY's default).
constexpr int kVersion = 2;

} // namespace

// --- the kept sheet ------------------------------------------------------------------------------

QJsonObject OccultSheet::keptNow() const
{
    return keptJson({m_playerCount, m_players, m_deck->cycle(), m_options});
}

QJsonObject OccultSheet::keptJson(const Kept &kept)
{
    QJsonArray players;
    for (int seat = 0; seat < occ::kMaxPlayers; ++seat) {
        occ::PlayerInput p = kept.players[std::size_t(seat)];
        // A name refused beside its field is not kept: the file never holds what it would refuse.
        if (!nameProblem(p.name, seat).isEmpty())
            p.name.clear();
        players.append(occ::toJson(p));
    }
    return QJsonObject{{u"format"_s, QString::fromLatin1(kFormat)},
                       {u"version"_s, kVersion},
                       {u"playerCount"_s, kept.playerCount},
                       {u"inPlayScores"_s, kept.options.inPlayScores},
                       {u"players"_s, players},
                       {u"deck"_s, occ::toJson(kept.deck)}};
}

bool OccultSheet::readKept(const QByteArray &data, Kept &kept, mc::Problem &problem)
{
    const QJsonDocument doc = mc::readJson(data, mc::JsonLimit::kScoreFile, problem);
    if (doc.isNull()) {
        problem.path = mc::printable(problem.path);
        problem.detail = mc::printable(problem.detail);
        return false;
    }
    if (!doc.isObject())
        return sheets::fail(problem, {}, mc::ProblemCode::NotObject);
    const QJsonObject o = doc.object();
    // "inPlayScores" may be left out (a sheet of version 1 had no such choice): D-OCC-INPLAY's default
    // (yes) is what it meant, and it had no prophecy in play to count.
    static const QStringList keys{u"format"_s, u"version"_s, u"playerCount"_s, u"inPlayScores"_s, u"players"_s, u"deck"_s};
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!keys.contains(it.key()))
            return sheets::fail(problem, u"top level"_s, mc::ProblemCode::UnknownKey, mc::printable(it.key()));
    for (const QString &k : keys)
        if (k != u"inPlayScores"_s && !o.contains(k))
            return sheets::fail(problem, u"top level"_s, mc::ProblemCode::MissingKey, k);
    if (o.value(u"format"_s) != QJsonValue(QString::fromLatin1(kFormat)))
        return sheets::fail(problem, u"format"_s, mc::ProblemCode::WrongFormat, QString::fromLatin1(kFormat));
    if (const QJsonValue v = o.value(u"version"_s); v.isDouble() && v.toDouble() > kVersion && v.toDouble() < 1e9) {
        problem = mc::Problem{u"version"_s, mc::ProblemCode::NewerVersion, {}, -1, kVersion, 0, int(v.toDouble())};
        return false;
    }
    int version = 0;
    if (!sheets::wholeNumber(o.value(u"version"_s), u"version"_s, kVersion, version, problem))
        return false;
    if (version < 1)
        return sheets::fail(problem, u"version"_s, mc::ProblemCode::NotANumber, {}, kVersion, 1);
    Kept read;
    if (const QJsonValue v = o.value(u"inPlayScores"_s); !v.isUndefined()) {
        if (!v.isBool())
            return sheets::fail(problem, u"inPlayScores"_s, mc::ProblemCode::NotABool);
        read.options.inPlayScores = v.toBool();
    }
    if (!sheets::wholeNumber(o.value(u"playerCount"_s), u"playerCount"_s, occ::kMaxPlayers, read.playerCount, problem))
        return false;
    if (read.playerCount < occ::kMinPlayers)
        return sheets::fail(problem, u"playerCount"_s, mc::ProblemCode::NotANumber, {}, occ::kMaxPlayers, occ::kMinPlayers);
    const QJsonValue list = o.value(u"players"_s);
    if (!list.isArray())
        return sheets::fail(problem, u"players"_s, mc::ProblemCode::NotList);
    if (list.toArray().size() != occ::kMaxPlayers)
    {
        problem = mc::Problem{u"players"_s, mc::ProblemCode::WrongCount, {}, -1, occ::kMaxPlayers, 0, int(list.toArray().size())};
        return false;
    }
    for (int i = 0; i < occ::kMaxPlayers; ++i)
        if (!occ::parsePlayer(list.toArray().at(i), u"players[%1]"_s.arg(i), read.players[std::size_t(i)], problem))
            return false;
    if (!occ::parseDeck(o.value(u"deck"_s), u"deck"_s, read.deck, problem))
        return false;
    if (read.deck.players != read.playerCount)
        return sheets::fail(problem, u"deck.players"_s, mc::ProblemCode::NotANumber, {}, read.playerCount, read.playerCount);
    kept = std::move(read);
    return true;
}

void OccultSheet::load()
{
    // A fresh sheet first; what the file holds replaces it when it reads whole.
    Kept kept;
    const auto read = [&kept](const QByteArray &data, mc::Problem &refused) { return readKept(data, kept, refused); };
    const KeptRead how = readKeptFile(read);
    if (how != KeptRead::Read)
        kept = Kept{}; // nothing kept yet, or set aside: a new sheet
    const std::array<occ::PlayerInput, occ::kMaxPlayers> &players = kept.players;
    const occ::ScoreOptions &options = kept.options;
    const int count = kept.playerCount;
    const bool optionsChanged = options != m_options;
    const bool countChanged = count != m_playerCount;
    {
        const auto loading = whileLoading();
        m_players = players;
        m_options = options;
        m_playerCount = count;
        m_deck->reset(kept.deck);
        m_ranking = occ::score(inputs(), m_options);
        m_model->refresh();
    }
    // Numbers saved from an earlier session (today) are in the history already: say so.
    recogniseSaved();
    if (countChanged)
        emit playerCountChanged();
    if (optionsChanged)
        emit inPlayScoresChanged();
    // A mastery completed at level 0 (kept before that was refused) is read as it was entered, so the
    // total stays what the table saw; the sheet says what to correct.
    if (how != KeptRead::SetAside)
        if (const QString note = mismatchNote(); !note.isEmpty())
            setMessage(note);
    emit resultChanged();
}
