# Fails when a translation is not complete: a message left unfinished or
# missing a plural form, or a string in the code that the .ts files do not
# have yet (lupdate is run on copies, so the sources stay untouched). English,
# the source language, has its plural forms only (sealdesk_en.ts, "1 cert" for
# "%n cert(s)"); and a counted word written "(s)" outside a %n string, which
# no plural form can mend, fails too.
#   cmake -DSOURCE_DIR=... -DLUPDATE=... -DWORK_DIR=... -P check-translations.cmake
file(GLOB sources ${SOURCE_DIR}/app/sealdesk/*.cpp)
file(GLOB_RECURSE ui_sources ${SOURCE_DIR}/views/*.cpp ${SOURCE_DIR}/views/*.hpp
     ${SOURCE_DIR}/models/*.cpp ${SOURCE_DIR}/models/*.hpp)
list(APPEND sources ${ui_sources})
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")
list(JOIN sources "\n" source_list)
file(WRITE "${WORK_DIR}/sources.lst" "${source_list}\n")
set(bad "")
foreach(lang de fr en)
  set(ts "${WORK_DIR}/sealdesk_${lang}.ts")
  file(COPY_FILE "${SOURCE_DIR}/translations/sealdesk_${lang}.ts" "${ts}")
  set(only "")
  if(lang STREQUAL "en")
    set(only -pluralonly)
  endif()
  execute_process(COMMAND "${LUPDATE}" -silent -no-obsolete -locations none ${only}
                          -I ${SOURCE_DIR} # includes name their layer from the top
                          "@${WORK_DIR}/sources.lst" -ts "${ts}"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed for ${lang}: ${out}${err}")
  endif()
  file(READ "${ts}" text)
  string(REGEX MATCHALL "<message[^>]*>" messages "${text}")
  list(LENGTH messages n)
  string(REGEX MATCHALL "type=\"(unfinished|vanished|obsolete)\"" open "${text}")
  list(LENGTH open n_open)
  string(REGEX MATCHALL "<numerusform></numerusform>|<numerusform/>" empty_forms "${text}")
  list(LENGTH empty_forms n_empty)
  # A message that is not numerus: its source has no "(s)" or "(es)".
  string(REGEX MATCHALL "<message>[ \n]*<source>[^<]*[a-z]\\((e?s)\\)" unplural "${text}")
  foreach(m ${unplural})
    string(REGEX REPLACE ".*<source>" "" m "${m}")
    list(APPEND bad "sealdesk_${lang}.ts: \"${m}\" counts with (s) but is no %n string")
  endforeach()
  if(n_open GREATER 0 OR n_empty GREATER 0)
    list(APPEND bad "sealdesk_${lang}.ts: ${n_open} of ${n} messages unfinished or new, ${n_empty} empty plural forms")
  else()
    message(STATUS "sealdesk_${lang}.ts: all ${n} messages translated")
  endif()
endforeach()
if(bad)
  string(JOIN "\n" bad_text ${bad})
  message(FATAL_ERROR "translations incomplete (run `ninja sealdesk_lupdate`, then translate):\n${bad_text}")
endif()
