# Fails when the console's code (models/, views/, app/) runs work off the GUI
# thread or waits on it any way but the two the architecture names (the
# store's connection threads; QtConcurrent jobs in background_job.hpp):
# no std::thread, no nested event loop (QEventLoop, processEvents, a dialog's
# exec() or a static QFileDialog/QColorDialog/QMessageBox getter, about and
# aboutQt included: each runs exec() inside), and no
# qputenv (setenv while worker threads call getenv is undefined behaviour).
# The one event loop is QApplication::exec() in app/sealdesk/main.cpp.
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
set(bad "")
foreach(f ${sources})
  foreach(p ${patterns})
    file(STRINGS "${f}" hits REGEX "${p}")
    foreach(hit ${hits})
      if(NOT hit MATCHES "^[ \t]*//")
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
message(STATUS "no std::thread, nested event loop, blocking dialog or qputenv (${n} files)")
