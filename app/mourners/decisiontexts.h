// The sentences about the pending decision: what is decided now (decision), what the table does
// and why (guide), and the label of each legal choice. One builder for the table screen's guide
// and the replay, so both say the same. Its strings keep the translation context "GameController".
#pragma once

#include "choicemodel.h"
#include "eventtext.h"
#include "gamelog.h"
#include "model/mourners/game.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
#include <vector>

class DecisionTexts
{
    Q_DECLARE_TR_FUNCTIONS(GameController)

public:
    /// Names from `game`'s seats; dealt cards are named in table play only. `isComputer` says which
    /// seats a computer plays (a computer's look at hidden cards is never shown).
    explicit DecisionTexts(const mc::Game &game, std::function<bool(int)> isComputer = {});
    DecisionTexts(const EventText &names, std::function<bool(int)> isComputer = {});

    /// The seat and card names of `game`, dealt cards named when `revealHidden`.
    [[nodiscard]] static EventText namesOf(const mc::Game &game, bool revealHidden);
    /// As above, dealt cards named in table play only.
    [[nodiscard]] static EventText namesOf(const mc::Game &game);

    /// Who decides what now, one sentence.
    [[nodiscard]] QString decision(const mc::GameState &s) const;
    /// What happens now and what the table has to tell the app, with the rule id.
    [[nodiscard]] QString guide(const mc::GameState &s) const;
    /// The label of one legal action of `s`.
    [[nodiscard]] QString action(const mc::GameState &s, const mc::Action &a) const;
    /// What playing a known Court card this way does, without the card's name and the action's number
    /// ("take the Alltaker; gain 2 Etherea"); a card the table does not name: empty. Without the target,
    /// a way that is played on a player, place or figure says so in general ("steal 1 Flesh Influence
    /// from a player").
    [[nodiscard]] QString courtWay(const mc::GameState &s, const mc::Action &a, bool withTarget = true) const;
    /// The choice model's rows for `legal` (legal actions of `s`).
    [[nodiscard]] QList<ChoiceRow> choiceRows(const mc::GameState &s, const std::vector<mc::Action> &legal) const;
    /// R-ACT-6, a relocation under way in `game`'s state `s`: a guild whose last figure at the place
    /// left has moved in it keeps its place in `rows` as a disabled button, so that the rows after it do
    /// not move up under the pointer (a second tap took the guild after it).
    void keepMovedGuilds(const mc::Game &game, const mc::GameState &s, QList<ChoiceRow> &rows) const;
    /// R-DIST-3 as it is played now: the engine offers one pile of each size, and choiceRows() shows a
    /// later pile of a size offered as a disabled button, which a person reads as taken. Here such a pile
    /// becomes a button of its own label that takes the pile of its size. Not for a correction of a past
    /// step, whose rows are the engine's choices then, each once.
    static void offerEqualPiles(const mc::GameState &s, QList<ChoiceRow> &rows);
    /// The log's rows for the events of one applied action (the majority counts go to the "why" panel,
    /// not the log); a row from a new round on carries that round. The table screen's log and the replay.
    [[nodiscard]] QList<GameLog::Entry> logRows(const mc::Events &events) const;
    /// The log's row for a decision whose content stays hidden for now (a blind bid, a draft pick).
    [[nodiscard]] GameLog::Entry decided(int seat) const;
    /// The log's row for `a`, applied in `before`, when its events said nothing: a public choice
    /// (a relocation's route, R-ACT-6) in words, any other the hidden "decided" row above.
    [[nodiscard]] GameLog::Entry decided(const mc::GameState &before, const mc::Action &a) const;
    /// The row for that same decision once nothing is secret any more (a finished game's replay):
    /// what `a` chose in `before`.
    [[nodiscard]] GameLog::Entry decidedOpenly(const mc::GameState &before, const mc::Action &a) const;
    /// What each die face of a crowd roll does on this board (D-CROWD-ROLL), e.g. "1–2: destroyed; …".
    [[nodiscard]] static QString crowdTable(const mc::Ruleset &r);
    /// What the card or place behind one legal action does, in words (the row's detail: hover, focus,
    /// tap); empty when the action has no card or place to tell about.
    [[nodiscard]] QString detail(const mc::GameState &s, const mc::Action &a) const;
    /// A location's action as the majority holder may take it (R-LOC-1..12), e.g. "take 3 Etherea".
    [[nodiscard]] static QString locationBonus(const mc::Ruleset &r, int location);
    /// A guild's bonus (R-GUILD-1..6), e.g. "take 3 Etherea".
    [[nodiscard]] static QString guildBonus(const mc::Ruleset &r, int guild);
    /// The round's Court draft as the table does it (R-DRAFT-1..3, from mc::draftPlan): cards dealt,
    /// kept and passed, the direction and who passes to whom.
    [[nodiscard]] QString draftPlanText(const mc::GameState &s) const;

    [[nodiscard]] const EventText &names() const { return m_names; }

private:
    /// A disabled row that keeps a choice's place in a list once it is no longer offered: the label of
    /// the `type` action of the deciding seat with `a`, and a key no legal action has (never applied).
    [[nodiscard]] ChoiceRow placeholderRow(const mc::GameState &s, mc::ActionType type, int a, const QString &whyNot,
                                           const QVariantMap &extra) const;
    EventText m_names;
    std::function<bool(int)> m_isComputer;
};
