import AnimaticInspector

/// The live page of `animatic preview`: the controls of the clock, what can be tapped, the taps so
/// far as Swift, and the inspector's page of the frames the trace keeps, in a frame.
///
/// The page drives the clock: playing, its script asks for a frame at the browser's display rate
/// (one frame of the virtual clock per display frame at 1×, one every four at ¼×), and the server
/// runs one frame per request, so nothing in Animatic reads a clock of its own. Every answer is
/// shown at once: the frame counter, the frame's timeline (what ran and why), and the frame's
/// screen, drawn over the inspector's screen panel until the inspector's page, which comes again
/// from the server after a frame that ran something (less often while playing), shows that frame.
/// A click on either screen that lands on something tappable taps it (`Resources/live.js`).
enum LivePage {
    /// The page, for the scene `title`, given to the client with key `clientKey`.
    static func html(title: String, clientKey: String) -> String {
        let title = _InspectorPage.escaped(title)
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <link rel="icon" href="data:,">
            <title>\(title) · Animatic preview</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <header id="live-bar">
              <h1><span class="brand">Animatic</span> \(title) <span class="live">live</span></h1>
              <button id="live-play" type="button" title="Play or pause the clock">▶ Play</button>
              <select id="live-speed" title="Speed of the clock">
                <option value="1">real time</option>
                <option value="0.25">¼ speed</option>
              </select>
              <button id="live-step" type="button" title="Run one frame">Step</button>
              <span id="live-frame" aria-live="polite">frame 0</span>
              <span id="live-rate"></span>
              <span class="spacer"></span>
              <button id="live-save-page" type="button" title="Download the recorded inspector of the session">Save page</button>
              <button id="live-save-script" type="button" title="Download the taps as Swift">Save script</button>
              <button id="live-stop" type="button" title="Stop the server">Stop</button>
            </header>
            <main id="live-main">
              <section id="live-side">
                <h2>Tap <span class="hint">or click the screen</span></h2>
                <div id="live-tappable"></div>
                <h2 id="live-ran-title">Frame 0</h2>
                <div id="live-ran-note"></div>
                <div id="live-ran"></div>
                <h2>The session as a script</h2>
                <pre id="live-script">script: []</pre>
                <button id="live-copy" type="button">Copy as Swift</button>
                <div id="live-message" role="status"></div>
              </section>
              <div id="live-frames">
                <iframe id="live-inspector-0" class="front" title="Inspector of the frames kept"></iframe>
                <iframe id="live-inspector-1" class="back" title="Inspector of the frames kept"></iframe>
                <div id="live-screen" hidden title="The screen at the newest frame: click to tap"></div>
              </div>
            </main>
            <script id="live-config" type="application/json">{"client":"\(clientKey)"}</script>
            <script>
            \(script)
            </script>
            </body>
            </html>

            """
    }

    /// The page's styles, `Resources/live.css`, embedded in the module.
    static let style = String(decoding: PackageResources.live_css, as: UTF8.self)

    /// The page's script, `Resources/live.js`, embedded in the module; CI checks its syntax with
    /// `node --check` (`.ci/inspector-script`).
    static let script = String(decoding: PackageResources.live_js, as: UTF8.self)
}
