// The game page of Mourners Call in the real window (1280×800): its parts take the height of what they
// show. A digital game continued from the home screen shows the secrets bar at the height of its text,
// and the Pass button stays whole inside the phase guide (seen before: the bar took half of the column
// and hid half of Pass). The actions list has no blank stretch where a group of choices has none left
// (seen before: after the last recruit, the recruit buttons' room stayed empty).
#include "choicemodel.h"
#include "computerplayers.h"
#include "gamecontroller.h"
#include "guide.h"
#include "language.h"
#include "seatprivacy.h"
#include "model/mourners/game.h"
#include "model/mourners/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>
#include <QtQml/QQmlExtensionPlugin>

#include "fitcheck.h"
#include "quickitems.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

QRectF sceneRect(const QQuickItem *item)
{
    return item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
}

//! An item's own margin in its Quick layout (`Layout.topMargin` …).
qreal layoutMargin(QQuickItem *item, const char *which)
{
    QQmlExpression margin(qmlContext(item), item, u"Layout."_s + QLatin1String(which));
    const qreal value = margin.evaluate().toReal();
    return margin.hasError() ? 0 : value;
}

} // namespace

class TestGamePageLayout : public QObject {
    Q_OBJECT
    // One window for every test: Qt Quick Controls' style is set once per process.
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
    GameController *m_controller = nullptr;

    //! A digital game of one person and two computer players, saved at the person's first turn of the
    //! actions (R-ACT-1) in `dir`, then continued from the home screen: its game page, or null.
    QQuickItem *continueAtFirstTurn(const QTemporaryDir &dir, mc::Mode mode = mc::Mode::Digital)
    {
        mc::Game game = personAndTwoComputers(mode);
        for (int guard = 0; guard < 5000; ++guard) {
            const mc::GameState &s = game.state();
            if (s.decision() == mc::Decision::Turn && s.currentSeat() == 0)
                break;
            if (s.isChance()) {
                game.playChance();
                continue;
            }
            const std::vector<mc::Action> legal = s.legalActions();
            if (game.apply(legal.front()) != mc::ApplyError::None)
                return nullptr;
        }
        if (game.state().decision() != mc::Decision::Turn || game.state().currentSeat() != 0)
            return nullptr;
        mc::Problem why;
        if (!game.save(dir.path() + u"/game-layout.json"_s, &why))
            return nullptr;

        return continueFromHome(dir);
    }

    //! A digital game of one person and two computer players at its first decision, the person keeping
    //! one of three Ulterior Motives (R-SETUP-4), continued from the home screen: its game page, or null.
    QQuickItem *continueAtKeepMotive(const QTemporaryDir &dir)
    {
        mc::Game game = personAndTwoComputers();
        for (int guard = 0; guard < 100 && game.state().isChance(); ++guard)
            game.playChance();
        if (game.state().decision() != mc::Decision::KeepMotive || game.state().currentSeat() != 0)
            return nullptr;
        mc::Problem why;
        if (!game.save(dir.path() + u"/game-motive.json"_s, &why))
            return nullptr;
        return continueFromHome(dir);
    }

    //! A digital game of one person (seat 1, hot-seat) and two rule-based computer players.
    static mc::Game personAndTwoComputers(mc::Mode mode = mc::Mode::Digital)
    {
        mc::Game game = mc::Game::create(mc::standardRuleset(), 3, 7, mode, 0);
        QJsonObject meta = game.meta();
        meta.insert(u"seatKinds"_s, QJsonArray{u"person"_s, u"rules"_s, u"rules"_s});
        meta.insert(u"hotSeat"_s, true);
        game.setMeta(meta);
        return game;
    }

    //! The game saved in `dir` continued from the home screen, as a person would: its game page once
    //! it is shown and not busy (the hand-off, if any, taken), or null.
    QQuickItem *continueFromHome(const QTemporaryDir &dir)
    {
        m_controller->setAutosaveDirectory(dir.path());
        m_controller->autosave()->waitForScan();
        if (!QTest::qWaitFor([&] { return !mctest::findItem(m_window->contentItem(), u"gamePage"_s); }))
            return nullptr;
        QMetaObject::invokeMethod(m_window, "openScreen", Q_ARG(QVariant, u"continue"_s), Q_ARG(QVariant, u"Continue"_s));
        QQuickItem *page = nullptr;
        if (!QTest::qWaitFor([&] {
                return (page = mctest::findItem(m_window->contentItem(), u"gamePage"_s)) && page->property("started").toBool()
                    && page->parentItem() && !page->parentItem()->property("busy").toBool();
            }))
            return nullptr;
        if (m_controller->seats()->handOffNeeded())
            m_controller->revealPrivate();
        return page;
    }

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-gamepagelayout-test"_s);
        m_engine = std::make_unique<QQmlApplicationEngine>();
        m_window = mctest::loadMainWindow(*m_engine, u"light"_s);
        QVERIFY(m_window);
        m_window->resize(1280, 800);
        QTRY_COMPARE(m_window->size(), QSize(1280, 800));
        m_controller = m_engine->singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController"));
        QVERIFY(m_controller);
    }

    void cleanupTestCase() { m_engine.reset(); }

    void cleanup() { QVERIFY(mctest::goHome(m_window)); }

    // A continued digital game: the secrets bar as high as its lines, Pass whole inside the guide.
    void secretsBarTakesTheHeightOfItsText()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QQuickItem *page = continueAtFirstTurn(dir);
        QVERIFY(page);
        QQuickItem *bar = mctest::findItem(page, u"secretsBar"_s);
        QQuickItem *text = mctest::findItem(page, u"secretsText"_s);
        QQuickItem *guide = mctest::findItem(page, u"phaseGuide"_s);
        QVERIFY(bar && text && guide);
        QTRY_VERIFY(bar->isVisible());
        QQuickItem *pass = nullptr;
        QTRY_VERIFY((pass = mctest::findVisible(guide, u"passButton"_s)));
        QVERIFY(mctest::waitForLayout(m_window));

        // One person: no Hide button, the bar is its text and the margins (8 + 2 border each side).
        QVERIFY(!mctest::findItem(bar, u"hideSecrets"_s)->isVisible());
        const qreal lines = text->property("contentHeight").toReal();
        QVERIFY2(lines > 0 && lines < 80, qPrintable(QString::number(lines)));
        QVERIFY2(bar->height() <= lines + 20 + mctest::kSlack,
                 qPrintable(u"bar %1 high for %2 of text"_s.arg(bar->height()).arg(lines)));
        QVERIFY2(mctest::inside(sceneRect(guide), sceneRect(pass)),
                 qPrintable(u"Pass %1 leaves the guide %2"_s.arg(mctest::rectText(sceneRect(pass)), mctest::rectText(sceneRect(guide)))));
    }

    // Digital play at 1280x800: the log and the automatic results take turns in the column (side by side
    // each showed two or three lines); "Why?" and "Log" switch, and so does W.
    void logAndWhyTakeTurns()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QQuickItem *page = continueAtFirstTurn(dir);
        QVERIFY(page);
        QQuickItem *log = mctest::findItem(page, u"gameLog"_s);
        QQuickItem *why = mctest::findItem(page, u"whyPanel"_s);
        QVERIFY(log && why);
        QVERIFY(mctest::waitForLayout(m_window));
        QTRY_VERIFY(log->isVisible());
        QVERIFY(!why->isVisible());
        // Room for about seven lines of the log.
        QVERIFY2(log->height() >= 180, qPrintable(QString::number(log->height())));
        QQuickItem *showWhy = mctest::findVisible(log, u"showWhy"_s);
        QVERIFY(showWhy);
        mctest::clickCentre(m_window, showWhy);
        QTRY_VERIFY(why->isVisible());
        QVERIFY(!log->isVisible());
        QVERIFY(mctest::waitForLayout(m_window));
        QVERIFY2(why->height() >= 180, qPrintable(QString::number(why->height())));
        QQuickItem *showLog = mctest::findVisible(why, u"showLog"_s);
        QVERIFY(showLog);
        mctest::clickCentre(m_window, showLog);
        QTRY_VERIFY(log->isVisible());
        QVERIFY(!why->isVisible());
        QTest::keyClick(m_window, Qt::Key_W);
        QTRY_VERIFY(why->isVisible());
    }

    // R-ACT-4: recruits until the Etherea runs out; the room of the recruit buttons goes with them, and
    // every part of the actions list follows the one before at the list's spacing.
    void noBlankStretchAfterTheLastRecruit()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QQuickItem *page = continueAtFirstTurn(dir);
        QVERIFY(page);
        QQuickItem *guide = mctest::findItem(page, u"phaseGuide"_s);
        QVERIFY(guide);
        QQuickItem *recruits = nullptr;
        QTRY_VERIFY((recruits = mctest::findVisible(guide, u"recruitChoices"_s)));
        QVERIFY(mctest::waitForLayout(m_window));
        QVERIFY2(recruits->height() > 0, "the person can recruit at their first turn");

        ChoiceModel *choices = m_controller->guide()->choiceModel();
        const auto personToMove = [this] {
            const mc::GameState &s = m_controller->game().state();
            return !m_controller->bots()->thinking() && s.decision() == mc::Decision::Turn && s.currentSeat() == 0;
        };
        for (int guard = 0; guard < 10 && choices->firstIn(u"recruit"_s) >= 0; ++guard) {
            QVERIFY(choices->apply(choices->firstIn(u"recruit"_s)));
            QTRY_VERIFY_WITH_TIMEOUT(personToMove(), 60000);
        }
        QCOMPARE(choices->countIn(u"recruit"_s), 0);
        QVERIFY(mctest::waitForLayout(m_window));

        QQuickItem *list = mctest::findVisible(guide, u"turnChoices"_s);
        QVERIFY(list);
        QVERIFY2(!recruits->isVisible() || recruits->height() == 0, qPrintable(QString::number(recruits->height())));
        QQuickItem *column = recruits->parentItem();
        QList<QQuickItem *> shown;
        for (QQuickItem *child : column->childItems())
            if (child->isVisible())
                shown << child;
        std::sort(shown.begin(), shown.end(), [](QQuickItem *a, QQuickItem *b) { return a->y() < b->y(); });
        const qreal spacing = column->property("spacing").toReal();
        for (qsizetype i = 1; i < shown.size(); ++i) {
            const qreal gap = shown[i]->y() - (shown[i - 1]->y() + shown[i - 1]->height());
            QVERIFY2(gap <= spacing + layoutMargin(shown[i - 1], "bottomMargin") + layoutMargin(shown[i], "topMargin") + mctest::kSlack,
                     qPrintable(u"%1 px blank between %2 and %3"_s.arg(gap).arg(mctest::itemName(shown[i - 1]), mctest::itemName(shown[i]))));
        }
    }

    void passRowIsReadWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("de") << u"de"_s;
    }

    // A table's turn at 1280×800: "Pass (P)", "All pass (A)" and "Adjust…" side by side, each label whole
    // (in German "Passen (P)" was cut to "Passe…" beside "Alle passen (A)" and "Anpassen…").
    void passRowIsReadWhole()
    {
        QFETCH(QString, language);
        QVERIFY(Language::instance()->choose(language));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QQuickItem *page = continueAtFirstTurn(dir, mc::Mode::Table);
        QVERIFY(page);
        QQuickItem *guide = mctest::findItem(page, u"phaseGuide"_s);
        QVERIFY(guide);
        QTRY_VERIFY(mctest::findVisible(guide, u"passButton"_s));
        QVERIFY(mctest::waitForLayout(m_window));
        for (const QString &name : {u"passButton"_s, u"everyonePasses"_s, u"correctionButton"_s}) {
            QQuickItem *button = mctest::findVisible(guide, name);
            QVERIFY2(button, qPrintable(name));
            auto *label = button->property("contentItem").value<QQuickItem *>();
            QVERIFY(label);
            QVERIFY2(!label->property("truncated").toBool(),
                     qPrintable(u"%1 cut: '%2' in %3 px"_s.arg(name, label->property("text").toString()).arg(button->width())));
            QVERIFY2(mctest::inside(sceneRect(guide), sceneRect(button)), qPrintable(name));
        }
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    void setupHintIsReadWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("de") << u"de"_s;
    }

    // R-SETUP-4, the game's first hint at 1280×800: the whole text (no "…"), and the three motives below
    // it in view.
    void setupHintIsReadWhole()
    {
        QFETCH(QString, language);
        QVERIFY(Language::instance()->choose(language));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QQuickItem *page = continueAtKeepMotive(dir);
        QVERIFY(page);
        QQuickItem *guide = mctest::findItem(page, u"phaseGuide"_s);
        QVERIFY(guide);
        QQuickItem *hint = nullptr;
        QTRY_VERIFY((hint = mctest::findVisible(guide, u"guideText"_s)));
        QTRY_COMPARE(m_controller->guide()->choiceModel()->count(), 3);
        QVERIFY(mctest::waitForLayout(m_window));
        QVERIFY2(!hint->property("truncated").toBool(), qPrintable(hint->property("text").toString()));
        // The three motives' buttons stay whole in view under the hint, none cut by the list's edge (the
        // third was).
        for (int i = 0; i < 3; ++i) {
            QQuickItem *motive = mctest::findVisible(guide, u"choice%1"_s.arg(i));
            QVERIFY(motive);
            QVERIFY2(mctest::inside(sceneRect(guide), sceneRect(motive)),
                     qPrintable(mctest::rectText(sceneRect(motive)) + u" outside "_s + mctest::rectText(sceneRect(guide))));
            for (QQuickItem *a = motive->parentItem(); a && a != guide; a = a->parentItem())
                if (a->clip())
                    QVERIFY2(mctest::inside(sceneRect(a), sceneRect(motive)),
                             qPrintable(u"motive %1: "_s.arg(i + 1) + mctest::rectText(sceneRect(motive)) + u" cut by "_s
                                        + mctest::rectText(sceneRect(a))));
        }
        QVERIFY(Language::instance()->choose(u"en"_s));
    }
};

QTEST_MAIN(TestGamePageLayout)
#include "tst_gamepagelayout.moc"
