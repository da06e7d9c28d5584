// The manster duel's battle tracker for the table (model/sheets/manster.h): one battle with its
// undo, its log and its list models (players, slabs, the cards of one stack), autosaved after every
// step and reopened later; a finished battle goes to the shared history with its own breakdown.
#pragma once

#include "autosave.h"
#include "gamelog.h"
#include "historystore.h"
#include "model/core/record.h"
#include "model/sheets/manster.h"

#include <QAbstractListModel>
#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

#include <vector>

class QQmlEngine;
class QJSEngine;

/// A list model of rows of values, one value per role in role order; setRows() tells the views
/// only what changed (rows inserted or removed at the end, dataChanged with the changed roles).
class MansterRows : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The battle's models belong to MansterBattle")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    MansterRows(const QList<QByteArray> &roleNames, QObject *parent);
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    void setRows(const std::vector<QVariantList> &rows);
    /// The value of role `name` in `row`, for tests ({} when out of range).
    [[nodiscard]] Q_INVOKABLE QVariant get(int row, const QString &name) const;

signals:
    void countChanged();

private:
    QList<QByteArray> m_roleNames;
    std::vector<QVariantList> m_rows;
};


class MansterBattle;

/// Undo, redo and the log of the battle's steps (a part of MansterBattle).
class MansterSteps : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A part of MansterBattle")
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY changed)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY changed)
    Q_PROPERTY(GameLog *log READ log CONSTANT)

public:
    MansterSteps(MansterBattle *battle, GameLog *log);
    [[nodiscard]] bool canUndo() const;
    [[nodiscard]] bool canRedo() const;
    [[nodiscard]] GameLog *log() const { return m_log; }

signals:
    void changed();

private:
    const MansterBattle *m_battle;
    GameLog *m_log;
};

class MansterBattle : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// A battle is open (started or continued).
    Q_PROPERTY(bool running READ running NOTIFY changed)
    /// The battle has a winner (MAN-END-1); corrections and undo still work.
    Q_PROPERTY(bool over READ over NOTIFY changed)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY changed)
    /// The player whose turn it is.
    Q_PROPERTY(int turnPlayer READ turnPlayer NOTIFY changed)
    /// What the table does now (whose turn, an attack owed, the winner), one or two sentences.
    Q_PROPERTY(QString status READ status NOTIFY changed)
    /// Undo, redo and the log of the battle's steps.
    Q_PROPERTY(MansterSteps *steps READ steps CONSTANT)
    /// The opening stacks are being built (up to 3 cards each, no attacks); "End turn" ends them.
    Q_PROPERTY(bool opening READ opening NOTIFY changed)
    /// The rules this battle plays: cardsPerTurn (cards a turn's player may play, and an opening
    /// stack's, MAN-TURN-1), meatTwice (D-MAN-MEAT: a meat card removed from a full stack counts twice,
    /// its health leaves the stack and is dealt to it as damage; false: once, MAN-MEAT-1) and
    /// meatRuleText (that reading in words, "" before a battle).
    Q_PROPERTY(QVariantMap rules READ rules NOTIFY changed)
    /// The common graveyard, top first: kind, known, text, position, from (MAN-GRAVE-1).
    Q_PROPERTY(MansterRows *graveyard READ graveyard CONSTANT)
    /// The graveyard's top card in words ("" before a battle).
    Q_PROPERTY(QString graveyardTop READ graveyardTop NOTIFY changed)
    /// One row per player: name, direct, eliminated, turn, place, activeSlab, dealt, mustAttack,
    /// played (cards played this turn or into the opening stack, MAN-TURN-1), playedText.
    Q_PROPERTY(MansterRows *players READ players CONSTANT)
    /// One row per slab (player * 2 + slab): health, damage, taken, left, full, counts, summary;
    /// elsewhere: during the opening, the player's one opening stack is on the other slab (this one
    /// takes no card, setup step 7).
    Q_PROPERTY(MansterRows *slabs READ slabs CONSTANT)
    /// The cards of the stack chosen with showStack().
    Q_PROPERTY(MansterRows *cards READ cards CONSTANT)
    /// What the last step did. A refused step leaves it as it was: its reason is returned to the
    /// caller, which shows it where the step was asked (a dialog, the page's refusal line).
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    /// The unfinished battles, each in its own file of the shared autosave folder: the one Continue
    /// opens, the list to continue or delete, why a file cannot be read.
    Q_PROPERTY(Autosave *autosave READ autosaveList CONSTANT)

public:
    enum Kind { Meat = int(manster::CardKind::Meat), Bone, Spirit, Manster };
    Q_ENUM(Kind)

    /// Autosaves to `directory` (the shared autosave folder), each battle in a file of its own; history
    /// to `store` (when null: the history of the QML engine that made it, else none: a won battle is
    /// not kept and the message says so). A battle earlier versions kept in `legacy` (one file) moves
    /// into `directory` first.
    explicit MansterBattle(const QString &directory, HistoryStore *store = nullptr, QObject *parent = nullptr,
                           const QString &legacy = {});
    static MansterBattle *create(QQmlEngine *engine, QJSEngine *);
    /// Where earlier versions kept the one autosaved battle: AppDataLocation/manster/battle.json.
    [[nodiscard]] static QString legacyFile();
    /// The autosave's files: their names, how one is read and described.
    [[nodiscard]] static AutosaveFormat autosaveFormat();
    /// The message for an autosaved battle `file` that cannot be read: `problem` in words, or the
    /// reader's `error` (where in the file, what is wrong).
    [[nodiscard]] static QString unreadableText(const QString &file, const QString &problem);
    [[nodiscard]] static QString unreadableText(const QString &file, const manster::LoadError &error);
    /// What the list of unfinished games shows of a battle saved as `save` that stands at `battle`.
    [[nodiscard]] static AutosaveEntry autosaveEntry(const manster::Save &save, const manster::Battle &battle);

    [[nodiscard]] bool running() const { return m_running; }
    [[nodiscard]] bool over() const { return m_running && battle().over(); }
    [[nodiscard]] int playerCount() const { return m_running ? battle().playerCount() : 0; }
    [[nodiscard]] int turnPlayer() const { return m_running ? battle().turn() : -1; }
    [[nodiscard]] QString status() const;
    [[nodiscard]] bool canUndo() const { return m_running && m_record.canUndo(); }
    [[nodiscard]] bool canRedo() const { return m_running && m_record.canRedo(); }
    [[nodiscard]] MansterRows *players() const { return m_players; }
    [[nodiscard]] MansterRows *slabs() const { return m_slabs; }
    [[nodiscard]] MansterRows *cards() const { return m_cards; }
    [[nodiscard]] MansterRows *graveyard() const { return m_graveyard; }
    [[nodiscard]] bool opening() const { return m_running && battle().opening(); }
    [[nodiscard]] bool meatTwice() const { return m_running && battle().meatRule() == manster::MeatRule::Twice; }
    [[nodiscard]] QString meatRuleText() const;
    [[nodiscard]] static int cardsPerTurn() { return manster::kCardsPerTurn; }
    [[nodiscard]] QVariantMap rules() const;
    [[nodiscard]] QString graveyardTop() const;
    [[nodiscard]] GameLog *log() const { return m_log; }
    [[nodiscard]] MansterSteps *steps() const { return m_steps; }
    [[nodiscard]] Autosave *autosaveList() const { return m_autosave; }
    [[nodiscard]] QString message() const { return m_message; }
    [[nodiscard]] bool canContinue() const { return !m_running && m_autosave->canContinue(); }
    [[nodiscard]] QString continueSummary() const { return m_autosave->continueSummary(); }
    [[nodiscard]] QString autosaveProblem() const { return m_autosave->problem(); }
    /// The running battle's file, every write asked for on disk ("" before a battle).
    [[nodiscard]] QString autosavePath() const { return m_autosave->path(); }
    /// Blocks until the autosave folder is read and every write is on disk (tests).
    void waitForAutosave();
    [[nodiscard]] const manster::Battle &battle() const { return m_record.current(); }
    /// The history's id of this battle once it was won, else -1.
    [[nodiscard]] qint64 historyId() const { return m_historyId; }

    /// A new battle of `names` (2 to 6; an empty name is "Player N"), `first` plays first after the
    /// opening stacks; `meatTwice` the table's option D-MAN-MEAT. "" when it started, else why not
    /// (nothing changes).
    Q_INVOKABLE QString start(const QStringList &names, int first, bool meatTwice = false);
    /// Each step returns "" when applied, else the reason it was refused (the battle is unchanged).
    /// `kind` is a Kind; a meat card has only health, a bone card only damage, a spirit neither.
    /// `anyTime`: played "at any time" by another player, not one of the turn's 3 cards (MAN-TURN-1).
    Q_INVOKABLE QString addCard(int player, int slab, int kind, int health, int damage, bool anyStack = false,
                                bool anyTime = false);
    /// A card from `player`'s hand to the bottom of the graveyard; `played` when it was played for its
    /// effect (one of the turn's 3 cards).
    Q_INVOKABLE QString discard(int player, int kind, int health, int damage, bool played = false);
    /// `player` takes the graveyard's card at `index` (0: the top, a draw; else a scavenge).
    Q_INVOKABLE QString takeFromGraveyard(int player, int index);
    Q_INVOKABLE QString removeCard(int player, int slab, int index);
    Q_INVOKABLE QString discardStack(int player, int slab);
    /// The turn's player swaps slabs (MAN-SLAB-1).
    Q_INVOKABLE QString swapSlabs();
    /// The turn's player attacks `target` (MAN-ATK-1).
    Q_INVOKABLE QString attack(int target);
    Q_INVOKABLE QString endTurn();
    /// Corrections (card effects, typos): a player's direct damage, a stack's damage taken.
    Q_INVOKABLE QString setDirect(int player, int value);
    Q_INVOKABLE QString setTaken(int player, int slab, int value);
    /// What an attack of the turn's player on `target` would do, in words ("" when it cannot attack).
    Q_INVOKABLE QString attackPreview(int target) const;
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    /// Opens the unfinished battle of the autosave that Continue opens (the last played, or the one
    /// selected in its list); false with `message` saying why.
    Q_INVOKABLE bool continueBattle();
    /// Leaves the battle (it stays autosaved and can be continued unless it is over).
    Q_INVOKABLE void close();
    /// Points the `cards` model at one stack.
    Q_INVOKABLE void showStack(int player, int slab);
    [[nodiscard]] Q_INVOKABLE QString playerName(int player) const;
    /// "slab A" / "slab B"
    [[nodiscard]] Q_INVOKABLE QString slabName(int slab) const;
    [[nodiscard]] Q_INVOKABLE QString kindName(int kind) const;

    /// The history's record of the battle (while over).
    [[nodiscard]] GameRecord record() const;
    /// The sentence of a refusal and of an event, in the current language.
    [[nodiscard]] QString errorText(const manster::Error &e, const manster::Action &a) const;
    [[nodiscard]] QString eventText(const manster::Event &e) const;
    [[nodiscard]] static QString eventRule(const manster::Event &e);

signals:
    void changed();
    void messageChanged();
    void autosaveChanged();

private:
    QString step(const manster::Action &a);
    void afterStep();
    void refresh();
    void autosave();
    static void moveLegacyFile(const QString &legacy, const QString &directory);
    void recordIfWon();
    void rebuildLog();
    void setMessage(const QString &m);
    [[nodiscard]] QList<GameLog::Entry> entries(const std::vector<manster::Event> &events) const;
    [[nodiscard]] HistoryStore *store() const;
    [[nodiscard]] QString cardText(const manster::Card &c, bool known) const;
    [[nodiscard]] QString kindRefusal();

    QPointer<HistoryStore> m_store;
    mc::Record<manster::Battle, manster::Action> m_record;
    QStringList m_names;
    int m_first = 0;
    QString m_id;          ///< this battle's identity (the history's game key)
    QDateTime m_startedAt; ///< UTC
    bool m_running = false;
    qint64 m_historyId = -1;
    int m_stackPlayer = 0;
    int m_stackSlab = 0;
    QString m_message;
    MansterRows *m_players;
    MansterRows *m_slabs;
    MansterRows *m_cards;
    MansterRows *m_graveyard;
    GameLog *m_log;
    MansterSteps *m_steps;
    Autosave *m_autosave;
};
