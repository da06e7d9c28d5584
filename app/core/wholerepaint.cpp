#include "wholerepaint.h"

#include <QMetaObject>
#include <QQuickWindow>
#include <QSGRectangleNode>
#include <QSGRendererInterface>

WholeRepaint::WholeRepaint(QQuickItem *parent) : QQuickItem(parent)
{
    setFlag(ItemHasContents);
    setEnabled(false); // no input: the item lies above the page
}

void WholeRepaint::setView(QQuickItem *view)
{
    if (m_view == view)
        return;
    for (const QMetaObject::Connection &c : std::as_const(m_viewConnections))
        disconnect(c);
    m_viewConnections.clear();
    m_view = view;
    if (view) {
        setParentItem(view); // not its content: the view's own child stays put while the content moves
        setZ(10000);
        fitView();
        m_viewConnections << connect(view, &QQuickItem::widthChanged, this, &WholeRepaint::fitView)
                          << connect(view, &QQuickItem::heightChanged, this, &WholeRepaint::fitView)
                          // Flickable's own class is not public API: its signals by name.
                          << connect(view, SIGNAL(contentXChanged()), this, SLOT(request()))
                          << connect(view, SIGNAL(contentYChanged()), this, SLOT(request()));
    }
    emit viewChanged();
}

void WholeRepaint::fitView()
{
    if (m_view) {
        setPosition(QPointF(0, 0));
        setSize(m_view->size());
    }
}

void WholeRepaint::request()
{
    m_requested = true;
    update();
}

QSGNode *WholeRepaint::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    const bool software = window() && window()->rendererInterface()
                          && window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software;
    if (!software || width() <= 0 || height() <= 0) {
        delete oldNode;
        m_requested = false;
        return nullptr;
    }
    auto *node = static_cast<QSGRectangleNode *>(oldNode);
    if (!node) {
        node = window()->createRectangleNode();
        node->setColor(Qt::transparent);
    }
    if (node->rect() != boundingRect())
        node->setRect(boundingRect());
    if (m_requested) {
        m_requested = false;
        // Changed: the renderer counts the whole rectangle as to be drawn again (painting a transparent
        // rectangle itself does nothing).
        node->markDirty(QSGNode::DirtyMaterial);
        ++m_served;
        // Told on the item's thread once the frame is under way (the software renderer draws on it).
        QMetaObject::invokeMethod(this, &WholeRepaint::servedChanged, Qt::QueuedConnection);
    }
    return node;
}
