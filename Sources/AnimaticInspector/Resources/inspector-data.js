// The inspector page's script: the data. It parses the page's data, decodes the packed events
// into one Int32Array and builds, in one pass, the indexes the panels read; it holds the
// playhead and the selection, and what every node did at the playhead. It words nothing the
// trace words: the event kinds, the roles, each tick's header and each event's line come in the
// data, from Swift (_InspectorData).
// _InspectorPage.scriptFiles gives the files' order; they run as one program, inside one function.
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
      if (head >= K.modelChanged && head !== K.animationLogicallyComplete && head !== K.completionFired && head !== K.scheduleFired && head !== K.viewWarning) {
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
// A live page's newest frame, when it is newer than this page's trace: what its nodes did and the
// values they changed to, shown on the graph until the page is seeked (see animatic.live).
let liveFrame = null;
function computeStatus(pos) {
  liveFrame = null;
  status.fill(STATUS_IDLE);
  forEachEvent(pos, (at) => {
    const kind = EV[at];
    if (kind === K.evaluated) status[EV[at + 1]] = EV[at + 2] === OUTCOME.unchanged ? STATUS_CUT : STATUS_CHANGED;
    else if (kind === K.verified && status[EV[at + 1]] === STATUS_IDLE) status[EV[at + 1]] = STATUS_VERIFIED;
    else if (kind === K.set && EV[at + 4] && status[EV[at + 1]] === STATUS_IDLE) status[EV[at + 1]] = STATUS_WRITTEN;
  });
}
// The statuses of a live frame: its evaluated nodes cut off, those that changed changed, the rest
// not run. Nodes made after this page was (not in its graph) are left out.
function computeLiveStatus(ran) {
  status.fill(STATUS_IDLE);
  const values = new Map();
  for (const nodeName of ran.evaluated) {
    const n = byName.get(nodeName);
    if (n !== undefined && status[n] === STATUS_IDLE) status[n] = STATUS_CUT;
  }
  ran.changed.forEach((nodeName, index) => {
    const n = byName.get(nodeName);
    if (n === undefined) return;
    status[n] = STATUS_CHANGED;
    if (ran.values && index < ran.values.length) values.set(n, ran.values[index]);
  });
  liveFrame = { frame: ran.frame, time: ran.time, values };
}
