#include "seatphones.h"

#include "seatlinks.h"
#include "appsettings.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace {

// One seat of the Phones dialog: its link and QR code while the phones are on, and who plays it where.
struct SeatRow {
    int seat = 0;
    QString name;
    QString color;
    QString url;
    QString qr; // a data: URL of the link's QR code
    bool connected = false;
    bool onPhone = false;
    bool laptop = false;
    bool computer = false;
    bool hidden = false;
    QString request;
};

const RowRoles<SeatRow> kSeatRoles{{"seat", &SeatRow::seat},           {"name", &SeatRow::name},
                                   {"color", &SeatRow::color},         {"url", &SeatRow::url},
                                   {"qr", &SeatRow::qr},               {"connected", &SeatRow::connected},
                                   {"onPhone", &SeatRow::onPhone},     {"laptop", &SeatRow::laptop},
                                   {"computer", &SeatRow::computer},   {"hidden", &SeatRow::hidden},
                                   {"request", &SeatRow::request}};

} // namespace

SeatPhones::SeatPhones(QObject *parent)
    : QObject(parent),
      m_rows(new RowListModel(kSeatRoles, this)),
      m_network(AppSettings::phonesNetwork()),
      m_joined(phones::kMaxSeats, false), m_laptop(phones::kMaxSeats, false), m_shown(phones::kMaxSeats, false)
{
    refreshNetworks();
}

SeatPhones::~SeatPhones()
{
    shutdownServer();
}

void SeatPhones::shutdownServer()
{
    // The server's last signals must not reach a half-destroyed object.
    if (m_server) {
        m_server->disconnect(this);
        m_server->stop();
        m_server.reset();
    }
}

void SeatPhones::attachServer(std::unique_ptr<phones::PhoneServer> server)
{
    m_server = std::move(server);
    connect(m_server.get(), &phones::PhoneServer::seatsChanged, this, &SeatPhones::onSeatsChanged);
    connect(m_server.get(), &phones::PhoneServer::refusingChanged, this, &SeatPhones::refusedNoticeChanged);
    connect(m_server.get(), &phones::PhoneServer::linksChanged, this, &SeatPhones::onLinksChanged);
    connect(m_server.get(), &phones::PhoneServer::requestsChanged, this, [this] {
        refreshSeats();
        emit requestsChanged();
    });
}

bool SeatPhones::running() const
{
    return m_server && m_server->isRunning();
}

QString SeatPhones::linkHost() const
{
    if (!m_linkHost.isEmpty())
        return m_linkHost;
    return m_network.isEmpty() ? phones::PhoneServer::lanAddress() : m_network;
}

QHostAddress SeatPhones::listenAddress() const
{
    return m_network.isEmpty() ? m_listen : QHostAddress(m_network);
}

bool SeatPhones::networkPresent() const
{
    if (m_network.isEmpty())
        return true;
    const auto all = phones::PhoneServer::networks();
    return std::any_of(all.cbegin(), all.cend(), [&](const phones::Network &n) { return n.address == m_network; });
}

void SeatPhones::refreshNetworks()
{
    //: Phones at the table: the server listens on every network of the laptop.
    const QString everyNetwork = tr("All networks");
    QVariantList list{QVariantMap{{u"address"_s, QString()}, {u"label"_s, everyNetwork}}};
    bool chosenListed = m_network.isEmpty();
    for (const phones::Network &n : phones::PhoneServer::networks()) {
        list.append(QVariantMap{{u"address"_s, n.address}, {u"label"_s, u"%1 (%2)"_s.arg(n.name, n.address)}});
        chosenListed = chosenListed || n.address == m_network;
    }
    if (!chosenListed) {
        //: Phones at the table: %1 the address of the network chosen last time, which is gone now.
        const QString gone = tr("%1 (not connected now)").arg(m_network);
        list.append(QVariantMap{{u"address"_s, m_network}, {u"label"_s, gone}});
    }
    if (list != m_networks) {
        m_networks = list;
        emit networksChanged();
    }
}

void SeatPhones::chooseNetwork(const QString &address)
{
    QHostAddress a;
    if (!address.isEmpty() && (!a.setAddress(address) || a.protocol() != QAbstractSocket::IPv4Protocol))
        return;
    const QString chosen = address.isEmpty() ? QString() : a.toString();
    if (chosen == m_network)
        return;
    m_network = chosen;
    AppSettings::setPhonesNetwork(chosen);
    setProblem({}); // a problem with the network chosen before is no longer one
    refreshNetworks();
    emit networksChanged();
    if (running()) { // moves there now, on the same port when it can
        m_server->stop();
        m_wasRunning = false;
        if (!start()) {
            pushPhoneSeats();
            emit runningChanged();
            refreshSeats();
            phonesChanged();
        }
    }
}

QString SeatPhones::refusedNotice() const
{
    const QStringList addresses = m_server ? m_server->refusing() : QStringList();
    if (addresses.isEmpty())
        return {};
    //: Phones at the table: %1 one or more network addresses, e.g. "192.168.1.23".
    return tr("Refusing connections from %1: too many at once").arg(addresses.join(u", "_s));
}

QString SeatPhones::seatUrl(int seat) const
{
    return running() ? m_server->seatUrl(seat, linkHost()) : QString();
}

bool SeatPhones::takenBack(int seat) const
{
    return seat >= 0 && std::size_t(seat) < m_laptop.size() && m_laptop[std::size_t(seat)];
}

bool SeatPhones::phoneMayDecide(int seat, QString &error) const
{
    if (!hasGame()) {
        error = u"there is no game"_s;
        return false;
    }
    if (takenBack(seat)) {
        error = u"the laptop decides for this seat now"_s;
        return false;
    }
    return true;
}

bool SeatPhones::start()
{
    if (!hasGame()) {
        setProblem(tr("Start a game first: the phones join the game on the table."));
        return false;
    }
    if (running()) {
        if (!m_on) {
            m_on = true;
            saveLinks();
        }
        return true;
    }
    if (!networkPresent()) {
        //: Phones at the table: %1 the address of the chosen network.
        setProblem(tr("The network chosen for the phones (%1) is not connected now: choose another one.").arg(m_network));
        return false;
    }
    QString why;
    bool ok = m_lastPort != 0 && m_server->start(listenAddress(), m_lastPort, &why);
    if (!ok)
        ok = m_server->start(listenAddress(), 0, &why);
    if (!ok) {
        //: %1 the reason from the network, e.g. "The address is protected".
        setProblem(tr("The phones could not be switched on: %1").arg(why));
        return false;
    }
    if (m_gamePort != 0 && m_server->port() != m_gamePort) {
        // The game's port is taken: every link changed, and no phone can come back by itself.
        //: Phones at the table, a continued game: %1 the port its links used, which another program has now.
        setLinksNotice(tr("The links changed: port %1 is taken now, so every phone must scan its code again.")
                               .arg(m_gamePort));
        m_server->forgetDevices();
        std::fill(m_joined.begin(), m_joined.end(), false);
        std::fill(m_shown.begin(), m_shown.end(), false);
    }
    m_lastPort = m_gamePort = m_server->port();
    m_on = true;
    setProblem({});
    m_server->gameChanged(); // the phones of this game see where it stands now
    saveLinks();
    updateRunning();
    pushPhoneSeats();
    refreshSeats();
    phonesChanged();
    return true;
}

void SeatPhones::stop()
{
    m_on = false;
    suspend();
    saveLinks();
}

void SeatPhones::suspend()
{
    m_server->stop();
    pushPhoneSeats();
    updateRunning();
    refreshSeats();
    phonesChanged();
}

void SeatPhones::updateRunning()
{
    if (running() != m_wasRunning) {
        m_wasRunning = running();
        emit runningChanged();
    }
}

void SeatPhones::showCode(int seat)
{
    if (seat < 0 || std::size_t(seat) >= m_shown.size() || m_shown[std::size_t(seat)])
        return;
    m_shown[std::size_t(seat)] = true;
    refreshSeats();
}

void SeatPhones::letIn(int seat)
{
    m_server->letIn(seat);
}

void SeatPhones::refuse(int seat)
{
    m_server->refuseRequest(seat);
}

int SeatPhones::requestCount() const
{
    int n = 0;
    const int seats = m_server->table().seatCount();
    for (int p = 0; p < seats; ++p)
        n += m_server->request(p).waiting ? 1 : 0;
    return n;
}

void SeatPhones::setLinksNotice(const QString &notice)
{
    if (notice == m_linksNotice)
        return;
    m_linksNotice = notice;
    emit linksNoticeChanged();
}

QJsonObject SeatPhones::linksJson() const
{
    const int count = std::min(m_server->table().seatCount(), int(m_laptop.size()));
    QJsonArray seats = phones::linksToJson(m_server->seatLinks(), count);
    for (int p = 0; p < count; ++p) {
        if (!m_laptop[std::size_t(p)])
            continue;
        QJsonObject seat = seats.at(p).toObject();
        seat.insert(u"laptop"_s, true);
        seats.replace(p, seat);
    }
    QJsonObject o{{u"on"_s, m_on}, {u"seats"_s, seats}};
    if (m_gamePort != 0)
        o.insert(u"port"_s, int(m_gamePort));
    return o;
}

bool SeatPhones::readLinks(const QJsonObject &stored, std::vector<phones::PhoneServer::SeatLink> &links) const
{
    return phones::linksFromJson(stored.value(u"seats"_s).toArray(), m_server->table().seatCount(), links);
}

void SeatPhones::saveLinks()
{
    if (hasGame())
        storeLinks(linksJson());
}

void SeatPhones::takeBack(int seat)
{
    if (seat < 0 || std::size_t(seat) >= m_laptop.size() || m_laptop[std::size_t(seat)])
        return;
    m_laptop[std::size_t(seat)] = true;
    seatTakenBack(seat);
    pushPhoneSeats();
    m_server->gameChanged();
    refreshSeats();
    phonesChanged();
    saveLinks();
}

void SeatPhones::giveBack(int seat)
{
    if (seat < 0 || std::size_t(seat) >= m_laptop.size() || !m_laptop[std::size_t(seat)])
        return;
    m_laptop[std::size_t(seat)] = false;
    pushPhoneSeats();
    m_server->gameChanged();
    refreshSeats();
    saveLinks();
}

void SeatPhones::onGameStarted()
{
    std::fill(m_joined.begin(), m_joined.end(), false);
    std::fill(m_laptop.begin(), m_laptop.end(), false);
    std::fill(m_shown.begin(), m_shown.end(), false);
    setLinksNotice({});
    std::vector<phones::PhoneServer::SeatLink> links;
    if (!hasGame()) {
        // No game on the table: nothing to serve.
        m_on = false;
        m_gamePort = 0;
        m_server->stop();
    } else if (readLinks(storedLinks(), links)) {
        // A game continued: its own links again (held answers stay when it is the game the server
        // had), and its phones on again when they were.
        const int seats = m_server->table().seatCount();
        const auto current = m_server->seatLinks();
        bool same = true;
        for (int p = 0; p < seats; ++p)
            same = same && current[std::size_t(p)].secret == links[std::size_t(p)].secret;
        const bool wasRunning = running();
        m_server->stop();
        m_server->restoreLinks(links, same);
        const QJsonArray stored = storedLinks().value(u"seats"_s).toArray();
        for (int p = 0; p < seats; ++p) {
            m_laptop[std::size_t(p)] = stored.at(p).toObject().value(u"laptop"_s).toBool();
            m_joined[std::size_t(p)] = m_server->hasDevice(p) && !isComputer(p);
        }
        const int port = storedLinks().value(u"port"_s).toInt(0);
        m_gamePort = port > 0 && port < 65536 ? quint16(port) : 0;
        if (m_gamePort != 0)
            m_lastPort = m_gamePort;
        m_on = storedLinks().value(u"on"_s).toBool() || wasRunning;
        if (m_on)
            start();
    } else {
        // A new game (or a save from before phone links were kept): new secrets; a running server goes on.
        m_server->newGame();
        m_on = running();
        m_gamePort = running() ? m_server->port() : 0;
        if (running()) {
            m_lastPort = m_server->port();
            saveLinks(); // a game whose phones were never on keeps no links
        }
    }
    updateRunning();
    pushPhoneSeats();
    refreshSeats();
    phonesChanged();
    emit requestsChanged();
}

void SeatPhones::onSeatsChanged()
{
    // A seat whose phone joined decides on it from then on, also while the phone sleeps or
    // reconnects; the laptop can take it back.
    const int seats = std::min(m_server->table().seatCount(), int(m_joined.size()));
    for (int p = 0; p < seats; ++p)
        if (m_server->seatConnected(p) && !isComputer(p))
            m_joined[std::size_t(p)] = true;
    pushPhoneSeats();
    refreshSeats();
    emit seatsChanged();
}

void SeatPhones::onLinksChanged()
{
    // A device joined a seat or was let in: the code is hidden again, and the game keeps the device.
    const int seats = std::min(m_server->table().seatCount(), int(m_joined.size()));
    for (int p = 0; p < seats; ++p)
        if (m_server->hasDevice(p) && !m_joined[std::size_t(p)] && !isComputer(p)) {
            m_joined[std::size_t(p)] = true;
            m_shown[std::size_t(p)] = false;
        }
    saveLinks();
    pushPhoneSeats();
    refreshSeats();
}

void SeatPhones::pushPhoneSeats()
{
    unsigned mask = 0;
    if (running())
        for (std::size_t p = 0; p < m_joined.size(); ++p)
            if (m_joined[p] && !m_laptop[p])
                mask |= 1u << p;
    setPhoneSeats(mask);
}

QVariantList SeatPhones::connected() const
{
    QVariantList out;
    const int seats = m_server->table().seatCount();
    for (int p = 0; p < seats; ++p)
        out << m_server->seatConnected(p);
    return out;
}

int SeatPhones::connectedCount() const
{
    return m_server->connectedSeats();
}

void SeatPhones::refreshSeats()
{
    QList<SeatRow> rows;
    const int seats = std::min(m_server->table().seatCount(), int(m_laptop.size()));
    const bool on = running();
    const QString host = on ? linkHost() : QString();
    for (int p = 0; p < seats; ++p) {
        const bool computer = isComputer(p);
        // Once a phone has joined, its code is off the screen: nobody else scans it while it sleeps.
        const bool hidden = on && !computer && (m_joined[std::size_t(p)] || m_server->hasDevice(p)) && !m_shown[std::size_t(p)];
        const QString url = on && !computer && !hidden ? m_server->seatUrl(p, host) : QString();
        rows.append(SeatRow{.seat = p,
                            .name = seatName(p),
                            .color = seatColor(p),
                            .url = url,
                            .qr = url.isEmpty() ? QString() : m_server->qrCodeDataUrl(p, host),
                            .connected = m_server->seatConnected(p),
                            .onPhone = seatOnPhone(p),
                            .laptop = bool(m_laptop[std::size_t(p)]),
                            .computer = computer,
                            .hidden = hidden,
                            .request = requestText(p)});
    }
    m_rows->setTypedRows(kSeatRoles, rows);
}

QString SeatPhones::requestText(int seat) const
{
    const phones::PhoneServer::Request r = m_server->request(seat);
    if (!r.waiting)
        return {};
    QString device;
    if (!r.browser.isEmpty() && !r.system.isEmpty())
        //: A device asking for a seat: %1 its browser, %2 its system ("Firefox on Android").
        device = tr("%1 on %2").arg(r.browser, r.system);
    else if (!r.browser.isEmpty() || !r.system.isEmpty())
        device = r.browser.isEmpty() ? r.system : r.browser;
    else
        //: A device asking for a seat whose browser is not known.
        device = tr("an unknown browser");
    //: Phones at the table: %1 a player, %2 the device ("Firefox on Android"), %3 its network address.
    return tr("Another device wants %1's seat (%2, %3).").arg(seatName(seat), device, r.address);
}

void SeatPhones::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    emit problemChanged();
}
