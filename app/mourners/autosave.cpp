#include "autosave.h"
#include "problemwords.h"

#include "eventtext.h"
#include "gamecontrollertr.h"
#include "model/mourners/game.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

Autosave::Autosave(QObject *parent) : QObject(parent) {}

void Autosave::setDirectory(const QString &dir)
{
    m_dir = dir;
    m_file.clear();
    scan();
}

QString Autosave::freshFile() const
{
    QDir().mkpath(m_dir);
    const QString stamp = QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
    QString path = m_dir + u"/game-%1.json"_s.arg(stamp);
    for (int n = 2; QFileInfo::exists(path) || m_damagedFiles.contains(path); ++n)
        path = m_dir + u"/game-%1-%2.json"_s.arg(stamp).arg(n);
    return path;
}

void Autosave::startFresh()
{
    m_file = freshFile();
    emit changed();
}

void Autosave::continueIn(const QString &file)
{
    m_file = file;
    emit changed();
}

void Autosave::scan()
{
    bool canContinue = false;
    QString summary;
    QString problem;
    m_continueFile.clear();
    const QDir dir(m_dir);
    QFileInfoList files = dir.entryInfoList({u"*.json"_s}, QDir::Files, QDir::Time);
    // Other games of the shelf autosave beside these under their own prefix (restinpeace-*.json).
    files.removeIf([](const QFileInfo &f) { return f.fileName().startsWith(u"restinpeace-"_s); });
    // The newest unfinished game among the last few autosaves; a damaged newest file is reported.
    for (qsizetype i = 0; i < files.size() && i < 5 && !canContinue; ++i) {
        const QString newest = files.at(i).absoluteFilePath();
        const mc::Game::LoadResult r = mc::Game::load(newest);
        if (!r.ok()) {
            if (!m_damagedFiles.contains(newest))
                m_damagedFiles << newest;
            if (i == 0)
                //: %1 the file, %2 the reasons, one sentence each.
                problem = GameControllerTr::tr("The last autosaved game (%1) could not be read. %2 The file was left "
                                               "as it is; new games are saved under a new name.")
                                  .arg(newest, MournersProblems::sentences(r.problems));
        } else if (!r.game.state().isTerminal()) {
            canContinue = true;
            m_continueFile = newest;
            QStringList names;
            for (const auto &seat : r.game.seats())
                names << seat.name;
            //: %1 the players, %2 the round, %3 the phase. Shown on the Continue button.
            summary = GameControllerTr::tr("%1 · round %2 · %3")
                              .arg(names.join(u", "_s))
                              .arg(r.game.state().round)
                              .arg(EventText::phaseName(r.game.state().phase));
        }
    }
    const bool differs = canContinue != m_canContinue || summary != m_continueSummary || problem != m_problem;
    m_canContinue = canContinue;
    m_continueSummary = summary;
    m_problem = problem;
    if (differs)
        emit changed();
}

void Autosave::write(const mc::Game &game)
{
    if (!game.isValid() || m_dir.isEmpty())
        return;
    const QString before = m_file;
    if (m_file.isEmpty() || m_damagedFiles.contains(m_file))
        m_file = freshFile();
    QDir().mkpath(m_dir);
    mc::Problem why;
    QString problem;
    if (!game.save(m_file, &why))
        //: %1 the reason. The game goes on; only the automatic save failed.
        problem = GameControllerTr::tr("The game could not be autosaved: %1").arg(ProblemText::sentence(why, {}));
    const bool canContinue = !game.state().isTerminal();
    const bool differs = problem != m_problem || canContinue != m_canContinue || before != m_file;
    m_problem = problem;
    m_canContinue = canContinue;
    m_continueFile = canContinue ? m_file : QString();
    if (differs)
        emit changed();
}
