# SPDX-License-Identifier: Apache-2.0 OR MIT
"""auditwheel for a musl wheel on a glibc machine (scripts/build-wheel.sh,
WHEEL_LIBC=musl; scripts/release-wheels.sh):

    python auditwheel_musl.py repair --plat musllinux_1_2_x86_64 -w dist WHEEL
    python auditwheel_musl.py show WHEEL

auditwheel offers only the tags of the machine's own libc, so it is told the
libc is musl. Zig links a musl extension against a stub named libc.so, while
the musllinux policy lists libc under the name Alpine's musl carries
(libc.musl-ARCH.so.1), the name every musllinux build links to: `repair`
renames the extension's DT_NEEDED entry to it first (musl's loader serves
any libc.* name itself, so either loads on every musl system).
"""
import re
import subprocess
import sys
from pathlib import Path

from auditwheel import libc
from auditwheel.main import main
from auditwheel.wheeltools import InWheel

args = sys.argv[1:]
if args and args[0] == "repair":
    plat = re.search(r"musllinux_\d+_\d+_(\w+)", " ".join(args))
    if not plat:
        sys.exit("auditwheel_musl: repair needs --plat musllinux_X_Y_ARCH")
    wheel = Path(args[-1])
    with InWheel(wheel, wheel):
        for so in Path(".").rglob("*.so"):
            needed = subprocess.run(["patchelf", "--print-needed", str(so)], check=True, capture_output=True, text=True)
            if "libc.so" in needed.stdout.split():
                subprocess.run(["patchelf", "--replace-needed", "libc.so", f"libc.musl-{plat.group(1)}.so.1", str(so)], check=True)
libc.Libc.detect = staticmethod(lambda: libc.Libc.MUSL)
sys.argv = ["auditwheel"] + args
sys.exit(main())
