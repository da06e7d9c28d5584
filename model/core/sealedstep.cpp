#include "sealedstep.h"

#include "rng.h"

#include <QByteArray>

namespace mc {

namespace {

constexpr QLatin1StringView kWord("sealed ");

QByteArray mix(QByteArray bytes, std::uint64_t seed, std::size_t index)
{
    std::uint64_t x = seed ^ (std::uint64_t(index) * 0xD1B54A32D192ED03ULL) ^ 0x5EA1ED5EA1ED5EA1ULL;
    std::uint64_t block = 0;
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        if (i % 8 == 0)
            block = splitmix64(x);
        bytes[i] = char(quint8(bytes[i]) ^ quint8(block >> (8 * (i % 8))));
    }
    return bytes;
}

} // namespace

QString sealStep(const QString &text, std::uint64_t seed, std::size_t index)
{
    // Every step as long as the others (up to 32 bytes), so that its length does not tell a manor from
    // a castle or a card 9 from a card 12.
    QByteArray bytes = text.toUtf8();
    bytes.append(QByteArray((32 - bytes.size() % 32) % 32, ' '));
    const QByteArray letters =
            mix(bytes, seed, index).toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals);
    return QString(kWord) + QString::fromLatin1(letters);
}

bool isSealedStep(const QString &text)
{
    return text.startsWith(kWord);
}

bool unsealStep(const QString &sealed, std::uint64_t seed, std::size_t index, QString &text)
{
    if (!isSealedStep(sealed))
        return false;
    QByteArray letters = sealed.mid(kWord.size()).trimmed().toLatin1();
    while (letters.size() % 4 != 0)
        letters += '=';
    const auto decoded =
            QByteArray::fromBase64Encoding(letters, QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded)
        return false;
    text = QString::fromUtf8(mix(*decoded, seed, index));
    while (text.endsWith(u' '))
        text.chop(1);
    return true;
}

} // namespace mc
