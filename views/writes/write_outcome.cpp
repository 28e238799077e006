#include "views/writes/write_outcome.hpp"

#include <QCoreApplication>
#include <QMessageBox>

namespace seal {
namespace {

QString tr(const char* text) // lupdate files these under the namespace's context, "seal"
{
    return QCoreApplication::translate("seal", text);
}

QString fateText(WriteFate fate)
{
    switch (fate) {
    case WriteFate::Done:
        return tr("written");
    case WriteFate::Refused:
        return tr("refused, nothing written");
    case WriteFate::LostLanded:
        return tr("the connection dropped; checked again: it landed");
    case WriteFate::LostNotLanded:
        return tr("the connection dropped; checked again: it did not land");
    case WriteFate::LostUnknown:
        return tr("the connection dropped: not known whether it landed");
    }
    return {};
}

} // namespace

QString writeHeadline(const WriteReport& report)
{
    QString line = report.what + QStringLiteral(": ") + (report.fateWords.isEmpty() ? fateText(report.fate) : report.fateWords);
    if (!report.message.isEmpty()) line += QStringLiteral(" — ") + report.message;
    return line;
}

void showWriteOutcome(QWidget* parent, const WriteReport& report)
{
    auto* box = new QMessageBox(parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setObjectName(QStringLiteral("writeOutcomeBox"));
    box->setTextFormat(Qt::PlainText);
    box->setWindowTitle(report.what);
    box->setText(report.fateWords.isEmpty() ? fateText(report.fate) : report.fateWords);
    QString detail = report.message;
    switch (report.fate) {
    case WriteFate::Done:
    case WriteFate::LostLanded:
        box->setIcon(QMessageBox::Information);
        break;
    case WriteFate::Refused:
    case WriteFate::LostNotLanded:
        box->setIcon(QMessageBox::Warning);
        break;
    case WriteFate::LostUnknown:
        box->setIcon(QMessageBox::Critical);
        detail += QStringLiteral("\n\n") +
                  tr("The console did not retry. Reconnect and look at the page again before doing it again: "
                     "doing it twice may not be what you want.");
        break;
    }
    box->setInformativeText(detail);
    box->open(); // window-modal, and the page goes on
}

} // namespace seal
