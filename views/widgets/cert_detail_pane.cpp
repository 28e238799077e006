#include "views/widgets/cert_detail_pane.hpp"

#include "core/canon/digest.hpp"
#include "models/certificate_model.hpp"
#include "models/text/display_time.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/widgets/whole_value_button.hpp"

#include <QFontDatabase>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace seal {

CertDetailPane::CertDetailPane(QWidget* parent) : QWidget(parent)
{
    m_title = plainLabel(tr("No cert selected."), this, QStringLiteral("certDetailTitle"));
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);

    auto* fieldsHost = new QWidget;
    m_fields = new QFormLayout(fieldsHost);
    m_fields->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_fields->setLabelAlignment(Qt::AlignLeft);
    auto* scroll = new QScrollArea;
    scroll->setObjectName(QStringLiteral("certFields"));
    scroll->setWidgetResizable(true);
    scroll->setWidget(fieldsHost);

    // A QPlainTextEdit never interprets markup.
    m_raw = new QPlainTextEdit;
    m_raw->setObjectName(QStringLiteral("certRawJson"));
    m_raw->setAccessibleName(tr("Raw JSON of the cert body"));
    m_raw->setReadOnly(true);
    m_raw->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_raw->setLineWrapMode(QPlainTextEdit::NoWrap);

    m_saveWhole = new WholeValueButton(QStringLiteral("cert-body.json"), this);
    auto* rawHost = new QWidget;
    auto* rawLayout = new QVBoxLayout(rawHost);
    rawLayout->setContentsMargins(0, 0, 0, 0);
    rawLayout->addWidget(m_raw, 1);
    rawLayout->addWidget(m_saveWhole, 0, Qt::AlignRight);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(scroll);
    split->addWidget(rawHost);
    split->setChildrenCollapsible(false);
    split->setStretchFactor(0, 1);
    split->setStretchFactor(1, 1);
    split->setSizes({560, 440}); // in proportion: the decoded fields get the larger share
    scroll->setMinimumWidth(260);

    m_intentCerts = new QPushButton(tr("Certs of this &intent"), this);
    m_intentCerts->setObjectName(QStringLiteral("intentCertsButton"));
    m_parent = new QPushButton(tr("&Parent cert"), this);
    m_parent->setObjectName(QStringLiteral("parentCertButton"));
    m_previous = new QPushButton(tr("P&revious cert"), this);
    m_previous->setObjectName(QStringLiteral("previousCertButton"));
    connect(m_intentCerts, &QPushButton::clicked, this, [this] { Q_EMIT intentRequested(m_intent); });
    connect(m_parent, &QPushButton::clicked, this,
            [this] { Q_EMIT hashRequested(m_parentHash, tr("parent cert")); });
    connect(m_previous, &QPushButton::clicked, this,
            [this] { Q_EMIT hashRequested(m_prevHash, tr("previous cert")); });

    auto* links = new QHBoxLayout;
    links->addWidget(m_title, 1);
    links->addWidget(m_intentCerts);
    links->addWidget(m_parent);
    links->addWidget(m_previous);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(links);
    layout->addWidget(split, 1);
    showCert({});
}

void CertDetailPane::clearFields()
{
    while (m_fields->rowCount() > 0)
        m_fields->removeRow(0);
}

void CertDetailPane::addField(const QString& name, const QString& value)
{
    QWidget* host = m_fields->parentWidget();
    auto* label = plainLabel(value, host);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    auto* key = plainLabel(name + QLatin1Char(':'), host);
    m_fields->addRow(key, label);
    // Shown now, not at the next turn of the event loop (a grab right after sees them).
    key->show();
    label->show();
}

void CertDetailPane::setLink(QPushButton* button, bool enabled, const QString& whyNot)
{
    button->setEnabled(enabled);
    button->setToolTip(enabled ? QString() : whyNot);
}

void CertDetailPane::showCert(const QModelIndex& index)
{
    clearFields();
    if (!index.isValid()) {
        m_title->setText(tr("No cert selected."));
        m_raw->clear();
        m_saveWhole->setValue({}, false);
        m_intent.clear();
        for (QPushButton* b : {m_intentCerts, m_parent, m_previous})
            setLink(b, false, tr("Select a cert first"));
        return;
    }
    const auto role = [&index](int r) { return index.siblingAtColumn(0).data(r); };
    const qint64 seq = role(CertificateModel::SeqRole).toLongLong();
    m_intent = role(CertificateModel::IntentRole).toString();
    m_parentHash = role(CertificateModel::ParentCertRole).toString().toUtf8();
    m_prevHash = role(CertificateModel::PrevHashRole).toString().toUtf8();
    const QString breakKind = role(CertificateModel::BreakKindRole).toString();
    const bool unreadable = role(CertificateModel::UnreadableRole).toBool();

    QString title = tr("Cert seq %1").arg(seq);
    if (!breakKind.isEmpty())
        title += tr(" \u2014 BROKEN: %1").arg(breakKindText(breakKind));
    else if (unreadable)
        title += tr(" \u2014 UNREADABLE");
    m_title->setText(title);

    if (!breakKind.isEmpty()) addField(tr("break"), role(CertificateModel::BreakDetailRole).toString());
    addField(tr("seq"), QString::number(seq));
    addField(tr("created_at"),
             DisplayTime::instance().formatPrecise(role(CertificateModel::CreatedAtRole).toDouble()));
    addField(tr("hash column"), safeText(role(CertificateModel::HashRole).toString()));
    addField(tr("prev_hash column"), safeText(role(CertificateModel::PrevHashRole).toString()));
    const QVariantList fields = role(CertificateModel::DecodedFieldsRole).toList();
    for (const QVariant& field : fields) {
        const QStringList pair = field.toStringList();
        addField(pair.value(0), pair.value(1));
    }
    m_fields->activate();
    m_raw->setPlainText(role(CertificateModel::PrettyJsonRole).toString());
    m_saveWhole->setValue(role(CertificateModel::RawJsonRole).toByteArray(),
                          role(CertificateModel::JsonTruncatedRole).toBool());

    setLink(m_intentCerts, !m_intent.isEmpty(), tr("This cert names no intent"));
    setLink(m_parent, !m_parentHash.isEmpty(),
            tr("This cert has no parent_cert (only witnessed certs have one)"));
    setLink(m_previous,
            !m_prevHash.isEmpty() &&
                m_prevHash != QByteArray(kGenesis.data(), static_cast<qsizetype>(kGenesis.size())),
            tr("This is the first cert of the chain (prev_hash is GENESIS)"));
}

} // namespace seal
