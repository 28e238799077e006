// A list beside its detail pane while there is room for both, the pane under
// the list when there is not: at 1024×700 a side-by-side pane leaves the
// table too narrow for its columns and the pane too narrow for its ids.
#pragma once

#include <QSplitter>

namespace seal {

class AdaptiveSplitter : public QSplitter
{
    Q_OBJECT
public:
    // Side by side from `sideBySideWidth` pixels of its own width, stacked below.
    AdaptiveSplitter(int sideBySideWidth, QWidget* parent = nullptr);

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    int m_sideBySideWidth;
};

} // namespace seal
