// The card editor's list models: one deck of the edited ruleset, and one effect list of one card.
#pragma once

#include "model/mourners/ruleset.h"

#include <QAbstractListModel>
#include <QJsonObject>
#include <QPointer>
#include <QQmlParserStatus>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>

class CardEditor;
Q_MOC_INCLUDE("cardeditor.h")
class RulesetLibrary;

/// One deck of the edited ruleset, one row per card.
class CardListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("CardListModel belongs to CardEditor")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        IdRole = Qt::UserRole + 1,
        NameRole,
        StandInRole,   // an original stand-in (in whole or in part), not a card from the box
        KindRole,      // the kind's key in the file, e.g. "generic"; empty for Wallows cards
        KindLabelRole, // the kind in words
        PreviewRole,   // the card in one or two plain sentences
    };
    Q_ENUM(Role)

    CardListModel(CardEditor *editor, int deck);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int count() const { return rowCount(); }

signals:
    void countChanged();

private:
    friend class CardEditor;
    void beginReset() { beginResetModel(); }
    void endReset();
    void rowChanged(int row);

    CardEditor *m_editor;
    int m_deck;
};

/// One effect list of one card (e.g. a Court card's "action1"), one row per effect, for the editor's
/// form. It follows the editor edit by edit: a changed field is a dataChanged of that row with the
/// changed roles, an added or removed effect one insert or remove, never a reset. So an edit never
/// destroys the delegate of a row that stays (Qt 6.4 crashes when a Repeater destroys a ComboBox
/// whose popup is open or closing, e.g. right after a choice in it was applied).
class CardEffectModel : public QAbstractListModel, public QQmlParserStatus
{
    Q_OBJECT
    QML_ELEMENT
    Q_INTERFACES(QQmlParserStatus)
    Q_PROPERTY(CardEditor *editor READ editor WRITE setEditor NOTIFY editorChanged)
    Q_PROPERTY(int deck READ deck WRITE setDeck NOTIFY deckChanged)
    Q_PROPERTY(int cardRow READ cardRow WRITE setCardRow NOTIFY cardRowChanged)
    //! "action1", "action2", "effects", "reward", "penalty".
    Q_PROPERTY(QString listKey READ listKey WRITE setListKey NOTIFY listKeyChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    // One role per field of CardEditor::effects().
    enum Role {
        OpRole = Qt::UserRole + 1,
        AmountRole,
        FactionRole,
        GuildRole,
        LocationRole,
        HasConditionRole,
        IfKindRole,
        IfOfRole,
        IfNRole,
        TextRole, // the effect in words
    };
    Q_ENUM(Role)

    explicit CardEffectModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int count() const { return int(m_effects.size()); }

    [[nodiscard]] CardEditor *editor() const { return m_editor; }
    void setEditor(CardEditor *editor);
    [[nodiscard]] int deck() const { return m_deck; }
    void setDeck(int deck);
    [[nodiscard]] int cardRow() const { return m_cardRow; }
    void setCardRow(int row);
    [[nodiscard]] QString listKey() const { return m_listKey; }
    void setListKey(const QString &key);

    void classBegin() override;
    void componentComplete() override;

signals:
    void editorChanged();
    void deckChanged();
    void cardRowChanged();
    void listKeyChanged();
    void countChanged();

private:
    // Reads the list again and reports the difference as row changes, inserts and removes.
    void refresh();

    QPointer<CardEditor> m_editor;
    QMetaObject::Connection m_revisionConnection;
    int m_deck = 0;
    int m_cardRow = 0;
    QString m_listKey;
    QList<QVariantMap> m_effects;
    void refreshOnce();
    // A delegate answering dataChanged may edit the card again: the refresh runs again afterwards,
    // never inside itself (the rows would change under its loop).
    bool m_refreshing = false;
    bool m_refreshAgain = false;
    bool m_complete = true; // false while QML sets the properties one by one
};
