// Dual control's change requests (core/writes/dual_control.hpp), newest
// first: pending ones a second operator may approve, and applied, rejected,
// withdrawn and expired ones. One read brings the store's dual control
// status, the changes and the operators who may be asked, so the Changes page
// and every governance dialog (DualControlState) say the same.
#pragma once

#include "core/writes/dual_control.hpp"
#include "models/store_table_model.hpp"

#include <QObject>
#include <QString>
#include <QStringList>

namespace seal {

class StoreClient;

// What the console knows of dual control as of the last read: one per
// process (the console shows one store), for the confirmations of the
// governance writes, which live on other pages.
class DualControlState : public QObject
{
    Q_OBJECT
public:
    static DualControlState& instance();

    bool on() const { return m_on; }
    double expirySec() const { return m_expirySec; }
    // The other operators a proposal by `proposer` asks: the members of
    // seal_operator but the proposer; empty with anyOperator() when the group does not exist.
    QStringList askedFor(const QString& proposer) const;
    bool anyOperator() const { return m_anyOperator; }
    // "dual_op2, dual_op3" / "any operator role but yours" / "nobody …", for people.
    QString askedText(const QString& proposer) const;
    int waiting() const { return m_waiting; } // pending changes proposed by others

    void set(bool on, double expirySec, QStringList operators, bool anyOperator, int waiting);

Q_SIGNALS:
    void changed();

private:
    bool m_on = false;
    double m_expirySec = 0;
    QStringList m_operators;
    bool m_anyOperator = true;
    int m_waiting = 0;
};

struct ChangesWindow
{
    DualControlStatus status;
    std::vector<ChangeRow> rows;
    ChangeApprovers operators; // every member of seal_operator (none excluded)
    std::string role;          // the session's
};

class ChangeModel : public StoreListModel<ChangeRow>
{
    Q_OBJECT
public:
    enum Column
    {
        IdColumn,
        StateColumn,
        KindColumn,
        TargetColumn,
        ProposedByColumn,
        ProposedColumn,
        ExpiresColumn,
        ChangeColumn, // last: it takes the room left
        ColumnCount
    };
    enum Role
    {
        IdRole = Qt::UserRole + 1, // qint64
        StateRole,                 // the raw state
        ProposedByRole,
    };

    explicit ChangeModel(StoreClient* store, QObject* parent = nullptr);

    void reload() override;

    bool dualControlOn() const { return m_status.on; }
    const DualControlStatus& status() const { return m_status; }
    const QString& role() const { return m_role; }
    int waitingForMe() const; // pending, proposed by another role

    // The state and kind in words, for people.
    static QString stateText(const std::string& state);
    static QString kindText(const std::string& kind);
    // The whole change in words: what, the before/after lines, reason, who, when, who is asked.
    static QString describe(const ChangeRow& row, const QString& asked);

private:
    void setWindow(ChangesWindow window);
    QString keyOf(const ChangeRow& row) const override { return QString::number(row.id); }
    QVariant cell(const ChangeRow& row, int column, int role) const override;
    QVariant display(const ChangeRow& row, int column) const;

    DualControlStatus m_status;
    QString m_role;
};

} // namespace seal
