// R-TITHE-2 in hot-seat play: the bids are revealed together on the shared screen, and that reveal
// stays in view in the real window (1280×800) until someone dismisses it; only then does the next
// hand-off cover the screen. (Seen before: the next person's hand-off hid the reveal at once.)
#include "gamecontroller.h"
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
#include <QtQml/QQmlExtensionPlugin>

#include "quickitems.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

class TestTitheReveal : public QObject {
    Q_OBJECT
private slots:
    void revealStaysAboveTheNextHandOff()
    {
        mctest::useTestIdentity(u"mourners-tithereveal-test"_s);
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

        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        window->resize(1280, 800);
        auto *controller = engine.singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController"));
        QVERIFY(controller);
        controller->setAutosaveDirectory(dir.path());
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
};

QTEST_MAIN(TestTitheReveal)
#include "tst_tithereveal.moc"
