#include "file_choice.hpp"

#include <QFileDialog>

namespace seal {
namespace {

void choose(QWidget* parent, const QString& title, const QString& start, const QString& filter,
            QFileDialog::AcceptMode mode, std::function<void(const QString&, const QString&)> chosen)
{
    auto* dialog = new QFileDialog(parent, title, start, filter);
    dialog->setObjectName(mode == QFileDialog::AcceptSave ? QStringLiteral("saveFileDialog")
                                                          : QStringLiteral("openFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(mode);
    dialog->setFileMode(mode == QFileDialog::AcceptSave ? QFileDialog::AnyFile : QFileDialog::ExistingFile);
    QObject::connect(dialog, &QFileDialog::fileSelected, dialog,
                     [dialog, chosen = std::move(chosen)](const QString& path) {
                         if (!path.isEmpty()) chosen(path, dialog->selectedNameFilter());
                     });
    dialog->open();
}

} // namespace

QString receiptFileName(const QString& intent, const QString& kind, const QString& extension)
{
    QString prefix = intent.left(12);
    for (QChar& c : prefix) {
        const bool kept = (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9') ||
                          c == u'_' || c == u'-';
        if (!kept) c = u'_';
    }
    const QString stem = prefix.isEmpty() ? QStringLiteral("receipt") : QStringLiteral("receipt-") + prefix;
    return stem + QLatin1Char('-') + kind + QLatin1Char('.') + extension;
}

void chooseFileToSave(QWidget* parent, const QString& title, const QString& suggested, const QString& filter,
                      std::function<void(const QString& path)> chosen)
{
    choose(parent, title, suggested, filter, QFileDialog::AcceptSave,
           [chosen = std::move(chosen)](const QString& path, const QString&) { chosen(path); });
}

void chooseFileToSaveAs(QWidget* parent, const QString& title, const QString& suggested,
                        const QString& filters,
                        std::function<void(const QString& path, const QString& filter)> chosen)
{
    choose(parent, title, suggested, filters, QFileDialog::AcceptSave, std::move(chosen));
}

void chooseFileToOpen(QWidget* parent, const QString& title, const QString& start, const QString& filter,
                      std::function<void(const QString& path)> chosen)
{
    choose(parent, title, start, filter, QFileDialog::AcceptOpen,
           [chosen = std::move(chosen)](const QString& path, const QString&) { chosen(path); });
}

} // namespace seal
