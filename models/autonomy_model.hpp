// The Autonomy page's table: one row per path the store mentions, with its
// earned level (the parity licence), clearance, approval thresholds and the
// effective answer to "may it spend unattended now?". Every value comes from
// the core (LicenceEngine, readClearance), all read in one snapshot; nothing
// here re-derives a rule. A live refresh replaces rows by path, so the
// selection stays on its path.
#pragma once

#include "core/rules/approvals.hpp"
#include "core/rules/clearance.hpp"
#include "core/rules/licence.hpp"
#include "models/read_cycle.hpp"
#include "models/store_table_model.hpp"
#include "models/text/lookalike_text.hpp"

#include <QHash>
#include <QList>
#include <QString>
#include <optional>
#include <string>
#include <vector>

namespace seal {

class Connection;

// One path as the store answered it (raw store strings: show via safeText).
struct AutonomyRow
{
    std::string path;
    Licence licence;
    EffectiveAnswer effective;
    Clearance clearance;
    std::optional<Thresholds> thresholds; // nullopt: no row, AUTO at the gateway (SPEC §6, §15.8)
};

// How the gateway applies the licence (SPEC §15.8): the store does not record
// it, so unless the profile declares it the console shows both answers.
enum class GatewayMode
{
    Unknown,
    EarnedAutonomyOn,
    EarnedAutonomyOff
};
// "on" / "off" / anything else (unknown).
GatewayMode gatewayModeOf(const QString& setting);

struct AutonomySnapshot
{
    double at = 0; // the "now" the effective answers and clearance were judged at
    QList<AutonomyRow> rows;
    std::optional<CountsSource> countsSource; // where the proven / confirmed counts came from
};

// Reads every known path in one snapshot (the caller holds a ReadTransaction).
AutonomySnapshot readAutonomy(Connection& conn, double now);

class AutonomyModel : public StoreListModel<AutonomyRow>
{
    Q_OBJECT
public:
    enum Column
    {
        PathColumn,
        LevelColumn,
        UnattendedColumn, // the effective answer, next to the earned level
        ClearanceColumn,
        ProvenColumn,
        ConfirmedColumn,
        SweepsColumn,
        SuspendedColumn,
        ThresholdsColumn,
        ColumnCount
    };
    enum Role
    {
        KeyRole = Qt::UserRole + 1, // the raw path (not for display)
        LevelRole,                  // int 0..5
        SuspendedRole,              // bool: the licence is suspended (a breach)
        UnattendedRole,             // bool: the effective answer
        RowStateRole, // int seal::RowState: Intact when unattended now, Broken when revoked or suspended
        RevokedRole,  // bool: the policy is REVOKED (the earned level is not in force)
        HeldRole,     // bool: the kernel's licence is held (SPEC §15.7)
        HeldIntentsRole, // QStringList: the open ambiguous intents that hold it (raw ids)
        LookalikeRole,   // what makes the path a look-alike (translated, made safe), or empty
    };

    explicit AutonomyModel(StoreClient* store, QObject* parent = nullptr);


    void reload() override;
    double judgedAt() const { return m_at; }
    const std::optional<CountsSource>& countsSource() const { return m_countsSource; }

    // "L3 DELEGATED": the earned level, the parity number.
    static QString levelText(const Licence& licence);
    // What outranks the earned level: "REVOKED", "SUSPENDED", both, or empty.
    static QString blockText(const AutonomyRow& row);
    // The Level cell: "REVOKED · earned L4 TRUSTED", or just the level.
    static QString stateLevelText(const AutonomyRow& row);
    static bool isRevoked(const AutonomyRow& row) { return row.clearance.status == "REVOKED"; }
    // A why-not code in words ("the path has not earned an unattended level yet").
    static QString whyNotText(WhyNot code);
    // The cell: "yes", or "no: <the first reason in words>" and how many more.
    static QString effectiveText(const EffectiveAnswer& answer);
    // Every reason, one a line: words, then the code and the core's detail.
    static QStringList whyNotLines(const EffectiveAnswer& answer);
    // "no", "no; REVOKED by policy" or "yes: <reason>", as the licence says.
    static QString suspendedText(const AutonomyRow& row);
    // A suspension in plain words (SPEC §4): what the kernel's rule means for
    // the path, and what an operator can do about it now.
    static QString suspensionMeaning();
    static QString suspensionActions();
    static QString clearanceText(const Clearance& clearance);
    // The clearance's reason: the rules' own sentence in the reader's words, or
    // the reason an operator stored, as written; empty when there is none.
    static QString clearanceReasonText(const Clearance& clearance);
    static QString thresholdsText(const std::optional<Thresholds>& thresholds, const QString& path);
    // The licence's own answer (§15.8 beyond): "what the licence allows", never "what the gateway enforces".
    static QString licenceAllowsText(const Licence& licence);
    // "Unattended now" as the gateway would apply it in `mode`: the licence's
    // reasons count only where the gateway gates on the licence; unknown shows both.
    static QString unattendedText(const EffectiveAnswer& answer, GatewayMode mode);
    // Where the counts came from: "counted up to seq N; last recounted by a
    // full walk at T" or "counted from the store just now (no cache)", and an
    // ignored cache file's reason (plain text: it may name a path).
    static QString countsSourceText(const std::optional<CountsSource>& source);
    // The held reason and the intents that hold the path, one a line (empty when not held).
    static QString heldText(const Licence& licence);

    // The path's look-alike notes against every other path of the snapshot (issue 26, item 4).
    const Lookalike& pathLookalike(const std::string& path) const;

    static void setGatewayEarnedAutonomy(GatewayMode mode);
    static GatewayMode gatewayEarnedAutonomy();

protected:
    QString keyOf(const AutonomyRow& row) const override { return QString::fromStdString(row.path); }
    QVariant cell(const AutonomyRow& row, int column, int role) const override;

private:
    void onSnapshot(AutonomySnapshot snapshot);
    QVariant display(const AutonomyRow& row, int column) const;

    double m_at = 0;
    LookalikeMarks m_lookalikes; // its paths, each against the others
    std::optional<CountsSource> m_countsSource;
};

} // namespace seal
