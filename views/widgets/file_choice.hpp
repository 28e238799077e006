// Asking for a file without blocking: the file dialog opens window-modal and
// the console keeps running (live refresh, running jobs); `chosen` follows
// with the path when the user picks one, and never when they cancel.
#pragma once

#include <QString>
#include <QStringList>
#include <functional>

class QWidget;

namespace seal {

void chooseFileToSave(QWidget* parent, const QString& title, const QString& suggested, const QString& filter,
                      std::function<void(const QString& path)> chosen);
// The same, telling which of `filters` (";;"-separated) was selected.
void chooseFileToSaveAs(QWidget* parent, const QString& title, const QString& suggested,
                        const QString& filters,
                        std::function<void(const QString& path, const QString& filter)> chosen);
// The same for an export, with "Sign with:" below the file name (the
// console's own keys or no signature, the last choice first): `chosen` also
// gets the key file to sign with, empty for none. The file dialog is Qt's
// own here, since a desktop's native one takes no extra row.
void chooseExportFile(QWidget* parent, const QString& title, const QString& suggested, const QString& filters,
                      std::function<void(const QString& path, const QString& filter, const QString& keyPath)> chosen);
// The name a receipt is offered under: receipt-<intent's first 12 characters>-<kind>.<extension>
// ("receipt-pi_3Nf0aXk2mQ-incident.json"). Intents are agent-written, so
// anything but [A-Za-z0-9_-] becomes '_': no separator, dot or control
// character reaches the file name.
QString receiptFileName(const QString& intent, const QString& kind, const QString& extension);
// `path` as chosen when it ends in one of `suffixes` (".pdf", ".html"), else
// with the suffix the chosen `filter` names ("HTML page (*.html)"), else the first.
QString withChosenSuffix(const QString& path, const QString& filter, const QStringList& suffixes);

void chooseFileToOpen(QWidget* parent, const QString& title, const QString& start, const QString& filter,
                      std::function<void(const QString& path)> chosen);

} // namespace seal
