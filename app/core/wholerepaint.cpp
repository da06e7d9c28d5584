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
