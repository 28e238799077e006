// Work the next write transaction on a connection does first, right after its
// BEGIN, so that it commits or rolls back with the write: dual control's
// approval of a change runs so, inside the transaction of the act it approves
// (dual_control.cpp), whichever write function carries the act out.
//
// One-shot and per thread: armed for one connection by the object's life, it
// runs in the first WriteTransaction opened on that connection by this thread.
// An exception it throws ends that transaction (rolled back) and reaches the
// write function's caller.
#pragma once

#include "core/store/store.hpp"

#include <functional>

namespace seal {

class WritePrologue
{
public:
    WritePrologue(Connection& conn, std::function<void(Connection&)> work);
    ~WritePrologue();
    WritePrologue(const WritePrologue&) = delete;
    WritePrologue& operator=(const WritePrologue&) = delete;

    bool ran() const { return m_ran; }

private:
    friend class WriteTransaction;
    friend bool writePrologueArmed(const Connection& conn);
    Connection* m_conn;
    std::function<void(Connection&)> m_work;
    bool m_ran = false;
    WritePrologue* m_outer; // a prologue armed before this one on the same thread
};

// Whether a prologue is armed (run or not) for `conn` on this thread: a write
// that is the approved act of a change, not a new act.
bool writePrologueArmed(const Connection& conn);

} // namespace seal
