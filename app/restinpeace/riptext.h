// Rest in Peace in words: the notation-side names the CLI prints (English keys, never translated) and
// the sentences the app shows (translated). QtCore only: mourners-cli compiles this file too.
#pragma once

#include "model/restinpeace/action.h"
#include "model/restinpeace/events.h"
#include "model/restinpeace/gamestate.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace riptext {

/// The event's key in the CLI's JSON ("ghost-played", "mansion-taken", ...).
[[nodiscard]] const char *eventKey(rip::EventType t);
/// "10 poltergeist": a psychic card's number and key as the CLI prints it; "?" for none.
[[nodiscard]] QString psychicId(int card);
/// "ghost 3", "psychic 4 lady-in-white (face down)": a card as the CLI prints it.
[[nodiscard]] QString cardNotation(const rip::Card &c);

} // namespace riptext

/// The sentences of the app: card names and effects in our own words, the log, the decisions.
class RipText
{
    Q_DECLARE_TR_FUNCTIONS(RipText)

public:
    explicit RipText(QStringList names = {}) : m_names(std::move(names)) {}

    /// A seat's name ("Ada"); the chance seat is "the table".
    [[nodiscard]] QString seat(int seat) const;
    /// The psychic card's title (1..29, 30 the special round-10 card).
    [[nodiscard]] static QString psychicName(int card);
    /// What it does, one short line.
    [[nodiscard]] static QString psychicEffect(int card);
    /// What a psychic card is worth while We're worthless (29) is in play in `s`'s round, as a button says
    /// it: "worth 1 (We're worthless)" or "worth 0: no value of its own" (D-RIP-29).
    [[nodiscard]] static QString worthUnderWorthless(const rip::GameState &s, int card);
    /// The same for a card's explanation (a tooltip): a sentence.
    [[nodiscard]] static QString worthlessDetail(const rip::GameState &s, int card);
    /// The same for the round's list of effects: "worth 1, no effect (We're worthless)".
    [[nodiscard]] static QString worthlessEffect(const rip::GameState &s, int card);
    /// A card lying on a side: "3", "Lady in White", "a face-down card", "Now or never (−2)".
    [[nodiscard]] static QString cardText(const rip::Card &c);
    /// A card of the hand or the psychic cards, as in events: v > 0 a ghost value, v < 0 a psychic card.
    [[nodiscard]] static QString valueOrPsychic(int v);
    /// "manor", "castle", "2 manors and a castle".
    [[nodiscard]] static QString tokens(int manors, int castles);
    /// One log sentence for an event; "" for events the log leaves out. Cards drawn and ghost cards laid
    /// face down are never named (the log is seen by both players).
    [[nodiscard]] QString sentence(const rip::Event &e) const;
    /// The choices of a psychic card (its action's parameters) in words, "" when it has none.
    [[nodiscard]] QString parameters(const rip::GameState &s, const rip::Action &a) const;
    /// The label of a legal action of `s` (the state it applies to).
    [[nodiscard]] QString actionLabel(const rip::GameState &s, const rip::Action &a) const;
    /// Who must decide what now.
    [[nodiscard]] QString prompt(const rip::GameState &s) const;
    /// How the game ended: "Ada wins with 4 manors." (RIP-END-1..3).
    [[nodiscard]] QString endText(const rip::GameState &s) const;
    /// The end reason alone, from its history key ("majority", "round-ten", "tokens", "draw").
    [[nodiscard]] static QString endReasonText(const QString &key);
    [[nodiscard]] static const char *endReasonKey(rip::GameEnd e);

private:
    QStringList m_names;
};
