# SPDX-License-Identifier: Apache-2.0 OR MIT
"""scripts/spdx.py on a scratch tree: --check finds each file without the
line, --fix adds it in the right comment syntax and after a shebang, and a
second --fix changes nothing (the lead reruns it after every merge)."""
import os
import subprocess
import sys
import tempfile

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts", "spdx.py")
TAG = "SPDX-License-Identifier: Apache-2.0 OR MIT"
FILES = {
    "a.cpp": "int main() {}\n",
    "b.h": "#pragma once\n",
    "run.sh": "#!/bin/sh\necho hi\n",
    "m.py": "#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\n'''doc'''\n",
    "sub/CMakeLists.txt": "project(x)\n",
    "x.pc.in": "Name: x\n",
    "done.hpp": "// " + TAG + "\n#pragma once\n",
    "README.md": "# not source\n",
    "data.txt": "not source\n",
}
EXPECT = {
    "a.cpp": "// " + TAG + "\nint main() {}\n",
    "b.h": "/* " + TAG + " */\n#pragma once\n",
    "run.sh": "#!/bin/sh\n# " + TAG + "\necho hi\n",
    "m.py": "#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\n# " + TAG + "\n'''doc'''\n",
    "sub/CMakeLists.txt": "# " + TAG + "\nproject(x)\n",
    "x.pc.in": "# " + TAG + "\nName: x\n",
    "done.hpp": FILES["done.hpp"],
    "README.md": FILES["README.md"],
    "data.txt": FILES["data.txt"],
}


def run(root, mode):
    return subprocess.run([sys.executable, SCRIPT, mode, "--root", root], capture_output=True, text=True)


def main():
    with tempfile.TemporaryDirectory() as root:
        for name, text in FILES.items():
            os.makedirs(os.path.dirname(os.path.join(root, name)), exist_ok=True)
            with open(os.path.join(root, name), "w") as f:
                f.write(text)
        r = run(root, "--check")
        assert r.returncode == 1, r
        flagged = {line.split(": ")[2] for line in r.stderr.splitlines() if ": error: " in line}
        assert flagged == {"a.cpp", "b.h", "run.sh", "m.py", os.path.join("sub", "CMakeLists.txt"), "x.pc.in"}, flagged
        assert run(root, "--fix").returncode == 0
        for name, text in EXPECT.items():
            with open(os.path.join(root, name)) as f:
                got = f.read()
            assert got == text, (name, got)
        assert run(root, "--check").returncode == 0
        r = run(root, "--fix")
        assert "added the line to 0 of 7" in r.stdout, r.stdout
    print("test_spdx_script: ok")


if __name__ == "__main__":
    main()
