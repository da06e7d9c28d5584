// Opening a saved game from a file (the header's Open…, Ctrl+O, a file dropped on the window): a
// Mourners Call save made elsewhere (as mourners-cli writes it) and a Rest in Peace save open on their
// game's screen and go on in a new autosave, the file itself never written; a file that is no save
// of the shelf, or does not load, says why and changes nothing.

#include "gamecontroller.h"
#include "gameshelf.h"
#include "historystore.h"
#include "quickitems.h"
#include "ripsession.h"
#include "model/mourners/game.h"
#include "model/mourners/ruleset.h"
#include "model/restinpeace/game.h"

#include <QAccessible>
#include <QDropEvent>
#include <QDir>
#include <QFile>
#include <QMimeData>
#include <QQmlApplicationEngine>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

template <typename T>
T *singleton(QQmlApplicationEngine &engine, const char *name)
{
    return engine.singletonInstance<T *>(qmlTypeId("Mourners", 1, 0, name));
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

// Whether the screen `name` is shown (pushed on the window's stack and visible).
bool screenShown(QQuickWindow *window, const QString &name)
{
    QQuickItem *item = mctest::findItem(window->contentItem(), name);
    return item && item->isVisible();
}

} // namespace

class TestOpenSave : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    bool open(QQuickWindow *window, const QString &path)
    {
        QVariant ok;
        QMetaObject::invokeMethod(window, "openSavedGame", Q_RETURN_ARG(QVariant, ok), Q_ARG(QVariant, path));
        return ok.toBool();
    }

    QString notice(QQuickWindow *window)
    {
        QObject *label = window->findChild<QObject *>(u"noticeLabel"_s);
        return label ? label->property("text").toString() : QString();
    }

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-opensave-test"_s);
        QVERIFY(m_dir.isValid());
    }

    // The shelf tells a save's game from its "format" and refuses everything else with the reason.
    void savedGameOfNamesTheGameOrWhyNot()
    {
        GameShelf shelf(nullptr);
        mc::Game game = mc::Game::create(mc::standardRuleset(), 3, 5, mc::Mode::Digital, 0, {u"A"_s, u"B"_s, u"C"_s});
        const QString mourners = m_dir.filePath(u"mourners.json"_s);
        QVERIFY(game.save(mourners));
        QCOMPARE(shelf.savedGameOf(mourners).value(u"game"_s).toString(), u"mourners-call"_s);
        QCOMPARE(shelf.savedGameOf(QUrl::fromLocalFile(mourners).toString()).value(u"path"_s).toString(), mourners);

        const QString rip = m_dir.filePath(u"rip.json"_s);
        rip::Setup setup;
        setup.seed = 9;
        QVERIFY(writeFile(rip, rip::Game::create(setup, {u"Ada"_s, u"Bo"_s}).toJson()));
        QCOMPARE(shelf.savedGameOf(rip).value(u"game"_s).toString(), u"rest-in-peace"_s);

        const QString text = m_dir.filePath(u"notes.json"_s);
        QVERIFY(writeFile(text, "shopping list"));
        QVERIFY(shelf.savedGameOf(text).value(u"problem"_s).toString().contains(u"not a saved game"_s));
        const QString ruleset = m_dir.filePath(u"ruleset.json"_s);
        QVERIFY(writeFile(ruleset, R"({"format": "mourners-call-ruleset"})"));
        QVERIFY(shelf.savedGameOf(ruleset).value(u"problem"_s).toString().contains(u"mourners-call-ruleset"_s));
        QVERIFY(shelf.savedGameOf(m_dir.filePath(u"gone.json"_s)).value(u"problem"_s).toString().contains(u"does not exist"_s));
        QVERIFY(shelf.savedGameOf(m_dir.path()).value(u"problem"_s).toString().contains(u"folder"_s));
    }

    // Open…: a Mourners Call save and a Rest in Peace save each open on their screen; the opened file
    // is never written (the game goes on in its own autosave); a bad file changes nothing.
    void openFromTheWindow()
    {
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        auto *controller = singleton<GameController>(engine, "GameController");
        auto *session = singleton<RipSession>(engine, "RipSession");
        QVERIFY(controller && session);

        // A digital Mourners Call game of three computer players' seats, a few steps in.
        mc::Game game = mc::Game::create(mc::standardRuleset(), 3, 77, mc::Mode::Digital, 0, {u"Ada"_s, u"Bo"_s, u"Cy"_s});
        for (int i = 0; i < 12 && !game.state().isTerminal(); ++i) {
            if (game.state().isChance())
                game.playChance();
            else
                QCOMPARE(game.apply(game.state().legalActions().front()), mc::ApplyError::None);
        }
        const QString save = m_dir.filePath(u"from-a-friend.json"_s);
        QVERIFY(game.save(save));
        const QByteArray bytes = readAll(save);
        QVERIFY(open(window, save));
        QTRY_VERIFY(screenShown(window, u"gamePage"_s));
        QCOMPARE(mc::stateDigest(controller->game().state()), mc::stateDigest(game.state()));
        QVERIFY(controller->autosave()->path() != save);
        const QStringList legal = controller->legalActions();
        if (!legal.isEmpty() && controller->applyAction(legal.first()))
            QCOMPARE(readAll(save), bytes); // the friend's file is left as it was

        // A file that does not load: the reason on screen, the game open before is still the game.
        const QString digest = mc::stateDigest(controller->game().state());
        const QString broken = m_dir.filePath(u"broken.json"_s);
        QByteArray damaged = bytes;
        damaged.replace("\"actions\"", "\"actionz\"");
        QVERIFY(writeFile(broken, damaged));
        QVERIFY(!open(window, broken));
        QTRY_VERIFY(notice(window).contains(u"broken.json"_s));
        // It stays until the person has read it (the file may have been named when the app started, while
        // nobody looked): its OK closes it.
        auto *popup = window->findChild<QObject *>(u"notice"_s);
        QVERIFY(popup && popup->property("stays").toBool());
        QTRY_VERIFY(popup->property("opened").toBool());
        auto *ok = window->findChild<QQuickItem *>(u"noticeOk"_s);
        QVERIFY(ok && ok->isVisible());
        QTRY_VERIFY(ok->hasActiveFocus());
        QVERIFY(mctest::waitForLayout(window));
        mctest::clickCentre(window, ok);
        QTRY_VERIFY(!popup->property("visible").toBool());
        // Or Enter, with the keyboard.
        QVERIFY(!open(window, broken));
        QTRY_VERIFY(popup->property("opened").toBool());
        QTRY_VERIFY(ok->hasActiveFocus());
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY(!popup->property("visible").toBool());
        // Or a screen reader's press (Qt 6.4's buttons ignore it unless the app handles it).
        QVERIFY(!open(window, broken));
        QTRY_VERIFY(popup->property("opened").toBool());
        QAccessibleInterface *spoken = QAccessible::queryAccessibleInterface(ok);
        QVERIFY(spoken && spoken->actionInterface());
        spoken->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QTRY_VERIFY(!popup->property("visible").toBool());
        // A passing notice has no OK and goes by itself.
        QMetaObject::invokeMethod(window, "showNotice", Q_ARG(QVariant, u"passing"_s), Q_ARG(QVariant, QVariant()));
        QVERIFY(!popup->property("stays").toBool() && !ok->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!popup->property("visible").toBool(), 30000);
        QCOMPARE(mc::stateDigest(controller->game().state()), digest);
        QCOMPARE(readAll(broken), damaged);
        const QString other = m_dir.filePath(u"other.json"_s);
        QVERIFY(writeFile(other, R"({"format": "something-else"})"));
        QVERIFY(!open(window, other));
        QTRY_VERIFY(notice(window).contains(u"something-else"_s));

        // Rest in Peace, dropped on the window.
        rip::Setup setup;
        setup.seed = 31;
        const rip::Game duel = rip::Game::create(setup, {u"Ada"_s, u"Bo"_s});
        const QString ripSave = m_dir.filePath(u"duel.json"_s);
        QVERIFY(writeFile(ripSave, duel.toJson()));
        const QByteArray ripBytes = readAll(ripSave);
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(ripSave)});
        const QPoint middle(window->width() / 2, window->height() / 2);
        QDragEnterEvent enter(middle, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(window, &enter);
        QDragMoveEvent move(middle, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(window, &move);
        QDropEvent drop(middle, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(window, &drop);
        QTRY_VERIFY(session->active());
        QTRY_VERIFY(screenShown(window, u"ripGamePage"_s));
        QVERIFY(session->autosavePath() != ripSave);
        QCOMPARE(readAll(ripSave), ripBytes);
    }

    // A damaged autosave of Mourners Call is told on its home section, with the file and why, and left
    // as it is; another game's home does not show it.
    void damagedAutosaveIsToldOnItsHome()
    {
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        auto *controller = singleton<GameController>(engine, "GameController");
        auto *shelf = singleton<GameShelf>(engine, "GameShelf");
        QVERIFY(controller && shelf);
        const QString dir = m_dir.filePath(u"damaged-autosaves"_s);
        QVERIFY(QDir().mkpath(dir));
        const QString bad = dir + u"/game-broken.json"_s;
        QVERIFY(writeFile(bad, "{\"format\": \"mourners-call-save\", \"actions\": ["));
        controller->setAutosaveDirectory(dir);
        controller->autosave()->waitForScan();
        shelf->setCurrent(u"mourners-call"_s);
        QQuickItem *label = nullptr;
        QTRY_VERIFY((label = window->findChild<QQuickItem *>(u"autosaveProblem"_s)) && label->isVisible());
        QVERIFY2(label->property("text").toString().contains(bad), qPrintable(label->property("text").toString()));
        shelf->setCurrent(u"rest-in-peace"_s);
        QTRY_VERIFY(!window->findChild<QQuickItem *>(u"autosaveProblem"_s));
        shelf->setCurrent(u"mourners-call"_s);
        QCOMPARE(readAll(bad), QByteArray("{\"format\": \"mourners-call-save\", \"actions\": ["));
    }
};

QTEST_MAIN(TestOpenSave)
#include "tst_opensave.moc"
