// Divergences (SPEC-kernel.md §8) as tables: intents where the world and the
// chain disagree (with each observation's witness evidence), spend the
// gateway never admitted, and the domains frozen because of either. One read
// of core readDivergences() feeds all three; a live refresh replaces rows by
// key (intent, event id, domain), so selection survives.
#pragma once

#include "core/rules/holds.hpp"
#include "models/store_table_model.hpp"
#include "models/text/lookalike_text.hpp"

#include <QList>
#include <QString>

namespace seal {


class StoreClient;

// Out-of-band spend events, by time.
class OutOfBandSpendModel : public KeyedTableModel<OutOfBandSpend>
{
    Q_OBJECT
public:
    enum Column
    {
        IdColumn,
        TimeColumn,
        PathColumn,
        DomainColumn,
        IntentColumn,
        DetailColumn,
        ColumnCount
    };
    explicit OutOfBandSpendModel(QObject* parent = nullptr);

    void setRows(std::vector<OutOfBandSpend> rows); // moved in: a row can be large
    static QString describe(const OutOfBandSpend& spend);

protected:
    QString keyOf(const OutOfBandSpend& row) const override { return QString::number(row.id); }
    QVariant cell(const OutOfBandSpend& row, int column, int role) const override;
};

// Frozen domains, by the time they froze.
class FrozenDomainModel : public KeyedTableModel<FrozenDomain>
{
    Q_OBJECT
public:
    enum Column
    {
        DomainColumn,
        SinceColumn,
        ReasonColumn,
        EvidenceColumn,
        ColumnCount
    };
    enum Role
    {
        DomainRole = Qt::UserRole + 1 // the raw domain name (not for display)
    };
    explicit FrozenDomainModel(QObject* parent = nullptr);

    void setRows(std::vector<FrozenDomain> rows);
    QString describe(const FrozenDomain& frozen) const; // a look-alike domain marked

protected:
    QString keyOf(const FrozenDomain& row) const override { return QString::fromStdString(row.domain); }
    QVariant cell(const FrozenDomain& row, int column, int role) const override;

private:
    LookalikeMarks m_domainMarks; // its domains, each against the others
};

// Diverged intents, oldest first; it reads, and feeds spend() and frozen().
class DivergenceModel : public StoreListModel<DivergedIntent>
{
    Q_OBJECT
public:
    enum Column
    {
        IntentColumn,
        PathColumn,
        ActionColumn,
        StateColumn,
        CreatedColumn,
        ObservationsColumn,
        WitnessColumn,  // the newest observation's witness state
        ReviewedColumn, // "reviewed by <role> at <time>": its domain unfrozen since it diverged
        ColumnCount
    };
    enum Role
    {
        IntentRole = Qt::UserRole + 1 // the raw intent id (not for display)
    };

    explicit DivergenceModel(StoreClient* store, QObject* parent = nullptr);

    OutOfBandSpendModel* spend() const { return m_spend; }
    FrozenDomainModel* frozen() const { return m_frozen; }

    void reload() override;
    void setReport(DivergenceReport report); // moved in, never copied on the GUI thread

    // The intent, whether it was reviewed, and every observation with its
    // witness evidence, for a plain-text pane.
    static QString describe(const DivergedIntent& diverged);
    // "reviewed by ops at 2026-12-01 10:00:00Z", or "" when it was not.
    static QString reviewedText(const DivergedIntent& diverged);

protected:
    QString keyOf(const DivergedIntent& row) const override { return QString::fromStdString(row.intent); }
    QVariant cell(const DivergedIntent& row, int column, int role) const override;

private:
    OutOfBandSpendModel* m_spend = nullptr;
    FrozenDomainModel* m_frozen = nullptr;
};

} // namespace seal
