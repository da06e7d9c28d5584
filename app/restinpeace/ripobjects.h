// Rest in Peace's long-lived objects for one QML engine (core/engineobjects.h): the game's facade and
// the phones on it, made and wired here (the facade records its games in the engine's history,
// core/coreobjects.h) and handed to QML as the singletons RipSession (its factory is the QML module's:
// app/qmlsingletons.h) and RipPhones.
#pragma once

#include "ripphones.h"
#include "ripsession.h"

#include <QObject>

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
