#include "models/divergence_model.hpp"

#include "models/read_cycle.hpp"

#include "models/store_client.hpp"
#include "models/text/display_time.hpp"
#include "models/text/json_text.hpp"
#include "models/text/safe_text.hpp"
#include "models/text/state_words.hpp"

#include <array>

namespace seal {
namespace {

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

// Column titles in Column order, translated in the model's context.
constexpr std::array<const char*, OutOfBandSpendModel::ColumnCount> kOutOfBandSpendModelTitles = {
    QT_TRANSLATE_NOOP("seal::OutOfBandSpendModel", "Event"),
    QT_TRANSLATE_NOOP("seal::OutOfBandSpendModel", "Time"),
    QT_TRANSLATE_NOOP("seal::OutOfBandSpendModel", "Path"),
    QT_TRANSLATE_NOOP("seal::OutOfBandSpendModel", "Domain"),
    QT_TRANSLATE_NOOP("seal::OutOfBandSpendModel", "Intent"),
    QT_TRANSLATE_NOOP("seal::OutOfBandSpendModel", "Detail"),
};

// Column titles in Column order, translated in the model's context.
constexpr std::array<const char*, FrozenDomainModel::ColumnCount> kFrozenDomainModelTitles = {
    QT_TRANSLATE_NOOP("seal::FrozenDomainModel", "Domain"),
    QT_TRANSLATE_NOOP("seal::FrozenDomainModel", "Frozen since"),
    QT_TRANSLATE_NOOP("seal::FrozenDomainModel", "Reason"),
    QT_TRANSLATE_NOOP("seal::FrozenDomainModel", "Evidence"),
};

// Column titles in Column order, translated in the model's context.
constexpr std::array<const char*, DivergenceModel::ColumnCount> kDivergenceModelTitles = {
    QT_TRANSLATE_NOOP("seal::DivergenceModel", "Intent"),
    QT_TRANSLATE_NOOP("seal::DivergenceModel", "Path"),
    QT_TRANSLATE_NOOP("seal::DivergenceModel", "Action"),
    QT_TRANSLATE_NOOP("seal::DivergenceModel", "State"),
    QT_TRANSLATE_NOOP("seal::DivergenceModel", "Created"),
    QT_TRANSLATE_NOOP("seal::DivergenceModel", "Observations"),
    QT_TRANSLATE_NOOP("seal::DivergenceModel", "Last witness"),
    QT_TRANSLATE_NOOP("seal::DivergenceModel", "Review"),
};

} // namespace

// ---- out-of-band spend ------------------------------------------------------

OutOfBandSpendModel::OutOfBandSpendModel(QObject* parent) : KeyedTableModel(kOutOfBandSpendModelTitles, parent)
{
    followDisplayTime(TimeColumn, TimeColumn);
}

void OutOfBandSpendModel::setRows(std::vector<OutOfBandSpend> rows)
{
    replaceRows(QList<OutOfBandSpend>(std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end())));
}

QVariant OutOfBandSpendModel::cell(const OutOfBandSpend& row, int column, int role) const
{
    if (role == Qt::TextAlignmentRole)
        return column == IdColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role == Qt::ToolTipRole) {
        if (const QVariant tip = invalidCellTip(cell(row, column, Qt::DisplayRole), row.invalid); tip.isValid()) return tip;
        if (column == TimeColumn) return DisplayTime::instance().formatPrecise(row.at);
    }
    if (role != Qt::DisplayRole) return {};
    switch (column) {
    case IdColumn:
        return QString::number(row.id);
    case TimeColumn:
        return DisplayTime::instance().format(row.at);
    case PathColumn:
        return row.path ? safeText(std::string_view(*row.path)) : tr("(all paths)");
    case DomainColumn:
        return safeText(row.domain, QString());
    case IntentColumn:
        return safeText(row.intent, QString());
    case DetailColumn:
        return jsonCell(row.detailText);
    default:
        return {};
    }
}

QString OutOfBandSpendModel::describe(const OutOfBandSpend& spend)
{
    return tr("Out-of-band spend (event #%1)\nTime: %2\nPath: %3\nDomain: %4\nIntent: %5\n\nDetail:\n%6")
        .arg(QString::number(spend.id), DisplayTime::instance().formatPrecise(spend.at),
             spend.path ? safeText(std::string_view(*spend.path)) : tr("(all paths)"),
             noneIfEmpty(safeText(spend.domain, QString())), noneIfEmpty(safeText(spend.intent, QString())),
             jsonPane(spend.detailText));
}

// ---- frozen domains ---------------------------------------------------------

FrozenDomainModel::FrozenDomainModel(QObject* parent) : KeyedTableModel(kFrozenDomainModelTitles, parent)
{
    followDisplayTime(SinceColumn, SinceColumn);
}

void FrozenDomainModel::setRows(std::vector<FrozenDomain> rows)
{
    std::vector<std::string> domains;
    for (const FrozenDomain& f : rows)
        domains.push_back(f.domain);
    m_domainMarks.rebuild(domains);
    replaceRows(QList<FrozenDomain>(std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end())));
}

QVariant FrozenDomainModel::cell(const FrozenDomain& row, int column, int role) const
{
    if (role == DomainRole) return QString::fromStdString(row.domain);
    if (role == Qt::ToolTipRole) {
        if (const QVariant tip = invalidCellTip(cell(row, column, Qt::DisplayRole), row.invalid); tip.isValid()) return tip;
        if (column == ReasonColumn) return safeText(row.reason, QString());
        if (column == DomainColumn && m_domainMarks.of(row.domain).suspicious())
            return m_domainMarks.explanation(row.domain);
    }
    if (role != Qt::DisplayRole) return {};
    switch (column) {
    case DomainColumn:
        return m_domainMarks.marked(safeText(std::string_view(row.domain)), row.domain);
    case SinceColumn:
        return row.frozenAt ? DisplayTime::instance().format(*row.frozenAt) : tr("(unknown)");
    case ReasonColumn:
        return safeText(row.reason, QString());
    case EvidenceColumn:
        return jsonCell(row.evidenceText);
    default:
        return {};
    }
}

QString FrozenDomainModel::describe(const FrozenDomain& frozen) const
{
    const QString look = m_domainMarks.explanation(frozen.domain);
    return tr("Frozen domain: %1\nFrozen since: %2\nReason: %3\n\nEvidence:\n%4")
        .arg(m_domainMarks.marked(safeText(std::string_view(frozen.domain)), frozen.domain) +
                 (look.isEmpty() ? QString() : QLatin1Char('\n') + look),
             frozen.frozenAt ? DisplayTime::instance().formatPrecise(*frozen.frozenAt) : tr("(unknown)"),
             noneIfEmpty(safeText(std::string_view(frozen.reason.value_or(std::string())), TextLines::Multi)),
             jsonPane(frozen.evidenceText));
}

// ---- diverged intents -------------------------------------------------------

DivergenceModel::DivergenceModel(StoreClient* store, QObject* parent)
    : KeyedTableModel(kDivergenceModelTitles, parent)
{
    m_spend = new OutOfBandSpendModel(this);
    m_frozen = new FrozenDomainModel(this);
    readFrom(store);
    reloadWhenChanged({&ChangeStamp::certs, &ChangeStamp::events, &ChangeStamp::approvals, &ChangeStamp::intents, &ChangeStamp::policy});
    followDisplayTime(CreatedColumn, CreatedColumn);
    followDisplayTime(ReviewedColumn, ReviewedColumn);
    reload();
}

void DivergenceModel::reload()
{
    load<DivergenceReport>(
        [](Connection& conn) { return readDivergences(conn); },
        [this](DivergenceReport report) {
            setReport(std::move(report));
        });
}

void DivergenceModel::setReport(DivergenceReport report)
{
    replaceRows(QList<DivergedIntent>(std::make_move_iterator(report.divergedIntents.begin()),
                                      std::make_move_iterator(report.divergedIntents.end())));
    m_spend->setRows(std::move(report.outOfBandSpend));
    m_frozen->setRows(std::move(report.frozenDomains));
    markLoaded();
}

QVariant DivergenceModel::cell(const DivergedIntent& row, int column, int role) const
{
    if (role == IntentRole) return QString::fromStdString(row.intent);
    if (role == Qt::ToolTipRole) {
        if (const QVariant tip = invalidCellTip(cell(row, column, Qt::DisplayRole), row.invalid); tip.isValid()) return tip;
        if (column == IntentColumn) return safeText(std::string_view(row.intent));
        if (column == ReviewedColumn && row.reviewed)
            return tr("Domain unfrozen (event #%1): %2")
                .arg(QString::number(row.reviewed->eventId),
                     noneIfEmpty(safeText(row.reviewed->reason, QString())));
        if (column == ReviewedColumn)
            return tr("Not reviewed: its domain has not been unfrozen since it diverged");
    }
    if (role == Qt::TextAlignmentRole)
        return column == ObservationsColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                    : QVariant();
    if (role != Qt::DisplayRole) return {};
    switch (column) {
    case IntentColumn:
        return safeText(std::string_view(row.intent));
    case PathColumn:
        return safeText(row.path, QString());
    case ActionColumn:
        return safeText(std::string_view(row.action));
    case StateColumn:
        return intentStateWord(row.state);
    case CreatedColumn:
        return DisplayTime::instance().format(row.createdAt);
    case ObservationsColumn:
        return QString::number(row.observations.size());
    case WitnessColumn:
        return row.observations.empty() ? QString() : safeText(row.observations.back().witnessState, QString());
    case ReviewedColumn:
        return reviewedText(row);
    default:
        return {};
    }
}

QString DivergenceModel::reviewedText(const DivergedIntent& diverged)
{
    if (!diverged.reviewed) return {};
    return tr("reviewed by %1 at %2")
        .arg(diverged.reviewed->by ? safeText(std::string_view(*diverged.reviewed->by))
                                   : tr("(not recorded)"),
             DisplayTime::instance().format(diverged.reviewed->at));
}

QString DivergenceModel::describe(const DivergedIntent& diverged)
{
    const DisplayTime& time = DisplayTime::instance();
    QString text =
        tr("Diverged intent\nIntent: %1\nPath: %2\nAction: %3\nState: %4\nCreated: %5\n")
            .arg(safeText(std::string_view(diverged.intent)), noneIfEmpty(safeText(diverged.path, QString())),
                 noneIfEmpty(safeText(std::string_view(diverged.action))),
                 intentStateWord(diverged.state), time.formatPrecise(diverged.createdAt));
    text += diverged.reviewed ? tr("Review: %1 (domain unfrozen, event #%2, reason: %3)\n")
                                    .arg(reviewedText(diverged), QString::number(diverged.reviewed->eventId),
                                         noneIfEmpty(safeText(diverged.reviewed->reason, QString())))
                              : tr("Review: none yet (its domain has not been unfrozen since it diverged)\n");
    if (diverged.observations.empty()) return text + tr("\nNo observation cert names this intent.");
    for (const Observation& o : diverged.observations) {
        text += tr("\nObservation: cert #%1 at %2\n  Hash: %3\n  Observed tier: %4\n  Witness said: %5 "
                   "(count %6)\n"
                   "  Tier: %7, world: %8\n  Witness evidence:\n")
                    .arg(QString::number(o.seq), time.formatPrecise(o.at), safeText(std::string_view(o.hash)),
                         noneIfEmpty(safeText(o.observedTier, QString())), noneIfEmpty(safeText(o.witnessState, QString())),
                         noneIfEmpty(safeText(o.witnessCountText, QString())), noneIfEmpty(safeText(o.tier, QString())),
                         noneIfEmpty(safeText(o.world, QString())));
        text += indented(jsonPane(o.witnessEvidenceText)) + QLatin1Char('\n');
    }
    return text;
}

} // namespace seal
