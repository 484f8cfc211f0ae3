// The inspector page's script: the playhead. The ruler's marks, with the time axis the plot
// shares, the slider and the readout.
// _InspectorPage.scriptFiles gives the files' order; they run as one program, inside one function.
const ruler = document.getElementById("ruler"), slider = document.getElementById("slider");
slider.max = String(Math.max(0, T - 1));
function tickX(pos, w) { return T <= 1 ? w / 2 : 8 + (w - 16) * pos / (T - 1); }
const rulerCache = { key: null }, rulerHead = document.getElementById("ruler-head");
// The time axis the ruler and the plot share. Both run by tick, as the slider does: an idle run
// the clock skipped is one tick however long it lasted, and the last tick stands at the right
// end. From x0 to x1, the labels: a time is marked where the tick that reaches it begins, with
// the step chosen as if each tick were one frame; the trace's first time stands at the left end
// and its last at the right end, and a label that would crowd the one before, or the last, is
// left out. Each label is { x, left, text }, `left` where its text starts, inside x0 to x1.
const seconds = (t) => (Math.round(t * 1000) / 1000) + " s";
function axisLabels(c, x0, x1) {
  const xOf = (pos) => T <= 1 ? (x0 + x1) / 2 : x0 + (x1 - x0) * pos / (T - 1);
  const perTick = (x1 - x0) / Math.max(T - 1, 1) * D.fps;
  const steps = [0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800, 3600];
  const step = steps.find((s) => perTick * s >= 60) || 3600;
  const label = (x, text) => {
    const width = c.measureText(text).width;
    return { x, text, width, left: Math.max(x0, Math.min(x1 - width, x - width / 2)) };
  };
  const labels = [];
  for (let pos = 0, next = Math.ceil(D.times[0] / step - 1e-9) * step; pos < T; pos++) {
    if (D.lastTimes[pos] < next - 1e-9) continue;
    const candidate = label(xOf(pos), seconds(Math.max(next, D.times[pos])));
    const before = labels[labels.length - 1];
    if (!before || candidate.left >= before.left + before.width + 12) labels.push(candidate);
    next = (Math.floor(D.lastTimes[pos] / step + 1e-9) + 1) * step;
  }
  const last = label(xOf(T - 1), seconds(D.lastTimes[T - 1]));
  while (labels.length && (labels[labels.length - 1].left + labels[labels.length - 1].width + 12 > last.left
    || labels[labels.length - 1].text === last.text)) labels.pop();
  labels.push(last);
  return labels;
}
const AXIS_FONT = "10px system-ui, sans-serif";
// The ruler's marks, added up per column of COLUMN pixels: with a column standing for many
// ticks (435,000 events over 3,000 s), marks one to a tick would merge into a solid bar. Each
// row (animation events, transactions and completions, writes) shades a column by how many
// events of its kind the column's ticks have, on a log scale against the row's busiest column;
// hovering a column names its frames and its counts.
const COLUMN = 3, MARK_ROWS = [["#bc4c00", 13, "animation events"], ["#8250df", 16.5, "transactions and completions"],
  ["#0969da", 20, "writes"]];
let rulerLabels = [], rulerColumns = [];
function rulerColumnsFor(w) {
  const columns = [];
  let column = null;
  // The marked ticks run left to right, so a column's ticks come one after another.
  for (const pos of markedTicks) {
    const x = Math.floor(tickX(pos, w) / COLUMN) * COLUMN;
    if (!column || column.x !== x) columns.push(column = { x, first: pos, last: pos, counts: [0, 0, 0] });
    column.last = pos;
    column.counts[0] += markCounts[3 * pos]; column.counts[1] += markCounts[3 * pos + 1]; column.counts[2] += markCounts[3 * pos + 2];
  }
  return columns;
}
function drawRulerMarks(c, w) {
  c.fillStyle = "#ffffff"; c.strokeStyle = "#d0d7de";
  c.fillRect(0, 0, w, 24); c.strokeRect(0.5, 0.5, w - 1, 23);
  c.font = AXIS_FONT; c.textAlign = "left"; c.textBaseline = "top";
  rulerLabels = axisLabels(c, 8, w - 8);
  for (const label of rulerLabels) {
    c.fillStyle = "#d0d7de"; c.fillRect(Math.round(label.x), 12, 1, 12);
    c.fillStyle = "#656d76"; c.fillText(label.text, label.left, 2);
  }
  rulerColumns = rulerColumnsFor(w);
  const most = [1, 1, 1];
  for (const column of rulerColumns) for (let k = 0; k < 3; k++) most[k] = Math.max(most[k], column.counts[k]);
  MARK_ROWS.forEach(([color, top], k) => {
    c.fillStyle = color;
    for (const column of rulerColumns) {
      const count = column.counts[2 - k];
      if (!count) continue;
      c.globalAlpha = most[2 - k] === 1 ? 1 : 0.3 + 0.7 * Math.log(1 + count) / Math.log(1 + most[2 - k]);
      c.fillRect(column.x, top, COLUMN - 1, 3);
    }
  });
  c.globalAlpha = 1;
}
// The column of the ruler under a point, in its CSS pixels, worded: its frames and its counts.
function rulerColumnText(x) {
  const index = Math.floor(x / COLUMN);
  const column = rulerColumns.find((candidate) => candidate.x / COLUMN === index);
  if (!column) return "";
  const frames = column.first === column.last ? frameName(column.first)
    : frameName(column.first) + " to " + frameName(column.last);
  const counts = [];
  for (let k = 2; k >= 0; k--) {
    if (column.counts[k]) counts.push(grouped(column.counts[k]) + " " + MARK_ROWS[2 - k][2]);
  }
  return frames + ": " + counts.join(", ");
}
function drawRuler() {
  const [w] = drawStatic(ruler, rulerCache, "ruler", drawRulerMarks);
  place(rulerHead, Math.round(tickX(current, w)) - 1, 0);
}
ruler.addEventListener("mousemove", (event) => {
  const text = rulerColumnText(event.clientX - ruler.getBoundingClientRect().left);
  if (text) showTip(text, event.clientX, event.clientY, false); else hideTip();
});
ruler.addEventListener("mouseleave", hideTip);
ruler.addEventListener("mousedown", (event) => {
  const box = ruler.getBoundingClientRect();
  const pos = Math.round((event.clientX - box.left - 8) / Math.max(1, box.width - 16) * (T - 1));
  seekPosition(pos);
});
slider.addEventListener("input", () => seekPosition(Number(slider.value)));
const readout = document.getElementById("readout");
