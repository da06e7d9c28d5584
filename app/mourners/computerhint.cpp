#include "computerhint.h"

#include "botrunner.h"
#include "model/mourners/game.h"

#include <QtMath>

using namespace Qt::StringLiterals;

ComputerHint::ComputerHint(QObject *parent) : QObject(parent), m_runner(new BotRunner(this))
{
    // Up to about a second, as a computer player of a digital game (ComputerPlayers).
    m_config.kind = mc::BotKind::Strong;
    m_config.strongTimeLimitMs = 900;
    connect(m_runner, &BotRunner::thinkingChanged, this, &ComputerHint::changed);
    connect(m_runner, &BotRunner::staleAnswerDropped, this, &ComputerHint::staleAnswerDropped);
}

void ComputerHint::setBudget(int iterations, int timeLimitMs)
{
    m_config.strongIterations = iterations;
    m_config.strongTimeLimitMs = timeLimitMs;
}

bool ComputerHint::thinking() const
{
    return m_runner->thinking();
}

void ComputerHint::clear()
{
    ++m_epoch;
    const bool had = m_hasAnswer || !m_text.isEmpty() || m_runner->thinking();
    m_runner->cancel(); // an answer still coming is for the decision before
    m_hasAnswer = false;
    m_advice = mc::Advice{};
    m_text.clear();
    m_choiceLabel.clear();
    m_askedSeat = -1;
    if (had)
        emit changed();
}

void ComputerHint::refresh(bool allowed)
{
    // Shown or asked for another decision, or the screen no longer that person's: gone.
    const bool sameDecision = m_game && m_game->isValid() && m_game->actions().size() == m_askedAt
                              && m_game->state().currentSeat() == m_askedSeat;
    if ((m_hasAnswer || m_runner->thinking()) && (!allowed || !sameDecision))
        clear();
    if (allowed != m_allowed) {
        m_allowed = allowed;
        emit changed();
    }
}

bool ComputerHint::ask()
{
    if (!available() || !m_game || !m_game->isValid())
        return false;
    const mc::GameState &s = m_game->state();
    if (!mc::adviceApplies(s))
        return false;
    const int seat = s.currentSeat();
    // Only the seat's own view goes to the search, never the true state.
    const mc::GameState view = s.viewFor(seat);
    if (m_observer)
        m_observer(view);
    m_askedAt = m_game->actions().size();
    m_askedSeat = seat;
    const quint64 epoch = ++m_epoch;
    // The seed a computer player in this seat would decide with (ComputerPlayers): the same choice.
    const std::uint64_t seed = m_game->setup().seed * 0x9E3779B97F4A7C15ull + m_askedAt;
    if (view.legalActions().size() == 1) {
        show(mc::advise(view, m_config, seed)); // one choice: nothing to search
        return true;
    }
    m_runner->start([view, config = m_config, seed, initial = m_game->initialState(), actions = m_game->actions()] {
                        // What the whole table saw tells which moves are silly (as for a computer player).
                        const mc::SillyMoveWatch watch = mc::watchRecord(initial, actions);
                        return mc::advise(view, config, seed, &watch);
                    },
                    [this, epoch] { return epoch == m_epoch && m_allowed; },
                    [this](const mc::Advice &advice) { show(advice); });
    emit changed();
    return true;
}

bool ComputerHint::apply()
{
    if (!m_hasAnswer || m_advice.kind == mc::Advice::Kind::None || !m_applier)
        return false;
    return m_applier(m_advice.best.key());
}

void ComputerHint::show(const mc::Advice &advice)
{
    m_advice = advice;
    m_hasAnswer = advice.kind != mc::Advice::Kind::None;
    rebuildText();
    emit changed();
}

void ComputerHint::retranslate()
{
    if (!m_hasAnswer)
        return;
    rebuildText();
    emit changed();
}

void ComputerHint::rebuildText()
{
    if (!m_hasAnswer) {
        m_text.clear();
        m_choiceLabel.clear();
        return;
    }
    const auto label = [this](const mc::Action &a) { return m_labeler ? m_labeler(a) : QString(); };
    m_choiceLabel = label(m_advice.best);
    m_text = sentence(m_advice, m_choiceLabel, m_advice.hasNext ? label(m_advice.next) : QString());
}

QString ComputerHint::sentence(const mc::Advice &advice, const QString &best, const QString &next)
{
    using Kind = mc::Advice::Kind;
    QString s;
    switch (advice.kind) {
    case Kind::None: return {};
    case Kind::OnlyChoice:
        //: A hint: %1 the label of the one choice button of the decision.
        return tr("There is only one choice: “%1”.").arg(best);
    case Kind::OnlySensible:
        //: A hint: %1 a choice's button; every other choice would waste something (move a figure back,
        //: pay Influence for a position already held).
        s = tr("The computer would choose “%1”: it sees no other sensible choice.").arg(best);
        break;
    case Kind::Unsearched:
        //: A hint: %1 a choice's button, chosen by the rules of thumb because the search had no time.
        s = tr("The computer would choose “%1” (a quick choice: there was no time to weigh it).").arg(best);
        break;
    case Kind::Searched: {
        if (!advice.hasNext) {
            //: A hint: %1 a choice's button.
            s = tr("The computer would choose “%1”.").arg(best);
            break;
        }
        // The lead over the best other player where the simulations stopped, choice against choice.
        const int better = qRound(advice.bestPoints - advice.nextPoints);
        if (better >= 1)
            //: A hint: %1 the advised choice's button, %2 the next best choice's button; %n points of
            //: lead over the best other player that the computer expects it to gain.
            s = tr("The computer would choose “%1”: about %n point(s) better than the next best choice, “%2”.", "", better)
                        .arg(best, next);
        else if (better <= -1)
            //: A hint: %1 the advised choice's button, %2 the next best one's; the advised choice ends ahead
            //: of the other players more often, the other one gains %n points more on average.
            s = tr("The computer would choose “%1”: with it, it ends ahead of the others more often than with “%2”, "
                   "although “%2” gains about %n point(s) more on average.",
                   "", -better)
                        .arg(best, next);
        else
            //: A hint: %1 the advised choice's button, %2 the next best one's, worth about as many points.
            s = tr("The computer would choose “%1”, though the next best choice, “%2”, is about as good.").arg(best, next);
        break;
    }
    }
    if (advice.handUnknown)
        //: A hint at a table game, where the app was not told the player's Court cards: the search drew
        //: them at random. %1 the hint's sentence.
        s = tr("Without knowing your hand: %1").arg(s);
    return s;
}
