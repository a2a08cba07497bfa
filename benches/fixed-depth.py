#!/usr/bin/env python3
"""Fixed-depth search of the 26 positions of tests/data through the engine protocol.

    benches/fixed-depth.py BINARY [DEPTH_12x12 [DEPTH_6x6]] [-- ENGINE ARGS...] > out.txt

Prints every `info depth` line (without `time` and `nps`, which move with the machine)
and the `bestmove` of each position. Two binaries whose outputs are byte for byte the same
searched the same trees: a change meant to keep the search identical (a refactoring, a
speed-up) is checked with `cmp` of two outputs. Defaults: depth 8 on 12x12, 10 on 6x6.
"""
import json
import pathlib
import re
import subprocess
import sys

args = sys.argv[1:]
extra = []
if "--" in args:
    extra = args[args.index("--") + 1:]
    args = args[: args.index("--")]
binary = args[0]
d12 = args[1] if len(args) > 1 else "8"
d6 = args[2] if len(args) > 2 else "10"
data = pathlib.Path(__file__).resolve().parent.parent / "tests" / "data"
p = subprocess.Popen([binary, "engine", *extra], stdin=subprocess.PIPE,
                     stdout=subprocess.PIPE, text=True, bufsize=1)


def send(line):
    p.stdin.write(line + "\n")
    p.stdin.flush()


for name, depth in (("12x12.jsonl", d12), ("6x6.jsonl", d6)):
    for line in open(data / name):
        send("ucinewgame")
        send("position sfen " + json.loads(line)["sfen"])
        send("go depth " + depth)
        while True:
            out = p.stdout.readline()
            if not out:
                sys.exit("the engine stopped answering")
            out = out.strip()
            if out.startswith("info depth"):
                print(re.sub(r" (nps|time) \d+", "", out))
            elif out.startswith("bestmove"):
                print(out)
                print("--")
                break
send("quit")
p.wait()
