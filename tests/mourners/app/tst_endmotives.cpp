// The end screen reveals every player's Ulterior Motive (R-END-4): its name beside the player's row, how
// it scores on hover, keyboard focus and a held tap; a table game's motive the app was never told is
// said to be unknown. Real window, opened from a save as a person would.

#include "cardtext.h"
#include "gamecontroller.h"
#include "gameending.h"
#include "model/mourners/game.h"
#include "model/mourners/ruleset.h"

#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include "finishedgame.h"
#include "quickitems.h"
#include "tablesetup.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findItem;

QVariant eval(QQuickItem *item, const QString &expression)
{
    QQmlExpression e(qmlContext(item), item, expression);
    const QVariant v = e.evaluate();
    if (e.hasError())
        qWarning("%s", qPrintable(e.error().toString()));
    return v;
}

} // namespace

class TestEndMotives : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // The whole app in a 1280x800 window with `file` opened as Open… does; the end screen, else null.
    QQuickItem *openFinished(QQmlApplicationEngine &engine, const QString &theme, const QString &file,
                             QQuickWindow *&window, GameController *&c)
    {
        window = mctest::loadMainWindow(engine, theme);
        if (!window)
            return nullptr;
        window->resize(1280, 800);
        c = engine.singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController"));
        if (!c)
            return nullptr;
        c->setAutosaveDirectory(m_dir.filePath(u"autosave-"_s + theme));
        c->autosave()->waitForScan();
        QVariant opened;
        QMetaObject::invokeMethod(window, "openSavedGame", Q_RETURN_ARG(QVariant, opened), Q_ARG(QVariant, file));
        QQuickItem *end = nullptr;
        QQuickItem *page = nullptr;
        if (!opened.toBool()
            || !QTest::qWaitFor([&] {
                   return (page = window->findChild<QQuickItem *>(u"gamePage"_s)) && !page->parentItem()->property("busy").toBool();
               }, 20000)
            || !QTest::qWaitFor([&] { return (end = findItem(window->contentItem(), u"endScreen"_s)) && end->isVisible(); },
                                20000)
            || !mctest::waitForLayout(window))
            return nullptr;
        return end;
    }

    void shoot(QQuickWindow *window, const QString &name)
    {
        const QString dir = qEnvironmentVariable("MOURNERS_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(window->grabWindow().save(u"%1/%2.png"_s.arg(dir, name)));
    }

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-endmotives-test"_s);
        QVERIFY(m_dir.isValid());
    }

    void digitalGameShowsEveryMotive_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::newRow("light") << u"light"_s;
        QTest::newRow("dark") << u"dark"_s;
    }

    void digitalGameShowsEveryMotive()
    {
        QFETCH(QString, theme);
        const mc::Game game = mctest::finishedGame({u"Searchlight Wanderer"_s, u"Bo"_s, u"Cy"_s, u"Di"_s}, 5);
        QVERIFY(game.state().isTerminal());
        const QString file = m_dir.filePath(u"digital.json"_s);
        QVERIFY(game.save(file));

        QQmlApplicationEngine engine;
        QQuickWindow *window = nullptr;
        GameController *c = nullptr;
        QQuickItem *end = openFinished(engine, theme, file, window, c);
        QVERIFY(end);
        const mc::GameState &s = game.state();
        const mc::Ruleset &R = s.rules();
        for (int seat = 0; seat < s.players; ++seat) {
            const int card = s.player[std::size_t(seat)].motive;
            QVERIFY2(card >= 0, "a digital game knows every motive");
            const mc::MotiveCard &motive = R.motives[std::size_t(card)];
            QQuickItem *cell = mctest::findVisible(end, u"endMotive%1"_s.arg(seat));
            QVERIFY2(cell, qPrintable(u"no motive shown for seat %1"_s.arg(seat)));
            QQuickItem *name = findItem(cell, u"endMotiveName"_s);
            QVERIFY(name);
            QCOMPARE(name->property("text").toString(), u"Motive: "_s + motive.name);
            QCOMPARE(cell->property("motiveName").toString(), motive.name);
            QVERIFY2(!name->property("truncated").toBool(), qPrintable(motive.name));
            // Inside the window at 1280x800.
            const QPointF right = cell->mapToScene(QPointF(cell->width(), cell->height()));
            QVERIFY(right.x() <= window->width() && right.y() <= window->height());
            // How it scores: the card's words, for hover, focus and a held tap, and for a screen reader.
            const QString text = CardText::motive(R, motive);
            QVERIFY(!text.isEmpty());
            QCOMPARE(cell->property("tip").toString(), text);
            QCOMPARE(eval(cell, u"Accessible.description"_s).toString(), text);
            QCOMPARE(eval(cell, u"ToolTip.text"_s).toString(), text);
            QVERIFY(!eval(cell, u"ToolTip.visible"_s).toBool());
            // Reached by Tab (the end screen may have given its first cell the focus already, without the
            // ring: the game ended by a click).
            cell->setFocus(false);
            cell->forceActiveFocus(Qt::TabFocusReason);
            QTRY_VERIFY(eval(cell, u"ToolTip.visible"_s).toBool());
        }
        // The model behind it, by seat.
        for (const QVariant &v : c->ending()->finalScores()->toList()) {
            const QVariantMap row = v.toMap();
            QVERIFY(row.value(u"motiveKnown"_s).toBool());
        }
        shoot(window, u"end-motives-digital-"_s + theme);
    }

    // A table game whose motives were kept at the table: the end screen says the app does not know them.
    void tableGameSaysWhenAMotiveIsUnknown()
    {
        const QString file = m_dir.filePath(u"table.json"_s);
        {
            GameController play;
            play.setAutosaveDirectory(m_dir.filePath(u"play"_s));
            play.autosave()->waitForScan();
            const QVariantMap setup = mctest::tableSetup(3);
            QVERIFY(play.newTableGame(setup));
            for (int i = 0; i < 4 && play.table()->unitySupply() > 0; ++i)
                QVERIFY(play.applyAction(u"p1 adjust unity-supply -%1"_s.arg(std::min(25, play.table()->unitySupply()))));
            for (int i = 0; i < 400 && !play.gameOver(); ++i) {
                const QString kind = play.guide()->decisionKind();
                QVERIFY2(play.applyAction(kind == u"turn"_s ? u"pass"_s : play.legalActions().value(0)), qPrintable(play.lastError()));
            }
            QVERIFY(play.gameOver());
            QVERIFY(play.save(file));
        }
        QQmlApplicationEngine engine;
        QQuickWindow *window = nullptr;
        GameController *c = nullptr;
        QQuickItem *end = openFinished(engine, u"light"_s, file, window, c);
        QVERIFY(end);
        const mc::GameState &s = c->game().state();
        for (int seat = 0; seat < s.players; ++seat) {
            QCOMPARE(s.player[std::size_t(seat)].motive, std::int16_t(-1));
            QQuickItem *cell = mctest::findVisible(end, u"endMotive%1"_s.arg(seat));
            QVERIFY(cell);
            QCOMPARE(findItem(cell, u"endMotiveName"_s)->property("text").toString(), u"Motive: not known to the app"_s);
            QVERIFY2(cell->property("tip").toString().startsWith(u"The table did not tell the app which "_s),
                     qPrintable(cell->property("tip").toString()));
        }
        shoot(window, u"end-motives-table"_s);
    }
};

QTEST_MAIN(TestEndMotives)
#include "tst_endmotives.moc"
