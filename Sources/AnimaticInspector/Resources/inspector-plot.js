// The inspector page's script: the plot panel, the selected node's numbers over time.
// _InspectorPage.scriptFiles gives the files' order; they run as one program, inside one function.
const plot = document.getElementById("plot");
const plotTitle = document.getElementById("plot-title");
let series = [];
function computeSeries() {
  series = [];
  seriesVersion++;
  if (selected < 0) return;
  const byComponent = new Map();
  const ticks = valTicks(selected), values = valValues(selected);
  for (let i = 0; i < ticks.length; i++) {
    const components = D.valueComponents[values[i]];
    if (!components) continue;
    for (let c = 0; c < components.length; c += 2) {
      const label = S[components[c]];
      if (!byComponent.has(label)) byComponent.set(label, []);
      byComponent.get(label).push([Math.max(ticks[i], 0), components[c + 1]]);
    }
  }
  const all = [];
  for (const [label, points] of byComponent) {
    let low = Infinity, high = -Infinity;
    for (const [, v] of points) { low = Math.min(low, v); high = Math.max(high, v); }
    all.push({ label: label || name(selected), points, low, high });
  }
  // A number that never changes is a line of text, not a strip: only the others are drawn, unless
  // none changes.
  const varying = all.filter((s) => s.low !== s.high || s.points.length !== ticks.length);
  series = varying.length ? varying : all;
  plotConstants = varying.length ? all.filter((s) => !varying.includes(s)) : [];
}
// The numbers of the selected node that never change, as the line of text above its plot.
let plotConstants = [];
const plotConstantsLine = document.getElementById("plot-constants");
// A context to measure the plot's labels with before it draws them.
const plotMeasure = document.createElement("canvas").getContext("2d");
const PLOT_FONT = "11px system-ui, sans-serif";
// The plot's geometry: one strip per number, each on its own scale, so a level of 0.5 and
// an amplitude of 16 both show their shape; the playhead runs through them all.
function plotGeometry(w, h) {
  const strips = series.slice(0, 6), right = w - 10, top = 6, bottom = h - 18;
  // The left margin holds the widest number of a strip's scale.
  plotMeasure.font = PLOT_FONT;
  let widest = 0;
  for (const s of strips) {
    for (const v of [s.low, s.high]) widest = Math.max(widest, plotMeasure.measureText(shownNumber(v)).width);
  }
  const left = Math.max(52, Math.ceil(widest) + 10);
  // By tick, as the slider and the ruler run.
  const xOf = (pos) => left + (right - left) * Math.min(Math.max(pos, 0), T - 1) / Math.max(T - 1, 1);
  const stripHeight = (bottom - top) / strips.length;
  const boxes = strips.map((s, index) => {
    let low = s.low, high = s.high;
    if (low === high) { low -= 1; high += 1; }
    const stripTop = top + index * stripHeight + 3, stripBottom = top + (index + 1) * stripHeight - 3;
    return { low, high, stripTop, stripBottom,
      yOf: (v) => stripBottom - 2 - (stripBottom - stripTop - 4) * (v - low) / (high - low) };
  });
  return { strips, boxes, left, right, top, bottom, xOf };
}
function shownNumber(v) { return String(Math.round(v * 1000) / 1000); }
// The texts drawn on the plot's canvas, with their boxes: the scales' numbers and the time axis.
let plotTexts = [];
function drawPlotCurves(c, w, h) {
  c.font = PLOT_FONT;
  plotTexts = [];
  if (selected < 0 || !series.length) {
    plotAxis = [];
    c.fillStyle = "#656d76"; c.textAlign = "center"; c.textBaseline = "middle";
    c.fillText(selected < 0 ? "Click a node to plot its numbers." : name(selected) + " has no numbers to plot.", w / 2, h / 2);
    return;
  }
  const { strips, boxes, left, right, bottom, xOf } = plotGeometry(w, h);
  strips.forEach((s, index) => {
    const { low, high, stripTop, stripBottom, yOf } = boxes[index];
    c.strokeStyle = "#d0d7de"; c.lineWidth = 1;
    c.strokeRect(left + 0.5, stripTop + 0.5, right - left, stripBottom - stripTop);
    // The scale's ends, right-aligned in the margin; only the top one when the strip is too
    // short for both.
    c.fillStyle = "#656d76"; c.textAlign = "right";
    const scaleText = (v, y, baseline) => {
      const text = shownNumber(v), width = c.measureText(text).width;
      c.textBaseline = baseline; c.fillText(text, left - 4, y);
      const textTop = baseline === "top" ? y : y - 13;
      plotTexts.push({ text, left: left - 4 - width, top: textTop, right: left - 4, bottom: textTop + 13 });
    };
    scaleText(high, stripTop, "top");
    if (stripBottom - stripTop >= 28) scaleText(low, stripBottom, "bottom");
    c.strokeStyle = PALETTE[index % PALETTE.length]; c.lineWidth = 1.6;
    c.beginPath();
    s.points.forEach(([pos, v], i) => {
      const x = xOf(pos), y = yOf(v);
      if (i === 0) c.moveTo(x, y); else c.lineTo(x, y);
      const next = s.points[i + 1];
      if (next && next[0] > pos + 1) c.lineTo(xOf(next[0] - 1), y);
    });
    c.lineTo(right, yOf(s.points[s.points.length - 1][1]));
    c.stroke();
  });
  // The time axis, the ruler's: the same labels' rule, from the trace's first time to its last.
  c.font = AXIS_FONT; c.textAlign = "left"; c.textBaseline = "top";
  plotAxis = axisLabels(c, left, right);
  for (const label of plotAxis) {
    c.fillStyle = "#d0d7de"; c.fillRect(Math.round(label.x), bottom, 1, 3);
    c.fillStyle = "#656d76"; c.fillText(label.text, label.left, bottom + 4);
    plotTexts.push({ text: label.text, left: label.left, top: bottom + 4, right: label.left + label.width,
      bottom: bottom + 16 });
  }
}
let plotAxis = [];
// The playhead over the plot: a line, and a label at the top of each strip with its
// number at the playhead, each an element kept from one seek to the next.
const plotHead = document.getElementById("plot-head"), plotBox = document.getElementById("plot-box");
const plotLabels = [];
function drawPlotPlayhead(w, h) {
  const shown = selected >= 0 && series.length > 0;
  plotHead.hidden = !shown;
  if (!shown) { for (const label of plotLabels) label.hidden = true; return; }
  const { strips, boxes, left, top, bottom, xOf } = plotGeometry(w, h);
  strips.forEach((s, index) => {
    // The value at the playhead: the last point at or before it.
    let low = 0, high = s.points.length - 1, at = -1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (s.points[middle][0] <= current) { at = middle; low = middle + 1; } else high = middle - 1;
    }
    let label = plotLabels[index];
    if (!label) {
      label = plotLabels[index] = plotBox.appendChild(document.createElement("div"));
      label.className = "plot-label";
      label.style.color = PALETTE[index % PALETTE.length];
    }
    label.hidden = false;
    setText(label, s.label + (at >= 0 ? " = " + shownNumber(s.points[at][1]) : ""));
    place(label, left + 4, boxes[index].stripTop + 2);
  });
  for (let index = strips.length; index < plotLabels.length; index++) plotLabels[index].hidden = true;
  const height = bottom - top + "px";
  if (plotHead.style.height !== height) plotHead.style.height = height;
  place(plotHead, xOf(current) - 0.75, top);
}
const plotCache = { key: null };
let seriesVersion = 0;
function drawPlot() {
  const constants = plotConstants.map((s) => s.label + " " + shownNumber(s.low)).join(", ");
  const constantsText = constants ? "constant: " + constants : "";
  if (plotConstantsLine.textContent !== constantsText || plotConstantsLine.hidden !== !constants) {
    setText(plotConstantsLine, constantsText);
    plotConstantsLine.hidden = !constants;
    // The line above the plot takes its height from the plot's box: measured now, not when the
    // resize observer next reports, so this drawing's labels already fit.
    measure(plot);
  }
  setText(plotTitle, selected < 0 ? "Plot" : "Plot of " + name(selected)
    + (series.length > 6 ? " · 6 of its " + series.length + " numbers" : ""));
  plotTitle.title = selected < 0 ? "" : name(selected);
  const [w, h] = drawStatic(plot, plotCache, "plot " + seriesVersion, drawPlotCurves);
  drawPlotPlayhead(w, h);
}
