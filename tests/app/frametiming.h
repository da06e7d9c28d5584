// The GUI thread's share of a click's frame, from Qt's render-loop timing (qt.scenegraph.time.renderloop):
// a figure for bench/ (the monkey's and the table walk's), never a pass/fail.
// The threaded loop: the first polish and the first sync after a click are the GUI thread's share of that
// click's frame (its sync runs while the GUI thread waits). A loop that draws on the GUI thread (basic,
// software): the whole frame is.
#pragma once

#include <QLoggingCategory>
#include <QMessageLogContext>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <atomic>
#include <vector>

namespace mctest::frametiming {

inline constexpr char kCategory[] = "qt.scenegraph.time.renderloop";
inline std::atomic<int> g_polish{-1}; // ms of the first polish after arm(); -1 not seen yet
inline std::atomic<int> g_sync{-1};   // ms of the first sync (or whole frame) after arm()
inline std::atomic<bool> g_wantPolish{false};
inline std::atomic<bool> g_wantSync{false};

/// Turns Qt's render-loop timing on (its messages then go through the message handler).
inline void enable()
{
    QLoggingCategory::setFilterRules(QStringLiteral("qt.scenegraph.time.renderloop.debug=true"));
}

/// The next frame's polish and sync are recorded.
inline void arm(bool on = true)
{
    g_polish = g_sync = -1;
    g_wantPolish = g_wantSync = on;
}

inline void disarm() { g_wantPolish = g_wantSync = false; }

/// The armed frame's GUI-thread ms (polish + sync), -1 while not seen.
inline int frameMs() { return g_polish >= 0 && g_sync >= 0 ? g_polish + g_sync : -1; }

/// True for a render-loop timing message (recorded, not a message of the app's): call it first in the
/// message handler.
inline bool record(const QMessageLogContext &context, const QString &text)
{
    if (!context.category || qstrcmp(context.category, kCategory) != 0)
        return false;
    static const QRegularExpression wholeFrame(QStringLiteral("renderloop in (\\d+) ?ms"));
    static const QRegularExpression polish(QStringLiteral("polish=(\\d+)"));
    static const QRegularExpression sync(QStringLiteral("[^A-Za-z]sync=(\\d+)"));
    if (const auto m = wholeFrame.match(text); m.hasMatch()) {
        if (g_wantPolish.exchange(false) && g_wantSync.exchange(false)) {
            g_polish = 0;
            g_sync = m.captured(1).toInt();
        }
        return true;
    }
    if (const auto m = polish.match(text); m.hasMatch() && g_wantPolish.exchange(false))
        g_polish = m.captured(1).toInt();
    if (const auto m = sync.match(text); m.hasMatch() && g_wantSync.exchange(false))
        g_sync = m.captured(1).toInt();
    return true;
}

/// "median M ms, 95% P ms, worst W ms" of `ms` (sorted in place).
inline QString summary(std::vector<double> &ms)
{
    if (ms.empty())
        return QStringLiteral("none");
    std::sort(ms.begin(), ms.end());
    return QStringLiteral("median %1 ms, 95% %2 ms, worst %3 ms")
        .arg(ms[ms.size() / 2], 0, 'f', 1).arg(ms[ms.size() * 95 / 100], 0, 'f', 1).arg(ms.back(), 0, 'f', 1);
}

/// The share of `ms` at most `limit`, in percent.
inline double shareWithin(const std::vector<double> &ms, double limit)
{
    if (ms.empty())
        return 0;
    return 100.0 * double(std::count_if(ms.begin(), ms.end(), [limit](double x) { return x <= limit; })) / double(ms.size());
}

} // namespace mctest::frametiming
