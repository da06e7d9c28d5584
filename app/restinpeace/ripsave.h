// Rest in Peace's save file as the app writes and reads it: the engine's record (model/restinpeace)
// with the app's part (each seat's kind of player, the time played), the words of its fields for the
// reasons a file is refused, and how the autosave list reads and describes the files (app/core/autosave.h).
#pragma once

#include "autosave.h"
#include "problemtext.h"
#include "model/restinpeace/game.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QStringList>

namespace ripsave {

/// The kinds of a seat in digital play (app/core/seatkinds.h; "human" of older saves reads as "person").
[[nodiscard]] const QStringList &digitalKinds();

/// The words of a save's fields, for the sentences that say why a file is refused.
[[nodiscard]] ProblemText::Words words();

/// A save as read: the game, each seat's kind of player, the time played before; or why it was refused.
struct Loaded {
    rip::Game game;
    QStringList kinds;   ///< one a seat: "table" at a table; in digital play "person" where the save names none
    qint64 playedMs = 0; ///< the time played up to the save
    mc::Problems problems;
    [[nodiscard]] bool ok() const { return problems.empty(); }
};

/// Reads a save (Game::fromJson checks the engine's part, this the app's).
[[nodiscard]] Loaded read(const QByteArray &data);

/// The save of a running game: its steps sealed (the file shows nobody the cards drawn or laid face
/// down; docs/save-format.md), at the end written openly, with the app's part.
[[nodiscard]] QByteArray write(const rip::Game &game, const QStringList &kinds, qint64 playedMs);

/// What the list of unfinished games shows of a game.
[[nodiscard]] AutosaveEntry autosaveEntry(const rip::Game &game);

/// How Rest in Peace's autosave files are named, read and described.
[[nodiscard]] AutosaveFormat autosaveFormat();


} // namespace ripsave
