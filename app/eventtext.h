// Turns the engine's structured events into translated sentences, and the game log model that
// shows them.
#pragma once

#include "model/events.h"
#include "model/types.h"

#include <QAbstractListModel>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace mc {
struct Ruleset;
}

/// Names and sentences shown to people, built from rules data and engine values.
class EventText
{
    Q_DECLARE_TR_FUNCTIONS(EventText)

public:
    /// `seatNames` are the players' names by seat; `revealHidden` is false in digital play, where
    /// the log must not show which card a seat was dealt.
    EventText(const mc::Ruleset &rules, const QStringList &seatNames, bool revealHidden);

    /// One plain-language sentence for `event`, with its rule id in brackets when it has one.
    [[nodiscard]] QString sentence(const mc::Event &event) const;

    [[nodiscard]] QString seatName(int seat) const;
    [[nodiscard]] QString placeName(int place) const;  // a location or the Crypt
    [[nodiscard]] QString guildName(int guild) const;
    [[nodiscard]] QString cardName(int deck, int card) const; // deck: 0 court 1 mourner 2 wallows 3 motive
    [[nodiscard]] QString courtName(int card) const { return cardName(0, card); }
    [[nodiscard]] QString mournerName(int card) const { return cardName(1, card); }

    [[nodiscard]] static QString phaseName(mc::Phase phase);
    [[nodiscard]] static QString factionName(int faction);
    [[nodiscard]] static QString meterName(int meter);
    [[nodiscard]] static QString resourceName(int resource);

private:
    [[nodiscard]] QString text(const mc::Event &e) const;

    const mc::Ruleset &m_rules;
    QStringList m_seats;
    bool m_revealHidden = true;
};

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
