// The inspector page's script: the drawing panel. The shapes that nodes' values are, or, for a
// trace made from a view, the screen at the playhead, whose regions outline and select nodes.
// _InspectorPage.scriptFiles gives the files' order; they run as one program, inside one function.
const drawing = document.getElementById("drawing");
const SVG = "http://www.w3.org/2000/svg";
let figures = [];
function buildDrawing() {
  drawing.textContent = "";
  figures = [];
  if (!drawn.length) {
    const empty = document.createElement("div");
    empty.className = "empty";
    empty.textContent = "No node's value is a shape: nothing to draw.";
    drawing.appendChild(empty);
    return;
  }
  // A shape whose path a node below it makes is drawn once, as that path. Drawings are
  // grouped by the shape type they come from, a path by the shape it reads: the same
  // type's drawings overlay (a gauge's two waves), different types stand side by side.
  const isDrawn = new Uint8Array(N);
  for (const n of drawn) isDrawn[n] = 1;
  const typeOf = (n) => valueText(valValues(n).find((v) => paths.has(v))).split("(")[0] || name(n);
  const drawnSources = (n) => {
    const result = [];
    for (let i = edgeStart[n]; i < edgeStart[n + 1]; i++) {
      const e = edgeFlat[i];
      if (edgeTarget[e] === n && isDrawn[edgeSource[e]]) result.push(edgeSource[e]);
    }
    return result;
  };
  const hasDrawnReader = new Uint8Array(N);
  for (const n of drawn) for (const source of drawnSources(n)) hasDrawnReader[source] = 1;
  const groups = new Map();
  for (const n of drawn) {
    if (hasDrawnReader[n]) continue;
    const sources = drawnSources(n);
    const type = sources.length ? typeOf(sources[0]) : typeOf(n);
    if (!groups.has(type)) groups.set(type, []);
    groups.get(type).push(n);
  }
  for (const [type, nodes] of groups) {
    const figure = document.createElement("figure");
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "-5 -5 110 110");
    svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
    const items = nodes.map((n, index) => {
      const path = document.createElementNS(SVG, "path");
      const color = PALETTE[(figures.length + index) % PALETTE.length];
      path.setAttribute("fill", color);
      path.setAttribute("fill-opacity", nodes.length > 1 ? String(0.35 + 0.3 * index / (nodes.length - 1)) : "0.45");
      path.setAttribute("stroke", color);
      path.setAttribute("stroke-width", "0.8");
      path.setAttribute("fill-rule", "evenodd");
      svg.appendChild(path);
      return { node: n, path };
    });
    const caption = document.createElement("figcaption");
    caption.textContent = caption.title = nodes.length === 1 ? name(nodes[0]) : type + ": " + nodes.map(name).join(", ");
    figure.appendChild(svg); figure.appendChild(caption);
    drawing.appendChild(figure);
    figures.push(...items);
  }
}
function drawDrawing() {
  if (SCREEN) { drawScreen(); return; }
  for (const { node, path } of figures) {
    const v = valueAt(node, current);
    path.setAttribute("d", paths.get(v) || "");
  }
}

// The screen at the playhead, for a trace made from a view (D.screen, from _InspectorScreens):
// every item the frame draws, as ScreenDrawing draws it, each screen a list of indices into one
// table of items. Each item names the nodes that decide it, outermost first. Selecting a node, or
// pointing at it in the graph, outlines the items it affects: those that name it, or for a node
// none names (a state, time) those of the nearest nodes reading it at the playhead. Clicking an
// item selects its last node, the most particular; clicking it again, the next node out.
const SCREEN = D.screen || null;
// Each entry's count, then its indices.
function unpack(flat) {
  const result = [];
  for (let i = 0; i < flat.length; i += flat[i] + 1) result.push(Array.from(flat.slice(i + 1, i + 1 + flat[i])));
  return result;
}
const screenLists = SCREEN ? unpack(SCREEN.lists) : [], screenNodes = SCREEN ? unpack(SCREEN.nodes) : [];
// Each screen's first frame, from the differences the data holds.
const screenFrames = SCREEN ? Int32Array.from(SCREEN.frames) : null;
for (let i = 1; SCREEN && i < screenFrames.length; i++) screenFrames[i] += screenFrames[i - 1];
const screenElements = new Map();
let screenSvg = null, screenItems = null, screenOutlines = null, screenShown = -1, hovered = -1;
const itemBox = (i) => SCREEN.boxes.slice(4 * i, 4 * i + 4);
function itemElement(i) {
  let element = screenElements.get(i);
  if (!element) {
    element = document.createElementNS(SVG, "g");
    element.dataset.item = String(i);
    element.innerHTML = SCREEN.items[i];
    screenElements.set(i, element);
  }
  return element;
}
function itemView(i) {
  const tagged = itemElement(i).querySelector("[data-view]");
  return tagged ? tagged.getAttribute("data-view") : "";
}
// The part of the screen any item covers, over the whole trace, with a margin: the panel shows
// that, so a small view on a large screen is not lost in it, and it stays put as the playhead moves.
function screenViewBox() {
  let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
  for (let i = 0; i < SCREEN.items.length; i++) {
    const [x, y, w, h] = itemBox(i);
    left = Math.min(left, x); top = Math.min(top, y); right = Math.max(right, x + w); bottom = Math.max(bottom, y + h);
  }
  if (!(right > left && bottom > top)) return [0, 0, SCREEN.width, SCREEN.height];
  // At least 160 points each way, so that one small text is not blown up to fill the panel.
  const margin = 16, least = 160;
  const grow = (low, high, size) => {
    const extra = Math.max(0, least - (high - low + 2 * margin)) / 2;
    low = low - margin - extra; high = high + margin + extra;
    if (low < 0) { high -= low; low = 0; }
    if (high > size) { low = Math.max(0, low - (high - size)); high = size; }
    return [low, high];
  };
  [left, right] = grow(left, right, SCREEN.width);
  [top, bottom] = grow(top, bottom, SCREEN.height);
  return [left, top, right - left, bottom - top];
}
function buildScreen() {
  document.querySelector("#drawing-panel h2").innerHTML = 'Screen at the playhead <span class="hint">click a region</span>';
  drawing.textContent = "";
  drawing.classList.add("screen");
  screenSvg = document.createElementNS(SVG, "svg");
  screenSvg.id = "screen";
  screenSvg.setAttribute("viewBox", screenViewBox().join(" "));
  screenSvg.setAttribute("preserveAspectRatio", "xMidYMid meet");
  screenSvg.setAttribute("role", "img");
  screenSvg.setAttribute("aria-label", "The screen at the playhead");
  const defs = document.createElementNS(SVG, "defs");
  defs.innerHTML = SCREEN.clips;
  const background = document.createElementNS(SVG, "rect");
  for (const [key, value] of [["class", "screen-back"], ["width", SCREEN.width], ["height", SCREEN.height], ["rx", 24]]) {
    background.setAttribute(key, String(value));
  }
  screenItems = document.createElementNS(SVG, "g");
  screenOutlines = document.createElementNS(SVG, "g");
  screenOutlines.setAttribute("class", "outlines");
  screenSvg.append(defs, background, screenItems, screenOutlines);
  drawing.appendChild(screenSvg);
  if (SCREEN.droppedFrom >= 0) {
    const note = document.createElement("div");
    note.className = "note";
    note.textContent = "Screens are kept up to frame " + (SCREEN.droppedFrom - 1) + " only: later frames show that one.";
    drawing.appendChild(note);
  }
  screenSvg.addEventListener("click", (event) => {
    if (liveClick(event)) return;
    const item = itemAt(event), next = clickTarget(item);
    if (next < 0) return;
    select(next);
    lastClick = { item, node: next };
  });
  screenSvg.addEventListener("mousemove", (event) => {
    const item = itemAt(event);
    if (item < 0) { hideTip(); return; }
    const next = clickTarget(item);
    showTip(itemView(item) + "\nclick selects " + (next < 0 ? "nothing" : name(next)) + "\nnodes: "
      + screenNodes[item].map(name).join(" › "), event.clientX, event.clientY, false);
  });
  screenSvg.addEventListener("mouseleave", hideTip);
}
// In `animatic preview` the page is shown in a frame of the live page, which taps what a click on
// the screen lands on when it is tappable (window.animaticLive.screenClick, in screen points); a
// click anywhere else selects, as on a page opened from a file.
function liveClick(event) {
  let live = null;
  try { live = window.parent !== window ? window.parent.animaticLive : null; } catch (error) { live = null; }
  const matrix = screenSvg.getScreenCTM();
  if (!live || !matrix) return false;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  return live.screenClick(point.x, point.y) === true;
}
// The node a click on an item selects: its last, the most particular; after a click on the same
// item that selected a node still selected, the node before that one, the next out (after the
// first, the last again).
let lastClick = null;
function clickTarget(item) {
  const nodes = item < 0 ? [] : screenNodes[item];
  if (!nodes.length) return -1;
  const at = lastClick && lastClick.item === item && lastClick.node === selected ? nodes.indexOf(selected) : -1;
  return at > 0 ? nodes[at - 1] : nodes[nodes.length - 1];
}
// The item under the pointer: the one drawn there, else the topmost whose frame holds the point.
function itemAt(event) {
  const tagged = event.target.closest ? event.target.closest("[data-item]") : null;
  if (tagged && screenItems.contains(tagged)) return Number(tagged.dataset.item);
  const matrix = screenSvg.getScreenCTM();
  if (!matrix) return -1;
  const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  const list = screenLists[screenShown] || [];
  for (let k = list.length - 1; k >= 0; k--) {
    const [x, y, w, h] = itemBox(list[k]);
    if (point.x >= x && point.x <= x + w && point.y >= y && point.y <= y + h) return list[k];
  }
  return -1;
}
// The items of the screen shown that node n affects.
function affectedItems(n) {
  const list = screenLists[screenShown] || [];
  if (n < 0) return [];
  const naming = (nodes) => list.filter((i) => screenNodes[i].some((m) => nodes.has(m)));
  let found = naming(new Set([n]));
  const seen = new Uint8Array(N);
  seen[n] = 1;
  let layer = [n];
  while (!found.length && layer.length) {
    const next = [];
    for (const m of layer) {
      for (let i = edgeStart[m]; i < edgeStart[m + 1]; i++) {
        const e = edgeFlat[i], target = edgeTarget[e];
        if (edgeSource[e] === m && edgeAt(e, current) && !seen[target]) { seen[target] = 1; next.push(target); }
      }
    }
    found = naming(new Set(next));
    layer = next;
  }
  return found;
}
function drawScreen() {
  const shown = lastAtOrBefore(screenFrames, D.frames[current]);
  if (shown !== screenShown) {
    screenShown = shown;
    screenItems.replaceChildren(...(screenLists[shown] || []).map(itemElement));
  }
  drawOutlines();
}
function drawOutlines() {
  if (!SCREEN) return;
  const outlines = [];
  // The pointer's first, so that the selection's outline is drawn over it where they meet.
  for (const [node, kind] of [[hovered, "hovered"], [selected, "selected"]]) {
    if (node < 0 || (kind === "hovered" && node === selected)) continue;
    for (const i of affectedItems(node)) {
      const [x, y, w, h] = itemBox(i), rect = document.createElementNS(SVG, "rect");
      for (const [key, value] of [["class", kind], ["x", x - 2], ["y", y - 2], ["width", w + 4], ["height", h + 4], ["rx", 3]]) {
        rect.setAttribute(key, String(value));
      }
      rect.dataset.item = String(i);
      outlines.push(rect);
    }
  }
  screenOutlines.replaceChildren(...outlines);
}
