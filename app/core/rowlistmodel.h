// A small list model of rows of role values, refreshed in place: a new list of rows is compared
// with the shown one and only the rows and roles that changed are signalled (dataChanged with the
// role list), rows are added or removed at the end; never a reset while a game is played.
// Every game's list models use it through typed rows: a struct per row and a RowRoles table that
// pairs each role's name with its member, so no caller builds a list of values by position.
#pragma once

#include <QAbstractListModel>
#include <QByteArray>
#include <QList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <initializer_list>

/// The roles of a row struct `Row`: each role's name beside the member it is read from, e.g.
///     const RowRoles<SeatRow> kRoles{{"seat", &SeatRow::seat}, {"name", &SeatRow::name}};
/// A member's type is the type the role has in QML (int, bool, QString, QVariantList, QVariantMap…).
template<typename Row>
class RowRoles
{
public:
    struct Role {
        template<typename T>
        Role(const char *roleName, T Row::*member)
            : name(roleName), read([member](const Row &row) { return QVariant::fromValue(row.*member); })
        {
        }
        QByteArray name;
        std::function<QVariant(const Row &)> read;
    };

    RowRoles(std::initializer_list<Role> roles) : m_roles(roles) {}

    /// The role names, in order (RowListModel's constructor takes them).
    [[nodiscard]] QList<QByteArray> names() const
    {
        QList<QByteArray> out;
        for (const Role &r : m_roles)
            out.append(r.name);
        return out;
    }
    /// One row's values, in the order of the names.
    [[nodiscard]] QVariantList values(const Row &row) const
    {
        QVariantList out;
        out.reserve(m_roles.size());
        for (const Role &r : m_roles)
            out.append(r.read(row));
        return out;
    }

private:
    QList<Role> m_roles;
};

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
    /// A model of typed rows: the names of `roles`; fill it with setTypedRows(roles, rows).
    template<typename T>
    explicit RowListModel(const RowRoles<T> &roles, QObject *parent = nullptr) : RowListModel(roles.names(), parent)
    {
    }

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
    /// Shows typed `rows`, read through `roles` (the same roles the model was made with).
    template<typename T>
    void setTypedRows(const RowRoles<T> &roles, const QList<T> &rows)
    {
        QList<Row> values;
        values.reserve(rows.size());
        for (const T &row : rows)
            values.append(roles.values(row));
        setRows(values);
    }
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
