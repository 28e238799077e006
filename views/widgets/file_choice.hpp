// Asking for a file without blocking: the file dialog opens window-modal and
// the console keeps running (live refresh, running jobs); `chosen` follows
// with the path when the user picks one, and never when they cancel.
#pragma once

#include <QString>
#include <functional>

class QWidget;

namespace seal {

void chooseFileToSave(QWidget* parent, const QString& title, const QString& suggested, const QString& filter,
                      std::function<void(const QString& path)> chosen);
// The same, telling which of `filters` (";;"-separated) was selected.
void chooseFileToSaveAs(QWidget* parent, const QString& title, const QString& suggested,
                        const QString& filters,
                        std::function<void(const QString& path, const QString& filter)> chosen);
void chooseFileToOpen(QWidget* parent, const QString& title, const QString& start, const QString& filter,
                      std::function<void(const QString& path)> chosen);

} // namespace seal
