import AnimaticUI
import Testing

// Views that do what SwiftUI diagnoses. Exit tests run in a process of their own, so the views are
// declared at file scope.

private struct Recount: View {
    @State private var count = 0
    var body: some View {
        count += 1
        return Text("\(count)")
    }
}

private struct Slider: View {
    @Binding var level: Double
    var body: some View {
        level = level + 0.1
        return Text("\(level)")
    }
}

private struct Mixer: View {
    @State private var level = 0.0
    var body: some View { Slider(level: $level) }
}

private struct Tally: View {
    static let countLine = #line + 1
    @State private var count = 7
    var body: some View { Text("\(count)") }
}

private struct Shade: View {
    static let schemeLine = #line + 1
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text("\(scheme)") }
}

private struct Rows: View {
    var body: some View {
        VStack {
            ForEach([1, 2, 2, 3], id: \.self) { Text("\($0)") }
        }
    }
}

private final class Panel: View {
    var body: some View { Text("panel") }
}

private struct Dashboard: View {
    var body: some View { VStack { Panel() } }
}

@Suite("What AnimaticUI diagnoses, naming the view and the property")
struct DiagnosticsTests {
    static func message(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }

    @Test("a body that writes its own state stops, naming the body and the state")
    func stateWrittenDuringBody() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ViewHost(Recount()).update()
        }
        #expect(
            Self.message(result).contains(
                "Modifying state during view update: Recount.body wrote Recount.count while it ran. A body must only "
                    + "read state; change it in an action (a Button's, onTapGesture's) or a completion handler."))
    }

    @Test("a body that writes through a binding, feeding its own input back, names the body and the state")
    func writeThroughBindingDuringBody() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ViewHost(Mixer()).update()
        }
        #expect(
            Self.message(result).contains(
                "Modifying state during view update: Slider.body wrote Mixer.level while it ran."))
    }

    @Test("a @State read outside an installed view answers its initial value and warns once")
    func stateOutsideInstalledView() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let view = Tally()
            // The body reads `count` though no host installed the view: 7, its initial value.
            let text = view.body
            precondition("\(text)" == "Text(\"7\")", "read \(text)")
            _ = view.body
        }
        let message = Self.message(result)
        let warning =
            "AnimaticUI warning: Accessing the @State property declared at AnimaticUITests/DiagnosticsTests.swift:"
            + "\(Tally.countLine) (Int) outside of a view that a ViewHost built: it "
            + "is not installed, so it reads its initial value and ignores writes. Read it in the view's body or its "
            + "actions."
        #expect(message.contains(warning))
        #expect(message.components(separatedBy: warning).count == 2, "the warning is given once: \(message)")
    }

    @Test("an @Environment read outside an installed view answers the default and names the line and the type")
    func environmentOutsideInstalledView() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let text = Shade().body
            precondition("\(text)" == "Text(\"light\")", "read \(text)")
        }
        #expect(
            Self.message(result).contains(
                "AnimaticUI warning: Accessing the @Environment property declared at "
                    + "AnimaticUITests/DiagnosticsTests.swift:\(Shade.schemeLine) (ColorScheme) outside of a view that "
                    + "a ViewHost built"))
    }

    @Test("duplicate ForEach ids: a warning naming the ForEach and the id, and only the first row shown")
    func duplicateForEachIDs() {
        // Captured, so that the passing test prints nothing.
        let (host, captured) = ViewHost.withWarningsCaptured {
            let host = ViewHost(Rows())
            host.update()
            return host
        }
        #expect(captured == host.warnings)
        #expect(host.warnings.count == 1)
        #expect(host.warnings.first?.contains("the ID 2 occurs multiple times within the collection") == true)
        #expect(host.warnings.first?.hasPrefix("ForEach") == true, "\(host.warnings)")
    }

    @Test("a root view that is a class stops, naming it")
    func rootClassView() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ViewHost(Panel())
        }
        #expect(
            Self.message(result).contains(
                "Panel is a class, and a view must be a value type: SwiftUI compares a view's values to decide "
                    + "whether its body runs again, which a shared instance defeats. Make Panel a struct."))
    }

    @Test("a class view inside a body stops too, naming it")
    func childClassView() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ViewHost(Dashboard()).update()
        }
        #expect(Self.message(result).contains("Panel is a class, and a view must be a value type"))
    }

    @Test("a captured warning is returned and not printed; outside a capture it is printed")
    func capturedWarnings() async {
        let captured = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let warnings = ViewHost.withWarningsCaptured { ViewHost(Rows()).update() }.warnings
            precondition(warnings.count == 1 && warnings[0].hasPrefix("ForEach"), "captured \(warnings)")
        }
        #expect(Self.message(captured).isEmpty, "\(Self.message(captured))")
        let printed = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            ViewHost(Rows()).update()
        }
        #expect(Self.message(printed).contains("AnimaticUI warning: ForEach: the ID 2 occurs multiple times"))
    }

    @Test("a property read outside an installed view, in a capture, is captured, and printed when read outside")
    func capturedUnlinkedWarning() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let warnings = ViewHost.withWarningsCaptured { _ = Shade().body }.warnings
            precondition(warnings.count == 1 && warnings[0].contains("@Environment"), "captured \(warnings)")
            // Captured once, it is still printed the first time it happens outside a capture.
            _ = Shade().body
        }
        let message = Self.message(result)
        #expect(message.components(separatedBy: "AnimaticUI warning:").count == 2, "\(message)")
    }
}
