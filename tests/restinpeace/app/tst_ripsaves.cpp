// Rest in Peace saves (model/restinpeace/game.cpp, docs/save-format.md) are loaded exactly or refused
// with the reason: every class of fault kept as a file under tests/corpus/ripsave and refused with its
// field and code, the saves of every version the app wrote loaded, and a fuzz of the files the app and
// the command line write (a digital game, a table game, a sealed autosave, a finished game, a version
// 1 save): nothing crashes, every refusal has words, every accepted file saves again to the same game.
#include "problemtext.h"
#include "historystore.h"
#include "ripsession.h"
#include "model/core/names.h"
#include "model/core/rng.h"
#include "model/core/sealedstep.h"
#include "model/restinpeace/game.h"
#include "tests/core/mutator.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace rip;

namespace {

QByteArray corpus(const QString &name)
{
    QFile f(QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/ripsave/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("corpus file missing: %s", qPrintable(name));
    return f.readAll();
}

// A game played from `setup` with the legal actions picked by `pick`, `steps` decisions of the seats
// (chance drawn as digital play draws it; at a table the first outcome the table could type).
Game played(const Setup &setup, int steps, std::uint64_t pick, const QStringList &names = {u"Ada"_s, u"Bo"_s})
{
    Game g = Game::create(setup, names);
    std::vector<Action> legal;
    for (int i = 0; i < 400 && !g.state().isTerminal() && steps > 0; ++i) {
        g.state().legalActions(legal);
        if (legal.empty())
            break;
        const Action a = g.state().isChance() && setup.mode == Mode::Digital
                ? g.state().sampleChance()
                : legal[std::size_t(mc::uniformBelow(pick, int(legal.size())))];
        if (!g.state().isChance())
            --steps;
        if (g.apply(a) != ApplyError::None)
            break;
    }
    return g;
}

// The autosave the app writes of a running game (RipSession::autosave): sealed steps and its own part.
QByteArray autosaveOf(const Game &g, const QStringList &kinds)
{
    QJsonObject o = QJsonDocument::fromJson(g.toJson(Game::Steps::Sealed)).object();
    o[u"app"_s] = QJsonObject{{u"kinds"_s, QJsonArray::fromStringList(kinds)}, {u"playedSeconds"_s, 310}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

bool printable(const QString &text)
{
    for (const QChar c : text)
        if (c.isSurrogate() ? false : (c.unicode() < 0x20 || (c.unicode() >= 0x7F && c.unicode() <= 0x9F)
                                      || (c.unicode() >= 0x202A && c.unicode() <= 0x202E)))
            return false;
    // lone surrogates
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i).isHighSurrogate() && !(i + 1 < text.size() && text.at(i + 1).isLowSurrogate()))
            return false;
        if (text.at(i).isLowSurrogate() && !(i > 0 && text.at(i - 1).isHighSurrogate()))
            return false;
    }
    return true;
}

} // namespace

class TestRipSaves : public QObject
{
    Q_OBJECT

    // The files the fuzz starts from, by name.
    QList<std::pair<QString, QByteArray>> seeds()
    {
        Setup digital;
        digital.seed = 8231;
        Setup table;
        table.seed = 44;
        table.mode = Mode::Table;
        table.starter = 1;
        Setup learning;
        learning.seed = 9;
        learning.learning = true;
        Setup old;
        old.seed = 3;
        old.rules = 1;
        QJsonObject v1 = QJsonDocument::fromJson(played(old, 6, 11).toJson()).object();
        v1.remove(u"rules"_s);
        v1[u"version"_s] = 1;
        return {
            {u"digital"_s, played(digital, 12, 5).toJson()},
            {u"table"_s, played(table, 10, 7).toJson()},
            {u"sealed autosave"_s, autosaveOf(played(learning, 9, 3), {u"human"_s, u"rules"_s})},
            {u"finished"_s, played(digital, 1000, 13).toJson()},
            {u"version 1"_s, QJsonDocument(v1).toJson()},
        };
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // The seeds are what they claim: each loads, the sealed one is version 3, the finished one over.
        for (const auto &[name, json] : seeds()) {
            const Game::LoadResult r = Game::fromJson(json);
            QVERIFY2(r.ok(), qPrintable(name + u": "_s + mc::problemKeys(r.problems)));
        }
        const auto s = seeds();
        // RIP_SEEDS_DIR=folder writes the seeds there (how the good-* corpus files were made).
        if (const QString out = qEnvironmentVariable("RIP_SEEDS_DIR"); !out.isEmpty())
            for (const auto &[name, json] : s) {
                QFile f(out + u'/' + QString(name).replace(u' ', u'-') + u".json"_s);
                QVERIFY(f.open(QIODevice::WriteOnly) && f.write(json) == json.size());
            }
        QCOMPARE(QJsonDocument::fromJson(s[2].second).object().value(u"version"_s).toInt(), 3);
        QVERIFY(Game::fromJson(s[3].second).game.state().isTerminal());
        QCOMPARE(QJsonDocument::fromJson(s[4].second).object().value(u"version"_s).toInt(), 1);
    }

    // Each class of fault, kept as a small file: refused with the field and the code.
    void refusedWithTheField_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("key"); // mc::problemKey of the one problem
        QTest::newRow("version as text") << u"version-text.json"_s << u"version: notANumber 1..3"_s;
        QTest::newRow("version 0") << u"version-0.json"_s << u"version: notANumber 1..3"_s;
        QTest::newRow("newer version") << u"version-4.json"_s << u"version: newerVersion"_s;
        QTest::newRow("level 99") << u"level-99.json"_s << u"level: notANumber 0..4"_s;
        QTest::newRow("starter 5") << u"starter-5.json"_s << u"starter: notANumber 0..1"_s;
        QTest::newRow("learning yes") << u"learning-yes.json"_s << u"learning: notABool"_s;
        QTest::newRow("three seats") << u"seats-three.json"_s << u"seats: wrongCount"_s;
        QTest::newRow("seat a number") << u"seat-number.json"_s << u"seats[1]: emptyName"_s;
        QTest::newRow("unknown key") << u"unknown-key.json"_s << u"unknownKey 'colour'"_s;
        QTest::newRow("rules in version 1") << u"rules-in-version-1.json"_s << u"unknownKey 'rules'"_s;
        QTest::newRow("rules missing") << u"rules-missing.json"_s << u"rules: missingKey"_s;
        QTest::newRow("rules 0") << u"rules-0.json"_s << u"rules: notANumber 1..2"_s;
        QTest::newRow("seed a number") << u"seed-number.json"_s << u"seed: notSeed"_s;
        QTest::newRow("seed signed") << u"seed-plus.json"_s << u"seed: notSeed"_s;
        QTest::newRow("mode") << u"mode-hotseat.json"_s << u"mode: notSeatMode 'hotseat'"_s;
        QTest::newRow("format") << u"format-missing.json"_s << u"format: missingKey"_s;
        QTest::newRow("other game") << u"other-game.json"_s << u"game: otherGame 'mourners-call'"_s;
        QTest::newRow("draw at a line card") << u"draw-at-line.json"_s
                                             << u"actions[0]: unreadableStep 'draw 7' ('draw' is not the pending "
                                                "chance decision: it is 'line' (line-card))"_s;
        QTest::newRow("mansion as a number") << u"mansion-number.json"_s
                                             << u"actions[9]: unreadableStep 'mansion 1' (mansion: 'manor' or 'castle')"_s;
        QTest::newRow("a word too many") << u"step-extra-word.json"_s
                                         << u"actions[29]: unreadableStep 'ghost 6 6' ('ghost 6 6' is not written as "
                                            "the notation writes it: 'ghost 6')"_s;
        QTest::newRow("step not a text") << u"step-number.json"_s << u"actions[3]: unreadableStep (not a text)"_s;
        QTest::newRow("sealed step in version 2") << u"sealed-in-version-2.json"_s
                                                  << u"actions[0]: unreadableStep 'sealed AAAA' (a sealed step in a save of version 2)"_s;
        QTest::newRow("name with a control character") << u"name-escape.json"_s << u"seats[0]: badCharacter"_s;
        QTest::newRow("name too long") << u"name-long.json"_s << u"seats[1]: tooLong"_s;
        QTest::newRow("name blank") << u"name-blank.json"_s << u"seats[0]: emptyName"_s;
        QTest::newRow("final round") << u"final-round.json"_s << u"final.round: notANumber 2..2"_s;
        QTest::newRow("final key") << u"final-extra.json"_s << u"final: unknownKey 'note'"_s;
        QTest::newRow("digest") << u"digest.json"_s << u"final.digest: digestMismatch"_s;
        QTest::newRow("app key") << u"app-extra.json"_s << u"app: unknownKey 'colour'"_s;
        QTest::newRow("played seconds") << u"app-seconds.json"_s << u"app.playedSeconds: notANumber 0..1000000000"_s;
    }
    void refusedWithTheField()
    {
        QFETCH(QString, file);
        QFETCH(QString, key);
        const Game::LoadResult r = Game::fromJson(corpus(file));
        QCOMPARE(r.problems.size(), std::size_t(1));
        QCOMPARE(mc::problemKey(r.problems.front()), key);
        QVERIFY(!r.game.isValid());
        // Worded for the app and the command line; nothing from the file printed raw.
        const QString sentence = ProblemText::sentence(r.problems.front(), ProblemText::saveWords());
        const QString plain = ProblemText::plain(r.problems.front(), ProblemText::saveWords());
        QVERIFY(!sentence.isEmpty() && !plain.isEmpty());
        QVERIFY2(printable(sentence) && printable(plain), qPrintable(plain));
    }

    // The saves of every version the app and the command line wrote load: version 1 (no rules edition,
    // replayed under edition 1), version 2 (open steps, a table game), version 3 (a sealed autosave).
    void everyVersionLoads_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("version");
        QTest::addColumn<int>("rules");
        QTest::newRow("1") << u"good-version-1.json"_s << 1 << 1;
        QTest::newRow("2 table") << u"good-version-2-table.json"_s << 2 << 2;
        QTest::newRow("2 from apply") << u"good-version-2-apply.json"_s << 2 << 2;
        QTest::newRow("3 sealed") << u"good-version-3-sealed.json"_s << 3 << 2;
    }
    void everyVersionLoads()
    {
        QFETCH(QString, file);
        QFETCH(int, version);
        QFETCH(int, rules);
        const QByteArray json = corpus(file);
        QCOMPARE(QJsonDocument::fromJson(json).object().value(u"version"_s).toInt(), version);
        const Game::LoadResult r = Game::fromJson(json);
        QVERIFY2(r.ok(), qPrintable(mc::problemKeys(r.problems)));
        QCOMPARE(int(r.game.setup().rules), rules);
        QVERIFY(!r.game.actions().empty());
        const Game::LoadResult again = Game::fromJson(r.game.toJson());
        QVERIFY(again.ok());
        QVERIFY(again.game.state() == r.game.state());
    }

    // The app refuses a kind of player it does not know (the app's part of a save), and a name that
    // the one check of names refuses, in the setup form before the game starts.
    void appRefusesKindsAndNames()
    {
        QTemporaryDir dir;
        RipSession s;
        s.setAutosaveDirectory(dir.path());
        QVERIFY(!s.openFile(QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/ripsave/app-kind.json")));
        QVERIFY2(s.message().contains(u"'robot'"_s), qPrintable(s.message()));
        QVERIFY(s.openFile(QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/ripsave/good-version-3-sealed.json")));

        QVERIFY(s.nameMessage(u"Ada"_s, 0).isEmpty());
        QVERIFY(s.nameMessage(QString(), 0).isEmpty());
        QVERIFY(s.nameMessage(u"Ada\tBo"_s, 0).startsWith(u"Name of player 1: holds the control character U+0009"_s));
        QCOMPARE(s.nameMessage(QString(41, u'x'), 1), u"Name of player 2: is longer than 40 characters (41)."_s);
        QVERIFY(!s.nameMessage(u"Bo\u202E"_s, 1).isEmpty());
        const QString before = s.message();
        QVERIFY(!s.newGame(u"digital"_s, {u"Ada\u001b[2J"_s, u"Bo"_s}, {u"human"_s, u"rules"_s}, 0, false));
        QVERIFY2(s.message().contains(u"Name of player 1"_s), qPrintable(s.message()));
        QVERIFY(printable(s.message()));
        QVERIFY(!s.newGame(u"table"_s, {u"Ada"_s, QString(41, u'b')}, {}, 0, false));
        QVERIFY2(s.message().contains(u"Name of player 2"_s), qPrintable(s.message()));
        QVERIFY(s.newGame(u"table"_s, {u"Ada"_s, QString(40, u'b')}, {}, 0, false));
        Q_UNUSED(before);
    }

    // A few thousand mutations of each file the program writes: no crash; refused with words, or
    // loaded, and then written again to a file that loads to the same game.
    // A sealed step (the autosave of a running game) that is refused is quoted sealed: the refusal, on
    // screen or on the command line, never shows the hidden card the step's text names.
    void refusedSealedStepKeepsItsSecret()
    {
        Setup learning;
        learning.seed = 9;
        const Game g = played(learning, 9, 3);
        QJsonObject o = QJsonDocument::fromJson(autosaveOf(g, {u"human"_s, u"rules"_s})).object();
        QJsonArray steps = o.value(u"actions"_s).toArray();
        const qsizetype at = steps.size() - 1;
        for (const QString &secret : {u"ghost 17 hidden-card-name"_s, u"line 17"_s}) {
            QJsonArray changed = steps;
            changed[at] = mc::sealStep(secret, learning.seed, std::size_t(at));
            o[u"actions"_s] = changed;
            const Game::LoadResult r = Game::fromJson(QJsonDocument(o).toJson());
            QVERIFY(!r.ok());
            const mc::Problem &p = r.problems.front();
            QCOMPARE(p.path, u"actions[%1]"_s.arg(at));
            QCOMPARE(p.detail, mc::printable(changed[at].toString(), 40)); // the sealed text, as quoted
            const QString shown = ProblemText::sentences(r.problems, {}).join(u' ') + p.note + mc::problemKeys(r.problems);
            QVERIFY2(!shown.contains(secret) && !shown.contains(u"hidden-card-name"_s), qPrintable(shown));
        }
    }

    void fuzz()
    {
        int refused = 0, accepted = 0;
        for (const auto &[name, json] : seeds()) {
            const int version = QJsonDocument::fromJson(json).object().value(u"version"_s).toInt();
            mc::fuzz::run(json, 3000, 0x5eed + std::uint64_t(version), [&](const QByteArray &m, int i) {
                const Game::LoadResult r = Game::fromJson(m);
                if (!r.ok()) {
                    ++refused;
                    const QString sentence = ProblemText::sentence(r.problems.front(), ProblemText::saveWords());
                    const QString plain = ProblemText::plain(r.problems, ProblemText::saveWords());
                    if (sentence.isEmpty() || plain.isEmpty() || !printable(sentence) || !printable(plain)) {
                        qWarning("%s #%d: %s", qPrintable(name), i, m.constData());
                        QTest::qFail("a refusal without printable words", __FILE__, __LINE__);
                        return false;
                    }
                    return true;
                }
                ++accepted;
                for (const QString &n : r.game.names())
                    if (mc::nameProblem(n, {})) {
                        QTest::qFail(qPrintable(u"a refused name loaded: "_s + name), __FILE__, __LINE__);
                        return false;
                    }
                const Game::LoadResult again = Game::fromJson(r.game.toJson());
                if (!again.ok() || !(again.game.state() == r.game.state()) || again.game.names() != r.game.names()
                    || !(again.game.setup() == r.game.setup())) {
                    qWarning("%s #%d: %s", qPrintable(name), i, m.constData());
                    QTest::qFail("a loaded file does not load again as it was", __FILE__, __LINE__);
                    return false;
                }
                return true;
            });
        }
        qInfo("refused %d, accepted %d", refused, accepted);
        QVERIFY(refused > 10000);
        QVERIFY(accepted > 100);
    }
};

QTEST_MAIN(TestRipSaves)
#include "tst_ripsaves.moc"
