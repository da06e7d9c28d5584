// The step record every game shares: the initial state, the actions applied since, grouped into the
// steps that undo and redo take whole, a redo list, typed corrections of the past, and periodic
// checkpoints so that undo and "the state before action i" never replay the whole game.
//
// A step is one entered action and the automatic follow-ups applied after it (chance draws in digital
// play, a decision with one safe choice, ...). A step may be joined to the one before it (answers
// confirmed together): undo and redo take the joined steps together. The actions applied before the
// first step are the opening (a digital game's first draws, a table's setup): they are not undoable.
// A correction of the past is a step of its own that holds no action: it says which action was
// replaced by what, how many later ones were kept or dropped, and the history as it was before, so that
// undo brings that history back exactly and redo the corrected one.
//
// Game-neutral: State has `apply(const Action &, Events *)` returning an error enum whose
// value-initialised value (0) means success and that leaves the state unchanged on an error; Events is
// State::EventsType unless named. State and Action are copyable values. A State with
// `applyUnchecked(const Action &, Events *)` is replayed with it (the actions were checked when applied).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace mc {

template <class State, class Action, std::size_t kCheckpoint = 32, class Events = typename State::EventsType>
class Record {
public:
    using Error = decltype(std::declval<State &>().apply(std::declval<const Action &>(), static_cast<Events *>(nullptr)));

    // How an applied action joins the steps.
    enum class Part : std::uint8_t {
        Step,     // it begins a new step
        FollowUp, // it belongs to the last step (before the first step: to the opening)
        Joined,   // it begins a new step that undo and redo take together with the one before it
    };

    struct Correction;
    struct Step {
        std::size_t first = 0; // index of its first action (a correction: the actions before it)
        std::size_t count = 0; // its actions (0 for a correction)
        bool joined = false;   // undone and redone together with the step before it
        std::shared_ptr<const Correction> correction; // set when the step is a correction of the past
        [[nodiscard]] bool isCorrection() const { return correction != nullptr; }
    };
    // The actions and their steps: what a correction keeps to be taken back.
    struct History {
        std::vector<Action> actions;
        std::vector<Step> steps;
    };
    // A correction of the past, as its step keeps it.
    struct Correction {
        std::size_t index = 0;          // the action replaced
        Action was{};                   // what it was
        Action now{};                   // what it became
        std::size_t kept = 0;           // later actions played again
        std::size_t dropped = 0;        // later actions dropped (the first no longer legal and all after it)
        std::ptrdiff_t stoppedAt = -1;  // index, in the old list, of the first later action no longer legal
        Error reason{};                 // why that action no longer applied
        std::size_t followUps = 0;      // automatic actions applied after the replay
        std::shared_ptr<const History> before; // the history as it was: undo brings it back
    };
    // Applied after a correction's replay while it gives an action (the automatic follow-ups).
    using FollowUp = std::function<bool(const State &, Action &)>;

    Record() = default;
    explicit Record(State initial) { reset(std::move(initial)); }

    // Starts over from `initial` with no actions.
    void reset(State initial)
    {
        m_checkpoints.clear();
        m_checkpoints.push_back(initial);
        m_current = std::move(initial);
        m_actions.clear();
        m_steps.clear();
        m_redo.clear();
        m_opening = 0;
    }

    [[nodiscard]] bool isValid() const { return !m_checkpoints.empty(); }
    [[nodiscard]] const State &initialState() const { return m_checkpoints.front(); }
    [[nodiscard]] const State &current() const { return m_current; }
    [[nodiscard]] const std::vector<Action> &actions() const { return m_actions; }
    // The undoable steps, in order (corrections of the past included).
    [[nodiscard]] const std::vector<Step> &steps() const { return m_steps; }
    // The actions before the first step, which undo never takes back.
    [[nodiscard]] std::size_t opening() const { return m_opening; }
    [[nodiscard]] bool canUndo() const { return !m_steps.empty(); }
    [[nodiscard]] bool canRedo() const { return !m_redo.empty(); }
    // The undone steps, the next redo last.
    [[nodiscard]] std::vector<Step> redoSteps() const
    {
        std::vector<Step> out;
        for (const Undone &u : m_redo)
            out.push_back(u.step);
        return out;
    }

    // Applies `action` to the current state; on success it is recorded as `part` says and the redo list
    // is cleared.
    Error apply(const Action &action, Events *events = nullptr, Part part = Part::Step)
    {
        const Error error = m_current.apply(action, events);
        if (error != Error{})
            return error;
        pushAction(action);
        const std::size_t at = m_actions.size() - 1;
        if (part == Part::FollowUp && m_steps.empty() && m_opening == at)
            ++m_opening;
        else if (part == Part::FollowUp && !m_steps.empty() && !m_steps.back().isCorrection())
            ++m_steps.back().count;
        else
            m_steps.push_back(Step{at, 1, part == Part::Joined && !m_steps.empty(), {}});
        m_redo.clear();
        return error;
    }

    // Every action applied so far is the opening: no step, nothing to redo.
    void markOpening()
    {
        m_opening = m_actions.size();
        m_steps.clear();
        m_redo.clear();
    }

    // Groups the recorded actions again (a loaded game, whose file holds no steps): the first `opening`
    // actions, then steps of `count` actions (`first` is recomputed; corrections are not taken). False,
    // and nothing changes, when the counts do not add up to the actions.
    bool regroup(std::size_t opening, const std::vector<Step> &steps)
    {
        std::size_t at = opening;
        for (const Step &s : steps) {
            if (s.isCorrection() || s.count == 0)
                return false;
            at += s.count;
        }
        if (at != m_actions.size())
            return false;
        m_opening = opening;
        m_steps.clear();
        at = opening;
        for (const Step &s : steps) {
            m_steps.push_back(Step{at, s.count, s.joined && !m_steps.empty(), {}});
            at += s.count;
        }
        m_redo.clear();
        return true;
    }

    // Takes back the last step (with the steps joined to it): the state is rebuilt from the nearest
    // checkpoint, so it is exactly the state that was there before (no inverse moves to get wrong). A
    // correction of the past brings back the history as it was before it.
    bool undo()
    {
        if (m_steps.empty())
            return false;
        if (m_steps.back().isCorrection()) {
            const Step step = m_steps.back();
            m_steps.pop_back();
            auto after = std::make_shared<const History>(History{m_actions, m_steps});
            restore(*step.correction->before);
            m_redo.push_back(Undone{step, {}, std::move(after)});
            return true;
        }
        bool joined = false;
        do {
            const Step step = m_steps.back();
            m_steps.pop_back();
            m_redo.push_back(Undone{step,
                                    std::vector<Action>(m_actions.begin() + std::ptrdiff_t(step.first),
                                                        m_actions.begin() + std::ptrdiff_t(step.first + step.count)),
                                    {}});
            m_actions.resize(step.first);
            joined = step.joined;
        } while (joined && !m_steps.empty() && !m_steps.back().isCorrection());
        rewind(m_actions.size());
        return true;
    }

    // Applies the most recently undone step again (with the steps joined to it). False, and nothing
    // changes, when one of its actions no longer applies.
    bool redo(Events *events = nullptr)
    {
        if (m_redo.empty())
            return false;
        if (m_redo.back().step.isCorrection()) {
            Undone u = std::move(m_redo.back());
            m_redo.pop_back();
            restore(*u.after);
            u.step.first = m_actions.size();
            m_steps.push_back(std::move(u.step));
            return true;
        }
        // On a refusal (which a deterministic State never gives) the record goes back to where it was.
        const std::size_t start = m_actions.size();
        const std::size_t steps = m_steps.size();
        std::size_t next = m_redo.size();
        do {
            const Undone &u = m_redo[--next];
            Step step = u.step;
            step.first = m_actions.size();
            for (const Action &a : u.actions) {
                if (m_current.apply(a, events) != Error{}) {
                    m_steps.resize(steps);
                    rewind(start);
                    return false;
                }
                pushAction(a);
            }
            m_steps.push_back(std::move(step));
        } while (next > 0 && !m_redo[next - 1].step.isCorrection() && m_redo[next - 1].step.joined);
        m_redo.resize(next);
        return true;
    }

    // Replaces action `index` by `replacement` and plays every later action again on top of it: those
    // still legal are kept, the first that no longer is and all after it are dropped. Then `followUp`
    // gives the automatic actions that follow. The whole change is one step: undo brings the history
    // back as it was. The kept actions keep their steps (the step of the last one takes the follow-ups);
    // earlier corrections stay unless later actions were dropped after them. False, and nothing changes,
    // when there is no action `index` or the replacement is refused there (`out.reason` says why).
    bool correct(std::size_t index, const Action &replacement, Correction &out, const FollowUp &followUp = {})
    {
        out = Correction{};
        if (index >= m_actions.size())
            return false;
        State s = stateBefore(index);
        if (const Error e = s.apply(replacement, nullptr); e != Error{}) {
            out.reason = e;
            return false;
        }
        auto c = std::make_shared<Correction>();
        c->index = index;
        c->was = m_actions[index];
        c->now = replacement;
        c->before = std::make_shared<const History>(History{m_actions, m_steps});
        const std::vector<Action> &old = c->before->actions;
        rewind(index);
        m_current = std::move(s);
        pushAction(replacement);
        for (std::size_t i = index + 1; i < old.size(); ++i) {
            const Error e = m_current.apply(old[i], nullptr);
            if (e != Error{}) {
                c->stoppedAt = std::ptrdiff_t(i);
                c->reason = e;
                c->dropped = old.size() - i;
                break;
            }
            pushAction(old[i]);
            ++c->kept;
        }
        if (followUp) {
            Action a{};
            for (int guard = 0; guard < 500 && followUp(m_current, a); ++guard) {
                if (m_current.apply(a, nullptr) != Error{})
                    break;
                pushAction(a);
                ++c->followUps;
            }
        }
        // The kept actions keep their steps; the corrections before the cut stay.
        const std::size_t end = index + 1 + c->kept;
        std::vector<Step> steps;
        std::size_t at = m_opening;
        for (const Step &step : c->before->steps) {
            if (step.isCorrection()) {
                if (at < end || c->dropped == 0) {
                    Step kept = step;
                    kept.first = at;
                    steps.push_back(std::move(kept));
                }
                continue;
            }
            if (at >= end)
                break;
            const std::size_t take = std::min(step.count, end - at);
            steps.push_back(Step{at, take, step.joined, {}});
            at += take;
        }
        if (c->followUps > 0) {
            if (!steps.empty() && !steps.back().isCorrection())
                steps.back().count += c->followUps;
            else
                steps.push_back(Step{end, c->followUps, false, {}});
        }
        out = *c;
        steps.push_back(Step{m_actions.size(), 0, false, std::move(c)});
        m_steps = std::move(steps);
        m_redo.clear();
        return true;
    }

    // The state before action `index` (actions().size() gives the current state).
    [[nodiscard]] State stateBefore(std::size_t index) const
    {
        if (index >= m_actions.size())
            return m_current;
        return replayTo(index);
    }

    // This record as it was before correction `c` (its history then; nothing to redo).
    [[nodiscard]] Record before(const Correction &c) const
    {
        Record r = *this;
        r.restore(*c.before);
        r.m_redo.clear();
        return r;
    }

private:
    struct Undone {
        Step step;                            // as it was (its correction, its join)
        std::vector<Action> actions;          // its actions (none for a correction)
        std::shared_ptr<const History> after; // a correction: the history it gave
    };

    static void replayOne(State &s, const Action &a)
    {
        if constexpr (requires { s.applyUnchecked(a, static_cast<Events *>(nullptr)); })
            s.applyUnchecked(a, nullptr);
        else
            (void)s.apply(a, nullptr);
    }

    // Rebuilds the state after the first `index` recorded actions from the nearest checkpoint.
    [[nodiscard]] State replayTo(std::size_t index) const
    {
        const std::size_t cp = std::min(index / kCheckpoint, m_checkpoints.size() - 1);
        State s = m_checkpoints[cp];
        for (std::size_t i = cp * kCheckpoint; i < index; ++i)
            replayOne(s, m_actions[i]);
        return s;
    }

    // Keeps the first `index` actions and the state after them.
    void rewind(std::size_t index)
    {
        m_actions.resize(std::min(index, m_actions.size()));
        while (m_checkpoints.size() > m_actions.size() / kCheckpoint + 1)
            m_checkpoints.pop_back();
        m_current = replayTo(m_actions.size());
    }

    // Brings back `h` exactly: the actions they share are not played again.
    void restore(const History &h)
    {
        const std::size_t shared =
                std::size_t(std::mismatch(m_actions.begin(), m_actions.end(), h.actions.begin(), h.actions.end()).first
                            - m_actions.begin());
        rewind(shared);
        for (std::size_t i = shared; i < h.actions.size(); ++i) {
            replayOne(m_current, h.actions[i]);
            pushAction(h.actions[i]);
        }
        m_steps = h.steps;
    }

    // Records an action already applied to m_current.
    void pushAction(const Action &action)
    {
        m_actions.push_back(action);
        if (m_actions.size() % kCheckpoint == 0 && m_checkpoints.size() == m_actions.size() / kCheckpoint)
            m_checkpoints.push_back(m_current);
    }

    std::vector<State> m_checkpoints; // [k] = after k * kCheckpoint actions
    State m_current{};
    std::vector<Action> m_actions;
    std::vector<Step> m_steps;
    std::vector<Undone> m_redo; // next redo last
    std::size_t m_opening = 0;
};

} // namespace mc
