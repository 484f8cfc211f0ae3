#!/usr/bin/env python3
"""Measures the inspector page in headless Chromium: the first full paint, a seek's render, and the
file's size per event, on two pages that animatic-bench writes (10,000 views with 100 animating for
2 s, and a trace of over a million events).

    swift build -c release --product animatic-bench
    "$(swift build -c release --show-bin-path)/animatic-bench" --inspector-pages .build/inspector-bench
    python3 Benchmarks/inspector-benchmark.py .build/inspector-bench

Uses Debian's chromium (or CHROMIUM) through Playwright for Python; it downloads no browser.
Targets: first full paint at most 1.5 s, a seek at most 16 ms, at most 100 bytes per event.
"""

import os
import pathlib
import statistics
import sys

from playwright.sync_api import sync_playwright

PAGES = ["views-10k-100-animating.html", "million-events.html"]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LOADS = 5


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
        last = page
    # Seeks: every tick once in a shuffled order, each timed in the page; then a few to the next frame.
    seeks = last.evaluate("""(count) => {
        const ticks = [];
        for (let i = 0; i < count; i++) ticks.push(animatic.info().firstTick + ((i * 7919) % count));
        const times = [];
        for (const tick of ticks) {
            const start = performance.now();
            animatic.seek(tick);
            times.push(performance.now() - start);
        }
        return times;
    }""", info["ticks"])
    framed = last.evaluate("""async (count) => {
        const times = [];
        for (let i = 0; i < 30; i++) {
            const tick = animatic.info().firstTick + ((i * 104729) % count);
            await new Promise((resolve) => requestAnimationFrame(resolve));
            const start = performance.now();
            animatic.seek(tick);
            await new Promise((resolve) => requestAnimationFrame(() => resolve()));
            times.push(performance.now() - start);
        }
        return times;
    }""", info["ticks"])
    last.close()
    size = path.stat().st_size
    seeks.sort()
    return {
        "page": path.name,
        "events": info["events"],
        "ticks": info["ticks"],
        "nodes": len(info["nodes"]),
        "bytes": size,
        "bytes per event": size / info["events"],
        "first full paint ms (median of %d)" % LOADS: statistics.median(first_paints),
        "first contentful paint ms": statistics.median(contentful),
        "seek ms median": statistics.median(seeks),
        "seek ms p95": seeks[int(len(seeks) * 0.95) - 1],
        "seek ms max": seeks[-1],
        "seek to next frame ms median": statistics.median(framed),
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
                    print(f"  {key:36} {value:,.1f}" if isinstance(value, float) else f"  {key:36} {value:,}")
            failed |= result["first full paint ms (median of %d)" % LOADS] > 1500
            failed |= result["seek ms p95"] > 16
            failed |= result["bytes per event"] > 100
        browser.close()
    print("targets: first full paint ≤ 1,500 ms, seek ≤ 16 ms (p95), ≤ 100 bytes per event:",
          "missed" if failed else "met")


if __name__ == "__main__":
    main()
