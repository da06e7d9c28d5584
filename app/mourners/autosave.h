// Autosave of the running game (atomic, after every step) and the unfinished game that Continue
// opens. A file that cannot be read is reported with the reason and never written to.
#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace mc {
class Game;
}

class Autosave : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Autosave belongs to GameController")
    /// An unfinished autosaved game can be continued.
    Q_PROPERTY(bool canContinue READ canContinue NOTIFY changed)
    /// One line about the game Continue opens, e.g. "Ada, Bo, Cy · round 3 · Actions".
    Q_PROPERTY(QString continueSummary READ continueSummary NOTIFY changed)
    /// Why the last autosave could not be read or written; "" when fine.
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    /// The file the running game is autosaved to.
    Q_PROPERTY(QString path READ path NOTIFY changed)

public:
    explicit Autosave(QObject *parent = nullptr);

    /// Autosaves go to `dir`, which is scanned for a game to continue.
    void setDirectory(const QString &dir);
    [[nodiscard]] QString directory() const { return m_dir; }
    /// Looks for the newest autosave: offers it, or reports why it cannot be read.
    void scan();
    /// The running game goes on in a new file (a new game, a file opened by hand).
    void startFresh();
    /// The running game goes on in `file` (the game Continue opened).
    void continueIn(const QString &file);
    /// Writes `game` to the autosave file, atomically; problems go to `problem`.
    void write(const mc::Game &game);
    /// The unfinished game Continue opens ("" when none).
    [[nodiscard]] QString continueFile() const { return m_continueFile; }

    [[nodiscard]] bool canContinue() const { return m_canContinue; }
    [[nodiscard]] QString continueSummary() const { return m_continueSummary; }
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] QString path() const { return m_file; }

signals:
    void changed();

private:
    [[nodiscard]] QString freshFile() const;

    QString m_dir;
    QString m_file;         // where the running game is written
    QString m_continueFile; // the unfinished game Continue opens
    bool m_canContinue = false;
    QString m_continueSummary;
    QString m_problem;
    QStringList m_damagedFiles; // never written to (reported, left untouched)
};
