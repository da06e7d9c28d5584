// The manster battle's files in the shared autosave folder (app/core/autosave.h): how one is read and
// described, and the single file earlier versions kept in a folder of their own, moved in once.
#include "mansterbattle.h"

#include "historysheet.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::StringLiterals;
using namespace manster;

namespace {

// A file's problem as the battle's reader words it: where, the reason's key, what is wrong.
mc::Problem problemOf(const LoadError &e)
{
    mc::Problem p;
    p.reason = mc::ProblemCode::CannotRead;
    p.path = e.path;
    p.detail = (QString::fromLatin1(loadReasonKey(e.reason)) + u' ' + e.detail).trimmed();
    return p;
}

QString problemText(const mc::Problems &problems)
{
    QStringList parts;
    for (const mc::Problem &p : problems)
        parts << (p.path.isEmpty() ? p.detail : p.path + u": "_s + p.detail);
    return parts.join(u"; "_s);
}

AutosaveEntry readEntry(const QString &path)
{
    AutosaveEntry e;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        mc::Problem p;
        p.reason = mc::ProblemCode::CannotRead;
        p.detail = f.errorString();
        e.problems.push_back(p);
        return e;
    }
    Save s;
    Battle b;
    LoadError error;
    if (!readSave(f.readAll(), s, b, error)) {
        e.problems.push_back(problemOf(error));
        return e;
    }
    return MansterBattle::autosaveEntry(s, b);
}

} // namespace

QString MansterBattle::unreadableText(const QString &file, const QString &problem)
{
    //: %1 file, %2 where in the file and what is wrong (a key of the format).
    return tr("The autosaved battle %1 cannot be read (%2); it is kept as it is.").arg(file, problem);
}

QString MansterBattle::unreadableText(const QString &file, const manster::LoadError &error)
{
    return unreadableText(file, problemText({problemOf(error)}));
}

AutosaveEntry MansterBattle::autosaveEntry(const Save &save, const Battle &battle)
{
    AutosaveEntry e;
    e.readable = true;
    e.finished = battle.over();
    e.table = true;
    e.players = save.names;
    e.round = battle.turnNumber();
    e.turn = battle.turn();
    return e;
}

AutosaveFormat MansterBattle::autosaveFormat()
{
    AutosaveFormat f;
    f.gameId = u"manster-duel"_s;
    f.stem = u"manster-battle"_s;
    f.read = &readEntry;
    f.shownPlayers = [](const QStringList &names) { return HistoryFiles::listOfNames(names); };
    f.phaseName = [](int) { return QString(); };
    f.summary = [](const AutosaveEntry &e) {
        //: %1 the players, %2 the turn number, %3 whose turn.
        return tr("%1 · turn %2, %3's turn").arg(HistoryFiles::listOfNames(e.players)).arg(e.round).arg(e.players.value(e.turn));
    };
    f.progress = [](const AutosaveEntry &e) {
        //: An unfinished battle in the list: %1 the turn number, %2 whose turn.
        return tr("turn %1, %2's turn").arg(e.round).arg(e.players.value(e.turn));
    };
    f.problemText = &problemText;
    f.newestUnreadable = [](const QString &file, const QString &problem) { return unreadableText(file, problem); };
    return f;
}

QString MansterBattle::legacyFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/manster/battle.json"_s;
}

void MansterBattle::moveLegacyFile(const QString &legacy, const QString &directory)
{
    const QFileInfo old(legacy);
    if (legacy.isEmpty() || !old.exists() || !QDir().mkpath(directory))
        return;
    // Named as the autosave names a file of its time; readable or not, it is listed as any other (a
    // damaged one with its reason, never written to).
    QString to = directory + u"/manster-battle-%1.json"_s.arg(old.lastModified().toUTC().toString(u"yyyyMMdd-HHmmss"_s));
    for (int n = 2; QFile::exists(to); ++n)
        to = directory + u"/manster-battle-%1-%2.json"_s.arg(old.lastModified().toUTC().toString(u"yyyyMMdd-HHmmss"_s)).arg(n);
    QFile::rename(legacy, to);
}
