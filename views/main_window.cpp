#include "main_window.hpp"

#include <QLabel>

namespace seal {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("Seal Desk"));
    auto* label = new QLabel(tr("Seal Desk: the console pages are not built yet. Use sealctl."), this);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignCenter);
    setCentralWidget(label);
    resize(900, 600);
}

} // namespace seal
