// The inspector page's script: what moves the page. Seeking, drawing at the next frame, selecting,
// the address's tick, playing at real time, the keys, and the panels' sizes.
// _InspectorPage.scriptFiles gives the files' order; they run as one program, inside one function.
// Seeking and selecting.
let hashTick = null;
// A seek moves the playhead at once, and draws at the next frame: keys held down or a
// dragged slider can ask for more seeks than the screen shows, and only the last is drawn.
// Anything that reads the page (the scripting API, a click) draws what is pending first.
let renderPending = false;
function seekPosition(pos) {
  pos = Math.max(0, Math.min(T - 1, Math.round(Number(pos) || 0)));
  current = pos;
  computeStatus(pos);
  if (!renderPending) { renderPending = true; requestAnimationFrame(render); }
  // The address follows the playhead once it rests: browsers limit how often it may change.
  clearTimeout(hashTimer);
  hashTimer = setTimeout(updateHash, 250);
}
function render() {
  if (!renderPending) return;
  renderPending = false;
  const start = performance.now();
  const pos = current;
  slider.value = String(pos);
  setText(readout, liveFrame
    ? "graph at frame " + liveFrame.frame + " · t = " + liveFrame.time.toFixed(3) + " s (live) · the rest at " + frameName(pos)
    : frameName(pos) + (isSpan(pos) ? " idle" : "") + " · t = " + D.times[pos].toFixed(3) + " s");
  drawGraph(); drawRuler(); drawEvents(); drawWhy(); drawPlot(); drawDrawing(); drawSelection();
  if (window.animaticTimings) window.animaticTimings.lastRender = { start, script: performance.now() - start };
}
// The selected node, named in full with its whole value at the playhead, under the graph.
const selectionElement = document.getElementById("selection");
function drawSelection() {
  selectionElement.hidden = selected < 0;
  if (selected >= 0) setText(selectionElement, name(selected) + " = " + valueLabel(selected, valueAt(selected, current), current));
}
let hashTimer = 0;
function updateHash() {
  const hash = "#tick=" + D.tickIndices[current];
  if (location.hash === hash) return;
  hashTick = D.tickIndices[current];
  try { history.replaceState(null, "", hash); } catch (error) { /* file:// in some browsers */ }
}
function positionOfTick(tick) {
  const first = D.tickIndices[0];
  let pos = Math.round(Number(tick)) - first;
  if (!(pos >= 0 && pos < T && D.tickIndices[pos] === Math.round(Number(tick)))) {
    pos = lastAtOrBefore(D.tickIndices, Number(tick));
  }
  return Math.max(0, Math.min(T - 1, pos));
}
function select(n) {
  render();
  selected = n;
  computeSeries();
  drawGraph(); drawWhy(); drawPlot(); drawSelection(); drawOutlines();
}
window.addEventListener("hashchange", () => {
  const match = /tick=(-?\d+)/.exec(location.hash);
  if (match && Number(match[1]) !== hashTick) seekPosition(positionOfTick(match[1]));
});

// Playing at real time.
const play = document.getElementById("play"), speed = document.getElementById("speed");
// Playing spends real time tick by tick; an idle run the clock skipped plays for at most
// half a second, however long it lasted.
let playing = false, playClock = 0, playTime = 0;
const tickDuration = (pos) => Math.min(D.times[pos + 1] - D.times[pos], 0.5);
function setPlaying(on) {
  playing = on;
  play.textContent = on ? "❚❚ Pause" : "▶ Play";
  if (on) {
    if (current >= T - 1) seekPosition(0);
    playTime = 0;
    playClock = performance.now();
    requestAnimationFrame(step);
  }
}
function step(now) {
  if (!playing) return;
  playTime += (now - playClock) / 1000 * Number(speed.value);
  playClock = now;
  let pos = current;
  while (pos + 1 < T && tickDuration(pos) <= playTime + 1e-9) { playTime -= tickDuration(pos); pos++; }
  if (pos !== current) { seekPosition(pos); render(); }
  if (pos >= T - 1) { setPlaying(false); return; }
  requestAnimationFrame(step);
}
play.addEventListener("click", () => setPlaying(!playing));
document.addEventListener("keydown", (event) => {
  if (event.target === speed || event.metaKey || event.ctrlKey || event.altKey) return;
  let pos = null;
  if (event.key === "ArrowRight") {
    pos = event.shiftKey ? markedTicks[lastAtOrBefore(markedTicks, current) + 1] : current + 1;
    if (pos === undefined) pos = T - 1;
  } else if (event.key === "ArrowLeft") {
    if (event.shiftKey) {
      const index = lastAtOrBefore(markedTicks, current - 1);
      pos = index >= 0 ? markedTicks[index] : 0;
    } else pos = current - 1;
  } else if (event.key === "Home") pos = 0;
  else if (event.key === "End") pos = T - 1;
  else if (event.key === " " || event.key === "Spacebar") {
    event.preventDefault();
    setPlaying(!playing);
    return;
  } else return;
  event.preventDefault();
  if (playing) setPlaying(false);
  seekPosition(pos);
});
const observer = new ResizeObserver((entries) => {
  for (const entry of entries) measure(entry.target);
  render();
  drawGraph(); drawRuler(); drawPlot(); drawEvents();
});
for (const element of [canvas, ruler, plot, eventsElement]) observer.observe(element);
