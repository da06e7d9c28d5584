// The step record every game shares: the initial state, the actions applied since, a redo list and
// periodic checkpoints so that undo and "the state before step i" never replay the whole game.
// Game-neutral: State names its events container `EventsType` and has
// `apply(const Action &, EventsType *)` returning an error enum whose value-initialised value (0)
// means success; State and Action are copyable values.
#pragma once

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace mc {

template <class State, class Action, std::size_t kCheckpoint = 32>
class Record {
public:
    Record() = default;
    explicit Record(State initial) { reset(std::move(initial)); }

    // Starts over from `initial` with no actions.
    void reset(State initial)
    {
        m_checkpoints.clear();
        m_checkpoints.push_back(initial);
        m_current = std::move(initial);
        m_actions.clear();
        m_redo.clear();
    }

    [[nodiscard]] bool isValid() const { return !m_checkpoints.empty(); }
    [[nodiscard]] const State &initialState() const { return m_checkpoints.front(); }
    [[nodiscard]] const State &current() const { return m_current; }
    [[nodiscard]] const std::vector<Action> &actions() const { return m_actions; }
    [[nodiscard]] const std::vector<Action> &redoList() const { return m_redo; } // next redo last
    [[nodiscard]] bool canUndo() const { return !m_actions.empty(); }
    [[nodiscard]] bool canRedo() const { return !m_redo.empty(); }

    // Applies `action` to the current state; on success it is recorded and the redo list cleared.
    auto apply(const Action &action, typename State::EventsType *events = nullptr)
    {
        const auto error = m_current.apply(action, events);
        if (error == decltype(error){}) {
            push(action);
            m_redo.clear();
        }
        return error;
    }

    // Takes back the last action: the state is rebuilt from the nearest checkpoint, so it is exactly
    // the state that was there before (no inverse moves to get wrong).
    bool undo()
    {
        if (m_actions.empty())
            return false;
        m_redo.push_back(m_actions.back());
        m_actions.pop_back();
        while (m_checkpoints.size() > m_actions.size() / kCheckpoint + 1)
            m_checkpoints.pop_back();
        m_current = replayTo(m_actions.size());
        return true;
    }

    // Applies the most recently undone action again.
    bool redo(typename State::EventsType *events = nullptr)
    {
        if (m_redo.empty())
            return false;
        const Action action = m_redo.back();
        const auto error = m_current.apply(action, events);
        if (error != decltype(error){})
            return false;
        m_redo.pop_back();
        push(action);
        return true;
    }

    // The state before action `index` (actions().size() gives the current state).
    [[nodiscard]] State stateBefore(std::size_t index) const
    {
        if (index >= m_actions.size())
            return m_current;
        return replayTo(index);
    }

private:
    // Rebuilds the state after the first `index` recorded actions from the nearest checkpoint.
    [[nodiscard]] State replayTo(std::size_t index) const
    {
        const std::size_t cp = std::min(index / kCheckpoint, m_checkpoints.size() - 1);
        State s = m_checkpoints[cp];
        for (std::size_t i = cp * kCheckpoint; i < index; ++i)
            (void)s.apply(m_actions[i], nullptr);
        return s;
    }

    void push(const Action &action)
    {
        m_actions.push_back(action);
        if (m_actions.size() % kCheckpoint == 0 && m_checkpoints.size() == m_actions.size() / kCheckpoint)
            m_checkpoints.push_back(m_current);
    }

    std::vector<State> m_checkpoints; // [k] = after k * kCheckpoint actions
    State m_current{};
    std::vector<Action> m_actions;
    std::vector<Action> m_redo;
};

} // namespace mc
