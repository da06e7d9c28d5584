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

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

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
        QTest::newRow("table game") << u"tableGameTile"_s << u"New table game"_s;
        QTest::newRow("continue") << u"continueTile"_s << u"Continue"_s;
        QTest::newRow("score calculator") << u"scoreCalculatorTile"_s << u"Score calculator"_s;
        QTest::newRow("history") << u"historyTile"_s << u"History"_s;
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

    void digitalGameIsDisabled()
    {
        QQmlApplicationEngine engine;
        engine.addImportPath(u"qrc:/qt/qml"_s);
        engine.load(QUrl(u"qrc:/qt/qml/Mourners/Main.qml"_s));
        QCOMPARE(engine.rootObjects().size(), 1);
        auto *button = engine.rootObjects().constFirst()->findChild<QQuickItem *>(u"digitalGameTile"_s);
        QVERIFY(button);
        QVERIFY(!button->isEnabled());
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
