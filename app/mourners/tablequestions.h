// The table's public questions of one kind, every player's on one screen (table play): the Wallows card
// dealt to each player (R-WAL-1), whether each end-of-round Mourner's ability applies (R-CLEAN-1), whether
// each Wallows objective was met (R-WAL-1; on the same screen as the end-of-round abilities when there
// are any, and Yes already where the app counts it as met). Nothing of these is secret, so nobody hands
// the laptop on.
// The questions are the engine's own: they are found by answering them on a copy of the state in the
// engine's order, and the answers are applied as one undoable step.
#pragma once

#include "choicemodel.h"
#include "model/mourners/game.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <vector>

class TableQuestions : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("TableQuestions belong to GameController")
    /// "deal-wallows", "end-of-round" or "wallows-result" while the table answers such questions; "" otherwise.
    Q_PROPERTY(QString kind READ kind NOTIFY changed)
    /// What is asked of everyone, one sentence; and what to do, with the rule.
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(QString hint READ hint NOTIFY changed)
    /// One row per question, in the engine's order: {seat, name, subject, answer, answerText, yesText,
    /// noText, detail}. `answer`: 1 yes / 0 no; for a deal the card's index, -1 unknown, -2 none tapped yet.
    Q_PROPERTY(QVariantList rows READ rows NOTIFY changed)
    /// A deal: the cards the next player without a card may be dealt (tap one: it is theirs).
    Q_PROPERTY(ChoiceModel *cards READ cards CONSTANT)
    /// The confirm button's words.
    Q_PROPERTY(QString confirmText READ confirmText NOTIFY changed)

public:
    /// Applies the answers, in order, as one step; false when refused (the controller says why).
    using Applier = std::function<bool(const std::vector<mc::Action> &answers)>;
    /// The action the app applies by itself in a state (a decision with one safe choice), if any.
    using Automatic = std::function<bool(const mc::GameState &s, mc::Action &out)>;

    explicit TableQuestions(QObject *parent = nullptr);
    void setApplier(Applier applier) { m_applier = std::move(applier); }
    void setAutomatic(Automatic automatic) { m_automatic = std::move(automatic); }

    /// Reads the questions pending in `game` (table play); clears them otherwise. Answers given so far
    /// are kept while the game has not moved on.
    void refresh(const mc::Game &game);
    void clear();

    [[nodiscard]] QString kind() const { return m_kind; }
    [[nodiscard]] QString title() const { return m_title; }
    [[nodiscard]] QString hint() const { return m_hint; }
    [[nodiscard]] QVariantList rows() const { return m_rows; }
    [[nodiscard]] ChoiceModel *cards() const { return m_cards; }
    [[nodiscard]] QString confirmText() const { return m_confirmText; }
    /// The actions the answers make, in the engine's order.
    [[nodiscard]] const std::vector<mc::Action> &answers() const { return m_actions; }

    /// Sets the answer of row `row`: 1 yes, 0 no; for a deal a card index, -1 unknown, -2 none.
    Q_INVOKABLE void setAnswer(int row, int value);
    /// Applies every row's answer as one step (a deal's rows without a card get an unknown card).
    Q_INVOKABLE bool confirm();

signals:
    void changed();

private:
    void rebuild();
    /// The card of the cards model with `payload` goes to the first row without one; the deal is
    /// applied once every row has a card.
    bool dealCard(quint64 payload);

    Applier m_applier;
    Automatic m_automatic;
    ChoiceModel *m_cards;
    mc::Game const *m_game = nullptr;
    mc::GameState m_state;
    mc::Decision m_decision = mc::Decision::None;
    std::size_t m_basis = 0; // the game's action count the answers belong to
    std::vector<int> m_chosen;  // per row, as `answer`
    std::vector<mc::Action> m_actions;
    std::vector<mc::Action> m_cardActions; // behind the rows of m_cards
    QString m_kind;
    QString m_title;
    QString m_hint;
    QString m_confirmText;
    QVariantList m_rows;
};
