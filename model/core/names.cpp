#include "names.h"

namespace mc {

namespace {

bool garbles(char32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || (c >= 0x202A && c <= 0x202E)
        || (c >= 0x2066 && c <= 0x2069) || (c >= 0xFDD0 && c <= 0xFDEF) || (c & 0xFFFE) == 0xFFFE;
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

} // namespace mc
