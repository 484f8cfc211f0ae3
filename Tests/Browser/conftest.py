"""Fixtures for the inspector's browser tests: one headless system Chromium, and pages to load.

Run them with `.ci/browser-tests`, which builds the pages first. Playwright drives the Chromium
that Debian installs (CHROMIUM, /usr/bin/chromium by default) and never downloads a browser.
"""

import os
import pathlib

import pytest
from playwright.sync_api import sync_playwright

PAGES = pathlib.Path(os.environ.get("INSPECTOR_PAGES", ".build/inspector")).resolve()
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SCREENSHOTS = PAGES.parent


@pytest.fixture(scope="session")
def browser():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield browser
        browser.close()


class Inspector:
    """An inspector page opened in a tab, with what went wrong while loading it."""

    def __init__(self, page):
        self.page = page
        self.problems = []
        page.on("console", lambda message: self.problems.append(f"console {message.type}: {message.text}")
                if message.type in ("error", "warning") else None)
        page.on("pageerror", lambda error: self.problems.append(f"uncaught: {error}"))
        page.on("requestfailed", lambda request: self.problems.append(f"request failed: {request.url}"))
        page.on("request", lambda request: None if request.url.startswith(("file:", "data:"))
                else self.problems.append(f"network request: {request.url}"))

    def open(self, name, fragment=""):
        self.page.goto((PAGES / name).as_uri() + fragment)
        self.page.wait_for_selector("html[data-ready=true]", timeout=15000)
        return self

    def state(self):
        return self.page.evaluate("animatic.state()")

    def seek(self, tick):
        return self.page.evaluate("(tick) => animatic.seek(tick)", tick)

    def why(self, name):
        return self.page.evaluate("(name) => animatic.why(name)", name)


@pytest.fixture
def inspector(browser):
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    page = context.new_page()
    yield Inspector(page)
    context.close()
