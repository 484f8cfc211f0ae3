"""A session of `animatic preview batter-gauge` played at real time in headless Chromium: frames
served per second against the 60 a second the clock runs at, and the server's resident memory
over the session (Linux's VmRSS, from /proc), which must stay flat however long it plays.

The page asks for a frame per display frame and the server runs one per request, so the rate is
what the whole loop (browser, HTTP on loopback, the graph's frame) keeps up with. Each answer
carries the frame's timeline, which the page's frame panel shows at once (the script reports how
many answers it showed and how long showing one took); the inspector's page is made again,
between frames, when a frame ran something. Build first:
swift build -c release --product animatic.

    python3 Benchmarks/preview-benchmark.py [path/to/animatic] [--seconds 60] [--scene batter-gauge]
    python3 Benchmarks/preview-benchmark.py [path/to/animatic] --hour

Needs Debian's chromium and PyPI's playwright, as the browser tests do (`.ci/browser-tests`).
`--hour` needs no browser: it sends an hour of frames at 60 a second (216,000 requests) as fast
as the server answers them, as the page would, with a tap and an inspector's page every 600
frames, and prints the server's memory every 6 minutes of the virtual clock.
"""

import http.client
import re
import urllib.parse

import os
import subprocess
import sys
import time



def option(args, name, default):
    """The value after `name` in `args`, or `default`."""
    return args[args.index(name) + 1] if name in args else default


def resident_mb(pid):
    """The process's resident memory, in MB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def hour(binary, scene):
    """An hour of frames over HTTP alone; the server's memory as it goes."""
    server = subprocess.Popen([binary, "preview", scene], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    parts = urllib.parse.urlsplit(server.stdout.readline().strip())
    headers = {"Host": f"127.0.0.1:{parts.port}"}

    def request(method, route):
        connection = http.client.HTTPConnection("127.0.0.1", parts.port, timeout=30)
        connection.request(method, parts.path + route, headers=headers)
        response = connection.getresponse()
        body = response.read()
        connection.close()
        assert response.status == 200, (route, response.status, body[:200])
        return body

    try:
        page = request("GET", "")
        headers["X-Animatic-Client"] = re.search(rb'"client":"([0-9a-f]+)"', page).group(1).decode()
        start = time.monotonic()
        print(f"{scene}, an hour of frames over HTTP: virtual minute, server MB, wall seconds")
        for frame in range(1, 216_001):
            request("POST", "frame")
            if frame % 600 == 0:
                request("POST", "tap?label=" + ("Add%20Batter" if frame % 1200 else "Pour%20Out"))
                request("GET", "inspector")
            if frame % 21_600 == 0:
                print(f"   {frame / 3600:4.0f}   {resident_mb(server.pid):6.1f}   {time.monotonic() - start:6.0f}", flush=True)
    finally:
        server.send_signal(2)
        server.wait(timeout=10)


def main(args):
    positional = [arg for i, arg in enumerate(args) if not arg.startswith("--") and (i == 0 or not args[i - 1].startswith("--"))]
    binary = positional[0] if positional else ".build/release/animatic"
    seconds = float(option(args, "--seconds", "60"))
    scene = option(args, "--scene", "batter-gauge")
    if "--hour" in args:
        return hour(binary, scene)
    from playwright.sync_api import sync_playwright

    server = subprocess.Popen([binary, "preview", scene], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    address = server.stdout.readline().strip()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.goto(address)
            page.wait_for_selector("html[data-ready=true]", timeout=15000)
            page.evaluate("animaticLive.settled()")
            # The batter added twice, so that the springs and the waves run while it plays.
            page.evaluate("animaticLive.tap('Add Batter')")
            page.click("#live-play")
            print(f"{scene}, {seconds:.0f} s at real time (60 frames per second of the virtual clock)")
            print("   second   frames served   per second   server MB")
            start = time.monotonic()
            marks = []
            while time.monotonic() - start < seconds:
                time.sleep(min(5, seconds - (time.monotonic() - start)))
                elapsed = time.monotonic() - start
                served = page.evaluate("animaticLive.served().total")
                marks.append((elapsed, served, resident_mb(server.pid)))
                print(f"   {elapsed:6.1f}   {served:13d}   {served / elapsed:10.1f}   {marks[-1][2]:9.1f}")
                if len(marks) == 3:
                    page.evaluate("animaticLive.tap('Add Batter')")
            page.click("#live-play")
            info = page.evaluate("animaticLive.settled()")
            panel = page.evaluate("animaticLive.served()")
            browser.close()
        elapsed, served, memory = marks[-1]
        print(f"frames served per second: {served / elapsed:.1f} of 60 "
              f"({100 * served / elapsed / 60:.0f}%), inspector pages loaded: {info['inspectorLoads']}")
        print(f"frame's panel: {panel['panelFrames']} answers shown for {panel['total']} frames served, "
              f"{panel['applyAverage']:.2f} ms each on average, {panel['applyMost']:.1f} ms at most")
        print(f"server memory: {marks[0][2]:.1f} MB at {marks[0][0]:.0f} s, {memory:.1f} MB at {elapsed:.0f} s")
    finally:
        server.send_signal(2)
        server.wait(timeout=10)


if __name__ == "__main__":
    main(sys.argv[1:])
