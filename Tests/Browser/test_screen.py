"""The inspector's screen panel, for a scene made from a view: it follows the playhead, selecting a
node outlines the region the node affects, and clicking a region selects its node."""

import json
import re

from conftest import PAGES, SCREENSHOTS


def trace_json(scene):
    return json.loads((PAGES / f"{scene}.json").read_text())


def shown_numbers(document):
    """The number the counter's text shows at each tick, from the JSON: Counter.body's value at the
    end of the tick's frame, as every pass of a frame shows the screen its last pass drew."""
    body = next(node["id"] for node in document["nodes"] if node["name"] == "Counter.body")
    shown, at_end = None, {}
    for tick in document["ticks"]:
        for event in tick["events"]:
            if event["kind"] == "evaluated" and event["node"] == body:
                shown = re.fullmatch(r'Text\("(.*)"\)', event["to"]["text"]).group(1)
        at_end[tick["frame"]] = shown
    return {tick["index"]: (tick["frame"], at_end[tick["frame"]]) for tick in document["ticks"]}


def screen_text(inspector):
    return inspector.page.locator("#screen [data-item] text").all_text_contents()


def test_the_screen_panel_follows_the_playhead(inspector):
    inspector.open("counter.html")
    assert inspector.page.locator("#drawing-panel h2").inner_text().startswith("Screen at the playhead")
    numbers = shown_numbers(trace_json("counter"))
    for tick, (frame, shown) in numbers.items():
        inspector.seek(tick)
        screen = inspector.page.evaluate("animatic.screen()")
        assert screen["frame"] <= frame, (tick, screen["frame"], frame)
        assert [item["view"] for item in screen["items"]] == ["Text"]
        assert screen_text(inspector) == [shown], (tick, frame)
    # The keys move it too: frame 60 shows 45 (45.0), frame 61 still 45 (45.83), frame 62 46.
    frame_60 = next(tick for tick, (frame, _) in numbers.items() if frame == 60)
    inspector.seek(frame_60)
    assert screen_text(inspector) == ["45"]
    for shown in ["45", "46"]:
        inspector.page.keyboard.press("ArrowRight")
        inspector.page.evaluate("animatic.state()")
        assert screen_text(inspector) == [shown]
    assert inspector.problems == []


def outline_box(inspector, kind):
    return inspector.page.locator(f"#screen .outlines rect.{kind}").bounding_box()


def test_selecting_a_node_outlines_its_region(inspector):
    inspector.open("follow-path.html", "#tick=100")
    page = inspector.page
    # The dot's offset: the dot, not the curve behind it; the outline rings the dot as drawn.
    page.evaluate("animatic.select('position')")
    assert page.evaluate("animatic.screen().selected") == ["Circle"]
    dot = page.locator('#screen [data-view="Circle"]').bounding_box()
    ring = outline_box(inspector, "selected")
    assert ring["x"] < dot["x"] and ring["y"] < dot["y"]
    assert ring["x"] + ring["width"] > dot["x"] + dot["width"] and ring["y"] + ring["height"] > dot["y"] + dot["height"]
    assert ring["width"] < dot["width"] * 1.5
    # A frame the body wraps around both, the curve drawn as its background: both.
    page.evaluate("animatic.select('background.layout')")
    assert page.evaluate("animatic.screen().selected") == ["Path", "Circle"]
    # A state no item names reaches the screen through the body that reads it: both; time, while
    # the animation runs, through FollowPath, which only the dot is inside.
    assert page.evaluate("animatic.affects('FollowPathExample.value')") == ["Path", "Circle"]
    assert page.evaluate("animatic.affects('time')") == ["Circle"]
    # After the animation, nothing depends on time: it affects nothing on the screen.
    page.keyboard.press("End")
    assert page.evaluate("animatic.affects('time')") == []
    # Pointing at a node in the graph outlines its region too, dashed, beside the selection's.
    page.evaluate("animatic.select('position')")
    point = page.evaluate("animatic.locate('Path')")
    page.mouse.move(point["x"], point["y"])
    screen = page.evaluate("animatic.screen()")
    assert screen["hovered"] == ["Path"] and screen["selected"] == ["Circle"]
    page.mouse.move(5, 5)
    assert page.evaluate("animatic.screen().hovered") == []
    assert inspector.problems == []


def test_clicking_a_region_selects_its_node(inspector):
    inspector.open("follow-path.html", "#tick=100")
    page = inspector.page
    point = page.evaluate("animatic.locateView('Circle')")
    # The dot's own node first; clicking again goes out one node at a time.
    page.mouse.click(point["x"], point["y"])
    assert inspector.state()["selected"] == "Circle"
    assert page.evaluate("animatic.screen().selected") == ["Circle"]
    page.mouse.click(point["x"], point["y"])
    assert inspector.state()["selected"] == "fill"
    # Where it is drawn: its frame node, which animates when layout moves it.
    page.mouse.click(point["x"], point["y"])
    assert inspector.state()["selected"] == "Circle.frame"
    page.mouse.click(point["x"], point["y"])
    assert inspector.state()["selected"] == "frame[0].layout"
    # The curve: its shape node.
    page.keyboard.press("End")
    point = page.evaluate("animatic.locateView('Path')")
    page.mouse.click(point["x"], point["y"])
    assert inspector.state()["selected"] == "Path"
    assert page.evaluate("animatic.screen().selected") == ["Path"]
    assert inspector.problems == []


def test_a_scene_built_by_hand_keeps_its_drawing_of_shapes(inspector):
    inspector.open("follow-path-by-hand.html")
    assert inspector.page.locator("#screen").count() == 0
    assert inspector.page.evaluate("animatic.screen()") is None
    assert inspector.page.locator("#drawing-panel h2").inner_text() == "Drawing at the playhead"


def test_screenshot_of_the_screen_for_the_docs(inspector):
    # Follow-path halfway along its curve, the dot's position selected (outlined in purple) and the
    # pointer on the state the tap wrote, whose region, the whole view, is outlined dashed.
    inspector.open("follow-path.html", "#tick=100")
    page = inspector.page
    page.evaluate("animatic.select('position')")
    point = page.evaluate("animatic.locate('FollowPathExample.value')")
    page.mouse.move(point["x"], point["y"])
    assert page.evaluate("animatic.screen().hovered") == ["Path", "Circle"]
    page.screenshot(path=str(SCREENSHOTS / "inspector-follow-path-screen.png"))
    assert inspector.problems == []
