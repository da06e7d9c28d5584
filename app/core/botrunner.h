// A computer player's decision off the GUI thread, for every game of the shelf. Each start gets a
// generation number; cancel() (undo, a new game, a load) and a newer start end a generation, and an
// answer of an ended generation is dropped, never applied. The game's facade says what to compute
// (from the seat's own view only) and how to apply the answer; this class owns the thread hand-over.
#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <functional>
#include <type_traits>

class BotRunner : public QObject
{
    Q_OBJECT

public:
    explicit BotRunner(QObject *parent = nullptr) : QObject(parent) {}

    /// Runs `work()` on a worker thread and, back on this object's thread, `apply(answer)` if no
    /// cancel() or other start came meanwhile and `stillCurrent()` (checked then) holds; else the answer
    /// is dropped (staleAnswerDropped). `work` must copy what it reads: it runs beside the GUI thread.
    template<typename Work, typename Apply>
    void start(Work work, std::function<bool()> stillCurrent, Apply apply)
    {
        using Answer = std::invoke_result_t<Work>;
        const quint64 generation = ++m_generation;
        auto *watcher = new QFutureWatcher<Answer>(this);
        connect(watcher, &QFutureWatcherBase::finished, this,
                [this, watcher, generation, current = std::move(stillCurrent), apply = std::move(apply)] {
                    watcher->deleteLater();
                    if (generation != m_generation) {
                        emit staleAnswerDropped(); // a newer start or a cancel has set the state since
                        return;
                    }
                    setThinking(false);
                    if (current && !current()) {
                        emit staleAnswerDropped();
                        return;
                    }
                    apply(watcher->result());
                });
        watcher->setFuture(QtConcurrent::run(std::move(work)));
        setThinking(true);
    }

    /// Forgets the running decision, if any: its answer will be dropped.
    void cancel()
    {
        ++m_generation;
        setThinking(false);
    }

    /// A decision is being computed.
    [[nodiscard]] bool thinking() const { return m_thinking; }
    /// The generation of the last start or cancel (tests).
    [[nodiscard]] quint64 generation() const { return m_generation; }

signals:
    void thinkingChanged();
    /// An answer came back for an older position and was dropped.
    void staleAnswerDropped();

private:
    void setThinking(bool thinking)
    {
        if (thinking == m_thinking)
            return;
        m_thinking = thinking;
        emit thinkingChanged();
    }

    bool m_thinking = false;
    quint64 m_generation = 0;
};
