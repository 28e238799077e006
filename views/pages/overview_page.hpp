// Overview: the page shown first. The chain's verdict (from the verification
// every page shares) with a button to run it, the counts that need an
// operator (each a link to its page), certs per day by tier and approvals by
// outcome in money. Reloads when the store changes.
#pragma once

#include "models/overview_data.hpp"
#include "views/widgets/console_page.hpp"

#include <QWidget>
#include <array>
#include <optional>

class QChart;
class QLabel;
class QProgressBar;
class QPushButton;

namespace seal {

class ApprovalOutcomeChart;
class CertsPerDayChart;
class ChainVerification;
class CountLink;
class ReadCycle;
class StoreClient;

class OverviewPage : public ConsolePage
{
    Q_OBJECT
public:
    // The count links, by what they count (objectName "overview<Name>").
    enum class Count
    {
        PendingApprovals,
        Holds,
        Divergences,
        FrozenDomains,
        SuspendedPaths,
        RevokedPaths,
        OpenBreaches
    };
    static constexpr size_t kCountLinks = 7;

    explicit OverviewPage(StoreClient* store, QWidget* parent = nullptr);

    void refresh() override;
    bool hasData() const override { return m_data.has_value(); }
    QString problem() const override { return m_problem; }

    const std::optional<OverviewData>& data() const { return m_data; }
    ChainVerification* verification() const { return m_verification; }
    CountLink* countLink(Count count) const { return m_links[static_cast<size_t>(count)]; }
    QChart* certChart() const;
    QChart* approvalChart() const;

private:
    QWidget* buildChainBox();
    QWidget* buildCounts();
    void addCountLink(Count count, const QString& page, QWidget* parent);
    void showChain();
    void showCounts();
    void showSummaries();
    void onRead(const OverviewData& data);
    void onFailed(const QString& message);

    StoreClient* m_store;
    ChainVerification* m_verification;
    std::optional<OverviewData> m_data;
    QString m_problem;
    ReadCycle* m_reads = nullptr; // one read in flight; a change meanwhile is read once it is back

    QLabel* m_chainIcon = nullptr;
    QLabel* m_chainHeadline = nullptr;
    QLabel* m_chainDetail = nullptr;
    QProgressBar* m_chainProgress = nullptr;
    QPushButton* m_verify = nullptr;
    QPushButton* m_showBreak = nullptr;
    QLabel* m_message = nullptr;
    std::array<CountLink*, kCountLinks> m_links{};
    CertsPerDayChart* m_certChart = nullptr;
    ApprovalOutcomeChart* m_approvalChart = nullptr;
    QLabel* m_certSummary = nullptr;
    QLabel* m_approvalSummary = nullptr;
};

} // namespace seal
