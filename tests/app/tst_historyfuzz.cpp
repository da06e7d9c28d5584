// Fuzz targets of the history import, JSON and CSV: thousands of deterministic mutations of an export
// holding a game of every shelf game (tests/core/mutator.h). Every mutant is refused with a problem
// that has words, or loaded; a loaded file exports to a file that loads to the same games.
#include "historyseeds.h"
#include "problemtext.h"

#include "model/core/names.h"
#include "tests/core/mutator.h"

#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

QString gamesOf(const std::vector<GameRecord> &games)
{
    QStringList out;
    for (const GameRecord &g : games)
        out << QString::fromUtf8(QJsonDocument(g.toJson()).toJson(QJsonDocument::Compact));
    return out.join(u'\n');
}

struct Tally {
    int refusedWhole = 0; ///< the file as a whole
    int gamesRefused = 0; ///< files with at least one game left out
    int accepted = 0;     ///< files whose every game loaded
};

} // namespace

class TestHistoryFuzz : public QObject
{
    Q_OBJECT

    static constexpr int kMutations = 1000;

    template<typename ReadFn, typename WriteFn>
    static void fuzz(const QByteArray &seed, std::uint64_t rngSeed, ReadFn read, WriteFn write, Tally &tally)
    {
        // The seed itself loads whole.
        const HistoryFiles::Read first = read(seed);
        QVERIFY2(first.problems.empty(), qPrintable(mc::problemKeys(first.problems)));
        QCOMPARE(first.games.size(), mctest::everyShelfGame().size());
        bool ok = true;
        mc::fuzz::run(seed, kMutations, rngSeed, [&](const QByteArray &mutant, int index) {
            const HistoryFiles::Read r = read(mutant);
            const auto fail = [&](const QString &why) {
                qWarning("mutant %d: %s\n%s", index, qPrintable(why), mutant.left(3000).constData());
                ok = false;
                return false;
            };
            if (r.refused && (r.problems.size() != 1 || !r.games.empty()))
                return fail(u"a refused file must say one reason and give no game"_s);
            for (const mc::Problem &p : r.problems) {
                const QString words = ProblemText::plain(p);
                if (words.trimmed().isEmpty())
                    return fail(u"a problem without words: "_s + mc::problemKey(p));
                for (const QChar c : words)
                    if (c.unicode() < 0x20 || c.isSurrogate())
                        return fail(u"a control character printed back: "_s + mc::problemKey(p));
            }
            for (const GameRecord &g : r.games)
                for (const PlayerRecord &p : g.players)
                    if (p.name.contains(QChar(0xfffd)) || mc::nameProblem(p.name, {}))
                        return fail(u"a name that is not one: "_s + p.name.toHtmlEscaped());
            if (r.refused)
                ++tally.refusedWhole;
            else if (!r.problems.empty())
                ++tally.gamesRefused;
            else
                ++tally.accepted;
            if (r.games.empty())
                return true;
            // Round trip: what was loaded saves to a file that loads to the same games.
            const HistoryFiles::Read back = read(write(r.games));
            if (!back.problems.empty())
                return fail(u"the export of a loaded file is refused: "_s + mc::problemKeys(back.problems));
            if (gamesOf(back.games) != gamesOf(r.games))
                return fail(u"the export of a loaded file loads to other games"_s);
            return true;
        });
        QVERIFY(ok);
    }

private slots:
    void json()
    {
        Tally t;
        const QByteArray seed = HistoryFiles::toJson(mctest::everyShelfGame());
        fuzz(seed, 0x4a534f4e, [](const QByteArray &d) { return HistoryFiles::readJson(d); },
             [](const std::vector<GameRecord> &g) { return HistoryFiles::toJson(g); }, t);
        qInfo("JSON: %d refused whole, %d with games left out, %d accepted", t.refusedWhole, t.gamesRefused, t.accepted);
        // The test can fail both ways: many mutants are refused, some still load.
        QVERIFY(t.refusedWhole + t.gamesRefused > kMutations / 2);
        QVERIFY(t.gamesRefused > kMutations / 20);
        QVERIFY(t.accepted > 20);
    }

    void csv()
    {
        Tally t;
        const QByteArray seed = HistoryFiles::toCsv(mctest::everyShelfGame());
        fuzz(seed, 0x435356, [](const QByteArray &d) { return HistoryFiles::readCsv(d); },
             [](const std::vector<GameRecord> &g) { return HistoryFiles::toCsv(g); }, t);
        qInfo("CSV: %d refused whole, %d with games left out, %d accepted", t.refusedWhole, t.gamesRefused, t.accepted);
        QVERIFY(t.refusedWhole + t.gamesRefused > kMutations / 2);
        QVERIFY(t.gamesRefused > kMutations / 20);
        QVERIFY(t.accepted > 20);
    }
};

QTEST_GUILESS_MAIN(TestHistoryFuzz)
#include "tst_historyfuzz.moc"
