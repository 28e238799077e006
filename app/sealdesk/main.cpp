// sealdesk: the desktop operator console.
//
//   sealdesk [--dsn DSN] [--page NAME]
//   sealdesk --dsn DSN --page NAME --screenshot FILE.png [--size WxH]
//
// Without --dsn the store is $SEAL_DSN, else libpq's environment. With
// --screenshot the page is loaded offscreen, its data awaited, the window
// saved as a PNG, and the exit code says whether that worked (one line on
// stderr when not).
#include "certificates_page.hpp"
#include "events_page.hpp"
#include "main_window.hpp"
#include "store_client.hpp"

#include <QApplication>
#include <QCommandLineParser>
#include <QDeadlineTimer>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QTimer>
#include <QTranslator>
#include <cstdio>
#include <cstring>
#include <optional>

namespace {

constexpr int kScreenshotTimeoutMs = 60'000;

int fail(const QString& message)
{
    std::fprintf(stderr, "sealdesk: %s\n", qPrintable(message));
    return 1;
}

// Qt's own strings and ours, in the system's language (embedded .qm files).
void installTranslators(QApplication& app)
{
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(qt);
    auto* own = new QTranslator(&app);
    if (own->load(QLocale(), QStringLiteral("sealdesk"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(own);
}

// The pages built so far, at their fixed places.
void addPages(seal::MainWindow& window, seal::StoreClient& store)
{
    window.addPage(seal::PageSlot::Certificates, QApplication::translate("main", "Certificates"),
                   QIcon(QStringLiteral(":/icons/certificates.svg")), new seal::CertificatesPage(&store));
    window.addPage(seal::PageSlot::Events, QApplication::translate("main", "Events"),
                   QIcon(QStringLiteral(":/icons/events.svg")), new seal::EventsPage(&store));
}

std::optional<QSize> parseSize(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("^([0-9]{2,5})x([0-9]{2,5})$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch()) return std::nullopt;
    return QSize(match.captured(1).toInt(), match.captured(2).toInt());
}

// Waits for the page's first data and the identity in the status bar, then
// saves the window. Returns the process exit code.
int screenshot(seal::MainWindow& window, seal::StoreClient& store, seal::ConsolePage* page,
               const QString& file)
{
    QString problem;
    QObject::connect(page, &seal::ConsolePage::problemOccurred, &window,
                     [&problem](const QString& message) { problem = message; });
    QObject::connect(&store, &seal::StoreClient::connectionLost, &window,
                     [&problem](const QString& message) { problem = message; });
    window.show();
    const QDeadlineTimer deadline(kScreenshotTimeoutMs);
    while (problem.isEmpty() && !(page->hasData() && store.identity()) && !deadline.hasExpired())
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 50);
    if (problem.isEmpty()) problem = page->problem();
    if (!problem.isEmpty()) return fail(problem);
    if (deadline.hasExpired())
        return fail(QApplication::translate("main", "timed out after %1 s waiting for the page's data")
                        .arg(kScreenshotTimeoutMs / 1000));
    // Let the view lay out the rows and settle its own paging before the picture.
    QEventLoop settle;
    QTimer::singleShot(300, &settle, &QEventLoop::quit);
    settle.exec();
    if (!window.grab().save(file, "PNG"))
        return fail(QApplication::translate("main", "cannot write %1").arg(file));
    return 0;
}

// A screenshot run reports one line on failure and nothing else: Qt's own
// chatter (offscreen platform notes, runtime-dir warnings) is dropped.
void quietHandler(QtMsgType type, const QMessageLogContext&, const QString& message)
{
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "sealdesk: %s\n", qPrintable(message));
}

bool wantsScreenshot(int argc, char** argv)
{
    for (int i = 1; i < argc; ++i)
        if (std::strncmp(argv[i], "--screenshot", 12) == 0) return true;
    return false;
}

} // namespace

int main(int argc, char** argv)
{
    // A screenshot never opens a window on the user's screen.
    if (wantsScreenshot(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
        qInstallMessageHandler(quietHandler);
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("sealdesk"));
    QApplication::setApplicationDisplayName(QStringLiteral("Seal Desk"));
    QApplication::setApplicationVersion(QStringLiteral(SEAL_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/sealdesk.svg")));
    installTranslators(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Operator console for the seal store."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dsnOption(
        QStringLiteral("dsn"),
        QApplication::translate("main",
                                "libpq connection string (default: $SEAL_DSN, then libpq's environment)."),
        QStringLiteral("DSN"));
    const QCommandLineOption pageOption(
        QStringLiteral("page"), QApplication::translate("main", "Page to open: certificates or events."),
        QStringLiteral("NAME"));
    const QCommandLineOption shotOption(
        QStringLiteral("screenshot"),
        QApplication::translate("main", "Load the page offscreen, save the window as a PNG and exit."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption sizeOption(
        QStringLiteral("size"),
        QApplication::translate("main", "Window size for the screenshot (default 1280x800)."),
        QStringLiteral("WxH"), QStringLiteral("1280x800"));
    parser.addOptions({dsnOption, pageOption, shotOption, sizeOption});
    parser.process(app);

    const auto size = parseSize(parser.value(sizeOption));
    if (!size)
        return fail(QApplication::translate("main", "--size wants WxH, e.g. 1280x800, not \"%1\"")
                        .arg(parser.value(sizeOption)));

    seal::StoreClient store(parser.value(dsnOption));
    seal::MainWindow window(&store);
    addPages(window, store);
    std::optional<seal::PageSlot> slot = seal::PageSlot::Certificates;
    if (parser.isSet(pageOption)) {
        slot = seal::pageSlotFromName(parser.value(pageOption));
        if (!slot || !window.page(*slot))
            return fail(QApplication::translate("main", "no page \"%1\" (built so far: certificates, events)")
                            .arg(parser.value(pageOption)));
    }
    window.showPage(*slot);
    window.resize(*size);
    if (parser.isSet(shotOption))
        return screenshot(window, store, window.page(*slot), parser.value(shotOption));
    window.show();
    return QApplication::exec();
}
