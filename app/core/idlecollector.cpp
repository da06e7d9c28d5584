#include "idlecollector.h"

#include <QEvent>
#include <QJSEngine>

IdleCollector::IdleCollector(QJSEngine *engine, QObject *parent) : AppEventWatch(parent), m_engine(engine)
{
    m_rest.setSingleShot(true);
    m_rest.setInterval(kRestMs);
    connect(&m_rest, &QTimer::timeout, this, &IdleCollector::collect);
}

IdleCollector *IdleCollector::create(QQmlEngine *, QJSEngine *js)
{
    return new IdleCollector(js);
}

bool IdleCollector::eventFilter(QObject *watched, QEvent *event)
{
    if (!watched->isWindowType())
        return false; // the window's items get the same events after it
    switch (event->type()) {
    // The end of a press. Moves and hovers do not count: they change little on the heap, and a pointer
    // resting on the screen moves now and then.
    case QEvent::MouseButtonRelease:
    case QEvent::KeyRelease:
    case QEvent::TouchEnd:
    case QEvent::Wheel:
        // Counted from when the event is handled (the step it makes), not from when it comes.
        m_armed = true;
        m_rest.stop();
        QMetaObject::invokeMethod(this, &IdleCollector::startRest, Qt::QueuedConnection);
        break;
    // A frame to draw (with the threaded render loop, its polish and sync): the rest starts after it.
    case QEvent::UpdateRequest:
        if (m_rest.isActive())
            m_rest.start();
        break;
    default:
        break;
    }
    return false;
}

void IdleCollector::startRest()
{
    if (m_armed)
        m_rest.start();
}

void IdleCollector::collect()
{
    m_armed = false;
    if (!m_engine)
        return;
    m_engine->collectGarbage();
    ++m_collections;
    emit collectionsChanged();
}
