# SPDX-License-Identifier: Apache-2.0 OR MIT
# ascon_doc_examples(<markdown> <lang> <prefix> <targets-var>): every ```<lang>
# block of the markdown file is a complete program; each becomes an
# executable <prefix>_<n> (its source written to the build tree, rewritten
# only when it changes), so documentation examples can never go stale. The
# target names go to <targets-var>; the caller links and runs them.
function(ascon_doc_examples markdown lang prefix out)
  file(READ "${markdown}" _doc)
  # CMake lists split on ';' and group on brackets: hide them while slicing.
  string(REPLACE ";" "@SEMI@" _doc "${_doc}")
  string(REPLACE "[" "@LB@" _doc "${_doc}")
  string(REPLACE "]" "@RB@" _doc "${_doc}")
  string(REGEX MATCHALL "```${lang}\n[^`]*```" _blocks "${_doc}")
  set(_i 0)
  set(_targets)
  foreach(_block IN LISTS _blocks)
    math(EXPR _i "${_i} + 1")
    string(REGEX REPLACE "^```${lang}\n" "" _code "${_block}")
    string(REGEX REPLACE "```$" "" _code "${_code}")
    string(REPLACE "@SEMI@" ";" _code "${_code}")
    string(REPLACE "@LB@" "[" _code "${_code}")
    string(REPLACE "@RB@" "]" _code "${_code}")
    set(_src "${CMAKE_CURRENT_BINARY_DIR}/${prefix}_${_i}.${lang}")
    file(WRITE "${_src}.in" "${_code}")
    configure_file("${_src}.in" "${_src}" COPYONLY)
    add_executable(${prefix}_${_i} "${_src}")
    list(APPEND _targets ${prefix}_${_i})
  endforeach()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${markdown}")
  set(${out} ${_targets} PARENT_SCOPE)
endfunction()
