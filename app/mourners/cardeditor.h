// The card editor: a ruleset's four decks as list models and typed, validated edits of one card.
#pragma once

#include "cardmodels.h"
#include "model/mourners/ruleset.h"

#include <QAbstractListModel>
#include <QJsonObject>
#include <QPointer>
#include <QQmlParserStatus>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>

class CardEditor;
class RulesetLibrary;

/// Opens a ruleset as editable JSON and changes its cards one validated edit at a time: after each
/// edit the whole ruleset is parsed again with mc::parseRuleset, and an edit it refuses changes
/// nothing (errorText says why, errorField which form field). Editing a card clears its stand-in
/// mark: it now comes from the owner's box.
class CardEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(bool loaded READ loaded NOTIFY rulesetChanged)
    Q_PROPERTY(QString rulesetId READ rulesetId NOTIFY rulesetChanged)
    Q_PROPERTY(QString rulesetName READ rulesetName NOTIFY rulesetChanged)
    Q_PROPERTY(bool builtIn READ builtIn NOTIFY rulesetChanged)
    Q_PROPERTY(bool modified READ modified NOTIFY modifiedChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoChanged)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorChanged)
    Q_PROPERTY(QString errorField READ errorField NOTIFY errorChanged)
    Q_PROPERTY(int revision READ revision NOTIFY revisionChanged)
    Q_PROPERTY(CardListModel *court READ court CONSTANT)
    Q_PROPERTY(CardListModel *mourners READ mourners CONSTANT)
    Q_PROPERTY(CardListModel *wallows READ wallows CONSTANT)
    Q_PROPERTY(CardListModel *motives READ motives CONSTANT)

public:
    enum Deck { Court = 0, Mourners, Wallows, Motives };
    Q_ENUM(Deck)

    explicit CardEditor(QObject *parent = nullptr);
    ~CardEditor() override;

    /// The library used by open(), save() and saveAs(); unless set, the library of the QML engine that
    /// made the editor (an editor made in C++ without one opens and saves nothing and says so).
    void setLibrary(RulesetLibrary *library);
    [[nodiscard]] RulesetLibrary *library() const;

    [[nodiscard]] bool loaded() const { return m_rules != nullptr; }
    [[nodiscard]] QString rulesetId() const { return m_rulesetId; }
    [[nodiscard]] QString rulesetName() const;
    [[nodiscard]] bool builtIn() const;
    [[nodiscard]] bool modified() const { return m_doc != m_savedDoc; }
    [[nodiscard]] bool canUndo() const { return !m_undo.empty(); }
    [[nodiscard]] QString undoText() const;
    [[nodiscard]] QString errorText() const { return m_errorText; }
    [[nodiscard]] QString errorField() const { return m_errorField; }
    /// Whether the last refusal names the form field `field` or a field within it ("motive" holds
    /// "motive/need"; "actions/1" holds "actions/1/amount").
    Q_INVOKABLE bool errorWithin(const QString &field) const;
    [[nodiscard]] int revision() const { return m_revision; }
    [[nodiscard]] CardListModel *court() const { return m_models[Court]; }
    [[nodiscard]] CardListModel *mourners() const { return m_models[Mourners]; }
    [[nodiscard]] CardListModel *wallows() const { return m_models[Wallows]; }
    [[nodiscard]] CardListModel *motives() const { return m_models[Motives]; }
    /// The parsed ruleset as it is now (always valid once loaded).
    [[nodiscard]] mc::RulesetPtr rules() const { return m_rules; }
    /// The ruleset as JSON text, as it would be saved.
    [[nodiscard]] QByteArray json() const;

    /// Opens a ruleset of the library for editing (a broken one is refused). Drops unsaved edits.
    Q_INVOKABLE bool open(const QString &libraryId);
    /// Opens a ruleset from its JSON text (`libraryId` names where it came from, may be empty).
    bool openJson(const QByteArray &json, const QString &libraryId = {});

    [[nodiscard]] Q_INVOKABLE CardListModel *deck(int deck) const;
    [[nodiscard]] Q_INVOKABLE int count(int deck) const;
    [[nodiscard]] Q_INVOKABLE int rowOf(int deck, const QString &id) const;
    /// The card for the form: every field with its default filled in. Effect lists are under
    /// "lists" by list key (action1, action2, effects, reward, penalty); each effect is
    /// {op, amount, faction, guild, hasCondition, ifKind, ifOf, ifN, text}. A Mourner also has
    /// kindLabel, usesEffects and trigger (its phase key when triggered, else empty).
    [[nodiscard]] Q_INVOKABLE QVariantMap card(int deck, int row) const;
    /// The effects of one list of a card, as card() gives them under "lists" (empty for a list key
    /// the deck does not have).
    [[nodiscard]] QVariantList effects(int deck, int row, const QString &list) const;
    /// The card in plain sentences, e.g. "Action 1: gain 2 Etherea. Action 2: …".
    [[nodiscard]] Q_INVOKABLE QString preview(int deck, int row) const;
    /// Choices for a form field: [{key, label}] for "faction", "guild", "op", "condition",
    /// "location", "courtKind", "mournerKind", "motiveKind", "phase" (a triggered Mourner's).
    [[nodiscard]] Q_INVOKABLE QVariantList choices(const QString &what) const;
    /// The effect list keys of a deck: court action1/action2, mourners effects, wallows reward/penalty.
    [[nodiscard]] Q_INVOKABLE QStringList listKeys(int deck) const;

    // --- edits: each returns false and changes nothing when the ruleset would not parse ---------
    Q_INVOKABLE bool setName(int deck, int row, const QString &name);
    /// Court, Mourners, motives. A Mourner made triggered gets the Actions phase unless it has one;
    /// any other kind drops "trigger".
    Q_INVOKABLE bool setKind(int deck, int row, const QString &kind);
    Q_INVOKABLE bool setFaction(int deck, int row, const QString &faction);   // mourners, motives
    Q_INVOKABLE bool setGuild(int deck, int row, const QString &guild);       // mourners
    Q_INVOKABLE bool setStarting(int deck, int row, bool starting);           // mourners
    /// The phase at whose start a triggered Mourner works: a key of choices("phase").
    Q_INVOKABLE bool setTrigger(int deck, int row, const QString &phase);      // triggered mourners
    Q_INVOKABLE bool setArtifact(int deck, int row, bool artifact);           // wallows
    /// Marks the card as checked against the owner's box without changing it.
    Q_INVOKABLE bool markFromBox(int deck, int row);
    /// Replaces an effect as given: {op, amount, faction?, guild?, if?: {kind, of?, n}} (strict).
    Q_INVOKABLE bool setEffect(int deck, int row, const QString &list, int index, const QVariantMap &effect);
    /// Changes one field of an effect as a form does: "op" (fills in or drops the faction/guild
    /// the new op needs), "amount", "faction", "guild", "hasCondition", "ifKind", "ifOf", "ifN".
    Q_INVOKABLE bool setEffectField(int deck, int row, const QString &list, int index, const QString &field,
                                    const QVariant &value);
    Q_INVOKABLE bool addEffect(int deck, int row, const QString &list);
    Q_INVOKABLE bool removeEffect(int deck, int row, const QString &list, int index);
    /// Wallows objective: "kind" (fills in or drops "of"), "of", "n".
    Q_INVOKABLE bool setObjectiveField(int deck, int row, const QString &field, const QVariant &value);
    /// Motive scoring: "kind" (fills in or drops "of"), "of", "per", "max".
    Q_INVOKABLE bool setMotiveField(int deck, int row, const QString &field, const QVariant &value);
    Q_INVOKABLE bool undo();
    Q_INVOKABLE void clearError();

    /// Saves as a new ruleset of the library; returns its id (empty and errorText on failure).
    Q_INVOKABLE QString saveAs(const QString &name);
    /// Writes over the opened user ruleset (not the built-in one).
    Q_INVOKABLE bool save();

signals:
    void rulesetChanged();
    void modifiedChanged();
    void undoChanged();
    void errorChanged();
    void revisionChanged();

private:
    friend class CardListModel;
    struct Snapshot {
        QJsonObject doc;
        mc::RulesetPtr rules;
        int deck = 0;
        int row = 0;
        QString cardName;
    };

    [[nodiscard]] bool validCard(int deck, int row) const;
    [[nodiscard]] QJsonObject cardObject(int deck, int row) const;
    bool edit(int deck, int row, const QString &field, const std::function<bool(QJsonObject &)> &change);
    bool editEffects(int deck, int row, const QString &list, const QString &field,
                     const std::function<bool(QJsonArray &)> &change);
    bool refuse(const QString &field, const QString &message);
    void setError(const QString &field, const QString &message);
    void commit(const QJsonObject &doc, mc::RulesetPtr rules, int deck, int row);
    // `keepRows`: the same decks under a new identity (after saving): rows change, no model reset.
    void setLoaded(const QJsonObject &doc, mc::RulesetPtr rules, const QString &id, bool keepRows = false);
    [[nodiscard]] QString kindKey(int deck, int row) const;
    [[nodiscard]] QString kindLabel(int deck, const QString &key) const;
    [[nodiscard]] bool isStandIn(int deck, int row) const;

    QPointer<RulesetLibrary> m_library;
    CardListModel *m_models[4] = {};
    QString m_rulesetId;
    QJsonObject m_doc;
    QJsonObject m_savedDoc;
    mc::RulesetPtr m_rules;
    std::vector<Snapshot> m_undo;
    QString m_errorText;
    QString m_errorField;
    int m_revision = 0;
};
