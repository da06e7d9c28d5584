// The score sheets' and the battle tracker's files read exactly or refused with the reason: a fuzz
// target per kind of file (Dead Man's Crown and occult score files, manster battle saves of every
// version the app wrote) and the corpus of refused files under tests/corpus/sheets/.
#include "model/core/names.h"
#include "model/sheets/deadmanscrown.h"
#include "model/sheets/manster.h"
#include "model/sheets/occult.h"
#include "problemtext.h"
#include "tests/core/mutator.h"
#include "mansteroldsaves.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr int kMutations = 3000; // per seed file
constexpr std::uint64_t kSeed = 20261128;

QByteArray readCorpus(const QString &name)
{
    QFile f(QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/sheets/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing corpus file %s", qPrintable(name));
    return f.readAll();
}

// A Dead Man's Crown score file as `mourners-cli score` reads it and the sheet writes its players.
QByteArray dmcFile(const std::vector<dmc::PlayerInput> &players)
{
    QJsonArray list;
    for (const dmc::PlayerInput &p : players)
        list.append(dmc::toJson(p));
    return QJsonDocument(QJsonObject{{u"players"_s, list}}).toJson(QJsonDocument::Indented);
}

QByteArray occFile(const std::vector<occ::PlayerInput> &players, const occ::ScoreOptions &options)
{
    QJsonArray list;
    for (const occ::PlayerInput &p : players)
        list.append(occ::toJson(p));
    return QJsonDocument(QJsonObject{{u"players"_s, list}, {u"inPlayScores"_s, options.inPlayScores}})
        .toJson(QJsonDocument::Indented);
}

using manstertest::kMansterV1;
using manstertest::kMansterV2;

// A version-3 save of a battle of three with most kinds of step, and the app's own keys.
QByteArray mansterV3()
{
    using namespace manster;
    const QStringList names{u"Ada"_s, u"Bo"_s, u"Cy"_s};
    Battle b(names, 0, MeatRule::Once);
    Save s{names, 0, {}, QJsonObject{{u"id"_s, u"x1"_s}, {u"startedAt"_s, u"2026-11-28T12:00:00Z"_s}}};
    auto card = [](CardKind k, int health, int damage) {
        Card c;
        c.kind = k;
        c.health = health;
        c.damage = damage;
        return c;
    };
    auto act = [&](Action a) {
        if (b.apply(a, nullptr).ok())
            s.actions.push_back(a);
        else
            qFatal("the seed battle refused a step");
    };
    Action a;
    a.kind = ActionKind::AddCard;
    a.player = 0;
    a.slab = 0;
    for (const Card &c : {card(CardKind::Meat, 5, 0), card(CardKind::Bone, 0, 4), card(CardKind::Spirit, 0, 0)}) {
        a.card = c;
        act(a);
    }
    Action end;
    end.kind = ActionKind::EndTurn;
    act(end);
    Action attack;
    attack.kind = ActionKind::Attack;
    attack.player = 0;
    attack.target = 1;
    act(attack);
    act(end);
    Action taken;
    taken.kind = ActionKind::SetTaken;
    taken.player = 0;
    taken.slab = 0;
    taken.value = 2;
    act(taken);
    return writeSave(s, b);
}

template<typename Check>
void fuzz(const QByteArray &seed, Check &&check, int &refused, int &accepted)
{
    mc::fuzz::run(seed, kMutations, kSeed, [&](const QByteArray &m, int i) {
        bool ok = false;
        const bool loaded = check(m, ok);
        if (!ok) {
            qWarning().noquote() << "mutation" << i << "of the seed:" << m;
            return false;
        }
        ++(loaded ? accepted : refused);
        return true;
    });
}

} // namespace

class TestSheetsFuzz : public QObject {
    Q_OBJECT

private slots:
    // Dead Man's Crown: a mutated score file is refused with a sentence or read exactly (it writes
    // back to a file that reads to the same players).
    void deadMansCrownFuzz()
    {
        std::vector<dmc::PlayerInput> seedPlayers(3);
        for (int i = 0; i < 3; ++i) {
            dmc::PlayerInput &p = seedPlayers[std::size_t(i)];
            p.name = QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s}[i];
            p.rituals = 10 + i;
            p.oracle = {1, 0, 2, i, 1, 0, 3};
            p.used = {2, 1, 0, i};
            p.runeGroup = 3;
            p.skullsLeft = i;
            p.bones = 1;
        }
        int refused = 0, accepted = 0;
        fuzz(dmcFile(seedPlayers), [](const QByteArray &m, bool &ok) {
            std::vector<dmc::PlayerInput> players;
            dmc::ParseError e;
            if (!dmc::parse(m, players, e)) {
                ok = !ProblemText::plain(e).isEmpty() && players.empty();
                return false;
            }
            std::vector<dmc::PlayerInput> again;
            ok = dmc::parse(dmcFile(players), again, e) && again == players;
            for (const dmc::PlayerInput &p : players)
                ok = ok && !mc::nameProblem(p.name, {});
            return true;
        }, refused, accepted);
        qInfo("%d refused, %d read", refused, accepted);
        QVERIFY2(refused > kMutations / 2 && accepted > 20, qPrintable(u"%1 refused, %2 read"_s.arg(refused).arg(accepted)));
    }

    void occultFuzz()
    {
        std::vector<occ::PlayerInput> seedPlayers(3);
        for (int i = 0; i < 3; ++i) {
            occ::PlayerInput &p = seedPlayers[std::size_t(i)];
            p.name = QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s}[i];
            p.levels = {1, 2, i};
            p.completed = {true, false, i > 0};
            p.prophecies = {3, 5 + i};
            p.inPlay = {2};
            p.effects = i;
        }
        int refused = 0, accepted = 0;
        fuzz(occFile(seedPlayers, occ::ScoreOptions{}), [](const QByteArray &m, bool &ok) {
            std::vector<occ::PlayerInput> players;
            occ::ParseError e;
            occ::ScoreOptions options;
            if (!occ::parse(m, players, e, &options)) {
                ok = !ProblemText::plain(e).isEmpty() && players.empty();
                return false;
            }
            std::vector<occ::PlayerInput> again;
            occ::ScoreOptions optionsAgain;
            ok = occ::parse(occFile(players, options), again, e, &optionsAgain) && again == players
                 && optionsAgain == options;
            for (const occ::PlayerInput &p : players)
                ok = ok && !mc::nameProblem(p.name, {});
            return true;
        }, refused, accepted);
        qInfo("%d refused, %d read", refused, accepted);
        QVERIFY2(refused > kMutations / 2 && accepted > 20, qPrintable(u"%1 refused, %2 read"_s.arg(refused).arg(accepted)));
    }

    // Every version of the battle's save the app wrote: mutated, refused with its reason and field,
    // or replayed and written back to a save that replays to the same battle.
    void mansterFuzz_data()
    {
        QTest::addColumn<QByteArray>("seed");
        // As the app wrote them: indented, with its own keys.
        auto asWritten = [](const QByteArray &compact) {
            QJsonObject o = QJsonDocument::fromJson(compact).object();
            o[u"id"_s] = u"5b0c1f4e-2d8a-4c47-9a51-0f3e6f1b7a21"_s;
            o[u"startedAt"_s] = u"2026-11-25T16:40:00Z"_s;
            return QJsonDocument(o).toJson(QJsonDocument::Indented);
        };
        QTest::newRow("version 1") << asWritten(kMansterV1);
        QTest::newRow("version 2") << asWritten(kMansterV2);
        QTest::newRow("version 3") << mansterV3();
    }
    void mansterFuzz()
    {
        QFETCH(QByteArray, seed);
        using namespace manster;
        {
            Save s;
            Battle b;
            LoadError e;
            QVERIFY2(readSave(seed, s, b, e), qPrintable(e.path + u' ' + e.detail));
        }
        int refused = 0, accepted = 0;
        fuzz(seed, [](const QByteArray &m, bool &ok) {
            Save s;
            Battle b;
            LoadError e;
            if (!readSave(m, s, b, e)) {
                ok = !e.path.isEmpty() && *loadReasonKey(e.reason) != 0;
                // Quoted back from the file, never a character that garbles what prints it.
                ok = ok && (e.detail.isEmpty() || !mc::nameProblem(u"x"_s + e.detail, {})
                            || mc::nameProblem(u"x"_s + e.detail, {})->reason != mc::ProblemCode::BadCharacter);
                return false;
            }
            Save s2;
            Battle b2;
            ok = readSave(writeSave(s, b), s2, b2, e) && b2 == b && s2.actions == s.actions && s2.names == s.names
                 && s2.version == s.version && s2.extra == s.extra;
            for (const QString &name : s.names)
                ok = ok && !mc::nameProblem(name, {});
            return true;
        }, refused, accepted);
        qInfo("%d refused, %d read", refused, accepted);
        QVERIFY2(refused > kMutations / 2 && accepted > 5, qPrintable(u"%1 refused, %2 read"_s.arg(refused).arg(accepted)));
    }

    // Each class of file the fuzzing found, kept: refused with the exact problem and its field.
    void corpus_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("dmc unknown key") << u"dead-mans-crown/unknown-key.json"_s << u"players[0]: unknownKey 'score'"_s;
        QTest::newRow("dmc control character") << u"dead-mans-crown/control-character-name.json"_s
                                               << u"players[1].name: badCharacter"_s;
        QTest::newRow("dmc long name") << u"dead-mans-crown/long-name.json"_s << u"players[0].name: tooLong"_s;
        QTest::newRow("dmc fraction") << u"dead-mans-crown/fraction.json"_s << u"players[0].rituals: notANumber 0..999"_s;
        QTest::newRow("dmc escaped key") << u"dead-mans-crown/escaped-key.json"_s
                                         << u"top level: unknownKey 'x\\u001b[2J'"_s;
        QTest::newRow("occ lone surrogate") << u"occult/lone-surrogate-name.json"_s << u"players[0].name: badCharacter"_s;
        QTest::newRow("occ direction override") << u"occult/direction-override-name.json"_s
                                                << u"players[1].name: badCharacter"_s;
        QTest::newRow("occ unknown key") << u"occult/unknown-key.json"_s << u"players[0]: unknownKey 'bonus'"_s;
        QTest::newRow("occ word not bool") << u"occult/word-not-bool.json"_s << u"inPlayScores: notABool"_s;
        QTest::newRow("manster unknown key") << u"manster/unknown-key.json"_s << u"top level: unknownKey round"_s;
        QTest::newRow("manster control character") << u"manster/control-character-name.json"_s
                                                   << u"players[1]: badName badCharacter"_s;
        QTest::newRow("manster step unknown key") << u"manster/step-unknown-key.json"_s
                                                  << u"actions[0]: badField unknown key \"slabb\""_s;
        QTest::newRow("manster version as text") << u"manster/version-as-text.json"_s
                                                 << u"version: badField a whole number from 1 to 3 is needed"_s;
        QTest::newRow("manster negative number") << u"manster/negative-number.json"_s
                                                 << u"actions[0]: badField health: a whole number from 0 to 999 is needed"_s;
        QTest::newRow("manster options before version 3") << u"manster/options-before-version-3.json"_s
                                                          << u"top level: unknownKey options"_s;
        QTest::newRow("manster no digest") << u"manster/no-digest.json"_s << u"digest: badField missing"_s;
        QTest::newRow("manster card not a word") << u"manster/card-not-a-word.json"_s
                                                 << u"actions[1]: badField card: unknown kind \"Bone\""_s;
    }
    void corpus()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const QByteArray data = readCorpus(file);
        QString got;
        if (file.startsWith(u"dead-mans-crown/"_s)) {
            std::vector<dmc::PlayerInput> players;
            dmc::ParseError e;
            QVERIFY(!dmc::parse(data, players, e));
            got = mc::problemKey(e);
            QVERIFY(!ProblemText::plain(e).isEmpty());
        } else if (file.startsWith(u"occult/"_s)) {
            std::vector<occ::PlayerInput> players;
            occ::ParseError e;
            QVERIFY(!occ::parse(data, players, e));
            got = mc::problemKey(e);
            QVERIFY(!ProblemText::plain(e).isEmpty());
        } else {
            manster::Save s;
            manster::Battle b;
            manster::LoadError e;
            QVERIFY(!manster::readSave(data, s, b, e));
            got = e.path + u": "_s + QLatin1StringView(manster::loadReasonKey(e.reason)) + u' ' + e.detail;
        }
        QCOMPARE(got, expected);
    }
};

QTEST_GUILESS_MAIN(TestSheetsFuzz)
#include "tst_sheetsfuzz.moc"
