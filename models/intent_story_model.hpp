// One intent's story (core's readIntentStory) as a table for the intent
// inspector: its timeline in time order, one row per entry — when, what
// (translated), and the entry's line as core wrote it (ids, amounts, agent
// strings made visible). The dialog reads the story; this model only shows it.
#pragma once

#include "core/rules/intent_story.hpp"
#include "models/keyed_table_model.hpp"

#include <QString>

namespace seal {

// A timeline entry with its position, which keys the row (two entries may
// share time, kind and text).
struct TimelineRow
{
    StoryEntry entry;
    int position = 0;
};

class IntentStoryModel : public KeyedTableModel<TimelineRow>
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

    explicit IntentStoryModel(QObject* parent = nullptr);
    void setStory(const IntentStory& story);

    // "Vote", "Approval requested", ...: a timeline kind in words.
    static QString kindText(const std::string& kind);
    // The story's header for a plain-text pane: the intent row, where it stands
    // (held, diverged, domain frozen), its mandate, ticket, sagas, and what was cut.
    static QString describe(const IntentStory& story);

private:
    QString keyOf(const TimelineRow& row) const override { return QString::number(row.position); }
    QVariant cell(const TimelineRow& row, int column, int role) const override;
};

} // namespace seal
