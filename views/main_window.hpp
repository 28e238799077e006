// MainWindow only arranges pages; each page is its own class (console issue).
#pragma once

#include <QMainWindow>

namespace seal {

class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
};

} // namespace seal
