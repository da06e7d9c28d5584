// The score sheets kept in a file (Dead Man's Crown, occult) read exactly or set aside with the reason:
// a fuzz target per sheet (a few thousand mutations of the file the sheet writes), and a player's
// name the sheet refuses (mc::nameProblem) said beside its field, never printed back, never kept.
#include "deadmanscrownsheet.h"
#include "historystore.h"
#include "occultsheet.h"
#include "problemtext.h"
#include "model/core/names.h"
#include "tests/core/mutator.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr int kMutations = 3000;
constexpr std::uint64_t kSeed = 20261128;

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

std::array<dmc::PlayerInput, dmc::kMaxPlayers> dmcSeats()
{
    std::array<dmc::PlayerInput, dmc::kMaxPlayers> seats{};
    const QStringList names{u"Ada"_s, u"Bo"_s, u" Cy"_s, QString()};
    for (int i = 0; i < dmc::kMaxPlayers; ++i) {
        dmc::PlayerInput &p = seats[std::size_t(i)];
        p.name = names[i];
        p.rituals = 20 + i;
        p.oracle = {3, 0, 1, i, 2, 2, 0};
        p.used = {4, 1, 2, i};
        p.runeGroup = 5;
        p.skullsLeft = i;
        p.bones = 2;
    }
    return seats;
}

OccultSheet::Kept occKept()
{
    OccultSheet::Kept k;
    k.playerCount = 3;
    const QStringList names{u"Ada"_s, QString(), u"Cy"_s};
    for (int i = 0; i < occ::kMaxPlayers; ++i) {
        occ::PlayerInput &p = k.players[std::size_t(i)];
        p.name = names[i];
        p.levels = {1, 2, i};
        p.completed = {true, false, i > 0};
        p.prophecies = {3, 5 + i};
        p.inPlay = {2};
        p.effects = i;
    }
    k.deck.players = 3;
    k.deck.firstSeat = 1;
    k.deck.empties = {1, 2};
    k.deck.turnsFinished = 1;
    return k;
}

bool sameKept(const OccultSheet::Kept &a, const OccultSheet::Kept &b)
{
    return a.playerCount == b.playerCount && a.players == b.players && a.deck.players == b.deck.players
           && a.deck.firstSeat == b.deck.firstSeat && a.deck.empties == b.deck.empties
           && a.deck.turnsFinished == b.deck.turnsFinished && a.options == b.options;
}

} // namespace

class TestKeptSheetFuzz : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
    }

    void deadMansCrownKept()
    {
        const QByteArray seed = bytes(DeadMansCrownSheet::keptJson(3, dmcSeats()));
        {
            int count = 0;
            std::array<dmc::PlayerInput, dmc::kMaxPlayers> seats{};
            mc::Problem p;
            QVERIFY2(DeadMansCrownSheet::readKept(seed, count, seats, p), qPrintable(mc::problemKey(p)));
            QVERIFY(seats == dmcSeats());
        }
        int refused = 0, accepted = 0;
        bool failed = false;
        mc::fuzz::run(seed, kMutations, kSeed, [&](const QByteArray &m, int i) {
            int count = 0;
            std::array<dmc::PlayerInput, dmc::kMaxPlayers> seats{};
            mc::Problem p;
            bool ok = true;
            if (!DeadMansCrownSheet::readKept(m, count, seats, p)) {
                ++refused;
                ok = !ProblemText::plain(p).isEmpty() && count == 0;
            } else {
                ++accepted;
                int count2 = 0;
                std::array<dmc::PlayerInput, dmc::kMaxPlayers> again{};
                ok = DeadMansCrownSheet::readKept(bytes(DeadMansCrownSheet::keptJson(count, seats)), count2, again, p)
                     && again == seats && count2 == count;
                for (int s = 0; s < dmc::kMaxPlayers; ++s)
                    ok = ok && (seats[std::size_t(s)].name.isEmpty() || !mc::nameProblem(seats[std::size_t(s)].name, {}));
            }
            if (!ok) {
                qWarning().noquote() << "mutation" << i << m;
                failed = true;
            }
            return ok;
        });
        QVERIFY(!failed);
        qInfo("%d refused, %d read", refused, accepted);
        QVERIFY2(refused > kMutations / 2 && accepted > 20, qPrintable(u"%1 refused, %2 read"_s.arg(refused).arg(accepted)));
    }

    void occultKept()
    {
        const QByteArray seed = bytes(OccultSheet::keptJson(occKept()));
        {
            OccultSheet::Kept k;
            mc::Problem p;
            QVERIFY2(OccultSheet::readKept(seed, k, p), qPrintable(mc::problemKey(p)));
            QVERIFY(sameKept(k, occKept()));
        }
        int refused = 0, accepted = 0;
        bool failed = false;
        mc::fuzz::run(seed, kMutations, kSeed, [&](const QByteArray &m, int i) {
            OccultSheet::Kept k;
            k.playerCount = -1;
            mc::Problem p;
            bool ok = true;
            if (!OccultSheet::readKept(m, k, p)) {
                ++refused;
                ok = !ProblemText::plain(p).isEmpty() && k.playerCount == -1;
            } else {
                ++accepted;
                OccultSheet::Kept again;
                ok = OccultSheet::readKept(bytes(OccultSheet::keptJson(k)), again, p) && sameKept(again, k);
                for (const occ::PlayerInput &player : k.players)
                    ok = ok && (player.name.isEmpty() || !mc::nameProblem(player.name, {}));
            }
            if (!ok) {
                qWarning().noquote() << "mutation" << i << m;
                failed = true;
            }
            return ok;
        });
        QVERIFY(!failed);
        qInfo("%d refused, %d read", refused, accepted);
        QVERIFY2(refused > kMutations / 2 && accepted > 20, qPrintable(u"%1 refused, %2 read"_s.arg(refused).arg(accepted)));
    }

    // Kept files the sheets once read loosely: each set aside with the field named.
    void keptRefusals_data()
    {
        QTest::addColumn<QString>("sheet");
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QString>("expected");
        QJsonObject dmc = DeadMansCrownSheet::keptJson(3, dmcSeats());
        QJsonObject o = dmc;
        o[u"note"_s] = u"x"_s;
        QTest::newRow("dmc unknown key") << u"dmc"_s << bytes(o) << u"top level: unknownKey 'note'"_s;
        o = dmc;
        QJsonArray seats = o[u"seats"_s].toArray();
        QJsonObject seat = seats[1].toObject();
        seat[u"name"_s] = u"Bo\u0007"_s;
        seats[1] = seat;
        o[u"seats"_s] = seats;
        QTest::newRow("dmc bell in a name") << u"dmc"_s << bytes(o) << u"seats[1].name: badCharacter"_s;
        o = dmc;
        seats = o[u"seats"_s].toArray();
        seat = seats[0].toObject();
        QJsonObject values = seat[u"values"_s].toObject();
        values[u"oracle.purple"_s] = 1;
        seat[u"values"_s] = values;
        seats[0] = seat;
        o[u"seats"_s] = seats;
        QTest::newRow("dmc unknown field") << u"dmc"_s << bytes(o) << u"seats[0].values: unknownKey 'oracle.purple'"_s;
        o = dmc;
        o[u"playerCount"_s] = u"3"_s;
        QTest::newRow("dmc count as text") << u"dmc"_s << bytes(o) << u"playerCount: notANumber 0..4"_s;
        QJsonObject occ = OccultSheet::keptJson(occKept());
        o = occ;
        o[u"round"_s] = 2;
        QTest::newRow("occ unknown key") << u"occ"_s << bytes(o) << u"top level: unknownKey 'round'"_s;
        o = occ;
        QJsonArray players = o[u"players"_s].toArray();
        QJsonObject player = players[2].toObject();
        player[u"name"_s] = QString(41, u'c');
        players[2] = player;
        o[u"players"_s] = players;
        QTest::newRow("occ long name") << u"occ"_s << bytes(o) << u"players[2].name: tooLong"_s;
        o = occ;
        o[u"version"_s] = 1.5;
        QTest::newRow("occ version fraction") << u"occ"_s << bytes(o) << u"version: notANumber 0..2"_s;
    }
    void keptRefusals()
    {
        QFETCH(QString, sheet);
        QFETCH(QByteArray, file);
        QFETCH(QString, expected);
        mc::Problem p;
        if (sheet == u"dmc"_s) {
            int count = 0;
            std::array<dmc::PlayerInput, dmc::kMaxPlayers> seats{};
            QVERIFY(!DeadMansCrownSheet::readKept(file, count, seats, p));
        } else {
            OccultSheet::Kept k;
            QVERIFY(!OccultSheet::readKept(file, k, p));
        }
        QCOMPARE(mc::problemKey(p), expected);
        // The sheet opened on that file: set aside, the reason said, a new sheet.
        QTemporaryDir dir;
        const QString path = dir.filePath(u"kept.json"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(file);
        f.close();
        HistoryStore store(dir.filePath(u"h.sqlite"_s));
        QString message;
        if (sheet == u"dmc"_s) {
            DeadMansCrownSheet s;
            s.setStore(&store);
            s.setFile(path);
            message = s.message();
        } else {
            OccultSheet s;
            s.setStore(&store);
            s.setFile(path);
            message = s.message();
        }
        QVERIFY2(message.contains(p.path), qPrintable(message));
        QCOMPARE(mc::printable(message), message);
    }

    // A name the sheet refuses: the sentence beside the field and as the sheet's problem (nothing is
    // saved), the seat shown as "Player N", and the kept file without it.
    void refusedNameOnTheForm()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"h.sqlite"_s));
        const QString path = dir.filePath(u"dmc.json"_s);
        DeadMansCrownSheet s;
        s.setStore(&store);
        s.setFile(path);
        s.setPlayerCount(2);
        s.setName(0, u"Ada"_s);
        s.setName(1, u"Bo\tb"_s);
        QVERIFY(s.setRituals(0, 12));
        const QString sentence = u"Name of player 2: holds the control character U+0009 (character 3), which cannot be printed."_s;
        QCOMPARE(s.nameProblemOf(1), sentence);
        QCOMPARE(s.nameProblemOf(0), QString());
        QCOMPARE(s.problem(), sentence);
        QVERIFY(!s.canSave());
        QCOMPARE(s.saveToHistory(), qint64(-1));
        QCOMPARE(s.message(), sentence);
        QCOMPARE(s.players()[1].toMap()[u"shownName"_s].toString(), u"Player 2"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonObject kept = QJsonDocument::fromJson(f.readAll()).object();
        QCOMPARE(kept[u"seats"_s].toArray()[1].toObject()[u"name"_s].toString(), QString());
        s.setName(1, u"Bo"_s);
        QCOMPARE(s.problem(), QString());
        QVERIFY(s.canSave());

        OccultSheet o;
        o.setStore(&store);
        o.setFile(dir.filePath(u"occ.json"_s));
        o.setName(0, QString(41, u'x'));
        QCOMPARE(o.nameProblemOf(0), u"Name of player 1: is longer than 40 characters (41)."_s);
        QCOMPARE(o.problem(), o.nameProblemOf(0));
        QCOMPARE(o.shownName(0), u"Player 1"_s);
    }
};

QTEST_MAIN(TestKeptSheetFuzz)
#include "tst_keptsheetfuzz.moc"
