// Mourners Call saves under careless edits and attacks (tests/core/mutator.h): a table game and a digital
// game a few rounds in, each mutated a thousand times with a fixed seed (under 1 s of CPU in all). Every
// mutant is either refused with a sentence, or loaded, and then written again to a file that loads to
// the same game.
#include "problemtext.h"
#include "problemwords.h"

#include "model/core/rng.h"
#include "model/mourners/game.h"
#include "tests/core/mutator.h"

#include <QElapsedTimer>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace mc;

namespace {

// A game played with random legal actions (chance drawn by the seed in digital play) until `round`.
Game gameAtRound(Mode mode, int players, std::uint64_t seed, int round)
{
    Game g = Game::create(standardRuleset(), players, seed, mode, 1, {u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Dee"_s});
    if (mode == Mode::Table) {
        const QStringList colors{u"#c62828"_s, u"#1565c0"_s, u"#2e7d32"_s, u"#ef6c00"_s};
        for (int p = 0; p < players; ++p)
            g.setSeat(p, Seat{g.seats()[std::size_t(p)].name, colors[p]});
    }
    std::uint64_t x = seed;
    std::vector<Action> legal;
    while (!g.state().isTerminal() && g.state().round < round) {
        if (g.state().isChance() && mode == Mode::Digital) {
            g.playChance();
            continue;
        }
        g.state().legalActions(legal);
        (void)g.apply(legal[std::size_t(uniformBelow(x, int(legal.size())))]);
    }
    return g;
}

} // namespace

class TestSaveFuzz : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English)); }

    void mutatedSavesAreRefusedWithAReasonOrLoadExactly_data()
    {
        QTest::addColumn<QByteArray>("save");
        QTest::addColumn<int>("mutations");
        QTest::newRow("table, round 3") << gameAtRound(Mode::Table, 3, 17, 3).toJson() << 1000;
        QTest::newRow("digital, round 3") << gameAtRound(Mode::Digital, 4, 18, 3).toJson() << 1000;
    }

    void mutatedSavesAreRefusedWithAReasonOrLoadExactly()
    {
        QFETCH(QByteArray, save);
        QFETCH(int, mutations);
        QVERIFY(Game::fromJson(save).ok());
        int refused = 0, loaded = 0;
        QSet<QString> codes;
        bool failed = true;
        QElapsedTimer timer;
        timer.start();
        fuzz::run(save, mutations, 20261128, [&](const QByteArray &m, int i) {
            const Game::LoadResult r = Game::fromJson(m);
            if (!r.ok()) {
                ++refused;
                codes.insert(QString::fromLatin1(problemCodeKey(r.problems.front().reason)));
                const QString sentence = ProblemText::sentences(r.problems, MournersProblems::words()).join(u' ');
                if (sentence.trimmed().isEmpty() || r.game.isValid()) {
                    qWarning("mutation %d: refused without a sentence: %s", i, qPrintable(problemKeys(r.problems)));
                    return false;
                }
                return true;
            }
            ++loaded;
            // Loaded: written again, it loads to the same game.
            const QByteArray again = r.game.toJson();
            const Game::LoadResult back = Game::fromJson(again);
            if (!back.ok() || !(back.game.state() == r.game.state()) || back.game.seats() != r.game.seats()
                || back.game.actions() != r.game.actions() || back.game.meta() != r.game.meta()
                || back.game.toJson() != again) {
                qWarning("mutation %d: loaded, but does not load again the same: %s\n%s", i,
                         qPrintable(problemKeys(back.problems)), m.constData());
                return false;
            }
            return true;
        });
        failed = refused + loaded != mutations;
        QVERIFY2(!failed, "a mutant broke the round trip (see the warning)");
        qInfo("%d refused (%lld codes), %d loaded, %lld ms", refused, qint64(codes.size()), loaded,
              qint64(timer.elapsed()));
        // The test can fail both ways: many mutants are refused, and some are still read.
        QVERIFY2(refused > mutations / 2, qPrintable(QString::number(refused)));
        QVERIFY2(loaded > 5, qPrintable(QString::number(loaded)));
        QVERIFY2(codes.size() > 8, qPrintable(QStringList(codes.values()).join(u',')));
    }
};

QTEST_GUILESS_MAIN(TestSaveFuzz)
#include "tst_savefuzz.moc"
