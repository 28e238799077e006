// One intent's story (core's readIntentStory) as a table for the intent
// inspector: its timeline in time order, one row per entry — when, what
// (translated), and the entry's line as core wrote it (ids, amounts, agent
// strings made visible). It reads the story itself, in the store-backed
// model's load cycle (StoreTableModel), for the intent it is given: the intent
// inspector reads it whole, the pane beside a request a few lines of each part.
#pragma once

#include "core/rules/intent_story.hpp"
#include "models/store_table_model.hpp"

#include <QString>
#include <optional>

namespace seal {

// A timeline entry with its position, which keys the row (two entries may
// share time, kind and text).
struct TimelineRow
{
    StoryEntry entry;
    int position = 0;
};

class IntentStoryModel : public StoreListModel<TimelineRow>
{
    Q_OBJECT
public:
    enum Column
    {
        AtColumn,
        WhatColumn,
        ByColumn,       // who the store names for the step
        EvidenceColumn, // with what: a note, the provider's ids or error
        DetailColumn,
        ColumnCount
    };
    enum Role
    {
        KindRole = Qt::UserRole + 1, // the entry's kind as core names it (intent_created, vote, ...)
        AtRole,                      // double epoch
    };

    // Reads from `store`, at most `limits` of each part of a story.
    explicit IntentStoryModel(StoreClient* store, const IntentStoryLimits& limits = {}, QObject* parent = nullptr);
    // Reads the story of `intent` (empty: no story, nothing read). The same
    // intent again reads nothing when it is read or being read.
    void setIntent(const QString& intent);
    const QString& intent() const { return m_intent; }
    void reload() override;
    // The story last read for intent(); nothing when the store knows nothing
    // of the intent (no row, cert, approval, event, mandate, ticket or reservation).
    const std::optional<IntentStory>& story() const { return m_story; }

    // "Vote", "Approval requested", ...: a timeline kind in words.
    static QString kindText(const std::string& kind);
    // The story's header for a plain-text pane: the intent row, where it stands
    // (held, diverged, domain frozen), its mandate, ticket, sagas, and what was cut.
    static QString describe(const IntentStory& story);

private:
    QString keyOf(const TimelineRow& row) const override { return QString::number(row.position); }
    QVariant cell(const TimelineRow& row, int column, int role) const override;
    void showStory();

    IntentStoryLimits m_limits;
    QString m_intent;
    std::optional<IntentStory> m_story;
};

} // namespace seal
