#include "views/widgets/whole_value_button.hpp"

#include "core/store/store.hpp"
#include "models/services/evidence_files.hpp"
#include "views/widgets/file_choice.hpp"

#include <QFileDialog>
#include <QMessageBox>
#include <memory>
#include <stdexcept>

namespace seal {

WholeValueButton::WholeValueButton(const QString& suggestedName, QWidget* parent)
    : QPushButton(tr("Save whole value\u2026"), parent), m_suggestedName(suggestedName)
{
    setObjectName(QStringLiteral("saveWholeValueButton"));
    setToolTip(tr("The pane shows only part of this value; save all of it, exactly as stored, to a file"));
    hide();
    connect(this, &QPushButton::clicked, this, &WholeValueButton::ask);
}

void WholeValueButton::setValue(const QByteArray& value, bool truncated)
{
    m_value = truncated ? value : QByteArray(); // shared, not copied
    m_fetch = nullptr;
    setVisible(truncated);
}

void WholeValueButton::setStoreValue(const QString& dsn, StoreFetch fetch, bool truncated)
{
    m_value.clear();
    m_dsn = dsn;
    m_fetch = truncated ? std::move(fetch) : StoreFetch();
    setVisible(truncated);
}

void WholeValueButton::ask()
{
    chooseFileToSave(this, tr("Save whole value"), m_suggestedName, tr("JSON (*.json);;All files (*)"),
                     [this](const QString& path) { saveWhole(path); });
}

void WholeValueButton::saveWhole(const QString& path)
{
    connect(this, &WholeValueButton::saved, this, [this](const QString&, const QString& error) {
        if (error.isEmpty()) return;
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Save whole value"), error, QMessageBox::Ok, this);
        box->setTextFormat(Qt::PlainText);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }, Qt::SingleShotConnection);
    saveTo(path);
}

void WholeValueButton::saveTo(const QString& path)
{
    // The job outlives a pane closed while it writes; only saved() is then dropped.
    const auto write = [path](const QByteArray& value) {
        saveFileAtomically(path, [&value, &path](QIODevice& out) {
            if (out.write(value) != value.size())
                throw FileWriteError(tr("cannot write %1: %2").arg(path, out.errorString()).toStdString());
        });
        return true;
    };
    const auto done = [this, path](bool) { Q_EMIT saved(path, QString()); };
    const auto failed = [this, path](const QString& error) { Q_EMIT saved(path, error); };
    if (!m_fetch) {
        runFileJob<bool>(this, [write, value = m_value] { return write(value); }, done, failed);
        return;
    }
    runStoreJob<bool>(
        this, m_dsn,
        [write, fetch = m_fetch](Connection& conn) {
            std::optional<std::string> stored;
            {
                ReadTransaction tx(conn);
                stored = fetch(conn);
            }
            if (!stored) throw std::runtime_error(tr("the value is no longer in the store").toStdString());
            return write(QByteArray::fromStdString(*stored));
        },
        done, failed);
}

} // namespace seal
