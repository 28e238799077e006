#include "whole_value_button.hpp"

#include "evidence_files.hpp"
#include "store.hpp"

#include <QFileDialog>
#include <QMessageBox>
#include <QThread>
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
    const QString path = QFileDialog::getSaveFileName(this, tr("Save whole value"), m_suggestedName,
                                                      tr("JSON (*.json);;All files (*)"));
    if (path.isEmpty()) return;
    connect(this, &WholeValueButton::saved, this, [this](const QString&, const QString& error) {
        if (error.isEmpty()) return;
        QMessageBox box(QMessageBox::Warning, tr("Save whole value"), error, QMessageBox::Ok, this);
        box.setTextFormat(Qt::PlainText);
        box.exec();
    }, Qt::SingleShotConnection);
    saveTo(path);
}

void WholeValueButton::saveTo(const QString& path)
{
    auto error = std::make_shared<QString>();
    QThread* thread = QThread::create([value = m_value, dsn = m_dsn, fetch = m_fetch, path, error]() mutable {
        try {
            if (fetch) {
                Connection conn = Connection::open(dsn.toStdString());
                ReadTransaction tx(conn);
                const auto stored = fetch(conn);
                if (!stored) throw std::runtime_error(tr("the value is no longer in the store").toStdString());
                value = QByteArray::fromStdString(*stored);
            }
            saveFileAtomically(path, [&value, &path](QIODevice& out) {
                if (out.write(value) != value.size())
                    throw FileWriteError(tr("cannot write %1: %2").arg(path, out.errorString()).toStdString());
            });
        } catch (const std::exception& e) {
            *error = QString::fromUtf8(e.what());
        }
    });
    // Not parented: the thread outlives a pane closed while it writes, then deletes itself.
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    connect(thread, &QThread::finished, this, [this, path, error] { Q_EMIT saved(path, *error); });
    thread->start();
}

} // namespace seal
