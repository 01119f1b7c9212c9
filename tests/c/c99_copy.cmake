# SPDX-License-Identifier: Apache-2.0 OR MIT
# The C99 edition copied as docs/c99.md ("Dropping it into a project") says:
# include/ascon.h with include/ascon/c/ and include/ascon/rounds/, and the
# files of src/c99/, into an empty folder, nothing else of the tree. Every
# .c file must compile there, for the host and, where the compilers are
# installed, for the cores whose assembly rounds the edition runs (Cortex-M4,
# Cortex-M0, AVR): a file of the C++ core's detail/ reached from the edition
# fails the compile. Run by ctest:
#   cmake -DSRC=<source dir> -DWORK=<scratch dir> -DCC=<host C compiler> -P c99_copy.cmake
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/include/ascon" "${WORK}/src")
file(COPY "${SRC}/include/ascon.h" DESTINATION "${WORK}/include")
file(COPY "${SRC}/include/ascon/c" "${SRC}/include/ascon/rounds" DESTINATION "${WORK}/include/ascon")
file(GLOB _c99 "${SRC}/src/c99/*.c" "${SRC}/src/c99/*.h" "${SRC}/src/c99/*.S")
file(COPY ${_c99} DESTINATION "${WORK}/src")
file(GLOB _sources "${WORK}/src/*.c")

# One build: compiler and flags; every .c file compiled, its dependencies
# all inside WORK.
function(build name cc)
  if(NOT cc)
    message(STATUS "${name}: compiler not installed, skipped")
    return()
  endif()
  foreach(_f ${_sources})
    get_filename_component(_n "${_f}" NAME_WE)
    set(_o "${WORK}/${name}-${_n}.o")
    execute_process(COMMAND "${cc}" ${ARGN} -std=c99 -pedantic -Wall -Wextra -Werror -DASCON_STATIC -DASCON_C99
                            -I "${WORK}/include" -MD -MF "${_o}.d" -c "${_f}" -o "${_o}"
                    RESULT_VARIABLE rc ERROR_VARIABLE err)
    if(NOT rc EQUAL 0)
      message(FATAL_ERROR "${name}: ${_n}.c does not compile from the files docs/c99.md lists:\n${err}")
    endif()
    file(READ "${_o}.d" _deps)
    string(REPLACE "${WORK}/" "" _outside "${_deps}")  # WORK may be inside a build folder of SRC
    string(FIND "${_outside}" "${SRC}/" _at)
    if(NOT _at EQUAL -1)
      message(FATAL_ERROR "${name}: ${_n}.c reads a file of the source tree:\n${_deps}")
    endif()
  endforeach()
  message(STATUS "${name}: the edition compiles from the copied files")
endfunction()

build(host "${CC}" -O2)
find_program(ARM_GCC arm-none-eabi-gcc)
# -O2: the speed configuration, where the assembly rounds run.
build(cortex-m4 "${ARM_GCC}" -mcpu=cortex-m4 -mthumb -O2)
build(cortex-m0 "${ARM_GCC}" -mcpu=cortex-m0 -mthumb -O2)
find_program(AVR_GCC avr-gcc)
build(avr "${AVR_GCC}" -mmcu=atmega1284p -Os -DASCON_C99_AVR_ASM=1)
