// The time a game has been played, kept in its save and shown by the history: the time between two
// steps counts, a long pause (the laptop left open overnight) as half an hour at most. Once the game
// is over the clock stops: changing the result later adds no time; a step that undoes the end starts
// it again from then.
#pragma once

#include <QElapsedTimer>

#include <algorithm>

class PlayTime
{
public:
    static constexpr qint64 kLongestPauseMs = 30 * 60 * 1000;

    /// A game opened: `beforeMs` played before, counted on from now.
    void start(qint64 beforeMs)
    {
        m_ms = beforeMs;
        m_running = true;
        m_clock.start();
    }
    /// After a step; `ended`: the game is over now.
    void step(bool ended)
    {
        stepAfter(m_clock.isValid() ? m_clock.elapsed() : 0, ended);
        m_clock.start();
    }
    /// step() when `sinceLastMs` went by since the step before (or the opening).
    void stepAfter(qint64 sinceLastMs, bool ended)
    {
        if (m_running)
            m_ms += std::clamp(sinceLastMs, qint64(0), kLongestPauseMs);
        m_running = !ended;
    }
    /// The time played up to the last step.
    [[nodiscard]] qint64 counted() const { return m_ms; }

private:
    QElapsedTimer m_clock; // since the last step (or the opening)
    qint64 m_ms = 0;
    bool m_running = false;
};
