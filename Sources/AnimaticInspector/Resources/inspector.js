// The Animatic inspector page's script. SwiftPM embeds this file in the AnimaticInspector module
// (see _InspectorPage.script), and the page carries it inline after its data, so the page is one
// self-contained file with no build step. It is one program inside one function: its panels share
// the decoded data and the seek's state. It words nothing the trace words: the event kinds, the
// roles, each tick's header and each event's line come in the data, from Swift (_InspectorData).
// CI checks its syntax with `node --check` (.ci/inspector-script).
"use strict";
(function () {
const loadStart = performance.now();
const D = JSON.parse(document.getElementById("trace-data").textContent);
const parsed = performance.now();
const S = D.strings, N = D.nodes.length, T = D.frames.length;
// The event kinds' codes, by the names of Swift's TraceEvent cases; each kind's length in integers,
// its line included (an evaluation's is as many more as it has inputs); the roles' names, by code;
// an evaluation's outcome codes, by the names of EvaluationOutcome's cases. All four come in the
// data, from the Swift code that writes the events.
const K = D.kinds, LENGTHS = Int32Array.from(D.lengths), ROLES = D.roleNames, OUTCOME = D.outcomes;
const W = 150, H = 40, TIME = D.timeNode;
const name = (n) => D.nodes[n];
const valueText = (v) => v < 0 ? "" : S[D.valueTexts[v]];
const txLabel = (t) => S[D.transactions[2 * t + 1]];
const txId = (t) => D.transactions[2 * t];

// The events arrive as base64 of variable-length integers (7 bits a byte, low bits first,
// the sign folded into the lowest bit), most of them differences: a node from the node of
// the event before, an input or an edge's source from the event's node, an old value from
// the node's last value, a new value from the old. An evaluation with at most 7 inputs and
// no worded change comes in short form, its kind, outcome and input count in one number
// (32 + 8 × outcome + count). They are read in two tight loops, the numbers and then the
// events, into one Int32Array laid out as the Swift side numbers them: the kind, then the
// fields, with −1 for a field that is absent.
// The bytes of a base64 text: Uint8Array.fromBase64 where the browser has it (current
// Chromium, Firefox and Safari do), else atob's text copied into a byte array. Reading the
// numbers from a byte array is faster than from the text.
function base64Bytes(text) {
  if (typeof Uint8Array.fromBase64 === "function") return Uint8Array.fromBase64(text);
  const binary = atob(text), bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
function decodeEvents(text, count) {
  const bytes = base64Bytes(text), length = bytes.length, raw = new Int32Array(count);
  let numbers = 0;
  for (let p = 0; p < length && numbers < count;) {
    let byte = bytes[p++], value = byte & 127, shift = 7;
    while (byte & 128) { byte = bytes[p++]; value |= (byte & 127) << shift; shift += 7; }
    raw[numbers++] = (value >>> 1) ^ -(value & 1);
  }
  const ev = new Int32Array(count), last = new Int32Array(N).fill(-1);
  // An event's line, its last field, comes as a difference from the line of the node's event
  // before it (at N, of the transaction or completion before it).
  const lastLine = new Int32Array(N + 1).fill(-1);
  let r = 0, o = 0, previous = 0, writes = 0, animationEvents = 0;
  const line = (slot) => (lastLine[slot] += raw[r++]);
  while (o < count && r < numbers) {
    const head = raw[r++];
    if (head === K.transactionOpened || head === K.completionFired) {
      ev[o++] = head;
      for (let i = LENGTHS[head] - 2; i > 0; i--) ev[o++] = raw[r++];
      ev[o++] = line(N);
      continue;
    }
    const node = previous + raw[r++];
    previous = node;
    if (head >= 32 && head < 56 || head === K.evaluated) {
      const short = head >= 32;
      const outcome = short ? (head - 32) >> 3 : raw[r++];
      const from = last[node] + raw[r++], to = from + raw[r++];
      const inputs = short ? (head - 32) & 7 : raw[r++];
      ev[o++] = K.evaluated; ev[o++] = node; ev[o++] = outcome; ev[o++] = from; ev[o++] = to; ev[o++] = inputs;
      for (let i = 0; i < inputs; i++) ev[o++] = node + raw[r++];
      ev[o++] = short ? -1 : raw[r++];
      ev[o++] = line(node);
      last[node] = to;
      writes++;
    } else if (head === K.set) {
      const from = last[node] + raw[r++], to = from + raw[r++];
      ev[o++] = K.set; ev[o++] = node; ev[o++] = from; ev[o++] = to; ev[o++] = raw[r++]; ev[o++] = raw[r++];
      ev[o++] = line(node);
      last[node] = to;
      writes++;
    } else if (head >= 0 && head < LENGTHS.length) {
      ev[o++] = head; ev[o++] = node;
      if (head === K.dependencyAdded || head === K.dependencyRemoved) ev[o++] = node + raw[r++];
      else for (let i = LENGTHS[head] - 3; i > 0; i--) ev[o++] = raw[r++];
      ev[o++] = line(node);
      if (head >= K.modelChanged && head !== K.animationLogicallyComplete && head !== K.completionFired && head !== K.scheduleFired) {
        animationEvents++;
      }
    } else {
      throw new Error("unknown event kind " + head + " in the page's data");
    }
  }
  if (o !== count || r !== numbers) {
    throw new Error("the page's events do not add up: " + o + " of " + count + " numbers, " + r + " of " + numbers + " read");
  }
  return { ev, writes, animationEvents };
}
function eventLength(at, events = EV) {
  const kind = events[at];
  if (kind === K.evaluated) return LENGTHS[kind] + events[at + 5];
  if (kind >= 0 && kind < LENGTHS.length) return LENGTHS[kind];
  throw new Error("unknown event kind " + kind + " at " + at);
}
const { ev: EV, writes: WRITES, animationEvents: ANIMATION_EVENTS } = decodeEvents(D.events, D.eventInts);
const decoded = performance.now();
// The node an event is about; for an edge the reader; -1 for a transaction or a completion.
function subject(at) {
  const kind = EV[at];
  return kind === K.transactionOpened || kind === K.completionFired ? -1 : EV[at + 1];
}
function forEachEvent(pos, body) {
  for (let at = D.tickStarts[pos], end = D.tickStarts[pos + 1]; at < end; at += eventLength(at)) {
    if (body(at) === false) return;
  }
}

// Indexes built in one pass over the events: each node's values by tick, the ticks its value
// changed, the ticks of its animation events, the edges' lifetimes, and the ticks the ruler
// marks. The pass keeps each node's records as a list threaded backwards through flat
// typed arrays (each record points at the node's record before it); a node's lists are
// laid out as arrays only when something asks for them. The work is in one function whose
// state is all local, so the browser compiles its loop well.
const MARK_WRITE = 1, MARK_TRANSACTION = 2, MARK_ANIMATION = 4;
function starts(counts) {
  const result = new Int32Array(N + 1);
  for (let n = 0; n < N; n++) result[n + 1] = result[n] + counts[n];
  return result;
}
// A list of records, each a few integers, threaded per node: a record's first integer is the
// offset of the node's record before it, or −1. The decoder counts the events, so each list
// is made as large as it can need.
function records(fields, capacity) {
  return { fields, data: new Int32Array(fields * capacity), head: new Int32Array(N).fill(-1), size: new Int32Array(N) };
}
function buildIndex(ev, tickStarts, isPath, writes, animationEvents) {
  const edgeSource = [], edgeTarget = [], edgeFrom = [], edgeTo = [];
  const openEdges = new Map();
  const marks = new Uint8Array(T), drawnNodes = new Uint8Array(N);
  // How many events of each marked kind each tick has, three to a tick: writes, transactions and
  // completions, animation events. The ruler adds them up per column of pixels.
  const markCounts = new Int32Array(3 * T);
  // The ticks' edge sets, numbered: a tick with no edge event has the set of the tick before.
  const edgeSets = new Int32Array(T);
  let edgeSet = 0;
  const openEdge = (source, target, pos) => {
    const key = source * N + target;
    if (openEdges.has(key)) return;
    openEdges.set(key, edgeSource.length);
    edgeSource.push(source); edgeTarget.push(target); edgeFrom.push(pos); edgeTo.push(Infinity);
  };
  const closeEdge = (source, target, pos) => {
    const key = source * N + target, index = openEdges.get(key);
    if (index === undefined) return;
    edgeTo[index] = pos;
    openEdges.delete(key);
  };
  for (let i = 0; i < D.startEdges.length; i += 2) openEdge(D.startEdges[i], D.startEdges[i + 1], -1);
  // values: (tick, value) for each value a node had, its value before the trace included
  // at tick −1 when the first event about it says; changes: ticks its value changed;
  // animations: ticks with an animation event about it.
  const values = records(3, writes + N), changes = records(2, writes), animations = records(2, animationEvents);
  // The lists' arrays, and their ends, as locals: the loop below writes them directly.
  const valueData = values.data, valueHead = values.head, valueSize = values.size;
  const changeData = changes.data, changeHead = changes.head, changeSize = changes.size;
  const animationData = animations.data, animationHead = animations.head, animationSize = animations.size;
  let valueEnd = 0, changeEnd = 0, animationEnd = 0;
  let eventCount = 0;
  for (let pos = 0; pos < T; pos++) {
    let mark = 0, edgesChanged = false, writeCount = 0, transactionCount = 0, animationCount = 0;
    for (let at = tickStarts[pos], end = tickStarts[pos + 1]; at < end; at += eventLength(at, ev)) {
      eventCount++;
      const kind = ev[at];
      if (kind === K.transactionOpened || kind === K.completionFired) { mark |= MARK_TRANSACTION; transactionCount++; continue; }
      const node = ev[at + 1];
      if (kind === K.set || kind === K.evaluated) {
        const set = kind === K.set, from = ev[at + (set ? 2 : 3)], to = ev[at + (set ? 3 : 4)];
        if (valueSize[node] === 0 && from >= 0) {
          valueData[valueEnd] = -1; valueData[valueEnd + 1] = pos - 1; valueData[valueEnd + 2] = from;
          valueHead[node] = valueEnd; valueSize[node] = 1; valueEnd += 3;
        }
        valueData[valueEnd] = valueHead[node]; valueData[valueEnd + 1] = pos; valueData[valueEnd + 2] = to;
        valueHead[node] = valueEnd; valueSize[node]++; valueEnd += 3;
        if (isPath[to] || (from >= 0 && isPath[from])) drawnNodes[node] = 1;
        if (set ? ev[at + 4] : ev[at + 2] !== OUTCOME.unchanged) {
          changeData[changeEnd] = changeHead[node]; changeData[changeEnd + 1] = pos;
          changeHead[node] = changeEnd; changeSize[node]++; changeEnd += 2;
        }
        if (set) { mark |= MARK_WRITE; writeCount++; }
        continue;
      }
      if (kind === K.dependencyAdded || kind === K.dependencyRemoved || kind === K.removed) edgesChanged = true;
      switch (kind) {
        case K.dependencyAdded: openEdge(ev[at + 2], node, pos); break;
        case K.dependencyRemoved: closeEdge(ev[at + 2], node, pos); break;
        case K.removed:
          for (const [key, index] of openEdges) {
            if (edgeSource[index] === node || edgeTarget[index] === node) { edgeTo[index] = pos; openEdges.delete(key); }
          }
          break;
        case K.animationStarted: case K.animationMerged: case K.animationCombined: case K.animationFinished: case K.animationJumped: case K.noAnimatableData:
        case K.phaseEntered: case K.keyframesStarted: case K.keyframesFinished: case K.animationWarning:
          mark |= MARK_ANIMATION;
          animationCount++;
          // falls through: an animation event, like a model change, goes in the list
        case K.modelChanged:
          animationData[animationEnd] = animationHead[node]; animationData[animationEnd + 1] = pos;
          animationHead[node] = animationEnd; animationSize[node]++; animationEnd += 2;
          break;
        default: break;
      }
    }
    marks[pos] = mark;
    markCounts[3 * pos] = writeCount; markCounts[3 * pos + 1] = transactionCount; markCounts[3 * pos + 2] = animationCount;
    if (edgesChanged) edgeSet++;
    edgeSets[pos] = edgeSet;
  }
  return {
    edgeSource, edgeTarget, edgeFrom, edgeTo, edgeSets, marks, markCounts, eventCount, drawnNodes, values, changes, animations,
  };
}
const paths = new Map();
for (let i = 0; i < D.paths.length; i += 2) paths.set(D.paths[i], D.paths[i + 1]);
const isPathValue = new Uint8Array(D.valueTexts.length + 1);
for (const value of paths.keys()) isPathValue[value] = 1;
const {
  edgeSource, edgeTarget, edgeFrom, edgeTo, edgeSets, marks, markCounts, eventCount, drawnNodes, values, changes, animations,
} = buildIndex(EV, Int32Array.from(D.tickStarts), isPathValue, WRITES, ANIMATION_EVENTS);
// A node's list as arrays, oldest first, laid out once and kept.
function laidOut(list, cache, node) {
  let result = cache.get(node);
  if (result) return result;
  const size = list.size[node], ticks = new Int32Array(size), second = list.fields > 2 ? new Int32Array(size) : null;
  for (let r = list.head[node], i = size - 1; r >= 0; r = list.data[r], i--) {
    ticks[i] = list.data[r + 1];
    if (second) second[i] = list.data[r + 2];
  }
  result = { ticks, second };
  cache.set(node, result);
  return result;
}
const valueCache = new Map(), changeCache = new Map(), animationCache = new Map();
const valTicks = (n) => laidOut(values, valueCache, n).ticks;
const valValues = (n) => laidOut(values, valueCache, n).second;
const changeTicks = (n) => laidOut(changes, changeCache, n).ticks;
const animTicks = (n) => laidOut(animations, animationCache, n).ticks;
const markedTicks = [];
for (let pos = 0; pos < T; pos++) if (marks[pos]) markedTicks.push(pos);
// The layout's rows, each sorted by x, and each node's edges, so drawing visits only what is
// on screen.
const rowsByY = new Map();
for (let n = 0; n < N; n++) {
  if (!rowsByY.has(D.y[n])) rowsByY.set(D.y[n], []);
  rowsByY.get(D.y[n]).push(n);
}
const rows = Array.from(rowsByY.entries()).sort((a, b) => a[0] - b[0])
  .map(([y, nodes]) => ({ y, nodes: Int32Array.from(nodes.sort((a, b) => D.x[a] - D.x[b])) }));
const E = edgeSource.length;
const edgeCount = new Int32Array(N + 1);
for (let e = 0; e < E; e++) { edgeCount[edgeSource[e]]++; edgeCount[edgeTarget[e]]++; }
const edgeStart = starts(edgeCount), edgeFlat = new Int32Array(edgeStart[N]), edgeFill = edgeStart.slice(0, N);
for (let e = 0; e < E; e++) { edgeFlat[edgeFill[edgeSource[e]]++] = e; edgeFlat[edgeFill[edgeTarget[e]]++] = e; }
const edgeStamp = new Uint32Array(E);
let stamp = 0;
function visibleNodes(left, top, right, bottom, body) {
  for (const row of rows) {
    if (row.y + H < top || row.y > bottom) continue;
    const nodes = row.nodes;
    let low = 0, high = nodes.length;
    while (low < high) { const middle = (low + high) >> 1; if (D.x[nodes[middle]] + W < left) low = middle + 1; else high = middle; }
    for (let i = low; i < nodes.length && D.x[nodes[i]] <= right; i++) body(nodes[i]);
  }
}
const indexed = performance.now();
const drawn = [];
for (let n = 0; n < N; n++) if (drawnNodes[n]) drawn.push(n);
const byName = new Map();
for (let n = N - 1; n >= 0; n--) byName.set(name(n), n);

// The last index of `list` (sorted) whose entry is at most `pos`, or -1.
function lastAtOrBefore(list, pos) {
  let low = 0, high = list.length - 1, found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (list[middle] <= pos) { found = middle; low = middle + 1; } else high = middle - 1;
  }
  return found;
}
function valueAt(node, pos) {
  const index = lastAtOrBefore(valTicks(node), pos);
  return index < 0 ? -1 : valValues(node)[index];
}
function edgeAt(index, pos) { return edgeFrom[index] <= pos && pos < edgeTo[index]; }

// What every node did in the current tick.
const STATUS_IDLE = 0, STATUS_CHANGED = 1, STATUS_CUT = 2, STATUS_VERIFIED = 3, STATUS_WRITTEN = 4;
const status = new Uint8Array(N);
let current = 0, selected = -1;
function computeStatus(pos) {
  status.fill(STATUS_IDLE);
  forEachEvent(pos, (at) => {
    const kind = EV[at];
    if (kind === K.evaluated) status[EV[at + 1]] = EV[at + 2] === OUTCOME.unchanged ? STATUS_CUT : STATUS_CHANGED;
    else if (kind === K.verified && status[EV[at + 1]] === STATUS_IDLE) status[EV[at + 1]] = STATUS_VERIFIED;
    else if (kind === K.set && EV[at + 4] && status[EV[at + 1]] === STATUS_IDLE) status[EV[at + 1]] = STATUS_WRITTEN;
  });
}

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

// Why a node ran: its changed inputs, and theirs, down to the writes.
function findEvent(pos, node, kinds) {
  let found = -1;
  forEachEvent(pos, (at) => {
    if (kinds.includes(EV[at]) && subject(at) === node) { found = at; return false; }
  });
  return found;
}
function interactionAt(pos) {
  const time = D.times[pos], before = pos > 0 ? D.times[pos - 1] : -Infinity;
  let found = null;
  for (const [at, label, shown] of D.interactions) {
    if (at <= time + 1e-9 && at > before + 1e-9) found = label + " at " + shown + " s";
  }
  return found;
}
function inTransaction(tx) {
  if (tx < 0) return " outside any transaction";
  return " in transaction T" + txId(tx) + " " + txLabel(tx);
}
// A tick named as a user reads it, in frames: `frame 58`, a frame's later pass `frame 58, pass 2`,
// an idle run the clock skipped `frames 1–5`.
function frameName(pos) {
  if (pos < 0) return "before the trace";
  if (isSpan(pos)) return "frames " + D.frames[pos] + "–" + lastFrame(pos);
  return "frame " + D.frames[pos] + (D.passes[pos] > 1 ? ", pass " + D.passes[pos] : "");
}
function explain(node, pos) {
  const steps = [];
  const seen = new Set();
  const queue = [[node, pos, 0]];
  while (queue.length && steps.length < 60) {
    const [n, p, depth] = queue.shift();
    const key = n * (T + 1) + p;
    if (seen.has(key)) continue;
    seen.add(key);
    const say = (text) => steps.push({ node: name(n), tick: p < 0 ? null : D.tickIndices[p], depth, text });
    if (p < 0) { say(name(n) + " already had this value when the trace began."); continue; }
    const at = findEvent(p, n, [K.evaluated, K.verified, K.set]);
    if (at < 0) {
      // Its value is from the last tick it ran or was written in (its value before the trace,
      // at −1, when it did neither).
      const ticks = valTicks(n), index = lastAtOrBefore(ticks, p), last = index < 0 ? -1 : ticks[index];
      const written = last >= 0 && findEvent(last, n, [K.set]) >= 0;
      const did = written ? " was not written at " : " did not run at ";
      if (last >= 0) {
        say(name(n) + did + frameName(p) + "; its value " + valueText(valueAt(n, p))
          + " is from " + frameName(last) + (written ? ", when it was last written." : ", the last frame it ran."));
        queue.push([n, last, depth + 1]);
      } else {
        say(name(n) + " did not run at " + frameName(p) + ", and has not run since the trace began"
          + (index >= 0 ? ": its value " + valueText(valueAt(n, p)) + " is the one it had before." : "."));
      }
      continue;
    }
    const kind = EV[at];
    if (kind === K.set) {
      const tx = EV[at + 5];
      const by = interactionAt(p);
      say(name(n) + " was set " + valueText(EV[at + 2]) + " → " + valueText(EV[at + 3]) + " at " + frameName(p)
        + (tx < 0 ? " as a plain write, in no transaction" : inTransaction(tx))
        + (by ? ", by the script step “" + by + "”" : "")
        + (EV[at + 4] ? "." : " (equal: nothing was marked)."));
      continue;
    }
    if (kind === K.verified) {
      const cut = [];
      for (let i = edgeStart[n]; i < edgeStart[n + 1]; i++) {
        const e = edgeFlat[i];
        if (edgeTarget[e] === n && edgeAt(e, p) && status[edgeSource[e]] === STATUS_CUT) cut.push(edgeSource[e]);
      }
      say(name(n) + " was verified at " + frameName(p) + ": none of its inputs changed, so it did not run"
        + (cut.length ? " (" + cut.map(name).join(", ") + " ran but was cut off)." : "."));
      for (const c of cut) queue.push([c, p, depth + 1]);
      continue;
    }
    const outcome = EV[at + 2], count = EV[at + 5], inputs = [];
    for (let i = 0; i < count; i++) inputs.push(EV[at + 6 + i]);
    const to = valueText(EV[at + 4]), from = valueText(EV[at + 3]);
    if (outcome === OUTCOME.initial) {
      say(name(n) + " ran for the first time at " + frameName(p) + ": " + to + ".");
      continue;
    }
    const because = inputs.length ? " because " + inputs.map(name).join(" and ") + " changed" : "";
    if (outcome === OUTCOME.unchanged) {
      say(name(n) + " ran at " + frameName(p) + because + ", and its value stayed " + to
        + ": cut off, nothing below it runs.");
    } else {
      say(name(n) + " ran at " + frameName(p) + because + ": " + from + " → " + to + ".");
    }
    for (const input of inputs) {
      if (input === TIME) {
        timeReason(n, p, depth + 1, steps, queue);
      } else {
        const index = lastAtOrBefore(changeTicks(input), p);
        queue.push([input, index < 0 ? -1 : changeTicks(input)[index], depth + 1]);
      }
    }
  }
  return steps;
}
function timeReason(n, p, depth, steps, queue) {
  const say = (text) => steps.push({ node: "time", tick: D.tickIndices[p], depth, text });
  // The animations running on the node at this tick, from its animation events up to it.
  const running = new Map(), all = new Map();
  let sequencer = -1, sequencerAt = -1;
  const ticks = animTicks(n), last = lastAtOrBefore(ticks, p);
  for (let i = 0; i <= last; i++) {
    forEachEvent(ticks[i], (at) => {
      if (EV[at + 1] !== n) return;
      switch (EV[at]) {
        case K.animationStarted: case K.animationCombined:
          running.set(EV[at + 2], [ticks[i], at]); all.set(EV[at + 2], [ticks[i], at]); break;
        case K.animationMerged:
          running.delete(EV[at + 3]); running.set(EV[at + 2], [ticks[i], at]); all.set(EV[at + 2], [ticks[i], at]);
          break;
        case K.animationFinished: if (ticks[i] < p) running.delete(EV[at + 2]); break;
        case K.keyframesStarted: case K.phaseEntered: sequencer = ticks[i]; sequencerAt = at; break;
        default: break;
      }
    });
  }
  const role = ROLES[D.roles[n]];
  if (!running.size && sequencerAt >= 0) {
    const keyframes = EV[sequencerAt] === K.keyframesStarted;
    say("time changed: " + name(n) + " depends on time while its " + (keyframes ? "keyframes play" : "phase animates")
      + ", since " + frameName(sequencer) + ".");
    queue.push([n, sequencer, depth + 1]);
    return;
  }
  if (!running.size) {
    say("time changed: " + name(n) + (role === "timeline" ? "'s schedule reads the clock every frame." : " reads the clock."));
    return;
  }
  const entries = Array.from(running.entries()).sort((a, b) => a[1][0] - b[1][0]);
  say("time changed: " + name(n) + " depends on time while " + (entries.length === 1 ? "its animation runs" :
    "its " + entries.length + " animations run") + ".");
  const described = new Set();
  // `by`: the animation that takes over from this one, when this one is described as the one taken over.
  const describe = (entry, start, at, level, by) => {
    if (described.has(entry) || described.size > 8) return;
    described.add(entry);
    const merged = EV[at] === K.animationMerged, animation = S[EV[at + (merged ? 4 : 3)]];
    let model = "";
    const modelAt = findEvent(start, n, [K.modelChanged]);
    if (modelAt >= 0) {
      const tx = EV[modelAt + 4];
      model = ", when its model changed " + valueText(EV[modelAt + 2]) + " → " + valueText(EV[modelAt + 3])
        + inTransaction(tx)
        + (EV[modelAt + 5] >= 0 && (tx < 0 || !txLabel(tx).includes(S[EV[modelAt + 5]]))
          ? " with animation " + S[EV[modelAt + 5]] : "");
    }
    steps.push({ node: name(n), tick: D.tickIndices[start], depth: level,
      text: "Animation A" + entry + " " + animation + (by === undefined ? "" : ", which A" + by + " takes over from,")
        + " started on " + name(n) + " at " + frameName(start) + model
        + (merged ? ": A" + entry + " takes over from A" + EV[at + 3] + ", keeping its velocity." : ".") });
    queue.push([n, start, level + 1]);
    if (merged && all.has(EV[at + 3])) {
      const [before, beforeAt] = all.get(EV[at + 3]);
      describe(EV[at + 3], before, beforeAt, level + 1, entry);
    }
  };
  for (const [entry, [start, at]] of entries.slice(-4)) describe(entry, start, at, depth + 1);
}
function whyText(node, pos) {
  return explain(node, pos).map((step) => step.text);
}

// The graph panel: two canvases, drawn for what is on screen only.
const canvas = document.getElementById("graph"), context = canvas.getContext("2d");
const edgeCanvas = document.getElementById("graph-edges"), edgeContext = edgeCanvas.getContext("2d");
let scale = 1, offsetX = 0, offsetY = 0, cssWidth = 0, cssHeight = 0;
const FILL = ["#f6f8fa", "#b4e5c2", "#ffe5a0", "#cde2ff", "#b4e5c2"];
const EDGE = ["#8c959f", "#1a7f37", "#9a6700", "#0969da", "#1a7f37"];
const STATUS_NAMES = ["not run", "evaluated, changed", "evaluated, cut off", "verified", "written"];
// Canvas sizes, kept up to date by a ResizeObserver, so drawing never forces a layout.
const sizes = new Map();
function measure(element) {
  const box = element.getBoundingClientRect();
  sizes.set(element, [Math.max(1, Math.round(box.width)), Math.max(1, Math.round(box.height))]);
}
function resizeCanvas(element) {
  if (!sizes.has(element)) measure(element);
  const ratio = window.devicePixelRatio || 1, [w, h] = sizes.get(element);
  if (element.width !== Math.round(w * ratio) || element.height !== Math.round(h * ratio)) {
    element.width = Math.round(w * ratio); element.height = Math.round(h * ratio);
  }
  return [w, h, ratio];
}
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
const valueLabel = (n, v, pos) => n === TIME ? D.times[pos].toFixed(3) + " s" : v < 0 ? "—" : valueText(v);
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
// The tip: a node's or an event's whole text, which its panel may cut, shown by the pointer.
const tip = document.getElementById("tip");
function showTip(text, clientX, clientY, code) {
  tip.classList.toggle("code", code);
  setText(tip, text);
  tip.hidden = false;
  const width = tip.offsetWidth, height = tip.offsetHeight;
  const x = Math.max(4, Math.min(window.innerWidth - width - 4, clientX + 14));
  const y = clientY + 18 + height > window.innerHeight - 4 ? clientY - height - 10 : clientY + 18;
  tip.style.transform = "translate(" + x + "px, " + Math.max(4, y) + "px)";
}
function hideTip() { tip.hidden = true; }
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

// The playhead: the ruler's marks, the slider, the readout.
const ruler = document.getElementById("ruler"), slider = document.getElementById("slider");
slider.max = String(Math.max(0, T - 1));
function tickX(pos, w) { return T <= 1 ? w / 2 : 8 + (w - 16) * pos / (T - 1); }
// A canvas whose drawing changes only with its size or what it shows (`key`), drawn again
// only then. Its playhead is an element of its own over it, moved by a transform: a seek
// draws nothing on the canvas.
function drawStatic(element, cache, key, draw) {
  const [w, h, ratio] = resizeCanvas(element);
  const fullKey = key + "|" + element.width + "x" + element.height;
  if (cache.key !== fullKey) {
    const c = element.getContext("2d");
    c.setTransform(1, 0, 0, 1, 0, 0);
    c.clearRect(0, 0, element.width, element.height);
    c.setTransform(ratio, 0, 0, ratio, 0, 0);
    draw(c, w, h);
    cache.key = fullKey;
  }
  return [w, h];
}
// Moves an element over a canvas to (x, y) in its CSS pixels, if it is not there already.
function place(element, x, y) {
  const transform = "translate(" + x + "px, " + y + "px)";
  if (element.dataset.at !== transform) { element.style.transform = element.dataset.at = transform; }
}
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

// The events, plot, drawing and why panels.
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
const whyElement = document.getElementById("why"), whyNode = document.getElementById("why-node");
// The chain's items are kept from one seek to the next: an item whose text and depth are
// the same is left alone, so the browser lays out again only the lines that changed.
const whyTexts = [], whyDepths = [];
function drawWhy() {
  const steps = selected < 0 ? [] : explain(selected, current);
  setText(whyNode, selected < 0 ? "select a node" : name(selected) + " at " + frameName(current));
  whyNode.title = whyNode.textContent;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i], depth = Math.min(step.depth, 8);
    let item = whyElement.children[i];
    if (!item) { item = whyElement.appendChild(document.createElement("li")); whyTexts[i] = null; whyDepths[i] = -1; }
    if (whyTexts[i] !== step.text) { item.textContent = whyTexts[i] = step.text; }
    if (whyDepths[i] !== depth) { item.style.marginLeft = depth * 10 + "px"; whyDepths[i] = depth; }
  }
  while (whyElement.children.length > steps.length) whyElement.lastElementChild.remove();
  whyTexts.length = whyDepths.length = steps.length;
}
const plot = document.getElementById("plot");
const plotTitle = document.getElementById("plot-title");
const PALETTE = ["#0969da", "#cf222e", "#1a7f37", "#8250df", "#bc4c00", "#1b7c83", "#bf3989", "#6e7781"];
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
  for (const [label, points] of byComponent) {
    let low = Infinity, high = -Infinity;
    for (const [, v] of points) { low = Math.min(low, v); high = Math.max(high, v); }
    series.push({ label: label || name(selected), points, low, high });
  }
}
// The plot's geometry: one strip per number, each on its own scale, so a level of 0.5 and
// an amplitude of 16 both show their shape; the playhead runs through them all.
function plotGeometry(w, h) {
  const strips = series.slice(0, 6), left = 52, right = w - 10, top = 6, bottom = h - 18;
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
const shownNumber = (v) => String(Math.round(v * 1000) / 1000);
function drawPlotCurves(c, w, h) {
  c.font = "11px system-ui, sans-serif";
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
    c.fillStyle = "#656d76"; c.textAlign = "right";
    c.textBaseline = "top"; c.fillText(shownNumber(high), left - 4, stripTop);
    c.textBaseline = "bottom"; c.fillText(shownNumber(low), left - 4, stripBottom);
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
  setText(plotTitle, selected < 0 ? "Plot" : "Plot of " + name(selected)
    + (series.length > 6 ? " · 6 of its " + series.length + " numbers" : ""));
  plotTitle.title = selected < 0 ? "" : name(selected);
  const [w, h] = drawStatic(plot, plotCache, "plot " + seriesVersion, drawPlotCurves);
  drawPlotPlayhead(w, h);
}
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
  setText(readout, frameName(pos) + (isSpan(pos) ? " idle" : "") + " · t = " + D.times[pos].toFixed(3) + " s");
  drawGraph(); drawRuler(); drawEvents(); drawWhy(); drawPlot(); drawDrawing(); drawSelection();
  if (window.animaticTimings) window.animaticTimings.lastRender = { start, script: performance.now() - start };
}
function setText(element, text) { if (element.textContent !== text) element.textContent = text; }
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
// 12345 as "12,345", without the locale tables a first toLocaleString loads.
const grouped = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
if (D.dropped > 0) {
  const banner = document.getElementById("banner");
  banner.hidden = false;
  banner.textContent = "The trace's first " + grouped(D.dropped) + " ticks are missing: it is bounded "
    + "(TraceMode.lastTicks), so it begins at " + frameName(0) + ". Values from before then are unknown until a node runs again.";
}
if (SCREEN) buildScreen(); else buildDrawing();
fit();
const initial = (() => {
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
    };
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
})();
