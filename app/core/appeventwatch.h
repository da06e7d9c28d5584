// An object that sees every event of the application (an application event filter) for as long as it
// lives: PointerWatch (the pointer's moves) and KeyRepeatGuard (a held Escape's repeats).
#pragma once

#include <QCoreApplication>
#include <QObject>

class AppEventWatch : public QObject
{
    Q_OBJECT

public:
    explicit AppEventWatch(QObject *parent = nullptr) : QObject(parent)
    {
        QCoreApplication::instance()->installEventFilter(this);
    }
    ~AppEventWatch() override
    {
        if (QCoreApplication *app = QCoreApplication::instance())
            app->removeEventFilter(this);
    }
};
