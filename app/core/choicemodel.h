// The legal choices of the pending decision as typed rows for QML: what a row shows (label, group,
// value, layout data) and an opaque payload that only the game's side turns back into its action.
// QML never builds or sends action text: it calls apply(row). Game-neutral: no engine types here.
#pragma once

#include <QAbstractListModel>
#include <QPointer>
#include <QSortFilterProxyModel>
#include <QStringList>
#include <QList>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>

/// One choice as shown: its data for the delegate and the game's own key for it.
struct ChoiceRow {
    QString kind;      // what sort of choice: "court", "recruit", "relocate", "pass", "bid", "roll", "choice", ...
    int seat = -1;     // who decides (-1 none)
    QString label;     // the button's text
    QString detail;    // an optional second line
    QString group;     // which part of the panel lists it (several kinds may share one)
    bool enabled = true;
    QString whyNot;    // why a shown row is disabled; may be empty
    int value = 0;     // a number the row carries for display: a bid amount, a die face, a pile size
    QVariantMap extra; // more display data for laying rows out (card kind and name, places, ...)
    quint64 payload = 0; // the game's key of the action; never shown

    friend bool operator==(const ChoiceRow &, const ChoiceRow &) = default;
};

class ChoiceModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The game's controller owns its choice model.")

    Q_PROPERTY(int count READ count NOTIFY countChanged)
    /// Per group: {count, first (row), minValue, maxValue}; groups without rows are absent.
    Q_PROPERTY(QVariantMap groups READ groups NOTIFY groupsChanged)
    /// Bumped whenever any row changed, for bindings that read rows through rowsIn().
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
    /// Some row's label is a bare number (a dice total): number keys would choose by place, not by it.
    Q_PROPERTY(bool numericLabels READ numericLabels NOTIFY revisionChanged)

public:
    enum Role {
        KindRole = Qt::UserRole + 1,
        SeatRole,
        LabelRole,
        DetailRole,
        GroupRole,
        EnabledRole,
        WhyNotRole,
        ValueRole,
        ExtraRole,
    };
    Q_ENUM(Role)

    /// Applies the action behind a payload; false when it was refused (the game says why).
    using Applier = std::function<bool(quint64 payload)>;

    explicit ChoiceModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    /// The roles of a choice row by name (label, enabled, …), as every model of choices has them.
    [[nodiscard]] static QHash<int, QByteArray> choiceRoleNames();
    /// A row's value of a role (as data() gives it).
    [[nodiscard]] static QVariant roleValue(const ChoiceRow &row, int role);

    [[nodiscard]] int count() const { return int(m_rows.size()); }
    [[nodiscard]] QVariantMap groups() const { return m_groups; }
    [[nodiscard]] int revision() const { return m_revision; }
    [[nodiscard]] bool numericLabels() const;
    [[nodiscard]] const QList<ChoiceRow> &rows() const { return m_rows; }

    void setApplier(Applier applier) { m_applier = std::move(applier); }
    /// Replaces the rows. Rows kept (same payload, in the same order around the change) stay rows of
    /// the model and get dataChanged for the roles that changed; between them, a new row takes the
    /// place of an old row of its group where it can (one row whose roles change: its delegate is
    /// reused), and the rest are removed and inserted.
    void setRows(const QList<ChoiceRow> &rows);

    /// Applies the choice of `row`; false for a row that does not exist or that the game refused.
    Q_INVOKABLE bool apply(int row);
    /// Applies the choice behind `payload` (a row's key); false when there is no game or it refused.
    bool applyPayload(quint64 payload) { return m_applier && m_applier(payload); }
    /// Says that the rows and what the game says of their decision (its kind, its text) are both set:
    /// the game calls it after each refresh. Mirrors follow then, once the screen knows which panel
    /// shows the new decision (a panel about to be hidden does not take the next panel's rows).
    void settle() { emit settled(); }
    /// How many rows are in `group`.
    [[nodiscard]] Q_INVOKABLE int countIn(const QString &group) const;
    /// The first row of `group`, -1 if none.
    [[nodiscard]] Q_INVOKABLE int firstIn(const QString &group) const;
    /// The first row of `group` carrying `value`, -1 if none.
    [[nodiscard]] Q_INVOKABLE int rowWithValue(const QString &group, int value) const;
    /// The first row of `group` whose extra data holds every key of `extra` with its value, -1 if none.
    [[nodiscard]] Q_INVOKABLE int firstMatching(const QString &group, const QVariantMap &extra) const;
    /// The rows of `group` as {row, kind, seat, label, detail, enabled, whyNot, value, extra}, for
    /// pickers that take a plain list (a popup of options); bind to `revision` to follow changes.
    [[nodiscard]] Q_INVOKABLE QVariantList rowsIn(const QString &group) const;

signals:
    void countChanged();
    void groupsChanged();
    void revisionChanged();
    void settled();

private:
    [[nodiscard]] static QList<int> changedRoles(const ChoiceRow &a, const ChoiceRow &b);
    [[nodiscard]] QVariantMap computeGroups() const;

    QList<ChoiceRow> m_rows;
    QVariantMap m_groups;
    int m_revision = 0;
    Applier m_applier;
};

/// A copy of another ChoiceModel's rows that follows it while `live` and stands still while not: a
/// panel kept made but hidden (PhaseGuide keeps each kind of decision's panel) reads its choices from
/// one, so its controls are neither updated nor made anew while another panel is shown, and on showing
/// again it takes the rows of now in one step, by position (setRows): the controls are reused.
/// While live it follows when the source is settled (ChoiceModel::settle). Applying a row applies the
/// same choice of the source.
class ChoiceMirror : public ChoiceModel
{
    Q_OBJECT
    QML_ELEMENT
    // ChoiceModel is not made in QML (its game makes it); a mirror is.
    Q_CLASSINFO("QML.Creatable", "true")

    Q_PROPERTY(ChoiceModel *source READ source WRITE setSource NOTIFY sourceChanged)
    /// Whether the rows follow the source (true) or stand as they were.
    Q_PROPERTY(bool live READ live WRITE setLive NOTIFY liveChanged)

public:
    explicit ChoiceMirror(QObject *parent = nullptr);

    [[nodiscard]] ChoiceModel *source() const { return m_source; }
    void setSource(ChoiceModel *source);
    [[nodiscard]] bool live() const { return m_live; }
    void setLive(bool live);

signals:
    void sourceChanged();
    void liveChanged();

private:
    void follow();

    QPointer<ChoiceModel> m_source;
    QMetaObject::Connection m_changed;
    QMetaObject::Connection m_settled;
    bool m_live = true;
    bool m_behind = false; // the source changed since the rows were last taken
};

/// The rows of a ChoiceModel in some groups (and, optionally, with some extra values), for one part
/// of a panel: a Repeater over it keeps its delegates across steps, as the source announces rows
/// kept, removed and inserted instead of being replaced.
class ChoiceFilter : public QSortFilterProxyModel
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(ChoiceModel *source READ source WRITE setSource NOTIFY sourceChanged)
    /// The groups shown; empty shows every row.
    Q_PROPERTY(QStringList groups READ groups WRITE setGroups NOTIFY groupsChanged)
    /// Extra values a row must hold to be shown ({cardName: "..."}); empty matches every row.
    Q_PROPERTY(QVariantMap match READ match WRITE setMatch NOTIFY matchChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    explicit ChoiceFilter(QObject *parent = nullptr);

    [[nodiscard]] ChoiceModel *source() const { return m_source; }
    void setSource(ChoiceModel *source);
    [[nodiscard]] QStringList groups() const { return m_groups; }
    void setGroups(const QStringList &groups);
    [[nodiscard]] QVariantMap match() const { return m_match; }
    void setMatch(const QVariantMap &match);
    [[nodiscard]] int count() const { return rowCount(); }

    /// Applies the choice of the filtered `row`.
    Q_INVOKABLE bool apply(int row);

signals:
    void sourceChanged();
    void groupsChanged();
    void matchChanged();
    void countChanged();
    /// The rows are those of the source's last refresh (or of new groups or matches): a refresh may
    /// insert and remove in several steps before (PooledRows follows once, here).
    void rowsSettled();

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QPointer<ChoiceModel> m_source;
    QStringList m_groups;
    QVariantMap m_match;
};

/// The rows of a ChoiceFilter by position, for a Repeater of buttons: a row the filter drops stays as
/// a hidden row (role `present` false, its last data kept) whose delegate waits for the next row at
/// its place. So the rows that come and go with each step take the delegates made before instead of
/// being made anew; rows are only added at the end, when the filter has more rows than it ever had.
/// Row i is the filter's row i while present. It follows once a refresh is done (rowsSettled), not at
/// each of its steps. A delegate binds `visible` to `present`, and reads nothing of the game while
/// hidden.
class PooledRows : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(ChoiceFilter *source READ source WRITE setSource NOTIFY sourceChanged)
    /// How many rows are present (the source's count).
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    /// At least this many rows, hidden ones too (a blank choice until a choice takes them), so that their
    /// delegates are made with the model, while a screen waits, rather than by the step that first
    /// needs them.
    Q_PROPERTY(int reserve READ reserve WRITE setReserve NOTIFY reserveChanged)
public:
    /// The role of `present`, after any role of the source.
    static constexpr int PresentRole = Qt::UserRole + 1000;

    explicit PooledRows(QObject *parent = nullptr);
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] ChoiceFilter *source() const { return m_source; }
    void setSource(ChoiceFilter *source);
    [[nodiscard]] int count() const { return m_present; }
    [[nodiscard]] int reserve() const { return m_reserve; }
    void setReserve(int reserve);

signals:
    void sourceChanged();
    void countChanged();
    void reserveChanged();

private:
    void follow();
    void growToReserve();
    [[nodiscard]] QHash<int, QVariant> blankSlot() const;

    QPointer<ChoiceFilter> m_source;
    QList<QMetaObject::Connection> m_connections;
    QHash<int, QByteArray> m_roles;   // a choice row's, and `present`
    QList<QHash<int, QVariant>> m_slots; // each row's data as last shown
    int m_present = 0;
    int m_reserve = 0;
};
