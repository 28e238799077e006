// Certificates: the chain, paged from the server as you scroll; newest first
// or by seq; search by seq, intent or hash prefix; jump to a seq; a detail
// pane; verify with progress and breaks marked in the table.
#pragma once

#include "console_page.hpp"

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace seal {

class CertDetailPane;
class CertificateModel;
class ChainVerification;
class ChainVerifyPanel;
class RowStateProxy;
class StoreClient;

class CertificatesPage : public ConsolePage
{
    Q_OBJECT
public:
    explicit CertificatesPage(StoreClient* store, QWidget* parent = nullptr);

    void refresh() override;
    bool hasData() const override;
    QString problem() const override;

    CertificateModel* model() const { return m_model; }
    ChainVerification* verification() const { return m_verification; }
    QTableView* table() const { return m_table; }
    // Selects the cert with this seq, loading the chain around it if needed.
    void jumpToSeq(qint64 seq);
    void showIntent(const QString& intent);

private:
    QWidget* buildToolbar();
    void buildTable();
    void applySearch();
    void clearView();
    void onSeqLocated(qint64 seq, int row);
    void onPageArrived();
    void followHash(const QByteArray& hash, const QString& what);
    void showScope();
    void showMessage(const QString& message);
    void showProblem(const QString& message);

    StoreClient* m_store;
    CertificateModel* m_model = nullptr;
    RowStateProxy* m_proxy = nullptr;
    ChainVerification* m_verification = nullptr;
    QComboBox* m_order = nullptr;
    QLineEdit* m_search = nullptr;
    QLineEdit* m_jump = nullptr;
    QLabel* m_scope = nullptr;
    QPushButton* m_showAll = nullptr;
    QLabel* m_message = nullptr;
    ChainVerifyPanel* m_verifyPanel = nullptr;
    QTableView* m_table = nullptr;
    CertDetailPane* m_detail = nullptr;
    quint64 m_hashLookup = 0;
    QString m_hashLookupWhat;
    bool m_shown = false;
};

} // namespace seal
