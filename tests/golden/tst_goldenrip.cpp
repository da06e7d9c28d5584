// Rest in Peace as a user sees and keeps it, in golden files (tests/golden/files/rest-in-peace):
// - the game log (RipSession's log model) of a digital game from a fixed seed played by two computer
//   players to the end and of a table game entered to its end, in English and in German (the language chosen through Language before the game,
//   as the session writes each sentence when its step is played);
// - the saves: the sealed autosave of a running hot-seat game (its steps sealed, nothing hidden shown),
//   the same game's steps open (rip::Game::toJson, what the command line and older versions write) and
//   the autosave of the finished game, whose steps are written openly.
// Normalised in the autosaves: the time played ("playedSeconds", counted by the clock). Nothing else; the
// autosave's file name (it holds the date) is not compared, only what is in it.
#include "golden_app.h"
#include "historystore.h"
#include "language.h"
#include "ripsession.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestGoldenRip : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    HistoryStore *m_history = nullptr;

    void prepare(RipSession &s, const QString &sub)
    {
        s.setAutosaveDirectory(m_dir.filePath(sub));
        s.waitForAutosaveScan();
        s.setHistoryStore(m_history);
    }

    /// Two computer players (random and rule-based) from seed 77 to the end; each choice follows from
    /// the seed and the step, so the game is always the same.
    void playBotGame(RipSession &s, const QString &sub)
    {
        prepare(s, sub);
        s.setNextSeed(77);
        QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"random"_s, u"rules"_s}, 0, false));
        QVERIFY(QTest::qWaitFor([&] { return s.game().state().isTerminal() && !s.botThinking(); }, 60000));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        m_history = new HistoryStore(m_dir.filePath(u"history.sqlite"_s), this);
        QVERIFY(m_history->available());
    }

    void cleanupTestCase() { Language::instance()->choose(u"en"_s); }

    void logOfAGameToTheEnd_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("de") << u"de"_s;
    }

    void logOfAGameToTheEnd()
    {
        QFETCH(QString, language);
        QVERIFY(Language::instance()->choose(language));
        RipSession s;
        playBotGame(s, u"log-"_s + language);
        QVERIFY_GOLDEN(u"rest-in-peace/digital-log."_s + language + u".txt"_s, golden::logText(*s.log()));
        // The result as the end screen says it.
        const QVariantMap result = s.result();
        QVERIFY_GOLDEN(u"rest-in-peace/digital-result."_s + language + u".txt"_s,
                       golden::lines({result.value(u"text"_s).toString(), result.value(u"how"_s).toString()}));
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    void logOfATableGame_data() { logOfAGameToTheEnd_data(); }

    // A game on the table entered to its end (each decision answered by a fixed rule from the legal
    // actions, the line, tokens and cards as the table tells them, one step undone and done again): the
    // table's own sentences (cards nobody told the app, the face-down card of round 10).
    void logOfATableGame()
    {
        QFETCH(QString, language);
        QVERIFY(Language::instance()->choose(language));
        RipSession s;
        prepare(s, u"table-"_s + language);
        s.setNextSeed(21);
        QVERIFY(s.newGame(u"table"_s, {u"Ada"_s, u"Bo"_s}, {}, 1, false));
        std::uint64_t x = 21;
        for (int i = 0; i < 3000 && !s.game().state().isTerminal(); ++i) {
            if (!s.handOff().isEmpty())
                s.confirmHandOff();
            const std::vector<rip::Action> legal = s.game().state().legalActions();
            QVERIFY(!legal.empty());
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            QVERIFY2(s.applyAction(legal[std::size_t((x >> 33) % legal.size())]), qPrintable(s.message()));
            if (i == 40) {
                QVERIFY(s.undo());
                QVERIFY(s.redo());
            }
        }
        QVERIFY(s.game().state().isTerminal());
        QVERIFY_GOLDEN(u"rest-in-peace/table-log."_s + language + u".txt"_s, golden::logText(*s.log()));
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    void saves()
    {
        QVERIFY(Language::instance()->choose(u"en"_s));
        {
            // Hot-seat: two people, twelve decisions taken (the first legal action of each, each person
            // taking the laptop when asked), then what the autosave holds.
            RipSession s;
            prepare(s, u"hotseat"_s);
            s.setNextSeed(4711);
            QVERIFY(s.newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"human"_s, u"human"_s}, 1, false));
            for (int i = 0; i < 12 && !s.game().state().isTerminal(); ++i) {
                if (!s.handOff().isEmpty())
                    s.confirmHandOff(); // the person named holds the laptop
                const std::vector<rip::Action> legal = s.game().state().legalActions();
                QVERIFY(!legal.empty());
                QVERIFY2(s.applyAction(legal.front()), qPrintable(s.message()));
            }
            QVERIFY(!s.game().state().isTerminal());
            QVERIFY_GOLDEN(u"rest-in-peace/hotseat-autosave-sealed.json"_s,
                           golden::normalised(golden::readBytes(s.autosavePath()), golden::playTime()));
            QVERIFY_GOLDEN(u"rest-in-peace/hotseat-open.json"_s, s.game().toJson());
        }
        {
            RipSession s;
            playBotGame(s, u"finished"_s);
            QVERIFY_GOLDEN(u"rest-in-peace/finished-autosave.json"_s,
                           golden::normalised(golden::readBytes(s.autosavePath()), golden::playTime()));
        }
    }
};

QTEST_MAIN(TestGoldenRip)
#include "tst_goldenrip.moc"
