// Mandates and mandate paths (SPEC-kernel.md §12) as tables: which paths an
// agent may only spend on with a mandate (who set it, when), and per intent
// its mandate (state, amount, tier, approvers, clearance, times) with the
// gateway ticket the intent spent. One read of core readMandateWindow() feeds
// both tables; the mandates are a bounded window, the newest kNewest.
#pragma once

#include "core/rules/mandates.hpp"
#include "models/store_table_model.hpp"
#include "models/text/lookalike_text.hpp"

#include <QString>

namespace seal {


class StoreClient;

class MandatePathModel : public KeyedTableModel<MandatePath>
{
    Q_OBJECT
public:
    enum Column
    {
        PathColumn,
        RequiredColumn,
        UpdatedColumn,
        UpdatedByColumn,
        ColumnCount
    };
    enum Role
    {
        PathRole = Qt::UserRole + 1, // the raw path (not for display)
        RequiredRole,                // bool
        SortRole,
    };

    explicit MandatePathModel(QObject* parent = nullptr);
    void setPaths(std::vector<MandatePath> paths);
    // Whether `path` is in the table with required = true.
    bool isRequired(const QString& path) const;

private:
    QString keyOf(const MandatePath& row) const override { return QString::fromStdString(row.path); }
    QVariant cell(const MandatePath& row, int column, int role) const override;
    QVariant display(const MandatePath& row, int column) const;

    LookalikeMarks m_pathMarks; // its paths, each against the others
};

class MandateModel : public StoreListModel<MandateWithTicket>
{
    Q_OBJECT
public:
    enum Column
    {
        CreatedColumn,
        StateColumn,
        AmountColumn,
        PathColumn,
        IntentColumn,
        TicketColumn, // when the intent spent its ticket
        ConsumedColumn,
        ExpiresColumn,
        TierColumn,
        ApproversColumn,
        ClearanceColumn,
        ColumnCount
    };
    enum Role
    {
        IntentRole = Qt::UserRole + 1, // the raw intent
        RawStateRole,                  // active | expired | consumed
        SortRole,
    };

    explicit MandateModel(StoreClient* store, QObject* parent = nullptr);

    void reload() override;
    void setWindow(MandateWindow window);

    MandatePathModel* paths() const { return m_paths; }
    long long total() const { return m_total; } // every mandate in the store
    double judgedAt() const { return m_at; }    // the time the states are as of
    // At most this many, the newest: mandates grow with every admission.
    static constexpr int kNewest = 2000;

    // "alice, bob" for a JSON array of names; the text cut otherwise.
    static QString approversText(const std::optional<std::string>& json);
    // Everything about a mandate and its ticket, for a plain-text pane.
    static QString describe(const MandateWithTicket& row);
    static QString stateText(const std::string& state);

private:
    QString keyOf(const MandateWithTicket& row) const override
    {
        return QString::fromStdString(row.mandate.mandateId);
    }
    QVariant cell(const MandateWithTicket& row, int column, int role) const override;
    QVariant display(const MandateWithTicket& row, int column) const;

    MandatePathModel* m_paths = nullptr;
    long long m_total = 0;
    double m_at = 0;
};

} // namespace seal
