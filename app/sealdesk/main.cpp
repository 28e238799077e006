// sealdesk: the desktop operator console.
#include "main_window.hpp"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("sealdesk"));
    QApplication::setApplicationDisplayName(QStringLiteral("Seal Desk"));
    QApplication::setApplicationVersion(QStringLiteral(SEAL_VERSION));
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);
    seal::MainWindow window;
    window.show();
    return QApplication::exec();
}
