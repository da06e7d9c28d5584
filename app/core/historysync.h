// Offline first: the laptop records into its own history (SQLite); a sync sends the games a club's
// server does not have and fetches the games other laptops sent. Runs in any thread (connections of
// its own); the app runs it off the GUI thread (ClubServer), the command line and tests directly.
#pragma once

#include "historyserver.h"

#include <functional>

class HistorySync
{
    Q_DECLARE_TR_FUNCTIONS(HistorySync)

public:
    /// Games per transaction on the server.
    static constexpr int kBatch = 50;

    struct Outcome {
        bool ok = false;         ///< sent and fetched everything
        bool unreachable = false; ///< the server could not be reached (or went away): try again later
        QString error;           ///< why not, in words
        int sent = 0;            ///< games the server now holds from this laptop
        int fetched = 0;         ///< games of other laptops now in the local history
        int waiting = -1;        ///< games of the local history the server does not hold yet (-1: unknown)
        int renamesSent = 0;     ///< renames of players made here that the server now holds
        int renamesFetched = 0;  ///< renames made elsewhere now applied here
        int renamedGames = 0;    ///< games of the local history whose names a sync changed
    };
    /// Points where a test stops the server or the process (tests/app/tst_clubserver.cpp).
    struct Hooks {
        std::function<void()> beforeCommit; ///< a batch is written on the server, not committed
        std::function<void()> afterCommit;  ///< committed on the server, not yet marked sent here
    };

    /// One sync of the history file `localPath` with `server`: every batch is one transaction on the
    /// server (INSERT ... ON CONFLICT (uid) DO NOTHING); its games are marked sent here only after the
    /// server's commit, so a game is never lost and, by its uid, never stored twice.
    /// Renames of players (HistoryStore::renamePlayer()) go first, both ways: the server applies one
    /// it did not hold to its games, this laptop one it did not hold to its own, in the order they were
    /// made; after renames moved, the games both hold take the server's names, so that every laptop
    /// ends with the same names whatever order the renames reached it in.
    [[nodiscard]] static Outcome run(const QString &localPath, const HistoryServer &server, const Hooks &hooks = {});
    /// The games of `localPath` that the server `serverKey` does not hold yet; -1 when it cannot be read.
    [[nodiscard]] static int waitingCount(const QString &localPath, const QString &serverKey);
};
