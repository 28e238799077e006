// One certificate in full: the row's columns, the body's decoded fields and
// the raw JSON, all as plain text; links to the intent's other certs, the
// parent cert and the previous cert.
#pragma once

#include <QModelIndex>
#include <QWidget>

class QFormLayout;
class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace seal {
class WholeValueButton;
}

namespace seal {

class CertDetailPane : public QWidget
{
    Q_OBJECT
public:
    explicit CertDetailPane(QWidget* parent = nullptr);

    // An index of a CertificateModel (or a proxy over one); invalid clears the pane.
    void showCert(const QModelIndex& index);

Q_SIGNALS:
    void intentRequested(const QString& intent);
    void hashRequested(const QByteArray& hash, const QString& what);

private:
    void clearFields();
    void addField(const QString& name, const QString& value);
    void setLink(QPushButton* button, bool enabled, const QString& whyNot);

    QLabel* m_title = nullptr;
    QFormLayout* m_fields = nullptr;
    QPlainTextEdit* m_raw = nullptr;
    QPushButton* m_intentCerts = nullptr;
    QPushButton* m_parent = nullptr;
    QPushButton* m_previous = nullptr;
    WholeValueButton* m_saveWhole = nullptr; // when the raw JSON pane shows part of the body
    QString m_intent;
    QByteArray m_parentHash;
    QByteArray m_prevHash;
};

} // namespace seal
