// The history as a JSON file (docs/history-export.md): written, and read as strictly as each game's
// own sheet (GameRecord::fromJson).
#include "historyrecord_p.h"

using namespace Qt::StringLiterals;
using namespace historyinternal;
using mc::Problem;
using mc::ProblemCode;

QByteArray HistoryFiles::toJson(const std::vector<GameRecord> &games)
{
    QJsonArray list;
    for (const GameRecord &g : games)
        list.append(g.toJson());
    const QJsonObject o{{u"format"_s, kHistoryFormat}, {u"version"_s, kFormatVersion}, {u"games"_s, list}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

namespace {
HistoryFiles::Read readJsonFile(const QByteArray &data, const HistoryFiles::Progress &progress)
{
    using Read = HistoryFiles::Read;
    Read r;
    auto refuse = [&r](mc::Problem p) {
        r.refused = true;
        r.problems = {std::move(p)};
        return r;
    };
    if (const auto p = notUtf8(data))
        return refuse(*p);
    mc::Problem refused;
    const QJsonDocument doc = mc::readJson(data, mc::JsonLimit::kHistoryImport, refused);
    if (doc.isNull())
        return refuse(refused);
    if (!doc.isObject())
        return refuse(problemAt(QString(), ProblemCode::WrongFormat, kHistoryFormat));
    const QJsonObject root = doc.object();
    QJsonArray games;
    bool single = false;
    if (root.value(u"format"_s).toString() == kHistoryFormat) {
        mc::Problem p;
        if (!onlyKeys(root, {u"format"_s, u"version"_s, u"games"_s}, QString(), p))
            return refuse(p);
        int version = kFormatVersion; // files of the first version may leave it out
        if (root.contains(u"version"_s) && !wholeJson(root.value(u"version"_s), u"version"_s, 1, 1'000'000, version, p))
            return refuse(p);
        if (version > kFormatVersion) {
            p = problemAt(u"version"_s, ProblemCode::NewerVersion, {}, 0, kFormatVersion);
            p.value = version;
            return refuse(p);
        }
        if (!root.value(u"games"_s).isArray())
            return refuse(problemAt(u"games"_s, ProblemCode::NotList));
        games = root.value(u"games"_s).toArray();
    } else if (root.value(u"format"_s).toString() == kGameFormat) {
        games.append(root); // one exported game
        single = true;
    } else {
        return refuse(problemAt(u"format"_s, ProblemCode::WrongFormat, kHistoryFormat));
    }
    for (qsizetype i = 0; i < games.size(); ++i) {
        if (progress && (i % 64) == 0 && !progress(i, games.size())) {
            r.cancelled = true;
            return r;
        }
        const QString where = single ? QString() : u"games[%1]"_s.arg(i);
        GameRecord g;
        mc::Problem why;
        if (!games.at(i).isObject()) {
            r.problems.push_back(problemAt(where, ProblemCode::NotObject));
            continue;
        }
        if (!GameRecord::fromJson(games.at(i).toObject(), g, why)) {
            r.problems.push_back(single ? why : mc::nested(where, {why}).front());
            continue;
        }
        r.games.push_back(std::move(g));
        r.where.push_back(where.isEmpty() ? u"gameKey"_s : where + u".gameKey"_s);
    }
    if (progress)
        progress(games.size(), games.size());
    return r;
}

} // namespace

HistoryFiles::Read HistoryFiles::readJson(const QByteArray &data, const Progress &progress)
{
    Read r = readJsonFile(data, progress);
    makePrintable(r.problems);
    return r;
}

bool HistoryFiles::fromJson(const QByteArray &data, std::vector<GameRecord> &out, QStringList &problems,
                            QString &error)
{
    return legacy(readJson(data), out, problems, error);
}

