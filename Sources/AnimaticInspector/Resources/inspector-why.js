// The inspector page's script: why a node ran, as a chain of reasons down to the writes and the
// script steps that made them, and the why panel that shows it for the selected node.
// _InspectorPage.scriptFiles gives the files' order; they run as one program, inside one function.
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
