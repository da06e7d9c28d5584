#include "seatphones.h"
#include "appsettings.h"

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
};

const RowRoles<SeatRow> kSeatRoles{{"seat", &SeatRow::seat},           {"name", &SeatRow::name},
                                   {"color", &SeatRow::color},         {"url", &SeatRow::url},
                                   {"qr", &SeatRow::qr},               {"connected", &SeatRow::connected},
                                   {"onPhone", &SeatRow::onPhone},     {"laptop", &SeatRow::laptop},
                                   {"computer", &SeatRow::computer}};

} // namespace

SeatPhones::SeatPhones(QObject *parent)
    : QObject(parent),
      m_rows(new RowListModel(kSeatRoles, this)),
      m_network(AppSettings::phonesNetwork()),
      m_joined(phones::kMaxSeats, false), m_laptop(phones::kMaxSeats, false)
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
    if (running())
        return true;
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
    m_lastPort = m_server->port();
    setProblem({});
    m_server->gameChanged(); // the phones of this game see where it stands now
    if (!m_wasRunning) {
        m_wasRunning = true;
        emit runningChanged();
    }
    refreshSeats();
    phonesChanged();
    return true;
}

void SeatPhones::stop()
{
    m_server->stop();
    pushPhoneSeats();
    if (m_wasRunning) {
        m_wasRunning = false;
        emit runningChanged();
    }
    refreshSeats();
    phonesChanged();
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
}

void SeatPhones::giveBack(int seat)
{
    if (seat < 0 || std::size_t(seat) >= m_laptop.size() || !m_laptop[std::size_t(seat)])
        return;
    m_laptop[std::size_t(seat)] = false;
    pushPhoneSeats();
    m_server->gameChanged();
    refreshSeats();
}

void SeatPhones::onGameStarted()
{
    // New secrets for every game; the phones of the old one are closed (a running server goes on).
    std::fill(m_joined.begin(), m_joined.end(), false);
    std::fill(m_laptop.begin(), m_laptop.end(), false);
    m_server->newGame();
    if (running())
        m_lastPort = m_server->port();
    pushPhoneSeats();
    refreshSeats();
    phonesChanged();
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
        const QString url = on && !computer ? m_server->seatUrl(p, host) : QString();
        rows.append(SeatRow{.seat = p,
                            .name = seatName(p),
                            .color = seatColor(p),
                            .url = url,
                            .qr = url.isEmpty() ? QString() : m_server->qrCodeDataUrl(p, host),
                            .connected = m_server->seatConnected(p),
                            .onPhone = seatOnPhone(p),
                            .laptop = bool(m_laptop[std::size_t(p)]),
                            .computer = computer});
    }
    m_rows->setTypedRows(kSeatRoles, rows);
}

void SeatPhones::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    emit problemChanged();
}
