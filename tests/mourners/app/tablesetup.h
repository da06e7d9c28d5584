// A table game's setup as the new-game wizard hands it over, and entries applied in the notation: shared by
// the tests that start table games on a GameController.
#pragma once

#include "gamecontroller.h"
#include "guide.h"

#include <QStringList>
#include <QVariantMap>

namespace mctest {

/// A starting Mourner as the wizard hands it over: a printed card by its id.
inline QVariantMap mournerCard(const QString &id)
{
    return {{QStringLiteral("card"), id}};
}

/// A starting Mourner the app need not know, named by its figure's guild key ("mk").
inline QVariantMap unknownMourner(const QString &guild)
{
    return {{QStringLiteral("guild"), guild}};
}

/// The wizard's list of starting Mourners for the printed cards `ids`.
inline QVariantList mournerCards(const QStringList &ids)
{
    QVariantList out;
    for (const QString &id : ids)
        out.append(mournerCard(id));
    return out;
}

/// The wizard's values for a table game of `names` (2 to 4 players): the first is the oldest, the
/// factions bone, flesh, spirit, bone, each Mourner unknown unless `mourners` names them.
inline QVariantMap tableSetup(const QStringList &names, quint64 seed = 7, const QVariantList &mourners = {})
{
    using namespace Qt::StringLiterals;
    const qsizetype n = names.size();
    const QVariantList unknown{unknownMourner(u"mk"_s), unknownMourner(u"cs"_s), unknownMourner(u"gc"_s),
                               unknownMourner(u"co"_s)};
    return {{u"names"_s, names},
            {u"colors"_s, QStringList{u"#c62828"_s, u"#1565c0"_s, u"#2e7d32"_s, u"#ef6c00"_s}.mid(0, n)},
            {u"oldest"_s, 0},
            {u"factions"_s, QStringList{u"bone"_s, u"flesh"_s, u"spirit"_s, u"bone"_s}.mid(0, n)},
            {u"mourners"_s, (mourners.isEmpty() ? unknown : mourners).mid(0, n)},
            {u"seed"_s, seed}};
}

/// The same for `players` players named Ada, Bo, Cy and Di.
inline QVariantMap tableSetup(int players, quint64 seed = 7, const QVariantList &mourners = {})
{
    using namespace Qt::StringLiterals;
    return tableSetup(QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s}.mid(0, players), seed, mourners);
}

/// Applies `actions` in the notation one by one; false (with a warning naming the refused entry, the
/// decision and the reason) at the first refused.
inline bool applyAll(GameController &c, const QStringList &actions)
{
    for (const QString &a : actions)
        if (!c.applyAction(a)) {
            qWarning("'%s' refused at %s: %s", qPrintable(a), qPrintable(c.guide()->decisionKind()),
                     qPrintable(c.lastError()));
            return false;
        }
    return true;
}

} // namespace mctest
