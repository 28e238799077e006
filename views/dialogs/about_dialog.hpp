// Help ▸ About Seal Desk: the version, the store this window is connected to
// (server, database, role, or "not connected"), and every library the
// console is built on with its version and licence. Help ▸ About Qt is
// openAboutQt(): Qt's own box runs a nested event loop (exec()), which the
// console never does (gui_thread_rules), so this one opens window-modal.
#pragma once

#include <QDialog>

class QLabel;
class QTableWidget;

namespace seal {

class FieldForm;
class StoreClient;
struct StoreIdentity;

class AboutDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AboutDialog(StoreClient* store, QWidget* parent = nullptr);

    // The versions as plain text, one library a line (what Copy puts on the clipboard).
    QString versionsText() const;

private:
    void showStore();
    void fillLibraries();

    StoreClient* m_store;
    FieldForm* m_storeForm = nullptr;
    QTableWidget* m_libraries = nullptr;
};

void openAboutQt(QWidget* parent);

} // namespace seal
