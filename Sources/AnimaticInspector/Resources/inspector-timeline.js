// The inspector page's script: the timeline's lines, and the events panel, which shows the
// playhead's tick as the text timeline does.
// _InspectorPage.scriptFiles gives the files' order; they run as one program, inside one function.
// The timeline's lines. Swift words each event's line and each tick's header with the code that
// words Trace.timeline(), and writes them in the data; a line's values and names are slots, filled
// here: \u0001 the old value's text, \u0002 the new one's, \u0003 an evaluation's change worded
// field by field, \u0004 the event's node's name and the spaces Swift gives it (D.namePads),
// \u0005 an edge's source's name. An event the timeline shows no line for has −1.
// A skipped idle run is one tick standing for several frames.
function isSpan(pos) { return D.frameCounts[pos] > 1; }
function lastFrame(pos) { return D.frames[pos] + D.frameCounts[pos] - 1; }
function header(pos) { return S[D.headers[pos]]; }
const SLOTS = /[\u0001-\u0005]/g;
function hasLine(at) { return EV[at + eventLength(at) - 1] >= 0; }
function lineText(at) {
  const length = eventLength(at), template = EV[at + length - 1];
  if (template < 0) return null;
  const values = EV[at] === K.evaluated ? at + 3 : at + 2;
  return S[template].replace(SLOTS, (slot) => {
    switch (slot) {
      case "\u0001": return valueText(EV[values]);
      case "\u0002": return valueText(EV[values + 1]);
      case "\u0003": return S[EV[at + length - 2]];
      case "\u0004": return name(EV[at + 1]) + " ".repeat(D.namePads[EV[at + 1]]);
      default: return name(EV[at + 2]);
    }
  });
}
// The lines of one tick, as the timeline shows them.
function tickLines(pos) {
  const result = [];
  forEachEvent(pos, (at) => {
    const text = lineText(at);
    if (text !== null) result.push(text);
  });
  return result;
}
// The events list is virtual: a tick of a hundred thousand events keeps one index of its
// rows, and words only the rows in view, in one text node that moves as the list scrolls.
const eventsElement = document.getElementById("events");
const eventsSizer = document.getElementById("events-sizer"), eventsRows = document.getElementById("events-rows");
const ROW = 16, ROWS_PADDING = 12;
// Row 0 is the tick's header; row r > 0 is the line of the event at rowEvents[r].
let rowEvents = new Int32Array(1024), rowCount = 0, rowsTick = -1, eventsScroll = 0, shownRows = "";
function indexRows(pos) {
  rowCount = 1;
  for (let at = D.tickStarts[pos], end = D.tickStarts[pos + 1]; at < end; at += eventLength(at)) {
    if (!hasLine(at)) continue;
    if (rowCount === rowEvents.length) { const grown = new Int32Array(rowCount * 2); grown.set(rowEvents); rowEvents = grown; }
    rowEvents[rowCount++] = at;
  }
  rowsTick = pos;
}
function rowText(pos, row) { return row === 0 ? header(pos) : lineText(rowEvents[row]); }
function drawEvents() {
  if (rowsTick !== current) {
    indexRows(current);
    eventsSizer.style.height = rowCount * ROW + ROWS_PADDING + "px";
  }
  const height = (sizes.get(eventsElement) || [0, 800])[1];
  const visible = Math.ceil(height / ROW) + 2;
  const first = Math.max(0, Math.min(Math.floor(eventsScroll / ROW), rowCount - visible));
  const text = [];
  for (let row = first; row < Math.min(rowCount, first + visible); row++) text.push(rowText(current, row));
  const joined = text.join("\n");
  if (joined !== shownRows) {
    eventsRows.style.transform = "translateY(" + first * ROW + "px)";
    eventsRows.textContent = shownRows = joined;
  }
}
eventsElement.addEventListener("scroll", () => { eventsScroll = eventsElement.scrollTop; drawEvents(); }, { passive: true });
// A row the panel cuts on the right is shown whole in the tip while the pointer is over it.
const rowMeasure = document.createElement("canvas").getContext("2d");
eventsElement.addEventListener("mousemove", (event) => {
  const box = eventsElement.getBoundingClientRect();
  const row = Math.floor((event.clientY - box.top + eventsElement.scrollTop - 6) / ROW);
  if (row < 0 || row >= rowCount) { hideTip(); return; }
  const text = rowText(current, row), style = getComputedStyle(eventsRows);
  rowMeasure.font = style.fontSize + " " + style.fontFamily;
  const cut = parseFloat(style.paddingLeft) + rowMeasure.measureText(text).width - eventsElement.scrollLeft > eventsElement.clientWidth;
  if (cut) showTip(text, event.clientX, event.clientY, true); else hideTip();
});
eventsElement.addEventListener("mouseleave", hideTip);
