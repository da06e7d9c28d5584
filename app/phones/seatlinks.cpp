#include "seatlinks.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace phones {

QJsonArray linksToJson(const std::vector<PhoneServer::SeatLink> &links, int seats)
{
    QJsonArray out;
    for (int p = 0; p < seats && std::size_t(p) < links.size(); ++p) {
        const auto &link = links[std::size_t(p)];
        QJsonArray replaced;
        for (const QByteArray &d : link.replaced)
            replaced.append(QString::fromLatin1(d));
        QJsonObject seat{{u"secret"_s, QString::fromLatin1(link.secret)}};
        if (!link.device.isEmpty())
            seat.insert(u"device"_s, QString::fromLatin1(link.device));
        if (!replaced.isEmpty())
            seat.insert(u"replaced"_s, replaced);
        out.append(seat);
    }
    return out;
}

bool linksFromJson(const QJsonArray &stored, int seats, std::vector<PhoneServer::SeatLink> &links)
{
    if (seats <= 0 || seats > kMaxSeats || stored.size() != seats)
        return false;
    links.assign(kMaxSeats, {});
    for (int p = 0; p < seats; ++p) {
        const QJsonObject seat = stored.at(p).toObject();
        auto &link = links[std::size_t(p)];
        link.secret = seat.value(u"secret"_s).toString().toLatin1();
        if (!PhoneServer::isSecret(link.secret))
            return false;
        link.device = seat.value(u"device"_s).toString().toLatin1();
        for (const QJsonValue &d : seat.value(u"replaced"_s).toArray())
            link.replaced.append(d.toString().toLatin1());
    }
    return true;
}

} // namespace phones
