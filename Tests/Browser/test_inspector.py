"""The inspector page in a real browser: it loads cleanly, its keys and panels work, and what it
shows at every tick agrees with the trace's JSON and text forms."""

import json
import re

import pytest

from conftest import PAGES, SCREENSHOTS

SCENES = (PAGES / "scenes.txt").read_text().split() if (PAGES / "scenes.txt").exists() else []
# The tests that name ticks, frames and nodes of the counter open counter-by-hand, its graph built
# node by node (value → Counter → Counter.body, tapped at 0.1 s): the view's `counter` builds its
# tree over several passes of frame 0, and its state is CounterExample.value.


def trace_json(scene):
    return json.loads((PAGES / f"{scene}.json").read_text())


def expected_states(document):
    """What state() must say at each tick, worked out from the trace's JSON alone."""
    names = {node["id"]: node["name"] for node in document["nodes"]}
    time = document.get("timeNode")
    edges = []
    for tick in document["ticks"]:
        evaluated, changed, cut_off, verified = [], [], [], []
        for event in tick["events"]:
            kind = event["kind"]
            if kind == "evaluated":
                evaluated.append(names[event["node"]])
                (cut_off if event["outcome"] == "unchanged" else changed).append(names[event["node"]])
            elif kind == "verified":
                verified.append(names[event["node"]])
            elif kind == "dependencyAdded":
                edges.append((event["source"], event["node"]))
            elif kind == "dependencyRemoved":
                edges.remove((event["source"], event["node"]))
            elif kind == "removed":
                edges = [edge for edge in edges if event["node"] not in edge]
        # An idle run the clock skipped is one tick standing for several frames.
        count = tick.get("frameCount", 1)
        yield tick, {
            "tick": tick["index"], "frame": tick["frame"], "time": tick["time"],
            "frameCount": count, "lastFrame": tick["frame"] + count - 1,
            "lastTime": tick["time"] if count == 1 else (tick["frame"] + count - 1) / document["framesPerSecond"],
            "evaluated": evaluated, "changed": changed, "cutOff": cut_off, "verified": verified,
            "edges": sorted([names[source], names[target], source == time] for source, target in edges),
        }


@pytest.mark.parametrize("scene", SCENES)
def test_every_scene_loads_with_no_console_error_and_no_failed_request(inspector, scene):
    inspector.open(f"{scene}.html")
    state = inspector.state()
    assert state["tick"] == 0
    inspector.page.keyboard.press("End")
    inspector.page.keyboard.press("Home")
    assert inspector.problems == []


def test_counter_keyboard_reaches_frame_7_where_counter_runs_because_of_time(inspector):
    inspector.open("counter-by-hand.html")
    # Frames 1-5 are idle, kept as one tick: frame 7 is three ticks on.
    for _ in range(3):
        inspector.page.keyboard.press("ArrowRight")
    state = inspector.state()
    assert state["frame"] == 7
    assert state["evaluated"] == ["Counter", "Counter.body"]
    assert ["time", "Counter", True] in state["edges"], "the dashed edge from time to Counter"
    events = inspector.page.inner_text("#events")
    assert re.search(r"eval +Counter +← time +Counter\(value: 0 → 0\.833\)", events), events
    inspector.page.evaluate("animatic.select('Counter')")
    assert "Counter ran at frame 7 because time changed" in inspector.page.inner_text("#why")
    assert "depends on time" in inspector.page.inner_text("#legend")
    assert inspector.problems == []


def test_shift_arrows_jump_between_events_and_home_end_go_to_the_ends(inspector):
    inspector.open("counter-by-hand.html")
    inspector.page.keyboard.press("Shift+ArrowRight")
    assert inspector.state()["frame"] == 6, "the tap's tick: its write and transaction are marked"
    inspector.page.keyboard.press("End")
    last = inspector.state()["tick"]
    assert last == trace_json("counter-by-hand")["ticks"][-1]["index"]
    inspector.page.keyboard.press("Shift+ArrowLeft")
    finished = inspector.state()["tick"]
    assert finished < last
    assert any("animation A1 finished" in line for line in inspector.page.evaluate("animatic.events()"))
    inspector.page.keyboard.press("Home")
    assert inspector.state()["tick"] == 0


def test_time_edge_is_gone_after_the_animations_last_frame(inspector):
    document = trace_json("counter")
    removal = next(tick["index"] for tick in document["ticks"] for event in tick["events"]
                   if event["kind"] == "dependencyRemoved" and event["source"] == document["timeNode"])
    inspector.open("counter.html")
    assert ["time", "Counter", True] in inspector.seek(removal - 1)["edges"]
    assert not any(edge[2] for edge in inspector.seek(removal)["edges"])
    inspector.page.keyboard.press("End")
    assert not any(edge[2] for edge in inspector.state()["edges"])


def test_why_counter_body_at_frame_8_goes_down_to_the_taps_write(inspector):
    inspector.open("counter-by-hand.html")
    inspector.seek(8)
    chain = inspector.why("Counter.body")
    text = "\n".join(chain)
    assert chain[0].startswith("Counter.body ran at frame 8 because Counter changed")
    assert "Counter depends on time while its animation runs" in text
    assert "Animation A1 linear(duration: 2) started on Counter at frame 6" in text
    assert "value was set 0 → 100 at frame 6 in transaction T1 withAnimation(linear(duration: 2))" in text
    assert "by the script step “tap at 0.1 s”" in chain[-1]
    # A node that was cut off says so; one that did not run says where its value came from.
    inspector.seek(7)
    assert "cut off" in inspector.why("Counter.body")[0]
    assert inspector.why("nothing") == ['No node is named "nothing".']


def test_why_names_the_script_step_of_the_batter_gauge(inspector):
    inspector.open("batter-gauge.html")
    tick = next(tick["index"] for tick in trace_json("batter-gauge")["ticks"] if tick["time"] >= 0.5)
    inspector.seek(tick + 3)
    text = "\n".join(inspector.why("ZStack[0]/Wave"))
    assert "spring(duration: 0.8" in text
    assert "“tap Add Batter at 0.5 s”" in text


def test_clicking_a_node_selects_its_plot(inspector):
    inspector.open("counter-by-hand.html", "#tick=60")
    point = inspector.page.evaluate("animatic.locate('value')")
    inspector.page.mouse.click(point["x"], point["y"])
    assert inspector.state()["selected"] == "value"
    assert inspector.page.inner_text("#plot-title") == "Plot of value"
    assert inspector.page.inner_text("#why-node") == "value at frame 60"
    point = inspector.page.evaluate("animatic.locate('Counter')")
    inspector.page.mouse.click(point["x"], point["y"])
    assert inspector.page.inner_text("#plot-title") == "Plot of Counter"


@pytest.mark.parametrize("scene", ["counter", "batter-gauge"])
def test_state_agrees_with_the_trace_json_at_every_tick(inspector, scene):
    inspector.open(f"{scene}.html")
    expected = [state for _, state in expected_states(trace_json(scene))]
    actual = inspector.page.evaluate(
        """(ticks) => ticks.map((tick) => {
             const state = animatic.seek(tick);
             delete state.written; delete state.selected;
             // A recorded page shows its own ticks: no live frame over them.
             if (state.live !== null) return { live: state.live };
             delete state.live;
             state.edges.sort((a, b) => JSON.stringify(a) < JSON.stringify(b) ? -1 : 1);
             return state;
           })""", [state["tick"] for state in expected])
    for want, got in zip(expected, actual):
        want["edges"] = sorted(want["edges"], key=json.dumps)
        assert got == want, f"tick {want['tick']}"
    assert len(actual) == len(expected)


def test_a_browser_without_uint8array_frombase64_reads_the_events_through_atob(inspector):
    # Browsers from before Uint8Array.fromBase64 read the packed events with atob.
    inspector.page.add_init_script("delete Uint8Array.fromBase64")
    inspector.open("counter.html")
    assert inspector.page.evaluate("typeof Uint8Array.fromBase64") == "undefined"
    expected = [state for _, state in expected_states(trace_json("counter"))]
    actual = inspector.page.evaluate(
        """(ticks) => ticks.map((tick) => {
             const state = animatic.seek(tick);
             return [state.tick, state.evaluated, state.changed, state.edges.length];
           })""", [state["tick"] for state in expected])
    assert actual == [[state["tick"], state["evaluated"], state["changed"], len(state["edges"])] for state in expected]
    assert inspector.problems == []


@pytest.mark.parametrize("scene", ["counter", "batter-gauge"])
def test_events_panel_words_each_tick_as_the_text_timeline(inspector, scene):
    text = (PAGES / f"{scene}.txt").read_text().splitlines()
    ticks, current = [], None
    for line in text:
        if re.match(r"^frames? \d+", line):
            current = [line]
            ticks.append(current)
        elif current is not None:
            current.append(line)
    inspector.open(f"{scene}.html")
    # One group of lines per recorded tick; an idle run the clock skipped is one tick.
    indices = [tick["index"] for tick in json.loads((PAGES / f"{scene}.json").read_text())["ticks"]]
    pages = inspector.page.evaluate("(indices) => indices.map((tick) => animatic.timeline(tick))", indices)
    assert len(pages) == len(ticks)
    for index, want, got in zip(indices, ticks, pages):
        assert got == want, f"tick {index}"


def test_a_bounded_trace_opens_with_a_banner_saying_how_many_ticks_are_missing(inspector):
    inspector.open("counter-bounded.html")
    banner = inspector.page.locator("#banner")
    assert banner.is_visible()
    # 20 recorded ticks are kept; the last stands for the idle frames 128-132, so 109 are missing.
    assert banner.inner_text().startswith("The trace's first 109 ticks are missing")
    assert "so it begins at frame 109." in banner.inner_text(), "in frames, as the timeline speaks"
    assert inspector.state()["tick"] == 109
    assert inspector.problems == []


def test_the_url_fragment_holds_the_position(inspector):
    inspector.open("counter.html", "#tick=120")
    assert inspector.state()["tick"] == 120
    inspector.page.keyboard.press("ArrowRight")
    inspector.page.wait_for_function("location.hash === '#tick=121'")
    inspector.page.evaluate("location.hash = '#tick=30'")
    inspector.page.wait_for_function("animatic.state().tick === 30")


def test_space_plays_and_pauses(inspector):
    inspector.open("counter.html")
    inspector.page.select_option("#speed", "0.25")
    inspector.page.keyboard.press("Space")
    inspector.page.wait_for_function("animatic.state().tick > 0", timeout=10000)
    assert inspector.page.inner_text("#play") == "❚❚ Pause"
    inspector.page.keyboard.press("Space")
    assert inspector.page.inner_text("#play") == "▶ Play"
    paused = inspector.state()["tick"]
    inspector.page.wait_for_timeout(200)
    assert inspector.state()["tick"] == paused


def test_drawing_shows_the_shapes_at_the_playhead(inspector):
    # The polygons' bench built by hand: its two shape nodes, each drawn in a cell of its own.
    inspector.open("morph-vs-snap-by-hand.html")
    captions = inspector.page.locator("#drawing figcaption").all_inner_texts()
    assert len(captions) == 2, captions
    # The hand-built gauge has no view, so its shape nodes are drawn: its two waves, overlaid.
    inspector.open("batter-gauge-by-hand.html", "#tick=60")
    paths = inspector.page.locator("#drawing path")
    assert paths.count() == 2
    before = [paths.nth(index).get_attribute("d") for index in range(2)]
    inspector.seek(61)
    after = [paths.nth(index).get_attribute("d") for index in range(2)]
    assert all(a != b for a, b in zip(before, after)), "both waves move as the playhead does"


def test_screenshots_for_people_and_the_docs(inspector):
    inspector.open("counter.html")
    frame_60 = next(tick["index"] for tick in trace_json("counter")["ticks"] if tick["frame"] == 60)
    inspector.seek(frame_60)
    # Counter selected: its plot, its why chain, and on the screen the text it draws, outlined.
    inspector.page.evaluate("animatic.select('Counter')")
    inspector.page.screenshot(path=str(SCREENSHOTS / "inspector-counter-frame-60.png"))
    # The gauge built by hand: its few nodes make a graph that reads at a glance.
    inspector.open("batter-gauge-by-hand.html")
    one_second = next(tick["index"] for tick in trace_json("batter-gauge-by-hand")["ticks"] if tick["time"] >= 1)
    inspector.seek(one_second)
    inspector.page.screenshot(path=str(SCREENSHOTS / "inspector-batter-gauge-1s.png"))
    # Slosh at frame 9, the pointer on Wave: the tip and the selection's line show the value the
    # node cuts, and the legend names the purple edges.
    inspector.open("slosh.html")
    inspector.seek(10)
    point = inspector.page.evaluate("animatic.locate('Wave')")
    inspector.page.mouse.move(point["x"], point["y"])
    graph = inspector.page.locator("#graph-panel").bounding_box()
    inspector.page.screenshot(path=str(SCREENSHOTS / "inspector-slosh-hover.png"), clip=graph)
    # Pulse for 3,000 s, the pointer on the ruler: its marks added up per column, with their counts,
    # and the ruler and the plot both ending at 3000 s.
    inspector.open("pulse-3000.html")
    box = inspector.page.locator("#ruler").bounding_box()
    inspector.page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 18)
    inspector.page.screenshot(path=str(SCREENSHOTS / "inspector-pulse-3000.png"))
    assert inspector.problems == []


def test_the_events_list_draws_only_the_rows_in_view_in_the_order_of_the_tick(inspector):
    # The hand-built batter gauge's first tick has more rows than the panel shows: only those in
    # view are drawn, and scrolling brings the rest, in order, down to the last.
    inspector.page.set_viewport_size({"width": 1400, "height": 640})
    inspector.open("batter-gauge-by-hand.html")
    lines = inspector.page.evaluate("animatic.events()")
    shown = inspector.page.inner_text("#events-rows").split("\n")
    assert 1 < len(shown) < len(lines), f"{len(shown)} rows drawn of {len(lines)}"
    assert shown == lines[:len(shown)]
    height = inspector.page.evaluate("document.getElementById('events-sizer').getBoundingClientRect().height")
    assert height == len(lines) * 16 + 12, "the list scrolls as far as a list of every row would"
    inspector.page.evaluate("(() => { const list = document.getElementById('events'); list.scrollTop = list.scrollHeight; })()")
    inspector.page.wait_for_function(
        "(last) => document.getElementById('events-rows').innerText.trimEnd().endsWith(last)", arg=lines[-1])
    shown = inspector.page.inner_text("#events-rows").split("\n")
    first = len(lines) - len(shown)
    assert first > 0 and shown == lines[first:], "the last rows, in order"
    # The rows sit where their place in the whole list is.
    top = inspector.page.evaluate("""(() => {
        const list = document.getElementById('events'), rows = document.getElementById('events-rows');
        return rows.getBoundingClientRect().top - document.getElementById('events-sizer').getBoundingClientRect().top;
    })()""")
    assert top == first * 16


def test_an_idle_run_is_one_tick_standing_for_its_frames(inspector):
    # The counter's frames 1-5 are idle: the trace keeps them as tick 1, standing for ticks 1-5.
    inspector.open("counter-by-hand.html")
    state = inspector.seek(3)
    assert (state["tick"], state["frame"], state["frameCount"], state["lastFrame"]) == (1, 1, 5, 5)
    assert state["lastTime"] == 5 / 60
    assert state["evaluated"] == [] and state["edges"], "nothing runs, and the edges stay"
    assert inspector.page.inner_text("#readout") == "frames 1–5 idle · t = 0.017 s"
    inspector.page.keyboard.press("ArrowRight")
    assert inspector.state()["frame"] == 6, "one step past the run is the frame after it"
    inspector.page.keyboard.press("ArrowLeft")
    inspector.page.evaluate("animatic.select('Counter')")
    assert inspector.page.inner_text("#why-node") == "Counter at frames 1–5"
    assert inspector.page.evaluate("animatic.info().ticks") == len(trace_json("counter-by-hand")["ticks"])


def test_the_readout_speaks_in_frames_and_names_a_frames_later_pass(inspector):
    # Slosh's frame 6 runs two passes: the level's write, then the phase animator's step. The
    # trace's ticks are frame 0, frames 1-5 (idle), frame 6, and frame 6's second pass.
    inspector.open("slosh.html")
    readouts = []
    for _ in range(3):
        inspector.page.keyboard.press("ArrowRight")
        inspector.state()  # draws what the key asked for, which the page does at the next frame
        readouts.append(inspector.page.inner_text("#readout"))
    assert readouts == ["frames 1–5 idle · t = 0.017 s", "frame 6 · t = 0.100 s", "frame 6, pass 2 · t = 0.100 s"]
    assert not any("tick" in text for text in readouts), readouts
    assert inspector.page.evaluate("animatic.events()")[0] == "frame 6, pass 2  t = 0.100 s"
    assert "tick" not in inspector.page.inner_text("header")
    assert inspector.page.inner_text("#events-panel h2") == "Events of this frame"


def test_why_a_node_that_did_not_run_names_the_last_frame_it_ran(inspector):
    # In frame 6's second pass, Text and level did nothing: Text last ran, and level was last
    # written, in frame 6's first pass.
    inspector.open("slosh.html")
    for _ in range(3):
        inspector.page.keyboard.press("ArrowRight")
    text = inspector.why("Text")
    assert text[0] == 'Text did not run at frame 6, pass 2; its value "55%" is from frame 6, the last frame it ran.'
    assert text[1].startswith("Text ran at frame 6 because level changed")
    assert inspector.why("level")[0] == (
        "level was not written at frame 6, pass 2; its value 0.55 is from frame 6, when it was last written.")
    inspector.page.evaluate("animatic.select('Wave')")
    assert inspector.page.inner_text("#why-node") == "Wave at frame 6, pass 2"
    # Later, the phase's spring has replaced the level's: worded as the timeline words a takeover.
    assert inspector.seek(10)["frame"] == 9
    why = inspector.why("Wave")
    assert why[2].startswith("Animation A2 spring(duration: 0.4, bounce: 0) started on Wave at frame 6, pass 2,")
    assert why[2].endswith(": A2 takes over from A1, keeping its velocity.")
    assert why[3].startswith("Animation A1 spring(duration: 0.8, bounce: 0), which A2 takes over from, started on Wave at frame 6,")
    assert inspector.problems == []


def test_a_cut_name_or_value_shows_whole_on_hover_and_on_selection(inspector):
    # Slosh's "animation scope #1" is wider than its box, and Wave's value at frame 9 is cut: the
    # canvas ends them with "…"; the tip by the pointer and the selection's line show them whole.
    inspector.open("slosh.html")
    assert inspector.seek(10)["frame"] == 9
    tip = inspector.page.locator("#tip")
    assert not tip.is_visible()
    point = inspector.page.evaluate("animatic.locate('animation scope #1')")
    inspector.page.mouse.move(point["x"], point["y"])
    assert tip.is_visible()
    assert tip.inner_text().split("\n") == ["animation scope #1", "scopeValue, not run", "0.55"]
    point = inspector.page.evaluate("animatic.locate('Wave')")
    inspector.page.mouse.move(point["x"], point["y"])
    assert tip.inner_text().split("\n") == ["Wave", "animatable, evaluated, changed", "Wave(level: 0.387, amplitude: 6.232, phase: 0, crests: 2)"]
    inspector.page.mouse.move(point["x"] + 300, point["y"] + 60)
    assert not tip.is_visible(), "off a node, the tip goes"
    inspector.page.evaluate("animatic.select('Wave')")
    assert inspector.page.inner_text("#selection") == "Wave = Wave(level: 0.387, amplitude: 6.232, phase: 0, crests: 2)"
    inspector.seek(11)
    assert inspector.page.inner_text("#selection") == "Wave = Wave(level: 0.406, amplitude: 7.379, phase: 0, crests: 2)", "it follows the playhead"
    assert inspector.problems == []


def test_an_event_row_the_panel_cuts_shows_whole_on_hover(inspector):
    inspector.open("slosh.html")
    inspector.seek(10)
    lines = inspector.page.evaluate("animatic.events()")
    events = inspector.page.locator("#events")
    box = events.bounding_box()
    width = inspector.page.evaluate("document.getElementById('events').clientWidth")
    assert inspector.page.evaluate("document.getElementById('events').scrollWidth") > width, "the Wave row is cut"
    tip = inspector.page.locator("#tip")
    # Row 1, 16 pixels a row under 6 of padding: the Wave's evaluation, cut at the right.
    inspector.page.mouse.move(box["x"] + 40, box["y"] + 6 + 16 + 8)
    assert tip.is_visible()
    assert tip.inner_text() == lines[1]
    assert lines[1].endswith("amplitude: 5.169 → 6.232, …)")
    inspector.page.screenshot(path=str(SCREENSHOTS / "inspector-slosh-event-hover.png"))
    # The header fits: no tip.
    inspector.page.mouse.move(box["x"] + 40, box["y"] + 6 + 8)
    assert not tip.is_visible()
    assert inspector.problems == []


def test_the_legend_names_the_selected_nodes_purple_edges(inspector):
    inspector.open("slosh.html")
    legend = inspector.page.inner_text("#legend")
    assert "selected node's edges" in legend and "depends on time" in legend
    swatches = inspector.page.evaluate("""Array.from(document.querySelectorAll('#legend i.edge'))
        .map((swatch) => [swatch.parentElement.textContent, getComputedStyle(swatch).borderTopColor,
                          getComputedStyle(swatch).borderTopStyle])""")
    # The colours drawEdges strokes with: #8250df for the selected node's edges, #cf222e dashed for time.
    assert swatches == [["selected node's edges", "rgb(130, 80, 223)", "solid"],
                        ["depends on time", "rgb(207, 34, 46)", "dashed"]]


def trace_end(document):
    """The trace's last time, as the page labels it: the end of its last tick."""
    last = document["ticks"][-1]
    end = (last["frame"] + last.get("frameCount", 1) - 1) / document["framesPerSecond"]
    return f"{round(end * 1000) / 1000:g} s"


@pytest.mark.parametrize("scene", ["counter", "batter-gauge"])
def test_the_ruler_and_the_plot_share_one_time_axis(inspector, scene):
    inspector.open(f"{scene}.html")
    axes = inspector.page.evaluate("animatic.axes()")
    end = trace_end(trace_json(scene))
    assert axes["ruler"][0][1] == axes["plot"][0][1] == "0 s"
    assert axes["ruler"][-1][1] == axes["plot"][-1][1] == end, axes
    for labels in (axes["ruler"], axes["plot"]):
        xs = [x for x, _ in labels]
        times = [float(text.removesuffix(" s")) for _, text in labels]
        assert xs == sorted(xs) and times == sorted(times) and len(set(times)) == len(times), labels
    # The ruler's last label stands at its right end, over the slider's last position.
    width = inspector.page.evaluate("document.getElementById('ruler').getBoundingClientRect().width")
    assert axes["ruler"][-1][0] == pytest.approx(width - 8, abs=0.1)


def test_the_rulers_marks_are_added_up_per_column_with_their_counts(inspector):
    # Counter: each marked frame is a column of its own, with the events the trace has.
    inspector.open("counter-by-hand.html")
    marks = inspector.page.evaluate("animatic.axes()")["marks"]
    kinds = [event["kind"] for tick in trace_json("counter-by-hand")["ticks"] for event in tick["events"]]
    animation = {"animationStarted", "animationMerged", "animationCombined", "animationFinished", "animationJumped",
                 "noAnimatableData", "phaseEntered", "keyframesStarted", "keyframesFinished", "animationWarning"}
    assert sum(mark["writes"] for mark in marks) == kinds.count("set")
    assert sum(mark["transactions"] for mark in marks) == kinds.count("transactionOpened") + kinds.count("completionFired")
    assert sum(mark["animations"] for mark in marks) == sum(kind in animation for kind in kinds)
    marked = [f"frame {tick['frame']}" for tick in trace_json("counter-by-hand")["ticks"]
              if any(event["kind"] in animation | {"set", "transactionOpened", "completionFired"} for event in tick["events"])]
    assert [mark["from"] for mark in marks] == [mark["to"] for mark in marks] == marked == ["frame 6", "frame 127"]


def test_a_long_trace_s_ruler_marks_columns_not_a_solid_bar(inspector):
    # Pulse for 3,000 s: 435,497 events, about 180,000 ticks on a ruler 1,200 pixels wide.
    inspector.open("pulse-3000.html")
    assert inspector.page.evaluate("animatic.info().events") > 400_000
    axes = inspector.page.evaluate("animatic.axes()")
    width = inspector.page.evaluate("document.getElementById('ruler').getBoundingClientRect().width")
    marks = axes["marks"]
    xs = [mark["x"] for mark in marks]
    assert len(marks) <= width / 3 + 1 and xs == sorted(set(xs)), "one column of three pixels at most per mark"
    assert all(mark["animations"] > 1 for mark in marks[1:-1]), "each column adds up many frames' events"
    assert axes["ruler"][-1][1] == axes["plot"][-1][1] == "3000 s"
    # Hovering a column names its frames and its counts.
    box = inspector.page.locator("#ruler").bounding_box()
    column = marks[len(marks) // 2]
    inspector.page.mouse.move(box["x"] + column["x"] + 1, box["y"] + 18)
    title = inspector.page.inner_text("#tip")
    assert title.startswith(f"{column['from']} to {column['to']}: {column['animations']} animation events, ")
    assert title.endswith(f"{column['writes']} writes")
    assert f"{column['transactions']} transactions and completions" in title
    assert inspector.problems == []


def plot_labels_overlapping_or_cut(plot):
    """What is wrong with the plot's labels: one off the plot, or two over one another."""
    problems = []
    boxes = plot["labels"]
    for box in boxes:
        if box["left"] < -0.5 or box["top"] < -0.5 or box["right"] > plot["width"] + 0.5 \
                or box["bottom"] > plot["height"] + 0.5:
            problems.append(f"{box['text']!r} runs off the plot: {box}")
    for index, box in enumerate(boxes):
        for other in boxes[index + 1:]:
            if box["left"] < other["right"] - 0.5 and other["left"] < box["right"] - 0.5 \
                    and box["top"] < other["bottom"] - 0.5 and other["top"] < box["bottom"] - 0.5:
                problems.append(f"{box['text']!r} and {other['text']!r} overlap")
    constants = plot["constants"]
    if constants and constants["scrollWidth"] > constants["clientWidth"] + 1:
        problems.append(f"the constants' line is cut: {constants['text']!r}")
    return problems


@pytest.mark.parametrize("scene,node", [
    ("spinner", "rotationEffect"), ("batter-gauge", "ZStack[0]/Wave"), ("expanding-list", None),
    ("counter", "Counter"), ("progress-ring", None),
])
@pytest.mark.parametrize("viewport", [(1400, 900), (1000, 640)])
def test_plot_labels_are_whole_and_apart(browser, scene, node, viewport):
    context = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
    try:
        page = context.new_page()
        page.goto((PAGES / f"{scene}.html").as_uri())
        page.wait_for_selector("html[data-ready=true]", timeout=15000)
        # The named node, or every node with numbers in turn.
        nodes = [node] if node else page.evaluate("animatic.info().nodes")
        checked = 0
        for name in nodes:
            assert page.evaluate("(name) => animatic.select(name)", name), name
            for tick in (0, page.evaluate("animatic.info().lastTick")):
                page.evaluate("(tick) => animatic.seek(tick)", tick)
                plot = page.evaluate("animatic.plotLabels()")
                if not plot["labels"]:
                    continue
                checked += 1
                assert plot_labels_overlapping_or_cut(plot) == [], (name, tick)
        assert checked > 0
    finally:
        context.close()


def test_the_spinners_plot_is_in_degrees_with_its_anchor_one_line(inspector):
    inspector.open("spinner.html")
    assert inspector.page.evaluate("animatic.select('rotationEffect')")
    inspector.seek(inspector.page.evaluate("animatic.info().lastTick"))
    plot = inspector.page.evaluate("animatic.plotLabels()")
    texts = [label["text"] for label in plot["labels"]]
    # One strip, the angle: its scale tops out below 360 degrees, not at 804.248 (radians × 128).
    assert [text for text in texts if text.startswith("angle.degrees = ")], texts
    assert not [text for text in texts if text.startswith("anchor")], texts
    numbers = [float(text) for text in texts if re.fullmatch(r"-?[0-9.]+", text)]
    assert 350 < max(numbers) <= 360, numbers
    assert plot["constants"]["text"] == "constant: anchor.x 0.5, anchor.y 0.5"


@pytest.mark.parametrize("scene", ["batter-gauge", "expanding-list", "follow-path", "wave-step-cost"])
def test_the_why_panel_cuts_long_values(inspector, scene):
    # A body of many views is cut at 240 characters in the timeline's words (the JSON keeps it
    # whole): no line of the why panel, for any node at any of these ticks, is a wall of text.
    inspector.open(f"{scene}.html")
    info = inspector.page.evaluate("animatic.info()")
    longest = ("", 0)
    for tick in sorted({info["firstTick"], (info["firstTick"] + info["lastTick"]) // 2, info["lastTick"]}):
        inspector.seek(tick)
        for name in info["nodes"]:
            for line in inspector.why(name):
                if len(line) > longest[1]:
                    longest = (line, len(line))
    assert longest[1] <= 2 * 240 + 200, longest
    if scene in ("batter-gauge", "wave-step-cost"):
        assert "…" in longest[0], longest  # their bodies are longer than the cut
    panel = inspector.page.evaluate("document.getElementById('why').innerText")
    assert all(len(line) <= 2 * 240 + 200 for line in panel.split("\n"))
