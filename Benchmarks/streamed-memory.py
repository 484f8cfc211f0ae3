"""Peak resident memory of a streamed run: `animatic run pulse` for 10 s and for 10,000 s.

Each run is its own process, so each peak is its own: the peak resident set (Linux's VmHWM) of
the finished child, from getrusage(RUSAGE_CHILDREN), which only rises. The timeline goes to
/dev/null. Build first: swift build -c release --product animatic.

    python3 Benchmarks/streamed-memory.py [path/to/animatic] [--tracing MODE]
"""

import resource
import subprocess
import sys
import time


def peak(binary, seconds, extra):
    """Runs one child and returns its peak resident memory in MB and its wall time in seconds."""
    script = (
        "import resource, subprocess, sys\n"
        "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    )
    start = time.monotonic()
    out = subprocess.run(
        [sys.executable, "-c", script, binary, "run", "pulse", "--until", str(seconds), *extra],
        capture_output=True, text=True, check=True,
    )
    return int(out.stdout.strip()) / 1024, time.monotonic() - start


def main():
    args = sys.argv[1:]
    binary = args[0] if args and not args[0].startswith("--") else ".build/release/animatic"
    extra = args[args.index("--tracing"):args.index("--tracing") + 2] if "--tracing" in args else []
    for seconds in (10, 10_000):
        megabytes, wall = peak(binary, seconds, extra)
        print(f"pulse {seconds:>6} s {' '.join(extra) or '(streamed)'}: peak resident {megabytes:.1f} MB, {wall:.1f} s")


if __name__ == "__main__":
    main()
