// "What would the computer do?": for the person whose decision it is, the strong computer player's
// choice with one sentence of why (its expected points against the next best choice). Computed off the
// GUI thread (app/core/botrunner.h) from the deciding seat's view only, as the computer players decide;
// shown only on that seat's own screen (after its hand-off in hot-seat play), and dropped when the
// decision changes (a step, undo, a new game, the view hidden again) before or after it arrives.
#pragma once

#include "model/mourners/advice.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>

class BotRunner;

namespace mc {
class Game;
}

class ComputerHint : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ComputerHint belongs to GameController")
    /// A hint may be asked now: a person's choice, on that person's own screen (not behind a hand-off,
    /// not while a computer player decides), and none is being computed or shown.
    Q_PROPERTY(bool available READ available NOTIFY changed)
    /// The person's screen may show a hint now (the button is there, perhaps disabled).
    Q_PROPERTY(bool allowed READ allowed NOTIFY changed)
    /// The search runs off the GUI thread (at most about a second).
    Q_PROPERTY(bool thinking READ thinking NOTIFY changed)
    /// The hint in one sentence; empty when there is none for the decision on screen.
    Q_PROPERTY(QString text READ text NOTIFY changed)
    /// The label of the advised choice's button (the choice model's row), for highlighting it.
    Q_PROPERTY(QString choiceLabel READ choiceLabel NOTIFY changed)

public:
    /// The action behind a choice-model payload, applied as a click on its button (false when refused).
    using Applier = std::function<bool(quint64 key)>;
    /// The label of a legal action as the decision's choice button shows it.
    using Labeler = std::function<QString(const mc::Action &)>;

    explicit ComputerHint(QObject *parent = nullptr);

    /// The game advised on (its address stays the same for the object's life).
    void setGame(const mc::Game *game) { m_game = game; }
    void setApplier(Applier applier) { m_applier = std::move(applier); }
    void setLabeler(Labeler labeler) { m_labeler = std::move(labeler); }
    /// Called with the exact state given to the search (tests check it is the deciding seat's view).
    void setObserver(std::function<void(const mc::GameState &)> observer) { m_observer = std::move(observer); }
    /// The search's budget (default: the strong player's simulations, stopped after 900 ms); tests set a
    /// time limit of 0 for an answer that depends on the seed only.
    void setBudget(int iterations, int timeLimitMs);
    [[nodiscard]] const mc::BotConfig &config() const { return m_config; }

    /// After every change of the screen: whether the deciding person's own screen shows the decision's
    /// choices now. A hint shown or being computed for another state or screen is dropped.
    void refresh(bool allowed);
    /// The decision changed (a step, undo, redo, a new or loaded game): any hint is dropped.
    void clear();
    /// Builds the sentence again in the current language.
    void retranslate();

    /// Starts the search for the decision on screen; false when no hint may be asked now.
    Q_INVOKABLE bool ask();
    /// "Do it": applies the advised choice as a click on its button would; false when there is none.
    Q_INVOKABLE bool apply();

    [[nodiscard]] bool available() const { return m_allowed && !thinking() && !m_hasAnswer; }
    [[nodiscard]] bool allowed() const { return m_allowed; }
    [[nodiscard]] bool thinking() const;
    [[nodiscard]] QString text() const { return m_text; }
    [[nodiscard]] QString choiceLabel() const { return m_choiceLabel; }
    /// The advice shown (kind None when there is none).
    [[nodiscard]] const mc::Advice &advice() const { return m_advice; }
    /// The sentence for `advice` with the choices' labels (tests).
    [[nodiscard]] static QString sentence(const mc::Advice &advice, const QString &best, const QString &next);

signals:
    void changed();
    /// An answer came back for a decision no longer on screen and was dropped.
    void staleAnswerDropped();

private:
    void show(const mc::Advice &advice);
    void rebuildText();

    const mc::Game *m_game = nullptr;
    Applier m_applier;
    Labeler m_labeler;
    std::function<void(const mc::GameState &)> m_observer;
    BotRunner *m_runner;
    mc::BotConfig m_config;
    bool m_allowed = false;
    bool m_hasAnswer = false;
    quint64 m_epoch = 0;          // bumped whenever the decision on screen changes
    std::size_t m_askedAt = 0;    // the game's action count when asked
    int m_askedSeat = -1;
    mc::Advice m_advice;
    QString m_text;
    QString m_choiceLabel;
};
