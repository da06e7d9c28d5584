// The translation context of Rest in Peace's session strings. The session is split into parts (the
// save file, the screen's view, the choices, the steps and the log, the history); their sentences keep
// the context "RipSession" so that the existing translations stay valid.
#pragma once

#include <QCoreApplication>

struct RipSessionTr
{
    Q_DECLARE_TR_FUNCTIONS(RipSession)
};
