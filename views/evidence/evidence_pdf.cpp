#include "evidence_pdf.hpp"

#include <QAbstractTextDocumentLayout>
#include <QPageSize>
#include <QPdfWriter>
#include <QTextDocument>

namespace seal {

void writeQtPdf(const EvidenceDocument& doc, QIODevice& out)
{
    QPdfWriter writer(&out);
    writer.setTitle(QString::fromStdString(doc.title));
    writer.setCreator(QStringLiteral("Seal Desk"));
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setResolution(96); // CSS pixels: the HTML's sizes come out as on screen
    // The page's centring (margin auto, max-width) is for a browser; on paper
    // QTextDocument would keep only a wide left indent. The rule is core's
    // fixed style, never store text.
    QString html = QString::fromStdString(renderHtml(doc));
    html.replace(QLatin1String("margin:2em auto;max-width:60em;"), QLatin1String("margin:0;"));
    QTextDocument text;
    // Laid out in the writer's own units: the page's width is the text's,
    // whatever the screen's resolution (offscreen, headless) says.
    text.documentLayout()->setPaintDevice(&writer);
    text.setPageSize(writer.pageLayout().paintRectPixels(writer.resolution()).size());
    text.setHtml(html);
    text.print(&writer);
}

} // namespace seal
