// The inspector page's script: the graph panel. The nodes at the playhead, coloured by what they
// did, and the edges that exist then, on two canvases, drawn for what is on screen only; panned by
// dragging, zoomed by the wheel; a click selects.
// _InspectorPage.scriptFiles gives the files' order; they run as one program, inside one function.
const canvas = document.getElementById("graph"), context = canvas.getContext("2d");
const edgeCanvas = document.getElementById("graph-edges"), edgeContext = edgeCanvas.getContext("2d");
let scale = 1, offsetX = 0, offsetY = 0, cssWidth = 0, cssHeight = 0;
const FILL = ["#f6f8fa", "#b4e5c2", "#ffe5a0", "#cde2ff", "#b4e5c2"];
const EDGE = ["#8c959f", "#1a7f37", "#9a6700", "#0969da", "#1a7f37"];
const STATUS_NAMES = ["not run", "evaluated, changed", "evaluated, cut off", "verified", "written"];
function fit() {
  [cssWidth, cssHeight] = resizeCanvas(canvas);
  let minX = Infinity, minY = Infinity, maxX = -Infinity, maxY = -Infinity;
  for (let n = 0; n < N; n++) {
    minX = Math.min(minX, D.x[n]); minY = Math.min(minY, D.y[n]);
    maxX = Math.max(maxX, D.x[n] + W); maxY = Math.max(maxY, D.y[n] + H);
  }
  if (!N) { minX = minY = 0; maxX = maxY = 1; }
  const margin = 24;
  scale = Math.min((cssWidth - 2 * margin) / (maxX - minX), (cssHeight - 2 * margin) / (maxY - minY), 1.3);
  if (scale >= 0.5) {
    offsetX = (cssWidth - (maxX - minX) * scale) / 2 - minX * scale;
    offsetY = (cssHeight - (maxY - minY) * scale) / 2 - minY * scale;
  } else {
    scale = Math.max(0.5, Math.min(1, (cssHeight - 2 * margin) / (maxY - minY)));
    const focus = TIME >= 0 ? TIME : 0;
    offsetX = cssWidth / 2 - (D.x[focus] + W / 2) * scale;
    offsetY = margin - minY * scale;
  }
}
function shapePath(role, x, y, w, h) {
  context.beginPath();
  switch (ROLES[role]) {
    case "time":
      context.moveTo(x + w / 2, y); context.lineTo(x + w, y + h / 2); context.lineTo(x + w / 2, y + h);
      context.lineTo(x, y + h / 2); context.closePath(); break;
    case "state": context.rect(x, y, w, h); break;
    case "animatable": context.ellipse(x + w / 2, y + h / 2, w / 2, h / 2, 0, 0, 2 * Math.PI); break;
    case "timeline": case "phaseAnimator": case "keyframeAnimator": {
      const d = h / 2;
      context.moveTo(x + d, y); context.lineTo(x + w - d, y); context.lineTo(x + w, y + h / 2);
      context.lineTo(x + w - d, y + h); context.lineTo(x + d, y + h); context.lineTo(x, y + h / 2);
      context.closePath(); break;
    }
    default: context.roundRect(x, y, w, h, Math.min(10, h / 2)); break;
  }
}
// Text cut to a width, remembered with the box its glyphs cover (centred on the point it is
// drawn at, its baseline in the middle): the same names and values come back at every seek.
const fitted = new Map();
function fitMetrics(text, maxWidth) {
  const key = context.font + "|" + maxWidth + "|" + text;
  let result = fitted.get(key);
  if (result !== undefined) return result;
  result = text;
  if (context.measureText(text).width > maxWidth) {
    let low = 0, high = text.length;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (context.measureText(text.slice(0, middle) + "…").width <= maxWidth) low = middle; else high = middle - 1;
    }
    result = text.slice(0, low) + "…";
  }
  const box = context.measureText(result);
  result = { text: result, left: box.actualBoundingBoxLeft, right: box.actualBoundingBoxRight,
    ascent: box.actualBoundingBoxAscent, descent: box.actualBoundingBoxDescent };
  if (fitted.size > 20000) fitted.clear();
  fitted.set(key, result);
  return result;
}
const STUB_BUCKETS = 180;
// The edges at tick `pos` between the nodes `shown` and the rest, drawn on `c`, whose
// transform maps the layout's points to the canvas.
function drawEdges(c, pos, shown, left, top, right, bottom) {
  stamp = (stamp + 1) >>> 0 || 1;
  // Edges in three batches, one stroke each: plain, the selected node's, and time's dashed.
  const lines = [new Path2D(), new Path2D(), new Path2D()], heads = [new Path2D(), new Path2D(), new Path2D()];
  const farX = right - left, farY = bottom - top;
  const far = (x, y) => x < left - farX || x > right + farX || y < top - farY || y > bottom + farY;
  const stubs = new Set();
  for (const n of shown) {
    for (let i = edgeStart[n]; i < edgeStart[n + 1]; i++) {
      const e = edgeFlat[i];
      if (edgeStamp[e] === stamp || !edgeAt(e, pos)) continue;
      edgeStamp[e] = stamp;
      const s = edgeSource[e], t = edgeTarget[e];
      const x1 = D.x[s] + W / 2, y1 = D.y[s] + H, x2 = D.x[t] + W / 2, y2 = D.y[t];
      const group = s === TIME ? 2 : s === selected || t === selected ? 1 : 0;
      // An edge to a node far off screen is drawn as a short stub towards it, and stubs
      // that leave one node in the same direction are drawn once: a thousand dashed
      // lines on top of each other look like one, and cost more than the rest of the frame.
      if (far(x1, y1) || far(x2, y2)) {
        const fromSource = !far(x1, y1), ax = fromSource ? x1 : x2, ay = fromSource ? y1 : y2;
        const dx = (fromSource ? x2 : x1) - ax, dy = (fromSource ? y2 : y1) - ay, length = Math.hypot(dx, dy) || 1;
        const bucket = Math.round(Math.atan2(dy, dx) * STUB_BUCKETS / Math.PI);
        const key = ((fromSource ? s : t) * 3 + group) * (2 * STUB_BUCKETS + 1) + bucket + STUB_BUCKETS;
        if (stubs.has(key)) continue;
        stubs.add(key);
        const stub = Math.min(90, length) / length;
        lines[group].moveTo(ax, ay);
        lines[group].lineTo(ax + dx * stub, ay + dy * stub);
        continue;
      }
      const bend = Math.max(24, (y2 - y1) / 2);
      lines[group].moveTo(x1, y1);
      lines[group].bezierCurveTo(x1, y1 + bend, x2, y2 - bend, x2, y2 - 6);
      heads[group].moveTo(x2, y2); heads[group].lineTo(x2 - 4.5, y2 - 8); heads[group].lineTo(x2 + 4.5, y2 - 8);
      heads[group].closePath();
    }
  }
  const colors = ["#8c959f", "#8250df", "#cf222e"];
  for (let group = 0; group < 3; group++) {
    c.strokeStyle = colors[group]; c.fillStyle = colors[group];
    c.lineWidth = (group ? 2 : 1.3) / Math.max(scale, 0.5);
    c.setLineDash(group === 2 ? [6, 4] : []);
    c.stroke(lines[group]);
    c.setLineDash([]);
    c.fill(heads[group]);
  }
}
// Nodes at tick `pos`, each with its value in `values`: their shapes coloured by their
// status, then their names, then their values, so the font is set twice, not per node.
function drawNodes(nodes, values, pos, detailed) {
  let dashed = false;
  for (const n of nodes) {
    const x = D.x[n], y = D.y[n], st = status[n], role = ROLES[D.roles[n]];
    shapePath(D.roles[n], x, y, W, H);
    context.fillStyle = FILL[st];
    context.fill();
    const dash = role === "scopeValue" || role === "sequencerInternal" || role === "viewInternal";
    if (dash !== dashed) { context.setLineDash(dash ? [3, 3] : []); dashed = dash; }
    context.lineWidth = (n === selected ? 3.5 : role === "animatable" ? 2.2 : 1.2);
    context.strokeStyle = n === selected ? "#8250df" : EDGE[st];
    context.stroke();
  }
  if (dashed) context.setLineDash([]);
  if (!detailed) return;
  context.font = NAME_FONT;
  for (const n of nodes) {
    const text = fitMetrics(name(n), inner(n));
    context.fillStyle = ink(n);
    context.fillText(text.text, D.x[n] + W / 2, D.y[n] + 13);
    nameBottom[n] = D.y[n] + 13 + text.descent;
  }
  context.font = VALUE_FONT;
  for (let i = 0; i < nodes.length; i++) drawValue(nodes[i], values[i], pos);
}
const NAME_FONT = "600 12px system-ui, sans-serif", VALUE_FONT = "11px ui-monospace, Menlo, Consolas, monospace";
const inner = (n) => ROLES[D.roles[n]] === "time" ? W * 0.55 : W - 20;
const ink = (n) => status[n] === STATUS_IDLE ? "#57606a" : "#1f2328";
const valueLabel = (n, v, pos) => liveFrame && liveFrame.values.has(n) ? liveFrame.values.get(n)
  : n === TIME ? (liveFrame ? liveFrame.time : D.times[pos]).toFixed(3) + " s" : v < 0 ? "—" : valueText(v);
// Where each drawn node's name ends and its value's glyphs lie, in the layout's points.
const nameBottom = new Float32Array(N), valueBox = new Float32Array(4 * N);
function drawValue(n, v, pos) {
  const text = fitMetrics(valueLabel(n, v, pos), inner(n)), x = D.x[n] + W / 2, y = D.y[n] + 28;
  context.fillStyle = ink(n);
  context.fillText(text.text, x, y);
  valueBox[4 * n] = x - text.left; valueBox[4 * n + 1] = y - text.ascent;
  valueBox[4 * n + 2] = x + text.right; valueBox[4 * n + 3] = y + text.descent;
}
// Half the width of a node's shape at `dy` points above or below its middle.
function halfWidthAt(role, dy) {
  const a = W / 2, b = H / 2;
  if (dy >= b) return 0;
  switch (ROLES[role]) {
    case "state": return a;
    case "animatable": return a * Math.sqrt(1 - (dy / b) * (dy / b));
    case "time": return a * (1 - dy / b);
    case "timeline": case "phaseAnimator": case "keyframeAnimator": return a - dy;
    default: {
      const r = Math.min(10, b), over = dy - (b - r);
      return over <= 0 ? a : a - r + Math.sqrt(r * r - over * over);
    }
  }
}
// A node whose status is the same and whose value changed: where its old and new values'
// glyphs lie, with two pixels around, is inside its shape, clear of its outline and of its
// name, its value is painted over with the shape's colour and written again, and the
// rest of the node is left as it is. Returns false, drawing nothing, when the value's box
// would reach the outline or the name: the node must be drawn whole.
function redrawValue(n, v, pos, k) {
  const text = fitMetrics(valueLabel(n, v, pos), inner(n)), x = D.x[n] + W / 2, y = D.y[n] + 28, px = 2 / k;
  const x0 = Math.min(valueBox[4 * n], x - text.left) - px, y0 = Math.min(valueBox[4 * n + 1], y - text.ascent) - px;
  const x1 = Math.max(valueBox[4 * n + 2], x + text.right) + px, y1 = Math.max(valueBox[4 * n + 3], y + text.descent) + px;
  const middle = D.y[n] + H / 2, outline = n === selected ? 3.5 : 2.2;
  const dy = Math.max(Math.abs(y0 - middle), Math.abs(y1 - middle));
  if (y0 - px < nameBottom[n] || Math.max(x - x0, x1 - x) + outline + 2 * px > halfWidthAt(D.roles[n], dy)) return false;
  context.fillStyle = FILL[status[n]];
  context.fillRect(x0, y0, x1 - x0, y1 - y0);
  drawValue(n, v, pos);
  return true;
}
// The graph is drawn on two canvases, the edges under the nodes. The edges change only
// when an edge comes or goes: each edge set's drawing is kept, for the view it was drawn
// in, in an offscreen canvas, and the lower canvas changes only when the set does. On the
// upper canvas a seek draws again only the nodes whose status or value changed; the rest
// of the canvas is left as it is. A new view (a pan, a zoom, a selection, a resize) draws
// both afresh.
const EDGE_LAYERS = 4;
const edgeLayers = new Map();
let view = null, shownNodes = [], edgesShown = null;
// What each node on the upper canvas shows: its status (−1 if not drawn) and its value.
const drawnStatus = new Int8Array(N).fill(-1), drawnValue = new Int32Array(N);
function drawGraph() {
  const [w, h, ratio] = resizeCanvas(canvas);
  cssWidth = w; cssHeight = h;
  if (edgeCanvas.width !== canvas.width || edgeCanvas.height !== canvas.height) {
    edgeCanvas.width = canvas.width; edgeCanvas.height = canvas.height;
    edgesShown = null;
  }
  const k = ratio * scale, pos = current, detailed = scale >= 0.45;
  const left = -offsetX / scale, top = -offsetY / scale, right = left + w / scale, bottom = top + h / scale;
  const key = canvas.width + "x" + canvas.height + " " + k + " " + offsetX + " " + offsetY + " " + selected;
  const fresh = key !== view;
  if (fresh) {
    view = key;
    shownNodes = [];
    visibleNodes(left, top, right, bottom, (n) => shownNodes.push(n));
    edgeLayers.clear();
  }
  const edgesKey = edgeSets[pos];
  if (fresh || edgesKey !== edgesShown) {
    let layer = edgeLayers.get(edgesKey);
    if (layer) edgeLayers.delete(edgesKey);
    else {
      if (edgeLayers.size >= EDGE_LAYERS) {
        const oldest = edgeLayers.keys().next().value;
        layer = edgeLayers.get(oldest);
        edgeLayers.delete(oldest);
      } else layer = document.createElement("canvas");
      layer.width = canvas.width; layer.height = canvas.height;
      const c = layer.getContext("2d");
      c.setTransform(k, 0, 0, k, ratio * offsetX, ratio * offsetY);
      drawEdges(c, pos, shownNodes, left, top, right, bottom);
    }
    edgeLayers.set(edgesKey, layer);
    edgeContext.setTransform(1, 0, 0, 1, 0, 0);
    edgeContext.clearRect(0, 0, edgeCanvas.width, edgeCanvas.height);
    edgeContext.drawImage(layer, 0, 0);
    edgesShown = edgesKey;
  }
  // A node is cleared to its box and the margin its outline and smoothing reach, which
  // stays inside the gap between boxes while that gap is at least 6 pixels wide; zoomed
  // out further, the nodes are all drawn afresh.
  const margin = 1.75 + 2 / k, partial = !fresh && 24 * k >= 6;
  context.setTransform(1, 0, 0, 1, 0, 0);
  if (!partial) {
    context.clearRect(0, 0, canvas.width, canvas.height);
    drawnStatus.fill(-1);
  }
  context.setTransform(k, 0, 0, k, ratio * offsetX, ratio * offsetY);
  context.textBaseline = "middle";
  context.textAlign = "center";
  const nodes = [], values = [];
  context.font = VALUE_FONT;
  for (const n of shownNodes) {
    // Zoomed out, a node shows no value: only its status counts.
    const v = !detailed ? 0 : n === TIME ? pos : valueAt(n, pos);
    if (drawnStatus[n] === status[n] && drawnValue[n] === v) continue;
    if (drawnStatus[n] === status[n] && k >= 0.75 && redrawValue(n, v, pos, k)) { drawnValue[n] = v; continue; }
    if (drawnStatus[n] >= 0) context.clearRect(D.x[n] - margin, D.y[n] - margin, W + 2 * margin, H + 2 * margin);
    drawnStatus[n] = status[n]; drawnValue[n] = v;
    nodes.push(n); values.push(v);
  }
  drawNodes(nodes, values, pos, detailed);
}
function nodeAt(clientX, clientY) {
  const box = canvas.getBoundingClientRect();
  const x = (clientX - box.left - offsetX) / scale, y = (clientY - box.top - offsetY) / scale;
  let found = -1;
  visibleNodes(x, y, x, y, (n) => { if (x >= D.x[n] && x <= D.x[n] + W && y >= D.y[n] && y <= D.y[n] + H) found = n; });
  return found;
}
let drag = null;
canvas.addEventListener("mousedown", (event) => {
  drag = { x: event.clientX, y: event.clientY, offsetX, offsetY, moved: false };
  canvas.style.cursor = "grabbing";
});
// A node named in full, with its role, what it did, and its whole value at the playhead.
function nodeText(n) {
  return name(n) + "\n" + ROLES[D.roles[n]] + ", " + STATUS_NAMES[status[n]] + "\n" + valueLabel(n, valueAt(n, current), current);
}
// Pointing at a node outlines, on the screen, the region it affects.
function hover(n) {
  if (n === hovered) return;
  hovered = n;
  drawOutlines();
}
canvas.addEventListener("mousemove", (event) => {
  if (drag) return;
  const n = nodeAt(event.clientX, event.clientY);
  hover(n);
  if (n < 0) hideTip(); else showTip(nodeText(n), event.clientX, event.clientY, false);
});
canvas.addEventListener("mouseleave", () => { hideTip(); hover(-1); });
window.addEventListener("mousemove", (event) => {
  if (!drag) return;
  const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
  if (Math.abs(dx) + Math.abs(dy) > 3) drag.moved = true;
  if (drag.moved) { hideTip(); offsetX = drag.offsetX + dx; offsetY = drag.offsetY + dy; drawGraph(); }
});
window.addEventListener("mouseup", (event) => {
  if (!drag) return;
  const moved = drag.moved;
  drag = null;
  canvas.style.cursor = "grab";
  if (!moved && event.target === canvas) {
    const n = nodeAt(event.clientX, event.clientY);
    if (n >= 0) select(n);
  }
});
canvas.addEventListener("wheel", (event) => {
  event.preventDefault();
  const box = canvas.getBoundingClientRect(), mx = event.clientX - box.left, my = event.clientY - box.top;
  const factor = Math.exp(-event.deltaY * 0.0015), next = Math.min(4, Math.max(0.02, scale * factor));
  offsetX = mx - (mx - offsetX) * (next / scale); offsetY = my - (my - offsetY) * (next / scale);
  scale = next;
  drawGraph();
}, { passive: false });
