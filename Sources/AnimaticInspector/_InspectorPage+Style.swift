import Animatic
import AnimaticExports

extension _InspectorPage {
    /// The page's styles: a grid of panels filling the window, system fonts only.
    static let style = #"""
        :root {
          --ink: #1f2328; --muted: #656d76; --line: #d0d7de; --panel: #ffffff; --back: #f3f4f6;
          --changed: #b4e5c2; --changed-edge: #1a7f37; --cut: #ffe5a0; --cut-edge: #9a6700;
          --verified: #cde2ff; --verified-edge: #0969da; --idle: #f6f8fa; --idle-edge: #8c959f;
          --time: #cf222e; --accent: #8250df;
          font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
          color: var(--ink); background: var(--back);
        }
        * { box-sizing: border-box; }
        html, body { margin: 0; height: 100%; }
        body { display: flex; flex-direction: column; min-height: 640px; }
        header { display: flex; align-items: baseline; gap: 16px; padding: 8px 14px 4px; }
        h1 { font-size: 17px; margin: 0; font-weight: 600; }
        h1 .brand { color: var(--accent); }
        #readout { font-variant-numeric: tabular-nums; font-size: 14px; }
        .keys { margin-left: auto; color: var(--muted); font-size: 12px; }
        #banner { margin: 4px 14px; padding: 8px 12px; border-radius: 6px; background: #fff8c5;
          border: 1px solid #d4a72c; font-size: 13px; }
        #playhead { display: flex; align-items: center; gap: 8px; padding: 4px 14px 6px; }
        #play { width: 84px; font: inherit; font-size: 13px; padding: 4px 8px; border-radius: 6px;
          border: 1px solid var(--line); background: var(--panel); cursor: pointer; }
        #speed { font: inherit; font-size: 13px; padding: 3px; border-radius: 6px; border: 1px solid var(--line); }
        #rulerbox { position: relative; flex: 1; height: 44px; }
        #ruler { position: absolute; inset: 0; width: 100%; height: 100%; }
        #slider { position: absolute; left: 0; right: 0; bottom: 0; width: 100%; margin: 0; height: 18px;
          background: transparent; accent-color: var(--accent); }
        main { flex: 1; min-height: 0; display: grid; gap: 8px; padding: 0 14px 12px;
          grid-template-columns: minmax(0, 1fr) minmax(0, 0.75fr) minmax(0, 1.4fr);
          grid-template-rows: minmax(0, 1.5fr) minmax(0, 1fr);
          grid-template-areas: "graph graph events" "plot drawing why"; }
        .panel { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; min-height: 0;
          display: flex; flex-direction: column; overflow: hidden; contain: strict; }
        .panel h2 { font-size: 13px; margin: 0; padding: 6px 10px; border-bottom: 1px solid var(--line);
          font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .hint { color: var(--muted); font-weight: 400; }
        #graph-panel { grid-area: graph; position: relative; }
        #graph-box { flex: 1; min-height: 0; position: relative; }
        #graph-box canvas { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
        #graph { cursor: grab; }
        #legend { position: absolute; top: 6px; right: 10px; font-size: 11px; display: flex; gap: 12px;
          pointer-events: none; }
        #legend i { display: inline-block; width: 10px; height: 10px; border: 1px solid; margin-right: 4px;
          vertical-align: -1px; border-radius: 2px; }
        #events-panel { grid-area: events; }
        #events { flex: 1; min-height: 0; position: relative; overflow: auto; font-size: 11px;
          font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; }
        #events-sizer { width: 1px; }
        #events-rows { position: absolute; top: 0; left: 0; margin: 0; padding: 6px 10px; line-height: 16px;
          will-change: transform; }
        #why-panel { grid-area: why; }
        #why { flex: 1; overflow: auto; margin: 0; padding: 6px 10px 6px 30px; font-size: 12.5px; line-height: 1.45; }
        #why li { margin-bottom: 4px; }
        #why li.detail { list-style: none; color: var(--muted); }
        #plot-panel { grid-area: plot; }
        #plot-box { flex: 1; min-height: 0; position: relative; }
        #plot { position: absolute; inset: 0; width: 100%; height: 100%; display: block; }
        #ruler-head, #plot-head { position: absolute; left: 0; top: 0; background: #cf222e; pointer-events: none;
          will-change: transform; }
        #ruler-head { width: 2px; height: 24px; }
        #plot-head { width: 1.5px; }
        .plot-label { position: absolute; left: 0; top: 0; height: 15px; padding: 0 4px; line-height: 15px;
          font: 600 11px system-ui, sans-serif; white-space: pre; background: rgba(255, 255, 255, 0.85);
          pointer-events: none; }
        #drawing-panel { grid-area: drawing; }
        #drawing { flex: 1; min-height: 0; display: flex; gap: 10px; padding: 8px; align-items: stretch;
          justify-content: center; overflow: hidden; }
        #drawing figure { margin: 0; flex: 1; min-width: 0; display: flex; flex-direction: column; align-items: center; }
        #drawing svg { flex: 1; min-height: 0; width: 100%; background: #fafbfc; border: 1px solid var(--line);
          border-radius: 6px; }
        #drawing figcaption { font-size: 11px; color: var(--muted); padding-top: 3px; text-align: center;
          white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 100%; }
        .empty { color: var(--muted); font-size: 12.5px; padding: 10px; align-self: center; }
        """#
}
