// Helpers of the golden tests that drive the application layer: a log model as text.
#pragma once

#include "golden.h"
#include "gamelog.h"

#include <QAbstractItemModel>

namespace golden {

/// Every row of a game log as the log panel shows it: the step and round it belongs to (undo removes a
/// step; the round filter shows a round), the sentence, the rule id beside it, and, indented, what each
/// card it names does (its tooltip).
inline QByteArray logText(const QAbstractItemModel &log)
{
    QByteArray out;
    for (int r = 0; r < log.rowCount(); ++r) {
        const QModelIndex i = log.index(r, 0);
        out += "[step " + QByteArray::number(i.data(GameLog::StepRole).toInt()) + ", round "
                + QByteArray::number(i.data(GameLog::RoundRole).toInt()) + "] "
                + i.data(GameLog::TextRole).toString().toUtf8();
        const QString rule = i.data(GameLog::RuleRole).toString();
        if (!rule.isEmpty())
            out += " (" + rule.toUtf8() + ")";
        out += '\n';
        const QString cards = i.data(GameLog::CardsRole).toString();
        if (!cards.isEmpty())
            for (const QString &line : cards.split(u'\n'))
                out += "    " + line.toUtf8() + '\n';
    }
    return out;
}

/// What differs in an app's save from one run to the next: the time played (meta or app
/// "playedSeconds", counted by the clock).
inline QList<Normalisation> playTime()
{
    return {jsonValue(QStringLiteral("playedSeconds"), QStringLiteral("\"<time played>\""))};
}

} // namespace golden
