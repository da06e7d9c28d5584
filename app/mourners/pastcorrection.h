// Correcting a past step of a table game from the log: the step, the choices of that point (typed
// rows of a ChoiceModel), the chosen replacement and what it will do, told before it is applied.
#pragma once

#include "choicemodel.h"
#include "model/mourners/action.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

class GameController;

class PastCorrection : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("PastCorrection belongs to GameController")
    /// A step is open for correction.
    Q_PROPERTY(bool active READ active NOTIFY changed)
    /// The log step open (1-based), 0 when none.
    Q_PROPERTY(int step READ step NOTIFY changed)
    /// What was decided at that point and what the table entered, e.g. "Round 1 · The crowd: the die total. Entered: 10".
    Q_PROPERTY(QString stepText READ stepText NOTIFY changed)
    /// The choices of that point; the one entered then is shown disabled.
    Q_PROPERTY(ChoiceModel *choices READ choices CONSTANT)
    /// The row chosen (-1 none).
    Q_PROPERTY(int chosen READ chosen NOTIFY changed)
    /// What applying the chosen row will do: the steps kept, or where the replay stops and why.
    Q_PROPERTY(QString preview READ preview NOTIFY changed)
    /// Why the open step or the chosen row cannot be used; "" when fine.
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    Q_PROPERTY(bool canApply READ canApply NOTIFY changed)
    /// Applying the chosen row drops this many later steps (0: every later step is played again); the
    /// person confirms that before anything changes.
    Q_PROPERTY(int droppedSteps READ droppedSteps NOTIFY changed)
    /// The open step is a secret of this seat (a blind bid while the bidding goes on), -1 when none:
    /// its entry and choices are shown only after secretShown (that person holds the laptop).
    Q_PROPERTY(int secretSeat READ secretSeat NOTIFY changed)
    Q_PROPERTY(QString secretName READ secretName NOTIFY changed)
    Q_PROPERTY(bool secretShown READ secretShown NOTIFY changed)

public:
    explicit PastCorrection(QObject *parent = nullptr);
    void setController(GameController *controller) { m_controller = controller; }

    /// Whether log step `step` is one the table entered and can correct.
    Q_INVOKABLE bool canCorrect(int step) const;
    /// Opens log step `step`: its choices, nothing chosen. False (with `problem`) when it cannot be corrected.
    Q_INVOKABLE bool open(int step);
    /// Chooses row `row` of `choices` and tells what applying it will do (nothing is changed yet).
    Q_INVOKABLE bool choose(int row);
    /// Applies the chosen row as one undoable step and closes; false with `problem` set when refused.
    /// A correction that drops later steps is applied only with `dropConfirmed`.
    Q_INVOKABLE bool apply(bool dropConfirmed = false);
    /// The secret seat's person holds the laptop: its entry and choices may be shown.
    Q_INVOKABLE void showSecret();
    /// Closes without changing anything.
    Q_INVOKABLE void close();

    [[nodiscard]] bool active() const { return m_step > 0; }
    [[nodiscard]] int step() const { return m_step; }
    /// The step's text as it may be shown now (without a secret entry until secretShown).
    [[nodiscard]] QString stepText() const { return secret() && !m_secretShown ? m_hiddenStepText : m_stepText; }
    [[nodiscard]] ChoiceModel *choices() const { return m_choices; }
    [[nodiscard]] int chosen() const { return m_chosen; }
    [[nodiscard]] QString preview() const { return m_preview; }
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] bool canApply() const { return m_step > 0 && m_chosen >= 0 && m_problem.isEmpty(); }
    [[nodiscard]] int droppedSteps() const { return m_droppedSteps; }
    [[nodiscard]] bool secret() const { return m_secretSeat >= 0; }
    [[nodiscard]] int secretSeat() const { return m_secretSeat; }
    [[nodiscard]] QString secretName() const { return m_secretName; }
    [[nodiscard]] bool secretShown() const { return m_secretShown; }
    /// The actions behind the rows of `choices`.
    [[nodiscard]] const std::vector<mc::Action> &actions() const { return m_actions; }

signals:
    void changed();

private:
    /// Nothing open (the choices' rows and the problem are left to the caller).
    void reset();

    GameController *m_controller = nullptr;
    ChoiceModel *m_choices;
    std::vector<mc::Action> m_actions;
    int m_step = 0;
    int m_index = -1; // the action index of the step
    int m_chosen = -1;
    int m_droppedSteps = 0;
    int m_secretSeat = -1;
    bool m_secretShown = false;
    QString m_secretName;
    QList<ChoiceRow> m_secretRows; // the choices of a secret step, shown after showSecret()
    QString m_hiddenStepText;
    QString m_stepText;
    QString m_preview;
    QString m_problem;
};
