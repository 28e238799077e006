// sealdesk: the desktop operator console.
//
//   sealdesk [--dsn DSN | --profile NAME | --demo] [--page NAME] [--currency CODE]
//   sealdesk [--open] sealdesk://KIND/KEY
//   sealdesk --dsn DSN --page NAME --screenshot FILE.png [--size WxH]
//
// Without --dsn the store is $SEAL_DSN, else libpq's environment. --demo
// starts the console's own demo store (demo_mode.hpp) and stops it on exit
// when this process started it. With
// --screenshot the page is loaded offscreen, its data awaited, the window
// saved as a PNG, and the exit code says whether that worked (one line on
// stderr when not). A sealdesk:// link goes to the console already running
// in this desktop session when there is one (link_service.hpp), else this
// one starts and opens it.
#include "app/sealdesk/demo_mode.hpp"
#include "app/sealdesk/link_service.hpp"
#include "app/sealdesk/session.hpp"
#include "app/sealdesk/translators.hpp"
#include "core/evidence/item_link.hpp"
#include "core/rules/chain_aggregates.hpp"
#include "models/services/secret_store.hpp"
#include "models/services/settings.hpp"
#include "models/store_client.hpp"
#include "views/main_window.hpp"
#include "views/page_table.hpp"
#include "views/widgets/console_page.hpp"
#include "views/widgets/plain_tooltips.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTimer>
#include <clocale>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace {

constexpr int kScreenshotTimeoutMs = 60'000;

int fail(const QString& message)
{
    std::fprintf(stderr, "sealdesk: %s\n", qPrintable(message));
    return 1;
}

// --demo: starts (or finds) the demo store behind a progress dialog. When it
// runs, its key signs this session's votes and `ready` continues the start;
// when it cannot, the process ends with exit code 1 after saying why.
void startDemo(seal::DemoMode& demo, bool quiet, std::function<void()> ready)
{
    QPointer<QProgressDialog> progress;
    if (!quiet) {
        progress =
            new QProgressDialog(QApplication::translate("main", "Starting the demo store…"), QString(), 0, 0);
        progress->setAttribute(Qt::WA_DeleteOnClose);
        progress->setWindowTitle(QApplication::translate("main", "Seal Desk demo"));
        progress->setMinimumDuration(0);
        progress->setMinimumWidth(460);
        QObject::connect(&demo, &seal::DemoMode::progress, progress,
                         [p = progress.data()](const QString& line) { p->setLabelText(line); });
        progress->show();
    }
    const auto stopProgress = [progress] {
        if (progress) progress->deleteLater(); // after the next window shows, so the application stays
    };
    QObject::connect(&demo, &seal::DemoMode::failed, &demo, [quiet, stopProgress](const QString& why) {
        const QString message = QApplication::translate("main", "The demo store did not start: %1").arg(why);
        fail(message);
        if (quiet) {
            QApplication::exit(1);
            return;
        }
        auto* box = new QMessageBox(QMessageBox::Critical, QApplication::translate("main", "Seal Desk demo"),
                                    message);
        box->setTextFormat(Qt::PlainText);
        box->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(box, &QMessageBox::finished, box, [] { QApplication::exit(1); });
        box->open();
        stopProgress();
    });
    QObject::connect(&demo, &seal::DemoMode::started, &demo, [&demo, ready, stopProgress] {
        seal::SessionKeys::setGovernanceKey(demo.server().govKey); // a value, never the environment
        if (demo.identities().isEmpty()) {
            fail(QApplication::translate("main", "the demo store has no approver"));
            QApplication::exit(1);
            return;
        }
        ready();
        stopProgress();
    });
    demo.start();
}

std::optional<QSize> parseSize(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^([0-9]{2,5})x([0-9]{2,5})$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch()) return std::nullopt;
    return QSize(match.captured(1).toInt(), match.captured(2).toInt());
}

// For scripts/bench.sh: the moment the page's data is on screen, as
// nanoseconds since the epoch in the file $SEAL_BENCH_READY_FILE, so that a
// page's figure can leave out the screenshot's own settle, grab and exit.
void noteReadyForBench()
{
    const QByteArray file = qgetenv("SEAL_BENCH_READY_FILE");
    if (file.isEmpty()) return;
    if (std::FILE* out = std::fopen(file.constData(), "w")) {
        std::fprintf(out, "%lld\n", static_cast<long long>(QDateTime::currentMSecsSinceEpoch()) * 1000000LL);
        std::fclose(out);
    }
}

// Waits (in the application's event loop) for the page's first data and the
// identity in the status bar, then saves the window and ends the loop with
// the process exit code.
void screenshot(seal::MainWindow& window, seal::StoreClient& store, seal::ConsolePage* page,
                const QString& file)
{
    auto problem = std::make_shared<QString>();
    QObject::connect(page, &seal::ConsolePage::problemOccurred, &window,
                     [problem](const QString& message) { *problem = message; });
    QObject::connect(&store, &seal::StoreClient::connectionLost, &window,
                     [problem](const QString& message) { *problem = message; });
    auto* poll = new QTimer(&window);
    const QDeadlineTimer deadline(kScreenshotTimeoutMs);
    QObject::connect(poll, &QTimer::timeout, &window, [&window, &store, page, file, problem, poll, deadline] {
        const bool ready = page->hasData() && store.identity();
        if (problem->isEmpty() && !ready && !deadline.hasExpired()) return;
        poll->stop();
        if (problem->isEmpty()) *problem = page->problem();
        if (!problem->isEmpty()) {
            QApplication::exit(fail(*problem));
        } else if (!ready) {
            QApplication::exit(
                fail(QApplication::translate("main", "timed out after %1 s waiting for the page's data")
                         .arg(kScreenshotTimeoutMs / 1000)));
        } else {
            noteReadyForBench();
            // Let the view lay out the rows and settle its own paging before the picture.
            QTimer::singleShot(300, &window, [&window, file] {
                QApplication::exit(window.grab().save(file, "PNG")
                                       ? 0
                                       : fail(QApplication::translate("main", "cannot write %1").arg(file)));
            });
        }
    });
    window.show();
    poll->start(50);
}

// A screenshot run reports one line on failure and nothing else: Qt's own
// chatter (offscreen platform notes, runtime-dir warnings) is dropped.
void quietHandler(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "sealdesk: %s\n", qPrintable(message));
}

volatile std::sig_atomic_t g_interrupted = 0;

void onInterrupt(int)
{
    g_interrupted = 1;
}

// SIGINT / SIGTERM end the event loop, so that destructors run (the demo
// store this process started is stopped) instead of the process just dying.
void quitOnInterrupt(QApplication& app)
{
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
    auto* poll = new QTimer(&app);
    QObject::connect(poll, &QTimer::timeout, &app, [] {
        if (g_interrupted) QApplication::quit();
    });
    poll->start(200);
}

// No --dsn and nothing in the environment that tells libpq where to go.
bool nothingGiven(bool dsnOption)
{
    if (dsnOption) return false;
    for (const char* name : {"SEAL_DSN", "PGHOST", "PGHOSTADDR", "PGSERVICE", "PGDATABASE"})
        if (!qEnvironmentVariableIsEmpty(name)) return false;
    return true;
}

bool wantsScreenshot(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        if (std::strncmp(argv[i], "--screenshot", 12) == 0) return true;
    return false;
}

// --help and --version print and exit: they work without a display too.
bool onlyPrints(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        for (const char* option : {"--help", "-h", "--help-all", "--version", "-v"})
            if (std::strcmp(argv[i], option) == 0) return true;
    return false;
}

} // namespace

int main(int argc, char** argv)
{
    // A screenshot never opens a window on the user's screen; --help and
    // --version need no display. Both get Qt's own "-platform offscreen"
    // argument (the environment is left as it is) unless QT_QPA_PLATFORM says.
    const bool shooting = wantsScreenshot(argc, argv);
    const bool printing = onlyPrints(argc, argv);
    bool offscreen = false;
    if (printing) {
        offscreen = qEnvironmentVariableIsEmpty("DISPLAY") &&
                    qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") &&
                    qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
        qInstallMessageHandler(quietHandler);
    }
    if (shooting) {
        offscreen = offscreen || qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
        qInstallMessageHandler(quietHandler);
    }
    std::vector<char*> args(argv, argv + argc);
    static char platformFlag[] = "-platform";
    static char platformName[] = "offscreen";
    if (offscreen) {
        args.insert(args.begin() + 1, platformName);
        args.insert(args.begin() + 1, platformFlag);
    }
    args.push_back(nullptr);
    int qtArgc = static_cast<int>(args.size()) - 1;
    QApplication app(qtArgc, args.data());
    // Numeric locale policy: QApplication applied the user's locale to the
    // whole C runtime (LC_ALL). Numbers exchanged with the store, files,
    // digests and signatures must not follow it, so the C runtime keeps "C"
    // for LC_NUMERIC; only QLocale (which reads the environment, not
    // setlocale) formats numbers for the user. Core is locale-proof anyway.
    std::setlocale(LC_NUMERIC, "C");
    QApplication::setApplicationName(QStringLiteral("sealdesk"));
    QApplication::setApplicationDisplayName(QStringLiteral("Seal Desk"));
    QApplication::setApplicationVersion(QStringLiteral(SEAL_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/sealdesk.svg")));
    // Licence counts below the chain's head, kept between runs: the same
    // directory, key and SEAL_CACHE_DIR / SEAL_CACHE_KEY as sealctl (one
    // function in core reads the environment for both).
    seal::AggregateCache::instance().configureFromEnvironment();
    seal::PlainToolTips::install(); // store strings in tooltips are plain text too
    QGuiApplication::setDesktopFileName(
        QStringLiteral("dev.sealdesk.SealDesk")); // links windows to the .desktop entry
    // Screenshots are reproducible: they never read or write the user's settings.
    QTemporaryDir scratch;
    seal::Settings settings =
        shooting ? seal::Settings(scratch.filePath(QStringLiteral("settings.ini"))) : seal::Settings();
    seal::installTranslators(app, settings.language());

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Operator console for the seal store."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dsnOption(
        QStringLiteral("dsn"),
        QApplication::translate("main",
                                "libpq connection string (default: $SEAL_DSN, then libpq's environment)."),
        QStringLiteral("DSN"));
    const QCommandLineOption readDsnOption(
        QStringLiteral("read-dsn"),
        QApplication::translate("main",
                                "a streaming standby to read from; writes still go to --dsn (default: "
                                "$SEAL_READ_DSN)."),
        QStringLiteral("DSN"));
    const QCommandLineOption pageOption(
        QStringLiteral("page"),
        QApplication::translate("main", "Page to open: %1.").arg(seal::pageIds().join(QStringLiteral(", "))),
        QStringLiteral("NAME"));
    const QCommandLineOption shotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Load the page offscreen, save the window as a PNG and exit."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        QApplication::translate("main", "Window size for the screenshot (default 1280x800)."),
        QStringLiteral("WxH"), QStringLiteral("1280x800"));
    const QCommandLineOption profileOption(
        QStringLiteral("profile"),
        QApplication::translate("main", "Connect with a saved connection profile."), QStringLiteral("NAME"));
    const QCommandLineOption demoOption(
        QStringLiteral("demo"),
        QApplication::translate("main",
                                "Start the console's own demo store (a private PostgreSQL with simulated "
                                "agents) and connect to it as a demo approver."));
    const QCommandLineOption currencyOption(
        QStringLiteral("currency"),
        QApplication::translate("main", "The currency of the store's amounts (ISO 4217, e.g. EUR), over the "
                                        "profile's for this run."),
        QStringLiteral("CODE"));
    const QCommandLineOption openOption(
        QStringLiteral("open"),
        QApplication::translate("main",
                                "Open one item by its link, e.g. sealdesk://approval/ID: in the console "
                                "already running, else in this one."),
        QStringLiteral("LINK"));
    parser.addOptions({dsnOption, readDsnOption, profileOption, demoOption, pageOption, shotOption,
                       sizeOption, currencyOption, openOption});
    parser.addPositionalArgument(QStringLiteral("link"),
                                 QApplication::translate("main", "A sealdesk:// link, as --open takes it."),
                                 QStringLiteral("[LINK]"));
    parser.process(app);
    QString link = parser.value(openOption);
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1 || (!positional.isEmpty() && !link.isEmpty()))
        return fail(QApplication::translate("main", "one link at a time, please"));
    if (!positional.isEmpty()) link = positional.first();
    if (!link.isEmpty()) {
        std::string why;
        if (!seal::parseItemLink(link.toStdString(), &why))
            return fail(QApplication::translate("main", "cannot open \"%1\": %2")
                            .arg(link.left(200), QString::fromStdString(why)));
    }
    // A link goes to the console already running in this desktop session.
    if (!link.isEmpty() && !shooting) {
        QString why;
        if (seal::LinkService::forward(link, &why)) return why.isEmpty() ? 0 : fail(why);
    }
    if (parser.isSet(currencyOption)) {
        const QString code = parser.value(currencyOption);
        if (!seal::isCurrencyCode(code))
            return fail(QApplication::translate("main",
                                                "--currency wants an ISO 4217 code such as EUR or USD, "
                                                "not \"%1\"")
                            .arg(code));
        seal::MoneyFormat::instance().setOverride(code);
    }

    const auto size = parseSize(parser.value(sizeOption));
    if (!size)
        return fail(QApplication::translate("main", "--size wants WxH, e.g. 1280x800, not \"%1\"")
                        .arg(parser.value(sizeOption)));

    // A saved profile: named, or the last one used when nothing else says where.
    const bool nowhere = nothingGiven(parser.isSet(dsnOption)) && !shooting;
    const QString profileName = parser.isSet(profileOption) ? parser.value(profileOption)
                                : nowhere                   ? settings.lastProfile()
                                                            : QString();
    std::unique_ptr<seal::DemoMode> demo;
    seal::Session session(settings, seal::addConsolePages);
    // Later links (a second `sealdesk --open`, the desktop's URL handler) come here.
    seal::LinkService links;
    if (!shooting) {
        QObject::connect(&links, &seal::LinkService::openRequested, &session,
                         [&session](const QString& l, QString* problem) { *problem = session.openLink(l); });
        links.registerOnSessionBus();
    }
    // The window on the page asked for: shown, or saved as a screenshot. A
    // non-zero result is the exit code of a start that cannot go on.
    const auto openWindow = [&]() -> int {
        seal::MainWindow& window = *session.window();
        const QString pageId = parser.isSet(pageOption) ? parser.value(pageOption) : seal::pageTable().front().id;
        if (!window.page(pageId))
            return fail(QApplication::translate("main", "no page \"%1\" (pages: %2)")
                            .arg(pageId, seal::pageIds().join(QStringLiteral(", "))));
        window.showPage(pageId);
        if (!link.isEmpty()) window.openLink(link);
        if (shooting) {
            window.resize(*size);
            screenshot(window, *session.store(), window.page(pageId), parser.value(shotOption));
            return 0;
        }
        if (settings.windowGeometry().isEmpty()) window.resize(*size);
        window.show();
        return 0;
    };
    // Everything after the session's keys are known: the demo, a saved
    // profile (its passwords from the keychain) or a DSN. It runs in the
    // event loop, so a start that cannot go on exits the loop with its code.
    const auto begin = [&]() -> int {
        if (parser.isSet(demoOption)) {
            // Leaving the demo for a real store (Connection ▸ Connect…) puts the
            // user's own governance key back: demo keys never sign real votes.
            const std::optional<std::string> ownKey = seal::SessionKeys::governanceKey();
            // Back on the demo server (the Demo menu survives reconnects), its key again.
            QObject::connect(&session, &seal::Session::windowBuilt, &app, [&session, &demo, ownKey] {
                if (session.actingAs().isEmpty())
                    seal::SessionKeys::setGovernanceKey(ownKey);
                else if (demo)
                    seal::SessionKeys::setGovernanceKey(demo->server().govKey);
            });
            demo = std::make_unique<seal::DemoMode>();
            session.setDemoMode(demo.get());
            startDemo(*demo, shooting, [&] {
                const auto identities = demo->identities();
                session.setDemoIdentities(identities, identities.first().name);
                session.reconnect(identities.first().dsn, seal::DemoMode::profile());
                if (const int code = openWindow(); code != 0) {
                    QApplication::exit(code);
                    return;
                }
                if (!shooting) {
                    demo->startSimulation();
                    quitOnInterrupt(app); // Ctrl+C still stops the demo store
                }
            });
            return 0;
        }
        if (!profileName.isEmpty()) {
            const auto profile = settings.profile(profileName);
            if (!profile)
                return fail(QApplication::translate("main", "no saved profile \"%1\"").arg(profileName));
            QStringList keys = {seal::SecretStore::passwordKey(profile->name)};
            if (!profile->readFrom.isEmpty()) keys << seal::SecretStore::readPasswordKey(profile->name);
            seal::SecretStore::readAll(keys, &session, [&session, &openWindow, profile = *profile](
                                                           const QList<seal::SecretResult>& got) {
                const QString secret = got.value(0).ok() ? got.value(0).value : QString();
                const QString readSecret = got.size() > 1 && got[1].ok() ? got[1].value : QString();
                session.reconnect(seal::conninfo(profile, secret), profile, seal::readConninfo(profile, secret, readSecret));
                if (const int code = openWindow(); code != 0) QApplication::exit(code);
            });
            return 0;
        }
        const QString readDsn =
            parser.isSet(readDsnOption) ? parser.value(readDsnOption) : qEnvironmentVariable("SEAL_READ_DSN");
        session.reconnect(parser.value(dsnOption), seal::ConnectionProfile{}, readDsn);
        // Nowhere to connect to at all: a newcomer gets the connection dialog.
        if (nowhere && settings.profiles().isEmpty())
            QTimer::singleShot(0, &session, &seal::Session::openConnectionDialog);
        return openWindow();
    };
    if (shooting) {
        // A screenshot needs no session keys: it writes nothing.
        if (const int code = begin(); code != 0) return code;
    } else {
        // SEAL_GOV_KEY, SEAL_WITNESS_KEY, SEAL_WITNESS_URL: read once, before any worker starts.
        seal::SecretStore::loadSessionKeys(&session, [&begin](const QStringList&) {
            if (const int code = begin(); code != 0) QApplication::exit(code);
        });
    }
    return QApplication::exec();
}
