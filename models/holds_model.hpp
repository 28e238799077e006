// Holds (SPEC-kernel.md §7) as tables: the intents whose outcome nobody knows
// (an open intent past its lease, or tier WORLD_UNKNOWN), oldest first, and
// beside them the intents still in flight. One read of core readHolds() (with
// readHoldAmounts()) feeds both tables; a live refresh replaces rows by
// intent, so selection survives. Ages are as of that read, on core's clock.
#pragma once

#include "core/rules/holds.hpp"
#include "models/store_table_model.hpp"
#include "models/text/lookalike_text.hpp"

#include <QList>
#include <QString>

namespace seal {


class StoreClient;

class HoldsModel : public StoreListModel<HeldIntent>
{
    Q_OBJECT
public:
    enum Column
    {
        KindColumn,
        IntentColumn,
        PathColumn,
        ActionColumn,
        AmountColumn, // its newest approval request's amount; "—" when none names it
        AgeColumn,    // since the intent was opened (created_at), as of judgedAt()
        StateColumn,
        TierColumn,
        LeaseColumn,
        CreatedColumn,
        CertSeqColumn,
        CertHashColumn,
        CertTierColumn,
        CertWorldColumn,
        ColumnCount
    };
    enum Role
    {
        IntentRole = Qt::UserRole + 1, // the raw intent id (not for display)
        ActionableRole,                // bool: a hold an operator may settle
    };

    // The holds table; it reads, and feeds inFlight() from the same read.
    explicit HoldsModel(StoreClient* store, QObject* parent = nullptr);

    // In-flight intents: never actionable (the page shows them dimmed).
    HoldsModel* inFlight() const { return m_inFlight; }

    void reload() override;
    // Replaces the rows with a report's (the in-flight child takes its part too).
    void setReport(const HoldsReport& report);

    double judgedAt() const { return m_at; } // the time leases were judged against

    // Everything known about a held intent, for a plain-text pane (its age as of judgedAt()).
    QString describe(const HeldIntent& held) const;

private:
    HoldsModel(bool inFlight, QObject* parent); // the in-flight child: fed, never reads
    QString keyOf(const HeldIntent& row) const override { return QString::fromStdString(row.intent); }
    QVariant cell(const HeldIntent& row, int column, int role) const override;
    QVariant display(const HeldIntent& row, int column) const;
    QString columnToolTip(int column) const override;

    HoldsModel* m_inFlight = nullptr;
    bool m_isInFlight = false;
    double m_at = 0;
    LookalikeMarks m_pathMarks; // the paths of holds and in-flight intents, each against the others
};

} // namespace seal
