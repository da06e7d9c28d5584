// The majorities of phase 7 (R-MAJ-1/2): one row per location (1-12), then per guild in the
// guild-track order (D-GUILD-ORDER), with the counts behind each result.
#pragma once

#include <QAbstractListModel>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace mc {
class GameState;
}

class MajorityModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("MajorityModel belongs to GameController")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    /// The row being resolved now, -1 outside phase 7.
    Q_PROPERTY(int currentRow READ currentRow NOTIFY currentRowChanged)

public:
    enum Role {
        KindRole = Qt::UserRole + 1, ///< "location" or "guild"
        NumberRole,     ///< location number 1-12, or guild track position 1-6
        NameRole,
        FactionRole,    ///< faction index of the location or guild
        CountsRole,     ///< figures per seat (QVariantList of int)
        BestRole,       ///< the highest count
        LeaderRole,     ///< seat with strictly the most, -1 for nobody or a tie
        TiedRole,       ///< bool: two or more share the highest count (> 0)
        TiedSeatsRole,  ///< QVariantList of the seats sharing it
        MalavestrosRole,///< bool: Malavestros stands here (R-MAJ-4)
        StatusRole,     ///< "pending", "current" or "done" (phase 7 only; else "pending")
        SummaryRole,    ///< "Ada 3 · Bo 2 → Ada" as people read it
    };
    Q_ENUM(Role)

    explicit MajorityModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int currentRow() const { return m_currentRow; }

    /// Recomputes the rows from `state`; emits dataChanged only for rows that changed.
    void refresh(const mc::GameState &state, const QStringList &seatNames);
    /// No game: no rows.
    void clear();

signals:
    void countChanged();
    void currentRowChanged();

private:
    struct Row {
        QString kind;
        int number = 0;
        QString name;
        int faction = 0;
        QVariantList counts;
        int best = 0;
        int leader = -1;
        bool tied = false;
        QVariantList tiedSeats;
        bool malavestros = false;
        QString status;
        QString summary;
        bool operator==(const Row &) const = default;
    };
    std::vector<Row> m_rows;
    int m_currentRow = -1;
};
