#include "views/dialogs/about_dialog.hpp"

#include "core/evidence/linked_libraries.hpp"
#include "models/store_client.hpp"
#include "views/widgets/field_form.hpp"
#include "views/widgets/plain_label.hpp"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QIcon>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <array>

// Set for this file by views/CMakeLists.txt from what CMake found: neither
// library says its version at run time (QtKeychain's header macro is stale).
#ifndef SEAL_QTKEYCHAIN_VERSION
#define SEAL_QTKEYCHAIN_VERSION "?"
#endif
#ifndef SEAL_CLI11_VERSION
#define SEAL_CLI11_VERSION "?"
#endif

namespace seal {
namespace {

enum Column
{
    LibraryColumn,
    VersionColumn,
    LicenceColumn,
    UseColumn,
    ColumnCount
};

struct Library
{
    QString name;
    QString version;
    QString licence; // SPDX identifier: the same in every language
    QString use;
};

QString coreVersion(const char* name)
{
    for (const LinkedLibrary& library : linkedLibraries())
        if (library.name == name) return QString::fromStdString(library.version);
    return QStringLiteral("?");
}

// describe() joins host and database with a '/'; a host may be a socket
// directory with slashes of its own, a database name has none in practice.
std::pair<QString, QString> serverAndDatabase(const QString& described)
{
    const qsizetype slash = described.lastIndexOf(QLatin1Char('/'));
    if (slash < 0) return {described, QString()};
    return {described.left(slash), described.mid(slash + 1)};
}

} // namespace

AboutDialog::AboutDialog(StoreClient* store, QWidget* parent) : QDialog(parent), m_store(store)
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About Seal Desk"));

    auto* icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/sealdesk.svg")).pixmap(64, 64));
    QLabel* title = plainLabel(tr("Seal Desk %1").arg(QApplication::applicationVersion()), this,
                               QStringLiteral("aboutVersion"));
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    title->setFont(big);
    QLabel* what =
        plainLabel(tr("The operator console of the seal kernel's store: approvals, autonomy levels, "
                      "holds, divergences, the certificate chain and its evidence."),
                   this, QStringLiteral("aboutDescription"));
    what->setWordWrap(true);
    auto* heading = new QVBoxLayout;
    heading->addWidget(title);
    heading->addWidget(what);
    auto* top = new QHBoxLayout;
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addLayout(heading, 1);

    auto* storeBox = new QGroupBox(tr("Connected to"), this);
    m_storeForm = new FieldForm(storeBox, QStringLiteral("aboutStore_"));
    m_storeForm->addField(tr("State:"), QString(), QStringLiteral("state"));
    m_storeForm->addField(tr("Server:"), QString(), QStringLiteral("server"));
    m_storeForm->addField(tr("Database:"), QString(), QStringLiteral("database"));
    m_storeForm->addField(tr("Role:"), QString(), QStringLiteral("role"));
    (new QVBoxLayout(storeBox))->addWidget(m_storeForm);

    auto* librariesBox = new QGroupBox(tr("Built on"), this);
    m_libraries = new QTableWidget(0, ColumnCount, librariesBox);
    m_libraries->setObjectName(QStringLiteral("libraryTable"));
    m_libraries->setAccessibleName(tr("Libraries, their versions and licences"));
    m_libraries->setHorizontalHeaderLabels({tr("Library"), tr("Version"), tr("Licence"), tr("Used for")});
    m_libraries->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_libraries->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_libraries->verticalHeader()->hide();
    m_libraries->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_libraries->horizontalHeader()->setStretchLastSection(true);
    m_libraries->setWordWrap(false);
    (new QVBoxLayout(librariesBox))->addWidget(m_libraries);
    fillLibraries();

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* copy = buttons->addButton(tr("&Copy versions"), QDialogButtonBox::ActionRole);
    copy->setObjectName(QStringLiteral("aboutCopy"));
    copy->setToolTip(
        tr("Put the version of Seal Desk and of every library on the clipboard, for a bug report"));
    connect(copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(versionsText()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(storeBox);
    layout->addWidget(librariesBox, 1);
    layout->addWidget(buttons);
    resize(780, 620);

    connect(m_store, &StoreClient::connected, this, &AboutDialog::showStore);
    connect(m_store, &StoreClient::connectionLost, this, &AboutDialog::showStore);
    connect(m_store, &StoreClient::onlineChanged, this, &AboutDialog::showStore);
    showStore();
}

void AboutDialog::showStore()
{
    const auto& identity = m_store->identity();
    const bool connected = identity.has_value() && !m_store->isOffline();
    m_storeForm->setValue(QStringLiteral("state"), connected ? tr("connected") : tr("not connected"));
    if (!identity) {
        for (const char* key : {"server", "database", "role"})
            m_storeForm->setValue(QLatin1String(key), tr("not connected"));
        return;
    }
    const auto said = [connected](const QString& value) {
        return connected ? value : tr("%1 (when last connected)").arg(value);
    };
    const auto [server, database] = serverAndDatabase(identity->server);
    m_storeForm->setValue(QStringLiteral("server"), said(server));
    m_storeForm->setValue(QStringLiteral("database"), said(database));
    m_storeForm->setValue(
        QStringLiteral("role"),
        said(identity->superuser ? tr("%1 (superuser)").arg(identity->role) : identity->role));
}

void AboutDialog::fillLibraries()
{
    const QString qtRuntime = QString::fromLatin1(qVersion());
    const std::array libraries = {
        Library{QStringLiteral("Qt"), qtRuntime, QStringLiteral("LGPL-3.0-only"),
                tr("windows, tables, translations")},
        Library{QStringLiteral("Qt Charts"), qtRuntime, QStringLiteral("GPL-3.0-only"),
                tr("the Overview, Autonomy and Budgets charts")},
        Library{QStringLiteral("QtKeychain"), QStringLiteral(SEAL_QTKEYCHAIN_VERSION),
                QStringLiteral("BSD-3-Clause"), tr("passwords and keys in the desktop's keychain")},
        Library{QStringLiteral("libpq (PostgreSQL)"), coreVersion("libpq"), QStringLiteral("PostgreSQL"),
                tr("the connection to the store")},
        Library{QStringLiteral("OpenSSL"), coreVersion("OpenSSL"), QStringLiteral("Apache-2.0"),
                tr("digests, vote signatures, signed receipts, TLS")},
        Library{QStringLiteral("libcurl"), coreVersion("libcurl"), QStringLiteral("curl"),
                tr("asking the payment provider (the witness)")},
        Library{QStringLiteral("nlohmann_json"), coreVersion("nlohmann_json"), QStringLiteral("MIT"),
                tr("reading and writing JSON")},
        Library{QStringLiteral("cairo"), coreVersion("cairo"), QStringLiteral("LGPL-2.1-only OR MPL-1.1"),
                tr("receipts and reports as PDF")},
        Library{QStringLiteral("pango"), coreVersion("pango"), QStringLiteral("LGPL-2.0-or-later"),
                tr("text in the PDFs: every script, right to left too")},
        Library{QStringLiteral("ICU"), coreVersion("ICU"), QStringLiteral("Unicode-DFS-2016"),
                tr("look-alike names: Unicode's confusable and mixed-script rules")},
        Library{QStringLiteral("CLI11"), QStringLiteral(SEAL_CLI11_VERSION), QStringLiteral("BSD-3-Clause"),
                tr("sealctl's command line (compiled into sealctl only)")},
    };
    m_libraries->setRowCount(static_cast<int>(libraries.size()));
    int row = 0;
    for (const Library& library : libraries) {
        const std::array<QString, ColumnCount> cells = {library.name, library.version, library.licence,
                                                        library.use};
        for (int column = 0; column < ColumnCount; ++column)
            m_libraries->setItem(row, column, new QTableWidgetItem(cells[static_cast<size_t>(column)]));
        ++row;
    }
    m_libraries->item(0, VersionColumn)
        ->setToolTip(tr("Built with Qt %1").arg(QLatin1String(QT_VERSION_STR)));
    m_libraries->resizeColumnsToContents();
}

QString AboutDialog::versionsText() const
{
    QStringList lines{tr("Seal Desk %1").arg(QApplication::applicationVersion())};
    for (int row = 0; row < m_libraries->rowCount(); ++row)
        lines << QStringLiteral("%1 %2 (%3)")
                     .arg(m_libraries->item(row, LibraryColumn)->text(),
                          m_libraries->item(row, VersionColumn)->text(),
                          m_libraries->item(row, LicenceColumn)->text());
    return lines.join(QLatin1Char('\n'));
}

void openAboutQt(QWidget* parent)
{
    auto* box = new QMessageBox(parent);
    box->setObjectName(QStringLiteral("aboutQtBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(AboutDialog::tr("About Qt"));
    box->setIconPixmap(
        QIcon(QStringLiteral(":/qt-project.org/qmessagebox/images/qtlogo-64.png")).pixmap(64, 64));
    box->setTextFormat(Qt::RichText); // our own text, no store data
    box->setText(AboutDialog::tr("<h3>About Qt</h3><p>Seal Desk uses Qt version %1.</p>")
                     .arg(QLatin1String(qVersion())));
    box->setInformativeText(AboutDialog::tr(
        "<p>Qt is a C++ toolkit for cross-platform application development.</p>"
        "<p>Qt is available under the GNU Lesser General Public License version 3, the GNU "
        "General Public License versions 2 and 3, and commercial licences. Seal Desk uses the "
        "open-source Qt under the LGPL version 3; Qt Charts is under the GPL version 3.</p>"
        "<p>See <a href=\"https://www.qt.io/licensing/\">qt.io/licensing</a> for an overview "
        "of Qt licensing. Qt and the Qt logo are trademarks of The Qt Company Ltd.</p>"));
    box->setStandardButtons(QMessageBox::Close);
    box->open();
}

} // namespace seal
