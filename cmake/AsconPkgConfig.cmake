# SPDX-License-Identifier: Apache-2.0 OR MIT
# ascon_pc_prefix(): sets ASCON_PC_PREFIX, the prefix= line of the .pc files
# (ascon-c.pc, ascon-c99.pc). Relocatable: the prefix is found from where the
# .pc file lies, so an install with `cmake --install --prefix` elsewhere still
# works; an absolute libdir keeps the configured prefix.
function(ascon_pc_prefix)
  if(IS_ABSOLUTE "${CMAKE_INSTALL_LIBDIR}")
    set(ASCON_PC_PREFIX "${CMAKE_INSTALL_PREFIX}" PARENT_SCOPE)
  else()
    file(RELATIVE_PATH _pc_up "/prefix/${CMAKE_INSTALL_LIBDIR}/pkgconfig" "/prefix")
    set(ASCON_PC_PREFIX "\${pcfiledir}/${_pc_up}" PARENT_SCOPE)
  endif()
endfunction()
