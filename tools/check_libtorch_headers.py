#!/usr/bin/python3
"""Compiles every translation unit of a configured build against another libtorch's headers,
syntax only, with the build's own flags (-Wall -Wextra -Wpedantic), and lists each unit that
gets a diagnostic: a check that the tree compiles warning-free with another libtorch generation
without installing it (e.g. Debian 13's libtorch-dev 2.6 unpacked with `dpkg -x DEB DIR`).
Syntax only: warnings GCC finds while optimising (-Wmaybe-uninitialized, -Warray-bounds) need
--compile, which runs the compiler proper (about as long as a build), and linking is not tried.

    tools/check_libtorch_headers.py --build build/release --include DIR/usr/include [--jobs 2]

DIR/usr/include must hold ATen/, c10/ and torch/ (torch/csrc/api/include inside). The build's
precompiled header (torch/torch.h) is included as text, so that it is read from there too.
Exit status 1 when a unit has a diagnostic.
"""

import argparse
import concurrent.futures
import json
import os
import shlex
import subprocess
import sys
import tempfile


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--build", required=True, help="build folder with compile_commands.json")
    parser.add_argument("--include", required=True, help="the other libtorch's include folder")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--compile", action="store_true",
                        help="compile (to /dev/null) instead of checking the syntax only")
    args = parser.parse_args()
    include = os.path.abspath(args.include)
    api = os.path.join(include, "torch", "csrc", "api", "include")
    if not os.path.isdir(api):
        sys.exit(f"{include}: no torch/csrc/api/include inside")
    with open(os.path.join(args.build, "compile_commands.json")) as f:
        units = json.load(f)
    with tempfile.TemporaryDirectory() as scratch:
        pch = os.path.join(scratch, "pch.hxx")
        with open(pch, "w") as f:
            f.write("#include <torch/torch.h>\n")

        def check(unit):
            command = shlex.split(unit["command"])
            out, skip = [command[0], "-isystem" + include], False
            for arg in command[1:]:
                if skip:
                    skip = False
                    continue
                if arg == "-o":
                    skip = True
                    continue
                if arg in ("-c", "-Winvalid-pch"):
                    continue
                if arg.endswith("cmake_pch.hxx"):
                    arg = pch
                elif arg.rstrip("/").endswith("torch/csrc/api/include"):
                    arg = api
                out.append(arg)
            last = ["-c", "-o", os.devnull] if args.compile else ["-fsyntax-only"]
            run = subprocess.run(out + last, cwd=unit["directory"],
                                 capture_output=True, text=True)
            return unit["file"], run.returncode, run.stderr

        units = [u for u in units if not u["file"].endswith("cmake_pch.hxx.cxx")]
        flagged = 0
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            for path, code, errors in pool.map(check, units):
                if code != 0 or errors.strip():
                    flagged += 1
                    print(f"== {path} (exit {code})\n{errors}")
    print(f"{len(units)} units compiled against {include}: {flagged} with diagnostics")
    return 1 if flagged else 0


if __name__ == "__main__":
    sys.exit(main())
