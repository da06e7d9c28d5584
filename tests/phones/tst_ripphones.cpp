// Rest in Peace on the phones (app/phones/ripseatport, app/restinpeace/ripphones): real WebSocket
// clients play a seat's turn from its hand (RIP-TURN-1/2) and lay its round-10 card (RIP-ROUND-3)
// through RipSession, so the log, undo and autosave follow as for a click on the laptop; the laptop
// shows the shared table without a hand-off; every frame is scanned: the other seat's hand is never in it.
#include "historystore.h"
#include "ripphones.h"
#include "ripsession.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

using namespace Qt::StringLiterals;

namespace {

// A phone that keeps every frame and checks each one's shape as it arrives: the only list of ghost
// values is its own hand ("you"), the other seat's hand is a count, and a face-down card is only its own.
struct Phone {
    QWebSocket socket;
    QStringList frames;
    QStringList problems;
    Phone()
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket, [this](const QString &t) {
            frames << t;
            const QJsonObject o = QJsonDocument::fromJson(t.toUtf8()).object();
            if (o.value(u"type"_s).toString() != u"view"_s)
                return;
            if (!o.value(u"you"_s).toObject().value(u"hand"_s).isArray())
                problems << u"no own hand"_s;
            const QJsonObject board = o.value(u"board"_s).toObject();
            for (const QJsonValue p : board.value(u"players"_s).toArray()) {
                const QJsonObject player = p.toObject();
                if (!player.value(u"hand"_s).isDouble())
                    problems << u"a hand that is not a count: "_s + t;
                for (const QString &key : player.keys())
                    if (!QStringList{u"seat"_s, u"name"_s, u"color"_s, u"total"_s, u"hand"_s, u"manors"_s, u"castles"_s,
                                     u"psychic"_s, u"played"_s}
                                 .contains(key))
                        problems << u"a player field the table may not see: "_s + key;
            }
            const QStringList top = o.keys();
            for (const QString &key : top)
                if (!QStringList{u"type"_s, u"game"_s, u"seat"_s, u"name"_s, u"color"_s, u"table"_s, u"laptop"_s, u"you"_s,
                                 u"ask"_s, u"board"_s}
                             .contains(key))
                    problems << u"an unknown field: "_s + key;
        });
    }
    bool open(const QString &seatUrl, const QString &device = {})
    {
        QString u = seatUrl;
        u.replace(u"http://"_s, u"ws://"_s).replace(u"/seat/"_s, u"/ws/"_s);
        if (!device.isEmpty())
            u += u"?device="_s + device;
        QSignalSpy connected(&socket, &QWebSocket::connected);
        socket.open(QUrl(u));
        return connected.wait(5000);
    }
    QJsonObject last(const QString &type) const
    {
        for (auto it = frames.crbegin(); it != frames.crend(); ++it) {
            const QJsonObject o = QJsonDocument::fromJson(it->toUtf8()).object();
            if (o.value(u"type"_s).toString() == type)
                return o;
        }
        return {};
    }
    QJsonObject view() const { return last(u"view"_s); }
    QJsonObject ask() const { return view().value(u"ask"_s).toObject(); }
    // The first choice of `kind` offered now (empty if none).
    QJsonObject choice(const QString &kind) const
    {
        for (const QJsonValue c : ask().value(u"choices"_s).toArray())
            if (c.toObject().value(u"kind"_s).toString() == kind)
                return c.toObject();
        return {};
    }
    void send(const QJsonObject &o) { socket.sendTextMessage(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact))); }
    void play(const QJsonObject &choice)
    {
        send(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, choice.value(u"kind"_s)}, {u"v"_s, choice.value(u"v"_s)},
                         {u"a"_s, choice.value(u"a"_s)}, {u"b"_s, choice.value(u"b"_s)}, {u"c"_s, choice.value(u"c"_s)},
                         {u"d"_s, choice.value(u"d"_s)}});
    }
};

// A seat's ghost cards as the phone shows them, sorted.
QList<int> handOf(const rip::GameState &s, int seat)
{
    QList<int> out;
    for (int v = 1; v <= 6; ++v)
        for (int k = 0; k < s.player[std::size_t(seat)].hand[std::size_t(v)]; ++k)
            out << v;
    return out;
}

QList<int> ints(const QJsonArray &a)
{
    QList<int> out;
    for (const QJsonValue v : a)
        out << v.toInt();
    return out;
}

} // namespace

class TstRipPhones : public QObject {
    Q_OBJECT
    QTemporaryDir m_dir;
    HistoryStore *m_history = nullptr;
    std::unique_ptr<RipSession> m_s;
    std::unique_ptr<RipPhones> m_p;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_history = new HistoryStore(m_dir.path() + u"/history.sqlite"_s, this);
    }
    void init()
    {
        m_s = std::make_unique<RipSession>();
        m_s->setAutosaveDirectory(m_dir.path() + u"/autosave"_s);
        m_s->waitForAutosaveScan();
        m_s->setHistoryStore(m_history);
        m_s->setNextSeed(11);
        m_p = std::make_unique<RipPhones>(m_s.get());
        m_p->setListenAddress(QHostAddress::LocalHost);
        m_p->setLinkHost(u"127.0.0.1"_s);
    }
    void cleanup()
    {
        m_p.reset();
        m_s.reset();
    }

    // A game's links last the whole game (docs/phones.md): the menu and Continue, and a restart, bring
    // the phones back on by themselves with the same links on the same port, kept in the save's app part;
    // the seat's own phone comes back without asking, another device waits for the laptop.
    void linksLastTheWholeGame()
    {
        QVERIFY(m_s->newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"human"_s, u"human"_s}, 0, false));
        QVERIFY(m_p->start());
        const quint16 port = m_p->server().port();
        const QStringList urls{m_p->seatUrl(0), m_p->seatUrl(1)};
        Phone ada;
        QVERIFY(ada.open(urls[0], u"adaPhone-000000000001"_s));
        QTRY_COMPARE(m_p->connectedCount(), 1);
        const QString file = m_s->autosavePath();
        // The menu and Continue.
        m_p->suspend();
        QVERIFY(!m_p->running());
        QVERIFY(m_s->autosaveList()->select(file));
        QVERIFY2(m_s->continueGame(), qPrintable(m_s->message()));
        QVERIFY(m_p->running());
        QCOMPARE(m_p->server().port(), port);
        QCOMPARE((QStringList{m_p->seatUrl(0), m_p->seatUrl(1)}), urls);
        // A restart.
        m_p.reset();
        m_s.reset();
        m_s = std::make_unique<RipSession>();
        m_s->setAutosaveDirectory(m_dir.path() + u"/autosave"_s);
        m_s->waitForAutosaveScan();
        m_s->setHistoryStore(m_history);
        QVERIFY(m_s->autosaveList()->select(file));
        QVERIFY2(m_s->continueGame(), qPrintable(m_s->message()));
        m_p = std::make_unique<RipPhones>(m_s.get());
        m_p->setListenAddress(QHostAddress::LocalHost);
        m_p->setLinkHost(u"127.0.0.1"_s);
        QVERIFY(m_p->running());
        QCOMPARE(m_p->server().port(), port);
        QCOMPARE((QStringList{m_p->seatUrl(0), m_p->seatUrl(1)}), urls);
        Phone adaAgain, other;
        QVERIFY(adaAgain.open(urls[0], u"adaPhone-000000000001"_s));
        QTRY_VERIFY(!adaAgain.view().isEmpty());
        QVERIFY(m_p->seats()->value(0, "hidden").toBool());
        QVERIFY(other.open(urls[0], u"otherPhone-00000000002"_s));
        QTRY_COMPARE(m_p->requestCount(), 1);
        QVERIFY(other.view().isEmpty());
        // A new game: new links, the old ones open nothing.
        QVERIFY(m_s->newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"human"_s, u"human"_s}, 0, false));
        QVERIFY(m_p->seatUrl(0) != urls[0]);
        QCOMPARE(m_p->server().seatForSecret(urls[0].section(u'/', -1).toLatin1()), -1);
    }

    // RIP-TURN-1/2, RIP-ROUND-3 in digital play: both seats on phones. Each turn is played from the
    // phone's hand (a ghost card, then the end of the turn), the loser lays a card face down on round 10
    // on its phone; the laptop never needs a hand-off, lists no choice and says whose phone it waits for.
    void digitalTurnAndRoundTenCardOnPhones()
    {
        QVERIFY(m_s->newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"human"_s, u"human"_s}, 0, false));
        QCOMPARE(m_s->handOff(), u"Ada"_s); // hot-seat without phones
        QVERIFY(m_p->start());
        QCOMPARE(m_p->seats()->count(), 2);
        Phone phone[2];
        for (int p = 0; p < 2; ++p)
            QVERIFY(phone[p].open(m_p->seatUrl(p)));
        QTRY_COMPARE(m_p->connectedCount(), 2);
        const rip::GameState &s = m_s->game().state();
        QCOMPARE(s.decision(), rip::Decision::Turn);
        const int first = s.currentSeat();
        const int second = 1 - first;
        QCOMPARE(m_s->phoneSeat(), first);
        QCOMPARE(m_s->handOff(), QString());
        QCOMPARE(m_s->viewer(), -1);
        QCOMPARE(m_s->choices()->count(), 0);
        QVERIFY(m_s->prompt().contains(u"phone"_s));

        // The phone shows its own hand and offers exactly that seat's legal plays.
        QTRY_COMPARE(phone[first].ask().value(u"kind"_s).toString(), u"turn"_s);
        QCOMPARE(ints(phone[first].view().value(u"you"_s).toObject().value(u"hand"_s).toArray()), handOf(s, first));
        QCOMPARE(qsizetype(phone[first].ask().value(u"choices"_s).toArray().size()), qsizetype(s.legalActions().size()));
        QVERIFY(phone[second].view().value(u"ask"_s).isNull());
        // The other phone cannot play now; the laptop cannot play for a seat on its phone.
        phone[second].send(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"end"_s}});
        QTRY_COMPARE(phone[second].last(u"error"_s).value(u"code"_s).toString(), u"not-now"_s);
        QVERIFY(!m_s->applyAction(s.legalActions().back()));
        // A ghost value the seat does not hold is refused and changes nothing (RIP-TURN-1).
        const std::size_t before = m_s->game().actions().size();
        int missing = 0;
        for (int v = 6; v >= 1 && !missing; --v)
            if (s.player[std::size_t(first)].hand[std::size_t(v)] == 0)
                missing = v;
        if (missing) {
            phone[first].send(QJsonObject{{u"type"_s, u"act"_s}, {u"kind"_s, u"ghost"_s}, {u"v"_s, missing}});
            QTRY_COMPARE(phone[first].last(u"error"_s).value(u"code"_s).toString(), u"illegal"_s);
            QCOMPARE(m_s->game().actions().size(), before);
        }

        const QJsonObject ghost = phone[first].choice(u"ghost"_s);
        QVERIFY(!ghost.isEmpty());
        const int steps = m_s->log()->stepCount();
        phone[first].play(ghost);
        QTRY_COMPARE(phone[first].last(u"ack"_s).value(u"status"_s).toString(), u"applied"_s);
        QCOMPARE(m_s->log()->stepCount(), steps + 1);
        QCOMPARE(m_s->game().state().side(1, first).size(), 1);
        QCOMPARE(int(m_s->game().state().side(1, first)[0].ghost), ghost.value(u"v"_s).toInt());
        QTRY_COMPARE(ints(phone[first].view().value(u"you"_s).toObject().value(u"hand"_s).toArray()),
                     handOf(m_s->game().state(), first));
        // The table (both phones) sees the card played.
        QTRY_COMPARE(phone[second].view().value(u"board"_s).toObject().value(u"players"_s).toArray()
                             .at(first).toObject().value(u"played"_s).toArray().size(), 1);
        // End the turn ahead: the other seat's phone is asked (RIP-TURN-2).
        QTRY_VERIFY(!phone[first].choice(u"end"_s).isEmpty());
        phone[first].play(phone[first].choice(u"end"_s));
        QTRY_COMPARE(m_s->game().state().currentSeat(), second);
        QCOMPARE(m_s->phoneSeat(), second);
        QCOMPARE(m_s->handOff(), QString());
        QTRY_COMPARE(phone[second].ask().value(u"kind"_s).toString(), u"turn"_s);
        // It withdraws (0 does not beat the card): it lost the round and lays a card face down (RIP-ROUND-3).
        phone[second].play(phone[second].choice(u"end"_s));
        QTRY_COMPARE(m_s->game().state().decision(), rip::Decision::Place);
        QCOMPARE(m_s->game().state().currentSeat(), second);
        QCOMPARE(m_s->phoneSeat(), second);
        QCOMPARE(m_s->handOff(), QString());
        QCOMPARE(m_s->choices()->count(), 0);
        QTRY_COMPARE(phone[second].ask().value(u"kind"_s).toString(), u"place"_s);
        QJsonObject place;
        for (const QJsonValue c : phone[second].ask().value(u"choices"_s).toArray())
            if (c.toObject().value(u"a"_s).toInt() == 0 && c.toObject().value(u"v"_s).toInt() > 0)
                place = c.toObject();
        QVERIFY(!place.isEmpty());
        const int value = place.value(u"v"_s).toInt();
        phone[second].play(place);
        QTRY_VERIFY(m_s->game().state().decision() != rip::Decision::Place);
        const rip::Side &ten = m_s->game().state().side(rip::kRounds, second);
        QCOMPARE(ten.size(), 1);
        QCOMPARE(int(ten[0].ghost), value);
        // Only its owner's phone knows the value.
        QTRY_COMPARE(phone[second].view().value(u"you"_s).toObject().value(u"faceDown"_s).toArray().size(), 1);
        QVERIFY(phone[second].view().value(u"you"_s).toObject().value(u"faceDown"_s).toArray().at(0).toString().contains(
                QString::number(value)));
        for (const QString &f : phone[first].frames)
            QVERIFY(!f.contains(u"faceDown\":[\"("_s)); // its own round-10 list stays empty

        // Undo on the laptop reaches the phones: the loser is asked for its card again.
        QVERIFY(m_s->undo());
        QCOMPARE(m_s->game().state().decision(), rip::Decision::Place);
        QTRY_COMPARE(phone[second].ask().value(u"kind"_s).toString(), u"place"_s);
        QTRY_COMPARE(phone[second].view().value(u"you"_s).toObject().value(u"faceDown"_s).toArray().size(), 0);
        // The laptop takes the seat back: its hand-off again, and the phone's answers are refused.
        m_p->takeBack(second);
        QCOMPARE(m_s->phoneSeat(), -1);
        QCOMPARE(m_s->handOff(), m_s->game().names().at(second));
        // Its phone is told at once: the page says the laptop decides, and offers nothing.
        QTRY_COMPARE(phone[second].view().value(u"laptop"_s).toBool(), true);
        QVERIFY(phone[second].view().value(u"ask"_s).isNull());
        // Both seats are drawn in the laptop's colours.
        for (int p = 0; p < 2; ++p)
            QCOMPARE(phone[p].view().value(u"color"_s).toString(), m_p->seatColors(false).at(p));
        const auto errors = [&phone, second] {
            int n = 0;
            for (const QString &f : phone[second].frames)
                n += f.contains(u"\"type\":\"error\""_s) ? 1 : 0;
            return n;
        };
        const int refused = errors();
        phone[second].play(place);
        QTRY_COMPARE(errors(), refused + 1);
        QCOMPARE(phone[second].last(u"error"_s).value(u"code"_s).toString(), u"not-now"_s); // nothing to decide there
        QCOMPARE(m_s->game().state().decision(), rip::Decision::Place);
        m_p->giveBack(second);
        QCOMPARE(m_s->phoneSeat(), second);
        QTRY_COMPARE(phone[second].ask().value(u"kind"_s).toString(), u"place"_s);
        QCOMPARE(phone[second].view().value(u"laptop"_s).toBool(), false);

        for (int p = 0; p < 2; ++p)
            QVERIFY2(phone[p].problems.isEmpty(), qPrintable(phone[p].problems.join(u"\n"_s)));
    }

    // RIP-ROUND-3 at a table: the cards are real, so only the card laid face down on round 10 is asked on
    // the phone; the laptop enters the rest and shows "Waiting for …'s phone" meanwhile.
    void tableRoundTenCardOnAPhone()
    {
        QVERIFY(m_s->newGame(u"table"_s, {u"Ada"_s, u"Bo"_s}, {}, 0, false));
        QVERIFY(m_p->start());
        Phone phone[2];
        for (int p = 0; p < 2; ++p)
            QVERIFY(phone[p].open(m_p->seatUrl(p)));
        QTRY_COMPARE(m_p->connectedCount(), 2);
        // The table's steps on the laptop until someone lost a round: the setup is typed, the starter ends
        // at once (0 does not beat 0) and withdraws.
        for (int i = 0; i < 200 && m_s->game().state().decision() != rip::Decision::Place; ++i) {
            const rip::GameState &s = m_s->game().state();
            QCOMPARE(m_s->phoneSeat(), -1);
            if (s.decision() == rip::Decision::Turn)
                QTRY_VERIFY(phone[s.currentSeat()].view().value(u"ask"_s).isNull()); // the turn is on the table
            const std::vector<rip::Action> legal = s.legalActions();
            auto end = std::find_if(legal.begin(), legal.end(), [](const rip::Action &a) { return a.type == rip::ActionType::End; });
            QVERIFY(m_s->applyAction(end != legal.end() ? *end : legal.front()));
        }
        const rip::GameState &s = m_s->game().state();
        QCOMPARE(s.decision(), rip::Decision::Place);
        const int loser = s.currentSeat();
        QCOMPARE(m_s->phoneSeat(), loser);
        QCOMPARE(m_s->handOff(), QString());
        QCOMPARE(m_s->choices()->count(), 0);
        QVERIFY(m_s->prompt().contains(m_s->game().names().at(loser)));
        QTRY_COMPARE(phone[loser].ask().value(u"kind"_s).toString(), u"place"_s);
        QCOMPARE(phone[loser].view().value(u"table"_s).toBool(), true);
        QVERIFY(phone[1 - loser].view().value(u"ask"_s).isNull());
        QJsonObject down;
        for (const QJsonValue c : phone[loser].ask().value(u"choices"_s).toArray())
            if (c.toObject().value(u"a"_s).toInt() == 0)
                down = c.toObject();
        QVERIFY(!down.isEmpty());
        phone[loser].play(down);
        QTRY_VERIFY(m_s->game().state().decision() != rip::Decision::Place);
        QCOMPARE(m_s->game().state().side(rip::kRounds, loser).size(), 1);
        QCOMPARE(m_s->phoneSeat(), -1);
        for (int p = 0; p < 2; ++p)
            QVERIFY2(phone[p].problems.isEmpty(), qPrintable(phone[p].problems.join(u"\n"_s)));
    }

    // Hostile messages from a seat's phone are refused and change nothing.
    void hostileMessagesChangeNothing()
    {
        QVERIFY(m_s->newGame(u"digital"_s, {u"Ada"_s, u"Bo"_s}, {u"human"_s, u"human"_s}, 0, false));
        QVERIFY(m_p->start());
        const int seat = m_s->game().state().currentSeat();
        Phone phone;
        QVERIFY(phone.open(m_p->seatUrl(seat)));
        QTRY_COMPARE(phone.ask().value(u"kind"_s).toString(), u"turn"_s);
        const std::size_t before = m_s->game().actions().size();
        const QList<QJsonObject> bad{
                {{u"type"_s, u"act"_s}, {u"kind"_s, u"ghost"_s}, {u"v"_s, 2.5}},
                {{u"type"_s, u"act"_s}, {u"kind"_s, u"ghost"_s}, {u"v"_s, 1e300}},
                {{u"type"_s, u"act"_s}, {u"kind"_s, u"chance"_s}, {u"v"_s, 3}},
                {{u"type"_s, u"act"_s}, {u"kind"_s, u"end"_s}, {u"seat"_s, 1 - seat}},
                {{u"type"_s, u"act"_s}, {u"kind"_s, u"psychic"_s}, {u"v"_s, 29}},
                {{u"type"_s, u"cancel"_s}}};
        int errors = 0;
        for (const QJsonObject &o : bad) {
            phone.send(o);
            ++errors;
            QTRY_COMPARE(int(std::count_if(phone.frames.begin(), phone.frames.end(),
                                           [](const QString &f) { return f.contains(u"\"type\":\"error\""_s); })),
                         errors);
        }
        QCOMPARE(m_s->game().actions().size(), before);
    }
};

QTEST_MAIN(TstRipPhones)
#include "tst_ripphones.moc"
