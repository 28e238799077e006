// Tooltips are plain text too. QToolTip guesses rich text from anything that
// looks like markup (Qt::mightBeRichText), so a maker named
// `<b>x</b><img src=q>` in a tooltip would be rendered, the image fetched.
// Installed on the application, this filter shows every widget's and every
// item view cell's tooltip as escaped text: those characters, literally.
#pragma once

#include <QObject>
#include <QString>

namespace seal {

class PlainToolTips : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

    // `plain` as rich text that shows exactly those characters (line breaks kept).
    static QString asRichText(const QString& plain);

    // Installs one filter on the application (again: no effect).
    static void install();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace seal
