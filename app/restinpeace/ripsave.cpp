#include "ripsave.h"
#include "ripsessiontr.h"
#include "seatkinds.h"

#include "model/core/names.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

// A long pause between two steps counts as this much at most.

// The app's part of a save: {"kinds": [...], "playedSeconds": n}; none at all in a save the command
// line wrote.
QJsonObject appPart(const QByteArray &data)
{
    return QJsonDocument::fromJson(data).object().value(u"app"_s).toObject();
}

// Each seat's kind of player (Game::fromJson checks the save's shape): one of the digital kinds in
// digital play and "table" at a table.
std::optional<mc::Problem> kindsProblem(const QJsonArray &kinds, rip::Mode mode)
{
    for (qsizetype p = 0; p < kinds.size(); ++p) {
        const QString k = shelf::seatkind::normalized(kinds.at(p).toString());
        if (mode == rip::Mode::Table ? k != shelf::seatkind::kTable : !ripsave::digitalKinds().contains(k))
            return mc::Problem{u"app.kinds[%1]"_s.arg(p), mc::ProblemCode::UnknownWord, mc::printable(k, 40)};
    }
    return std::nullopt;
}

} // namespace

namespace ripsave {

const QStringList &digitalKinds()
{
    static const QStringList kinds{shelf::seatkind::kPerson, u"random"_s, u"rules"_s, u"search"_s,
                                     u"strong"_s};
    return kinds;
}

ProblemText::Words words()
{
    ProblemText::Words w;
    w.field = [](const QString &path) {
        const QString k0 = path.section(u'.', 0, 0).section(u'[', 0, 0);
        if (k0 == u"learning"_s)
            return RipSessionTr::tr("The learning game");
        if (k0 == u"level"_s)
            return RipSessionTr::tr("The highest level of psychic cards");
        if (k0 == u"starter"_s)
            return RipSessionTr::tr("Who starts round 1");
        if (k0 == u"rules"_s)
            return RipSessionTr::tr("The rules edition");
        if (k0 == u"app"_s)
            //: A save's part that only the app reads: who plays each seat and the time played.
            return RipSessionTr::tr("The app's notes on the game");
        if (k0 == u"events"_s)
            return RipSessionTr::tr("The events listed with the save");
        return ProblemText::saveField(path);
    };
    return w;
}

Loaded read(const QByteArray &data)
{
    Loaded out;
    rip::Game::LoadResult r = rip::Game::fromJson(data);
    if (!r.ok()) {
        out.problems = std::move(r.problems);
        return out;
    }
    const QJsonObject app = appPart(data);
    const QJsonArray kinds = app.value(u"kinds"_s).toArray();
    const rip::Mode mode = r.game.setup().mode;
    if (auto why = kindsProblem(kinds, mode)) {
        out.problems = {*why};
        return out;
    }
    out.game = std::move(r.game);
    for (int p = 0; p < rip::kSeats; ++p) {
        QString k = shelf::seatkind::normalized(kinds.at(p).toString());
        if (mode == rip::Mode::Table)
            k = shelf::seatkind::kTable;
        else if (k.isEmpty())
            k = shelf::seatkind::kPerson;
        out.kinds << k;
    }
    out.playedMs = qint64(app.value(u"playedSeconds"_s).toDouble(0)) * 1000;
    if (out.playedMs < 0 || out.playedMs > qint64(1e12))
        out.playedMs = 0;
    return out;
}

QByteArray write(const rip::Game &game, const QStringList &kinds, qint64 playedMs)
{
    QJsonObject o = QJsonDocument::fromJson(game.toJson(rip::Game::Steps::Sealed)).object();
    // The time played so far: a game continued after a restart keeps its duration for the history.
    o[u"app"_s] = QJsonObject{{u"kinds"_s, QJsonArray::fromStringList(kinds)},
                              {u"playedSeconds"_s, double(playedMs / 1000)}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

AutosaveEntry autosaveEntry(const rip::Game &game)
{
    AutosaveEntry e;
    e.readable = true;
    e.finished = game.state().isTerminal();
    e.table = game.setup().mode == rip::Mode::Table;
    e.players = game.names();
    e.round = std::max<int>(1, game.state().round);
    return e;
}

AutosaveFormat autosaveFormat()
{
    AutosaveFormat f;
    f.gameId = QString::fromLatin1(rip::kGameId);
    f.stem = u"restinpeace-autosave"_s;
    f.read = AutosaveFormat::reader<rip::Game>(&autosaveEntry);
    f.shownPlayers = [](const QStringList &names) {
        //: The players of an unfinished game of Rest in Peace: %1 and %2 their names.
        return RipSessionTr::tr("%1 against %2").arg(names.value(0), names.value(1));
    };
    f.phaseName = [](int) { return QString(); };
    f.summary = [](const AutosaveEntry &e) {
        //: The Continue tile: %1 and %2 the players, %3 the round.
        return RipSessionTr::tr("%1 against %2 · round %3").arg(e.players.value(0), e.players.value(1)).arg(e.round);
    };
    f.problemText = [](const mc::Problems &problems) { return ProblemText::sentences(problems, words()).join(u' '); };
    f.newestUnreadable = [](const QString &file, const QString &problem) {
        //: %1 the file, %2 the reasons, one sentence each.
        return RipSessionTr::tr("The last autosaved game of Rest in Peace (%1) could not be read. %2 The file was "
                                "left as it is.")
                .arg(file, problem);
    };
    return f;
}

} // namespace ripsave
