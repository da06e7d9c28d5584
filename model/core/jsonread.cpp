#include "jsonread.h"

#include <QJsonParseError>
#include <QSet>
#include <QString>

#include <algorithm>
#include <limits>
#include <vector>

using namespace Qt::StringLiterals;

namespace mc {

namespace {

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

// One open object or list: the keys seen so far (an object) or the place of the current entry (a list).
struct Level {
    bool object = false;
    bool expectKey = false; // an object: the next string is a key
    qsizetype index = 0;    // a list: the current entry
    QString key;            // an object: the current entry's key
    QSet<QString> keys;
};

QString pathOf(const std::vector<Level> &levels)
{
    QString path;
    for (const Level &l : levels) {
        if (l.object)
            path += (path.isEmpty() ? QString() : u"."_s) + l.key;
        else
            path += u'[' + QString::number(l.index) + u']';
    }
    return path;
}

} // namespace

std::optional<Problem> duplicateKey(const QByteArray &json)
{
    const char *const data = json.constData();
    const qsizetype n = json.size();
    std::vector<Level> levels;
    int line = 1;
    QByteArray raw; // a key with escapes, unescaped as UTF-8
    for (qsizetype i = 0; i < n; ++i) {
        const char c = data[i];
        switch (c) {
        case '\n':
            ++line;
            break;
        case '{':
            levels.push_back(Level{true, true, 0, {}, {}});
            break;
        case '[':
            levels.push_back(Level{false, false, 0, {}, {}});
            break;
        case '}':
        case ']':
            if (!levels.empty())
                levels.pop_back();
            break;
        case ',':
            if (!levels.empty()) {
                if (levels.back().object)
                    levels.back().expectKey = true;
                else
                    ++levels.back().index;
            }
            break;
        case '"': {
            const qsizetype start = i;
            const bool isKey = !levels.empty() && levels.back().object && levels.back().expectKey;
            bool escaped = false;
            ++i;
            while (i < n && data[i] != '"') {
                if (data[i] == '\\') {
                    escaped = true;
                    ++i;
                }
                ++i;
            }
            if (!isKey)
                break; // a value: skipped
            Level &level = levels.back();
            level.expectKey = false;
            const char *body = data + start + 1;
            const qsizetype size = i - start - 1;
            if (!escaped) {
                level.key = QString::fromUtf8(body, size);
            } else {
                raw.clear();
                QString key;
                for (qsizetype k = 0; k < size; ++k) {
                    if (body[k] != '\\') {
                        raw.append(body[k]);
                        continue;
                    }
                    const char e = k + 1 < size ? body[++k] : '\\';
                    switch (e) {
                    case 'b': raw.append('\b'); break;
                    case 'f': raw.append('\f'); break;
                    case 'n': raw.append('\n'); break;
                    case 'r': raw.append('\r'); break;
                    case 't': raw.append('\t'); break;
                    case 'u': {
                        int u = 0;
                        for (int h = 0; h < 4 && k + 1 < size; ++h)
                            u = u * 16 + std::max(0, hexDigit(body[++k]));
                        // A UTF-16 unit: the text so far goes first, so that surrogate pairs join.
                        key += QString::fromUtf8(raw);
                        raw.clear();
                        key += QChar(char16_t(u));
                        break;
                    }
                    default: raw.append(e); break; // \" \\ \/
                    }
                }
                key += QString::fromUtf8(raw);
                level.key = key;
            }
            if (level.keys.contains(level.key)) {
                Problem p;
                p.path = pathOf(levels);
                p.reason = ProblemCode::DuplicateKey;
                p.detail = level.key;
                p.offset = start;
                p.value = line;
                return p;
            }
            level.keys.insert(level.key);
            break;
        }
        default:
            break;
        }
    }
    return std::nullopt;
}

std::optional<Problem> tooBig(qsizetype size, qsizetype maxBytes)
{
    if (size <= maxBytes)
        return std::nullopt;
    Problem p;
    p.reason = ProblemCode::FileTooBig;
    p.offset = size;
    // In KB, rounded up, so that a file just over the limit does not read as "at most 1024 KB, has 1024 KB".
    p.value = int(std::min<qsizetype>((size + 1023) / 1024, std::numeric_limits<int>::max()));
    p.max = int(maxBytes / 1024);
    return p;
}

QJsonDocument readJson(const QByteArray &json, qsizetype maxBytes, Problem &problem)
{
    if (auto big = tooBig(json.size(), maxBytes)) {
        problem = *big;
        return {};
    }
    QJsonParseError perr;
    QJsonDocument doc = QJsonDocument::fromJson(json, &perr);
    if (perr.error != QJsonParseError::NoError) {
        problem = Problem{{}, ProblemCode::NotJson, perr.errorString(), perr.offset};
        return {};
    }
    if (auto dup = duplicateKey(json)) {
        problem = *dup;
        return {};
    }
    return doc;
}

} // namespace mc
