// The game log: the sentences of EventText as a list model for QML, grouped by step for undo.
#pragma once

#include <QAbstractListModel>
#include <QList>
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
    };
    Q_ENUM(Role)

    struct Entry {
        QString text;
        QString rule;
    };

    explicit GameLog(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /// Replaces everything: `start` are the rows no undo removes (the game's opening), then `steps`.
    void reset(const QList<Entry> &start = {}, const QList<QList<Entry>> &steps = {});
    /// Appends the rows of one step (may be empty; it still counts as a step).
    void appendStep(const QList<Entry> &entries);
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
