// Phones at the table in the app: PhoneTable joins GameController's game to the phones' server. Real
// WebSocket clients play the private steps (R-SETUP-4 motive, R-TITHE-2 bid) through the controller,
// so the log, undo and autosave follow as for a click on the laptop; a seat without a phone keeps the
// hand-off; the laptop can take a seat back; the server listens only while the phones are on.
#include "appsettings.h"
#include "cardtext.h"
#include "gamecontroller.h"
#include "phonetable.h"
#include "playersmodel.h"
#include "tablestatus.h"
#include "model/mourners/bots.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

// A phone: a WebSocket client that keeps every frame it received. With `secrets` set, every frame is
// scanned as it arrives for the ids of cards this seat has never held but another seat holds now.
struct Phone {
    QWebSocket socket;
    QStringList frames;
    std::function<QStringList()> secrets; // the Court card ids in the other seats' hands and drafts now
    QSet<QString> seen;                    // the ids this seat has held (its own view showed them)
    QStringList leaks;
    Phone()
    {
        QObject::connect(&socket, &QWebSocket::textMessageReceived, &socket, [this](const QString &t) {
            frames << t;
            if (!secrets)
                return;
            const QJsonObject you = QJsonDocument::fromJson(t.toUtf8()).object().value(u"you"_s).toObject();
            for (const QString key : {u"hand"_s, u"draft"_s})
                for (const QJsonValue c : you.value(key).toArray())
                    seen.insert(c.toObject().value(u"id"_s).toString());
            for (const QString &id : secrets())
                if (!seen.contains(id) && t.contains(u"\"%1\""_s.arg(id)))
                    leaks << id;
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
    QJsonObject ask() const { return last(u"view"_s).value(u"ask"_s).toObject(); }
    void act(const QString &kind, const QString &field, const QJsonValue &value)
    {
        const QJsonObject o{{u"type"_s, u"act"_s}, {u"kind"_s, kind}, {field, value}};
        socket.sendTextMessage(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
    }
    int count(const QString &type) const
    {
        int n = 0;
        for (const auto &f : frames)
            n += QJsonDocument::fromJson(f.toUtf8()).object().value(u"type"_s).toString() == type ? 1 : 0;
        return n;
    }
};

const QStringList kNames{u"Ada"_s, u"Bo"_s, u"Cy"_s};

} // namespace

class TstPhoneTable : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<GameController> m_c;
    std::unique_ptr<PhoneTable> m_t;

    // A digital hot-seat game of three people.
    void newGame()
    {
        QVERIFY(m_c->newDigitalGame(QVariantMap{{u"names"_s, kNames},
                                                {u"kinds"_s, QStringList{u"person"_s, u"person"_s, u"person"_s}},
                                                {u"seed"_s, 7}}));
        QCOMPARE(m_c->game().state().decision(), mc::Decision::KeepMotive);
    }
    // Plays on the laptop, as people would (hand-off, then the seat's own choice), until `until`.
    void playOnLaptopUntil(mc::Decision until)
    {
        for (int i = 0; i < 5000 && m_c->game().state().decision() != until; ++i) {
            if (m_c->seats()->handOffNeeded())
                m_c->revealPrivate();
            const mc::GameState &s = m_c->game().state();
            const mc::Action a = mc::chooseAction(s.viewFor(s.currentSeat()), mc::BotConfig{}, std::uint64_t(i));
            QVERIFY2(m_c->applyChoice(a.key()), qPrintable(m_c->lastError()));
        }
        QCOMPARE(m_c->game().state().decision(), until);
    }
    QString url(int seat) const { return m_t->seatUrl(seat); }
    // The ids of the Court cards in the hands and drafts of every seat but `seat`, now.
    QStringList othersCards(int seat) const
    {
        QStringList out;
        const mc::GameState &s = m_c->game().state();
        for (int q = 0; q < s.players; ++q)
            if (q != seat)
                for (const auto *cards : {&s.player[std::size_t(q)].hand, &s.player[std::size_t(q)].draft})
                    for (const auto c : *cards)
                        if (c >= 0)
                            out << s.rules().court[std::size_t(c)].id;
        return out;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        m_c = std::make_unique<GameController>();
        m_c->setAutosaveDirectory(m_dir.path());
        m_c->autosave()->waitForScan();
        AppSettings::setPhonesNetwork(QString()); // every network, whatever a test before chose
        m_t = std::make_unique<PhoneTable>(m_c.get());
        m_t->setListenAddress(QHostAddress::LocalHost);
        m_t->setLinkHost(u"127.0.0.1"_s);
        newGame();
    }
    void cleanup()
    {
        m_t.reset();
        m_c.reset();
    }

    // Off by default; links, codes and a listening port only while on; stop() closes the port and the
    // phones; every new game has new links.
    void listensOnlyWhileOn()
    {
        QVERIFY(!m_t->running());
        QCOMPARE(m_t->seats()->count(), 3);
        QVERIFY(url(0).isEmpty());
        QVERIFY(m_t->seats()->value(0, "qr").toString().isEmpty());
        QSignalSpy running(m_t.get(), &PhoneTable::runningChanged);
        QVERIFY(m_t->start());
        QCOMPARE(running.count(), 1);
        const quint16 port = m_t->server().port();
        QVERIFY(port != 0);
        QVERIFY(url(0).startsWith(u"http://127.0.0.1:%1/seat/"_s.arg(port)));
        QCOMPARE(m_t->seats()->value(1, "url").toString(), url(1));
        QCOMPARE(m_t->seats()->value(1, "name").toString(), u"Bo"_s);
        QVERIFY(m_t->seats()->value(2, "qr").toString().startsWith(u"data:image/png;base64,"_s));
        QImage qr;
        QVERIFY(qr.loadFromData(QByteArray::fromBase64(m_t->seats()->value(2, "qr").toString().mid(22).toLatin1()), "PNG"));
        QVERIFY(qr.width() > 100);

        Phone phone;
        QVERIFY(phone.open(url(0)));
        QTRY_COMPARE(m_t->connectedCount(), 1);
        QCOMPARE(m_t->seats()->value(0, "connected").toBool(), true);
        QCOMPARE(m_t->connected().value(0).toBool(), true);
        const QString oldLink = url(0);

        m_t->stop();
        QVERIFY(!m_t->running());
        QCOMPARE(running.count(), 2);
        QTRY_COMPARE(phone.socket.state(), QAbstractSocket::UnconnectedState);
        QVERIFY(url(0).isEmpty());
        QTcpSocket probe;
        probe.connectToHost(QHostAddress::LocalHost, port);
        QVERIFY(!probe.waitForConnected(1000));
        QVERIFY(!m_c->seats()->onPhone(0)); // every seat decides on the laptop again
        QVERIFY(m_c->seats()->handOffNeeded());

        // Switched on again in the same game: the same links (and port, when free).
        QVERIFY(m_t->start());
        QCOMPARE(url(0), oldLink);
        // A new game: new secrets; the server keeps listening.
        newGame();
        QVERIFY(m_t->running());
        QVERIFY(!url(0).isEmpty());
        QVERIFY(url(0) != oldLink);
    }

    // R-SETUP-4: motives kept on two phones (one ahead of its turn, held), the third seat on the laptop
    // behind its hand-off. Each phone step is a step of the controller: logged, undoable, autosaved.
    void motivesOnPhonesAndTheLaptop()
    {
        QVERIFY(m_t->start());
        Phone ada, bo;
        QVERIFY(ada.open(url(0)));
        QVERIFY(bo.open(url(1)));
        QTRY_COMPARE(m_t->connectedCount(), 2);
        // Ada decides now on her phone: no hand-off, and the laptop lists none of her choices.
        QCOMPARE(m_c->game().state().currentSeat(), 0);
        QVERIFY(!m_c->seats()->handOffNeeded());
        QCOMPARE(m_c->seats()->phoneSeat(), 0);
        QVERIFY(m_c->guide()->shownActions().empty());
        QVERIFY(m_c->legalActions().isEmpty());
        QCOMPARE(m_c->seats()->privateSeat(), -1);
        m_c->revealPrivate(); // "I am Ada" does nothing while her phone decides
        QCOMPARE(m_c->seats()->privateSeat(), -1);
        QTRY_COMPARE(ada.ask().value(u"kind"_s).toString(), u"motive"_s);
        QCOMPARE(ada.ask().value(u"now"_s).toBool(), true);
        QCOMPARE(m_t->answersText(), u"0 of 3 motives chosen"_s);

        // Bo answers before his turn: held, counted, nothing applied yet.
        const int stepsBefore = m_c->log()->stepCount();
        bo.act(u"motive"_s, u"faction"_s, u"flesh"_s);
        QTRY_COMPARE(bo.last(u"ack"_s).value(u"status"_s).toString(), u"held"_s);
        QTRY_COMPARE(m_t->answersText(), u"1 of 3 motives chosen"_s);
        QCOMPARE(m_c->log()->stepCount(), stepsBefore);

        ada.act(u"motive"_s, u"faction"_s, u"bone"_s);
        QTRY_COMPARE(ada.last(u"ack"_s).value(u"status"_s).toString(), u"applied"_s);
        // Ada's step and then Bo's held one went through the controller.
        QTRY_COMPARE(m_c->game().state().player[1].declared, std::int8_t(1));
        QCOMPARE(m_c->game().state().player[0].declared, std::int8_t(0));
        QCOMPARE(m_c->log()->stepCount(), stepsBefore + 2);
        QVERIFY(m_c->canUndo());
        QVERIFY(m_c->lastError().isEmpty()); // as after a click
        const mc::Game::LoadResult saved = mc::Game::load(m_c->autosave()->path());
        QVERIFY2(saved.ok(), qPrintable(mc::problemKeys(saved.problems)));
        QCOMPARE(saved.game.actions().size(), m_c->game().actions().size());

        // Cy has no phone: the laptop's hand-off, then Cy's own choices.
        QCOMPARE(m_c->game().state().currentSeat(), 2);
        QCOMPARE(m_c->seats()->phoneSeat(), -1);
        QVERIFY(m_c->seats()->handOffNeeded());
        QVERIFY(m_c->guide()->shownActions().empty());
        m_c->revealPrivate();
        QCOMPARE(m_c->seats()->privateSeat(), 2);
        QVERIFY(!m_c->guide()->shownActions().empty());
        QCOMPARE(m_t->answersText(), u"2 of 3 motives chosen"_s);
        QVERIFY(m_c->applyChoice(m_c->guide()->shownActions().front().key()));
        QVERIFY(m_c->game().state().decision() != mc::Decision::KeepMotive);
        QTRY_COMPARE(m_t->answersText(), QString());
    }

    // Undo on the laptop reaches the phones: the seat is asked again and a held answer is dropped.
    void undoUpdatesThePhones()
    {
        QVERIFY(m_t->start());
        Phone ada, cy;
        QVERIFY(ada.open(url(0)));
        QVERIFY(cy.open(url(2)));
        QTRY_COMPARE(m_t->connectedCount(), 2);
        ada.act(u"motive"_s, u"faction"_s, u"spirit"_s);
        QTRY_COMPARE(m_c->game().state().currentSeat(), 1);
        QTRY_VERIFY(ada.last(u"view"_s).value(u"ask"_s).isNull());
        cy.act(u"motive"_s, u"faction"_s, u"bone"_s);
        QTRY_COMPARE(cy.last(u"ack"_s).value(u"status"_s).toString(), u"held"_s);
        QVERIFY(m_t->seatPort().holds(2));

        const int dropped = cy.count(u"dropped"_s);
        QVERIFY(m_c->undo());
        QCOMPARE(m_c->game().state().currentSeat(), 0);
        QCOMPARE(m_c->game().state().player[0].declared, std::int8_t(-1));
        QTRY_COMPARE(ada.ask().value(u"now"_s).toBool(), true);
        QCOMPARE(ada.ask().value(u"kind"_s).toString(), u"motive"_s);
        QTRY_COMPARE(cy.count(u"dropped"_s), dropped + 1);
        QVERIFY(!m_t->seatPort().holds(2));
        QCOMPARE(m_c->seats()->phoneSeat(), 0); // back to waiting for Ada's phone
        // Redo is a step of the game too: the phone sees it.
        QVERIFY(m_c->redo());
        QTRY_VERIFY(ada.last(u"view"_s).value(u"ask"_s).isNull());
    }

    // A game's links last the whole game: the menu and Continue, and a restart of the app, bring the
    // phones back on by themselves with the same links on the same port; a phone comes back with its
    // device and needs no confirmation. A held answer stays while the app runs and is dropped (the
    // phone is told so on its page) when the app restarted.
    void linksLastTheWholeGame()
    {
        QVERIFY(m_t->start());
        const quint16 port = m_t->server().port();
        const QStringList urls{url(0), url(1), url(2)};
        Phone ada, cy;
        QVERIFY(ada.open(urls[0], u"adaPhone-000000000001"_s));
        QVERIFY(cy.open(urls[2], u"cyPhone-0000000000002"_s));
        QTRY_COMPARE(m_t->connectedCount(), 2);
        cy.act(u"motive"_s, u"faction"_s, u"bone"_s);
        QTRY_COMPARE(cy.last(u"ack"_s).value(u"status"_s).toString(), u"held"_s);
        // The saved game keeps the links (the autosave is written when the phones go on).
        const QString file = m_c->autosave()->path();
        QVERIFY(mc::Game::load(file).game.meta().value(u"phones"_s).toObject().value(u"on"_s).toBool());

        // The menu and Continue: the page closes (the phones are suspended), the game is opened again.
        m_t->suspend();
        QVERIFY(!m_t->running());
        QVERIFY(m_c->autosave()->select(file));
        QVERIFY(m_c->continueGame());
        QVERIFY(m_t->running());
        QCOMPARE(m_t->server().port(), port);
        QCOMPARE((QStringList{url(0), url(1), url(2)}), urls);
        QVERIFY(m_t->seatPort().holds(2)); // the same game went on: Cy's answer is still held
        Phone cy2;
        QVERIFY(cy2.open(urls[2], u"cyPhone-0000000000002"_s));
        QTRY_VERIFY(!cy2.ask().value(u"held"_s).isNull());
        QCOMPARE(cy2.count(u"waiting"_s), 0);

        // A restart: a new controller and phones over the same autosave folder.
        cy2.socket.close();
        m_t.reset();
        m_c.reset();
        m_c = std::make_unique<GameController>();
        m_c->setAutosaveDirectory(m_dir.path());
        m_c->autosave()->waitForScan();
        QVERIFY(m_c->autosave()->select(file));
        QVERIFY(m_c->continueGame());
        m_t = std::make_unique<PhoneTable>(m_c.get());
        m_t->setListenAddress(QHostAddress::LocalHost);
        m_t->setLinkHost(u"127.0.0.1"_s);
        QVERIFY(m_t->running()); // on by itself, as it was
        QCOMPARE(m_t->server().port(), port);
        QCOMPARE((QStringList{url(0), url(1), url(2)}), urls);
        QVERIFY(!m_t->seatPort().holds(2));
        QCOMPARE(m_t->answersIn(), 0); // the laptop says what the phones are told: nothing held
        Phone cy3, stranger;
        QVERIFY(cy3.open(urls[2], u"cyPhone-0000000000002"_s));
        QTRY_VERIFY(cy3.count(u"view"_s) >= 1);
        QCOMPARE(cy3.ask().value(u"kind"_s).toString(), u"motive"_s);
        QVERIFY(cy3.ask().value(u"held"_s).isNull());
        // Cy's phone is remembered with the game: its code stays hidden, another device asks first.
        QVERIFY(m_t->seats()->value(2, "hidden").toBool());
        QVERIFY(m_t->seats()->value(2, "qr").toString().isEmpty());
        QVERIFY(stranger.open(urls[2], u"strangerPhone-0000003"_s));
        QTRY_COMPARE(m_t->requestCount(), 1);
        QCOMPARE(stranger.count(u"view"_s), 0);
        QVERIFY(m_t->seats()->value(2, "request").toString().contains(u"Cy"_s));
        // Switched off by hand: the game remembers that too, and a restart leaves them off.
        m_t->stop();
        QCOMPARE(m_c->autosave()->path(), file); // the autosave written
        QVERIFY(!mc::Game::load(file).game.meta().value(u"phones"_s).toObject().value(u"on"_s).toBool());
    }

    // A new game gets new links; a save from before links were kept loads and gets new ones; while the
    // phones were never on, a save carries no links at all.
    void newGameNewLinksOldSaveLoads()
    {
        const QString plain = m_dir.filePath(u"plain.json"_s);
        QVERIFY(m_c->save(plain));
        QVERIFY(!mc::Game::load(plain).game.meta().contains(u"phones"_s));
        QVERIFY(m_t->start());
        const QString first = url(0);
        newGame();
        QVERIFY(m_t->running());
        QVERIFY(url(0) != first);
        QCOMPARE(m_t->server().seatForSecret(first.section(u'/', -1).toLatin1()), -1);
        const QString second = url(0);
        QVERIFY(m_c->load(plain));
        QVERIFY(m_t->running()); // a running server goes on, with new links for the game opened
        QVERIFY(!url(0).isEmpty());
        QVERIFY(url(0) != first && url(0) != second);
    }

    // The port of a continued game is taken: the phones go on elsewhere and the panel says the links changed.
    void takenPortGivesNewLinksAndSaysSo()
    {
        QVERIFY(m_t->start());
        const quint16 port = m_t->server().port();
        Phone ada;
        QVERIFY(ada.open(url(0), u"adaPhone-000000000001"_s));
        QTRY_COMPARE(m_t->connectedCount(), 1);
        QVERIFY(m_t->seats()->value(0, "hidden").toBool());
        const QString file = m_c->autosave()->path();
        m_t->suspend();
        QTcpServer squatter;
        QVERIFY(squatter.listen(QHostAddress::LocalHost, port));
        QVERIFY(m_c->autosave()->select(file));
        QVERIFY(m_c->continueGame());
        QVERIFY(m_t->running());
        QVERIFY(m_t->server().port() != port);
        QVERIFY(m_t->linksNotice().contains(QString::number(port)));
        // Every phone scans again: the codes are shown, no device is kept.
        QVERIFY(!m_t->seats()->value(0, "hidden").toBool());
        QVERIFY(!m_t->seats()->value(0, "qr").toString().isEmpty());
        QVERIFY(!m_t->server().hasDevice(0));
    }

    // Once a seat's phone joined, its code is off the laptop; another device waits for the laptop:
    // let in, the first is told it was replaced; the code can be shown again.
    void aSeatIsNeverTakenSilently()
    {
        QVERIFY(m_t->start());
        QVERIFY(!m_t->seats()->value(1, "qr").toString().isEmpty());
        Phone bo, other;
        QVERIFY(bo.open(url(1), u"boPhone-0000000000001"_s));
        QTRY_VERIFY(m_t->seats()->value(1, "hidden").toBool());
        QVERIFY(m_t->seats()->value(1, "qr").toString().isEmpty());
        QVERIFY(m_t->seats()->value(1, "url").toString().isEmpty());
        QVERIFY(other.open(url(1), u"otherPhone-00000000002"_s));
        QTRY_COMPARE(m_t->requestCount(), 1);
        QCOMPARE(m_t->seats()->value(1, "request").toString(), u"Another device wants Bo's seat (an unknown browser, 127.0.0.1)."_s);
        QCOMPARE(other.count(u"view"_s), 0);
        m_t->letIn(1);
        QTRY_COMPARE(bo.count(u"replaced"_s), 1);
        QTRY_VERIFY(other.count(u"view"_s) >= 1);
        QCOMPARE(m_t->requestCount(), 0);
        QVERIFY(m_t->seats()->value(1, "request").toString().isEmpty());
        QVERIFY(m_t->seats()->value(1, "hidden").toBool());
        m_t->showCode(1);
        QVERIFY(!m_t->seats()->value(1, "qr").toString().isEmpty());
        QCOMPARE(m_t->seats()->value(1, "url").toString(), url(1));
    }

    // R-TITHE-2: a blind bid from each of three phones; "n of 3 bids in" on the laptop, the amounts only
    // at the reveal; the laptop never lists a phone seat's bids.
    void blindBidFromThreePhones()
    {
        playOnLaptopUntil(mc::Decision::Bid);
        QVERIFY(m_t->start());
        Phone phone[3];
        for (int p = 0; p < 3; ++p)
            QVERIFY(phone[p].open(url(p)));
        QTRY_COMPARE(m_t->connectedCount(), 3);
        const int first = m_c->game().state().currentSeat();
        QCOMPARE(m_c->seats()->phoneSeat(), first);
        QVERIFY(!m_c->seats()->handOffNeeded());
        QVERIFY(m_c->guide()->shownActions().empty());
        QCOMPARE(m_t->answersText(), u"0 of 3 bids in"_s);
        const int steps = m_c->log()->stepCount();
        const int last = (first + 2) % 3;
        phone[last].act(u"bid"_s, u"amount"_s, 0);
        QTRY_COMPARE(m_t->answersText(), u"1 of 3 bids in"_s);
        QCOMPARE(m_c->log()->stepCount(), steps);
        phone[first].act(u"bid"_s, u"amount"_s, 0);
        QTRY_COMPARE(m_c->log()->stepCount(), steps + 1);
        QCOMPARE(m_t->answersText(), u"2 of 3 bids in"_s);
        // The log says that someone decided, never the amount.
        const QString row = m_c->log()->index(m_c->log()->rowCount() - 1, 0).data(GameLog::TextRole).toString();
        QVERIFY2(row.contains(kNames.at(first)), qPrintable(row));
        const int middle = (first + 1) % 3;
        phone[middle].act(u"bid"_s, u"amount"_s, 0);
        QTRY_VERIFY(m_c->game().state().decision() != mc::Decision::Bid);
        QCOMPARE(m_c->log()->stepCount(), steps + 3);
        QCOMPARE(m_t->answersText(), QString());
        QVERIFY(m_c->guide()->titheReveal().contains(u"round"_s)); // the laptop reveals all bids together
    }

    // R-DRAFT-2 in digital play: every seat picks its Court cards on its phone, one pass after the other
    // (picks ahead of the turn held); the laptop lists none of them and needs no hand-off. No frame of a
    // phone ever names a card of another seat's hand or draft that this phone has not held itself.
    void digitalDraftOnPhones()
    {
        playOnLaptopUntil(mc::Decision::DraftPick);
        QVERIFY(m_t->start());
        Phone phone[3];
        for (int p = 0; p < 3; ++p) {
            phone[p].secrets = [this, p] { return othersCards(p); };
            QVERIFY(phone[p].open(url(p)));
        }
        QTRY_COMPARE(m_t->connectedCount(), 3);
        const int round = m_c->game().state().round;
        for (int i = 0; i < 60 && m_c->game().state().decision() == mc::Decision::DraftPick; ++i) {
            const mc::GameState &s = m_c->game().state();
            const int seat = s.currentSeat();
            QCOMPARE(m_c->seats()->phoneSeat(), seat);
            QVERIFY(!m_c->seats()->handOffNeeded());
            QVERIFY(m_c->guide()->shownActions().empty());
            QTRY_COMPARE(phone[seat].ask().value(u"kind"_s).toString(), u"draft"_s);
            QTRY_VERIFY(phone[seat].ask().value(u"now"_s).toBool());
            const QJsonArray choices = phone[seat].ask().value(u"choices"_s).toArray();
            QVERIFY(!choices.isEmpty());
            // The phone offers exactly the cards the engine lets this seat keep (R-DRAFT-2).
            QCOMPARE(qsizetype(choices.size()), qsizetype(s.legalActions().size()));
            // Each card offered says what it does, in the laptop's words (its tooltip's text).
            for (const QJsonValue c : choices) {
                const int offered = c.toObject().value(u"card"_s).toInt();
                const QString text = CardText::court(s.rules(), s.rules().court[std::size_t(offered)]);
                QVERIFY(!text.isEmpty());
                QCOMPARE(c.toObject().value(u"text"_s).toString(), text);
            }
            const int card = choices.last().toObject().value(u"card"_s).toInt();
            const std::size_t actions = m_c->game().actions().size();
            phone[seat].act(u"draft"_s, u"card"_s, card);
            QTRY_VERIFY(m_c->game().actions().size() > actions);
            QCOMPARE(m_c->game().actions()[actions].type, mc::ActionType::DraftPick);
            QCOMPARE(int(m_c->game().actions()[actions].v), card);
            QCOMPARE(int(m_c->game().actions()[actions].seat), seat);
        }
        QVERIFY(m_c->game().state().decision() != mc::Decision::DraftPick);
        QCOMPARE(int(m_c->game().state().round), round);
        for (int p = 0; p < 3; ++p) {
            QVERIFY(!m_c->game().state().player[std::size_t(p)].hand.empty());
            QVERIFY2(phone[p].leaks.isEmpty(), qPrintable(phone[p].leaks.join(u", "_s)));
        }
    }

    // R-ACT-3 in digital play: the Court cards of a seat with its phone are played there (checked against
    // that seat's legal actions); the laptop shows the rest of the turn without a hand-off and never
    // lists a card of that hand; a Court card the seat does not hold is refused and changes nothing.
    void courtCardFromThePhoneHand()
    {
        playOnLaptopUntil(mc::Decision::Turn);
        QVERIFY(m_t->start());
        Phone phone[3];
        for (int p = 0; p < 3; ++p) {
            phone[p].secrets = [this, p] { return othersCards(p); };
            QVERIFY(phone[p].open(url(p)));
        }
        QTRY_COMPARE(m_t->connectedCount(), 3);
        const mc::GameState &s = m_c->game().state();
        const int seat = s.currentSeat();
        QVERIFY(!s.player[std::size_t(seat)].hand.empty());
        QCOMPARE(m_c->seats()->phoneHandSeat(), seat);
        QCOMPARE(m_c->seats()->phoneSeat(), -1);   // the turn itself stays on the laptop
        QVERIFY(!m_c->seats()->handOffNeeded());   // without a hand-off: nothing secret is on it
        QCOMPARE(m_c->seats()->privateSeat(), -1);
        QVERIFY(!m_c->guide()->shownActions().empty());
        bool pass = false;
        for (const mc::Action &a : m_c->guide()->shownActions()) {
            QVERIFY(a.type != mc::ActionType::PlayCourt);
            pass |= a.type == mc::ActionType::Pass;
        }
        QVERIFY(pass);

        QTRY_COMPARE(phone[seat].ask().value(u"kind"_s).toString(), u"hand"_s);
        const QJsonArray choices = phone[seat].ask().value(u"choices"_s).toArray();
        int legalCourt = 0;
        for (const mc::Action &a : s.legalActions())
            legalCourt += a.type == mc::ActionType::PlayCourt ? 1 : 0;
        QCOMPARE(int(choices.size()), legalCourt);
        QVERIFY(!choices.isEmpty());
        QVERIFY(!choices.first().toObject().value(u"label"_s).toString().isEmpty()); // the laptop's words
        // The phone tells what each card of its own hand does, in the laptop's words (CardText); no other
        // phone is sent those words.
        {
            const mc::Ruleset &rules = s.rules();
            QStringList othersTexts;
            for (int p = 0; p < 3; ++p)
                if (p != seat)
                    for (auto card : s.player[std::size_t(p)].hand)
                        othersTexts << CardText::court(rules, rules.court[std::size_t(card)]);
            const QJsonArray hand = phone[seat].last(u"view"_s).value(u"you"_s).toObject().value(u"hand"_s).toArray();
            QCOMPARE(std::size_t(hand.size()), s.player[std::size_t(seat)].hand.size());
            for (const QJsonValue v : hand) {
                const int card = v.toObject().value(u"card"_s).toInt();
                const QString text = CardText::court(rules, rules.court[std::size_t(card)]);
                QCOMPARE(v.toObject().value(u"text"_s).toString(), text);
                if (othersTexts.contains(text))
                    continue; // the same card text in another hand: not this seat's secret
                for (int p = 0; p < 3; ++p)
                    if (p != seat)
                        for (const QString &frame : std::as_const(phone[p].frames))
                            QVERIFY2(!frame.contains(text), qPrintable(text));
            }
        }
        for (int p = 0; p < 3; ++p)
            if (p != seat)
                QTRY_VERIFY(phone[p].last(u"view"_s).value(u"ask"_s).isNull());

        // A card of another hand is refused (R-ACT-3: only one's own cards).
        const std::size_t actions = m_c->game().actions().size();
        const int other = s.player[std::size_t((seat + 1) % 3)].hand.front();
        if (std::find(s.player[std::size_t(seat)].hand.begin(), s.player[std::size_t(seat)].hand.end(), other)
            == s.player[std::size_t(seat)].hand.end()) {
            const QJsonObject steal{{u"type"_s, u"act"_s}, {u"kind"_s, u"court"_s}, {u"card"_s, other}, {u"option"_s, 1}};
            phone[seat].socket.sendTextMessage(QString::fromUtf8(QJsonDocument(steal).toJson(QJsonDocument::Compact)));
            QTRY_COMPARE(phone[seat].last(u"error"_s).value(u"code"_s).toString(), u"illegal"_s);
            QCOMPARE(m_c->game().actions().size(), actions);
        }
        // Another seat's phone cannot play on this turn.
        const QJsonObject early{{u"type"_s, u"act"_s}, {u"kind"_s, u"court"_s}, {u"card"_s, other}, {u"option"_s, 1}};
        phone[(seat + 1) % 3].socket.sendTextMessage(QString::fromUtf8(QJsonDocument(early).toJson(QJsonDocument::Compact)));
        QTRY_COMPARE(phone[(seat + 1) % 3].last(u"error"_s).value(u"code"_s).toString(), u"not-now"_s);

        const QJsonObject c = choices.first().toObject();
        const QJsonObject play{{u"type"_s, u"act"_s}, {u"kind"_s, c.value(u"kind"_s)}, {u"card"_s, c.value(u"card"_s)},
                               {u"option"_s, c.value(u"option"_s)}, {u"b"_s, c.value(u"b"_s)}, {u"c"_s, c.value(u"c"_s)},
                               {u"d"_s, c.value(u"d"_s)}};
        const int steps = m_c->log()->stepCount();
        phone[seat].socket.sendTextMessage(QString::fromUtf8(QJsonDocument(play).toJson(QJsonDocument::Compact)));
        QTRY_COMPARE(phone[seat].last(u"ack"_s).value(u"status"_s).toString(), u"applied"_s);
        QCOMPARE(m_c->game().actions()[actions].type, mc::ActionType::PlayCourt);
        QCOMPARE(int(m_c->game().actions()[actions].v), c.value(u"card"_s).toInt());
        QVERIFY(m_c->log()->stepCount() > steps); // a step like a click: logged and undoable
        QVERIFY(m_c->canUndo());
        QVERIFY(m_c->undo());
        QCOMPARE(m_c->game().actions().size(), actions);
        QTRY_COMPARE(phone[seat].ask().value(u"kind"_s).toString(), u"hand"_s);
        for (int p = 0; p < 3; ++p)
            QVERIFY2(phone[p].leaks.isEmpty(), qPrintable(phone[p].leaks.join(u", "_s)));
    }

    // A seat without a phone keeps the hand-off; "Use the laptop for Ada" takes a seat back from its
    // phone, whose answers are then refused and change nothing.
    void laptopTakesASeatBack()
    {
        playOnLaptopUntil(mc::Decision::Bid);
        QVERIFY(m_t->start());
        const int first = m_c->game().state().currentSeat();
        mc::GameState next = m_c->game().state();
        QVERIFY(next.apply(next.legalActions().front()) == mc::ApplyError::None);
        const int other = next.currentSeat();
        QVERIFY(other != first && other >= 0);
        // Only the second bidder has a phone: the first still gets the laptop through a hand-off.
        Phone phone;
        QVERIFY(phone.open(url(other)));
        QTRY_COMPARE(m_t->connectedCount(), 1);
        QVERIFY(m_c->seats()->handOffNeeded());
        QCOMPARE(m_c->seats()->phoneSeat(), -1);
        QVERIFY(!m_c->applyChoice(m_c->game().state().legalActions().front().key())); // not before the hand-off
        QString error;
        mc::Action bid = m_c->game().state().legalActions().front();
        QVERIFY(!m_c->applySeatAction(bid, error)); // nor as a phone's answer: that seat has no phone
        m_c->revealPrivate();
        QVERIFY(m_c->applyChoice(m_c->game().state().legalActions().front().key()));

        QCOMPARE(m_c->game().state().currentSeat(), other);
        QCOMPARE(m_c->seats()->phoneSeat(), other);
        QVERIFY(m_c->seats()->onPhone(other));
        m_t->takeBack(other);
        QVERIFY(!m_c->seats()->onPhone(other));
        QCOMPARE(m_c->seats()->phoneSeat(), -1);
        QVERIFY(m_c->seats()->handOffNeeded());
        QCOMPARE(m_t->seats()->value(other, "laptop").toBool(), true);
        const std::size_t actions = m_c->game().actions().size();
        // Its phone is told (it asks nothing), and an answer from it is refused.
        QTRY_COMPARE(phone.last(u"view"_s).value(u"laptop"_s).toBool(), true);
        QVERIFY(phone.last(u"view"_s).value(u"ask"_s).isNull());
        phone.act(u"bid"_s, u"amount"_s, 0);
        QTRY_COMPARE(phone.last(u"error"_s).value(u"code"_s).toString(), u"not-now"_s);
        QCOMPARE(m_c->game().actions().size(), actions);
        QVERIFY(m_c->lastError().isEmpty()); // nothing of a refused phone answer on the shared screen

        m_t->giveBack(other);
        QCOMPARE(m_c->seats()->phoneSeat(), other);
        QVERIFY(!m_c->seats()->handOffNeeded());
        phone.act(u"bid"_s, u"amount"_s, 0);
        QTRY_COMPARE(m_c->game().actions().size(), actions + 1);
    }

    // Who has answered a blind bid is on the laptop by name (never the amount), with everyone still
    // waited for; the laptop's title names all of them, not only the seat the engine asks first.
    void laptopNamesWhoHasAnswered()
    {
        playOnLaptopUntil(mc::Decision::Bid);
        QVERIFY(m_t->start());
        Phone phone[3];
        for (int p = 0; p < 3; ++p)
            QVERIFY(phone[p].open(url(p)));
        QTRY_COMPARE(m_t->connectedCount(), 3);
        QCOMPARE(m_t->answeredText(), QString());
        QCOMPARE(m_t->waitingText(), u"Waiting for %1"_s.arg(QLocale().createSeparatedList(kNames)));
        const int first = m_c->game().state().currentSeat();
        const int last = (first + 2) % 3;
        const int etherea = m_c->game().state().player[std::size_t(last)].etherea;
        phone[last].act(u"bid"_s, u"amount"_s, etherea); // held: ahead of its turn
        QTRY_COMPARE(m_t->answeredText(), u"Answered: %1"_s.arg(kNames[last]));
        QVERIFY(!m_t->waitingText().contains(kNames[last]));
        QVERIFY(m_t->waitingText().contains(kNames[first]));
        phone[first].act(u"bid"_s, u"amount"_s, 0); // applied
        QTRY_VERIFY(m_t->answeredText().contains(kNames[first]));
        QVERIFY(m_t->answeredText().contains(kNames[last]));
        QCOMPARE(m_t->waitingText(), u"Waiting for %1"_s.arg(kNames[(first + 1) % 3]));
        for (const QString &text : {m_t->answeredText(), m_t->waitingText()}) // names only, never an amount
            QVERIFY2(!text.contains(QRegularExpression(u"\\d"_s)), qPrintable(text));
    }

    // "Use the laptop for Ada" while her draft pick is pending: her phone is told at once (its page says
    // the laptop decides, and offers nothing), and it gets its question back when the seat is given back.
    void takeBackChangesThePhoneAtOnce()
    {
        playOnLaptopUntil(mc::Decision::DraftPick);
        QVERIFY(m_t->start());
        const int seat = m_c->game().state().currentSeat();
        Phone phone;
        QVERIFY(phone.open(url(seat)));
        QTRY_COMPARE(phone.ask().value(u"kind"_s).toString(), u"draft"_s);
        QCOMPARE(phone.last(u"view"_s).value(u"laptop"_s).toBool(), false);
        const int views = phone.count(u"view"_s);
        m_t->takeBack(seat);
        QTRY_VERIFY(phone.count(u"view"_s) > views);
        QVERIFY(phone.last(u"view"_s).value(u"ask"_s).isNull());
        QCOMPARE(phone.last(u"view"_s).value(u"laptop"_s).toBool(), true);
        m_t->giveBack(seat);
        QTRY_COMPARE(phone.ask().value(u"kind"_s).toString(), u"draft"_s);
        QCOMPARE(phone.last(u"view"_s).value(u"laptop"_s).toBool(), false);
    }

    // The phone draws its seat in the laptop's colour; the panel says what phones decide in digital play.
    void phoneColoursAreTheLaptops()
    {
        QVERIFY(m_t->start());
        const QStringList laptop = m_c->table()->players()->colors();
        QCOMPARE(laptop.size(), 3);
        for (int p = 0; p < 3; ++p) {
            QVERIFY(!laptop[p].isEmpty());
            QCOMPARE(m_t->seatPort().seatView(p).value(u"color"_s).toString(), laptop[p]);
            QCOMPARE(m_t->seats()->value(p, "color").toString(), laptop[p]);
        }
        QCOMPARE(m_t->privateSteps(), u"motive, draft, hand, bid"_s);
    }

    // A bid made on a phone and undone on the laptop: the phone is asked again and told why; the next
    // round lists none of the last round's bids.
    void undoneBidIsToldAndOldBidsGo()
    {
        playOnLaptopUntil(mc::Decision::Bid);
        QVERIFY(m_t->start());
        Phone phone[3];
        for (int p = 0; p < 3; ++p)
            QVERIFY(phone[p].open(url(p)));
        QTRY_COMPARE(m_t->connectedCount(), 3);
        const int first = m_c->game().state().currentSeat();
        for (int i = 0; i < 3; ++i)
            phone[(first + i) % 3].act(u"bid"_s, u"amount"_s, 0);
        QTRY_VERIFY(m_c->game().state().decision() != mc::Decision::Bid);
        const int last = int(m_c->game().actions().back().seat);
        QTRY_VERIFY(phone[last].ask().isEmpty());
        const int dropped = phone[last].count(u"dropped"_s);
        QVERIFY(m_c->undo());
        QCOMPARE(m_c->game().state().decision(), mc::Decision::Bid);
        QTRY_COMPARE(phone[last].ask().value(u"kind"_s).toString(), u"bid"_s);
        QTRY_COMPARE(phone[last].count(u"dropped"_s), dropped + 1);
        for (int p = 0; p < 3; ++p)
            if (p != last)
                QCOMPARE(phone[p].count(u"dropped"_s), 0);
        phone[last].act(u"bid"_s, u"amount"_s, 0);
        QTRY_VERIFY(m_c->game().state().decision() != mc::Decision::Bid);
        QVERIFY(m_t->seatPort().tableView().value(u"players"_s).toArray().first().toObject().contains(u"bid"_s));
        // On to the next round: the bids of the last tithe are no longer listed.
        m_t->stop();
        const int round = m_c->game().state().round;
        for (int i = 0; i < 5000 && !m_c->gameOver() && m_c->game().state().round == round; ++i) {
            if (m_c->seats()->handOffNeeded())
                m_c->revealPrivate();
            const mc::GameState &s = m_c->game().state();
            QVERIFY2(m_c->applyChoice(mc::chooseAction(s.viewFor(s.currentSeat()), mc::BotConfig{}, std::uint64_t(i)).key()),
                     qPrintable(m_c->lastError()));
        }
        if (m_c->gameOver())
            QSKIP("the game ended with its first tithe");
        for (const QJsonValue p : m_t->seatPort().tableView().value(u"players"_s).toArray())
            QVERIFY(!p.toObject().contains(u"bid"_s));
    }

    // A table game (R-TITHE-2): the bidder with a phone bids there while the laptop shows the table and
    // lists none of that seat's bids; a bidder without a phone bids on the laptop (its own hand-over).
    void tableGameBidOnAPhone()
    {
        const QVariantMap setup{{u"names"_s, kNames},
                                {u"colors"_s, QStringList{u"#c62828"_s, u"#1565c0"_s, u"#2e7d32"_s}},
                                {u"oldest"_s, 0},
                                {u"factions"_s, QStringList{u"bone"_s, u"flesh"_s, u"spirit"_s}},
                                {u"mourners"_s, QVariantList{QVariantMap{{u"guild"_s, u"mk"_s}}, QVariantMap{{u"guild"_s, u"cs"_s}}, QVariantMap{{u"guild"_s, u"gc"_s}}}},
                                {u"seed"_s, 7}};
        QVERIFY(m_t->start());
        const QString digitalLink = url(0);
        QVERIFY2(m_c->newTableGame(setup), qPrintable(m_c->lastError()));
        QCOMPARE(m_c->mode(), u"table"_s);
        QVERIFY(url(0) != digitalLink);            // new secrets for the table game
        QVERIFY(!m_c->seats()->handOffNeeded()); // and no hot-seat privacy left from the digital game
        for (int i = 0; i < 5000 && m_c->game().state().decision() != mc::Decision::Bid && !m_c->gameOver(); ++i) {
            const mc::GameState &s = m_c->game().state();
            const std::vector<mc::Action> legal = s.legalActions();
            QVERIFY(!legal.empty());
            // Passing ends the turns soonest; any other legal action otherwise (typed, as the dice are).
            auto pass = std::find_if(legal.begin(), legal.end(), [](const mc::Action &a) { return a.type == mc::ActionType::Pass; });
            const mc::Action a = pass != legal.end() ? *pass : legal[std::size_t(i) % legal.size()];
            QVERIFY2(m_c->applyAction(mc::actionToText(s, a)), qPrintable(m_c->lastError()));
        }
        QCOMPARE(m_c->game().state().decision(), mc::Decision::Bid);
        QVERIFY(m_t->start());
        const int first = m_c->game().state().currentSeat();
        const int other = (first + 1) % 3;
        Phone phone;
        QVERIFY(phone.open(url(first)));
        QTRY_COMPARE(m_c->seats()->phoneSeat(), first);
        QVERIFY(!m_c->seats()->handOffNeeded()); // table play has no hot-seat hand-off
        QVERIFY(m_c->guide()->shownActions().empty());
        QTRY_COMPARE(phone.ask().value(u"kind"_s).toString(), u"bid"_s);
        // The bid screen explains the tithe as the laptop does; the panel promises only the bid.
        QVERIFY2(phone.ask().value(u"explain"_s).toString().contains(u"Unity"_s), qPrintable(phone.ask().value(u"explain"_s).toString()));
        QCOMPARE(m_t->privateSteps(), u"the tithe bid"_s);
        const int max = phone.ask().value(u"max"_s).toInt();
        QCOMPARE(max, int(m_c->game().state().player[std::size_t(first)].etherea));
        const std::size_t actions = m_c->game().actions().size();
        phone.act(u"bid"_s, u"amount"_s, max);
        QTRY_VERIFY(m_c->game().actions().size() > actions);
        QCOMPARE(m_c->game().actions()[actions].type, mc::ActionType::Bid);
        QCOMPARE(int(m_c->game().actions()[actions].v), max);
        QCOMPARE(m_c->game().state().currentSeat(), other);
        QCOMPARE(m_c->seats()->phoneSeat(), -1);
        QVERIFY(!m_c->guide()->shownActions().empty()); // the laptop's bid buttons for the next bidder
        QCOMPARE(m_t->answersText(), u"1 of 3 bids in"_s);
    }

    // The laptop names an address whose connections are refused (too many at once) while that lasts.
    void refusedConnectionsAreNamedOnTheLaptop()
    {
        phones::Limits limits;
        limits.headerMs = 60000;
        limits.noticeMs = 200;
        m_t->server().setLimits(limits);
        QVERIFY(m_t->start());
        QSignalSpy notice(m_t.get(), &PhoneTable::refusedNoticeChanged);
        QCOMPARE(m_t->refusedNotice(), QString());
        std::vector<std::unique_ptr<QTcpSocket>> crowd;
        for (int i = 0; i < limits.maxPerAddress + 6; ++i) {
            auto s = std::make_unique<QTcpSocket>();
            s->bind(QHostAddress(u"127.0.0.2"_s), 0);
            QTcpSocket *raw = s.get();
            QObject::connect(raw, &QTcpSocket::connected, raw, [raw] { raw->write("GET / HTTP/1.1\r\n"); });
            s->connectToHost(QHostAddress::LocalHost, m_t->server().port());
            crowd.push_back(std::move(s));
        }
        QTRY_COMPARE(m_t->refusedNotice(), u"Refusing connections from 127.0.0.2: too many at once"_s);
        QVERIFY(notice.count() >= 1);
        Phone phone; // a phone from another address joins meanwhile
        QVERIFY(phone.open(url(0)));
        QTRY_COMPARE(m_t->connectedCount(), 1);
        crowd.clear();
        QTRY_COMPARE(m_t->refusedNotice(), QString()); // the refusals stopped
    }

    // The network the phones use: all of them by default, or one chosen, remembered for next time;
    // the server listens only there and the links name it. A chosen network that is gone is said.
    void chosenNetworkIsUsedAndRemembered()
    {
        QCOMPARE(m_t->network(), QString());
        const QVariantList networks = m_t->networks();
        QVERIFY(!networks.isEmpty());
        QCOMPARE(networks.first().toMap().value(u"address"_s).toString(), QString());
        QCOMPARE(networks.first().toMap().value(u"label"_s).toString(), u"All networks"_s);
        const auto real = phones::PhoneServer::networks();
        QCOMPARE(networks.size(), real.size() + 1);
        for (const phones::Network &n : real) // each one "wlan0 (192.168.1.5)"
            QVERIFY(std::any_of(networks.cbegin(), networks.cend(), [&](const QVariant &v) {
                return v.toMap().value(u"label"_s).toString() == u"%1 (%2)"_s.arg(n.name, n.address);
            }));

        // A network that is not there (a documentation address): the phones stay off and the panel says so.
        m_t->setLinkHost(QString());
        m_t->chooseNetwork(u"198.51.100.7"_s);
        QCOMPARE(m_t->network(), u"198.51.100.7"_s);
        QVERIFY(!m_t->start());
        QVERIFY(m_t->problem().contains(u"198.51.100.7"_s));
        QCOMPARE(m_t->networks().last().toMap().value(u"label"_s).toString(), u"198.51.100.7 (not connected now)"_s);
        QCOMPARE(AppSettings::phonesNetwork(), u"198.51.100.7"_s); // for the next start of the app
        m_t->chooseNetwork(QString());
        QCOMPARE(m_t->problem(), QString()); // that network's problem went with it
        QCOMPARE(m_t->networks().size(), real.size() + 1);

        if (!real.isEmpty()) {
            const QString chosen = real.first().address;
            m_t->chooseNetwork(chosen);
            QVERIFY(m_t->start());
            const quint16 port = m_t->server().port();
            QVERIFY(url(0).startsWith(u"http://%1:%2/seat/"_s.arg(chosen).arg(port)));
            QTcpSocket other;
            other.connectToHost(QHostAddress::LocalHost, port);
            QVERIFY(!other.waitForConnected(2000)); // nothing listens on another network
            Phone phone;
            QVERIFY(phone.open(url(0)));
            QTRY_COMPARE(m_t->connectedCount(), 1);
            // Back to all networks while on: the server moves at once, on the same port.
            m_t->chooseNetwork(QString());
            QVERIFY(m_t->running());
            QCOMPARE(m_t->server().port(), port);
            QTcpSocket loopback;
            loopback.connectToHost(QHostAddress::LocalHost, port);
            QVERIFY(loopback.waitForConnected(5000));
        }
        m_t->chooseNetwork(QString());
        QCOMPARE(m_t->network(), QString());
        QCOMPARE(AppSettings::phonesNetwork(), QString());
    }

};

QTEST_MAIN(TstPhoneTable)
#include "tst_phonetable.moc"
