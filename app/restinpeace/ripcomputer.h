// What the computer does in a game of Rest in Peace, for the screen: whether a computer player is
// choosing, and "What would the computer do?" for the person deciding (RipSession works both out).
#pragma once

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <functional>

class RipComputer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("RipComputer belongs to RipSession")
    /// A computer player is choosing its action off the GUI thread.
    Q_PROPERTY(bool thinking READ thinking NOTIFY changed)
    /// The person deciding now may ask what the computer would do (digital play, their own screen).
    Q_PROPERTY(bool hintAvailable READ hintAvailable NOTIFY changed)
    /// The strong computer player is working out a hint.
    Q_PROPERTY(bool hintThinking READ hintThinking NOTIFY changed)
    /// The hint for the decision on screen, one sentence; "" when none was asked (or the decision changed).
    Q_PROPERTY(QString hint READ hint NOTIFY changed)

public:
    /// Where the answers come from (the session).
    struct Source {
        std::function<bool()> thinking;
        std::function<bool()> hintAvailable;
        std::function<bool()> hintThinking;
        std::function<QString()> hint;
    };

    RipComputer(Source source, QObject *parent) : QObject(parent), m_source(std::move(source)) {}

    [[nodiscard]] bool thinking() const { return m_source.thinking(); }
    [[nodiscard]] bool hintAvailable() const { return m_source.hintAvailable(); }
    [[nodiscard]] bool hintThinking() const { return m_source.hintThinking(); }
    [[nodiscard]] QString hint() const { return m_source.hint(); }

signals:
    void changed();

private:
    Source m_source;
};
