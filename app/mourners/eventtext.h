// Turns the engine's structured events into translated sentences. QtCore only: mourners-cli
// compiles it too, so the CLI and the app's log say the same.
#pragma once

#include "model/mourners/events.h"
#include "model/mourners/types.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <utility>

namespace mc {
struct Ruleset;
struct AdjustmentProblem;
}

/// Names and sentences shown to people, built from rules data and engine values.
class EventText
{
    Q_DECLARE_TR_FUNCTIONS(EventText)

public:
    /// `seatNames` are the players' names by seat; `revealHidden` is false in digital play, where
    /// the log must not show which card a seat was dealt.
    EventText(const mc::Ruleset &rules, const QStringList &seatNames, bool revealHidden);

    /// One plain-language sentence for `event`, with its rule id in brackets when it has one.
    [[nodiscard]] QString sentence(const mc::Event &event) const;
    /// The sentence for `events[index]`, told by the events around it: a meter that went past its top
    /// names the value it reached before the marker stepped back (R-SUSP-1, R-THREAT-10).
    [[nodiscard]] QString sentence(const mc::Events &events, std::size_t index) const;
    /// Whether the log tells `events[index]` in a line of its own. Not: a majority's counts (the "why"
    /// panel's detail), the Etherea or Influence a pile's choice brought, which the choice's own
    /// sentence already says ("took pile 2 with 4 Etherea", R-DIST-3), and a theft's loss and gain,
    /// which the theft's line says ("Bo took 1 Bone Influence from Ada", R-ACT-3).
    [[nodiscard]] static bool ownLogLine(const mc::Events &events, std::size_t index);
    /// Why a correction cannot be applied (model/adjustment.h), as a clause without final stop.
    [[nodiscard]] QString adjustmentProblem(const mc::AdjustmentProblem &problem) const;

    [[nodiscard]] QString seatName(int seat) const;
    [[nodiscard]] QString placeName(int place) const;  // a location or the Crypt
    /// Where a figure stands, with its word: "at 5 Calvum Harrows", "in the Crypt".
    [[nodiscard]] QString atPlace(int place) const;
    [[nodiscard]] QString guildName(int guild) const;
    [[nodiscard]] QString cardName(int deck, int card) const; // deck: 0 court 1 mourner 2 wallows 3 motive
    [[nodiscard]] QString courtName(int card) const { return cardName(0, card); }
    [[nodiscard]] QString mournerName(int card) const { return cardName(1, card); }
    /// What a Wallows card asks and gives, e.g. "have 4 Etherea: +1 Unity; if not: Suspicion +1", so that a
    /// player can choose between cards (Relic Ravlatch, R-WAL-1).
    [[nodiscard]] QString wallowsSummary(int card) const;
    /// The whole text of a card (CardText::of): what it does; empty for a card the table did not name.
    [[nodiscard]] QString cardText(int deck, int card) const;
    /// "Name: what it does" for a tooltip; empty for a card the table did not name.
    [[nodiscard]] QString cardTip(int deck, int card) const;
    /// The cards that sentence(e) names, as {deck, card}: the same cards, hidden ones left out as the
    /// sentence leaves them out.
    [[nodiscard]] QList<std::pair<int, int>> cardsNamed(const mc::Event &e) const;
    /// cardTip() of every card sentence(e) names, one per line; empty when it names none.
    [[nodiscard]] QString cardTips(const mc::Event &e) const;
    /// What a Wallows card's objective asks, e.g. "have 4 Etherea" (empty for a card it does not know).
    [[nodiscard]] QString wallowsGoal(int card) const;

    /// A player's name as shown: a name left empty at the start was saved as the default name of the
    /// language then ("Player 2", "Spieler 2") and is shown as the default of the language now.
    [[nodiscard]] static QString shownSeatName(const QString &saved, int seat);
    [[nodiscard]] static QString phaseName(mc::Phase phase);
    [[nodiscard]] static QString factionName(int faction);
    [[nodiscard]] static QString meterName(int meter);
    [[nodiscard]] static QString resourceName(int resource);

private:
    [[nodiscard]] QString text(const mc::Event &e) const;
    [[nodiscard]] QString withRule(QString text, const mc::Event &e) const;

    const mc::Ruleset &m_rules;
    QStringList m_seats;
    bool m_revealHidden = true;
};
