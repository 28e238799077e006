#include "models/mandate_model.hpp"

#include "models/read_cycle.hpp"

#include "core/base/clock.hpp"
#include "models/store_client.hpp"
#include "models/text/cell_text.hpp"
#include "models/text/display_time.hpp"
#include "models/text/safe_text.hpp"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>
#include <array>

namespace seal {
namespace {

constexpr std::array<const char*, MandatePathModel::ColumnCount> kPathTitles = {
    QT_TRANSLATE_NOOP("seal::MandatePathModel", "Path"),
    QT_TRANSLATE_NOOP("seal::MandatePathModel", "Mandate required"),
    QT_TRANSLATE_NOOP("seal::MandatePathModel", "Updated at"),
    QT_TRANSLATE_NOOP("seal::MandatePathModel", "Updated by"),
};

constexpr std::array<const char*, MandateModel::ColumnCount> kMandateTitles = {
    QT_TRANSLATE_NOOP("seal::MandateModel", "Created"),
    QT_TRANSLATE_NOOP("seal::MandateModel", "State"),
    QT_TRANSLATE_NOOP("seal::MandateModel", "Amount"),
    QT_TRANSLATE_NOOP("seal::MandateModel", "Path"),
    QT_TRANSLATE_NOOP("seal::MandateModel", "Intent"),
    QT_TRANSLATE_NOOP("seal::MandateModel", "Ticket spent"),
    QT_TRANSLATE_NOOP("seal::MandateModel", "Consumed"),
    QT_TRANSLATE_NOOP("seal::MandateModel", "Expires"),
    QT_TRANSLATE_NOOP("seal::MandateModel", "Tier"),
    QT_TRANSLATE_NOOP("seal::MandateModel", "Approvers"),
    QT_TRANSLATE_NOOP("seal::MandateModel", "Clearance"),
};

// Approvers longer than this are not parsed on the GUI thread: they are cut.
constexpr qsizetype kApproversParsed = 64 * 1024;
constexpr qsizetype kApproversShown = 200;

QString orNone(const std::optional<std::string>& value)
{
    return value ? safeText(std::string_view(*value)) : MandateModel::tr("(none)");
}

std::vector<std::string> problemsOf(const MandateWithTicket& row)
{
    std::vector<std::string> problems = row.mandate.invalid;
    if (row.ticket && !row.ticket->invalid.empty()) problems.push_back(row.ticket->invalid);
    return problems;
}

} // namespace

// ---- paths ----------------------------------------------------------------------------

MandatePathModel::MandatePathModel(QObject* parent) : KeyedTableModel(kPathTitles, parent)
{
    followDisplayTime(UpdatedColumn, UpdatedColumn);
}

void MandatePathModel::setPaths(std::vector<MandatePath> paths)
{
    std::vector<std::string> names;
    for (const MandatePath& p : paths)
        names.push_back(p.path);
    m_pathMarks.rebuild(names);
    QList<MandatePath> rows;
    rows.reserve(static_cast<qsizetype>(paths.size()));
    for (MandatePath& p : paths)
        rows.push_back(std::move(p));
    replaceRows(std::move(rows));
}

bool MandatePathModel::isRequired(const QString& path) const
{
    const MandatePath* row = rowAt(rowOf(path));
    return row && row->required;
}

QVariant MandatePathModel::cell(const MandatePath& row, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (const QVariant tip = invalidCellTip(display(row, column), row.invalid); tip.isValid()) return tip;
        if (column == PathColumn && m_pathMarks.of(row.path).suspicious())
            return safeText(std::string_view(row.path)) + QLatin1Char('\n') + m_pathMarks.explanation(row.path);
        if (column == PathColumn || column == UpdatedByColumn) return display(row, column);
        return {};
    case PathRole:
        return QString::fromStdString(row.path);
    case RequiredRole:
        return row.required;
    case SortRole:
        switch (column) {
        case PathColumn:
            return QString::fromStdString(row.path);
        case RequiredColumn:
            return row.required;
        case UpdatedColumn:
            return row.updatedAt;
        case UpdatedByColumn:
            return QString::fromStdString(row.updatedBy);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant MandatePathModel::display(const MandatePath& row, int column) const
{
    switch (column) {
    case PathColumn:
        return m_pathMarks.marked(safeText(std::string_view(row.path)), row.path);
    case RequiredColumn:
        return row.required ? tr("required") : tr("released");
    case UpdatedColumn:
        return DisplayTime::instance().format(row.updatedAt);
    case UpdatedByColumn:
        return safeText(std::string_view(row.updatedBy));
    default:
        return {};
    }
}

// ---- mandates -------------------------------------------------------------------------

MandateModel::MandateModel(StoreClient* store, QObject* parent)
    : KeyedTableModel(kMandateTitles, parent), m_paths(new MandatePathModel(this))
{
    followDisplayTime(CreatedColumn, CreatedColumn);
    followDisplayTime(TicketColumn, ExpiresColumn);
    readFrom(store);
    reloadWhenChanged({&ChangeStamp::intents, &ChangeStamp::events}); // mandates: admissions; paths: events
    reload();
}

void MandateModel::reload()
{
    if (!store()) return;
    load<MandateWindow>(
        [](Connection& conn) { return readMandateWindow(conn, nowEpoch(), kNewest); },
        [this](MandateWindow window) {
            setWindow(std::move(window));
        });
}

void MandateModel::setWindow(MandateWindow window)
{
    m_at = window.at;
    m_total = window.total;
    m_paths->setPaths(std::move(window.paths));
    QList<MandateWithTicket> rows;
    rows.reserve(static_cast<qsizetype>(window.mandates.size()));
    for (MandateWithTicket& m : window.mandates)
        rows.push_back(std::move(m));
    replaceRows(std::move(rows));
    markLoaded();
}

QString MandateModel::stateText(const std::string& state)
{
    if (state == "active") return tr("active");
    if (state == "expired") return tr("expired");
    if (state == "consumed") return tr("consumed");
    return safeText(std::string_view(state));
}

QString MandateModel::approversText(const std::optional<std::string>& json)
{
    if (!json) return tr("(none)");
    const QByteArray bytes = QByteArray::fromStdString(*json);
    if (bytes.size() <= kApproversParsed) {
        const QJsonDocument doc = QJsonDocument::fromJson(bytes);
        if (doc.isArray()) {
            QStringList names;
            for (const QJsonValue& v : doc.array())
                names << safeText(
                    v.isString()
                        ? v.toString()
                        : QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact)));
            return names.isEmpty() ? tr("(none)") : names.join(QStringLiteral(", "));
        }
    }
    QString shown = safeText(std::string_view(*json).substr(0, kApproversShown));
    if (static_cast<qsizetype>(json->size()) > kApproversShown) shown += QStringLiteral("…");
    return shown;
}

QString MandateModel::describe(const MandateWithTicket& row)
{
    const Mandate& m = row.mandate;
    const DisplayTime& time = DisplayTime::instance();
    const QString path = QString::fromStdString(m.path);
    QString text =
        tr("Mandate: %1\nIntent: %2\nPath: %3\nState: %4\nAmount: %5\nTier: %6\nApproval: %7\nApprovers: %8\n"
           "Clearance: %9\nArguments digest: %10")
            .arg(safeText(std::string_view(m.mandateId)), safeText(std::string_view(m.intent)),
                 safeText(std::string_view(m.path)), stateText(m.state),
                 m.amount ? amountText(*m.amount, path) : tr("(none)"), orNone(m.tier),
                 orNone(m.approvalId), approversText(m.approversText), orNone(m.clearance),
                 safeText(std::string_view(m.argsDigest)));
    text +=
        QLatin1Char('\n') + tr("Created: %1\nExpires: %2\nConsumed: %3")
                                .arg(time.formatPrecise(m.createdAt), time.formatPrecise(m.expiresAt),
                                     m.consumedAt ? time.formatPrecise(*m.consumedAt) : tr("not consumed"));
    if (row.ticket)
        text += QLatin1Char('\n') + tr("Ticket spent: %1 on %2\nTicket signature: %3")
                                        .arg(time.formatPrecise(row.ticket->spentAt),
                                             safeText(std::string_view(row.ticket->path)),
                                             safeText(std::string_view(row.ticket->sig)));
    else
        text += QLatin1Char('\n') + tr("Ticket spent: none (the gateway has no spent ticket of this intent)");
    for (const std::string& problem : problemsOf(row))
        text += QLatin1Char('\n') + tr("Not readable: %1").arg(safeText(std::string_view(problem)));
    return text;
}

QVariant MandateModel::cell(const MandateWithTicket& row, int column, int role) const
{
    const Mandate& m = row.mandate;
    switch (role) {
    case Qt::DisplayRole:
        return display(row, column);
    case Qt::ToolTipRole:
        if (const QVariant tip = invalidCellTip(display(row, column), problemsOf(row)); tip.isValid())
            return tip;
        if (column == IntentColumn || column == PathColumn || column == ApproversColumn)
            return display(row, column);
        if (column == TicketColumn && row.ticket) return safeText(std::string_view(row.ticket->sig));
        return {};
    case Qt::TextAlignmentRole:
        return column == AmountColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case IntentRole:
        return QString::fromStdString(m.intent);
    case RawStateRole:
        return QString::fromStdString(m.state);
    case SortRole:
        switch (column) {
        case CreatedColumn:
            return m.createdAt;
        case StateColumn:
            return QString::fromStdString(m.state);
        case AmountColumn:
            return m.amount ? QVariant(*m.amount) : QVariant();
        case TierColumn:
            return m.tier ? QString::fromStdString(*m.tier) : QString();
        case ApproversColumn:
            return approversText(m.approversText);
        case ClearanceColumn:
            return m.clearance ? QString::fromStdString(*m.clearance) : QString();
        case PathColumn:
            return QString::fromStdString(m.path);
        case IntentColumn:
            return QString::fromStdString(m.intent);
        case ExpiresColumn:
            return m.expiresAt;
        case ConsumedColumn:
            return m.consumedAt ? QVariant(*m.consumedAt) : QVariant();
        case TicketColumn:
            return row.ticket ? QVariant(row.ticket->spentAt) : QVariant();
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant MandateModel::display(const MandateWithTicket& row, int column) const
{
    const Mandate& m = row.mandate;
    const DisplayTime& time = DisplayTime::instance();
    switch (column) {
    case CreatedColumn:
        return time.format(m.createdAt);
    case StateColumn:
        return stateText(m.state);
    case AmountColumn:
        return m.amount ? amountText(*m.amount, QString::fromStdString(m.path)) : tr("(none)");
    case TierColumn:
        return orNone(m.tier);
    case ApproversColumn:
        return approversText(m.approversText);
    case ClearanceColumn:
        return orNone(m.clearance);
    case PathColumn:
        return safeText(std::string_view(m.path));
    case IntentColumn:
        return safeText(std::string_view(m.intent));
    case ExpiresColumn:
        return time.format(m.expiresAt);
    case ConsumedColumn:
        return m.consumedAt ? time.format(*m.consumedAt) : tr("not consumed");
    case TicketColumn:
        return row.ticket ? time.format(row.ticket->spentAt) : tr("(none)");
    default:
        return {};
    }
}

} // namespace seal
