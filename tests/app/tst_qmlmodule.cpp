// The `Mourners` QML module is linked in, importable and its main window loads offscreen.

#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

#include "quickitems.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findItem;

} // namespace

class TestQmlModule : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // As main.cpp does: Qt.labs.settings needs them.
        QCoreApplication::setOrganizationName(u"Mourners"_s);
        QCoreApplication::setOrganizationDomain(u"mourners.github.io"_s);
        QCoreApplication::setApplicationName(u"mourners-tests"_s);
        QQuickStyle::setStyle(u"Material"_s);
    }

    void mainWindowLoads()
    {
        QQmlApplicationEngine engine;
        engine.addImportPath(u"qrc:/qt/qml"_s);
        QSignalSpy failed(&engine, &QQmlApplicationEngine::objectCreationFailed);
        QSignalSpy warnings(&engine, &QQmlEngine::warnings);

        engine.load(QUrl(u"qrc:/qt/qml/Mourners/Main.qml"_s));

        QCOMPARE(failed.count(), 0);
        QCOMPARE(engine.rootObjects().size(), 1);
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        QVERIFY(window);
        QCOMPARE(window->size(), QSize(1280, 800));
        QVERIFY(window->findChild<QQuickItem *>(u"homePage"_s));
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QCOMPARE(warnings.count(), 0);
    }

    // Screens that do not exist yet answer with a notice instead of doing nothing.
    void unavailableScreenShowsNotice_data()
    {
        QTest::addColumn<QString>("tile");
        QTest::addColumn<QString>("title");
        QTest::newRow("settings") << u"settingsTile"_s << u"Settings"_s;
    }

    void unavailableScreenShowsNotice()
    {
        QFETCH(QString, tile);
        QFETCH(QString, title);
        QQmlApplicationEngine engine;
        engine.addImportPath(u"qrc:/qt/qml"_s);
        engine.load(QUrl(u"qrc:/qt/qml/Mourners/Main.qml"_s));
        QCOMPARE(engine.rootObjects().size(), 1);
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        auto *button = window->findChild<QQuickItem *>(tile);
        QVERIFY(button);
        auto *label = window->findChild<QQuickItem *>(u"noticeLabel"_s);
        QVERIFY(label);
        QVERIFY(!label->isVisible());

        const QPointF centre = button->mapToScene(QPointF(button->width() / 2, button->height() / 2));
        QTest::mouseClick(window, Qt::LeftButton, {}, centre.toPoint());

        auto *notice = window->findChild<QObject *>(u"notice"_s);
        QVERIFY(notice);
        QTRY_VERIFY(notice->property("opened").toBool());
        QVERIFY(label->isVisible());
        QVERIFY(label->property("text").toString().contains(title));
        // For looking at it: MOURNERS_SCREENSHOT_DIR=/tmp ctest -R tst_qmlmodule
        const QString dir = qEnvironmentVariable("MOURNERS_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            window->grabWindow().save(dir + u"/notice.png"_s);
    }

    // "New table game" opens the game page: a setup form, then the table with a decision pending;
    // a refused action shows its reason on the page and changes nothing.
    void tableGameTileOpensGamePage()
    {
        QQmlApplicationEngine engine;
        engine.addImportPath(u"qrc:/qt/qml"_s);
        QSignalSpy warnings(&engine, &QQmlEngine::warnings);
        engine.load(QUrl(u"qrc:/qt/qml/Mourners/Main.qml"_s));
        QCOMPARE(engine.rootObjects().size(), 1);
        auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
        QVERIFY(window);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        // Shortcuts (Ctrl+Z) only fire in the active window.
        window->requestActivate();
        QVERIFY(QTest::qWaitForWindowActive(window));
        const QString dir = qEnvironmentVariable("MOURNERS_SCREENSHOT_DIR");

        auto click = [window](QQuickItem *item) {
            const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
            QTest::mouseClick(window, Qt::LeftButton, {}, centre.toPoint());
        };
        auto type = [window](const QString &text) {
            for (const QChar ch : text)
                QTest::keyClick(window, ch.toLatin1());
        };
        auto *tile = window->findChild<QQuickItem *>(u"tableGameTile"_s);
        QVERIFY(tile);
        click(tile);
        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = window->findChild<QQuickItem *>(u"gamePage"_s)));
        auto *form = findItem(page, u"gameSetupForm"_s);
        QVERIFY(form);
        QTRY_VERIFY(form->isVisible());
        // Wait for the StackView's push transition, or clicks land where items used to be.
        QVERIFY(page->parentItem());
        QTRY_VERIFY(!page->parentItem()->property("busy").toBool());
        QVERIFY(!page->property("started").toBool());

        // Two players, Bo is the oldest; the wizard preselects factions and unknown starting Mourners.
        auto *two = findItem(page, u"playerCount2"_s);
        auto *name0 = findItem(page, u"playerName0"_s);
        auto *name1 = findItem(page, u"playerName1"_s);
        auto *oldest1 = findItem(page, u"oldest1"_s);
        QVERIFY(two && name0 && name1 && oldest1);
        click(two);
        name0->setProperty("text", u"Ada"_s);
        name1->setProperty("text", u"Bo"_s);
        click(oldest1);
        QTRY_VERIFY(oldest1->property("checked").toBool());
        if (!dir.isEmpty())
            window->grabWindow().save(dir + u"/game-setup.png"_s);
        auto *start = findItem(page, u"startGame"_s);
        QVERIFY(start);
        click(start);
        QTRY_VERIFY(page->property("started").toBool());
        auto *view = findItem(page, u"gameView"_s);
        QVERIFY(view);
        QTRY_VERIFY(view->isVisible());
        auto *decision = findItem(page, u"decisionText"_s);
        QVERIFY(decision);
        // R-DIST-1: Bo, the oldest, rolls first.
        QVERIFY2(decision->property("text").toString().startsWith(u"Bo "_s),
                 qPrintable(decision->property("text").toString()));

        // Typing an illegal action and Enter: the reason is shown, the decision stays.
        auto *field = findItem(page, u"actionField"_s);
        auto *banner = findItem(page, u"errorBanner"_s);
        QVERIFY(field && banner);
        QVERIFY(!banner->isVisible());
        field->forceActiveFocus();
        type(u"bid 4"_s);
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY(banner->isVisible());
        QVERIFY(decision->property("text").toString().startsWith(u"Bo rolls"_s));
        QCOMPARE(field->property("text").toString(), u"bid 4"_s); // kept, to correct it

        // A legal one is applied and clears the field; Ctrl+Z takes it back.
        field->setProperty("text", QString());
        type(u"dice 7"_s);
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY(decision->property("text").toString().startsWith(u"Bo sizes"_s));
        QCOMPARE(field->property("text").toString(), QString());
        QVERIFY(!banner->isVisible());
        QCOMPARE(window->activeFocusItem(), field); // Ctrl+Z works from the empty action field too
        QTest::keySequence(window, QKeySequence(u"Ctrl+Z"_s));
        QTRY_VERIFY(decision->property("text").toString().startsWith(u"Bo rolls"_s));
        QTest::keySequence(window, QKeySequence(u"Ctrl+Shift+Z"_s));
        QTRY_VERIFY(decision->property("text").toString().startsWith(u"Bo sizes"_s));
        // ... and from anywhere else on the page (the Shortcut).
        decision->forceActiveFocus();
        QVERIFY(window->activeFocusItem() != field);
        QTest::keySequence(window, QKeySequence(u"Ctrl+Z"_s));
        QTRY_VERIFY(decision->property("text").toString().startsWith(u"Bo rolls"_s));
        QTest::keySequence(window, QKeySequence(u"Ctrl+Shift+Z"_s));
        QTRY_VERIFY(decision->property("text").toString().startsWith(u"Bo sizes"_s));
        if (!dir.isEmpty())
            window->grabWindow().save(dir + u"/game-page.png"_s);
        QCOMPARE(warnings.count(), 0);
    }

    void digitalGameIsEnabled()
    {
        QQmlApplicationEngine engine;
        engine.addImportPath(u"qrc:/qt/qml"_s);
        engine.load(QUrl(u"qrc:/qt/qml/Mourners/Main.qml"_s));
        QCOMPARE(engine.rootObjects().size(), 1);
        auto *button = engine.rootObjects().constFirst()->findChild<QQuickItem *>(u"digitalGameTile"_s);
        QVERIFY(button);
        QVERIFY(button->isEnabled()); // issue 5: digital play on one laptop
    }

    void themeOverrideIsApplied_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << u"light"_s << false;
        QTest::newRow("dark") << u"dark"_s << true;
    }

    void themeOverrideIsApplied()
    {
        QFETCH(QString, theme);
        QFETCH(bool, dark);
        QQmlApplicationEngine engine;
        engine.addImportPath(u"qrc:/qt/qml"_s);
        engine.setInitialProperties({{u"themeOverride"_s, theme}});
        engine.load(QUrl(u"qrc:/qt/qml/Mourners/Main.qml"_s));
        QCOMPARE(engine.rootObjects().size(), 1);
        QCOMPARE(engine.rootObjects().constFirst()->property("dark").toBool(), dark);
    }

    // A file outside the module can `import Mourners` and use its types.
    void moduleIsImportable_data()
    {
        QTest::addColumn<QString>("type");
        QTest::newRow("HomePage") << u"HomePage"_s;
        QTest::newRow("HomeTile") << u"HomeTile"_s;
        QTest::newRow("ActionButton") << u"ActionButton"_s;
        QTest::newRow("GamePage") << u"GamePage"_s;
    }

    void moduleIsImportable()
    {
        QFETCH(QString, type);
        QQmlEngine engine;
        engine.addImportPath(u"qrc:/qt/qml"_s);
        QQmlComponent component(&engine);
        component.setData(u"import QtQuick\nimport Mourners\n%1 {}\n"_s.arg(type).toUtf8(),
                          QUrl(u"file:///importer.qml"_s));
        QVERIFY2(component.isReady(), qPrintable(component.errorString()));
        std::unique_ptr<QObject> object(component.create());
        QVERIFY2(object, qPrintable(component.errorString()));
    }
};

QTEST_MAIN(TestQmlModule)
#include "tst_qmlmodule.moc"
