// What every console page offers the main window: a refresh, and whether its
// first data is on screen (`sealdesk --screenshot` waits for that).
//
// Every page says it is loading until its first data is shown: a
// "Loading…" note (objectName "pageLoading") over the page, from
// construction until dataShown() or problemOccurred() (issue 14).
#pragma once

#include <QString>
#include <QWidget>

class QLabel;

namespace seal {

class ConsolePage : public QWidget
{
    Q_OBJECT
public:
    explicit ConsolePage(QWidget* parent = nullptr);

    virtual void refresh() = 0;
    virtual bool hasData() const = 0;
    // Why the page could not show its data (one line), empty when it can.
    virtual QString problem() const = 0;
    // Select the row this key names (an approval id, an intent, a path); pages
    // that have no such rows ignore it.
    virtual void showKey(const QString& key) { Q_UNUSED(key); }
    // The intent of the row selected (for the intent inspector), empty when
    // the page shows none or nothing is selected.
    virtual QString currentIntent() const { return {}; }
    // A sealdesk:// link to the row selected (Edit ▸ Copy link, to paste in
    // chat or mail; `sealdesk --open` opens it): by default its intent's story.
    virtual QString currentLink() const;
    // The "Loading…" note is up (the page's first data has not arrived).
    bool isShowingLoading() const;

Q_SIGNALS:
    void dataShown();
    void problemOccurred(const QString& message);
    // A one-line note for the status bar (a write that landed, an export saved).
    void statusMessage(const QString& message);
    // Show another page (its --page name: overview, approvals, ...), at `key` if given.
    void navigationRequested(const QString& page, const QString& key);

protected:
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void placeLoading();

    QLabel* m_loading = nullptr;
};

} // namespace seal
