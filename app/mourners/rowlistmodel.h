// A small list model of rows of role values, refreshed in place: a new list of rows is compared
// with the shown one and only the rows and roles that changed are signalled (dataChanged with the
// role list), rows are added or removed at the end; never a reset while a game is played.
#pragma once

#include <QAbstractListModel>
#include <QByteArray>
#include <QList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class RowListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Rows belong to the game controller's parts")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    /// All rows as a list of maps, for QML that needs the whole list at once (built when read).
    Q_PROPERTY(QVariantList rows READ toList NOTIFY rowsChanged)

public:
    /// One value per role, in the order of the role names.
    using Row = QVariantList;

    /// `roles` are the role names; role i is Qt::UserRole + 1 + i.
    explicit RowListModel(QList<QByteArray> roles, QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int count() const { return int(m_rows.size()); }

    /// Row `row` as a map of role name to value (empty for a row that does not exist).
    [[nodiscard]] Q_INVOKABLE QVariantMap get(int row) const;
    /// All rows as maps (tests, and QML that needs the whole list at once).
    [[nodiscard]] QVariantList toList() const;
    /// The value of role `name` in `row` (invalid when either does not exist).
    [[nodiscard]] QVariant value(int row, const QByteArray &name) const;

    /// Shows `rows`: dataChanged for each row whose values changed, with only the roles that changed;
    /// rows beyond the shown ones are inserted, missing ones removed, both at the end.
    void setRows(const QList<Row> &rows);
    /// Removes every row (no game).
    void clear() { setRows({}); }

signals:
    void countChanged();
    /// Any row changed, was added or removed.
    void rowsChanged();

private:
    QList<QByteArray> m_roles;
    QList<Row> m_rows;
};
