// The shelf's shared services for one QML engine (engineobjects.h): the history (HistoryStore) and the
// club's server that syncs it (ClubServer), made and wired here and handed to QML as the singletons
// HistoryStore and ClubServer. The games' sets (MournersObjects, RipObjects) take the history from here;
// objects that QML makes (a sheet, the score calculator) find it through their engine (historyOf()).
#pragma once

#include <QObject>

#include <memory>

class ClubServer;
class HistoryStore;

class CoreObjects : public QObject
{
    Q_OBJECT

public:
    explicit CoreObjects(QObject *engine);
    ~CoreObjects() override;

    /// The history at HistoryStore::defaultPath().
    [[nodiscard]] HistoryStore *history() { return m_history.get(); }
    /// The club's server of history(), made on the first call (it reads its settings and the keyring).
    [[nodiscard]] ClubServer *club();

    /// The history of the QML engine that made `object`; nullptr for an object no engine made.
    [[nodiscard]] static HistoryStore *historyOf(const QObject *object);

private:
    std::unique_ptr<HistoryStore> m_history;
    std::unique_ptr<ClubServer> m_club; // goes before the history it syncs
};
