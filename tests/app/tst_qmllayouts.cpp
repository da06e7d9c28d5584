// No Quick layout of the product holds a delegate that can go away.
//
// Qt 6.4's RowLayout/ColumnLayout/GridLayout keep their list of children until their next polish; a
// direct child destroyed before it (a Repeater's delegate when the model changes) and a resize of the
// layout make it read freed memory: the window crashed this way (tst_monkey, a resize of a closed
// popup). So a Repeater that is a direct child of a layout may only have a model that never changes: a
// number or an array literal. Every other Repeater sits in a positioner (Column, Row, Flow, Grid).

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Finding
{
    int line = 0;
    QString parent;
    QString model;
};

//! The text with comments and string literals blanked out (same length, same lines).
QString blanked(const QString &source)
{
    QString out = source;
    enum { Code, Line, Block, Str } state = Code;
    QChar quote;
    for (qsizetype i = 0; i < out.size(); ++i) {
        const QChar c = out[i];
        const QChar next = i + 1 < out.size() ? out[i + 1] : QChar();
        switch (state) {
        case Code:
            if (c == u'/' && next == u'/') {
                state = Line;
                out[i] = u' ';
            } else if (c == u'/' && next == u'*') {
                state = Block;
                out[i] = u' ';
            } else if (c == u'"' || c == u'\'' || c == u'`') {
                state = Str;
                quote = c;
            }
            break;
        case Line:
            if (c == u'\n')
                state = Code;
            else
                out[i] = u' ';
            break;
        case Block:
            if (c == u'*' && next == u'/') {
                out[i] = out[i + 1] = u' ';
                ++i;
                state = Code;
            } else if (c != u'\n') {
                out[i] = u' ';
            }
            break;
        case Str:
            if (c == u'\\') {
                out[i] = u' ';
                if (i + 1 < out.size() && out[i + 1] != u'\n')
                    out[++i] = u' ';
            } else if (c == quote) {
                state = Code;
            } else if (c != u'\n') {
                out[i] = u' ';
            }
            break;
        }
    }
    return out;
}

//! A model that never changes: a number, or an array literal of strings, numbers, qsTr() texts and object
//! literals of them (`expression` with its strings and comments blanked out).
bool staticModel(const QString &expression)
{
    static const QRegularExpression number(u"^\\d+$"_s);
    static const QRegularExpression word(u"[A-Za-z_]\\w*"_s);
    const QString e = expression.trimmed();
    if (number.match(e).hasMatch())
        return true;
    if (!e.startsWith(u'[') || !e.endsWith(u']'))
        return false;
    for (auto it = word.globalMatch(e); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        // qsTr() texts and the keys of object literals ({ key: "light", label: qsTr("Light") }).
        const bool key = e.mid(m.capturedEnd()).trimmed().startsWith(u':');
        if (m.captured() != u"qsTr"_s && !key)
            return false;
    }
    return true;
}

//! Every Repeater that is a direct child of a *Layout and has a model that can change.
QList<Finding> findings(const QString &source)
{
    const QString text = blanked(source);
    static const QRegularExpression token(u"([A-Z][\\w.]*)\\s*\\{|\\{|\\}"_s);
    struct Open
    {
        QString type; // empty for a brace that opens no object (a block, a JS object)
        qsizetype bodyStart = 0;
        int line = 0;
    };
    QList<Open> stack;
    QList<Finding> out;
    for (auto it = token.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured() == u"}"_s) {
            if (stack.isEmpty())
                continue;
            const Open closed = stack.takeLast();
            if (closed.type != u"Repeater"_s)
                continue;
            QString parent;
            for (qsizetype k = stack.size() - 1; k >= 0 && parent.isEmpty(); --k)
                parent = stack[k].type;
            if (!parent.endsWith(u"Layout"_s))
                continue;
            // The model: the "model:" binding at the Repeater's own level, up to the end of its line or
            // of its bracketed expression.
            const QString body = source.mid(closed.bodyStart, m.capturedStart() - closed.bodyStart);
            const QString bodyBlank = text.mid(closed.bodyStart, m.capturedStart() - closed.bodyStart);
            int depth = 0;
            QString model;
            QString modelBlank;
            for (qsizetype i = 0; i < bodyBlank.size(); ++i) {
                const QChar c = bodyBlank[i];
                if (c == u'{' || c == u'[' || c == u'(')
                    ++depth;
                else if (c == u'}' || c == u']' || c == u')')
                    --depth;
                else if (depth == 0 && bodyBlank.mid(i, 6) == u"model:"_s
                         && (i == 0 || !bodyBlank[i - 1].isLetterOrNumber())) {
                    qsizetype j = i + 6;
                    int d = 0;
                    for (; j < bodyBlank.size(); ++j) {
                        const QChar cj = bodyBlank[j];
                        if (cj == u'[' || cj == u'(' || cj == u'{')
                            ++d;
                        else if (cj == u']' || cj == u')' || cj == u'}')
                            --d;
                        else if ((cj == u'\n' || cj == u';') && d <= 0)
                            break;
                    }
                    model = body.mid(i + 6, j - i - 6).trimmed();
                    modelBlank = bodyBlank.mid(i + 6, j - i - 6);
                    break;
                }
            }
            if (!staticModel(modelBlank))
                out.append({closed.line, parent, model});
            continue;
        }
        Open open;
        open.type = m.captured(1);
        open.bodyStart = m.capturedEnd();
        open.line = int(text.left(m.capturedStart()).count(u'\n')) + 1;
        // "property var x: Foo {" or "model: Foo {" still opens an object; "if (x) {" is a block.
        stack.append(open);
    }
    return out;
}

} // namespace

class TestQmlLayouts : public QObject
{
    Q_OBJECT

private slots:
    // The check itself: it finds what it must find, and passes what it must pass.
    void checkFindsAChangingModel()
    {
        const QString bad = u"ColumnLayout {\n"
            u"    Label { text: \"a {\" } // a brace in a string and a comment {\n"
            u"    Repeater {\n"
            u"        model: GameController.table.players\n"
            u"        Label { text: modelData }\n"
            u"    }\n"
            u"}"_s;
        const QList<Finding> found = findings(bad);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found[0].line, 3);
        QCOMPARE(found[0].parent, u"ColumnLayout"_s);
        QCOMPARE(found[0].model, u"GameController.table.players"_s);

        const QString count = u"RowLayout {\n    Repeater {\n        model: page.rows.length\n        Item {}\n    }\n}"_s;
        QCOMPARE(findings(count).size(), 1);
        const QString filtered = u"GridLayout {\n    Repeater {\n        model: ChoiceFilter {\n            groups: [\"roll\"]\n        }\n        Item {}\n    }\n}"_s;
        QCOMPARE(findings(filtered).size(), 1);
    }
    void checkPassesStaticModelsAndPositioners()
    {
        const QString good = u"ColumnLayout {\n"
            u"    Repeater { model: 4; Item {} }\n"
            u"    Repeater {\n"
            u"        model: [qsTr(\"Place\"), \"\", 2]\n"
            u"        Item {}\n"
            u"    }\n"
            u"    Column {\n"
            u"        Repeater {\n"
            u"            model: GameController.table.players\n"
            u"            Item {}\n"
            u"        }\n"
            u"    }\n"
            u"    Flow {\n"
            u"        Repeater { model: rows; Item {} }\n"
            u"    }\n"
            u"}"_s;
        QVERIFY2(findings(good).isEmpty(), qPrintable(findings(good).isEmpty() ? QString() : findings(good).first().model));
    }

    void noLayoutHoldsAChangingRepeater()
    {
        const QString root = QStringLiteral(MOURNERS_SOURCE_DIR) + u"/qml"_s;
        QDirIterator it(root, {u"*.qml"_s}, QDir::Files, QDirIterator::Subdirectories);
        int files = 0;
        QStringList problems;
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
            ++files;
            for (const Finding &f : findings(QString::fromUtf8(file.readAll())))
                problems << u"%1:%2: a Repeater in a %3 with the model %4"_s.arg(path.mid(root.size() + 1)).arg(f.line)
                                .arg(f.parent, f.model);
        }
        QVERIFY2(files > 40, qPrintable(u"only %1 QML files under %2"_s.arg(files).arg(root)));
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n"_s + problems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestQmlLayouts)

#include "tst_qmllayouts.moc"
