# Fails when a string literal outside core/ holds SQL: every query the
# console or sealctl runs is a core function returning plain structs, so a
# schema change touches core alone (ARCHITECTURE.md).
file(GLOB_RECURSE sources "${SOURCE_DIR}/models/*.?pp" "${SOURCE_DIR}/views/*.?pp" "${SOURCE_DIR}/app/*.?pp")
set(bad "")
foreach(f ${sources})
  file(STRINGS "${f}" hits REGEX "\"[^\"]*(SELECT |INSERT INTO |DELETE FROM |UPDATE seal_|CREATE TABLE |ALTER TABLE )")
  if(hits)
    list(APPEND bad "${f}: ${hits}")
  endif()
endforeach()
if(bad)
  string(REPLACE ";" "\n" bad "${bad}")
  message(FATAL_ERROR "SQL outside core/:\n${bad}")
endif()
list(LENGTH sources n)
message(STATUS "no SQL outside core/ (${n} files)")
