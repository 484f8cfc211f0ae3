"""Peak resident memory of streamed runs of `pulse` for 10 s and for 10,000 s: the text timeline
(`animatic run pulse`), the JSON form (`animatic trace pulse --format json`) and the Perfetto trace
(`animatic trace pulse --format perfetto`), each streamed as it runs.

Each run is its own process, so each peak is its own: the peak resident set (Linux's VmHWM) of
the finished child, from getrusage(RUSAGE_CHILDREN), which only rises. The output goes to
/dev/null. Build first: swift build -c release --product animatic.

    python3 Benchmarks/streamed-memory.py [path/to/animatic] [--tracing MODE] [--format text|json|perfetto]
"""

import resource
import subprocess
import sys
import time

COMMANDS = {
    "text": ["run", "pulse"],
    "json": ["trace", "pulse", "--format", "json"],
    "perfetto": ["trace", "pulse", "--format", "perfetto"],
}


def peak(binary, command, seconds, extra):
    """Runs one child and returns its peak resident memory in MB and its wall time in seconds."""
    script = (
        "import resource, subprocess, sys\n"
        "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)\n"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
    )
    start = time.monotonic()
    out = subprocess.run(
        [sys.executable, "-c", script, binary, *command, "--until", str(seconds), *extra],
        capture_output=True, text=True, check=True,
    )
    return int(out.stdout.strip()) / 1024, time.monotonic() - start


def option(args, name):
    """The value after `name` in `args`, or None."""
    return args[args.index(name) + 1] if name in args else None


def main():
    args = sys.argv[1:]
    binary = args[0] if args and not args[0].startswith("--") else ".build/release/animatic"
    tracing = option(args, "--tracing")
    extra = ["--tracing", tracing] if tracing else []
    formats = [option(args, "--format")] if "--format" in args else list(COMMANDS)
    print(f"| {' '.join(extra) or 'streamed'} | 10 s | 10,000 s | 10,000 s wall |")
    print("| --- | --- | --- | --- |")
    for name in formats:
        short, _ = peak(binary, COMMANDS[name], 10, extra)
        long, wall = peak(binary, COMMANDS[name], 10_000, extra)
        print(f"| {' '.join(COMMANDS[name])} | {short:.1f} MB | {long:.1f} MB | {wall:.1f} s |", flush=True)


if __name__ == "__main__":
    main()
