"""`animatic preview` in a real browser: the server started from the built executable, the screen
clicked at a chosen frame, and what the live page shows held against the same tap scripted; the
clock paused, stepped and resumed, the frame's panel and the screen following every frame; a
reload resuming the session; a second browser and requests without the token refused.

Run with `.ci/browser-tests`, which builds the executable and the recorded pages compared here.
"""

import http.client
import os
import pathlib
import signal
import subprocess
import urllib.parse

import pytest

from conftest import PAGES, SCREENSHOTS

ANIMATIC = os.environ.get("ANIMATIC", ".build/debug/animatic")


class Preview:
    """A running `animatic preview`: its process and the address it printed."""

    def __init__(self, scene):
        self.process = subprocess.Popen([ANIMATIC, "preview", scene], stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, text=True)
        self.address = self.process.stdout.readline().strip()
        parts = urllib.parse.urlsplit(self.address)
        self.port, self.path = parts.port, parts.path

    def request(self, method, path, headers=None):
        """A request on a connection of its own; the status and the body."""
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        connection.request(method, path, headers=headers or {})
        response = connection.getresponse()
        result = (response.status, response.read().decode())
        connection.close()
        return result

    def stop(self):
        """Ctrl-C, and the exit status."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        return self.process.wait(timeout=10)


@pytest.fixture
def preview(request):
    running = Preview(request.param)
    assert running.address.startswith("http://127.0.0.1:"), running.process.stderr.read()
    yield running
    assert running.stop() == 0


class LivePage:
    """The live page in a tab, with what went wrong on it."""

    def __init__(self, page, preview):
        self.page = page
        self.problems = []
        page.on("pageerror", lambda error: self.problems.append(f"uncaught: {error}"))
        page.on("console", lambda message: self.problems.append(f"console {message.type}: {message.text}")
                if message.type in ("error", "warning") else None)
        page.on("request", lambda request: None if request.url.startswith((preview.address, "about:", "blob:", "data:"))
                else self.problems.append(f"request elsewhere: {request.url}"))
        response = page.goto(preview.address)
        assert response.status == 200
        page.wait_for_selector("html[data-ready=true]", timeout=15000)
        self.settled()

    def settled(self):
        return self.page.evaluate("animaticLive.settled()")

    def state(self):
        return self.page.evaluate("animaticLive.state()")

    def step(self, count=1):
        for _ in range(count):
            self.page.evaluate("animaticLive.step()")
        return self.settled()

    def inspector(self, expression):
        """Evaluates `expression` on the inspector shown (`animatic` is its API)."""
        return self.page.evaluate(f"(() => {{ const animatic = animaticLive.inspector(); return {expression}; }})()")

    def click_region(self, label):
        """Clicks the middle of the last region the server gives `label` (the topmost one drawn),
        on the drawn screen of the inspector shown."""
        box = [region["box"] for region in self.state()["regions"] if region["label"] == label][-1]
        point = self.page.evaluate("""(box) => {
          const svg = animaticLive.inspectorDocument().getElementById("screen");
          const point = new DOMPoint(box[0] + box[2] / 2, box[1] + box[3] / 2).matrixTransform(svg.getScreenCTM());
          return { x: point.x, y: point.y };
        }""", box)
        frame = self.page.locator("#live-frames iframe.front").bounding_box()
        self.page.mouse.click(frame["x"] + point["x"], frame["y"] + point["y"])

    def click_view(self, view):
        """Clicks the middle of `view` on the drawn screen of the inspector shown."""
        point = self.inspector(f"animatic.locateView({view!r})")
        assert point is not None, f"{view} is not on the screen"
        frame = self.page.locator("#live-frames iframe.front").bounding_box()
        self.page.mouse.click(frame["x"] + point["x"], frame["y"] + point["y"])


@pytest.fixture
def live(browser):
    contexts = []

    def open_page(preview):
        context = browser.new_context(viewport={"width": 1400, "height": 900}, accept_downloads=True)
        contexts.append(context)
        return LivePage(context.new_page(), preview)

    yield open_page
    for context in contexts:
        context.close()


@pytest.fixture
def recorded(browser):
    """The recorded inspector of the counter, as `animatic inspect counter` writes it: the scene's
    own script taps CounterExample at 0.1 s, frame 6."""
    context = browser.new_context(viewport={"width": 1400, "height": 900})
    page = context.new_page()
    page.goto((PAGES / "counter.html").as_uri())
    page.wait_for_selector("html[data-ready=true]", timeout=15000)
    yield page
    context.close()


def comparable(state):
    return {key: state[key] for key in ("tick", "frame", "evaluated", "changed", "cutOff", "verified", "written", "edges")}


def collapsed(text):
    """`text` with each run of spaces as one: the timeline pads its column of names to the longest
    name of the ticks it words, which a frame alone and a whole run need not share."""
    return " ".join(text.split())


def panel_lines(page):
    """The lines of the live page's frame panel, spaces collapsed."""
    return [collapsed(line) for line in page.locator("#live-ran > div").all_inner_texts()]


def screen_texts(document):
    return document.locator("#screen [data-item] text").all_text_contents()


@pytest.mark.parametrize("preview", ["counter"], indirect=True)
def test_a_click_on_the_screen_taps_as_the_script_does(preview, live, recorded):
    page = live(preview)
    assert page.state()["tappable"] == ["CounterExample"]
    assert page.page.locator("#live-tappable button").all_inner_texts() == ["CounterExample"]
    # Five frames, then the counter's text clicked: the tap applies at frame 6, 0.1 s, where the
    # scene's own script taps.
    page.step(5)
    assert page.page.locator("#live-frame").inner_text().startswith("frame 5 ")
    # Frames 1–5 run nothing: the frame's panel says so, and that nothing will until a tap.
    assert page.page.locator("#live-ran-title").inner_text().lower() == "frame 5: idle"
    assert page.page.locator("#live-ran-note").inner_text() == "Nothing runs until a tap. Frame 0 ran last:"
    page.click_view("Text")
    page.settled()
    state = page.state()
    assert state["frame"] == 6
    assert state["taps"] == [{"label": "CounterExample", "frame": 6, "time": "0.1"}]
    assert page.page.locator("#live-script").inner_text().strip() == 'script: [\n    .tap("CounterExample", at: 0.1),\n]'
    # The graph of the tap's frame, as the recorded page shows it at the same tick.
    live_state = page.inspector("animatic.state()")
    assert live_state["frame"] == 6
    expected = recorded.evaluate("(tick) => animatic.seek(tick)", live_state["tick"])
    assert comparable(live_state) == comparable(expected)
    assert "CounterExample.value" in live_state["written"]
    # The frame's panel: the tap's frame, its write and why each node ran, as the timeline words it.
    assert page.page.locator("#live-ran-title").inner_text().lower() == "frame 6: what ran and why"
    assert "set CounterExample.value 0 → 100 in T1" in panel_lines(page.page)
    # Thirty frames on, the animation under way: the graph, the counter's value and the screen.
    page.step(30)
    live_state = page.inspector("animatic.state()")
    assert live_state["frame"] == 36
    expected = recorded.evaluate("(tick) => animatic.seek(tick)", live_state["tick"])
    assert comparable(live_state) == comparable(expected)
    assert "Counter" in live_state["changed"]
    assert page.inspector("animatic.why('Counter')") == recorded.evaluate("animatic.why('Counter')")
    shown = screen_texts(page.page.frame_locator("#live-frames iframe.front"))
    assert shown == screen_texts(recorded.locator("html"))
    # The animation starts in the tap's frame 6: 30 frames of the linear 0 → 100 over 2 s (120
    # frames) later, 100 × 30 / 120 = 25.
    assert shown == ["25"]
    assert page.inspector("animatic.screen()")["frame"] == 36
    # The frame's panel is frame 36's lines, what ran and why with the values, as the recorded
    # page's events panel words the same frame.
    assert page.page.locator("#live-ran").get_attribute("data-frame") == "36"
    expected = recorded.evaluate("(tick) => animatic.timeline(tick)", live_state["tick"])
    assert panel_lines(page.page) == [collapsed(line) for line in expected]
    assert "eval Counter ← time Counter(value: 24.167) → Counter(value: 25)" in panel_lines(page.page)
    # "Save page" writes the recorded inspector of the session: the bytes `animatic inspect`
    # writes for the same tap scripted, to the same time.
    with page.page.expect_download() as download:
        page.page.click("#live-save-page")
    saved = pathlib.Path(download.value.path()).read_bytes()
    scripted = subprocess.run([ANIMATIC, "inspect", "counter", "--until", "0.6", "--output", "-"],
                              capture_output=True, check=True).stdout
    assert saved == scripted
    page.inspector("animatic.select('Counter')")
    page.page.screenshot(path=str(SCREENSHOTS / "preview-counter.png"))
    assert page.problems == []


@pytest.mark.parametrize("preview", ["batter-gauge"], indirect=True)
def test_pause_step_and_resume(preview, live):
    page = live(preview)
    page.page.click("#live-play")
    page.page.wait_for_function("animaticLive.state().frame >= 20", timeout=15000)
    page.page.click("#live-play")
    paused = page.settled()["frame"]
    assert not page.page.evaluate("animaticLive.isPlaying()")
    # Paused, the clock stays where it is.
    page.page.wait_for_timeout(300)
    assert page.settled()["frame"] == paused
    # Step runs exactly one frame.
    page.page.click("#live-step")
    assert page.settled()["frame"] == paused + 1
    page.page.click("#live-step")
    assert page.settled()["frame"] == paused + 2
    # The button drawn on the screen, its title and its symbol, taps at the next frame.
    page.click_region("Add Batter")
    state = page.settled()
    assert state["frame"] == paused + 3
    assert page.state()["taps"][-1] == {"label": "Add Batter", "frame": paused + 3,
                                        "time": page.state()["taps"][-1]["time"]}
    assert page.inspector("animatic.state()")["frame"] == paused + 3
    # The tap's write, in the first tick of its frame (a later pass of the frame may follow).
    written = page.inspector(f"""(() => {{
      const result = [];
      for (let tick = animatic.info().lastTick; animatic.seek(tick).frame === {paused + 3}; tick--) {{
        result.push(...animatic.state().written);
      }}
      return result;
    }})()""")
    assert "MixingBowlScreen.level" in written
    # Resumed at ¼ speed, then real time, the clock moves on.
    page.page.select_option("#live-speed", "0.25")
    page.page.click("#live-play")
    page.page.wait_for_function(f"animaticLive.state().frame >= {paused + 10}", timeout=15000)
    page.page.select_option("#live-speed", "1")
    page.page.wait_for_function(f"animaticLive.state().frame >= {paused + 40}", timeout=15000)
    page.page.click("#live-play")
    settled = page.settled()
    # Every answer the page had, each frame served among them, was shown in the frame's panel at
    # once: the panel names the frame the counter shows.
    served = page.page.evaluate("animaticLive.served()")
    assert served["panelFrames"] >= served["total"] >= 40
    assert page.page.locator("#live-ran").get_attribute("data-frame") == str(settled["frame"])
    assert page.page.locator("#live-frame").inner_text().startswith(f"frame {settled['frame']} ")
    assert page.problems == []


@pytest.mark.parametrize("preview", ["counter"], indirect=True)
def test_a_second_page_and_requests_without_the_token_are_refused(preview, live, browser):
    page = live(preview)
    # A second page, even at the right address.
    other = browser.new_context()
    response = other.new_page().goto(preview.address)
    assert response.status == 409
    other.close()
    host = {"Host": f"127.0.0.1:{preview.port}"}
    assert preview.request("GET", "/", host)[0] == 403
    assert preview.request("GET", "/state", host)[0] == 403
    assert preview.request("POST", preview.path + "frame", host)[0] == 409
    assert preview.request("GET", preview.path, {"Host": "evil.example"})[0] == 403
    # The page still drives the session, and its Stop ends the server with status 0.
    assert page.step(1)["frame"] == 1
    page.page.click("#live-stop")
    page.page.wait_for_function("document.getElementById('live-message').textContent.includes('stopped')")
    assert preview.process.wait(timeout=10) == 0
    assert page.problems == []


@pytest.mark.parametrize("preview", ["counter"], indirect=True)
def test_a_reload_resumes_the_session(preview, live, browser):
    page = live(preview)
    page.step(5)
    page.page.click("#live-tappable button[data-label='CounterExample']")
    page.step(3)
    before = page.state()
    assert before["frame"] == 9
    # The same address again, in the same browser: the same session, where it was.
    response = page.page.reload()
    assert response.status == 200
    page.page.wait_for_selector("html[data-ready=true]", timeout=15000)
    page.settled()
    after = page.state()
    assert (after["frame"], after["taps"]) == (9, before["taps"])
    assert page.page.locator("#live-frame").inner_text().startswith("frame 9 ")
    assert page.page.locator("#live-script").inner_text().strip() == \
        'script: [\n    .tap("CounterExample", at: 0.1),\n]'
    assert page.page.locator("#live-ran").get_attribute("data-frame") == "9"
    assert page.inspector("animatic.state()")["frame"] == 9
    # It goes on from there.
    assert page.step(1)["frame"] == 10
    # Another browser is still refused.
    other = browser.new_context()
    assert other.new_page().goto(preview.address).status == 409
    other.close()
    assert page.problems == []


@pytest.mark.parametrize("preview", ["counter"], indirect=True)
def test_the_screen_follows_every_frame_while_playing(preview, live):
    page = live(preview)
    page.page.click("#live-tappable button[data-label='CounterExample']")
    page.settled()
    page.page.click("#live-play")
    # While the inspector's page shows an older frame, the newest frame's screen is drawn over its
    # screen: the counter's text at the frame the counter shows, 100 × (frame − 1) / 120 (the tap
    # applied in frame 1, its linear animation 120 frames long), whole numbers shown.
    checked = 0
    for _ in range(200):
        seen = page.page.evaluate("""() => {
          const box = document.getElementById("live-screen");
          return { frame: animaticLive.state().frame, hidden: box.hidden, drawn: Number(box.dataset.frame),
                   texts: Array.from(box.querySelectorAll("text"), (text) => text.textContent),
                   back: box.querySelector("rect.screen") && getComputedStyle(box.querySelector("rect.screen")).fill };
        }""")
        if not seen["hidden"] and 10 <= seen["frame"] <= 120:
            # Drawn at the frame the screen last changed in (the text changes every 1.2 frames).
            assert seen["frame"] - 2 <= seen["drawn"] <= seen["frame"]
            assert seen["texts"] == [str(100 * (seen["frame"] - 1) // 120)], seen
            # The light screen is drawn white, as the inspector's, not in SVG's default black.
            assert seen["back"] == "rgb(255, 255, 255)", seen
            checked += 1
        if checked >= 5:
            break
        page.page.wait_for_timeout(50)
    assert checked >= 5
    page.page.click("#live-play")
    settled = page.settled()
    # Paused, the inspector's page shows the newest frame, and the drawing over it is gone.
    assert page.page.locator("#live-screen").is_hidden()
    assert page.inspector("animatic.state()")["frame"] == settled["frame"]
    assert page.problems == []


@pytest.mark.parametrize("preview", ["counter"], indirect=True)
def test_the_graph_shows_every_frame_while_playing(preview, live):
    page = live(preview)
    page.page.click("#live-tappable button[data-label='CounterExample']")
    page.settled()
    page.page.click("#live-play")
    # While the inspector's page shows an older frame, its graph shows the newest frame that ran:
    # the counter's animatable node changed (its linear animation runs frames 1 to 121), with the
    # value the frame's answer gives it, and the readout says which frame the graph shows.
    checked = 0
    for _ in range(200):
        seen = page.page.evaluate("""() => {
          const inspector = animaticLive.inspector(), live = animaticLive.state();
          const state = inspector.state();
          return { ran: live.ran, inspectorFrame: state.frame, graph: state.live,
                   readout: animaticLive.inspectorDocument().getElementById("readout").textContent };
        }""")
        graph, ran = seen["graph"], seen["ran"]
        if graph and graph["frame"] == ran["frame"] and 10 <= ran["frame"] <= 120 \
                and seen["inspectorFrame"] < ran["frame"]:
            assert "Counter" in graph["changed"], seen
            # Every node the graph colours as changed is one the frame changed, and the others it
            # coloured ran in the frame.
            assert set(graph["changed"]) <= set(ran["changed"]), seen
            assert set(graph["cutOff"]) <= set(ran["evaluated"]), seen
            assert seen["readout"].startswith(f"graph at frame {ran['frame']} "), seen
            checked += 1
        if checked >= 5:
            break
        page.page.wait_for_timeout(40)
    assert checked >= 5
    page.page.click("#live-play")
    page.settled()
    # Paused, the inspector's page is of the newest frame: its graph is its own again.
    assert page.inspector("animatic.state()")["live"] is None
    assert page.problems == []
