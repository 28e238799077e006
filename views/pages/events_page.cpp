#include "views/pages/events_page.hpp"

#include "models/event_model.hpp"
#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/safe_text.hpp"
#include "views/widgets/console_table.hpp"
#include "views/widgets/new_rows_bar.hpp"
#include "views/widgets/plain_label.hpp"
#include "views/widgets/whole_value_button.hpp"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace seal {
namespace {

QDateTimeEdit* dateTimeEdit(QWidget* parent, const QString& name, const QString& accessible)
{
    auto* edit = new QDateTimeEdit(parent);
    edit->setObjectName(name);
    edit->setAccessibleName(accessible);
    edit->setDisplayFormat(DisplayTime::datePattern() +
                           QStringLiteral(" HH:mm:ss")); // one date format per language
    edit->setCalendarPopup(true);
    edit->setEnabled(false);
    edit->setMinimumWidth(edit->fontMetrics().horizontalAdvance(QStringLiteral("8888-88-88 88:88:88")) + 48);
    return edit;
}

} // namespace

EventsPage::EventsPage(StoreClient* store, QWidget* parent) : ConsolePage(parent), m_store(store)
{
    setObjectName(QStringLiteral("eventsPage"));
    m_model = new EventModel(m_store, this);
    QWidget* filters = buildFilters();
    m_message = plainLabel(QString(), this, QStringLiteral("eventMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    buildTable();
    m_newRows = new NewRowsBar(this);
    m_newRows->setObjectName(QStringLiteral("eventNewRows"));
    connect(m_newRows, &NewRowsBar::showRequested, this, &EventsPage::showNewRows);
    connect(m_model, &EventModel::heldChanged, this, &EventsPage::onHeldChanged);
    m_detail = new QPlainTextEdit(this); // plain text: nothing the store says is markup
    m_detail->setObjectName(QStringLiteral("eventDetail"));
    m_detail->setAccessibleName(tr("Event detail"));
    m_detail->setReadOnly(true);
    m_detail->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // Not wrapped, as the cert pane: wrapping a 64 KiB JSON string (one word) takes seconds.
    m_detail->setLineWrapMode(QPlainTextEdit::NoWrap);

    m_saveWhole = new WholeValueButton(QStringLiteral("event-detail.json"), this);
    auto* detailHost = new QWidget;
    auto* detailLayout = new QVBoxLayout(detailHost);
    detailLayout->setContentsMargins(0, 0, 0, 0);
    detailLayout->addWidget(m_detail, 1);
    detailLayout->addWidget(m_saveWhole, 0, Qt::AlignRight);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(detailHost);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(filters);
    layout->addWidget(m_message);
    layout->addWidget(m_newRows);
    layout->addWidget(split, 1);

    // Live refresh: the model reads new events above the rows shown and holds
    // them back (the bar offers them); nothing is reloaded and nothing moves.
    connect(m_model, &EventModel::kindsChanged, this, &EventsPage::fillKinds);
    connect(m_model, &EventModel::loaded, this, &EventsPage::onPageArrived);
    connect(m_model, &EventModel::failed, this, [this](const QString& message) {
        m_message->setText(safeText(message, TextLines::Multi));
        m_message->show();
        Q_EMIT problemOccurred(message);
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { showDetail({}); });
    connect(&DisplayTime::instance(), &DisplayTime::zoneChanged, this, &EventsPage::updateZone);
    updateZone();
    showDetail({});
}

QWidget* EventsPage::buildFilters()
{
    auto* bar = new QWidget(this);
    m_kind = new QComboBox(bar);
    m_kind->setObjectName(QStringLiteral("eventKind"));
    m_kind->setAccessibleName(tr("Event kind"));
    m_kind->addItem(tr("All kinds"), QString());
    m_kind->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_fromOn = new QCheckBox(tr("&From"), bar);
    m_fromOn->setObjectName(QStringLiteral("eventFromEnabled"));
    m_from = dateTimeEdit(bar, QStringLiteral("eventFrom"), tr("Events from"));
    m_toOn = new QCheckBox(tr("&To"), bar);
    m_toOn->setObjectName(QStringLiteral("eventToEnabled"));
    m_to = dateTimeEdit(bar, QStringLiteral("eventTo"), tr("Events before"));
    auto* clear = new QPushButton(tr("&Clear filters"), bar);
    clear->setObjectName(QStringLiteral("clearEventFilters"));

    // Typing a date fires on every keystroke; the query waits until it settles.
    m_debounce = new QTimer(this);
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(300);
    connect(m_debounce, &QTimer::timeout, this, &EventsPage::applyFilters);
    const auto later = [this] { m_debounce->start(); };
    connect(m_kind, &QComboBox::currentIndexChanged, this, &EventsPage::applyFilters);
    connect(m_fromOn, &QCheckBox::toggled, m_from, &QWidget::setEnabled);
    connect(m_toOn, &QCheckBox::toggled, m_to, &QWidget::setEnabled);
    connect(m_fromOn, &QCheckBox::toggled, this, &EventsPage::applyFilters);
    connect(m_toOn, &QCheckBox::toggled, this, &EventsPage::applyFilters);
    connect(m_from, &QDateTimeEdit::dateTimeChanged, this, later);
    connect(m_to, &QDateTimeEdit::dateTimeChanged, this, later);
    connect(clear, &QPushButton::clicked, this, &EventsPage::clearFilters);

    auto* layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(plainLabel(tr("Kind:"), bar));
    layout->addWidget(m_kind);
    layout->addSpacing(12);
    layout->addWidget(m_fromOn);
    layout->addWidget(m_from);
    layout->addWidget(m_toOn);
    layout->addWidget(m_to);
    layout->addWidget(clear);
    layout->addStretch(1);
    return bar;
}

void EventsPage::buildTable()
{
    m_table = makeConsoleTable(this, QStringLiteral("eventTable"), tr("Event log"));
    m_table->setModel(m_model);
    QHeaderView* header = m_table->horizontalHeader();
    const auto chars = [this](int n) { return columnChars(this, n); };
    header->resizeSection(EventModel::IdColumn, chars(8));
    header->resizeSection(EventModel::TimeColumn, chars(30));
    header->resizeSection(EventModel::KindColumn, chars(22));
    header->resizeSection(EventModel::PathColumn, chars(16));
    header->resizeSection(EventModel::IntentColumn, chars(26));
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { showDetail(current); });
}

void EventsPage::refresh()
{
    m_model->reload();
}

bool EventsPage::hasData() const
{
    return m_model->hasLoaded();
}

QString EventsPage::problem() const
{
    return m_model->error();
}

void EventsPage::fillKinds()
{
    const QString current = m_kind->currentData().toString();
    const QSignalBlocker block(m_kind);
    while (m_kind->count() > 1)
        m_kind->removeItem(1);
    for (const QString& kind : m_model->kinds())
        m_kind->addItem(safeText(kind), kind);
    const int index = m_kind->findData(current);
    m_kind->setCurrentIndex(index < 0 ? 0 : index);
}

void EventsPage::applyFilters()
{
    m_debounce->stop();
    m_message->hide();
    EventFilter filter;
    filter.kind = m_kind->currentData().toString();
    if (m_fromOn->isChecked()) filter.from = DisplayTime::toEpoch(m_from->dateTime());
    if (m_toOn->isChecked()) filter.to = DisplayTime::toEpoch(m_to->dateTime());
    if (filter.from && filter.to && *filter.to <= *filter.from) {
        // Split after \u201C: lupdate would read \u201CF as one (wrong) escape.
        m_message->setText(tr("The time range is empty: \u201CTo\u201D must be after \u201C"
                              "From\u201D."));
        m_message->show();
    }
    m_model->setFilter(filter);
}

void EventsPage::clearFilters()
{
    {
        const QSignalBlocker a(m_kind), b(m_fromOn), c(m_toOn);
        m_kind->setCurrentIndex(0);
        m_fromOn->setChecked(false);
        m_toOn->setChecked(false);
        m_from->setEnabled(false);
        m_to->setEnabled(false);
    }
    applyFilters();
}

void EventsPage::updateZone()
{
    const Qt::TimeSpec spec = DisplayTime::instance().timeSpec();
    for (QDateTimeEdit* edit : {m_from, m_to}) {
        const QSignalBlocker block(edit);
        const QDateTime moment = edit->dateTime();
        edit->setTimeSpec(spec);
        edit->setDateTime(moment.toTimeSpec(spec));
    }
}

void EventsPage::onPageArrived()
{
    if (!m_rangeSeeded && m_model->rowCount() > 0) {
        // Start the range editors at the log's own times, not at today's date.
        m_rangeSeeded = true;
        const QSignalBlocker a(m_from), b(m_to);
        const double newest = m_model->index(0, 0).data(EventModel::AtRole).toDouble();
        const double oldest = m_model->index(m_model->rowCount() - 1, 0).data(EventModel::AtRole).toDouble();
        m_from->setDateTime(DisplayTime::instance().toDateTime(oldest));
        m_to->setDateTime(DisplayTime::instance().toDateTime(newest + 1));
    }
    if (!m_table->currentIndex().isValid() && m_model->rowCount() > 0)
        m_table->selectionModel()->setCurrentIndex(m_model->index(0, 0), QItemSelectionModel::ClearAndSelect |
                                                                             QItemSelectionModel::Rows);
    if (m_model->rowCount() == 0) {
        m_message->setText(m_model->filter() == EventFilter{} ? tr("The event log is empty.")
                                                              : tr("No event matches the filters."));
        m_message->show();
    }
    if (!m_shown) {
        m_shown = true;
        Q_EMIT dataShown();
    }
}

bool EventsPage::followsHead() const
{
    // At the very top with nothing selected, the reader watches the log come
    // in: new events flow in. A row selected or the list scrolled: it stays.
    return m_table->verticalScrollBar()->value() == 0 && !m_table->currentIndex().isValid() &&
           !m_table->selectionModel()->hasSelection();
}

void EventsPage::onHeldChanged(qint64 count)
{
    if (count > 0 && followsHead()) {
        m_model->showHeld(); // heldChanged(0) comes back and hides the bar
        return;
    }
    m_newRows->setCount(count);
}

void EventsPage::showNewRows()
{
    m_model->showHeld();
    m_table->scrollToTop(); // asked for: the new events are at the top
}

void EventsPage::showDetail(const QModelIndex& index)
{
    if (!index.isValid()) {
        m_detail->setPlainText(tr("No event selected."));
        m_saveWhole->setValue({}, false);
        return;
    }
    const auto cell = [&index](int column) {
        const QString text = index.siblingAtColumn(column).data().toString();
        return text.isEmpty() ? tr("(none)") : text;
    };
    QString text =
        tr("Event #%1\nTime: %2\nKind: %3\nPath: %4\nIntent: %5\n\nDetail:\n")
            .arg(cell(EventModel::IdColumn),
                 DisplayTime::instance().formatPrecise(index.data(EventModel::AtRole).toDouble()),
                 cell(EventModel::KindColumn), cell(EventModel::PathColumn), cell(EventModel::IntentColumn));
    text += index.data(EventModel::PrettyDetailRole).toString();
    m_detail->setPlainText(text);
    m_saveWhole->setValue(index.data(EventModel::RawDetailRole).toByteArray(),
                          index.data(EventModel::DetailTruncatedRole).toBool());
}

QString EventsPage::currentIntent() const
{
    return m_table->currentIndex().data(EventModel::IntentRole).toString();
}

} // namespace seal
