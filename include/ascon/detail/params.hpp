// SPDX-License-Identifier: Apache-2.0 OR MIT
// Every parameter set of both families (kept for code that included it).
#pragma once

#include "aead_params.hpp"
#include "sponge_params.hpp"
