// The `Mourners` QML module is linked in, importable and its main window loads offscreen; every file
// of the module loads with the QML modules installed on this machine, and the file dialogs open
// (issue 11: their implementation needs Qt.labs.folderlistmodel, loaded only when one opens).

#include "historystore.h"
#include "idlecollector.h"
#include "keyrepeatguard.h"
#include "pointerwatch.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QLibraryInfo>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <functional>
#include <memory>

#include "quickitems.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findItem;

/// Every item under `root` in the visual tree (popups included: their items live in the overlay).
void collectItems(QQuickItem *root, QList<QQuickItem *> &out)
{
    out.append(root);
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        collectItems(child, out);
}

/// The first visible item of `className` (e.g. "QQuickAbstractButton") whose `text` is `text`.
QQuickItem *visibleWithText(QQuickWindow *window, const char *className, const QString &text)
{
    QList<QQuickItem *> items;
    collectItems(window->contentItem(), items);
    for (QQuickItem *item : std::as_const(items))
        if (item->isVisible() && item->inherits(className) && item->property("text").toString() == text)
            return item;
    return nullptr;
}

/// Texts of the file dialog's rows drawn over each other ("4.00 KiB" over the date), as "a / b"; empty
/// when every row's texts stand apart. Rows are the dialog's delegates ("fileDialogDelegate<n>").
QString overlappingRowTexts(QQuickWindow *window)
{
    QList<QQuickItem *> items;
    collectItems(window->contentItem(), items);
    int rows = 0;
    for (QQuickItem *row : std::as_const(items)) {
        if (!row->isVisible() || !row->objectName().startsWith(u"fileDialogDelegate"_s))
            continue;
        ++rows;
        QList<QQuickItem *> inRow;
        collectItems(row, inRow);
        QList<QQuickItem *> texts;
        for (QQuickItem *t : std::as_const(inRow))
            if (t->isVisible() && t->inherits("QQuickText") && !t->property("text").toString().isEmpty())
                texts << t;
        for (qsizetype i = 0; i < texts.size(); ++i)
            for (qsizetype j = i + 1; j < texts.size(); ++j) {
                const QRectF a = texts[i]->mapRectToScene(QRectF(0, 0, texts[i]->property("contentWidth").toReal(), texts[i]->height()));
                const QRectF b = texts[j]->mapRectToScene(QRectF(0, 0, texts[j]->property("contentWidth").toReal(), texts[j]->height()));
                if (a.intersected(b).width() > 1 && a.intersected(b).height() > 1)
                    return texts[i]->property("text").toString() + u" / "_s + texts[j]->property("text").toString();
            }
    }
    return rows == 0 ? u"no rows"_s : QString();
}

/// A QML warning that says an import could not be satisfied (a module missing from the machine).
bool isImportProblem(const QQmlError &error)
{
    const QString d = error.description();
    return d.contains(u"is not installed"_s) || d.contains(u"is not a type"_s) || d.contains(u"plugin"_s)
           || d.contains(u"module \""_s) || d.contains(u"Failed to load"_s);
}

GameRecord oneGame()
{
    GameRecord g;
    g.playedAt = QDateTime(QDate(2024, 6, 1), QTime(21, 15), Qt::UTC);
    g.source = u"calculator"_s;
    g.ruleset = u"standard"_s;
    const QStringList names = {u"Ada"_s, u"Bo"_s};
    for (int i = 0; i < names.size(); ++i) {
        PlayerRecord p;
        p.name = names[i];
        p.setField(QLatin1StringView("unity"), 10 + i);
        p.setField(QLatin1StringView("bone"), 3);
        g.players.push_back(p);
    }
    return g;
}

// Opens `screen` (e.g. "history") and waits until its page ("historyPage") has settled; null if not.
QQuickItem *openPage(QQuickWindow *window, const QString &screen)
{
    if (!QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, screen), Q_ARG(QVariant, QString())))
        return nullptr;
    QQuickItem *page = nullptr;
    const bool shown = QTest::qWaitFor([&] {
        page = window->findChild<QQuickItem *>(screen + u"Page"_s);
        return page && !page->parentItem()->property("busy").toBool();
    });
    return shown ? page : nullptr;
}

// Opens the history and clicks "Export CSV" as a person would; the history page, or null.
QQuickItem *clickHistoryExport(QQuickWindow *window)
{
    QQuickItem *page = openPage(window, u"history"_s);
    QQuickItem *button = page ? findItem(page, u"historyExportCsv"_s) : nullptr;
    if (!button || !QTest::qWaitFor([button] { return button->isEnabled(); }))
        return nullptr;
    mctest::clickCentre(window, button);
    return page;
}

} // namespace

class TestQmlModule : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-tests"_s);
        // Issue 11: a fresh account, with a home folder and no Documents folder in it.
        QVERIFY(m_home.isValid());
        qputenv("HOME", QFile::encodeName(m_home.path()));
        qunsetenv("XDG_CONFIG_HOME");
        QVERIFY(!QDir(m_home.path() + u"/Documents"_s).exists());
        QFile::remove(HistoryStore::defaultPath());
        HistoryStore store(HistoryStore::defaultPath()); // the file every engine's history opens
        QVERIFY2(store.available(), qPrintable(store.errorText()));
        m_gameId = store.addRecord(oneGame());
        QVERIFY(m_gameId > 0);
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
        // The window's watchers are made with it (a held Escape's repeats, the pointer's moves, input
        // at rest for the garbage collection).
        QVERIFY(qobject_cast<KeyRepeatGuard *>(window->property("keyRepeatGuard").value<QObject *>()));
        QVERIFY(qobject_cast<PointerWatch *>(window->property("pointerWatch").value<QObject *>()));
        auto *collector = qobject_cast<IdleCollector *>(window->property("idleCollector").value<QObject *>());
        QVERIFY(collector);
        // A click on the window is followed by a collection once input rests.
        const int before = collector->collections();
        QTest::mouseClick(window, Qt::LeftButton, {}, QPoint(2, 2));
        QTRY_VERIFY(collector->collections() > before);
    }

    // Every QML file of the module compiles and is created with the QML modules of this machine
    // (the packages scripts/setup.sh installs): a missing import fails here, not on a user's screen.
    void everyFileOfTheModuleLoads_data()
    {
        QTest::addColumn<QString>("file");
        const QString root = u":/qt/qml/Mourners/"_s;
        QDirIterator it(root, {u"*.qml"_s}, QDir::Files, QDirIterator::Subdirectories);
        QStringList files;
        while (it.hasNext())
            files.append(it.next().mid(root.size())); // "Main.qml", "mourners/GamePage.qml"
        files.sort();
        QVERIFY(files.contains(u"FileChooser.qml"_s));
        QVERIFY(files.contains(u"mourners/GamePage.qml"_s)); // the games' folders too
        QVERIFY(files.size() >= 30); // the whole module, not a leftover subset
        for (const QString &f : std::as_const(files))
            QTest::newRow(qPrintable(f)) << f;
    }

    void everyFileOfTheModuleLoads()
    {
        QFETCH(QString, file);
        QQmlEngine engine;
        engine.addImportPath(u"qrc:/qt/qml"_s);
        QList<QQmlError> warnings;
        connect(&engine, &QQmlEngine::warnings, this, [&warnings](const QList<QQmlError> &list) { warnings += list; });
        QQmlComponent component(&engine, QUrl(u"qrc:/qt/qml/Mourners/"_s + file));
        QTRY_VERIFY(!component.isLoading());
        QVERIFY2(component.isReady(), qPrintable(component.errorString()));
        std::unique_ptr<QObject> object(component.createWithInitialProperties({}));
        if (!object) {
            // Delegates need their required properties from a view; their imports were checked above.
            for (const QQmlError &e : component.errors())
                QVERIFY2(e.description().contains(u"Required property"_s), qPrintable(e.toString()));
        }
        for (const QQmlError &w : std::as_const(warnings))
            QVERIFY2(!isImportProblem(w), qPrintable(w.toString()));
    }

    // Every popup or dialog of the module either closes at once (exit: null) or takes no press while it
    // fades out (PopupFadeGuard): a quick click after "No" or Escape must not land on its Yes or Delete.
    // tst_sheetlayout's clickOnAFadingDialogClearsNothing shows what the guard does.
    void everyFadingPopupIsGuarded()
    {
        const QString root = u":/qt/qml/Mourners/"_s;
        QDirIterator it(root, {u"*.qml"_s}, QDir::Files, QDirIterator::Subdirectories);
        const QRegularExpression opening(u"^(\\s*)(Dialog|Popup)\\s*\\{\\s*$"_s);
        QStringList unguarded;
        int popups = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
            for (int i = 0; i < lines.size(); ++i) {
                const QRegularExpressionMatch m = opening.match(lines.at(i));
                if (!m.hasMatch())
                    continue;
                ++popups;
                const QString closing = m.captured(1) + u'}';
                bool guarded = false;
                for (int j = i + 1; j < lines.size() && !(lines.at(j).startsWith(closing) && lines.at(j).trimmed() == u"}"_s); ++j)
                    guarded = guarded || lines.at(j).contains(u"PopupFadeGuard"_s) || lines.at(j).trimmed() == u"exit: null"_s;
                if (!guarded)
                    unguarded.append(u"%1:%2"_s.arg(path.mid(root.size())).arg(i + 1));
            }
        }
        QVERIFY(popups >= 25); // the whole module's popups were read
        QVERIFY2(unguarded.isEmpty(), qPrintable(unguarded.join(u", "_s)));
    }

    // Issue 11: when Qt cannot show its file dialog (here: the QML modules of this machine without
    // Qt.labs.folderlistmodel, as on a machine without its package), the page says so on screen and
    // takes a typed path instead. Runs before any test loads the real module into this process.
    void failedFileDialogIsReportedOnScreen()
    {
        // A copy of the installed QML modules (links), all but Qt.labs.folderlistmodel.
        QTemporaryDir imports;
        QVERIFY(imports.isValid());
        const QString system = QLibraryInfo::path(QLibraryInfo::QmlImportsPath);
        const std::function<void(const QString &, const QString &)> mirror =
                [&mirror, &system](const QString &from, const QString &to) {
                    const auto entries = QDir(from).entryInfoList(QDir::AllEntries | QDir::NoDotAndDotDot);
                    for (const QFileInfo &entry : entries) {
                        const QString relative = QDir(system).relativeFilePath(entry.filePath());
                        const QString target = to + u'/' + entry.fileName();
                        if (relative == u"Qt/labs/folderlistmodel"_s)
                            continue;
                        if (relative == u"Qt"_s || relative == u"Qt/labs"_s) {
                            QDir().mkpath(target);
                            mirror(entry.filePath(), target);
                        } else {
                            QFile::link(entry.filePath(), target);
                        }
                    }
                };
        mirror(system, imports.path());
        QVERIFY(QFileInfo::exists(imports.path() + u"/QtQuick/Dialogs/qmldir"_s));
        QVERIFY(!QFileInfo::exists(imports.path() + u"/Qt/labs/folderlistmodel"_s));

        QQmlApplicationEngine engine;
        engine.setImportPathList({imports.path(), u"qrc:/qt-project.org/imports"_s});
        auto *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QQuickItem *page = clickHistoryExport(window);
        QVERIFY(page);

        auto *chooser = window->findChild<QObject *>(u"historyExportChooser"_s);
        QVERIFY(chooser);
        QTRY_VERIFY(chooser->property("dialogFailed").toBool());
        auto *reason = findItem(window->contentItem(), u"fileFallbackReason"_s);
        auto *path = findItem(window->contentItem(), u"fileFallbackPath"_s);
        auto *accept = findItem(window->contentItem(), u"fileFallbackAccept"_s);
        QVERIFY(reason && path && accept);
        QTRY_VERIFY(reason->isVisible());
        QVERIFY(reason->property("text").toString().contains(u"qml6-module-qt-labs-folderlistmodel"_s));
        QCOMPARE(accept->property("text").toString(), u"Export"_s);
        // The proposed file, in the home folder (no Documents here).
        QCOMPARE(path->property("text").toString(), m_home.path() + u"/mourners-history.csv"_s);
        const QString dir = qEnvironmentVariable("MOURNERS_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            window->grabWindow().save(dir + u"/file-dialog-failed.png"_s);

        // A typed name without its ending is completed and written beside the proposal.
        path->setProperty("text", m_home.path() + u"/typed-by-hand"_s);
        mctest::clickCentre(window, accept);
        const QString written = m_home.path() + u"/typed-by-hand.csv"_s;
        QTRY_VERIFY(QFile::exists(written));
        auto *notice = window->findChild<QQuickItem *>(u"noticeLabel"_s);
        QVERIFY(notice);
        QTRY_VERIFY(notice->isVisible());
        QVERIFY2(notice->property("text").toString() == u"History exported as CSV to %1"_s.arg(written),
                 qPrintable(notice->property("text").toString()));
    }

    // Issue 11: each file dialog opens (its implementation module loads), in a folder that exists
    // (home on a fresh account, Documents once there is one), proposes the file in that folder and
    // names its button by what it does.
    void fileDialogsOpen_data()
    {
        QTest::addColumn<QString>("screen");
        QTest::addColumn<QString>("button");
        QTest::addColumn<QString>("chooser");
        QTest::addColumn<QString>("acceptLabel");
        QTest::addColumn<QString>("proposed");
        QTest::addColumn<bool>("documents");
        for (const bool documents : {false, true}) {
            const char *where = documents ? "documents" : "fresh home";
            QTest::addRow("history CSV, %s", where) << u"history"_s << u"historyExportCsv"_s
                    << u"historyExportChooser"_s << u"Export"_s << u"mourners-history.csv"_s << documents;
            QTest::addRow("history JSON, %s", where) << u"history"_s << u"historyExportJson"_s
                    << u"historyExportChooser"_s << u"Export"_s << u"mourners-history.json"_s << documents;
            QTest::addRow("history import, %s", where) << u"history"_s << u"historyImport"_s
                    << u"historyImportChooser"_s << u"Import"_s << QString() << documents;
            QTest::addRow("game JSON, %s", where) << u"detail"_s << u"exportGame"_s << u"detailFileChooser"_s
                    << u"Export"_s << u"mourners-game-%1.json"_s << documents;
            QTest::addRow("game PDF, %s", where) << u"detail"_s << u"exportScoreSheet"_s << u"detailFileChooser"_s
                    << u"Save"_s << u"mourners-score-sheet-%1.pdf"_s << documents;
            QTest::addRow("calculator PDF, %s", where) << u"scoreCalculator"_s << QString()
                    << u"calcSheetChooser"_s << u"Save"_s << u"mourners-score-sheet.pdf"_s << documents;
        }
    }

    void fileDialogsOpen()
    {
        QFETCH(QString, screen);
        QFETCH(QString, button);
        QFETCH(QString, chooser);
        QFETCH(QString, acceptLabel);
        QFETCH(QString, proposed);
        QFETCH(bool, documents);
        if (proposed.contains(u"%1"_s))
            proposed = proposed.arg(m_gameId);
        const QString documentsPath = m_home.path() + u"/Documents"_s;
        if (documents)
            QVERIFY(QDir().mkpath(documentsPath));
        else
            QVERIFY(QDir(documentsPath).removeRecursively());
        const QString folder = documents ? documentsPath : m_home.path();
        // A folder in the folder shown: a row with its size and date.
        QVERIFY(QDir().mkpath(folder + u"/Older games"_s));

        QQmlApplicationEngine engine;
        QList<QQmlError> warnings;
        connect(&engine, &QQmlEngine::warnings, this, [&warnings](const QList<QQmlError> &list) { warnings += list; });
        auto *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QQuickItem *page = nullptr;
        if (screen == u"detail"_s) {
            QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"history"_s), Q_ARG(QVariant, QString())));
            QTRY_VERIFY((page = window->findChild<QQuickItem *>(u"historyPage"_s)));
            QTRY_VERIFY(!page->parentItem()->property("busy").toBool());
            QVERIFY(QMetaObject::invokeMethod(page, "openGame", Q_ARG(QVariant, m_gameId)));
            QTRY_VERIFY((page = window->findChild<QQuickItem *>(u"historyDetailPage"_s)));
        } else {
            QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, screen), Q_ARG(QVariant, QString())));
            QTRY_VERIFY((page = window->findChild<QQuickItem *>(screen + u"Page"_s)));
        }
        QTRY_VERIFY(!page->parentItem()->property("busy").toBool());
        auto *files = page->findChild<QObject *>(chooser);
        QVERIFY(files);
        if (button.isEmpty()) {
            // The calculator's button waits for a complete score; its chooser is what it opens.
            QVERIFY(QMetaObject::invokeMethod(files, "openFor", Q_ARG(QVariant, proposed)));
        } else {
            auto *b = findItem(page, button);
            QVERIFY(b);
            QTRY_VERIFY(b->isEnabled());
            mctest::clickCentre(window, b);
        }
        QTRY_VERIFY(files->property("opened").toBool());
        QVERIFY(!files->property("dialogFailed").toBool());
        auto *dialog = files->findChild<QObject *>(u"fileDialog"_s);
        QVERIFY(dialog);
        QVERIFY(dialog->property("visible").toBool());
        QCOMPARE(dialog->property("currentFolder").toUrl().toLocalFile(), folder);
        if (!proposed.isEmpty())
            QCOMPARE(dialog->property("selectedFile").toUrl().toLocalFile(), folder + u'/' + proposed);
        QTRY_VERIFY2(visibleWithText(window, "QQuickAbstractButton", acceptLabel),
                     qPrintable(u"no button \"%1\""_s.arg(acceptLabel)));
        QVERIFY(!visibleWithText(window, "QQuickAbstractButton", u"Open"_s) || acceptLabel == u"Open"_s);
        // Each row's name, size and date stand apart at the app's font size (Qt 6.4 drew size and date
        // over each other in a row as wide as the filter box).
        QVERIFY(mctest::waitForLayout(window));
        // The dialog lists the folder on a thread of its own: its rows come when they are read.
        QTRY_VERIFY_WITH_TIMEOUT(overlappingRowTexts(window) != u"no rows"_s, 20000);
        QVERIFY(mctest::waitForLayout(window));
        const QString overlap = overlappingRowTexts(window);
        QVERIFY2(overlap.isEmpty(), qPrintable(overlap));
        const QString dir = qEnvironmentVariable("MOURNERS_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            window->grabWindow().save(u"%1/file-dialog-%2.png"_s.arg(dir, QString::fromLatin1(QTest::currentDataTag())
                                                                                   .replace(u' ', u'-').remove(u',')));
        QVERIFY(QMetaObject::invokeMethod(dialog, "reject"));
        QTRY_VERIFY(!files->property("opened").toBool());
        for (const QQmlError &w : std::as_const(warnings))
            QVERIFY2(!isImportProblem(w), qPrintable(w.toString()));
        QVERIFY(QDir(folder + u"/Older games"_s).removeRecursively());
        QVERIFY(QDir(documentsPath).removeRecursively());
    }

    // Issue 11: what a file dialog's answer names, however Qt 6.4 hands it over.
    void chosenFileIsAnAbsolutePath_data()
    {
        QTest::addColumn<QString>("selected"); // as the dialog gives it; %1 = the folder
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QString>("expected"); // %1 = the folder, HOME = the home folder
        QTest::newRow("picked file") << u"file://%1/a.csv"_s << u"csv"_s << u"%1/a.csv"_s;
        QTest::newRow("typed name, Qt 6.4 join") << u"%1/a"_s << u"csv"_s << u"%1/a.csv"_s;
        QTest::newRow("typed absolute path") << u"%1//elsewhere/b.json"_s << u"json"_s << u"/elsewhere/b.json"_s;
        QTest::newRow("typed home path") << u"%1/~/c"_s << u"pdf"_s << u"HOME/c.pdf"_s;
        QTest::newRow("typed sub-folder") << u"%1/sub/../sub/d.csv"_s << u"csv"_s << u"%1/sub/d.csv"_s;
        QTest::newRow("relative name") << u"e.json"_s << u"json"_s << u"%1/e.json"_s;
        QTest::newRow("other ending kept") << u"%1/f.txt"_s << u"csv"_s << u"%1/f.txt"_s;
        QTest::newRow("open: no suffix") << u"file://%1/g"_s << QString() << u"%1/g"_s;
        QTest::newRow("nothing") << QString() << u"csv"_s << QString();
    }

    void chosenFileIsAnAbsolutePath()
    {
        QFETCH(QString, selected);
        QFETCH(QString, suffix);
        QFETCH(QString, expected);
        const QString folder = m_home.path() + u"/Documents"_s;
        const QUrl url(selected.contains(u"%1"_s) ? selected.arg(folder) : selected);
        const HistoryStore store(HistoryStore::defaultPath());
        const QUrl chosen = store.chosenFile(QUrl::fromLocalFile(folder), url, suffix);
        expected.replace(u"HOME"_s, m_home.path());
        QCOMPARE(chosen.toLocalFile(), expected.contains(u"%1"_s) ? expected.arg(folder) : expected);
    }

    // Issue 11: a name typed into the dialog is joined to the folder shown, gets its ending, and the
    // page confirms what was written where.
    void typedFileNameIsSavedInTheFolderShown_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("expected"); // relative to the home folder
        QTest::newRow("name") << u"scores"_s << u"scores.csv"_s;
        QTest::newRow("name with ending") << u"scores.csv"_s << u"scores.csv"_s;
        QTest::newRow("sub-folder") << u"sub/scores"_s << u"sub/scores.csv"_s;
        QTest::newRow("absolute") << u"%1/elsewhere/abs.csv"_s << u"elsewhere/abs.csv"_s;
    }

    void typedFileNameIsSavedInTheFolderShown()
    {
        QFETCH(QString, typed);
        QFETCH(QString, expected);
        QVERIFY(QDir(m_home.path()).mkpath(u"sub"_s));
        QVERIFY(QDir(m_home.path()).mkpath(u"elsewhere"_s));
        typed = typed.contains(u"%1"_s) ? typed.arg(m_home.path()) : typed;
        const QString target = m_home.path() + u'/' + expected;
        QFile::remove(target);

        QQmlApplicationEngine engine;
        auto *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QQuickItem *page = clickHistoryExport(window);
        QVERIFY(page);
        auto *files = page->findChild<QObject *>(u"historyExportChooser"_s);
        QVERIFY(files);
        QTRY_VERIFY(files->property("opened").toBool());

        // Qt's own dialog: its file name field shows the proposal; type over it, press the button.
        QQuickItem *field = nullptr;
        QTRY_VERIFY((field = visibleWithText(window, "QQuickTextInput", u"mourners-history.csv"_s)));
        field->forceActiveFocus();
        QVERIFY(QMetaObject::invokeMethod(field, "selectAll"));
        for (const QChar ch : std::as_const(typed))
            QTest::keyClick(window, ch.toLatin1());
        QTRY_COMPARE(field->property("text").toString(), typed);
        QQuickItem *accept = visibleWithText(window, "QQuickAbstractButton", u"Export"_s);
        QVERIFY(accept);
        mctest::clickCentre(window, accept);
        QTRY_VERIFY2(QFile::exists(target), qPrintable(target));
        QTRY_VERIFY(!files->property("opened").toBool());
        auto *notice = window->findChild<QQuickItem *>(u"noticeLabel"_s);
        QVERIFY(notice);
        QTRY_VERIFY(notice->isVisible());
        QCOMPARE(notice->property("text").toString(), u"History exported as CSV to %1"_s.arg(target));
    }

    // Screens that do not exist yet answer with a notice instead of doing nothing.
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

        // Typed choices: no field for action text; the decision's buttons are the choice model's rows.
        QVERIFY(!findItem(page, u"actionField"_s));
        auto *banner = findItem(page, u"errorBanner"_s);
        QVERIFY(banner);
        QVERIFY(!banner->isVisible());
        // R-DIST-1: the dice totals 2..12 as buttons; the sixth is 7. Applied, then Ctrl+Z takes it back.
        QQuickItem *seven = nullptr;
        QTRY_VERIFY((seven = findItem(page, u"choice5"_s)) && seven->isVisible());
        QCOMPARE(seven->property("text").toString(), u"7"_s);
        click(seven);
        QTRY_VERIFY(decision->property("text").toString().startsWith(u"Bo sizes"_s));
        QVERIFY(!banner->isVisible());
        // Undo and redo from anywhere on the page (the Shortcut).
        decision->forceActiveFocus();
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

private:
    QTemporaryDir m_home;
    qint64 m_gameId = -1;
};

QTEST_MAIN(TestQmlModule)
#include "tst_qmlmodule.moc"
