// The inspector page's script: the start. The legend, the banner, the first paint, and the
// scripting API (window.animatic) the browser tests and the benchmark drive the page with.
// _InspectorPage.scriptFiles gives the files' order; they run as one program, inside one function.
// The legend, the banner, and the first paint.
const legend = document.getElementById("legend");
const legendItems = [[1, "evaluated, changed"], [2, "evaluated, cut off"], [3, "verified"], [0, "not run"]];
legend.innerHTML = "";
for (const [st, label] of legendItems) {
  const row = document.createElement("div");
  const swatch = document.createElement("i");
  swatch.style.background = FILL[st]; swatch.style.borderColor = EDGE[st];
  row.appendChild(swatch); row.appendChild(document.createTextNode(label));
  legend.appendChild(row);
}
// The edges, as drawEdges colours them: the selected node's (its inputs and its readers) purple,
// the dependency on time dashed red.
for (const [color, dash, label] of [["#8250df", "solid", "selected node's edges"], ["#cf222e", "dashed", "depends on time"]]) {
  const row = document.createElement("div"), swatch = document.createElement("i");
  swatch.className = "edge";
  swatch.style.borderTop = "2px " + dash + " " + color;
  row.appendChild(swatch); row.appendChild(document.createTextNode(label));
  legend.appendChild(row);
}
if (D.dropped > 0) {
  const banner = document.getElementById("banner");
  banner.hidden = false;
  banner.textContent = "The trace's first " + grouped(D.dropped) + " ticks are missing: it is bounded "
    + "(TraceMode.lastTicks), so it begins at " + frameName(0) + ". Values from before then are unknown until a node runs again.";
}
if (SCREEN) buildScreen(); else buildDrawing();
fit();
const initial = (() => {
  // The first animatable node with numbers to plot, else the first animatable one.
  const hasNumbers = (n) => valValues(n).some((value) => (D.valueComponents[value] || []).length > 0);
  for (let n = 0; n < N; n++) if (ROLES[D.roles[n]] === "animatable" && hasNumbers(n)) return n;
  for (let n = 0; n < N; n++) if (ROLES[D.roles[n]] === "animatable") return n;
  for (let n = 0; n < N; n++) if (n !== TIME && values.size[n] > 1) return n;
  return -1;
})();
selected = initial;
computeSeries();
const match = /tick=(-?\d+)/.exec(location.hash);
seekPosition(match ? positionOfTick(match[1]) : 0);
render();

// The scripting API.
function namesWith(pos, test) {
  const result = [];
  forEachEvent(pos, (at) => { if (test(at)) result.push(name(EV[at + 1])); });
  return result;
}
// The names of the nodes whose status is `wanted`, in the graph's order.
function namesWhere(wanted) {
  const names = [];
  for (let n = 0; n < N; n++) if (status[n] === wanted) names.push(name(n));
  return names;
}
window.animatic = Object.freeze({
  seek(tick) { seekPosition(positionOfTick(tick)); render(); return this.state(); },
  state() {
    render();
    const pos = current, edges = [];
    for (let e = 0; e < edgeSource.length; e++) {
      if (edgeAt(e, pos)) edges.push([name(edgeSource[e]), name(edgeTarget[e]), edgeSource[e] === TIME]);
    }
    return {
      tick: D.tickIndices[pos], frame: D.frames[pos], time: D.times[pos],
      frameCount: D.frameCounts[pos], lastFrame: lastFrame(pos), lastTime: D.lastTimes[pos],
      evaluated: namesWith(pos, (at) => EV[at] === K.evaluated),
      changed: namesWith(pos, (at) => EV[at] === K.evaluated && EV[at + 2] !== OUTCOME.unchanged),
      cutOff: namesWith(pos, (at) => EV[at] === K.evaluated && EV[at + 2] === OUTCOME.unchanged),
      verified: namesWith(pos, (at) => EV[at] === K.verified),
      written: namesWith(pos, (at) => EV[at] === K.set && EV[at + 4] === 1),
      edges,
      selected: selected < 0 ? null : name(selected),
      live: liveFrame ? { frame: liveFrame.frame, changed: namesWhere(STATUS_CHANGED), cutOff: namesWhere(STATUS_CUT) } : null,
    };
  },
  // A live page's newest frame, newer than this page's trace ({frame, time, evaluated, changed,
  // values}: node names, and the changed nodes' values in their order): the graph shows what its
  // nodes did and their new values until the page is seeked; null goes back to the playhead's tick.
  live(ran) {
    if (ran) computeLiveStatus(ran); else computeStatus(current);
    view = null;
    if (!renderPending) { renderPending = true; requestAnimationFrame(render); }
    return liveFrame !== null;
  },
  why(nodeName) {
    render();
    const n = byName.get(nodeName);
    if (n === undefined) return ["No node is named " + JSON.stringify(nodeName) + "."];
    return whyText(n, current);
  },
  select(nodeName) { const n = byName.get(nodeName); if (n !== undefined) select(n); return n !== undefined; },
  locate(nodeName) {
    render();
    const n = byName.get(nodeName);
    if (n === undefined) return null;
    const box = canvas.getBoundingClientRect();
    let x = D.x[n] * scale + offsetX, y = D.y[n] * scale + offsetY;
    if (x < 0 || y < 0 || x + W * scale > box.width || y + H * scale > box.height) {
      offsetX += box.width / 2 - (x + W * scale / 2); offsetY += box.height / 2 - (y + H * scale / 2);
      drawGraph();
      x = D.x[n] * scale + offsetX; y = D.y[n] * scale + offsetY;
    }
    return { x: box.left + x + W * scale / 2, y: box.top + y + H * scale / 2 };
  },
  axes() {
    render();
    const labels = (list) => list.map((label) => [Math.round(label.x * 10) / 10, label.text]);
    return {
      ruler: labels(rulerLabels), plot: labels(plotAxis),
      marks: rulerColumns.map((column) => ({ x: column.x, from: frameName(column.first), to: frameName(column.last),
        writes: column.counts[0], transactions: column.counts[1], animations: column.counts[2] })),
    };
  },
  plotLabels() {
    render();
    const box = plotBox.getBoundingClientRect(), inBox = (r) => ({ left: r.left - box.left, top: r.top - box.top,
      right: r.right - box.left, bottom: r.bottom - box.top });
    const labels = plotTexts.map((t) => ({ text: t.text, left: t.left, top: t.top, right: t.right, bottom: t.bottom }));
    for (const label of plotLabels) {
      if (!label.hidden) labels.push(Object.assign({ text: label.textContent }, inBox(label.getBoundingClientRect())));
    }
    const constants = plotConstantsLine.hidden ? null : Object.assign({ text: plotConstantsLine.textContent },
      inBox(plotConstantsLine.getBoundingClientRect()), { scrollWidth: plotConstantsLine.scrollWidth,
        clientWidth: plotConstantsLine.clientWidth });
    return { width: box.width, height: box.height, labels, constants,
      title: plotTitle.textContent, titleCut: plotTitle.scrollWidth > plotTitle.clientWidth };
  },
  screen() {
    render();
    if (!SCREEN) return null;
    const describe = (i) => ({ view: itemView(i), box: itemBox(i), nodes: screenNodes[i].map(name) });
    const outlined = (kind) => Array.from(screenOutlines.querySelectorAll("rect." + kind), (rect) => itemView(Number(rect.dataset.item)));
    return {
      frame: screenFrames[screenShown], items: (screenLists[screenShown] || []).map(describe),
      selected: outlined("selected"), hovered: outlined("hovered"),
    };
  },
  affects(nodeName) {
    render();
    const n = byName.get(nodeName);
    return SCREEN && n !== undefined ? affectedItems(n).map(itemView) : [];
  },
  locateView(view) {
    render();
    if (!SCREEN) return null;
    const list = screenLists[screenShown] || [];
    const i = list.findLast((item) => itemView(item) === view);
    const matrix = screenSvg.getScreenCTM();
    if (i === undefined || !matrix) return null;
    const [x, y, w, h] = itemBox(i);
    const point = new DOMPoint(x + w / 2, y + h / 2).matrixTransform(matrix);
    return { x: point.x, y: point.y };
  },
  events() { return [header(current)].concat(tickLines(current)); },
  timeline(tick) { const pos = positionOfTick(tick); return [header(pos)].concat(tickLines(pos)); },
  info() {
    return { title: D.title, ticks: T, firstTick: D.tickIndices[0], lastTick: D.tickIndices[T - 1], dropped: D.dropped,
      nodes: D.nodes.slice(), events: eventCount };
  },
});
window.animaticTimings = { scriptStart: loadStart, parsed, decoded, indexed, ready: performance.now(), painted: null };
requestAnimationFrame(() => requestAnimationFrame(() => { window.animaticTimings.painted = performance.now(); }));
document.documentElement.dataset.ready = "true";
