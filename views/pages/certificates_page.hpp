// Certificates: the chain, paged from the server as you scroll; newest first
// or by seq; search by seq, intent or hash prefix; jump to a seq; a detail
// pane; verify with progress and breaks marked in the table.
#pragma once

#include "views/widgets/console_page.hpp"

#include <optional>

class QAction;
class QComboBox;
class QLabel;
class QToolButton;
class QLineEdit;
class QPushButton;
class QTableView;

namespace seal {

class CertDetailPane;
class CertificateModel;
class ChainVerification;
class EvidenceExporter;
class NewRowsBar;
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
    // A seq (from another page's link) is jumped to; anything else is an intent whose certs are shown.
    void showKey(const QString& key) override;
    QString currentIntent() const override;
    void showIntent(const QString& intent);

    // ---- exports (the Export menu asks for the file, then calls these) ----
    // The selected cert's intent; empty when none is selected.
    QString selectedIntent() const;
    // The seq range min..max of the selected rows, and whether it has gaps
    // (rows of that range not selected, or filtered out of the table).
    struct SeqSelection
    {
        qint64 from = 0;
        qint64 to = 0;
        int selected = 0;
        bool gaps = false;
    };
    std::optional<SeqSelection> selectedSeqs() const;
    EvidenceExporter* exporter() const { return m_exporter; }
    // Witness… for the selected cert's intent (WitnessDialog); why not, when disabled.
    QPushButton* witnessButton() const { return m_witness; }
    void startWitness();
    void exportAuthorizationReceipt(const QString& path); // .pdf → PDF, else HTML
    void exportIncidentReceipt(const QString& path);
    void exportPortableReceipt(const QString& path);
    void exportSelection(const QString& path);

private:
    QWidget* buildToolbar();
    void buildTable();
    void applySearch();
    void clearView();
    void onSeqLocated(qint64 seq, int row);
    void onPageArrived();
    bool followsHead() const;
    void onHeldChanged(qint64 count);
    void showNewRows();
    void followHash(const QByteArray& hash, const QString& what);
    void showScope();
    void showMessage(const QString& message);
    void showProblem(const QString& message);
    QToolButton* buildExportButton(QWidget* parent);
    void updateExportActions();
    void updateWitness(); // Witness… offered for the selected cert's intent, or why not
    void askAuthorizationReceipt();
    void askIncidentReceipt();
    void askPortableReceipt();
    void askSelection();
    void onExportFinished(const QString& path, const QString& summary, const QString& error);

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
    NewRowsBar* m_newRows = nullptr; // "N new — show": certs held above the top
    QTableView* m_table = nullptr;
    CertDetailPane* m_detail = nullptr;
    EvidenceExporter* m_exporter = nullptr;
    QToolButton* m_export = nullptr;
    QPushButton* m_witness = nullptr;
    QAction* m_authAction = nullptr;
    QAction* m_incidentAction = nullptr;
    QAction* m_portableAction = nullptr;
    QAction* m_selectionAction = nullptr;
    quint64 m_hashLookup = 0;
    QString m_hashLookupWhat;
    bool m_shown = false;
};

} // namespace seal
