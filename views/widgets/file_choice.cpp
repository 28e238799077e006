#include "views/widgets/file_choice.hpp"

#include "views/widgets/signing_key_choice.hpp"

#include <QFileDialog>
#include <QGridLayout>
#include <QLabel>

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

QString withChosenSuffix(const QString& path, const QString& filter, const QStringList& suffixes)
{
    for (const QString& suffix : suffixes)
        if (path.endsWith(suffix, Qt::CaseInsensitive)) return path;
    for (const QString& suffix : suffixes)
        if (filter.contains(QLatin1Char('*') + suffix, Qt::CaseInsensitive)) return path + suffix;
    return suffixes.isEmpty() ? path : path + suffixes.first();
}

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

void chooseExportFile(QWidget* parent, const QString& title, const QString& suggested, const QString& filters,
                      std::function<void(const QString& path, const QString& filter, const QString& keyPath)> chosen)
{
    auto* dialog = new QFileDialog(parent, title, suggested, filters);
    dialog->setObjectName(QStringLiteral("saveFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setOption(QFileDialog::DontUseNativeDialog); // makes the widgets the row goes under
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setFileMode(QFileDialog::AnyFile);
    auto* signWith = new SigningKeyChoice(dialog);
    if (auto* grid = qobject_cast<QGridLayout*>(dialog->layout())) {
        auto* label = new QLabel(SigningKeyChoice::labelText(), dialog);
        label->setBuddy(signWith);
        const int row = grid->rowCount();
        grid->addWidget(label, row, 0);
        grid->addWidget(signWith, row, 1, 1, grid->columnCount() > 2 ? grid->columnCount() - 2 : 1);
    } else {
        signWith->hide(); // no room for it: exports stay unsigned, as the choice shows
        signWith->choose(QString());
    }
    QObject::connect(dialog, &QFileDialog::fileSelected, dialog,
                     [dialog, signWith, chosen = std::move(chosen)](const QString& path) {
                         if (path.isEmpty()) return;
                         signWith->remember();
                         chosen(path, dialog->selectedNameFilter(), signWith->keyPath());
                     });
    dialog->open();
}

void chooseFileToOpen(QWidget* parent, const QString& title, const QString& start, const QString& filter,
                      std::function<void(const QString& path)> chosen)
{
    choose(parent, title, start, filter, QFileDialog::AcceptOpen,
           [chosen = std::move(chosen)](const QString& path, const QString&) { chosen(path); });
}

} // namespace seal
