// A phone's messages to the table, mutated (tests/core/mutator.h) and read as the server reads them
// (phones::readIncoming, no network): a message that is refused tells the phone why and changes
// nothing at the table (the state's digest, the steps and what is held stay), and nothing crashes.
// Mourners Call's seat port at the positions of tests/phones/phones_fixture.cpp (motive, blind bid,
// draft pick, a Court card from the hand) and Rest in Peace's at a turn of digital play.
#include "phoneserver.h"
#include "seatport.h"
#include "ripseatport.h"
#include "model/core/names.h"
#include "model/mourners/bots.h"
#include "model/restinpeace/game.h"
#include "tests/core/mutator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr int kMutations = 2000; // per seed message
constexpr std::uint64_t kSeed = 20261128;
constexpr int kMaxBytes = 4096; // phones::Limits::maxMessageBytes

class Host : public phones::GameHost {
public:
    const mc::Game &game() const override { return g; }
    bool applySeatAction(const mc::Action &action, QString &error) override
    {
        const auto e = g.apply(action);
        if (e != mc::ApplyError::None) {
            error = QString::fromLatin1(mc::applyErrorKey(e));
            return false;
        }
        g.playChance();
        return true;
    }
    mc::Game g;
};

class RipHost : public phones::RipHost {
public:
    const rip::Game &ripGame() const override { return g; }
    bool applyRipAction(const rip::Action &action, QString &error) override
    {
        const auto e = g.apply(action);
        if (e != rip::ApplyError::None) {
            error = QString::fromLatin1(rip::applyErrorKey(e));
            return false;
        }
        g.playChance();
        return true;
    }
    rip::Game g;
};

// The games of phones_fixture: the same seeds, played by the same bots to the same decisions.
mc::Game fixtureGame(std::uint64_t seed, mc::Decision until)
{
    mc::Game g = mc::Game::create(mc::standardRuleset(), 3, seed, mc::Mode::Digital, 0, {u"Ada"_s, u"Bo"_s, u"Cy"_s});
    g.playChance();
    for (int i = 0; i < 5000 && g.state().decision() != until; ++i) {
        const int seat = g.state().currentSeat();
        if (g.apply(mc::chooseAction(g.state().viewFor(seat), mc::BotConfig{}, std::uint64_t(i))) != mc::ApplyError::None)
            qFatal("the fixture's bots made an illegal step");
        g.playChance();
    }
    if (g.state().decision() != until)
        qFatal("the fixture's game never reached its decision");
    return g;
}

// A legal message of the seat deciding now, as a phone writes it (indented: lines to double or cut).
QByteArray legalMessage(const mc::Game &g, int &seat)
{
    const mc::GameState &s = g.state();
    seat = s.currentSeat();
    QJsonObject m{{u"type"_s, u"act"_s}, {u"id"_s, 7}};
    for (const mc::Action &a : s.legalActions()) {
        switch (a.type) {
        case mc::ActionType::KeepMotive:
            m[u"kind"_s] = u"motive"_s;
            m[u"faction"_s] = QString::fromLatin1(mc::factionKey(a.a));
            break;
        case mc::ActionType::Bid:
            m[u"kind"_s] = u"bid"_s;
            m[u"amount"_s] = a.v;
            break;
        case mc::ActionType::DraftPick:
            m[u"kind"_s] = u"draft"_s;
            m[u"card"_s] = a.v;
            break;
        case mc::ActionType::PlayCourt:
            m[u"kind"_s] = u"court"_s;
            m[u"card"_s] = a.v;
            m[u"option"_s] = a.a;
            m[u"b"_s] = a.b;
            m[u"c"_s] = a.c;
            m[u"d"_s] = a.d;
            break;
        default: continue;
        }
        return QJsonDocument(m).toJson(QJsonDocument::Indented);
    }
    qFatal("no phone decision at the fixture's position");
    return {};
}

struct Counts {
    int refused = 0;
    int accepted = 0;
};

bool refusal(const phones::Incoming &in)
{
    return in.kind == phones::Incoming::Kind::Refused
           || (in.kind == phones::Incoming::Kind::Submitted && in.answer.status == phones::Answer::Status::Refused);
}

// A refusal's words: a code and a message, neither holding a character that garbles what prints it.
bool toldPlainly(const phones::Answer &a)
{
    return !a.code.isEmpty() && !a.message.isEmpty() && mc::printable(a.message) == a.message;
}

} // namespace

class TestPhoneFuzz : public QObject {
    Q_OBJECT

private slots:
    void mournersCall_data()
    {
        QTest::addColumn<int>("game");
        QTest::addColumn<int>("decision");
        QTest::newRow("motive") << 7 << int(mc::Decision::KeepMotive);
        QTest::newRow("blind bid") << 7 << int(mc::Decision::Bid);
        QTest::newRow("draft pick") << 11 << int(mc::Decision::DraftPick);
        QTest::newRow("court card from the hand") << 11 << int(mc::Decision::Turn);
    }
    void mournersCall()
    {
        QFETCH(int, game);
        QFETCH(int, decision);
        const mc::Game base = fixtureGame(std::uint64_t(game), mc::Decision(decision));
        int seat = 0;
        const QByteArray seed = legalMessage(base, seat);
        Host host;
        host.g = base;
        {
            phones::SeatPort port(host);
            const phones::Incoming in = phones::readIncoming(port, seat, seed, kMaxBytes);
            QCOMPARE(in.kind, phones::Incoming::Kind::Submitted);
            QVERIFY2(in.answer.status == phones::Answer::Status::Applied, qPrintable(in.answer.message));
        }
        host.g = base;
        const QString digest = mc::stateDigest(base.state());
        Counts n;
        bool failed = false;
        mc::fuzz::run(seed, kMutations, kSeed, [&](const QByteArray &m, int i) {
            phones::SeatPort port(host);
            // The other seats' phones send the same text too: a seat not deciding now may hold an answer.
            for (int s : {seat, (seat + 1) % 3}) {
                const phones::Incoming in = phones::readIncoming(port, s, m, kMaxBytes);
                if (!refusal(in)) {
                    ++n.accepted;
                    if (host.g.actions().size() != base.actions().size()) {
                        host.g = base;
                        return true;
                    }
                    continue;
                }
                ++n.refused;
                if (!toldPlainly(in.answer) || !(host.g.state() == base.state())
                    || host.g.actions().size() != base.actions().size() || port.holds(s)) {
                    qWarning().noquote() << "mutation" << i << "seat" << s << in.answer.code << in.answer.message << m;
                    failed = true;
                    return false;
                }
            }
            return true;
        });
        QVERIFY(!failed);
        // The whole state compared above; its digest, as the save keeps it, too.
        QCOMPARE(mc::stateDigest(host.g.state()), digest);
        qInfo("%d refused, %d taken", n.refused, n.accepted);
        QVERIFY2(n.refused > kMutations / 2 && n.accepted > 10, qPrintable(u"%1 refused, %2 taken"_s.arg(n.refused).arg(n.accepted)));
    }

    // Rest in Peace in digital play: every turn is the phone's.
    void restInPeace()
    {
        RipHost host;
        rip::Setup setup;
        setup.mode = rip::Mode::Digital;
        setup.seed = 5;
        host.g = rip::Game::create(setup, {u"Ada"_s, u"Bo"_s});
        host.g.playChance();
        phones::RipSeatPort first(host);
        int seat = host.g.state().currentSeat();
        const QJsonArray choices = first.seatView(seat).value(u"ask"_s).toObject().value(u"choices"_s).toArray();
        QVERIFY(!choices.isEmpty());
        QJsonObject message{{u"type"_s, u"act"_s}, {u"id"_s, 3}};
        for (const QString &k : {u"kind"_s, u"v"_s, u"a"_s, u"b"_s, u"c"_s, u"d"_s})
            message.insert(k, choices.first().toObject().value(k));
        const QByteArray seed = QJsonDocument(message).toJson(QJsonDocument::Indented);
        const rip::Game base = host.g;
        QCOMPARE(phones::readIncoming(first, seat, seed, kMaxBytes).answer.status, phones::Answer::Status::Applied);
        host.g = base;
        const QString digest = rip::stateDigest(base.state());
        Counts n;
        bool failed = false;
        mc::fuzz::run(seed, kMutations, kSeed, [&](const QByteArray &m, int i) {
            phones::RipSeatPort port(host);
            for (int s : {seat, 1 - seat}) {
                const phones::Incoming in = phones::readIncoming(port, s, m, kMaxBytes);
                if (!refusal(in)) {
                    ++n.accepted;
                    if (host.g.actions().size() != base.actions().size())
                        host.g = base;
                    continue;
                }
                ++n.refused;
                if (!toldPlainly(in.answer) || !(host.g.state() == base.state())
                    || host.g.actions().size() != base.actions().size()) {
                    qWarning().noquote() << "mutation" << i << "seat" << s << in.answer.code << in.answer.message << m;
                    failed = true;
                    return false;
                }
            }
            return true;
        });
        QVERIFY(!failed);
        // The whole state compared above; its digest, as the save keeps it, too.
        QCOMPARE(rip::stateDigest(host.g.state()), digest);
        qInfo("%d refused, %d taken", n.refused, n.accepted);
        QVERIFY2(n.refused > kMutations / 2 && n.accepted > 10, qPrintable(u"%1 refused, %2 taken"_s.arg(n.refused).arg(n.accepted)));
    }

    // Kept from the fuzzing: a key that is not part of the protocol is named without its control
    // characters, and a cancel with anything more than its id is refused like any other message.
    void refusedMessages_data()
    {
        QTest::addColumn<QByteArray>("message");
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("text");
        QTest::newRow("control characters in a key")
            << QByteArray("{\"type\":\"act\",\"kind\":\"bid\",\"amount\":1,\"x\\u001b[2J\":1}") << u"bad-message"_s
            << u"unknown field 'x\\u001b[2J'"_s;
        QTest::newRow("cancel with more") << QByteArray("{\"type\":\"cancel\",\"amount\":3}") << u"bad-message"_s
                                          << u"unknown field 'amount'"_s;
        QTest::newRow("key twice, escaped") << QByteArray("{\"type\":\"act\",\"\\u202e\":1,\"\\u202e\":2}") << u"duplicate-key"_s
                                            << u"the key \"\\u202e\" is written twice (\\u202e)"_s;
        QTest::newRow("a list") << QByteArray("[1]") << u"bad-json"_s << u"a message is one JSON object"_s;
    }
    void refusedMessages()
    {
        QFETCH(QByteArray, message);
        QFETCH(QString, code);
        QFETCH(QString, text);
        Host host;
        host.g = fixtureGame(7, mc::Decision::Bid);
        phones::SeatPort port(host);
        const QString digest = mc::stateDigest(host.g.state());
        const phones::Incoming in = phones::readIncoming(port, host.g.state().currentSeat(), message, kMaxBytes);
        QCOMPARE(in.answer.status, phones::Answer::Status::Refused);
        QCOMPARE(in.answer.code, code);
        QCOMPARE(in.answer.message, text);
        QCOMPARE(mc::stateDigest(host.g.state()), digest);
    }
};

QTEST_GUILESS_MAIN(TestPhoneFuzz)
#include "tst_phonefuzz.moc"
