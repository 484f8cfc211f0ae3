import Animatic
import AnimaticExports

/// The inspector page's fixed parts: the markup, the styles and the script around the data.
///
/// The page is `head(title:)`, then the data's JSON, then `tail`. It names no URL: no stylesheet,
/// font, image or script comes from anywhere but the file itself.
package enum _InspectorPage {
    /// Everything before the data: the markup of the six panels, the styles, and the opening of
    /// the element that holds the data.
    static func head(title: String) -> String {
        let title = escaped(title)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <link rel="icon" href="data:,">
            <title>\(title) · Animatic inspector</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <header id="top">
              <h1><span class="brand">Animatic</span> \(title)</h1>
              <span id="readout" aria-live="polite"></span>
              <span class="keys">← → frame · Shift+← → event · Home End · Space play</span>
            </header>
            <div id="banner" role="alert" hidden></div>
            <section id="playhead" aria-label="Playhead">
              <button id="play" type="button" title="Play or pause (Space)">▶ Play</button>
              <select id="speed" title="Playback speed">
                <option value="1">1×</option>
                <option value="0.25">¼×</option>
              </select>
              <div id="rulerbox">
                <canvas id="ruler" aria-hidden="true"></canvas>
                <div id="ruler-head" aria-hidden="true"></div>
                <input id="slider" type="range" min="0" max="0" step="1" value="0" aria-label="Frame">
              </div>
            </section>
            <main>
              <section id="graph-panel" class="panel">
                <h2>Graph <span class="hint">drag, wheel, click a node</span></h2>
                <div id="legend"></div>
                <div id="graph-box">
                  <canvas id="graph-edges" aria-hidden="true"></canvas>
                  <canvas id="graph" aria-label="The node graph at the playhead"></canvas>
                  <div id="selection" aria-live="polite" hidden></div>
                </div>
              </section>
              <section id="events-panel" class="panel">
                <h2>Events of this frame</h2>
                <div id="events"><div id="events-sizer"></div><pre id="events-rows"></pre></div>
              </section>
              <section id="why-panel" class="panel">
                <h2>Why <span id="why-node" class="hint"></span></h2>
                <ol id="why"></ol>
              </section>
              <section id="plot-panel" class="panel">
                <h2 id="plot-title">Plot</h2>
                <p id="plot-constants" hidden></p>
                <div id="plot-box">
                  <canvas id="plot" aria-label="The selected node's numbers over time"></canvas>
                  <div id="plot-head" aria-hidden="true"></div>
                </div>
              </section>
              <section id="drawing-panel" class="panel">
                <h2>Drawing at the playhead</h2>
                <div id="drawing"></div>
              </section>
            </main>
            <div id="tip" role="tooltip" hidden></div>
            <script id="trace-data" type="application/json">
            """
    }

    /// Everything after the data: the script, and the end of the document.
    static var tail: String {
        "\n</script>\n<script>\n" + script + "\n</script>\n</body>\n</html>\n"
    }

    /// The page's styles, `Resources/inspector.css`: a grid of panels filling the window, system
    /// fonts only. SwiftPM embeds the file's bytes in the module (`PackageResources`), so the page
    /// needs no file at run time.
    static let style = String(decoding: PackageResources.inspector_css, as: UTF8.self)

    /// The page's script, the files of ``scriptFiles`` put together: it reads the data, draws the
    /// panels, answers `window.animatic`. Embedded as the styles are; CI checks its syntax with
    /// `node --check`, each file's and the whole script's (`.ci/inspector-script`).
    ///
    /// It reads the packed events into one `Int32Array` and, in one pass, builds the per-node
    /// records (values, changes, animation events), the edges' lifetimes and the ruler's marks; a
    /// node's records are laid out as arrays when a panel first asks for them. A seek reads one
    /// tick's events and draws, at the next animation frame, only what is on screen. It words
    /// nothing itself that the trace words: the event kinds, the roles, the event lines of the
    /// timeline and the ticks' headers come in the data (see ``_InspectorData``).
    ///
    /// The files are one program: in strict mode, inside one function, one file after the other,
    /// each ending in a newline (so a last line that is a comment ends there). The panels share
    /// the decoded data and the seek's state as that function's declarations; nothing reaches the
    /// page's global scope but `window.animatic` and `window.animaticTimings`.
    static let script =
        "\"use strict\";\n(function () {\n"
        + scriptFiles.map { file in
            let text = String(decoding: file.bytes, as: UTF8.self)
            return text.hasSuffix("\n") ? text : text + "\n"
        }.joined() + "})();\n"

    /// The script's files, `Resources/inspector-*.js`, in the order the page runs them:
    ///
    /// - `inspector-data.js`: the data parsed and its events decoded, the indexes built from them,
    ///   the playhead, the selection, and what every node did at the playhead.
    /// - `inspector-shared.js`: what the panels share: canvases' sizes, drawing a canvas again only
    ///   when what it shows changes, the tip, the palette.
    /// - `inspector-timeline.js`: the timeline's lines, and the events panel.
    /// - `inspector-why.js`: why a node ran, and the why panel.
    /// - `inspector-graph.js`: the graph panel, with its panning, zooming and clicks.
    /// - `inspector-ruler.js`: the ruler, its time axis (the plot's too), the slider, the readout.
    /// - `inspector-plot.js`: the plot panel.
    /// - `inspector-drawing.js`: the drawing panel: the shapes nodes' values are, or the screen.
    /// - `inspector-controls.js`: seeking, selecting, the address's tick, playing, the keys.
    /// - `inspector-startup.js`: the legend, the banner, the first paint, and `window.animatic`.
    ///
    /// The order matters where a file's top level runs: there it may use only what it or a file
    /// before it declares with `const` or `let`. A function may use a later file's declarations,
    /// as long as it is not called before that file has run; the first paint, which calls the
    /// panels' functions, is in the last file. Adding a file is one line here and its
    /// `.embedInCode` in Package.swift; `.ci/inspector-script` reads the order from this list.
    static let scriptFiles: [(name: String, bytes: [UInt8])] = [
        ("inspector-data.js", PackageResources.inspector_data_js),
        ("inspector-shared.js", PackageResources.inspector_shared_js),
        ("inspector-timeline.js", PackageResources.inspector_timeline_js),
        ("inspector-why.js", PackageResources.inspector_why_js),
        ("inspector-graph.js", PackageResources.inspector_graph_js),
        ("inspector-ruler.js", PackageResources.inspector_ruler_js),
        ("inspector-plot.js", PackageResources.inspector_plot_js),
        ("inspector-drawing.js", PackageResources.inspector_drawing_js),
        ("inspector-controls.js", PackageResources.inspector_controls_js),
        ("inspector-startup.js", PackageResources.inspector_startup_js),
    ]

    /// `text` with the characters that mean something in HTML escaped.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
