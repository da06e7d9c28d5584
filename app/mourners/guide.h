// The phase guide of the table screen: who decides what now and why, the legal choices as a list
// model, the majorities, the figures at risk, the blind bids made, the tithe still owed, the
// notices and tithe reveal of the last step, and the why-results of the automatic steps.
#pragma once

#include "choicemodel.h"
#include "majoritymodel.h"
#include "rowlistmodel.h"
#include "model/mourners/events.h"
#include "model/mourners/game.h"

#include <QObject>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <vector>

class Guide : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Guide belongs to GameController")
    /// mc::decisionKey() of the pending decision ("turn", "bid", "crowd-roll", ...), "none" at the end.
    Q_PROPERTY(QString decisionKind READ decisionKind NOTIFY decisionKindChanged)
    /// Who decides what now, one sentence.
    Q_PROPERTY(QString decisionText READ decisionText NOTIFY decisionTextChanged)
    /// What happens now and what the table has to tell the app, one or two sentences.
    Q_PROPERTY(QString guideText READ guideText NOTIFY guideTextChanged)
    /// The seat deciding now (-1 for chance / nobody) and its name ("" then).
    Q_PROPERTY(int currentSeat READ currentSeat NOTIFY currentSeatChanged)
    Q_PROPERTY(QString currentName READ currentName NOTIFY currentNameChanged)
    Q_PROPERTY(bool chanceDecides READ chanceDecides NOTIFY chanceDecidesChanged)
    /// The legal choices of the pending decision as typed rows (hidden in hot-seat play until the
    /// hand-off); QML applies one with choiceModel.apply(row).
    Q_PROPERTY(ChoiceModel *choiceModel READ choiceModel CONSTANT)
    Q_PROPERTY(MajorityModel *majorities READ majorities CONSTANT)
    /// Figures at risk in the Dreadsgrip check: location, place, owner, ownerName, guild, guildName, current, done.
    Q_PROPERTY(RowListModel *atRisk READ atRisk CONSTANT)
    /// Blind bids made so far in this tithe (R-TITHE-2), and the Etherea still owed after the Forge.
    Q_PROPERTY(int bidsMade READ bidsMade NOTIFY bidsMadeChanged)
    Q_PROPERTY(int titheStillOwed READ titheStillOwed NOTIFY titheStillOwedChanged)
    /// The last automatic results with their explanation, newest first: title, detail, rule, round.
    Q_PROPERTY(RowListModel *whyResults READ whyResults CONSTANT)
    /// Notices of the meters of the last step: title, who, why, text, rule.
    Q_PROPERTY(RowListModel *notices READ notices CONSTANT)
    /// The tithe just revealed: {round, owed, fromForge, stillOwed, total, met, bids: [{seat, name, bid}], lines}.
    Q_PROPERTY(QVariantMap titheReveal READ titheReveal NOTIFY titheRevealChanged)
    /// Digital play: the round just ended, for the people at the laptop (roundsummary.h):
    /// {round, rows: [{seat, name, text}]}; empty when none is shown. Computer players wait while it is.
    Q_PROPERTY(QVariantMap roundSummary READ roundSummary NOTIFY roundSummaryChanged)

public:
    /// An automatic result with its reason (the "Why?" list), newest first.
    struct WhyRow {
        QString title;
        QString detail;
        QString rule;
        int round = 0;
    };

    explicit Guide(QObject *parent = nullptr);

    /// Reads the pending decision of `shown` (the state on screen) of `game`. `choicesHidden`: the choices stay hidden (hot-seat
    /// play before the hand-off). `isComputer` says which seats a computer plays.
    /// `legal`: the choices to list instead of `shown`'s (a turn whose hand is on a phone), or null.
    void refresh(const mc::Game &game, const mc::GameState &shown, bool choicesHidden, const std::function<bool(int)> &isComputer,
                 const std::vector<mc::Action> *legal = nullptr);
    /// No game.
    void clear();

    /// Notices and the tithe reveal from the events of the step just applied to `before`.
    void takeStepEvents(const mc::Game &game, const mc::GameState &before, const mc::Events &events);
    /// Adds the why-results of the events of a step.
    void addWhy(const mc::Game &game, const mc::GameState &before, const mc::Events &events);
    void clearWhy();
    void dismissNotices();
    void dismissReveal();
    void setRoundSummary(const QVariantMap &summary);

    [[nodiscard]] QString decisionKind() const { return m_decisionKind; }
    [[nodiscard]] QString decisionText() const { return m_decisionText; }
    [[nodiscard]] QString guideText() const { return m_guideText; }
    [[nodiscard]] int currentSeat() const { return m_currentSeat; }
    [[nodiscard]] QString currentName() const { return m_currentName; }
    [[nodiscard]] bool chanceDecides() const { return m_chanceDecides; }
    [[nodiscard]] ChoiceModel *choiceModel() const { return m_choiceModel; }
    [[nodiscard]] int legalActionCount() const { return int(m_shownActions.size()); }
    [[nodiscard]] MajorityModel *majorities() const { return m_majorities; }
    [[nodiscard]] RowListModel *atRisk() const { return m_atRisk; }
    [[nodiscard]] int bidsMade() const { return m_bidsMade; }
    [[nodiscard]] int titheStillOwed() const { return m_titheStillOwed; }
    [[nodiscard]] RowListModel *whyResults() const { return m_whyResults; }
    [[nodiscard]] RowListModel *notices() const { return m_notices; }
    [[nodiscard]] QVariantMap titheReveal() const { return m_titheReveal; }
    [[nodiscard]] QVariantMap roundSummary() const { return m_roundSummary; }
    /// The legal actions behind the choice model's rows.
    [[nodiscard]] const std::vector<mc::Action> &shownActions() const { return m_shownActions; }

signals:
    // Each value its own signal, emitted only when it changed: a binding on the seat is not
    // evaluated again when only the text changed.
    void decisionKindChanged();
    void decisionTextChanged();
    void guideTextChanged();
    void currentSeatChanged();
    void currentNameChanged();
    void chanceDecidesChanged();
    void bidsMadeChanged();
    void titheStillOwedChanged();
    /// After a refresh in which any of the values above or the number of choices changed (for C++;
    /// QML binds to the values' own signals).
    void decisionChanged();
    void titheRevealChanged();
    void roundSummaryChanged();

private:
    QString m_decisionKind;
    QString m_decisionText;
    QString m_guideText;
    int m_currentSeat = -1;
    QString m_currentName;
    bool m_chanceDecides = false;
    int m_bidsMade = 0;
    int m_titheStillOwed = 0;
    std::vector<mc::Action> m_shownActions;
    QList<WhyRow> m_why;
    QVariantMap m_titheReveal;
    QVariantMap m_roundSummary;
    ChoiceModel *m_choiceModel;
    MajorityModel *m_majorities;
    RowListModel *m_atRisk;
    RowListModel *m_whyResults;
    RowListModel *m_notices;
};
