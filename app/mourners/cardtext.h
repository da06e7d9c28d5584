// Card texts in plain sentences: what a card does, in the ruleset's effect vocabulary. One source for
// the card editor's preview and the phase guide's card words (hover, focus, tap). QtCore only.
#pragma once

#include "model/mourners/ruleset.h"

#include <QCoreApplication>
#include <QString>

class CardText
{
    Q_DECLARE_TR_FUNCTIONS(CardText)

public:
    [[nodiscard]] static QString faction(int f);
    [[nodiscard]] static QString guild(const mc::Ruleset &r, int g);
    [[nodiscard]] static QString location(const mc::Ruleset &r, int loc);
    // "at least 3 Bone Influence": what a condition asks the player to have.
    [[nodiscard]] static QString condition(const mc::Ruleset &r, const mc::Condition &c);
    [[nodiscard]] static QString effect(const mc::Ruleset &r, const mc::Effect &e);
    [[nodiscard]] static QString effects(const mc::Ruleset &r, const mc::Effects &list);
    // The rules code of a Court card kind for one action, or empty when the action is its effect list.
    [[nodiscard]] static QString builtInAction(const mc::Ruleset &r, mc::CourtKind kind, int action);
    [[nodiscard]] static QString action(const mc::Ruleset &r, const mc::CourtCard &c, int action);
    [[nodiscard]] static QString court(const mc::Ruleset &r, const mc::CourtCard &c);
    [[nodiscard]] static QString mourner(const mc::Ruleset &r, const mc::MournerCard &m);
    // A triggered Mourner's ability: its effects at the start of `phase`. One whole sentence per
    // phase, so that a translation can word each phase as its language needs.
    [[nodiscard]] static QString triggered(mc::Phase phase, const QString &effects);
    [[nodiscard]] static QString wallows(const mc::Ruleset &r, const mc::WallowsCard &w);
    [[nodiscard]] static QString motive(const mc::Ruleset &r, const mc::MotiveCard &m);
    /// The whole text of card `card` of `deck` (0 Court, 1 Mourner, 2 Wallows, 3 Ulterior Motive), as
    /// court(), mourner(), wallows() or motive() say it; empty for a card the table did not name.
    [[nodiscard]] static QString of(const mc::Ruleset &r, int deck, int card);
};
