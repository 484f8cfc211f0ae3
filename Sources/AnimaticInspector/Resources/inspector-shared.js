// The inspector page's script: what the panels share. Canvases sized without forcing a layout,
// and drawn again only when what they show changes; elements moved over them; the tip; text set
// only when it changes; the palette; numbers grouped by thousands.
// _InspectorPage.scriptFiles gives the files' order; they run as one program, inside one function.
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
function setText(element, text) { if (element.textContent !== text) element.textContent = text; }
// The colours of the plot's numbers and of the drawing's shapes, in turn.
const PALETTE = ["#0969da", "#cf222e", "#1a7f37", "#8250df", "#bc4c00", "#1b7c83", "#bf3989", "#6e7781"];
// 12345 as "12,345", without the locale tables a first toLocaleString loads.
const grouped = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
