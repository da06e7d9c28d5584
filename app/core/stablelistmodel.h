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
    /// Rows beyond a shorter list stay, hidden (the role `present` false, their last value kept), for
    /// the rows of a later, longer list to take their delegates instead of making them anew. The
    /// delegate then binds `visible` to `present`. Set it before the values.
    Q_PROPERTY(bool keepsDelegates READ keepsDelegates WRITE setKeepsDelegates NOTIFY keepsDelegatesChanged)
    /// With keepsDelegates: at least this many rows, hidden ones too, so that their delegates are made
    /// with the model (while a screen waits) rather than by the step that first needs them. A row never
    /// given a value holds `blank`, which should have every field the delegate reads.
    Q_PROPERTY(int reserve READ reserve WRITE setReserve NOTIFY reserveChanged)
    Q_PROPERTY(QVariant blank READ blank WRITE setBlank NOTIFY blankChanged)

public:
    enum Role { EntryRole = Qt::UserRole + 1, PresentRole };

    explicit StableListModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] QVariantList values() const { return m_values.mid(0, m_present); }
    /// Replaces the rows: the same rows stay (a changed one announced by dataChanged), the tail is
    /// inserted or removed.
    void setValues(const QVariantList &values);
    [[nodiscard]] int count() const { return int(m_present); }
    [[nodiscard]] bool keepsDelegates() const { return m_keepsDelegates; }
    void setKeepsDelegates(bool keeps);
    [[nodiscard]] int reserve() const { return m_reserve; }
    void setReserve(int reserve);
    [[nodiscard]] QVariant blank() const { return m_blank; }
    void setBlank(const QVariant &blank);

signals:
    void valuesChanged();
    void countChanged();
    void keepsDelegatesChanged();
    void reserveChanged();
    void blankChanged();

private:
    QVariantList m_values; // the rows shown, then (keepsDelegates) the hidden ones
    qsizetype m_present = 0;
    qsizetype m_filled = 0; // the rows that were ever given a value; the others hold m_blank
    bool m_keepsDelegates = false;
    int m_reserve = 0;
    QVariant m_blank;

    void growToReserve();
};
