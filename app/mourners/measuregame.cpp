// `mourners --measure-game` (bench/memory.py): a whole 4-player game of computer players on Mourners
// Call's game page in the real window, with its duration and the peak resident memory.
#include "measuregame.h"
#include "gamecontroller.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QQuickItem>
#include <QQuickWindow>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace mc {

namespace {

/// Lets the event loop run for about `ms` milliseconds (the measured game's computer players).
void processEventsFor(int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

} // namespace

int measureGame(GameController *controller, QQuickWindow *window, const QString &drawing)
{
    window->show();
    QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"digitalGame"_s), Q_ARG(QVariant, QString()));
    // MOURNERS_MEASURE_KINDS=random,rules,search,strong plays other computer players (a crash walk).
    const QString kindsEnv = qEnvironmentVariable("MOURNERS_MEASURE_KINDS");
    const QStringList kinds = kindsEnv.isEmpty() ? QStringList{u"rules"_s, u"random"_s, u"rules"_s, u"random"_s}
                                                 : kindsEnv.split(u',');
    if (!controller->newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s}},
                                     {u"kinds"_s, kinds},
                                     {u"seed"_s, 7}}))
        {
        std::fprintf(stderr, "mourners: %s\n", qUtf8Printable(controller->lastError()));
        return 1;
    }
    for (QQuickItem *p : window->findChildren<QQuickItem *>(u"gamePage"_s))
        p->setProperty("started", true);
    QElapsedTimer played;
    played.start();
    while (!controller->gameOver() && played.elapsed() < 1800000)
        processEventsFor(5);
    long peakKb = -1;
    QFile status(u"/proc/self/status"_s);
    if (status.open(QIODevice::ReadOnly))
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("VmHWM:"))
                peakKb = line.mid(6).trimmed().split(' ').constFirst().toLong();
    std::printf("mourners: a 4-player game of %d rounds, %d actions in %.1f s; peak resident memory %ld MB "
                "(drawn with %s)\n",
                controller->round(), int(controller->game().actions().size()), double(played.elapsed()) / 1000.0,
                peakKb / 1024, qUtf8Printable(drawing));
    return controller->gameOver() ? 0 : 1;
}


} // namespace mc
