// A plain QML list (an array of values or objects) as a list model that keeps its delegates: a new
// list is compared with the shown one by position, rows whose value changed get dataChanged, rows are
// added or removed at the end. A Repeater over a JavaScript array makes every delegate anew whenever
// the array is read again (each step of a game), which cost most of a click on the table screen.
#pragma once

#include <QAbstractListModel>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class StableListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

    /// The rows; each delegate reads its row as the role `entry` (`required property var entry`).
    Q_PROPERTY(QVariantList values READ values WRITE setValues NOTIFY valuesChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role { EntryRole = Qt::UserRole + 1 };

    explicit StableListModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] QVariantList values() const { return m_values; }
    /// Replaces the rows: the same rows stay (a changed one announced by dataChanged), the tail is
    /// inserted or removed.
    void setValues(const QVariantList &values);
    [[nodiscard]] int count() const { return int(m_values.size()); }

signals:
    void valuesChanged();
    void countChanged();

private:
    QVariantList m_values;
};
