# Fails when a core folder includes a header of a folder it must not depend on
# (ARCHITECTURE.md, "core/, by folder"). Every include names its folder
# ("core/store/store.hpp") and the whole tree is one include root, so this
# check, not the compiler, is what keeps the order; it also checks that
# nothing outside core/demo and the two demo entry points includes the demo
# machinery.
#   base, sys <- canon <- store <- chain, rules <- writes <- demo
#   canon <- net <- writes;   chain, rules <- evidence <- demo
cmake_minimum_required(VERSION 3.25)
set(allowed_base base)
set(allowed_sys sys)
set(allowed_canon canon base sys)
set(allowed_store store canon base sys)
set(allowed_chain chain store canon base sys)
set(allowed_rules rules store canon base sys)
set(allowed_net net canon base sys)
set(allowed_writes writes rules chain net store canon base sys)
set(allowed_evidence evidence rules chain store canon base sys)
set(allowed_demo demo evidence writes rules chain net store canon base sys)
set(folders base sys canon store chain rules net writes evidence demo)

set(bad "")
set(checked 0)
foreach(folder ${folders})
  file(GLOB sources "${SOURCE_DIR}/core/${folder}/*.cpp" "${SOURCE_DIR}/core/${folder}/*.hpp")
  foreach(f ${sources})
    math(EXPR checked "${checked} + 1")
    file(STRINGS "${f}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"[^\"]+\"")
    foreach(line ${includes})
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" header "${line}")
      set(owner "")
      if(header MATCHES "^core/([a-z]+)/[^/]+$" AND EXISTS "${SOURCE_DIR}/${header}")
        set(owner "${CMAKE_MATCH_1}")
      endif()
      if(owner STREQUAL "")
        list(APPEND bad "${f}: includes ${header}, which is not core/FOLDER/NAME of a core header")
      elseif(NOT owner IN_LIST allowed_${folder})
        list(APPEND bad "${f}: core/${folder} must not include ${header} (core/${owner})")
      endif()
    endforeach()
  endforeach()
endforeach()

# The demo machinery: only core/demo, sealctl's demo commands, sealdesk's demo
# mode and tests include it.
file(GLOB demo_headers RELATIVE "${SOURCE_DIR}" "${SOURCE_DIR}/core/demo/*.hpp")
file(GLOB_RECURSE consumers "${SOURCE_DIR}/models/*.?pp" "${SOURCE_DIR}/views/*.?pp" "${SOURCE_DIR}/app/*.?pp")
foreach(f ${consumers})
  get_filename_component(name "${f}" NAME)
  if(name MATCHES "^(cmd_demo\\.cpp|demo_mode\\.(cpp|hpp))$")
    continue()
  endif()
  foreach(h ${demo_headers})
    file(STRINGS "${f}" hits REGEX "#[ \t]*include[ \t]*\"${h}\"")
    if(hits)
      list(APPEND bad "${f}: includes the demo machinery (${h}); only the demo entry points may")
    endif()
  endforeach()
endforeach()

if(bad)
  string(REPLACE ";" "\n" bad "${bad}")
  message(FATAL_ERROR "core folders out of order:\n${bad}")
endif()
message(STATUS "core folders in order (${checked} files)")
