// R-TITHE-2 in hot-seat play: the bids are revealed together on the shared screen, and that reveal
// stays in view in the real window (1280×800) until someone dismisses it; only then does the next
// hand-off cover the screen. (Seen before: the next person's hand-off hid the reveal at once.)
#include "gamecontroller.h"
#include "seatprivacy.h"
#include "model/mourners/game.h"
#include "model/mourners/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include <memory>
#include <QtQml/QQmlExtensionPlugin>

#include "quickitems.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

class TestTitheReveal : public QObject {
    Q_OBJECT
    // One window for every test: Qt Quick Controls' style is set once per process.
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
    GameController *m_controller = nullptr;

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-tithereveal-test"_s);
        m_engine = std::make_unique<QQmlApplicationEngine>();
        m_window = mctest::loadMainWindow(*m_engine, u"light"_s);
        QVERIFY(m_window);
        m_window->resize(1280, 800);
        QTRY_COMPARE(m_window->size(), QSize(1280, 800));
        m_controller = m_engine->singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController"));
        QVERIFY(m_controller);
    }

    void cleanupTestCase() { m_engine.reset(); }

    void revealStaysAboveTheNextHandOff()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // A hot-seat game of three people at its last blind bid, saved and continued from the home screen.
        mc::Game game = mc::Game::create(mc::standardRuleset(), 3, 21, mc::Mode::Digital, 0);
        QJsonObject meta = game.meta();
        meta.insert(u"seatKinds"_s, QJsonArray{u"person"_s, u"person"_s, u"person"_s});
        meta.insert(u"hotSeat"_s, true);
        game.setMeta(meta);
        for (int guard = 0; guard < 5000; ++guard) {
            const mc::GameState &s = game.state();
            if (s.decision() == mc::Decision::Bid && s.counter == s.players - 1)
                break;
            if (s.isChance()) {
                game.playChance();
                continue;
            }
            const std::vector<mc::Action> legal = s.legalActions();
            auto pass = std::find_if(legal.begin(), legal.end(), [](const mc::Action &a) { return a.type == mc::ActionType::Pass; });
            QVERIFY(game.apply(pass != legal.end() ? *pass : legal.front()) == mc::ApplyError::None);
        }
        QCOMPARE(game.state().decision(), mc::Decision::Bid);
        mc::Problem why;
        QVERIFY2(game.save(dir.path() + u"/game-reveal.json"_s, &why), qPrintable(mc::problemKey(why)));

        QQuickWindow *window = m_window;
        GameController *controller = m_controller;
        QVERIFY(window && controller);
        controller->setAutosaveDirectory(dir.path());
        controller->autosave()->waitForScan();
        QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"continue"_s), Q_ARG(QVariant, u"Continue"_s));
        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = mctest::findItem(window->contentItem(), u"gamePage"_s)) && page->property("started").toBool());
        QQuickItem *handOff = mctest::findItem(page, u"handOff"_s);
        QQuickItem *reveal = mctest::findItem(page, u"titheReveal"_s);
        QVERIFY(handOff && reveal);

        // The last bidder takes the laptop and bids.
        QTRY_VERIFY(handOff->isVisible());
        controller->revealPrivate();
        QTRY_VERIFY(!handOff->isVisible());
        QVERIFY(controller->applyChoice(controller->game().state().legalActions().front().key()));
        QVERIFY(controller->game().state().decision() != mc::Decision::Bid);
        // The next decision is a person's, behind a hand-off: the reveal is shown first, not under it.
        QVERIFY(controller->seats()->handOffNeeded());
        QTRY_VERIFY(reveal->isVisible());
        QTest::qWait(200);
        QVERIFY(!handOff->isVisible());
        QVERIFY(reveal->isVisible());
        // Dismissed: now the hand-off to the next person.
        controller->dismissReveal();
        QTRY_VERIFY(handOff->isVisible());
        QVERIFY(!reveal->isVisible());
        QMetaObject::invokeMethod(window, "goHome");
    }

    // R-TITHE-2 in hot-seat play: the bid box's Hide hides the bidder's whole view, not only the box. The
    // line of their secrets (motive, hand) goes too, and the laptop goes through the hand-off again.
    void hideOfTheBidHidesEverySecret()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        mc::Game game = mc::Game::create(mc::standardRuleset(), 3, 21, mc::Mode::Digital, 0);
        QJsonObject meta = game.meta();
        meta.insert(u"seatKinds"_s, QJsonArray{u"person"_s, u"person"_s, u"person"_s});
        meta.insert(u"hotSeat"_s, true);
        game.setMeta(meta);
        for (int guard = 0; guard < 5000 && game.state().decision() != mc::Decision::Bid; ++guard) {
            const mc::GameState &s = game.state();
            if (s.isChance()) {
                game.playChance();
                continue;
            }
            const std::vector<mc::Action> legal = s.legalActions();
            auto pass = std::find_if(legal.begin(), legal.end(), [](const mc::Action &a) { return a.type == mc::ActionType::Pass; });
            QVERIFY(game.apply(pass != legal.end() ? *pass : legal.front()) == mc::ApplyError::None);
        }
        QCOMPARE(game.state().decision(), mc::Decision::Bid);
        const int bidder = game.state().currentSeat();
        const QString motive = game.state().rules().motives[std::size_t(game.state().player[std::size_t(bidder)].motive)].name;
        mc::Problem why;
        QVERIFY2(game.save(dir.path() + u"/game-hide.json"_s, &why), qPrintable(mc::problemKey(why)));

        QQuickWindow *window = m_window;
        GameController *controller = m_controller;
        QVERIFY(window && controller);
        controller->setAutosaveDirectory(dir.path());
        controller->autosave()->waitForScan();
        QTRY_VERIFY(!mctest::findItem(window->contentItem(), u"gamePage"_s)); // the game before has gone
        QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"continue"_s), Q_ARG(QVariant, u"Continue"_s));
        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = mctest::findItem(window->contentItem(), u"gamePage"_s)) && page->property("started").toBool());
        QQuickItem *handOff = mctest::findItem(page, u"handOff"_s);
        QQuickItem *secrets = mctest::findItem(page, u"secretsBar"_s);
        QVERIFY(handOff && secrets);

        // The bidder takes the laptop: their secrets and the bid box are on screen.
        QTRY_VERIFY(handOff->isVisible());
        QMetaObject::invokeMethod(mctest::findItem(handOff, u"iAmButton"_s), "clicked");
        QTRY_VERIFY(!handOff->isVisible());
        QTRY_VERIFY(secrets->isVisible());
        QVERIFY(mctest::findItem(secrets, u"secretsText"_s)->property("text").toString().contains(motive));
        QQuickItem *hide = nullptr;
        QTRY_VERIFY((hide = mctest::findItem(page, u"hideBid"_s)) && hide->isVisible());
        // Hidden without bidding: nothing of theirs stays, and the next look needs "I am …" again.
        QMetaObject::invokeMethod(hide, "clicked");
        QTRY_VERIFY(handOff->isVisible());
        QVERIFY(!secrets->isVisible());
        QCOMPARE(controller->seats()->privateSeat(), -1);
        QVERIFY(controller->seats()->privateInfo().isEmpty());
        QCOMPARE(controller->game().state().decision(), mc::Decision::Bid);
        QCOMPARE(controller->game().state().currentSeat(), bidder);
        // Back: the bid box opens at once behind the app's own hand-off.
        QMetaObject::invokeMethod(mctest::findItem(handOff, u"iAmButton"_s), "clicked");
        QTRY_VERIFY(!handOff->isVisible());
        QTRY_VERIFY((hide = mctest::findItem(page, u"hideBid"_s)) && hide->isVisible());
        QMetaObject::invokeMethod(window, "goHome");
    }
};

QTEST_MAIN(TestTitheReveal)
#include "tst_tithereveal.moc"
