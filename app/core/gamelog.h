// The game log: the sentences of EventText as a list model for QML, grouped by step for undo.
#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QSortFilterProxyModel>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

/// The game log: one row per sentence, grouped by the step (one applied action, with the chance
/// draws that followed it in digital play) that produced them, so that undo removes exactly those.
class GameLog : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameLog belongs to GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        TextRole = Qt::UserRole + 1,
        RuleRole,
        StepRole,
        RoundRole, ///< the round the sentence belongs to (0: before the first round, or not told)
        StepStartRole, ///< the first row of its step (a step's entry, e.g. for "Correct…")
        CardsRole,     ///< the text of each card the sentence names, one "Name: text" per line ("" for none)
    };
    Q_ENUM(Role)

    struct Entry {
        QString text;
        QString rule;
        int round = 0;
        /// What each card the sentence names does, one "Name: text" per line; empty when it names none
        /// (or only cards the viewer may not see).
        QString cards;
    };

    explicit GameLog(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /// Replaces everything: `start` are the rows no undo removes (the game's opening), then `steps`;
    /// `stepRounds[i]`, when given, is the round of step i's rows that do not name their own.
    void reset(const QList<Entry> &start = {}, const QList<QList<Entry>> &steps = {},
               const QList<int> &stepRounds = {});
    /// Appends the rows of one step (may be empty; it still counts as a step); `round` is the round of
    /// the rows that do not name their own (a step may begin a new round halfway).
    void appendStep(const QList<Entry> &entries, int round = 0);
    /// Removes the rows of the last step; false when there is no step.
    bool removeLastStep();
    [[nodiscard]] int stepCount() const { return int(m_stepSizes.size()); }
    /// The text of row `row`, for tests and the self-test.
    [[nodiscard]] Q_INVOKABLE QString textAt(int row) const;

signals:
    void countChanged();

private:
    struct Row {
        Entry entry;
        int step = 0; // 0 for the opening, else 1-based step number
    };
    QList<Row> m_rows;
    std::vector<int> m_stepSizes;
};

/// The log of one round, or all of it (round 0): what the log panel and its full-height view show.
/// Rows of the opening (round 0) are shown with every round's filter off only.
class GameLogFilter : public QSortFilterProxyModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(GameLog *log READ log WRITE setLog NOTIFY logChanged)
    Q_PROPERTY(int round READ round WRITE setRound NOTIFY roundChanged)
    /// Rows of steps up to this one only (-1: every step): a replay shows what had happened by then.
    Q_PROPERTY(int lastStep READ lastStep WRITE setLastStep NOTIFY lastStepChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    explicit GameLogFilter(QObject *parent = nullptr);

    [[nodiscard]] GameLog *log() const { return m_log; }
    void setLog(GameLog *log);
    [[nodiscard]] int round() const { return m_round; }
    void setRound(int round);
    [[nodiscard]] int lastStep() const { return m_lastStep; }
    void setLastStep(int step);

signals:
    void logChanged();
    void roundChanged();
    void lastStepChanged();
    void countChanged();

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    GameLog *m_log = nullptr;
    int m_round = 0;
    int m_lastStep = -1;
};
