// One console per desktop session for links (issue 27 item 2): the running
// sealdesk owns the session-bus name dev.sealdesk.SealDesk, and a second
// `sealdesk --open sealdesk://…` (a link clicked in mail or chat, through the
// URL scheme the .desktop file registers) hands the link to it and exits,
// instead of starting another console and another login.
#pragma once

#include <QObject>
#include <QString>

namespace seal {

inline constexpr char kLinkServiceName[] = "dev.sealdesk.SealDesk";

class LinkService : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "dev.sealdesk.SealDesk")
public:
    explicit LinkService(QObject* parent = nullptr);
    ~LinkService() override;

    // Takes the name on the session bus; false (and nothing else happens)
    // when there is no bus or another console has it.
    bool registerOnSessionBus();

    // Hands `link` to the console that owns the name. True when it took it;
    // false with the reason in `why` (none runs, no bus, or it refused the link).
    static bool forward(const QString& link, QString* why);

public Q_SLOTS:
    // Over D-Bus: opens `link` in this console; returns why not (empty: opened).
    Q_SCRIPTABLE QString Open(const QString& link);

Q_SIGNALS:
    // Opens the link; the receiver returns why not through `*problem`.
    void openRequested(const QString& link, QString* problem);

private:
    bool m_registered = false;
};

} // namespace seal
