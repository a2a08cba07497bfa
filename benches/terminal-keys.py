#!/usr/bin/env python3
"""What a terminal program writes for each cursor key, and its peak memory, as a player's
terminal sees them: the program runs in tmux at 80x24 under `/usr/bin/time -v`, the
setup keys are typed (to reach a board), then N cursor keys (right, down, left, up in
turn, so the cursor stays near where it started) one at a time, and everything the
program writes meanwhile is taken from the pane (`tmux pipe-pane`). Prints the bytes
written per cursor key and the peak resident memory (RSS) of the whole run.

    python3 benches/terminal-keys.py --quit q,q -- \\
        sh -c 'cp tests/data/records/resume-fight.json /tmp/g.json; \\
               exec target/release/shuuro resume /tmp/g.json'
    python3 benches/terminal-keys.py --setup Enter --quit Escape,q -- chess-tui

Needs tmux and /usr/bin/time (`apt-get install time`).
"""

import argparse
import os
import shlex
import subprocess
import sys
import tempfile
import time

ROUND = ["Right", "Down", "Left", "Up"]


def tmux(*args):
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--keys", type=int, default=200, help="cursor keys to send (200)")
    p.add_argument("--setup", default="", help="tmux keys before, comma-separated")
    p.add_argument("--quit", default="q", help="tmux keys to end it, comma-separated")
    p.add_argument("--pause", type=float, default=0.05, help="seconds between keys")
    p.add_argument("command", nargs=argparse.REMAINDER)
    a = p.parse_args()
    cmd = a.command[1:] if a.command[:1] == ["--"] else a.command
    if not cmd:
        p.error("no command")
    work = tempfile.mkdtemp(prefix="terminal-keys-")
    timing, out = os.path.join(work, "time.txt"), os.path.join(work, "out.bin")
    name = f"terminal-keys-{os.getpid()}"
    line = f"/usr/bin/time -v -o {timing} {shlex.join(cmd)}; sleep 30"
    subprocess.run(["tmux", "new-session", "-d", "-s", name, "-x", "80", "-y", "24", line],
                   check=True)
    try:
        time.sleep(2)
        for k in filter(None, a.setup.split(",")):
            tmux("send-keys", "-t", name, k)
            time.sleep(1)
        time.sleep(1)
        tmux("pipe-pane", "-t", name, "-o", f"cat > {out}")
        time.sleep(0.5)
        for i in range(a.keys):
            tmux("send-keys", "-t", name, ROUND[i % 4])
            time.sleep(a.pause)
        time.sleep(1)
        written = os.path.getsize(out)
        tmux("pipe-pane", "-t", name)
        for k in filter(None, a.quit.split(",")):
            tmux("send-keys", "-t", name, k)
            time.sleep(1)
        for _ in range(100):
            if os.path.exists(timing) and os.path.getsize(timing) > 0:
                break
            time.sleep(0.1)
        else:
            print("the program did not end (the --quit keys?)", file=sys.stderr)
            sys.exit(1)
        time.sleep(0.2)
        peak = next(int(l.split(":")[1]) for l in open(timing)
                    if "Maximum resident set size" in l)
        print(f"{written / a.keys:.1f} bytes per cursor key ({written} bytes for {a.keys} keys); "
              f"peak RSS {peak} kB ({peak / 1024:.2f} MB)")
    finally:
        tmux("kill-session", "-t", name)


if __name__ == "__main__":
    main()
