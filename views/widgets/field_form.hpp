// A detail pane's "label: value" rows, where values are store text: plain
// (never rich text), wrapped, selectable by mouse and keyboard. Rows added
// with a key can be set again by it (their objectName is prefix + key).
#pragma once

#include <QHash>
#include <QString>
#include <QWidget>

class QFormLayout;
class QLabel;

namespace seal {

class FieldForm : public QWidget
{
    Q_OBJECT
public:
    explicit FieldForm(QWidget* parent = nullptr, QString namePrefix = {});

    QLabel* addField(const QString& label, const QString& value, const QString& key = {});
    void setValue(const QString& key, const QString& value);
    QLabel* valueLabel(const QString& key) const { return m_values.value(key); }
    void clearValues();

private:
    QFormLayout* m_form;
    QString m_prefix;
    QHash<QString, QLabel*> m_values;
};

} // namespace seal
