#!/usr/bin/env python3
"""Measures the inspector page in headless Chromium: the first full paint, a seek's render, and the
file's size per event, on two pages that animatic-bench writes (10,000 views with 100 animating for
2 s, and a trace of over a million events).

    swift build -c release --product animatic-bench
    "$(swift build -c release --show-bin-path)/animatic-bench" --inspector-pages .build/inspector-bench
    python3 Benchmarks/inspector-benchmark.py .build/inspector-bench

Uses Debian's chromium (or CHROMIUM) through Playwright for Python; it downloads no browser.
Targets: first full paint at most 1.5 s, a seek at most 16 ms, at most 100 bytes per event. The first
full paint is the median of 5 loads, from navigation to the second animation frame after the page's
script is ready; the CPU time its page thread spent (from one more load, traced) is given too.

A seek is timed as the slider makes it: from the start of the page's drawing of the new tick (at the
next animation frame) to the end of that frame's work on the page's thread: the script, style,
layout, paint and the canvases' commit. Rasterising the composited layers happens on other threads
and is not in it. The same frames' CPU time on the page's thread, from Chromium's trace, is given
too: on a shared machine other processes lengthen the wall-clock time but not that. The scripting
API's seek, which also builds state(), is given for comparison.
"""

import json
import os
import pathlib
import statistics
import sys
import tempfile

from playwright.sync_api import sync_playwright

PAGES = ["views-10k-100-animating.html", "million-events.html"]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LOADS = 5


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[max(0, int(len(ordered) * fraction + 0.5) - 1)]


SEEK = """async (count) => {
    const slider = document.getElementById("slider"), results = [];
    const afterFrame = () => new Promise((resolve) => {
      requestAnimationFrame(() => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0); });
    });
    await afterFrame();
    for (let i = 0; i < count; i++) {
      slider.value = String((i * 7919) % count);
      slider.dispatchEvent(new Event("input"));
      await afterFrame();
      const render = window.animaticTimings.lastRender;
      results.push([render.script, performance.now() - render.start]);
    }
    return results;
}"""


def main_thread_events(trace):
    events = json.loads(trace.read_text())
    events = events["traceEvents"] if isinstance(events, dict) else events
    main = {(event["pid"], event["tid"]) for event in events
            if event.get("ph") == "M" and event.get("name") == "thread_name"
            and event["args"].get("name") == "CrRendererMain"}
    return [event for event in events if event.get("ph") == "X" and (event["pid"], event["tid"]) in main]


def load_cpu_time(browser, path):
    """One more load under Chromium's tracing: the CPU time of the page's thread in its tasks
    until the first full paint (parsing the HTML, running the script, the first frames)."""
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    with tempfile.TemporaryDirectory() as directory:
        trace = pathlib.Path(directory) / "trace.json"
        browser.start_tracing(page=page, path=str(trace), categories=["devtools.timeline", "toplevel"])
        page.goto(path.as_uri())
        page.wait_for_function("window.animaticTimings && window.animaticTimings.painted !== null", timeout=60000)
        browser.stop_tracing()
        events = main_thread_events(trace)
    page.close()
    tasks = [event for event in events if event["name"] == "ThreadControllerImpl::RunTask" and "tdur" in event]
    return sum(event["tdur"] for event in tasks) / 1000


def frame_cpu_times(browser, page, count):
    """The same seeks again under Chromium's tracing: the CPU time the page's thread spent on each
    frame (its BeginMainFrame: animation frame callbacks, style, layout, paint and commit), which
    other processes on a shared machine do not lengthen as they do the wall-clock time."""
    with tempfile.TemporaryDirectory() as directory:
        trace = pathlib.Path(directory) / "trace.json"
        browser.start_tracing(page=page, path=str(trace), categories=["devtools.timeline", "cc"])
        page.evaluate(SEEK, count)
        browser.stop_tracing()
        events = main_thread_events(trace)
    return [event["tdur"] / 1000 for event in events if event["name"] == "ProxyMain::BeginMainFrame" and "tdur" in event]


def measure(browser, path):
    first_paints, contentful = [], []
    for _ in range(LOADS):
        page = browser.new_page(viewport={"width": 1400, "height": 900})
        page.goto(path.as_uri())
        page.wait_for_function("window.animaticTimings && window.animaticTimings.painted !== null", timeout=60000)
        first_paints.append(page.evaluate("window.animaticTimings.painted"))
        contentful.append(page.evaluate(
            "(performance.getEntriesByName('first-contentful-paint')[0] || {startTime: NaN}).startTime"))
        info = page.evaluate("animatic.info()")
        if len(first_paints) < LOADS:
            page.close()
    last = page
    # A seek as a person makes it: the slider moves to every tick once, in a shuffled order, and
    # the page draws the tick at the next frame. Timed from the start of that drawing to the end
    # of the frame's work on the page's thread (style, layout, paint, and the canvases' commit):
    # a MessageChannel task queued after the frame runs once the frame is done.
    frames = last.evaluate(SEEK, info["ticks"])
    cpu = frame_cpu_times(browser, last, info["ticks"])
    # The scripting API's seek, which also builds state(): every edge at the tick, by name.
    api = last.evaluate("""(count) => {
        const times = [];
        for (let i = 0; i < count; i++) {
            const start = performance.now();
            animatic.seek(animatic.info().firstTick + ((i * 7919) % count));
            times.push(performance.now() - start);
        }
        return times;
    }""", min(info["ticks"], 100))
    last.close()
    load_cpu = load_cpu_time(browser, path)
    size = path.stat().st_size
    scripts, totals = [frame[0] for frame in frames], [frame[1] for frame in frames]
    return {
        "page": path.name,
        "events": info["events"],
        "ticks": info["ticks"],
        "nodes": len(info["nodes"]),
        "bytes": size,
        "bytes per event": size / info["events"],
        "first full paint ms, median of %d" % LOADS: statistics.median(first_paints),
        "first full paint ms, fastest": min(first_paints),
        "first full paint ms, slowest": max(first_paints),
        "first full paint: CPU time ms": load_cpu,
        "first contentful paint ms": statistics.median(contentful),
        "seek: drawing ms median": statistics.median(scripts),
        "seek: drawing ms p95": percentile(scripts, 0.95),
        "seek: to the frame's end ms median": statistics.median(totals),
        "seek: to the frame's end ms p95": percentile(totals, 0.95),
        "seek: to the frame's end ms max": max(totals),
        "seek: frame's CPU time ms median": statistics.median(cpu),
        "seek: frame's CPU time ms p95": percentile(cpu, 0.95),
        "animatic.seek with state() ms median": statistics.median(api),
    }


def main():
    directory = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".build/inspector-bench").resolve()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        failed = False
        for name in PAGES:
            result = measure(browser, directory / name)
            print(result["page"])
            for key, value in result.items():
                if key != "page":
                    print(f"  {key:40} {value:,.1f}" if isinstance(value, float) else f"  {key:40} {value:,}")
            failed |= result["first full paint ms, median of %d" % LOADS] > 1500
            failed |= result["seek: to the frame's end ms p95"] > 16
            failed |= result["bytes per event"] > 100
        browser.close()
    print("targets: first full paint ≤ 1,500 ms (median), a seek's frame ≤ 16 ms (p95), ≤ 100 bytes per event:",
          "missed" if failed else "met")


if __name__ == "__main__":
    main()
