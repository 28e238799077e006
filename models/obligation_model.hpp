// The kernel's obligations (SPEC-kernel.md §14) as two tables: the duties
// (kind once/recurring, due or next window, active, satisfied_at/tier, and the
// status the kernel's sweep rules give it as of the read, nothing written) and
// the breaches (window, due, detected, resolved by/resolution, cert hash).
// One read of core readObligations() feeds both; a live refresh replaces rows
// by key, so the selection survives. A store without the kernel's tables is
// "not set up"; one with Seal Desk's withdrawn layout says so by name.
#pragma once

#include "core/rules/obligations.hpp"
#include "models/store_table_model.hpp"

#include <QString>

namespace seal {


class StoreClient;

// The breaches the console lists: the newest by id.
inline constexpr std::int64_t kObligationBreachRows = 2000;

// A duty with what the evaluation said about it.
struct DutyRow
{
    Obligation duty;
    std::vector<ObligationItem> items; // once: one; recurring: the windows closed since the last sweep
    int openBreaches = 0;              // unresolved rows of this duty among those read
    int breaches = 0;
};

class ObligationBreachModel : public KeyedTableModel<ObligationBreach>
{
    Q_OBJECT
public:
    enum Column
    {
        IdColumn,
        StateColumn,
        ActionColumn,
        WindowColumn,
        DueColumn,
        DetectedColumn,
        ResolutionColumn,
        ObligationColumn,
        CertColumn,
        ColumnCount
    };
    enum Role
    {
        IdRole = Qt::UserRole + 1, // qint64
        OpenRole,                  // bool: unresolved
        SortRole,
    };
    explicit ObligationBreachModel(QObject* parent = nullptr);
    void setBreaches(std::vector<ObligationBreach> breaches);
    static QString describe(const ObligationBreach& b);

private:
    QString keyOf(const ObligationBreach& row) const override { return QString::number(row.id); }
    QVariant cell(const ObligationBreach& row, int column, int role) const override;
    QVariant display(const ObligationBreach& row, int column) const;
};

class ObligationModel : public StoreListModel<DutyRow>
{
    Q_OBJECT
public:
    enum Column
    {
        StatusColumn,
        ActionColumn,
        KindColumn,
        DueColumn,
        KeyColumn,
        SatisfiedColumn,
        BreachesColumn,
        DescriptionColumn,
        DeclaredByColumn,
        IdColumn,
        ColumnCount
    };
    enum Role
    {
        IdRole = Qt::UserRole + 1, // QString: the obligation_id
        StatusRole,                // the evaluation's status ("" for a recurring duty with no window closed)
        ActiveRole,                // bool
        SortRole,
    };

    explicit ObligationModel(StoreClient* store, QObject* parent = nullptr);

    void reload() override;
    void setReading(ObligationsReading reading);

    bool isSetUp() const { return m_setup.ready(); }
    ObligationsLayout layout() const { return m_setup.layout; }
    QString setupMessage() const; // in the reader's language
    double evaluatedAt() const { return m_report.at; }
    const ObligationsReport& evaluation() const { return m_report; }
    qint64 breachesInStore() const { return m_breachesInStore; }
    ObligationBreachModel* breaches() const { return m_breaches; }

    // The status as people read it: "pending", "BREACHED", "satisfied, unconfirmed", "cancelled", ...
    static QString statusText(const DutyRow& row);
    // "2026-11-30 10:00" for a once duty, "every 1 h, at least 2; next window 3" for a recurring one.
    static QString dueText(const Obligation& o);
    // Everything about a duty, for a plain-text pane.
    static QString describe(const DutyRow& row);

private:
    QString keyOf(const DutyRow& row) const override { return QString::fromStdString(row.duty.obligationId); }
    QVariant cell(const DutyRow& row, int column, int role) const override;
    QVariant display(const DutyRow& row, int column) const;

    ObligationBreachModel* m_breaches = nullptr;
    ObligationsSetup m_setup;
    ObligationsReport m_report;
    qint64 m_breachesInStore = 0;
};

} // namespace seal
