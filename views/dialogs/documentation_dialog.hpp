// Help ▸ Documentation: the README's guide to the console, one tab for its
// opening and one for each reader it has a section for (approvers,
// operators, security staff). The README is compiled in (:/docs/README.md),
// so what is shown is this version's text, offline, with no browser or
// network needed; its pictures are left out.
#pragma once

#include <QDialog>
#include <QList>
#include <QString>

class QTabWidget;

namespace seal {

class DocumentationDialog : public QDialog
{
    Q_OBJECT
public:
    struct Section
    {
        QString title;    // the heading, without its #s
        QString markdown; // the heading and its text, pictures removed
    };

    // "## The console" of `readme` cut at each "### " heading: its opening
    // first, then one section per heading. Empty when there is no such chapter.
    static QList<Section> consoleSections(const QString& readme);

    explicit DocumentationDialog(QWidget* parent = nullptr);
    QTabWidget* tabs() const { return m_tabs; }

private:
    QTabWidget* m_tabs = nullptr;
};

} // namespace seal
