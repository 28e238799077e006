#include "divergence_model.hpp"

#include "display_time.hpp"
#include "json_text.hpp"
#include "safe_text.hpp"
#include "store_client.hpp"

namespace seal {
namespace {

QString optionalText(const std::optional<std::string>& text)
{
    return text ? safeText(std::string_view(*text)) : QString();
}

QString noneIfEmpty(const QString& text)
{
    return text.isEmpty() ? DivergenceModel::tr("(none)") : text;
}

// Stored JSON in one line for a table cell; "" when SQL NULL.
QString jsonCell(const std::optional<std::string>& text)
{
    if (!text) return {};
    // fromRawData: a 50 MB detail is not copied for a 200-character cell.
    return safeText(QString::fromUtf8(
        oneLineJson(QByteArray::fromRawData(text->data(), static_cast<qsizetype>(text->size())), 200)));
}

// Stored JSON re-indented for a plain-text pane.
QString jsonPane(const std::optional<std::string>& text)
{
    if (!text) return DivergenceModel::tr("(none)");
    return safeText(QString::fromUtf8(showJson(std::string_view(*text)).text), TextLines::Multi);
}

QString indented(QString text)
{
    text.replace(QLatin1Char('\n'), QStringLiteral("\n    "));
    return QStringLiteral("    ") + text;
}

template <typename Model> void refreshColumns(Model* model, int first, int last)
{
    if (model->rowCount() > 0)
        Q_EMIT model->dataChanged(model->index(0, first), model->index(model->rowCount() - 1, last));
}

} // namespace

// ---- out-of-band spend ------------------------------------------------------

int OutOfBandSpendModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int OutOfBandSpendModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void OutOfBandSpendModel::setRows(std::vector<OutOfBandSpend> rows)
{
    replaceRows(m_rows, QList<OutOfBandSpend>(std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end())),
                [](const OutOfBandSpend& row) { return QString::number(row.id); });
}

const OutOfBandSpend* OutOfBandSpendModel::rowAt(int row) const
{
    return rowPointer(m_rows, row);
}

QVariant OutOfBandSpendModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const OutOfBandSpend& row = m_rows[index.row()];
    if (role == Qt::TextAlignmentRole)
        return index.column() == IdColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role == Qt::ToolTipRole) {
        if (const QVariant tip = invalidCellTip(data(index, Qt::DisplayRole), row.invalid); tip.isValid()) return tip;
        if (index.column() == TimeColumn) return DisplayTime::instance().formatPrecise(row.at);
    }
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case IdColumn:
        return QString::number(row.id);
    case TimeColumn:
        return DisplayTime::instance().format(row.at);
    case PathColumn:
        return row.path ? safeText(std::string_view(*row.path)) : tr("(all paths)");
    case DomainColumn:
        return optionalText(row.domain);
    case IntentColumn:
        return optionalText(row.intent);
    case DetailColumn:
        return jsonCell(row.detailText);
    default:
        return {};
    }
}

QVariant OutOfBandSpendModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return KeyedTableModel::headerData(section, orientation, role);
    switch (section) {
    case IdColumn:
        return tr("Event");
    case TimeColumn:
        return tr("Time");
    case PathColumn:
        return tr("Path");
    case DomainColumn:
        return tr("Domain");
    case IntentColumn:
        return tr("Intent");
    case DetailColumn:
        return tr("Detail");
    default:
        return {};
    }
}

QString OutOfBandSpendModel::describe(const OutOfBandSpend& spend)
{
    return tr("Out-of-band spend (event #%1)\nTime: %2\nPath: %3\nDomain: %4\nIntent: %5\n\nDetail:\n%6")
        .arg(QString::number(spend.id), DisplayTime::instance().formatPrecise(spend.at),
             spend.path ? safeText(std::string_view(*spend.path)) : tr("(all paths)"),
             noneIfEmpty(optionalText(spend.domain)), noneIfEmpty(optionalText(spend.intent)),
             jsonPane(spend.detailText));
}

// ---- frozen domains ---------------------------------------------------------

int FrozenDomainModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int FrozenDomainModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void FrozenDomainModel::setRows(std::vector<FrozenDomain> rows)
{
    replaceRows(m_rows, QList<FrozenDomain>(std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end())),
                [](const FrozenDomain& row) { return QString::fromStdString(row.domain); });
}

const FrozenDomain* FrozenDomainModel::rowAt(int row) const
{
    return rowPointer(m_rows, row);
}

int FrozenDomainModel::rowOf(const QString& domain) const
{
    return rowWithKey(m_rows, domain, &FrozenDomain::domain);
}

QVariant FrozenDomainModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const FrozenDomain& row = m_rows[index.row()];
    if (role == DomainRole) return QString::fromStdString(row.domain);
    if (role == Qt::ToolTipRole) {
        if (const QVariant tip = invalidCellTip(data(index, Qt::DisplayRole), row.invalid); tip.isValid()) return tip;
        if (index.column() == ReasonColumn) return optionalText(row.reason);
    }
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case DomainColumn:
        return safeText(std::string_view(row.domain));
    case SinceColumn:
        return row.frozenAt ? DisplayTime::instance().format(*row.frozenAt) : tr("(unknown)");
    case ReasonColumn:
        return optionalText(row.reason);
    case EvidenceColumn:
        return jsonCell(row.evidenceText);
    default:
        return {};
    }
}

QVariant FrozenDomainModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return KeyedTableModel::headerData(section, orientation, role);
    switch (section) {
    case DomainColumn:
        return tr("Domain");
    case SinceColumn:
        return tr("Frozen since");
    case ReasonColumn:
        return tr("Reason");
    case EvidenceColumn:
        return tr("Evidence");
    default:
        return {};
    }
}

QString FrozenDomainModel::describe(const FrozenDomain& frozen)
{
    return tr("Frozen domain: %1\nFrozen since: %2\nReason: %3\n\nEvidence:\n%4")
        .arg(safeText(std::string_view(frozen.domain)),
             frozen.frozenAt ? DisplayTime::instance().formatPrecise(*frozen.frozenAt) : tr("(unknown)"),
             noneIfEmpty(safeText(std::string_view(frozen.reason.value_or(std::string())), TextLines::Multi)),
             jsonPane(frozen.evidenceText));
}

// ---- diverged intents -------------------------------------------------------

DivergenceModel::DivergenceModel(StoreClient* store, QObject* parent)
    : KeyedTableModel(parent), m_store(store)
{
    m_spend = new OutOfBandSpendModel(this);
    m_frozen = new FrozenDomainModel(this);
    connect(m_store, &StoreClient::requestFailed, this, [this](quint64 id, const QString& message) {
        if (id != m_pending) return;
        m_pending = 0;
        m_error = message;
        Q_EMIT failed(message);
    });
    connect(&DisplayTime::instance(), &DisplayTime::zoneChanged, this, [this] {
        refreshColumns(this, CreatedColumn, CreatedColumn);
        refreshColumns(m_spend, OutOfBandSpendModel::TimeColumn, OutOfBandSpendModel::TimeColumn);
        refreshColumns(m_frozen, FrozenDomainModel::SinceColumn, FrozenDomainModel::SinceColumn);
    });
    reload();
}

void DivergenceModel::reload()
{
    m_pending = m_store->read<DivergenceReport>(
        this, [](Connection& conn) { return readDivergences(conn); },
        [this](DivergenceReport report) {
            m_pending = 0;
            m_error.clear();
            setReport(std::move(report));
            Q_EMIT loaded();
        });
}

void DivergenceModel::setReport(DivergenceReport report)
{
    replaceRows(m_rows,
                QList<DivergedIntent>(std::make_move_iterator(report.divergedIntents.begin()),
                                      std::make_move_iterator(report.divergedIntents.end())),
                [](const DivergedIntent& row) { return QString::fromStdString(row.intent); });
    m_spend->setRows(std::move(report.outOfBandSpend));
    m_frozen->setRows(std::move(report.frozenDomains));
    m_loaded = true;
}

const DivergedIntent* DivergenceModel::rowAt(int row) const
{
    return rowPointer(m_rows, row);
}

int DivergenceModel::rowOf(const QString& intent) const
{
    return rowWithKey(m_rows, intent, &DivergedIntent::intent);
}

int DivergenceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int DivergenceModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DivergenceModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid)) return {};
    const DivergedIntent& row = m_rows[index.row()];
    if (role == IntentRole) return QString::fromStdString(row.intent);
    if (role == Qt::ToolTipRole) {
        if (const QVariant tip = invalidCellTip(data(index, Qt::DisplayRole), row.invalid); tip.isValid()) return tip;
        if (index.column() == IntentColumn) return safeText(std::string_view(row.intent));
    }
    if (role == Qt::TextAlignmentRole)
        return index.column() == ObservationsColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                    : QVariant();
    if (role != Qt::DisplayRole) return {};
    switch (index.column()) {
    case IntentColumn:
        return safeText(std::string_view(row.intent));
    case PathColumn:
        return optionalText(row.path);
    case ActionColumn:
        return safeText(std::string_view(row.action));
    case StateColumn:
        return safeText(std::string_view(row.state));
    case CreatedColumn:
        return DisplayTime::instance().format(row.createdAt);
    case ObservationsColumn:
        return QString::number(row.observations.size());
    case WitnessColumn:
        return row.observations.empty() ? QString() : optionalText(row.observations.back().witnessState);
    default:
        return {};
    }
}

QVariant DivergenceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return KeyedTableModel::headerData(section, orientation, role);
    switch (section) {
    case IntentColumn:
        return tr("Intent");
    case PathColumn:
        return tr("Path");
    case ActionColumn:
        return tr("Action");
    case StateColumn:
        return tr("State");
    case CreatedColumn:
        return tr("Created");
    case ObservationsColumn:
        return tr("Observations");
    case WitnessColumn:
        return tr("Last witness");
    default:
        return {};
    }
}

QString DivergenceModel::describe(const DivergedIntent& diverged)
{
    const DisplayTime& time = DisplayTime::instance();
    QString text =
        tr("Diverged intent\nIntent: %1\nPath: %2\nAction: %3\nState: %4\nCreated: %5\n")
            .arg(safeText(std::string_view(diverged.intent)), noneIfEmpty(optionalText(diverged.path)),
                 noneIfEmpty(safeText(std::string_view(diverged.action))),
                 safeText(std::string_view(diverged.state)), time.formatPrecise(diverged.createdAt));
    if (diverged.observations.empty()) return text + tr("\nNo observation cert names this intent.");
    for (const Observation& o : diverged.observations) {
        text += tr("\nObservation: cert #%1 at %2\n  Hash: %3\n  Observed tier: %4\n  Witness said: %5 "
                   "(count %6)\n"
                   "  Tier: %7, world: %8\n  Witness evidence:\n")
                    .arg(QString::number(o.seq), time.formatPrecise(o.at), safeText(std::string_view(o.hash)),
                         noneIfEmpty(optionalText(o.observedTier)), noneIfEmpty(optionalText(o.witnessState)),
                         noneIfEmpty(optionalText(o.witnessCountText)), noneIfEmpty(optionalText(o.tier)),
                         noneIfEmpty(optionalText(o.world)));
        text += indented(jsonPane(o.witnessEvidenceText)) + QLatin1Char('\n');
    }
    return text;
}

} // namespace seal
