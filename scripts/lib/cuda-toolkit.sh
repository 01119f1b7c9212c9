# SPDX-License-Identifier: Apache-2.0 OR MIT
# ensure_nvcc: installs the CUDA compiler and runtime from PyPI (the
# nvidia-cuda-nvcc wheels of CUDA 13 hold a complete nvcc toolchain) into a
# cache folder, once; sets NVCC to its nvcc. Returns 1 (with a reason on
# stderr) if it cannot. Sourced by scripts/test.d/90-cuda.sh and scripts/bench-gpu.sh.
ASCON_CUDA_PIP_VERSION="${ASCON_CUDA_PIP_VERSION:-13.5.37}"
ASCON_CUDA_DIR="${ASCON_CUDA_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/ascon/cuda-$ASCON_CUDA_PIP_VERSION}"

ensure_nvcc() {
  NVCC="$ASCON_CUDA_DIR/nvidia/cu13/bin/nvcc"
  if [ -x "$NVCC" ] && "$NVCC" --version >/dev/null 2>&1; then return 0; fi
  local py
  py="$(command -v python3 || true)"
  if [ -z "$py" ]; then echo "cuda: python3 not found, cannot install nvcc from PyPI" >&2; return 1; fi
  "$py" -m pip --version >/dev/null 2>&1 || ensure_apt python3-pip
  rm -rf "$ASCON_CUDA_DIR"
  local v="$ASCON_CUDA_PIP_VERSION"
  if ! "$py" -m pip install --quiet --disable-pip-version-check --root-user-action=ignore --no-warn-script-location --target "$ASCON_CUDA_DIR" \
      "nvidia-cuda-nvcc==$v" "nvidia-cuda-runtime==$v" "nvidia-cuda-crt==$v" "nvidia-nvvm==$v" >&2; then
    echo "cuda: pip could not install nvidia-cuda-nvcc==$v" >&2
    return 1
  fi
  [ -x "$NVCC" ] || { echo "cuda: no nvcc at $NVCC after the install" >&2; return 1; }
}
