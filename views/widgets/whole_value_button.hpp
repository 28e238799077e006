// "Save whole value…" under a pane that shows agent-written JSON cut to a
// preview (json_text.hpp caps): the stored value, exactly, written to a file
// the user picks, off the GUI thread (a body can be 50 MB).
#pragma once

#include <QByteArray>
#include <QPushButton>
#include <functional>
#include <optional>
#include <string>

namespace seal {

class Connection;

class WholeValueButton : public QPushButton
{
    Q_OBJECT
public:
    explicit WholeValueButton(const QString& suggestedName, QWidget* parent = nullptr);

    // The value a click saves; the button shows only when the pane shows part of it.
    void setValue(const QByteArray& value, bool truncated);
    // The same, for a value the pane's model does not hold whole: a click reads
    // it from the store at `dsn` (its own connection, on the saving thread).
    using StoreFetch = std::function<std::optional<std::string>(Connection&)>;
    void setStoreValue(const QString& dsn, StoreFetch fetch, bool truncated);
    // Writes the value to `path` in its own thread; saved() follows on this thread.
    void saveTo(const QString& path);

Q_SIGNALS:
    void saved(const QString& path, const QString& error); // error empty: written

private:
    void ask();
    void saveWhole(const QString& path); // saveTo(), then a box when it failed

    QString m_suggestedName;
    QByteArray m_value;
    QString m_dsn;
    StoreFetch m_fetch; // set: the value is read from the store when saved
};

} // namespace seal
