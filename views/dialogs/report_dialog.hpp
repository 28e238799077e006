// File ▸ Report…: the range report (core buildRangeReport) since a date, as
// JSON, CSV or PDF (core's renderers, the bytes sealctl writes), written off
// the GUI thread through a temporary file; progress while the chain is
// verified, cancel, and the outcome in one line.
#pragma once

#include <QDialog>
#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QPushButton;

namespace seal {

class EvidenceExporter;
class SigningKeyChoice;
class StoreClient;

class ReportDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ReportDialog(StoreClient* store, QWidget* parent = nullptr);

    // nullopt: from the beginning.
    std::optional<double> since() const;
    QString format() const; // json | csv | pdf
    void setSince(std::optional<double> epoch);
    void setFormat(const QString& format);
    void setPath(const QString& path);
    // Writes the report to the path set (asks for one when there is none).
    void write();
    QString outcome() const;
    EvidenceExporter* exporter() const { return m_exporter; }
    SigningKeyChoice* signWith() const { return m_signWith; }

Q_SIGNALS:
    void written(const QString& path, const QString& error);

private:
    void browse(std::function<void()> then = {});
    void onFinished(const QString& path, const QString& summary, const QString& error);

    EvidenceExporter* m_exporter = nullptr;
    QCheckBox* m_fromStart = nullptr;
    QDateTimeEdit* m_since = nullptr;
    QComboBox* m_format = nullptr;
    QLineEdit* m_path = nullptr;
    QPushButton* m_write = nullptr;
    QLabel* m_outcome = nullptr;
    SigningKeyChoice* m_signWith = nullptr;
};

} // namespace seal
