#!/usr/bin/env python3
"""The CPU a command's processes use, by kind: run it as `process-tree-cpu.py OUT -- command ...`.

Reads /proc every half second for the command and every process under it (user + system time
of each, not of its reaped children, so nothing is counted twice; a process's last half second
may be missed) and writes to OUT the wall time, the load average at the start and end, and the
CPU by kind: the vitest process, its workers, each server (by pid), Chromium's processes by type. Used for the end-to-end files'
figures in bench/README.md ("The journeys' servers and one picture cache a run").
"""
import os
import subprocess
import sys
import time

HZ = os.sysconf('SC_CLK_TCK')


def kind(pid: int) -> str:
    with open(f'/proc/{pid}/cmdline', 'rb') as f:
        cmd = f.read().replace(b'\0', b' ').decode(errors='replace')
    if 'chrom' in cmd:
        for t in ('renderer', 'gpu-process', 'utility', 'zygote'):
            if f'--type={t}' in cmd:
                return f'chromium {t}'
        return 'chromium browser'
    if 'server/main' in cmd:
        return f'server {pid}'
    if 'vitest.mjs' in cmd or '.bin/vitest' in cmd:
        return 'vitest'
    if 'node' in cmd:
        return 'vitest worker'
    return os.path.basename(cmd.split(' ')[0]) or 'other'


def tree(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for p in os.listdir('/proc'):
        if p.isdigit():
            try:
                with open(f'/proc/{p}/stat') as f:
                    s = f.read()
                children.setdefault(int(s[s.rfind(')') + 2:].split()[1]), []).append(int(p))
            except OSError:
                pass
    out, todo = [], [root]
    while todo:
        pid = todo.pop()
        out.append(pid)
        todo.extend(children.get(pid, []))
    return out


def main() -> int:
    out, command = sys.argv[1], sys.argv[sys.argv.index('--') + 1:]
    load = open('/proc/loadavg').read().split()[:3]
    started = time.time()
    child = subprocess.Popen(command)
    seen: dict[int, tuple[str, int]] = {}
    while child.poll() is None:
        for pid in tree(child.pid):
            try:
                with open(f'/proc/{pid}/stat') as f:
                    s = f.read()
                fields = s[s.rfind(')') + 2:].split()
                ticks = int(fields[11]) + int(fields[12])
                seen[pid] = (seen[pid][0] if pid in seen else kind(pid), ticks)
            except OSError:
                pass
        time.sleep(0.5)
    by_kind: dict[str, float] = {}
    for k, ticks in seen.values():
        by_kind[k] = by_kind.get(k, 0) + ticks / HZ
    with open(out, 'w') as f:
        f.write(f'exit {child.returncode}; wall {time.time() - started:.1f} s; CPU {sum(by_kind.values()):.1f} s; '
                f'load {" ".join(load)} at the start, {" ".join(open("/proc/loadavg").read().split()[:3])} at the end\n')
        for k, v in sorted(by_kind.items(), key=lambda x: -x[1]):
            f.write(f'  {k:20s} {v:7.1f} s\n')
    return child.returncode


if __name__ == '__main__':
    sys.exit(main())
