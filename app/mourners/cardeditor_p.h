// What the card editor's two files share (cardeditor.cpp: opening, reading and saving a ruleset;
// cardeditoredits.cpp: the edits of one card): where a card and its effect lists stand in the
// ruleset's JSON. Not a public header.
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace cardeditorinternal {

inline constexpr const char *kDeckKeys[4] = {"court", "mourners", "wallows", "motives"};

inline QString deckKey(int deck)
{
    return QString::fromLatin1(kDeckKeys[deck]);
}

// The stand-in marks of docs/ruleset-format.md: the whole card, its second action, its faction.
inline const QStringList kStandInKeys = {QStringLiteral("standIn"), QStringLiteral("standInOptions"),
                                         QStringLiteral("standInFaction")};

// The JSON list of a card behind a list key; `ok` false for a key the deck does not have.
QJsonArray jsonList(const QJsonObject &card, int deck, const QString &list, bool *ok);

} // namespace cardeditorinternal
