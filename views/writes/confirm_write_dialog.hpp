// The one dialog every write goes through: it shows exactly what will be
// written and under which identity, asks for a reason where one is required,
// and for the most drastic writes wants a word typed out. The confirm button
// stays disabled until all of that holds, so a required reason cannot be
// skipped by a quick Enter. A long value (a 10 KB maker name) is cut in its
// middle with the whole of it one click away, so the buttons stay on screen.
#pragma once

#include <QDialog>
#include <QList>
#include <QPair>
#include <QString>

class QHBoxLayout;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace seal {

class ConfirmWriteDialog : public QDialog
{
    Q_OBJECT
public:
    enum class Reason
    {
        None,
        Optional,
        Required
    };

    // A value the form names (objectName "confirm" + key), for what the
    // write will leave behind.
    struct Field
    {
        QString label;
        QString value;
        QString key;
    };

    struct Spec
    {
        QString title;                       // "Approve request"
        // The first line: which request, in words a reader checks against the row they chose
        // ("€15,604.00 on payout, made by agent-9"); plain text. Empty: the action comes first.
        QString subject;
        QString action;                      // one sentence: what happens
        QString role;                        // the identity the write runs as
        QList<QPair<QString, QString>> what; // label, value: shown as plain text
        QList<Field> warnings;               // after `what`: look-alike names and the like (plain text)
        QList<Field> outcome;                // then: the state the write leaves (plain text)
        Reason reason = Reason::None;
        QString typedWord;   // non-empty: the user must type it exactly
        QString confirmText; // the confirm button's text ("Approve")
        bool destructive = false;
    };

    explicit ConfirmWriteDialog(Spec spec, QWidget* parent = nullptr);

    QString reason() const; // trimmed
    QPushButton* confirmButton() const { return m_confirm; }
    QPlainTextEdit* reasonEdit() const { return m_reasonEdit; }
    QLineEdit* typedEdit() const { return m_typedEdit; }

private:
    void updateConfirm();
    // A value cut for the dialog (elidedForDialog), with a button that shows it whole.
    void addValue(class FieldForm* form, const QString& label, const QString& value, const QString& key);
    void showFullValue(const QString& label, const QString& value);

    Spec m_spec;
    QPlainTextEdit* m_reasonEdit = nullptr;
    QLineEdit* m_typedEdit = nullptr;
    QPushButton* m_confirm = nullptr;
    QHBoxLayout* m_fullValues = nullptr; // the "Show full value" buttons
    int m_elided = 0;
};

} // namespace seal
