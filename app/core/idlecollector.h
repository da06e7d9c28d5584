// The JavaScript heap's garbage collected while nobody waits for the screen: once the person's input has
// rested a moment after a press, a click or a key. Left to itself the QML engine collects when its heap
// fills, in the middle of whatever allocates then, often a step's click: a collection walks every live
// object of the app's screens (about 9 M instructions, 5 ms on the development machine), and a click it
// fell on was drawn a third of a frame later. Collected at rest, the heap has room again for the next
// clicks. The rest is counted from when the input's handling is over and its frames are drawn: a window
// asked to draw again starts it anew. QML sees the singleton `IdleCollector` (Main.qml holds it).
#pragma once

#include "appeventwatch.h"

#include <QPointer>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

class IdleCollector : public AppEventWatch
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// Collections made at rest so far.
    Q_PROPERTY(int collections READ collections NOTIFY collectionsChanged)

public:
    /// How long input and drawing rest before the collection: shorter than a person's quickest second
    /// click.
    static constexpr int kRestMs = 100;

    explicit IdleCollector(QJSEngine *engine, QObject *parent = nullptr);
    static IdleCollector *create(QQmlEngine *qml, QJSEngine *js);

    [[nodiscard]] int collections() const { return m_collections; }
    /// The rest before a collection (tests wait longer than a busy machine's pause).
    void setRestMs(int ms) { m_rest.setInterval(ms); }

signals:
    void collectionsChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void startRest();
    void collect();

    QPointer<QJSEngine> m_engine;
    QTimer m_rest;
    bool m_armed = false; // input came since the last collection
    int m_collections = 0;
};
