#!/usr/bin/env python3
"""Instructions a binary's engine spends searching the 26 positions of tests/data.

    benches/instructions.py BINARY [DEPTH_12x12 [DEPTH_6x6]]

Runs `BINARY engine` under valgrind's cachegrind, searches every position at a fixed
depth through the engine protocol (a fresh game for each), and prints the nodes, the
instructions (I refs, less those of a run that only quits) and the instructions per node.
Unlike the wall clock, these figures do not move with the machine's load, so two binaries
can be compared on a busy machine: the instructions to reach a depth say how fast a search
gets there, the instructions per node how dear a node is. Defaults: depth 8 on 12x12, 10
on 6x6 (the depths of benches/fixed-depth.py). Needs valgrind.
"""
import json
import pathlib
import re
import subprocess
import sys

if not 2 <= len(sys.argv) <= 4:
    sys.exit(__doc__)
binary = sys.argv[1]
d12 = sys.argv[2] if len(sys.argv) > 2 else "8"
d6 = sys.argv[3] if len(sys.argv) > 3 else "10"
data = pathlib.Path(__file__).resolve().parent.parent / "tests" / "data"


def run(search):
    """The I refs of one engine run, and the nodes of its searches."""
    p = subprocess.Popen(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no",
         "--cachegrind-out-file=/dev/null", binary, "engine"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        text=True, bufsize=1)
    total = 0
    if search:
        for name, depth in (("12x12.jsonl", d12), ("6x6.jsonl", d6)):
            for line in open(data / name):
                sfen = json.loads(line)["sfen"]
                p.stdin.write(f"ucinewgame\nposition sfen {sfen}\ngo depth {depth}\n")
                p.stdin.flush()
                nodes = 0
                for out in p.stdout:
                    m = re.search(r" nodes (\d+)", out)
                    if out.startswith("info depth") and m:
                        nodes = int(m.group(1))
                    if out.startswith("bestmove"):
                        break
                total += nodes
    p.stdin.write("quit\n")
    p.stdin.flush()
    err = p.stderr.read()
    p.wait()
    refs = re.search(r"I\s+refs:\s+([\d,]+)", err)
    if refs is None:
        sys.exit(f"no I refs from valgrind:\n{err}")
    return int(refs.group(1).replace(",", "")), total


base, _ = run(False)
refs, nodes = run(True)
spent = refs - base
print(f"{binary}: depth {d12} (12x12) / {d6} (6x6): {nodes} nodes, "
      f"{spent / 1e9:.2f} G instructions, {spent / max(nodes, 1):.0f} per node")
