# Fails when the console's code (models/, views/, app/) runs work off the GUI
# thread or waits on it any way but the two the architecture names (the
# store's connection threads; QtConcurrent jobs in background_job.hpp):
# no std::thread, no nested event loop (QEventLoop, processEvents, a dialog's
# exec() or a static QFileDialog/QColorDialog/QMessageBox getter, about and
# aboutQt included: each runs exec() inside), and no
# qputenv (setenv while worker threads call getenv is undefined behaviour).
# The one event loop is QApplication::exec() in app/sealdesk/main.cpp.
#
# Nor any wait that would hold the GUI thread until another thread answers
# (issue 29 item 3): a future's wait or get, a condition variable, a
# semaphore, a blocking queued call, a QThread/QProcess/QFuture wait, a sleep.
# The keychain, the store and every job answer through the event loop
# instead. The few waits that are not on the GUI thread, or that end a
# session (a bounded join of threads already told to stop), are listed below
# by file and line, each with why; any other fails.
file(GLOB_RECURSE sources "${SOURCE_DIR}/models/*.?pp" "${SOURCE_DIR}/views/*.?pp" "${SOURCE_DIR}/app/*.?pp")
set(patterns
  "std::thread"
  "QEventLoop"
  "processEvents"
  "qputenv"
  "[.>]exec\\("
  "QFileDialog::get"
  "QColorDialog::get"
  "QInputDialog::get"
  "QMessageBox::(question|information|warning|critical|about|aboutQt)\\("
  "QApplication::aboutQt"
)
# sealctl has no GUI thread: a command may wait for its own answers.
set(wait_patterns
  "std::future|std::promise|std::shared_future|std::async"
  "condition_variable|QWaitCondition|QSemaphore"
  "[.>]wait\\(|[.>]wait_for\\(|[.>]wait_until\\("
  "waitFor(Finished|Done|Started|ReadyRead|BytesWritten|Connected|Disconnected|Signal)\\("
  "BlockingQueuedConnection|QtConcurrent::blocking"
  "[.>]result\\(\\)|[.>]results\\(\\)"
  "QThread::(sleep|msleep|usleep)|this_thread::sleep"
)
# "path|text the line contains": waits that are not the GUI thread's, or end a session.
set(allowed
  # The store's threads are joined when a StoreClient closes (reconnect, quit): bounded by kCloseWaitMs.
  "models/store_client.cpp|if (thread->wait(deadline))"
  # The keychain's thread ends after the last window (qAddPostRoutine), bounded.
  "models/services/secret_store.cpp|t->wait(kTimeoutMs);"
  # The demo's simulated agents: their loop waits on its own pool thread between runs.
  "app/sealdesk/demo_mode.hpp|#include <condition_variable>"
  "app/sealdesk/demo_mode.hpp|std::condition_variable m_wake;"
  "app/sealdesk/demo_mode.cpp|m_wake.wait(lock,"
  "app/sealdesk/demo_mode.cpp|m_wake.wait_for(lock,"
  # Demo ▸ Quit / the end of the demo: the agents stop within a step once cancelled.
  "app/sealdesk/demo_mode.cpp|m_simulation.waitForFinished();"
)
set(bad "")
foreach(f ${sources})
  set(checks ${patterns})
  if(NOT f MATCHES "/app/sealctl/")
    list(APPEND checks ${wait_patterns})
  endif()
  foreach(p ${checks})
    file(STRINGS "${f}" hits REGEX "${p}")
    foreach(hit ${hits})
      if(hit MATCHES "^[ \t]*//")
        continue()
      endif()
      file(RELATIVE_PATH rel "${SOURCE_DIR}" "${f}")
      set(excused FALSE)
      foreach(a ${allowed})
        string(FIND "${a}" "|" bar)
        string(SUBSTRING "${a}" 0 ${bar} apath)
        math(EXPR from "${bar} + 1")
        string(SUBSTRING "${a}" ${from} -1 atext)
        string(FIND "${hit}" "${atext}" at)
        if(rel STREQUAL apath AND at GREATER -1)
          set(excused TRUE)
        endif()
      endforeach()
      if(NOT excused)
        list(APPEND bad "${f}: ${hit}")
      endif()
    endforeach()
  endforeach()
endforeach()
if(bad)
  string(REPLACE ";" "\n" bad "${bad}")
  message(FATAL_ERROR "blocking or stray threading in the console:\n${bad}")
endif()
list(LENGTH sources n)
message(STATUS "no std::thread, nested event loop, blocking dialog, GUI-thread wait or qputenv (${n} files)")
