#include "historysheet.h"

#include "coreobjects.h"
#include "historystore.h"
#include "keptsheet.h"
#include "model/core/names.h"
#include "problemtext.h"

#include <QFile>

using namespace Qt::StringLiterals;

HistorySheet::HistorySheet(QObject *parent) : QObject(parent) {}

void HistorySheet::classBegin()
{
    m_complete = false;
    m_file = defaultKeptFile();
}

void HistorySheet::componentComplete()
{
    m_complete = true;
    if (!m_file.isEmpty())
        load();
}

void HistorySheet::setFile(const QString &file)
{
    if (file == m_file)
        return;
    m_file = file;
    emit fileChanged();
    if (m_complete && !m_file.isEmpty())
        load();
}

void HistorySheet::keep()
{
    if (m_loading || m_file.isEmpty())
        return;
    if (const QString problem = keptsheet::keep(m_file, keptNow()); !problem.isEmpty())
        setMessage(problem);
}

HistorySheet::KeptRead HistorySheet::readKeptFile(const std::function<bool(const QByteArray &, mc::Problem &)> &read)
{
    QFile f(m_file);
    if (!f.exists())
        return KeptRead::NoFile; // nothing kept yet
    QString why;
    if (!f.open(QIODevice::ReadOnly)) {
        why = f.errorString();
    } else {
        mc::Problem refused;
        if (!read(f.readAll(), refused))
            why = ProblemText::plain(refused);
    }
    if (why.isEmpty())
        return KeptRead::Read;
    // Never overwritten: the file the app could not read is moved aside, and a new sheet starts.
    setMessage(keptsheet::setAside(m_file, why));
    return KeptRead::SetAside;
}

QString HistorySheet::sameNameProblem(const QStringList &names)
{
    for (qsizetype i = 0; i < names.size(); ++i)
        for (qsizetype j = 0; j < i; ++j)
            if (names[i].compare(names[j], Qt::CaseInsensitive) == 0)
                //: A score sheet or a battle cannot go on: two players have the same name.
                return tr("Two players are called %1: give each player a different name.").arg(names[i]);
    return {};
}

QString HistorySheet::nameProblem(const QString &name, int seat)
{
    if (name.isEmpty())
        return {};
    if (const std::optional<mc::Problem> p = mc::nameProblem(name, u"seats[%1]"_s.arg(seat)))
        return ProblemText::sentence(*p, ProblemText::saveWords());
    return {};
}

QString HistorySheet::problem() const
{
    const QStringList entered = enteredNames();
    for (qsizetype i = 0; i < entered.size(); ++i)
        if (QString why = nameProblem(entered[i], int(i)); !why.isEmpty())
            return why;
    return sameNameProblem(playerNames());
}

QString HistorySheet::nameProblemOf(int seat) const
{
    return nameProblem(enteredNames().value(seat), seat);
}

bool HistorySheet::saved() const
{
    return m_savedId >= 0 && m_savedSnapshot == snapshot();
}

bool HistorySheet::canSave() const
{
    return !blank() && problem().isEmpty() && !saved();
}

HistoryStore *HistorySheet::store() const
{
    return m_store ? m_store : CoreObjects::historyOf(this);
}

void HistorySheet::setStore(HistoryStore *store)
{
    if (m_store == store)
        return;
    m_store = store;
    m_savedId = -1;
    m_savedSnapshot = {};
    emit storeChanged();
    emit resultChanged();
}

void HistorySheet::setMessage(const QString &m)
{
    if (m == m_message)
        return;
    m_message = m;
    emit messageChanged();
}

void HistorySheet::recogniseSaved()
{
    m_savedId = -1;
    m_savedSnapshot = {};
    if (HistoryStore *history = store(); history && !blank() && problem().isEmpty()) {
        if (const qint64 id = history->idOfUid(record().uid); id >= 0) {
            m_savedId = id;
            m_savedSnapshot = snapshot();
        }
    }
}

qint64 HistorySheet::saveToHistory()
{
    if (const QString why = problem(); !why.isEmpty()) {
        setMessage(why);
        return -1;
    }
    if (blank()) {
        //: Saving the score sheet before any number was entered.
        setMessage(tr("Enter the players' numbers first."));
        return -1;
    }
    if (saved()) {
        //: Saving the score sheet again without changing a number.
        setMessage(tr("This game is already in the history."));
        return m_savedId;
    }
    HistoryStore *history = store();
    QString error = HistoryStore::noHistoryText();
    bool alreadyThere = false;
    const qint64 id = history ? history->addRecord(record(), &error, &alreadyThere) : -1;
    if (id < 0) {
        setMessage(tr("Not saved: %1").arg(error));
        return -1;
    }
    m_savedId = id;
    m_savedSnapshot = snapshot();
    setMessage(alreadyThere ? tr("This game is already in the history.") : tr("Saved to the history."));
    emit resultChanged();
    return id;
}
