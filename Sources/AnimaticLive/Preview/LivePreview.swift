import AnimaticExports
import AnimaticUI

/// The routes of `animatic preview`: the live page, and the requests its script makes to drive a
/// ``LiveSession``.
///
/// Every request must name this server as its `Host` (`127.0.0.1:<port>` or `localhost:<port>`,
/// so that another site in the browser cannot reach it through a name of its own), and its path
/// must start with the random ``token`` the page's address carries. The first browser to load the
/// page holds the session: the page's script sends the key it was given with every request, the
/// browser keeps it as a cookie scoped to the token's path, so that a reload resumes the session,
/// and a page in another browser (without the cookie) is refused with 409. The routes, under `/<token>/`:
///
/// | route | method | answer |
/// | --- | --- | --- |
/// | (none) | GET | the live page |
/// | `state` | GET | the session's state, JSON |
/// | `frame` | POST | advances the clock one frame; the state |
/// | `tap?label=…` | POST | taps the label at the next frame; the state, or 422 for a label not on screen |
/// | `inspector` | GET | the inspector's page of the frames the trace keeps |
/// | `recorded` | GET | the recorded inspector's page of the whole session, scripted |
/// | `script` | GET | the taps as Swift |
/// | `stop` | POST | stops the server |
package final class LivePreview {
    /// The session the page drives.
    package let session: LiveSession
    /// The random part of the page's address: 32 hexadecimal digits from the system's random
    /// source.
    package let token: String
    /// The server's port, which a request's `Host` must name.
    package let port: UInt16
    /// Whether the page asked the server to stop.
    package private(set) var wantsToStop = false
    /// The key of the page that holds the session, once a page has loaded.
    private var clientKey: String?
    /// The ``LiveSession/screenVersion`` of the screen the page was last sent.
    private var screenSent = -1

    /// Creates the routes of `session` for a server on `port`.
    ///
    /// - Parameters:
    ///   - session: The session.
    ///   - port: The server's port.
    ///   - token: The address's token; a new random one by default.
    package init(session: LiveSession, port: UInt16, token: String = LivePreview.randomToken()) {
        self.session = session
        self.port = port
        self.token = token
    }

    /// The page's address.
    package var address: String { "http://127.0.0.1:\(port)/\(token)/" }

    /// 128 bits from the system's random source, as 32 hexadecimal digits.
    package static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(UInt32.random(in: .min ... .max, using: &generator), radix: 16)
            return String(repeating: "0", count: 8 - word.count) + word
        }.joined()
    }

    /// The answer to `request`.
    package func respond(to request: HTTPRequest) -> HTTPResponse {
        let hosts = ["127.0.0.1:\(port)", "localhost:\(port)"]
        guard let host = request.headers["host"] else {
            return .text(400, "The request has no Host field.")
        }
        guard hosts.contains(host.lowercased()) else {
            return .text(403, "The Host '\(host.prefix(80))' is not this server: it answers \(hosts[0]) only.")
        }
        if let origin = request.headers["origin"], !hosts.map({ "http://" + $0 }).contains(origin.lowercased()) {
            return .text(403, "Requests from '\(origin.prefix(80))' are refused: only the page itself may drive it.")
        }
        var components = request.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()[...]
        guard components.popFirst().map({ Self.same($0, token) }) == true else {
            return .text(403, "This address lacks the page's token: open the address the preview command printed.")
        }
        let route = components.joined(separator: "/")
        if route.isEmpty {
            guard request.method == "GET" else { return .text(405, "The page is read with GET.") }
            let key: String
            if let clientKey {
                // The browser that holds the session sends its key back as a cookie: a reload, or
                // the address opened again in that browser, resumes the session.
                guard let cookie = Self.cookie(Self.clientCookie, in: request), Self.same(cookie[...], clientKey) else {
                    return .text(
                        409,
                        "Another page already drives this session: one browser at a time. Use the browser that "
                            + "opened it first, or stop the preview and start it again for a new session.")
                }
                key = clientKey
            } else {
                key = Self.randomToken()
                clientKey = key
            }
            return HTTPResponse(
                status: 200, contentType: "text/html; charset=utf-8",
                body: Array(LivePage.html(title: session.scene.name, clientKey: key).utf8),
                headers: [
                    (
                        "Set-Cookie",
                        "\(Self.clientCookie)=\(key); Path=/\(token)/; HttpOnly; SameSite=Strict"
                    )
                ])
        }
        guard let method = Self.routes[route] else {
            return .text(
                404,
                "No route '\(route.prefix(80))': the page's routes are "
                    + Self.routes.keys.sorted().map { "'\($0)'" }.joined(separator: ", ") + ".")
        }
        guard request.method == method else {
            return .text(405, "'\(route)' is read with \(method), not \(request.method).")
        }
        guard let clientKey, request.headers["x-animatic-client"].map({ Self.same($0[...], clientKey) }) == true else {
            return .text(409, "Only the page that holds the session may drive it; this request is not from it.")
        }
        return answer(route, request)
    }

    /// The routes after the token, with their methods.
    static let routes = [
        "state": "GET", "frame": "POST", "tap": "POST", "inspector": "GET", "recorded": "GET", "script": "GET",
        "stop": "POST",
    ]

    private func answer(_ route: String, _ request: HTTPRequest) -> HTTPResponse {
        switch route {
        case "frame":
            session.advance()
            return state(screen: session.screenVersion != screenSent)
        case "tap":
            guard let label = request.query["label"] else {
                return .text(400, "A tap names its label: tap?label=<label>.")
            }
            do {
                try session.tap(label)
            } catch {
                return .text(422, error.description)
            }
            return state(screen: session.screenVersion != screenSent)
        case "inspector", "recorded":
            do {
                let inspector = try route == "inspector" ? session.inspector() : session.recordedInspector()
                return HTTPResponse(
                    status: 200, contentType: "text/html; charset=utf-8", body: Array(inspector.htmlData()))
            } catch {
                return .text(500, "The inspector cannot show this session: \(error).")
            }
        case "script":
            return HTTPResponse(
                status: 200, contentType: "text/plain; charset=utf-8", body: Array(session.swiftScript.utf8))
        case "stop":
            wantsToStop = true
            return .text(200, "The preview has stopped.")
        default:
            return state(screen: true)
        }
    }

    /// The session's state as the page reads it: the frame, what ran, what can be tapped and
    /// where, the latest taps; with `screen`, for a scene made from a view, the screen of the
    /// frame as SVG elements in screen points (`ScreenDrawing.group`), which the page draws until
    /// the inspector's page shows the frame.
    func state(screen: Bool = false) -> HTTPResponse {
        let json = LiveJSON()
        json.object {
            json.key("screenVersion").number(session.screenVersion)
            if screen, let moment = session.screens.last {
                json.key("screen").object {
                    json.key("frame").number(moment.frame)
                    json.key("width").number(Double(moment.displayList.size.width))
                    json.key("height").number(Double(moment.displayList.size.height))
                    json.key("svg").string(ScreenDrawing.group(moment.displayList))
                }
                screenSent = session.screenVersion
            }
            json.key("scene").string(session.scene.name)
            json.key("frame").number(session.frame)
            json.key("time").number(session.time)
            json.key("framesPerSecond").number(session.framesPerSecond)
            json.key("ran").object {
                json.key("frame").number(session.lastRun.frame)
                json.key("evaluated").strings(session.lastRun.evaluated)
                json.key("changed").strings(session.lastRun.changed)
                json.key("values").strings(session.lastRun.values)
                json.key("timeline").strings(session.lastTimeline)
            }
            switch session.nextFrameWithWork {
            case nil: json.key("nextWork").number(session.frame + 1)
            case Int.max?: json.key("nextWork").null()
            case let frame?: json.key("nextWork").number(frame)
            }
            json.key("tappable").strings(session.tappableLabels)
            json.key("targets").array { for group in targets() { json.element().strings(group) } }
            json.key("regions").array {
                for (label, box) in regions() {
                    json.element().object {
                        json.key("label").string(label)
                        json.key("box").array { for value in box { json.element().number(value) } }
                    }
                }
            }
            json.key("tapCount").number(session.taps.count)
            json.key("taps").array {
                for tap in session.taps.suffix(12) {
                    json.element().object {
                        json.key("label").string(tap.label)
                        json.key("frame").number(tap.frame)
                        json.key("time").string(tap.timeText)
                    }
                }
            }
        }
        return HTTPResponse(status: 200, contentType: "application/json", body: json.bytes)
    }

    /// What can be tapped, one list of labels for each view, the label a script names it by first.
    func targets() -> [[String]] { session.tapTargets }

    /// Where each view that can be tapped is drawn, as boxes in screen points (x, y, width,
    /// height), back to front, each named by the label a script names its view by: the texts and
    /// symbols a button's title and label draw (`like` for a button identified so, whose label
    /// draws a heart and a count), or the items whose nodes include the view a gesture is declared
    /// in. A text that several buttons share (`+ #1`, `+ #2`) is given to them in the order drawn.
    func regions() -> [(String, [Double])] {
        guard let host = session.host else { return [] }
        let groups = session.tapTargets.filter { !$0.isEmpty }
        // Each word to the target it names, by the target's first label.
        var named: [String: String] = [:]
        for group in groups {
            for label in group where named[label] == nil { named[label] = group[0] }
        }
        let names = groups.map { $0[0] }
        var shared: [String: Int] = [:]
        var result: [(String, [Double])] = []
        for item in host.displayList.items {
            let word = item.text ?? item.systemImage
            var label = word.flatMap { named[$0] }
            if label == nil, let word, named[word + " #1"] != nil {
                shared[word, default: 0] += 1
                label = named[word + " #\(shared[word]!)"]
            }
            if label == nil {
                label = names.first { item.view == $0 || item.nodes.contains($0) || item.nodes.contains($0 + ".body") }
            }
            guard let label else { continue }
            let frame = item.drawnFrame
            result.append(
                (label, [Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)]))
        }
        return result
    }

    /// The cookie that names the browser holding the session.
    static let clientCookie = "animatic-client"

    /// The value of the cookie `name` in the request's `Cookie` field, if it has one.
    static func cookie(_ name: String, in request: HTTPRequest) -> String? {
        guard let field = request.headers["cookie"] else { return nil }
        for pair in field.split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0].trimmingPrefix(" ") == name else { continue }
            return String(parts[1])
        }
        return nil
    }

    /// Whether `given` is `secret`, comparing every byte whatever the first difference.
    private static func same(_ given: Substring, _ secret: String) -> Bool {
        let a = Array(given.utf8)
        let b = Array(secret.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
