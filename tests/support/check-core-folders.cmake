# Fails when a core folder includes a header of a folder it must not depend on
# (ARCHITECTURE.md, "core/, by folder"). The build already refuses most of
# these (a library sees only the folders it links); this names each one, and
# also checks what the build cannot: that nothing outside core/demo and the
# two demo entry points includes the demo machinery.
#   sys <- canon <- store <- chain, rules <- writes <- evidence <- demo;  canon <- net <- writes
cmake_minimum_required(VERSION 3.25)
set(allowed_sys sys)
set(allowed_canon canon sys)
set(allowed_store store canon sys)
set(allowed_chain chain store canon sys)
set(allowed_rules rules store canon sys)
set(allowed_net net canon sys)
set(allowed_writes writes rules chain net store canon sys)
set(allowed_evidence evidence writes rules chain net store canon sys)
set(allowed_demo demo evidence writes rules chain net store canon sys)
set(folders sys canon store chain rules net writes evidence demo)

# Which folder owns each header.
foreach(folder ${folders})
  file(GLOB headers RELATIVE "${SOURCE_DIR}/core/${folder}" "${SOURCE_DIR}/core/${folder}/*.hpp")
  foreach(h ${headers})
    set(owner_${h} ${folder})
  endforeach()
endforeach()

set(bad "")
set(checked 0)
foreach(folder ${folders})
  file(GLOB sources "${SOURCE_DIR}/core/${folder}/*.cpp" "${SOURCE_DIR}/core/${folder}/*.hpp")
  foreach(f ${sources})
    math(EXPR checked "${checked} + 1")
    file(STRINGS "${f}" includes REGEX "^[ \t]*#[ \t]*include[ \t]*\"[^\"]+\"")
    foreach(line ${includes})
      string(REGEX REPLACE "^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\".*" "\\1" header "${line}")
      get_filename_component(header "${header}" NAME)
      set(owner "${owner_${header}}")
      if(owner STREQUAL "")
        list(APPEND bad "${f}: includes ${header}, which no core folder owns")
      elseif(NOT owner IN_LIST allowed_${folder})
        list(APPEND bad "${f}: core/${folder} must not include ${header} (core/${owner})")
      endif()
    endforeach()
  endforeach()
endforeach()

# The demo machinery: only core/demo, sealctl's demo commands, sealdesk's demo
# mode and tests include it.
file(GLOB demo_headers RELATIVE "${SOURCE_DIR}/core/demo" "${SOURCE_DIR}/core/demo/*.hpp")
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
