// Overview: the page shown first. The chain's verdict (from the verification
// every page shares) with a button to run it, the counts that need an
// operator (each a link to its page), certs per day by tier and approvals by
// outcome in money. Reloads when the store changes.
#pragma once

#include "console_page.hpp"
#include "overview_data.hpp"

#include <QPushButton>
#include <array>
#include <optional>

class QChart;
class QChartView;
class QLabel;
class QProgressBar;

namespace seal {

// A count that links to its page: an icon, the number large, what it counts.
// A button, so it is reached and pressed by keyboard like any other.
class CountLink : public QPushButton
{
    Q_OBJECT
public:
    explicit CountLink(QWidget* parent = nullptr);
    void setCount(const QString& number, const QString& caption, const QIcon& icon);
    QString number() const;
    QString caption() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    QLabel* m_icon;
    QLabel* m_number;
    QLabel* m_caption;
};

class ChainVerification;
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
        RevokedPaths
    };
    static constexpr size_t kCountLinks = 6;

    explicit OverviewPage(StoreClient* store, QWidget* parent = nullptr);

    void refresh() override;
    bool hasData() const override { return m_data.has_value(); }
    QString problem() const override { return m_problem; }

    const std::optional<OverviewData>& data() const { return m_data; }
    ChainVerification* verification() const { return m_verification; }
    CountLink* countLink(Count count) const { return m_links[static_cast<size_t>(count)]; }
    QChart* certChart() const { return m_certChart; }
    QChart* approvalChart() const { return m_approvalChart; }

protected:
    void changeEvent(QEvent* event) override;

private:
    QWidget* buildChainBox();
    QWidget* buildCounts();
    QChartView* buildChartView(QChart* chart, const QString& accessible);
    void addCountLink(Count count, const QString& page, QWidget* parent);
    void showChain();
    void showCounts();
    void showCertChart();
    void showApprovalChart();
    void applyPalette();
    void onRead(const OverviewData& data);
    void onFailed(quint64 id, const QString& message);

    StoreClient* m_store;
    ChainVerification* m_verification;
    std::optional<OverviewData> m_data;
    QString m_problem;
    quint64 m_request = 0;
    bool m_again = false; // the store changed while a read was out

    QLabel* m_chainIcon = nullptr;
    QLabel* m_chainHeadline = nullptr;
    QLabel* m_chainDetail = nullptr;
    QProgressBar* m_chainProgress = nullptr;
    QPushButton* m_verify = nullptr;
    QPushButton* m_showBreak = nullptr;
    QLabel* m_message = nullptr;
    std::array<CountLink*, kCountLinks> m_links{};
    QChart* m_certChart = nullptr;
    QChart* m_approvalChart = nullptr;
    QLabel* m_certSummary = nullptr;
    QLabel* m_approvalSummary = nullptr;
};

} // namespace seal
