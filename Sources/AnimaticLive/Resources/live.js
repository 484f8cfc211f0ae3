// The live page's script (`animatic preview`). It drives the session's clock: playing, it asks the
// server for one frame of the virtual clock per display frame (one in four at ¼ speed), a frame
// per request, so the clock is only ever moved by the page. Every answer is shown at once: the
// frame counter, the frame's timeline (what ran and why) and the frame's screen, drawn over the
// inspector's screen until the inspector shows that frame. After a frame that ran something it
// loads the inspector's page of the frames the trace keeps into the back of two frames (laid out,
// so that the page fits its graph to its real size, but not shown), seeks it
// to its last tick, keeps the node selected, and shows it. A click on the inspector's screen that
// lands on something tappable taps it (the inspector calls window.animaticLive.screenClick).
"use strict";
(function () {
  const config = JSON.parse(document.getElementById("live-config").textContent);
  const base = location.pathname.endsWith("/") ? location.pathname : location.pathname + "/";
  const $ = (id) => document.getElementById(id);
  const frames = [$("live-inspector-0"), $("live-inspector-1")];
  let front = 0;
  let state = null, playing = false, speed = 1, stopped = false;
  // Playing: the virtual frames the clock owes, from the display's time since the last frame.
  let owed = 0, lastStamp = null, inFlight = false;
  // The times frames were served, for the rate shown.
  const served = [];
  let servedTotal = 0;
  // The inspector: whether a load is wanted, whether one is under way, the frame it shows.
  let inspectorWanted = false, inspectorLoading = false, inspectorFrame = -1, inspectorLoads = 0, lastLoad = -1e9;
  let script = "script: []\n", lastRanFrame = -1;

  // Requests go one after another, each with the key that says this page holds the session.
  let chain = Promise.resolve();
  function call(route, method) {
    const request = chain.then(async () => {
      const response = await fetch(base + route, { method: method || "GET", headers: { "X-Animatic-Client": config.client } });
      const text = await response.text();
      if (!response.ok) throw new Error(response.status + " " + text.trim());
      return text;
    });
    chain = request.catch(() => {});
    return request;
  }
  function message(text, isNote) {
    const box = $("live-message");
    box.textContent = text;
    box.className = isNote ? "note" : "";
  }
  function failed(error) { message(String(error.message || error)); }

  // Every state the server answers is shown at once: the frame counter, and what the frame ran
  // and why (the timeline's lines of the frame, from the server) or that it was idle.
  let panelFrames = 0, applyTime = 0, applyMost = 0;
  function apply(next) {
    const start = performance.now();
    const labelsChanged = !state || JSON.stringify(state.targets) !== JSON.stringify(next.targets);
    const tapped = !state || state.tapCount !== next.tapCount;
    const ranChanged = next.ran.frame !== lastRanFrame;
    state = next;
    $("live-frame").textContent = "frame " + next.frame + " · " + next.time.toFixed(3) + " s";
    if (labelsChanged) showTappable();
    showRan(ranChanged);
    if (ranChanged) {
      lastRanFrame = next.ran.frame;
      wantInspector();
    }
    if (tapped) call("script").then((text) => { script = text; $("live-script").textContent = text; }, failed);
    if (next.screen) { screen = next.screen; screenDrawn = false; }
    showScreen();
    if (ranChanged) showLiveGraph();
    panelFrames++;
    const took = performance.now() - start;
    applyTime += took;
    applyMost = Math.max(applyMost, took);
  }
  function showTappable() {
    const box = $("live-tappable");
    box.textContent = "";
    if (!state.targets.length) box.textContent = "Nothing can be tapped.";
    // One button for each view, named as a script names it; its other labels in its tip.
    for (const labels of state.targets) {
      const label = labels[0], button = document.createElement("button");
      button.type = "button";
      button.textContent = label;
      button.dataset.label = label;
      button.title = labels.length > 1 ? "Also answers to " + labels.slice(1).map((l) => JSON.stringify(l)).join(", ") : "";
      button.addEventListener("click", () => tap(label));
      box.appendChild(button);
    }
  }
  // The frame's panel: its title names the frame shown; the lines are the timeline of the frame's
  // ticks (an idle run the clock skipped first), coloured by what each event did; in an idle frame
  // the lines of the last frame that ran stay, dimmed, under a note of when the graph runs next.
  function showRan(linesChanged) {
    const ran = state.ran, box = $("live-ran"), idle = ran.frame !== state.frame;
    $("live-ran-title").textContent = idle ? "Frame " + state.frame + ": idle" : "Frame " + state.frame + ": what ran and why";
    const note = !idle ? ""
      : (state.nextWork === null ? "Nothing runs until a tap." : "Nothing runs until frame " + state.nextWork + ".")
        + " Frame " + ran.frame + " ran last:";
    $("live-ran-note").textContent = note;
    box.dataset.frame = String(state.frame);
    box.dataset.ran = String(ran.frame);
    box.classList.toggle("idle", idle);
    if (!linesChanged) return;
    box.textContent = "";
    for (const text of ran.timeline) {
      const line = document.createElement("div");
      const verb = text.trimStart().split(" ", 1)[0];
      line.className = verb === "eval" ? (text.includes("(unchanged") ? "cut" : "changed")
        : verb === "verified" ? "verified" : verb === "set" ? "set" : text.startsWith(" ") ? "other" : "header";
      // The timeline's columns are padded for a wide panel: in the side column each line is its
      // words, wrapped under a hanging indent, so that the values show whole.
      line.textContent = text.trim().split(/ +/).join(" ");
      box.appendChild(line);
    }
  }

  // The newest frame's screen, from the server with each answer where it changed, drawn over the
  // inspector's screen with the inspector's view box while the inspector shows an older frame (it
  // is made again less often than the clock moves while playing), and hidden once it catches up.
  let screen = null, screenDrawn = false;
  function showScreen() {
    const box = $("live-screen"), inspector = frames[front].contentDocument;
    const under = inspector && inspector.getElementById("screen");
    if (!screen || !under || inspectorFrame === state.frame) { box.hidden = true; return; }
    const rect = under.getBoundingClientRect();
    box.style.left = rect.left + "px"; box.style.top = rect.top + "px";
    box.style.width = rect.width + "px"; box.style.height = rect.height + "px";
    const viewBox = under.getAttribute("viewBox");
    if (!screenDrawn || box.dataset.viewBox !== viewBox) {
      box.innerHTML = '<svg xmlns="http://www.w3.org/2000/svg" preserveAspectRatio="xMidYMid meet" viewBox="'
        + viewBox + '">' + screen.svg + "</svg>";
      box.dataset.viewBox = viewBox;
      box.dataset.frame = String(screen.frame);
      screenDrawn = true;
    }
    box.hidden = false;
  }
  // The newest frame that ran, on the inspector's graph while the inspector shows an older frame:
  // what each node did, and the values the changed ones changed to, every frame.
  function showLiveGraph() {
    const inspector = frames[front].contentWindow, api = inspector && inspector.animatic;
    if (!api || inspectorFrame === state.ran.frame) return;
    const ran = state.ran;
    api.live({ frame: ran.frame, time: ran.frame / state.framesPerSecond, evaluated: ran.evaluated,
      changed: ran.changed, values: ran.values });
  }
  $("live-screen").addEventListener("click", (event) => {
    const svg = $("live-screen").querySelector("svg"), matrix = svg && svg.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    window.animaticLive.screenClick(point.x, point.y);
  });

  // The clock.
  function frame() {
    if (stopped) return Promise.resolve();
    inFlight = true;
    return call("frame", "POST").then((text) => {
      apply(JSON.parse(text));
      servedTotal++;
      const now = performance.now();
      served.push(now);
      while (served.length && served[0] < now - 1000) served.shift();
    }, failed).finally(() => {
      inFlight = false;
      if (playing && owed >= 1) { owed -= 1; frame(); }
    });
  }
  function loop(stamp) {
    if (!playing || stopped) return;
    // Frames owed while a request or the inspector held things up are caught up, back to back,
    // up to a second's worth: the clock keeps to real time, rather than slowing down.
    const most = Math.max(3, state.framesPerSecond * speed);
    if (lastStamp !== null) owed = Math.min(owed + (stamp - lastStamp) / 1000 * state.framesPerSecond * speed, most);
    lastStamp = stamp;
    if (owed >= 1 && !inFlight) { owed -= 1; frame(); }
    $("live-rate").textContent = served.length + " frames/s";
    requestAnimationFrame(loop);
  }
  function play() {
    if (playing || stopped) return;
    playing = true; owed = 1; lastStamp = null;
    $("live-play").textContent = "❚❚ Pause";
    requestAnimationFrame(loop);
  }
  function pause() {
    playing = false;
    $("live-play").textContent = "▶ Play";
    $("live-rate").textContent = "";
    wantInspector();
    return chain;
  }
  function tap(label) {
    if (stopped) return Promise.resolve();
    return call("tap?label=" + encodeURIComponent(label), "POST").then((text) => {
      message("tapped " + label + " at frame " + JSON.parse(text).frame, true);
      apply(JSON.parse(text));
    }, failed);
  }

  // The inspector, loaded again when a frame ran something: at once when paused; while playing,
  // after at least four times as long as the last load took (and 250 ms), so that loading it
  // never takes more than a fifth of the requests' time and the clock keeps up.
  let lastLoadTook = 0;
  function wantInspector() {
    inspectorWanted = true;
    if (!inspectorLoading) loadInspector();
  }
  async function loadInspector() {
    inspectorLoading = true;
    try {
      while (inspectorWanted && !stopped) {
        const wait = playing ? lastLoad + Math.max(250, 4 * lastLoadTook) - performance.now() : 0;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        inspectorWanted = false;
        lastLoad = performance.now();
        const shows = state.frame;
        const html = await call("inspector");
        const back = frames[1 - front], old = frames[front].contentWindow;
        await new Promise((resolve) => { back.onload = resolve; back.srcdoc = html; });
        const api = back.contentWindow.animatic;
        if (!api) throw new Error("The inspector's page did not start.");
        const previous = old && old.animatic ? old.animatic.state().selected : null;
        if (previous) api.select(previous);
        api.seek(api.info().lastTick);
        back.className = "front";
        frames[front].className = "back";
        front = 1 - front;
        lastLoadTook = performance.now() - lastLoad;
        inspectorFrame = shows;
        inspectorLoads++;
        showScreen();
        showLiveGraph();
      }
    } catch (error) {
      failed(error);
    } finally {
      inspectorLoading = false;
    }
  }

  function download(name, text, type) {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([text], { type }));
    link.download = name;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  }

  $("live-play").addEventListener("click", () => (playing ? pause() : play()));
  $("live-speed").addEventListener("change", (event) => { speed = Number(event.target.value); });
  $("live-step").addEventListener("click", () => { pause(); frame(); });
  $("live-save-page").addEventListener("click", () => {
    call("recorded").then((html) => download(state.scene + "-session.html", html, "text/html"), failed);
  });
  $("live-save-script").addEventListener("click", () => download(state.scene + "-session.swift", script, "text/plain"));
  $("live-copy").addEventListener("click", () => {
    navigator.clipboard.writeText(script).then(() => message("copied", true), () => message("Select the script and copy it."));
  });
  $("live-stop").addEventListener("click", () => {
    pause();
    call("stop", "POST").then(() => {
      stopped = true;
      for (const button of document.querySelectorAll("button, select")) button.disabled = true;
      message("The preview has stopped: run the command again for a new session.", true);
    }, failed);
  });

  // What the inspector's screen and the browser tests call.
  window.animaticLive = Object.freeze({
    // A click on the screen at (x, y), in screen points: taps the topmost thing tappable there.
    screenClick(x, y) {
      if (!state) return false;
      for (let i = state.regions.length - 1; i >= 0; i--) {
        const { label, box } = state.regions[i];
        if (x >= box[0] && x <= box[0] + box[2] && y >= box[1] && y <= box[1] + box[3]) { tap(label); return true; }
      }
      return false;
    },
    state: () => state,
    play, pause, tap,
    step: () => { pause(); return frame(); },
    // Resolves once requests sent so far are answered and the inspector shows the latest frame
    // that ran.
    settled: async () => {
      await chain;
      while (inspectorLoading || inspectorWanted) await new Promise((resolve) => setTimeout(resolve, 20));
      return { frame: state.frame, inspectorFrame, inspectorLoads, servedTotal, panelFrames };
    },
    inspector: () => frames[front].contentWindow.animatic,
    inspectorDocument: () => frames[front].contentDocument,
    isPlaying: () => playing,
    served: () => ({
      total: servedTotal, lastSecond: served.length, panelFrames, inspectorLoads,
      applyAverage: panelFrames ? applyTime / panelFrames : 0, applyMost,
    }),
  });

  call("state").then((text) => { apply(JSON.parse(text)); document.documentElement.dataset.ready = "true"; }, failed);
})();
