#include "views/dialogs/documentation_dialog.hpp"

#include "views/widgets/plain_label.hpp"

#include <QDialogButtonBox>
#include <QFile>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace seal {
namespace {

const QString kChapter = QStringLiteral("## The console");

QString withoutPictures(QString markdown)
{
    static const QRegularExpression picture(QStringLiteral("^!\\[[^\\]]*\\]\\([^)]*\\)[ \\t]*\\n?"),
                                            QRegularExpression::MultilineOption);
    return markdown.remove(picture).trimmed();
}

QString headingText(const QString& line)
{
    QString text = line;
    while (text.startsWith(QLatin1Char('#')))
        text.remove(0, 1);
    return text.trimmed();
}

} // namespace

QList<DocumentationDialog::Section> DocumentationDialog::consoleSections(const QString& readme)
{
    const QStringList lines = readme.split(QLatin1Char('\n'));
    QList<Section> sections;
    bool inChapter = false;
    bool inCode = false; // a "# comment" in a fenced block is no heading
    for (const QString& line : lines) {
        if (line.startsWith(QLatin1String("```"))) inCode = !inCode;
        if (inCode) {
        } else if (line.startsWith(QLatin1String("## ")) || line.startsWith(QLatin1String("# "))) {
            inChapter = line.trimmed() == kChapter;
            if (inChapter) sections.append({headingText(line), QString()});
        } else if (inChapter && line.startsWith(QLatin1String("### "))) {
            sections.append({headingText(line), QString()});
        }
        if (inChapter) sections.last().markdown += line + QLatin1Char('\n');
    }
    for (Section& section : sections)
        section.markdown = withoutPictures(section.markdown);
    return sections;
}

DocumentationDialog::DocumentationDialog(QWidget* parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("documentationDialog"));
    setWindowTitle(tr("Seal Desk documentation"));

    QFile file(QStringLiteral(":/docs/README.md"));
    const QString readme = file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    QList<Section> sections = consoleSections(readme);
    if (sections.isEmpty()) sections.append({tr("README"), readme}); // a README rewritten: show it whole

    QLabel* note = plainLabel(tr("The guide from the README of this version, for approvers, operators and "
                                 "security staff (in English)."),
                              this, QStringLiteral("documentationNote"));
    note->setWordWrap(true);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("documentationTabs"));
    m_tabs->setDocumentMode(true);
    int index = 0;
    for (const Section& section : std::as_const(sections)) {
        auto* page = new QTextBrowser(m_tabs);
        page->setObjectName(QStringLiteral("documentationPage%1").arg(index++));
        page->setOpenLinks(false); // relative links point into the source tree, not into the console
        page->setMarkdown(section.markdown);
        // "For approvers: approving and rejecting" → tab "For approvers", the whole heading as its tooltip.
        const int tab = m_tabs->addTab(page, section.title.section(QLatin1Char(':'), 0, 0));
        m_tabs->setTabToolTip(tab, section.title);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
    resize(820, 640);
}

} // namespace seal
