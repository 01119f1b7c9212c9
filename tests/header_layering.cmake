# SPDX-License-Identifier: Apache-2.0 OR MIT
# Layered headers: each public header pulls in only what it needs, and the
# constants header stays C++17 (the CUDA code includes it). Run by ctest:
#   cmake -DCXX=<compiler> -DINCLUDE=<include dir> -P header_layering.cmake
function(deps header out)
  execute_process(COMMAND ${CXX} -std=c++20 -I${INCLUDE} -M -x c++ ${INCLUDE}/${header}
                  OUTPUT_VARIABLE d RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${header} does not compile on its own: ${err}")
  endif()
  set(${out} "${d}" PARENT_SCOPE)
endfunction()

# header | what it must not include (comma-separated)
set(rules
  "ascon/hash256.hpp|detail/aead,aead_params.hpp,/v12/,catalogue.hpp,batch.hpp"
  "ascon/xof128.hpp|detail/aead,aead_params.hpp,/v12/,catalogue.hpp"
  "ascon/mac.hpp|detail/aead,aead_params.hpp,/v12/,catalogue.hpp"
  "ascon/aead128.hpp|sponge_params.hpp,detail/hash.hpp,/v12/,catalogue.hpp"
  "ascon/v12/hash.hpp|detail/aead,aead_params.hpp,/ascon/hash256.hpp"
  "ascon/permutation.hpp|sponge.hpp,detail/aead.hpp,detail/hash.hpp")
foreach(rule ${rules})
  string(REPLACE "|" ";" parts "${rule}")
  string(REPLACE "," ";" parts "${parts}")
  list(GET parts 0 header)
  list(REMOVE_AT parts 0)
  deps(${header} d)
  foreach(bad ${parts})
    string(FIND "${d}" "${bad}" at)
    if(NOT at EQUAL -1)
      message(FATAL_ERROR "${header} includes ${bad}: the layering is broken")
    endif()
  endforeach()
  message(STATUS "${header}: includes none of ${parts}")
endforeach()

execute_process(COMMAND ${CXX} -std=c++17 -fsyntax-only -x c++ ${INCLUDE}/ascon/detail/constants.hpp
                RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "ascon/detail/constants.hpp is not C++17 (the CUDA code includes it): ${err}")
endif()
message(STATUS "ascon/detail/constants.hpp: compiles as C++17")

# The round folder is shared with the C99 edition: every header there is C99
# on its own (whatever target select.h picks on the host, each round header
# alone at least parses), and none reaches into the C++ core (detail/, .hpp).
file(GLOB _rounds RELATIVE "${INCLUDE}" "${INCLUDE}/ascon/rounds/*.h")
if(NOT _rounds)
  message(FATAL_ERROR "no headers in ascon/rounds/")
endif()
foreach(header ${_rounds})
  # A file that includes the header alone (and declares something: ISO C
  # wants a translation unit to, and select.h defines only macros on a host).
  string(MAKE_C_IDENTIFIER "${header}" _id)
  set(_c "${CMAKE_CURRENT_BINARY_DIR}/layering_${_id}.c")
  file(WRITE "${_c}" "#include \"${header}\"\nint ${_id}_included;\n")
  execute_process(COMMAND ${CXX} -x c -std=c99 -pedantic -Wall -Wextra -Werror -I${INCLUDE} -fsyntax-only -MD -MF ${_c}.d
                          ${_c} RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${header} is not C99 on its own: ${err}")
  endif()
  file(READ "${_c}.d" d)
  file(REMOVE "${_c}" "${_c}.d")
  foreach(bad "/detail/" ".hpp")
    string(FIND "${d}" "${bad}" at)
    if(NOT at EQUAL -1)
      message(FATAL_ERROR "${header} includes a file of the C++ core (${bad}): ${d}")
    endif()
  endforeach()
endforeach()
message(STATUS "ascon/rounds/: ${_rounds} are C99 and include nothing of the C++ core")
