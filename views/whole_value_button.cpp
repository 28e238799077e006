#include "whole_value_button.hpp"

#include "evidence_files.hpp"

#include <QFileDialog>
#include <QMessageBox>
#include <QThread>
#include <memory>

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
    QThread* thread = QThread::create([value = m_value, path, error] {
        try {
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
