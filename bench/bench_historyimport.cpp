// The history import of a large file: 20,000 games (about 15 MB of JSON, or the CSV of them) imported
// with HistoryStore::startImport() while a 1 ms timer on the GUI thread measures the longest gap between
// its ticks (the longest the window would not draw). A figure, not a pass/fail test.
//   bench_historyimport [games=20000] [json|csv]
#include "historystore.h"
#include "mournershistory.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QTimeZone>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

/// `count` different games of Mourners Call as the calculator and the app write them: 2 to 4 players,
/// breakdowns varying with the game's number, and round data as a digital game carries.
std::vector<GameRecord> manyGames(int count)
{
    std::vector<GameRecord> out;
    out.reserve(std::size_t(count));
    const QStringList names = {u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Dee"_s, u"Eve"_s, u"Finn"_s};
    for (int i = 0; i < count; ++i) {
        GameRecord g;
        g.source = i % 3 == 0 ? u"calculator"_s : u"digital"_s;
        g.playedAt = QDateTime(QDate(2020, 1, 1), QTime(12, 0), Qt::UTC).addSecs(qint64(i) * 3607);
        g.rounds = 5 + i % 4;
        g.durationSeconds = i % 3 == 0 ? -1 : 1200 + i % 1800;
        if (g.source == u"digital"_s)
            g.gameKey = QString::number(0x9e3779b97f4a7c15ull * quint64(i + 1), 16);
        const int players = 2 + i % 3;
        QJsonArray rounds;
        for (int p = 0; p < players; ++p) {
            mc::ScoreInput in;
            in.name = names[(i + p) % names.size()];
            in.unity = (i * 7 + p * 13) % 20;
            in.bone = (i * 3 + p * 5) % 12;
            in.flesh = (i * 5 + p * 3) % 12;
            in.spirit = (i * 11 + p * 7) % 12;
            in.motive = (i + p) % 4;
            in.etherea = (i * 13 + p) % 9;
            in.mourners = (i + p * 2) % 5;
            g.players.push_back(MournersHistory::fromScore(in));
        }
        if (g.source == u"digital"_s && i % 10 == 0) { // a few carry round data (a file of ~15 MB)
            for (int r = 1; r <= g.rounds; ++r) {
                QJsonArray scores, etherea;
                for (int p = 0; p < players; ++p) {
                    scores.append(r * 3 + p);
                    etherea.append(10 - r);
                }
                rounds.append(QJsonObject{{u"round"_s, r}, {u"suspicion"_s, r % 7}, {u"threat"_s, r % 5},
                                          {u"scores"_s, scores}, {u"etherea"_s, etherea}});
            }
            g.roundData = QJsonObject{{u"suspicionMax"_s, 12}, {u"threatMax"_s, 12}, {u"rounds"_s, rounds}};
        }
        g.rankPlayers();
        g.computeUid();
        out.push_back(std::move(g));
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int count = argc > 1 ? QByteArray(argv[1]).toInt() : 20000;
    const bool csv = argc > 2 && QByteArray(argv[2]) == "csv";
    QTemporaryDir dir;
    const QString file = dir.filePath(csv ? u"history.csv"_s : u"history.json"_s);
    {
        const std::vector<GameRecord> games = manyGames(count);
        const QByteArray data = csv ? HistoryFiles::toCsv(games) : HistoryFiles::toJson(games);
        QFile f(file);
        if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size())
            return 1;
        std::printf("file: %d games, %.1f MB %s\n", count, double(data.size()) / 1e6, csv ? "CSV" : "JSON");
    }
    HistoryStore store(dir.filePath(u"history.sqlite"_s));
    QElapsedTimer clock, gap;
    qint64 maxGap = 0, maxGapAt = 0, ticks = 0, updates = 0;
    QTimer heartbeat;
    heartbeat.setInterval(1);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        if (gap.nsecsElapsed() > maxGap) {
            maxGap = gap.nsecsElapsed();
            maxGapAt = clock.nsecsElapsed();
        }
        gap.restart();
        ++ticks;
    });
    QObject::connect(&store, &HistoryStore::importProgressChanged, [&] { ++updates; });
    qint64 finishedAt = 0, finishingStarted = 0, finishing = 0;
    // The GUI thread's own work at the end: the worker's list into the model, the signals.
    QObject::connect(store.games(), &QAbstractItemModel::modelAboutToBeReset, [&] { finishingStarted = clock.nsecsElapsed(); });
    QObject::connect(&store, &HistoryStore::importFinished, [&](bool ok) {
        finishedAt = clock.nsecsElapsed();
        finishing = finishedAt - finishingStarted;
        std::printf("finished: ok %d, %s\n", ok, qPrintable(store.message().left(160)));
        QTimer::singleShot(50, &app, &QCoreApplication::quit);
    });
    clock.start();
    gap.start();
    heartbeat.start();
    if (!store.startImport(file))
        return 2;
    app.exec();
    std::printf("GUI thread's work at the end (list swapped in, signals): %.1f ms\n", double(finishing) / 1e6);
    std::printf("import: %.2f s, %d games in the history, GUI thread: longest gap %.1f ms (at %.2f s) over %lld "
                "ticks, %lld progress updates\n",
                double(finishedAt) / 1e9, store.gameCount(), double(maxGap) / 1e6, double(maxGapAt) / 1e9, ticks, updates);
    return 0;
}
