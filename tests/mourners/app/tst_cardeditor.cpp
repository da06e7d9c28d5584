// CardEditor: validated card edits, previews, undo, the "from my box" mark, saving a ruleset of
// one's own and starting a game with it (R-ACT-3: a played Court card applies the chosen action).

#include "cardeditor.h"
#include "rulesetlibrary.h"

#include "model/mourners/game.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool play(mc::GameState &s, const QString &text)
{
    mc::Action a;
    QString error;
    if (!mc::actionFromText(s, text, a, error)) {
        qWarning("not an action: %s", qPrintable(error));
        return false;
    }
    return s.apply(a) == mc::ApplyError::None;
}

// A 2-player table game of `rules`, started with mc::Game::create, at the first player's turn
// holding only the Court card `cardId`.
mc::GameState atTurnWithCard(const mc::RulesetPtr &rules, const QString &cardId)
{
    mc::Game game = mc::Game::create(rules, 2, 7, mc::Mode::Table);
    if (!game.isValid())
        return {};
    while (game.state().decision() == mc::Decision::KeepMotive) {
        mc::Action a;
        QString error;
        if (!mc::actionFromText(game.state(), u"keep bone"_s, a, error) || game.apply(a) != mc::ApplyError::None)
            return {};
    }
    for (int i = 0; i < 500 && !game.state().isTerminal() && game.state().decision() != mc::Decision::Turn; ++i) {
        const auto legal = game.state().legalActions();
        // Table play also offers unnamed draws: take a named card.
        const auto it = std::find_if(legal.begin(), legal.end(), [](const mc::Action &a) { return a.v >= 0; });
        (void)game.apply(it != legal.end() ? *it : legal.front());
    }
    mc::GameState s = game.state();
    s.player[std::size_t(s.currentSeat())].hand = {std::int16_t(rules->courtIndex(cardId))};
    return s;
}

} // namespace

class TestCardEditor : public QObject
{
    Q_OBJECT

private:
    QString m_dir;
    std::unique_ptr<RulesetLibrary> m_library;

    // An editor on a fresh copy of the standard ruleset, with its list models under test.
    std::unique_ptr<CardEditor> standardEditor()
    {
        auto editor = std::make_unique<CardEditor>();
        editor->setLibrary(m_library.get());
        for (int d = 0; d < 4; ++d)
            new QAbstractItemModelTester(editor->deck(d), QAbstractItemModelTester::FailureReportingMode::QtTest,
                                         editor.get());
        if (!editor->open(u"builtin:standard"_s))
            qWarning("%s", qPrintable(editor->errorText()));
        return editor;
    }

    int lanternWarden(const CardEditor &editor) { return editor.rowOf(CardEditor::Court, u"lantern-warden"_s); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"mourners-cardeditor-test"_s);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        m_dir = RulesetLibrary::defaultDirectory();
        QVERIFY(m_dir.contains(u"qttest"_s));
        QDir(m_dir).removeRecursively();
        m_library = std::make_unique<RulesetLibrary>(m_dir);
    }

    void cleanupTestCase()
    {
        m_library.reset();
        QDir(m_dir).removeRecursively();
    }

    void decksAndRoles()
    {
        auto editor = standardEditor();
        QVERIFY(editor->loaded());
        QVERIFY(editor->builtIn());
        QVERIFY(!editor->modified());
        QCOMPARE(editor->court()->rowCount(), 14);
        QCOMPARE(editor->mourners()->rowCount(), 27);
        QCOMPARE(editor->wallows()->rowCount(), 36);
        QCOMPARE(editor->motives()->rowCount(), 12);

        const QHash<int, QByteArray> roles = editor->court()->roleNames();
        QCOMPARE(roles.value(CardListModel::IdRole), QByteArray("cardId"));
        QCOMPARE(roles.value(CardListModel::PreviewRole), QByteArray("preview"));
        QCOMPARE(int(CardListModel::IdRole), Qt::UserRole + 1);

        const int row = lanternWarden(*editor);
        const QModelIndex idx = editor->court()->index(row);
        QCOMPARE(idx.data(CardListModel::NameRole).toString(), u"Lantern Warden"_s);
        QCOMPARE(idx.data(CardListModel::StandInRole).toBool(), true);
        QCOMPARE(idx.data(CardListModel::KindRole).toString(), u"generic"_s);
        QCOMPARE(idx.data(CardListModel::PreviewRole).toString(), u"Action 1: gain 3 Etherea. Action 2: lower Threat by 1."_s);
        // A printed card that the rules code plays.
        const QModelIndex mala = editor->court()->index(editor->rowOf(CardEditor::Court, u"malavestros"_s));
        QCOMPARE(mala.data(CardListModel::StandInRole).toBool(), false);
        QVERIFY(mala.data(CardListModel::PreviewRole).toString().startsWith(u"Action 1: move the Malavestros token"_s));
    }

    void previews_data()
    {
        QTest::addColumn<int>("deck");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("preview");
        QTest::newRow("death") << int(CardEditor::Court) << u"death"_s
                               << u"Take the Alltaker. Action 1: gain 2 Etherea. Action 2: gain 1 Bone Influence; gain 1 Spirit Influence."_s;
        QTest::newRow("activated") << int(CardEditor::Mourners) << u"ossuary-knight-vel"_s
                                   << u"Bone, Council of Osteomancy, starting Mourner. Once per round: gain 2 Etherea."_s;
        QTest::newRow("wallows") << int(CardEditor::Wallows) << u"bone-mill-3"_s
                                 << u"Objective: have at least 3 Spirit Influence. Reward: gain 2 Etherea. Penalty: lose 1 Etherea."_s;
        QTest::newRow("motive") << int(CardEditor::Motives) << u"the-iron-ledger"_s
                                << u"Bone motive: 1 point per 1 Bone Influence, at most 8 point(s)."_s;
    }

    void previews()
    {
        QFETCH(int, deck);
        QFETCH(QString, id);
        QFETCH(QString, preview);
        auto editor = standardEditor();
        const int row = editor->rowOf(deck, id);
        QVERIFY(row >= 0);
        QCOMPARE(editor->preview(deck, row), preview);
    }

    // The main path: change a Court card, see the sentence change, save, start a game, play the card.
    void editCourtCardSaveAndPlay()
    {
        auto editor = standardEditor();
        const int row = lanternWarden(*editor);
        QSignalSpy dataChanged(editor->court(), &QAbstractItemModel::dataChanged);
        QSignalSpy modified(editor.get(), &CardEditor::modifiedChanged);

        // Action 1 becomes "gain 2 Unity; if you have at least 3 Bone Influence, gain 4 Etherea".
        QVERIFY2(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 0, u"op"_s, u"unity"_s),
                 qPrintable(editor->errorText()));
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 0, u"amount"_s, 2));
        QVERIFY(editor->addEffect(CardEditor::Court, row, u"action1"_s));
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 1, u"amount"_s, 4));
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 1, u"hasCondition"_s, true));
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 1, u"ifKind"_s, u"influence"_s));
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 1, u"ifN"_s, 3));
        const QString expected =
            u"Action 1: gain 2 Unity; if you have at least 3 Bone Influence, gain 4 Etherea. Action 2: lower Threat by 1."_s;
        QCOMPARE(editor->preview(CardEditor::Court, row), expected);
        QCOMPARE(editor->court()->index(row).data(CardListModel::PreviewRole).toString(), expected);
        QVERIFY(dataChanged.count() >= 7);
        QCOMPARE(dataChanged.constLast().at(0).toModelIndex().row(), row);
        // Edited: it comes from the owner's box now.
        QCOMPARE(editor->court()->index(row).data(CardListModel::StandInRole).toBool(), false);
        QVERIFY(editor->modified());
        QCOMPARE(modified.count(), 1);
        QVERIFY(editor->canUndo());

        const QVariantMap card = editor->card(CardEditor::Court, row);
        const QVariantList action1 = card.value(u"lists"_s).toMap().value(u"action1"_s).toList();
        QCOMPARE(action1.size(), 2);
        QCOMPARE(action1[1].toMap().value(u"ifOf"_s).toString(), u"bone"_s);
        QCOMPARE(action1[1].toMap().value(u"text"_s).toString(), u"if you have at least 3 Bone Influence, gain 4 Etherea"_s);

        // Saved as a ruleset of one's own; the built-in one is untouched.
        const QString id = editor->saveAs(u"My box"_s);
        QVERIFY2(!id.isEmpty(), qPrintable(editor->errorText()));
        QCOMPARE(editor->rulesetId(), id);
        QVERIFY(!editor->modified());
        QVERIFY(!editor->builtIn());
        QCOMPARE(mc::standardRuleset()->court[std::size_t(row)].options[0].size(), std::size_t(1));
        const mc::RulesetResult reparsed =
            mc::parseRuleset(readAll(m_library->list()[std::size_t(m_library->indexOf(id))].path));
        QVERIFY2(reparsed.ruleset, qPrintable(mc::problemKeys(reparsed.problems)));
        QCOMPARE(reparsed.ruleset->name, u"My box"_s);
        QCOMPARE(reparsed.ruleset->court[std::size_t(row)].standIn, false);

        // A new game with the saved ruleset applies the new effect (R-ACT-3).
        const mc::RulesetPtr rules = m_library->load(id);
        QVERIFY(rules);
        for (const int bone : {0, 3}) {
            mc::GameState s = atTurnWithCard(rules, u"lantern-warden"_s);
            QCOMPARE(s.decision(), mc::Decision::Turn);
            const int me = s.currentSeat();
            auto &p = s.player[std::size_t(me)];
            p.influence[0] = std::int8_t(bone);
            const int unity = p.unity, etherea = p.etherea;
            QVERIFY(play(s, u"play lantern-warden 1"_s));
            QCOMPARE(int(s.player[std::size_t(me)].unity), unity + 2);
            QCOMPARE(int(s.player[std::size_t(me)].etherea), etherea + (bone >= 3 ? 4 : 0));
        }
        // The standard ruleset still gains 3 Etherea.
        mc::GameState s = atTurnWithCard(mc::standardRuleset(), u"lantern-warden"_s);
        const int me = s.currentSeat();
        const int etherea = s.player[std::size_t(me)].etherea;
        QVERIFY(play(s, u"play lantern-warden 1"_s));
        QCOMPARE(int(s.player[std::size_t(me)].etherea), etherea + 3);

        // Opened again from the library, the editor sees the saved card.
        CardEditor again;
        again.setLibrary(m_library.get());
        QVERIFY(again.open(id));
        QCOMPARE(again.preview(CardEditor::Court, row), expected);
        QVERIFY(m_library->remove(id));
    }

    // A refused edit changes nothing and names the field.
    void invalidEditsChangeNothing_data()
    {
        QTest::addColumn<QString>("edit");
        QTest::addColumn<QString>("errorField");
        QTest::addColumn<QString>("message");
        QTest::newRow("figure without guild") << u"figureNoGuild"_s << u"action1/0"_s << u"option 1, effect 1: missing key 'guild'"_s;
        QTest::newRow("negative steal") << u"negativeSteal"_s << u"action2/0/amount"_s << u"amount: must not be negative for this kind of effect"_s;
        QTest::newRow("negative figure") << u"negativeFigure"_s << u"action1/0"_s << u"amount: must not be negative for this kind of effect"_s;
        QTest::newRow("amount too large") << u"hugeAmount"_s << u"action1/0/amount"_s << u"amount: must be a whole number from -20 to 20"_s;
        QTest::newRow("empty name") << u"emptyName"_s << u"name"_s << u", name: must be a non-empty text"_s;
        QTest::newRow("unknown kind") << u"unknownKind"_s << u"kind"_s << u"kind: 'trickster' is not one of the words it accepts"_s;
        QTest::newRow("unknown op") << u"unknownOp"_s << u"action1/0/op"_s << u"kind of effect: 'mana' is not one of the words it accepts"_s;
        QTest::newRow("motive per 0") << u"motivePer"_s << u"motive/per"_s << u"points per: must be a whole number from 1 to 20"_s;
        QTest::newRow("objective of unknown guild") << u"objectiveOf"_s << u"objective/of"_s << u"is not one of the six guilds"_s;
        QTest::newRow("mourner list on a court card") << u"wrongList"_s << u"effects"_s << u"no effect list 'effects'"_s;
    }

    void invalidEditsChangeNothing()
    {
        QFETCH(QString, edit);
        QFETCH(QString, errorField);
        QFETCH(QString, message);
        auto editor = standardEditor();
        const int court = lanternWarden(*editor);
        // A valid steal to make negative afterwards (this one is accepted).
        QVERIFY(editor->setEffect(CardEditor::Court, court, u"action2"_s, 0,
                                  {{u"op"_s, u"steal"_s}, {u"amount"_s, 1}, {u"faction"_s, u"flesh"_s}}));
        const int wallows = editor->rowOf(CardEditor::Wallows, u"bog-lantern-1"_s);
        QVERIFY2(editor->setObjectiveField(CardEditor::Wallows, wallows, u"kind"_s, u"guild"_s), qPrintable(editor->errorText()));
        QCOMPARE(editor->card(CardEditor::Wallows, wallows).value(u"objective"_s).toMap().value(u"of"_s).toString(),
                 u"mortis-knighthood"_s);
        const int motive = editor->rowOf(CardEditor::Motives, u"breath-of-ash"_s);
        const int mourner = editor->rowOf(CardEditor::Mourners, u"pallid-oriel"_s);

        const QByteArray json = editor->json();
        const int revision = editor->revision();
        const QString undoText = editor->undoText();
        const QString preview = editor->preview(CardEditor::Court, court);
        const bool motiveStandIn = editor->motives()->index(motive).data(CardListModel::StandInRole).toBool();
        const bool mournerStandIn = editor->mourners()->index(mourner).data(CardListModel::StandInRole).toBool();
        QVERIFY(motiveStandIn && mournerStandIn);
        QSignalSpy dataChanged(editor->court(), &QAbstractItemModel::dataChanged);
        QSignalSpy errors(editor.get(), &CardEditor::errorChanged);

        bool ok = true;
        if (edit == u"figureNoGuild"_s)
            ok = editor->setEffect(CardEditor::Court, court, u"action1"_s, 0, {{u"op"_s, u"figure"_s}, {u"amount"_s, 1}});
        else if (edit == u"negativeSteal"_s)
            ok = editor->setEffectField(CardEditor::Court, court, u"action2"_s, 0, u"amount"_s, -1);
        else if (edit == u"negativeFigure"_s)
            ok = editor->setEffect(CardEditor::Court, court, u"action1"_s, 0,
                                   {{u"op"_s, u"figure"_s}, {u"amount"_s, -2}, {u"guild"_s, u"gc"_s}});
        else if (edit == u"hugeAmount"_s)
            ok = editor->setEffectField(CardEditor::Court, court, u"action1"_s, 0, u"amount"_s, 21);
        else if (edit == u"emptyName"_s)
            ok = editor->setName(CardEditor::Mourners, mourner, u"   "_s);
        else if (edit == u"unknownKind"_s)
            ok = editor->setKind(CardEditor::Mourners, mourner, u"trickster"_s);
        else if (edit == u"unknownOp"_s)
            ok = editor->setEffectField(CardEditor::Court, court, u"action1"_s, 0, u"op"_s, u"mana"_s);
        else if (edit == u"motivePer"_s)
            ok = editor->setMotiveField(CardEditor::Motives, motive, u"per"_s, 0);
        else if (edit == u"objectiveOf"_s)
            ok = editor->setObjectiveField(CardEditor::Wallows, wallows, u"of"_s, u"necromancers"_s);
        else if (edit == u"wrongList"_s)
            ok = editor->addEffect(CardEditor::Court, court, u"effects"_s);
        QVERIFY(!ok);
        QCOMPARE(editor->errorField(), errorField);
        // The form asks by field: the refused field and the part that holds it, no other.
        QVERIFY(editor->errorWithin(errorField));
        if (const qsizetype slash = errorField.indexOf(u'/'); slash > 0)
            QVERIFY(editor->errorWithin(errorField.left(slash)));
        QVERIFY(!editor->errorWithin(errorField.chopped(1))); // a field whose name starts the same
        QVERIFY(!editor->errorWithin(QString()));
        QVERIFY(!editor->errorWithin(u"name"_s == errorField ? u"kind"_s : u"name"_s));
        QVERIFY2(editor->errorText().contains(message), qPrintable(editor->errorText()));
        QCOMPARE(errors.count(), 1);
        // Nothing changed: same JSON, same previews, still stand-ins, nothing new to undo.
        QCOMPARE(editor->json(), json);
        QCOMPARE(editor->revision(), revision);
        QCOMPARE(editor->undoText(), undoText);
        QCOMPARE(editor->preview(CardEditor::Court, court), preview);
        QCOMPARE(dataChanged.count(), 0);
        QCOMPARE(editor->motives()->index(motive).data(CardListModel::StandInRole).toBool(), motiveStandIn);
        QCOMPARE(editor->mourners()->index(mourner).data(CardListModel::StandInRole).toBool(), mournerStandIn);

        // The next accepted edit clears the message.
        QVERIFY(editor->setName(CardEditor::Mourners, mourner, u"Pallid Oriel II"_s));
        QVERIFY(editor->errorText().isEmpty());
        QVERIFY(editor->errorField().isEmpty());
    }

    // The "move" effect: a location is asked for, given by default, and described.
    void moveEffectNeedsALocation()
    {
        auto editor = standardEditor();
        const int row = lanternWarden(*editor);
        QVERIFY2(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 0, u"op"_s, u"move"_s),
                 qPrintable(editor->errorText()));
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 0, u"amount"_s, 2));
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 0, u"location"_s, 5));
        const QVariantMap effect =
            editor->card(CardEditor::Court, row).value(u"lists"_s).toMap().value(u"action1"_s).toList().at(0).toMap();
        QCOMPARE(effect.value(u"location"_s).toInt(), 5);
        QVERIFY2(editor->preview(CardEditor::Court, row).contains(u"move up to 2 of your figures from your Crypt to Calvum Harrows"_s),
                 qPrintable(editor->preview(CardEditor::Court, row)));
        // A location that does not exist is refused and changes nothing.
        QVERIFY(!editor->setEffectField(CardEditor::Court, row, u"action1"_s, 0, u"location"_s, 13));
        QCOMPARE(editor->card(CardEditor::Court, row).value(u"lists"_s).toMap().value(u"action1"_s).toList().at(0).toMap()
                         .value(u"location"_s).toInt(),
                 5);
    }

    void undoRestoresTheCard()
    {
        auto editor = standardEditor();
        const QByteArray original = editor->json();
        const int row = editor->rowOf(CardEditor::Mourners, u"keeper-osrik"_s);
        QVERIFY(editor->mourners()->index(row).data(CardListModel::StandInRole).toBool());
        QVERIFY(!editor->canUndo());

        QVERIFY(editor->setKind(CardEditor::Mourners, row, u"activated"_s));
        QVERIFY(editor->addEffect(CardEditor::Mourners, row, u"effects"_s));
        QVERIFY(editor->setEffectField(CardEditor::Mourners, row, u"effects"_s, 0, u"op"_s, u"figure"_s));
        QCOMPARE(editor->preview(CardEditor::Mourners, row),
                 u"Bone, Mortis Knighthood, starting Mourner. Once per round: put 1 Mortis Knighthood figure(s) into your Crypt."_s);
        QVERIFY(editor->setGuild(CardEditor::Mourners, row, u"dreadsbane-order"_s));
        QVERIFY(editor->setStarting(CardEditor::Mourners, row, false));
        QCOMPARE(editor->undoText(), u"Undo the change to Keeper Osrik"_s);
        QVERIFY(!editor->mourners()->index(row).data(CardListModel::StandInRole).toBool());

        QVERIFY(editor->undo());
        QCOMPARE(editor->card(CardEditor::Mourners, row).value(u"starting"_s).toBool(), true);
        QCOMPARE(editor->card(CardEditor::Mourners, row).value(u"guild"_s).toString(), u"dreadsbane-order"_s);
        while (editor->canUndo())
            QVERIFY(editor->undo());
        QCOMPARE(editor->json(), original);
        QVERIFY(!editor->modified());
        QVERIFY(editor->mourners()->index(row).data(CardListModel::StandInRole).toBool());
        QVERIFY(!editor->undo());
    }

    void fromMyBoxAndNoOpEdits()
    {
        auto editor = standardEditor();
        const int row = editor->rowOf(CardEditor::Court, u"death"_s);
        QVERIFY(editor->court()->index(row).data(CardListModel::StandInRole).toBool()); // standInOptions
        // Choosing what is already there is no edit: nothing to undo, still a stand-in.
        QVERIFY(editor->setKind(CardEditor::Court, row, u"death"_s));
        QVERIFY(!editor->canUndo());
        QVERIFY(editor->court()->index(row).data(CardListModel::StandInRole).toBool());
        // "This matches my card".
        QVERIFY(editor->markFromBox(CardEditor::Court, row));
        QVERIFY(!editor->court()->index(row).data(CardListModel::StandInRole).toBool());
        QVERIFY(editor->canUndo());
        QCOMPARE(editor->json().count("standInOptions"), mc::standardRulesetJson().count("standInOptions") - 1);
    }

    void motiveAndWallowsFields()
    {
        auto editor = standardEditor();
        const int motive = editor->rowOf(CardEditor::Motives, u"breath-of-ash"_s);
        QVERIFY(editor->setMotiveField(CardEditor::Motives, motive, u"kind"_s, u"per-guild"_s));
        QVERIFY(editor->setMotiveField(CardEditor::Motives, motive, u"of"_s, u"conclave-of-shadows"_s));
        QVERIFY(editor->setMotiveField(CardEditor::Motives, motive, u"per"_s, 3));
        QVERIFY(editor->setMotiveField(CardEditor::Motives, motive, u"max"_s, 4));
        QCOMPARE(editor->preview(CardEditor::Motives, motive),
                 u"Spirit motive: 1 point per 3 Conclave of Shadows figure(s), at most 4 point(s)."_s);
        // A faction change that would leave too few Spirit motives is refused by the parser.
        QVERIFY(!editor->setFaction(CardEditor::Motives, motive, u"bone"_s));
        QVERIFY2(editor->errorText().contains(u"needs at least 4 Spirit motives"_s), qPrintable(editor->errorText()));

        const int wallows = editor->rowOf(CardEditor::Wallows, u"bog-lantern-1"_s);
        QVERIFY(editor->setObjectiveField(CardEditor::Wallows, wallows, u"kind"_s, u"figures-at"_s));
        QVERIFY(editor->setObjectiveField(CardEditor::Wallows, wallows, u"of"_s, u"10"_s));
        QVERIFY(editor->setObjectiveField(CardEditor::Wallows, wallows, u"n"_s, 2));
        QVERIFY(editor->setArtifact(CardEditor::Wallows, wallows, true));
        QVERIFY(editor->addEffect(CardEditor::Wallows, wallows, u"penalty"_s));
        QVERIFY(editor->setEffectField(CardEditor::Wallows, wallows, u"penalty"_s, 0, u"op"_s, u"suspicion"_s));
        QCOMPARE(editor->preview(CardEditor::Wallows, wallows),
                 u"Artifact. Objective: have at least 2 figure(s) at Cryptus Akhor (10). Reward: gain 1 Unity. "
                 "Penalty: raise Suspicion by 1."_s);
        QVERIFY(editor->removeEffect(CardEditor::Wallows, wallows, u"reward"_s, 0));
        QVERIFY(editor->preview(CardEditor::Wallows, wallows).contains(u"Reward: nothing."_s));
    }

    // D-MOURNER-ABILITY: the editor writes each of the four kinds of ability (with its phase when
    // triggered) as JSON that mc::parseRuleset accepts, saves it, and says it in the preview.
    void mournerAbilityKinds_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("trigger");  // passed to setTrigger; empty: not called
        QTest::addColumn<QString>("expected"); // "trigger" in the JSON; empty: absent
        QTest::addColumn<int>("kindValue");
        QTest::addColumn<QString>("preview");
        const QString who = u"Bone, Mortis Knighthood, starting Mourner. "_s;
        QTest::newRow("on-play") << u"on-play"_s << QString() << QString() << int(mc::MournerKind::OnPlay)
                                 << who + u"When it comes into play: gain 2 Etherea; raise Threat by 1."_s;
        QTest::newRow("activated") << u"activated"_s << QString() << QString() << int(mc::MournerKind::Activated)
                                   << who + u"Once per round: gain 2 Etherea; raise Threat by 1."_s;
        QTest::newRow("end-of-round") << u"end-of-round"_s << QString() << QString() << int(mc::MournerKind::EndOfRound)
                                      << who + u"At the end of each round: gain 2 Etherea; raise Threat by 1."_s;
        // Made triggered without a phase: the Actions phase, so the card is valid at every step.
        QTest::newRow("triggered, default phase")
            << u"triggered"_s << QString() << u"actions"_s << int(mc::MournerKind::Triggered)
            << who + u"At the start of the Actions phase: gain 2 Etherea; raise Threat by 1."_s;
        const struct { const char *key; const char *words; } phases[] = {
            {"distribution", "the Etherea distribution"}, {"wallows", "the Wallows phase"},
            {"draft", "the Court draft"}, {"actions", "the Actions phase"}, {"dreadsgrip", "the Dreadsgrip check"},
            {"tithe", "the Celestial tithe"}, {"resolve", "the resolution of locations and guilds"},
            {"cleanup", "the clean-up"},
        };
        for (const auto &p : phases)
            QTest::addRow("triggered, %s", p.key)
                << u"triggered"_s << QString::fromLatin1(p.key) << QString::fromLatin1(p.key) << int(mc::MournerKind::Triggered)
                << who + u"At the start of %1: gain 2 Etherea; raise Threat by 1."_s.arg(QString::fromLatin1(p.words));
    }

    void mournerAbilityKinds()
    {
        QFETCH(QString, kind);
        QFETCH(QString, trigger);
        QFETCH(QString, expected);
        QFETCH(int, kindValue);
        QFETCH(QString, preview);
        auto editor = standardEditor();
        const int row = editor->rowOf(CardEditor::Mourners, u"keeper-osrik"_s); // plain, no effects
        QVERIFY(row >= 0);
        QCOMPARE(editor->card(CardEditor::Mourners, row).value(u"usesEffects"_s).toBool(), false);

        QVERIFY2(editor->setKind(CardEditor::Mourners, row, kind), qPrintable(editor->errorText()));
        QVERIFY(editor->addEffect(CardEditor::Mourners, row, u"effects"_s));
        QVERIFY(editor->setEffectField(CardEditor::Mourners, row, u"effects"_s, 0, u"amount"_s, 2));
        QVERIFY(editor->addEffect(CardEditor::Mourners, row, u"effects"_s));
        QVERIFY(editor->setEffectField(CardEditor::Mourners, row, u"effects"_s, 1, u"op"_s, u"threat"_s));
        if (!trigger.isEmpty())
            QVERIFY2(editor->setTrigger(CardEditor::Mourners, row, trigger), qPrintable(editor->errorText()));

        // The JSON the editor produces.
        const QJsonObject json = QJsonDocument::fromJson(editor->json()).object();
        const QJsonObject card =
            json.value(u"cards"_s).toObject().value(u"mourners"_s).toArray().at(row).toObject();
        QCOMPARE(card.value(u"id"_s).toString(), u"keeper-osrik"_s);
        QCOMPARE(card.value(u"kind"_s).toString(), kind);
        QCOMPARE(card.contains(u"trigger"_s), !expected.isEmpty());
        QCOMPARE(card.value(u"trigger"_s).toString(), expected);
        const QJsonArray effects = card.value(u"effects"_s).toArray();
        QCOMPARE(effects.size(), 2);
        QCOMPARE(effects.at(0).toObject(), (QJsonObject{{u"op"_s, u"etherea"_s}, {u"amount"_s, 2}}));
        QCOMPARE(effects.at(1).toObject(), (QJsonObject{{u"op"_s, u"threat"_s}, {u"amount"_s, 1}}));

        // It parses, as the card the form shows.
        const mc::RulesetResult parsed = mc::parseRuleset(editor->json());
        QVERIFY2(parsed.ruleset, qPrintable(mc::problemKeys(parsed.problems)));
        const mc::MournerCard &m = parsed.ruleset->mourners[std::size_t(row)];
        QCOMPARE(int(m.kind), kindValue);
        QCOMPARE(int(m.trigger), expected.isEmpty() ? -1 : mc::phaseFromKey(expected));
        QCOMPARE(m.effects.size(), std::size_t(2));
        const QVariantMap form = editor->card(CardEditor::Mourners, row);
        QCOMPARE(form.value(u"usesEffects"_s).toBool(), true);
        QCOMPARE(form.value(u"trigger"_s).toString(), expected);
        QCOMPARE(form.value(u"lists"_s).toMap().value(u"effects"_s).toList().size(), 2);
        QCOMPARE(form.value(u"kindLabel"_s).toString(), editor->mourners()->index(row).data(CardListModel::KindLabelRole).toString());

        // The preview, in the form and in the list.
        QCOMPARE(editor->preview(CardEditor::Mourners, row), preview);
        QCOMPARE(editor->mourners()->index(row).data(CardListModel::PreviewRole).toString(), preview);

        // Saved as a ruleset of one's own, it loads again with the same ability.
        const QString id = editor->saveAs(u"Abilities %1"_s.arg(QString::fromLatin1(QTest::currentDataTag())));
        QVERIFY2(!id.isEmpty(), qPrintable(editor->errorText()));
        const mc::RulesetPtr loaded = m_library->load(id);
        QVERIFY(loaded);
        QCOMPARE(int(loaded->mourners[std::size_t(row)].kind), kindValue);
        QCOMPARE(int(loaded->mourners[std::size_t(row)].trigger), int(m.trigger));
        QVERIFY(m_library->remove(id));
    }

    // D-MOURNER-ABILITY: only a triggered card carries "trigger"; the form never leaves a card the
    // parser refuses.
    void mournerTriggerFollowsTheKind()
    {
        auto editor = standardEditor();
        const int row = editor->rowOf(CardEditor::Mourners, u"warden-sallow"_s); // end-of-round
        auto cardJson = [&] {
            return QJsonDocument::fromJson(editor->json())
                .object().value(u"cards"_s).toObject().value(u"mourners"_s).toArray().at(row).toObject();
        };
        QVERIFY(!cardJson().contains(u"trigger"_s));
        QVERIFY(editor->setKind(CardEditor::Mourners, row, u"triggered"_s));
        QVERIFY(editor->setTrigger(CardEditor::Mourners, row, u"tithe"_s));
        QCOMPARE(cardJson().value(u"trigger"_s).toString(), u"tithe"_s);
        // Choosing triggered again keeps the phase the card has.
        QVERIFY(editor->setKind(CardEditor::Mourners, row, u"triggered"_s));
        QCOMPARE(cardJson().value(u"trigger"_s).toString(), u"tithe"_s);

        // Away from triggered, to each other kind: "trigger" goes, the effects stay.
        for (const QString &other : {u"on-play"_s, u"activated"_s, u"end-of-round"_s, u"plain"_s, u"severamm"_s}) {
            QVERIFY(editor->setKind(CardEditor::Mourners, row, u"triggered"_s));
            QVERIFY(editor->setTrigger(CardEditor::Mourners, row, u"draft"_s));
            QVERIFY2(editor->setKind(CardEditor::Mourners, row, other), qPrintable(other + u": "_s + editor->errorText()));
            QCOMPARE(cardJson().value(u"kind"_s).toString(), other);
            QVERIFY2(!cardJson().contains(u"trigger"_s), qPrintable(other));
            QCOMPARE(cardJson().value(u"effects"_s).toArray().size(), 1);
            QVERIFY(mc::parseRuleset(editor->json()).ruleset);
            QCOMPARE(editor->card(CardEditor::Mourners, row).value(u"trigger"_s).toString(), QString());
        }
        // Undo brings the phase back with the kind.
        QVERIFY(editor->undo());
        QCOMPARE(cardJson().value(u"kind"_s).toString(), u"triggered"_s);
        QCOMPARE(cardJson().value(u"trigger"_s).toString(), u"draft"_s);

        // A phase for a card that is not triggered, or a phase that is not one of a round, is refused
        // and changes nothing.
        const QByteArray before = editor->json();
        for (const QString &phase : {u"setup"_s, u"game-over"_s, u"dawn"_s, QString()}) {
            QVERIFY(!editor->setTrigger(CardEditor::Mourners, row, phase));
            QCOMPARE(editor->errorField(), u"trigger"_s);
            QVERIFY2(editor->errorText().contains(u"must be a phase of the round"_s), qPrintable(editor->errorText()));
            QCOMPARE(editor->json(), before);
        }
        QVERIFY(editor->setKind(CardEditor::Mourners, row, u"activated"_s));
        const QByteArray activated = editor->json();
        QVERIFY(!editor->setTrigger(CardEditor::Mourners, row, u"tithe"_s));
        QCOMPARE(editor->errorField(), u"trigger"_s);
        QCOMPARE(editor->json(), activated);
        QVERIFY(!editor->setTrigger(CardEditor::Court, 0, u"tithe"_s));
    }

    // The choices the form offers for a Mourner's ability and a triggered card's phase.
    void mournerChoices()
    {
        auto editor = standardEditor();
        auto keysAndLabels = [&](const QString &what) {
            QStringList out;
            for (const QVariant &v : editor->choices(what))
                out << v.toMap().value(u"key"_s).toString() + u'=' + v.toMap().value(u"label"_s).toString();
            return out;
        };
        QCOMPARE(keysAndLabels(u"mournerKind"_s).mid(0, 5),
                 (QStringList{u"plain=No ability"_s, u"on-play=When it comes into play"_s,
                              u"activated=Once per round, as an action"_s,
                              u"triggered=By itself at the start of a phase"_s,
                              u"end-of-round=At the end of each round"_s}));
        QCOMPARE(keysAndLabels(u"phase"_s),
                 (QStringList{u"distribution=Etherea distribution"_s, u"wallows=Wallows"_s, u"draft=Court draft"_s,
                              u"actions=Actions"_s, u"dreadsgrip=Dreadsgrip check"_s, u"tithe=Celestial tithe"_s,
                              u"resolve=Resolve locations and guilds"_s, u"cleanup=Clean-up"_s}));
        // Every phase offered is accepted by the parser.
        const int row = editor->rowOf(CardEditor::Mourners, u"keeper-osrik"_s);
        QVERIFY(editor->setKind(CardEditor::Mourners, row, u"triggered"_s));
        for (const QVariant &v : editor->choices(u"phase"_s))
            QVERIFY2(editor->setTrigger(CardEditor::Mourners, row, v.toMap().value(u"key"_s).toString()),
                     qPrintable(editor->errorText()));
    }

    // The form's effect rows follow the editor edit by edit (the crash of the GUI monkey: a Repeater
    // rebuilt every row, and so destroyed a combo box with its popup, on each edit). A changed field
    // is one dataChanged of its row with the changed roles; an added, removed or restored effect one
    // insert or remove; never a reset.
    void effectModelFollowsEditsRowByRow()
    {
        auto editor = standardEditor();
        const int row = lanternWarden(*editor);
        CardEffectModel model;
        new QAbstractItemModelTester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest, &model);
        model.classBegin();
        model.setEditor(editor.get());
        model.setDeck(CardEditor::Court);
        model.setCardRow(row);
        model.setListKey(u"action1"_s);
        QCOMPARE(model.rowCount(), 0); // nothing read before QML has set every property
        model.componentComplete();
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.roleNames().value(CardEffectModel::OpRole), QByteArray("op"));
        QCOMPARE(model.roleNames().value(CardEffectModel::IfNRole), QByteArray("ifN"));
        QCOMPARE(model.index(0).data(CardEffectModel::OpRole).toString(), u"etherea"_s);
        QCOMPARE(model.index(0).data(CardEffectModel::AmountRole).toInt(), 3);
        QCOMPARE(model.index(0).data(CardEffectModel::TextRole).toString(), u"gain 3 Etherea"_s);

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy counted(&model, &CardEffectModel::countChanged);

        // One field: its row only, with the roles that changed.
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 0, u"amount"_s, 2));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).value<QModelIndex>().row(), 0);
        QCOMPARE(changed.at(0).at(1).value<QModelIndex>().row(), 0);
        auto roles = changed.at(0).at(2).value<QList<int>>();
        std::sort(roles.begin(), roles.end());
        QCOMPARE(roles, (QList<int>{CardEffectModel::AmountRole, CardEffectModel::TextRole}));
        QCOMPARE(model.index(0).data(CardEffectModel::AmountRole).toInt(), 2);
        QVERIFY(inserted.isEmpty() && removed.isEmpty() && counted.isEmpty());

        // Another list of the card, or another card: nothing here.
        QVERIFY(editor->addEffect(CardEditor::Court, row, u"action2"_s));
        QVERIFY(editor->setName(CardEditor::Court, 0, u"Death himself"_s));
        QCOMPARE(changed.count(), 1);

        // An effect added at the end: one insert.
        QVERIFY(editor->addEffect(CardEditor::Court, row, u"action1"_s));
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(inserted.at(0).at(1).toInt(), 1);
        QCOMPARE(inserted.at(0).at(2).toInt(), 1);
        QCOMPARE(counted.count(), 1);
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 1, u"op"_s, u"influence"_s));
        QCOMPARE(changed.count(), 2);
        QCOMPARE(changed.at(1).at(0).value<QModelIndex>().row(), 1);
        QVERIFY(changed.at(1).at(2).value<QList<int>>().contains(CardEffectModel::OpRole));
        QVERIFY(changed.at(1).at(2).value<QList<int>>().contains(CardEffectModel::FactionRole));
        QVERIFY(!changed.at(1).at(2).value<QList<int>>().contains(CardEffectModel::AmountRole));

        // The first one removed: one remove of row 0, the other row moves up; undo brings it back.
        QVERIFY(editor->removeEffect(CardEditor::Court, row, u"action1"_s, 0));
        QCOMPARE(removed.count(), 1);
        QCOMPARE(removed.at(0).at(1).toInt(), 0);
        QCOMPARE(removed.at(0).at(2).toInt(), 0);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0).data(CardEffectModel::OpRole).toString(), u"influence"_s);
        QVERIFY(editor->undo());
        QCOMPARE(inserted.count(), 2);
        QCOMPARE(inserted.at(1).at(1).toInt(), 0);
        QCOMPARE(model.index(0).data(CardEffectModel::OpRole).toString(), u"etherea"_s);
        QCOMPARE(model.index(1).data(CardEffectModel::OpRole).toString(), u"influence"_s);
        QCOMPARE(changed.count(), 2);

        // Another card: the rows follow it, still without a reset.
        const int effectsOfDeath = int(editor->effects(CardEditor::Court, 0, u"action1"_s).size());
        model.setCardRow(0);
        QCOMPARE(model.rowCount(), effectsOfDeath);
        for (int i = 0; i < effectsOfDeath; ++i)
            QCOMPARE(model.index(i).data(CardEffectModel::OpRole),
                     editor->effects(CardEditor::Court, 0, u"action1"_s).at(i).toMap().value(u"op"_s));
        QCOMPARE(reset.count(), 0);

        // A list the deck does not have is empty.
        model.setListKey(u"reward"_s);
        QCOMPARE(model.rowCount(), 0);
        QCOMPARE(reset.count(), 0);
    }

    void openingAnotherRulesetResetsModels()
    {
        auto editor = standardEditor();
        QVERIFY(editor->setName(CardEditor::Court, 0, u"Death himself"_s));
        const QString id = editor->saveAs(u"Reset test"_s);
        QVERIFY(!id.isEmpty());
        QSignalSpy reset(editor->court(), &QAbstractItemModel::modelReset);
        QVERIFY(editor->open(u"builtin:standard"_s));
        QCOMPARE(reset.count(), 1);
        QCOMPARE(editor->court()->index(0).data(CardListModel::NameRole).toString(), u"Death"_s);
        QVERIFY(editor->open(id));
        QCOMPARE(editor->court()->index(0).data(CardListModel::NameRole).toString(), u"Death himself"_s);
        // save() over one's own ruleset; never over the built-in one.
        QVERIFY(editor->setName(CardEditor::Court, 0, u"Death, again"_s));
        QVERIFY(editor->save());
        QCOMPARE(m_library->load(id)->court[0].name, u"Death, again"_s);
        QVERIFY(editor->open(u"builtin:standard"_s));
        QVERIFY(editor->setName(CardEditor::Court, 0, u"Not saved"_s));
        QVERIFY(!editor->save());
        QCOMPARE(editor->errorField(), u"save"_s);
        QVERIFY(m_library->remove(id));
    }
};

QTEST_GUILESS_MAIN(TestCardEditor)
#include "tst_cardeditor.moc"
