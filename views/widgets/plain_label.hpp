// A label for text from the store: always plain text, never markup.
#pragma once

#include <QLabel>
#include <QString>

namespace seal {

inline QLabel* plainLabel(const QString& text, QWidget* parent, const QString& objectName = {})
{
    auto* label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
    if (!objectName.isEmpty()) label->setObjectName(objectName);
    return label;
}

} // namespace seal
