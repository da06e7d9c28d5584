#include "names.h"

namespace mc {

namespace {

bool garbles(char32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E)
        || (c >= 0x2066 && c <= 0x2069) || (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE || c == 0xFEFF;
}

} // namespace

std::optional<Problem> nameProblem(const QString &name, const QString &path)
{
    for (qsizetype i = 0; i < name.size(); ++i) {
        const QChar ch = name.at(i);
        char32_t code = ch.unicode();
        if (ch.isHighSurrogate() && i + 1 < name.size() && name.at(i + 1).isLowSurrogate()) {
            code = QChar::surrogateToUcs4(ch, name.at(i + 1));
            if (garbles(code))
                return Problem{path, ProblemCode::BadCharacter, {}, i, 0, 0, int(code)};
            ++i;
            continue;
        }
        if (ch.isSurrogate() || garbles(code))
            return Problem{path, ProblemCode::BadCharacter, {}, i, 0, 0, int(code)};
    }
    if (name.trimmed().isEmpty())
        return Problem{path, ProblemCode::EmptyName};
    if (name.size() > kMaxNameLength)
        return Problem{path, ProblemCode::TooLong, {}, -1, kMaxNameLength, 0, int(name.size())};
    return std::nullopt;
}

QString printable(const QString &text, qsizetype max)
{
    if (max >= 0 && text.size() > max)
        return printable(text.left(max)) + u'\u2026';
    QString out;
    out.reserve(text.size());
    auto escape = [&out](QChar ch) { out += QStringLiteral("\\u%1").arg(uint(ch.unicode()), 4, 16, QChar(u'0')); };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text.at(i);
        if (ch.isHighSurrogate() && i + 1 < text.size() && text.at(i + 1).isLowSurrogate()) {
            if (garbles(QChar::surrogateToUcs4(ch, text.at(i + 1)))) {
                escape(ch);
                escape(text.at(i + 1));
            } else {
                out += ch;
                out += text.at(i + 1);
            }
            ++i;
        } else if (ch.isSurrogate() || garbles(ch.unicode())) {
            escape(ch);
        } else {
            out += ch;
        }
    }
    return out;
}

} // namespace mc
