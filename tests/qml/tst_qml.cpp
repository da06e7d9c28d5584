// Runs the tst_*.qml files of this folder with the `Mourners` module linked in.

#include <QAccessible>
#include <QCoreApplication>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(MournersPlugin)

// Tells the app's items that a screen reader listens, or no longer (ScreenReader.active): QML sees it as
// `testAccessibility`.
class TestAccessibility : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
    Q_INVOKABLE void setActive(bool active) { QAccessible::setActive(active); }
};

class Setup : public QObject
{
    Q_OBJECT

public slots:
    void applicationAvailable()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("Mourners"));
        QCoreApplication::setOrganizationDomain(QStringLiteral("mourners.github.io"));
        QCoreApplication::setApplicationName(QStringLiteral("mourners-tests"));
        QQuickStyle::setStyle(QStringLiteral("Material"));
    }
    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        engine->rootContext()->setContextProperty(QStringLiteral("testAccessibility"), new TestAccessibility(engine));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(mourners_qml, Setup)

#include "tst_qml.moc"
