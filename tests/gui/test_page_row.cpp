// A page of the tests' own, registered through the page table alone: linked
// into `sealdesk_test_page` (the real app/sealdesk/main.cpp with this file)
// and into test_gui_page_table. Nothing else in the console names it.
#include "tests/gui/test_page_row.hpp"

#include "views/page_table.hpp"
#include "views/widgets/console_page.hpp"

#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

namespace seal::test {
namespace {

class LedgerPage : public ConsolePage
{
public:
    LedgerPage()
    {
        setObjectName(QStringLiteral("ledgerPage"));
        auto* layout = new QVBoxLayout(this);
        layout->addWidget(new QLabel(QStringLiteral("A page from the page table alone"), this));
        QTimer::singleShot(0, this, [this] { Q_EMIT dataShown(); });
    }
    void refresh() override {}
    bool hasData() const override { return true; }
    QString problem() const override { return {}; }
};

} // namespace

void registerLedgerPage()
{
    static const bool once = [] {
        addPageForTesting({kLedgerPageId, "Ledger", QStringLiteral(":/icons/events.svg"), -1,
                           "A page of the tests' own, registered through the page table alone.",
                           [](StoreClient&) -> ConsolePage* { return new LedgerPage; }});
        return true;
    }();
    Q_UNUSED(once);
}

} // namespace seal::test
