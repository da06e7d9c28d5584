// Runs the tst_*.qml files of this folder with the `Mourners` module linked in.

#include <QCoreApplication>
#include <QQmlEngine>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(MournersPlugin)

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
    }
};

QUICK_TEST_MAIN_WITH_SETUP(mourners_qml, Setup)

#include "tst_qml.moc"
