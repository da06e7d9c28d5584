// Rest in Peace's long-lived objects for one QML engine (core/engineobjects.h): the game's facade and
// the phones on it, made and wired here and handed to QML as the singletons RipSession and RipPhones.
#pragma once

#include "ripphones.h"
#include "ripsession.h"

#include <QObject>
#include <QtQml/qqml.h>

class QQmlEngine;
class QJSEngine;

class RipObjects : public QObject
{
    Q_OBJECT

public:
    explicit RipObjects(QObject *engine);
    ~RipObjects() override;

    [[nodiscard]] RipSession *session() { return &m_session; }
    [[nodiscard]] RipPhones *phones() { return &m_phones; }

private:
    RipSession m_session;
    RipPhones m_phones{&m_session}; // after the session, so it goes first
};

/// RipSession as QML sees it: the engine's set's (a factory: QML would make a RipSession of its own
/// with its default constructor).
struct RipSessionSingleton {
    Q_GADGET
    QML_FOREIGN(RipSession)
    QML_NAMED_ELEMENT(RipSession)
    QML_SINGLETON

public:
    static RipSession *create(QQmlEngine *engine, QJSEngine *);
};
