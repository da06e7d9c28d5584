// Deterministic mutations of a file for the loaders' fuzz tests: a careless edit or an attack on a
// save, ruleset, score file, history import or phone message. The same seed gives the same
// mutations everywhere, so a failure names the mutation that found it and can be kept as a corpus file.
#pragma once

#include "model/core/rng.h"

#include <QByteArray>
#include <QList>

#include <cstdint>

namespace mc::fuzz {

/// Values a careless editor or an attacker would type where a value was: limits of every integer
/// width, fractions, huge exponents, texts of the wrong type, escapes of controls and lone surrogates.
inline const QList<QByteArray> &tokens()
{
    static const QList<QByteArray> list{
        "0", "-1", "1", "2", "5", "99", "-2147483648", "2147483647", "2147483648", "9007199254740993",
        "1e300", "-1e300", "5.5", "0.1", "1e-9", "null", "true", "false", "\"\"", "\"7\"", "\" 102\"",
        "\"+102\"", "\"abc\"", "[]", "{}", "[1,2,3]", "{\"x\":1}", "\"\\u0000\"", "\"\\u001b[31m\"",
        "\"\\ud800\"", "\"\\udc00x\"", "\"\\u202e\"", "\"\\n\"", "\",", "{", "}", "[", "]", ",", ":", "\"",
        "\\", "\xff", "\xc3\x28", "\xed\xa0\x80",
    };
    return list;
}

/// One mutation of `in` chosen by `state` (advanced). Each kind keeps most of the file so that the
/// mutated text still reaches deep into the loader, not only its JSON parser.
[[nodiscard]] inline QByteArray mutate(const QByteArray &in, std::uint64_t &state)
{
    QByteArray out = in;
    if (out.isEmpty())
        return tokens().at(uniformBelow(state, int(tokens().size())));
    const int size = int(out.size());
    const int at = uniformBelow(state, size);
    const int span = 1 + uniformBelow(state, qMin(64, size));
    switch (uniformBelow(state, 9)) {
    case 0: // one byte changed to any byte
        out[at] = char(uniformBelow(state, 256));
        break;
    case 1: // a span removed
        out.remove(at, span);
        break;
    case 2: // a span written twice
        out.insert(at, out.mid(at, span));
        break;
    case 3: // a token typed in
        out.insert(at, tokens().at(uniformBelow(state, int(tokens().size()))));
        break;
    case 4: { // a number replaced by a token
        int start = at;
        while (start < size && !(out[start] >= '0' && out[start] <= '9'))
            ++start;
        if (start == size)
            return mutate(in, state);
        int end = start;
        while (end < size && ((out[end] >= '0' && out[end] <= '9') || out[end] == '.'))
            ++end;
        out.replace(start, end - start, tokens().at(uniformBelow(state, int(tokens().size()))));
        break;
    }
    case 5: { // a key or word misspelt: one letter inside a quoted text changed
        int q = out.indexOf('"', at);
        if (q < 0 || q + 2 >= size)
            return mutate(in, state);
        out[q + 1] = char('a' + uniformBelow(state, 26));
        break;
    }
    case 6: { // a quoted value replaced by a token
        const int q = out.indexOf(':', at);
        if (q < 0)
            return mutate(in, state);
        int end = q + 1;
        while (end < size && out[end] != ',' && out[end] != '}' && out[end] != ']' && out[end] != '\n')
            ++end;
        out.replace(q + 1, end - q - 1, tokens().at(uniformBelow(state, int(tokens().size()))));
        break;
    }
    case 7: // cut off
        out.truncate(at);
        break;
    default: { // a line written twice (a key duplicated, a list entry repeated)
        const int lineStart = out.lastIndexOf('\n', at) + 1;
        const int lineEnd = out.indexOf('\n', at);
        if (lineEnd < 0)
            return mutate(in, state);
        out.insert(lineStart, out.mid(lineStart, lineEnd - lineStart + 1));
        break;
    }
    }
    return out;
}

/// Calls `check(mutated, index)` for `count` mutations of `in` from `seed`; one to three mutations
/// are stacked per case. `check` returns false to stop early (a failure it has recorded).
template<typename Check>
void run(const QByteArray &in, int count, std::uint64_t seed, Check &&check)
{
    std::uint64_t state = seed;
    for (int i = 0; i < count; ++i) {
        QByteArray m = mutate(in, state);
        for (int extra = uniformBelow(state, 3); extra > 0; --extra)
            m = mutate(m, state);
        if (!check(m, i))
            return;
    }
}

} // namespace mc::fuzz
