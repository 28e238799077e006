cmake_minimum_required(VERSION 3.25)
# Fails when anything under core/ includes a Qt header or names a Qt target:
# core must stay usable without Qt (sealctl, headless tools).
file(GLOB_RECURSE sources "${SOURCE_DIR}/core/*.hpp" "${SOURCE_DIR}/core/*.cpp" "${SOURCE_DIR}/core/*.h")
set(bad "")
foreach(f ${sources})
  file(STRINGS "${f}" hits REGEX "^[ \t]*#[ \t]*include[ \t]*[<\"](Q[A-Za-z]|qt)")
  if(hits)
    list(APPEND bad "${f}: ${hits}")
  endif()
endforeach()
file(GLOB_RECURSE cmake_files "${SOURCE_DIR}/core/CMakeLists.txt")
foreach(f ${cmake_files})
  file(STRINGS "${f}" targets REGEX "Qt[56]?::|find_package\\(Qt")
  if(targets)
    list(APPEND bad "${f}: ${targets}")
  endif()
endforeach()
if(bad)
  message(FATAL_ERROR "Qt in core/:\n${bad}")
endif()
list(LENGTH sources n)
message(STATUS "core/ is Qt-free (${n} files)")

# The layers, from the includes: every include in core/, models/, views/ and
# app/ names its layer from the top of the tree ("core/store/store.hpp"), and
# points down only: core sees core; models see core and models; views see
# those and views; app sees all. A view never includes core/writes or
# core/net: what it writes or asks a provider goes through the actions layer
# (models/actions/), which builds core's request and chooses where it runs. The tree is one include root, so this check,
# not the compiler, is what refuses an arrow back up.
set(sees_core core)
set(sees_models core models)
set(sees_views core models views)
set(sees_app core models views app)
set(bad "")
set(checked 0)
foreach(layer core models views app)
  file(GLOB_RECURSE layer_sources "${SOURCE_DIR}/${layer}/*.hpp" "${SOURCE_DIR}/${layer}/*.cpp")
  foreach(f ${layer_sources})
    math(EXPR checked "${checked} + 1")
    file(STRINGS "${f}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"[^\"]+\"")
    foreach(line ${includes})
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" header "${line}")
      if(NOT header MATCHES "^([a-z]+)/" OR NOT EXISTS "${SOURCE_DIR}/${header}")
        list(APPEND bad "${f}: includes \"${header}\" (an include names its layer from the top: \"core/store/store.hpp\")")
      elseif(NOT CMAKE_MATCH_1 IN_LIST sees_${layer})
        list(APPEND bad "${f}: ${layer}/ must not include ${header}")
      elseif(layer STREQUAL "views" AND header MATCHES "^core/(writes|net)/")
        list(APPEND bad "${f}: views/ must not include ${header} (a view starts an act through models/actions/)")
      endif()
    endforeach()
  endforeach()
endforeach()
# The tests include the same way: "tests/support/test_store.hpp", never a
# bare name found through an include directory of its own.
file(GLOB_RECURSE test_sources "${SOURCE_DIR}/tests/*.hpp" "${SOURCE_DIR}/tests/*.cpp")
foreach(f ${test_sources})
  math(EXPR checked "${checked} + 1")
  file(STRINGS "${f}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"[^\"]+\"")
  foreach(line ${includes})
    string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" header "${line}")
    if(header MATCHES "\\.moc$")
      continue() # the test's own moc output
    endif()
    if(NOT header MATCHES "^(core|models|views|app|tests)/" OR NOT EXISTS "${SOURCE_DIR}/${header}")
      list(APPEND bad "${f}: includes \"${header}\" (an include names its place from the top: \"tests/support/test_store.hpp\")")
    endif()
  endforeach()
endforeach()
if(bad)
  string(REPLACE ";" "\n" bad "${bad}")
  message(FATAL_ERROR "layers out of order:\n${bad}")
endif()
message(STATUS "every include names its layer and points down (${checked} files)")

# The load cycle is written once (issue 29 item 2): a model or a view that
# reads the store goes through StoreTableModel's load(), KeysetTableModel's
# pages or a ReadCycle, which tell a failed read by its request id. Anything
# else that listens for StoreClient::requestFailed is a cycle written again,
# unless it is one of these, each with why.
set(cycle_owners
  "models/read_cycle.cpp|the load cycle"
  "models/keyset_table_model.cpp|the keyset-paged load cycle (two reads: the next page and the rows above)"
  "models/store_client.cpp|where requestFailed comes from"
  "models/change_watch.cpp|StoreClient's part: the look at the change stamp"
  "models/read_source.cpp|StoreClient's part: the look at the standby's lag"
  "models/chain_verification.cpp|a walk, not a read: progress, cancel and a verdict"
  "models/alert_feed.cpp|a poll on a timer: a failed look waits for the next tick"
  "views/writes/write_flow.cpp|a write: not known whether it landed, never read again"
  "views/pages/certificates_page.cpp|one lookup of a followed hash, no cycle"
)
set(bad "")
file(GLOB_RECURSE cycle_sources "${SOURCE_DIR}/models/*.cpp" "${SOURCE_DIR}/views/*.cpp" "${SOURCE_DIR}/app/*.cpp")
foreach(f ${cycle_sources})
  file(STRINGS "${f}" hits REGEX "StoreClient::requestFailed")
  if(NOT hits)
    continue()
  endif()
  file(RELATIVE_PATH rel "${SOURCE_DIR}" "${f}")
  set(owned FALSE)
  foreach(entry ${cycle_owners})
    string(REGEX REPLACE "\\|.*" "" owner "${entry}")
    if(rel STREQUAL owner)
      set(owned TRUE)
    endif()
  endforeach()
  if(NOT owned)
    list(APPEND bad "${rel}: listens for StoreClient::requestFailed (a read goes through StoreTableModel::load, KeysetTableModel or a ReadCycle)")
  endif()
endforeach()
if(bad)
  string(REPLACE ";" "\n" bad "${bad}")
  message(FATAL_ERROR "a load cycle written again:\n${bad}")
endif()
message(STATUS "the load cycle is written once")

# No GUI-thread waits (issue 29 item 3): the layering holds only while the
# GUI thread waits on no other layer's thread. The rules, with the waits they
# allow and why, are check-gui-thread-rules.cmake's (also run alone as
# gui_thread_rules).
include("${CMAKE_CURRENT_LIST_DIR}/check-gui-thread-rules.cmake")
