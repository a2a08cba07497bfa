#!/usr/bin/env python3
"""Time and nodes to a fixed depth from the E1 middlegame, for several binaries side by side.

    benches/time-to-depth.py DEPTH RUNS BINARY...

Each run starts `BINARY engine`, searches E1 (the position of benches/search.rs) with
`go depth DEPTH` and reads the last `info depth` line. The binaries take turns, RUNS rounds,
and each one's best (least) time is printed with its nodes and nodes per second. On a shared
machine the wall clock of one run moves by a third from run to run; the best of several is
the figure that load disturbs least, and taking turns spreads the load over all binaries.
Compare engines by the time to a depth (how soon a search knows as much), and one engine's
builds by nodes per second (the same tree, so the same nodes).
"""
import subprocess
import sys

E1 = ("r2kqrb3qn/1_.1ppp1ppb2/pnr1p3_.n2/6p3p1/1bp1_.4p1p/10_.1/4B7/1N2_.7/P2P4P2P/"
      "4P2_N1PP1/1P_.2PPPRP1Q/QRB2RKB2_N1 b - 89")


def search(binary, depth):
    p = subprocess.Popen([binary, "engine"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                         text=True, bufsize=1)
    p.stdin.write(f"uci\nposition sfen {E1}\ngo depth {depth}\n")
    p.stdin.flush()
    last = None
    for line in p.stdout:
        if line.startswith("info depth"):
            last = line.split()
        if line.startswith("bestmove"):
            break
    p.stdin.write("quit\n")
    p.stdin.flush()
    p.wait()
    if last is None:
        sys.exit(f"{binary}: no info line before bestmove")
    return int(last[last.index("time") + 1]), int(last[last.index("nodes") + 1])


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    depth, runs, binaries = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
    best = {}
    for _ in range(runs):
        for b in binaries:
            t, n = search(b, depth)
            if b not in best or t < best[b][0]:
                best[b] = (t, n)
    for b in binaries:
        t, n = best[b]
        print(f"depth {depth}  {t:6d} ms  {n:9d} nodes  {n * 1000 // max(t, 1):8d} nps  {b}")


main()
