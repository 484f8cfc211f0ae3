import AnimaticUI
import Foundation
import Testing

/// The article *SwiftUI coverage*, kept true: each row of its table is here, with its state, and
/// each row that says a name exists is compiled below, in a view that uses it as SwiftUI code does.
@Suite("The SwiftUI coverage article")
struct SwiftUICoverageTests {
    /// The rows: a name as the article writes it, and its state.
    static let rows: [(name: String, state: String)] = [
        // Views
        ("Text", "simulated"), ("Image(systemName:)", "simulated"), ("Image(_:)", "simulated"),
        ("Color", "simulated"), ("Circle, Rectangle, RoundedRectangle, Capsule, Ellipse", "simulated"),
        ("Shape (your own)", "simulated"), ("VStack, HStack, ZStack", "simulated"), ("Spacer", "simulated"),
        ("Group", "simulated"), ("ForEach", "simulated"), ("AnyView", "simulated"), ("EmptyView", "simulated"),
        ("Button", "simulated"), ("Toggle", "simulated"), ("Label", "simulated"),
        ("LinearGradient, RadialGradient, AngularGradient", "simulated"), ("PhaseAnimator", "simulated"),
        ("KeyframeAnimator", "simulated"), ("TimelineView", "simulated"),
        ("ScrollView", "simulated"), ("List", "simulated"), ("LazyVStack, LazyHStack", "simulated"),
        ("LazyVGrid, LazyHGrid, GridItem", "simulated"), ("GeometryReader", "simulated"), ("Canvas", "simulated"),
        ("Slider", "simulated"), ("Stepper", "simulated"),
        // Animation
        ("withAnimation", "simulated"), ("withAnimation(_:completionCriteria:_:completion:)", "simulated"),
        ("withTransaction", "simulated"), (".animation(_:value:)", "simulated"), (".animation(_:)", "simulated"),
        (".animation(_:body:)", "simulated"), (".transaction(_:)", "simulated"),
        (".phaseAnimator(_:trigger:content:animation:)", "simulated"),
        (".keyframeAnimator(initialValue:trigger:content:keyframes:)", "simulated"),
        // Views that come and go
        (".transition(_:)", "simulated"), ("AnyTransition", "simulated"), ("Transition", "simulated"),
        (".id(_:)", "simulated"), ("@Namespace", "simulated"), (".matchedGeometryEffect", "simulated"),
        // Lifecycle
        (".onAppear", "simulated"), (".onDisappear", "simulated"), (".onChange(of:initial:_:)", "simulated"),
        (".task", "missing"),
        // State
        ("@State", "simulated"), ("@Binding", "simulated"), ("@Environment", "simulated"),
        ("@Observable", "simulated"), ("@Bindable", "simulated"), ("@Environment(Model.self)", "simulated"),
        ("ObservableObject, @Published", "simulated"), ("@StateObject, @ObservedObject", "simulated"),
        ("@EnvironmentObject", "simulated"),
        // Effects
        (".offset", "simulated"), (".scaleEffect", "simulated"), (".rotationEffect", "simulated"),
        (".opacity", "simulated"), (".blur", "simulated"), (".trim", "simulated"), (".clipShape", "simulated"),
        (".mask", "simulated"), (".cornerRadius", "simulated"), (".shadow", "simulated"),
        (".rotation3DEffect", "simulated"), ("GeometryEffect", "simulated"),
        (".transformEffect", "simulated"), ("ProjectionTransform", "simulated"),
        // Layout
        (".frame", "simulated"), (".padding", "simulated"), (".background", "simulated"), (".overlay", "simulated"),
        (".fixedSize", "simulated"), (".zIndex", "simulated"), (".ignoresSafeArea", "simulated"),
        // Style and interaction
        (".foregroundStyle", "simulated"), (".foregroundColor", "simulated"), (".font", "simulated"),
        (".preferredColorScheme", "simulated"),
        (".onTapGesture", "simulated"), (".disabled", "simulated"), (".accessibilityIdentifier", "simulated"),
        (".buttonStyle", "simulated"), (".tint", "simulated"), (".accentColor", "simulated"),
        (".sensoryFeedback", "recorded only"),
        (".symbolEffect", "recorded only"),
        (".contentTransition", "recorded only"), (".navigationBarTitle", "recorded only"),
        ("DispatchQueue.main.asyncAfter", "simulated"), ("Timer.scheduledTimer", "simulated"),
        ("Timer.publish, .onReceive", "simulated"), ("UIScreen.main.bounds", "simulated"),
    ]

    @Test("the article's table has exactly these rows, with these states")
    func articleAgrees() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Docs/Animatic.docc/Articles/SwiftUICoverage.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let tableRows = text.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return (name: cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), state: cells[1])
        }
        #expect(tableRows.map(\.name) == Self.rows.map(\.name))
        #expect(tableRows.map(\.state) == Self.rows.map(\.state))
    }

    @Test("every row the article says exists compiles and builds in a host")
    func simulatedRowsCompile() {
        let host = ViewHost(Coverage())
        host.update()
        host.advance(by: 0.5)
        #expect(host.warnings.isEmpty, "\(host.warnings)")
        #expect(!host.displayList.items.isEmpty)
    }
}

@Observable private final class CoverageModel {
    var count = 0
}

private final class CoverageObject: ObservableObject {
    @Published var count = 0
}

/// Every name the article says exists, used as SwiftUI code uses it: views, state and effects in
/// views of their own, so that no one view's type nests deeper than apps' views do.
private struct Coverage: View {
    @State private var flag = false
    @State private var model = CoverageModel()
    @StateObject private var object = CoverageObject()
    @Namespace private var space
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        VStack {
            Views(flag: $flag)
            Text("\(model.count) \(object.count) \(space) \(scheme)")
                .matchedGeometryEffect(id: "text", in: space)
                .onAppear {}
                .onDisappear {}
                .onChange(of: flag) { _, _ in }
            Child(model: model, flag: $flag).environment(model).environmentObject(object)
            Effects(flag: flag)
            Containers(flag: $flag)
            Button("completion") {
                withAnimation(.easeIn, completionCriteria: .removed) {
                    flag.toggle()
                } completion: {
                }
                withTransaction(Transaction(animation: .linear)) { model.count += 1 }
            }
        }
    }

    struct Views: View {
        @Binding var flag: Bool

        var body: some View {
            VStack {
                Text("text").font(.title).foregroundStyle(.red).foregroundColor(.blue).preferredColorScheme(.light)
                Image(systemName: "heart").onTapGesture { flag.toggle() }
                Image("photo").resizable().frame(width: 20, height: 20)
                HStack {
                    Circle()
                    Rectangle().fill(Color.green)
                    RoundedRectangle(cornerRadius: 4)
                    Capsule()
                    Ellipse().trim(from: 0, to: 0.5)
                    Spacer()
                }
                .frame(height: 20)
                ZStack {
                    Group { Color.red }
                    EmptyView()
                    AnyView(Text("any"))
                }
                ForEach(0..<2) { index in Text("row \(index)").id(index) }
                Button("button") { withAnimation(.spring) { flag.toggle() } }
                Toggle("toggle", isOn: $flag)
                Label("label", systemImage: "star")
                Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                    .frame(height: 4)
                if flag {
                    Text("shown").transition(.slide).transition(AnyTransition.opacity.combined(with: .scale))
                }
            }
        }
    }

    struct Containers: View {
        @Binding var flag: Bool
        @State private var level = 0.5
        @State private var count = 0

        var body: some View {
            ScrollView(.vertical) {
                LazyVStack { Text("lazy") }
                LazyHStack { Text("row") }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 40)), GridItem(.fixed(20))]) { Text("cell") }
                LazyHGrid(rows: [GridItem(.flexible())]) { Text("cell") }
                List(0..<2) { index in Text("row \(index)") }.frame(height: 100)
                GeometryReader { proxy in Text("\(proxy.size.width)") }.frame(height: 20)
                Canvas { context, size in
                    context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                }
                .frame(height: 10)
                Slider(value: $level) { Text("level") }.tint(.orange)
                Stepper("count", value: $count, in: 0...3).accentColor(.green)
                Color.red.frame(width: UIScreen.main.bounds.width / 10, height: 1)
                Button("later") {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { flag.toggle() }
                    // This file imports Foundation too: AnimaticUI's Timer is named by its module.
                    AnimaticUI.Timer.scheduledTimer(withTimeInterval: 0.1, repeats: false) { _ in count += 1 }
                }
                .onReceive(AnimaticUI.Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in
                    count += 1
                }
            }
        }
    }

    struct Effects: View {
        let flag: Bool

        var body: some View {
            Text("effects")
                .offset(x: 1).scaleEffect(1).rotationEffect(.zero).opacity(1).blur(radius: 0)
                .clipShape(Rectangle()).mask(Rectangle()).cornerRadius(2).shadow(radius: 1)
                .padding().background(Color.white).overlay(EmptyView()).fixedSize(horizontal: false, vertical: false)
                .zIndex(0).ignoresSafeArea().disabled(false).accessibilityIdentifier("coverage")
                .animation(.default, value: flag).animation(.linear) { $0.opacity(1) }
                .transaction { $0.animation = nil }
                .buttonStyle(.borderedProminent).sensoryFeedback(.success, trigger: flag)
                .contentTransition(.numericText()).navigationBarTitle("title")
                .rotation3DEffect(.degrees(10), axis: (x: 0, y: 1, z: 0)).transformEffect(.identity)
                .modifier(Shake(animatableData: flag ? 1 : 0))
        }
    }

    struct Shake: GeometryEffect {
        var animatableData: CGFloat
        func effectValue(size: CGSize) -> ProjectionTransform {
            ProjectionTransform(CGAffineTransform(translationX: animatableData, y: 0))
        }
    }

    struct Child: View {
        @Bindable var model: CoverageModel
        @Binding var flag: Bool
        @Environment(CoverageModel.self) private var shared
        @EnvironmentObject private var object: CoverageObject
        @ObservedObject private var observed = CoverageObject()

        var body: some View {
            PhaseAnimator([0.0, 1.0]) { phase in Text("\(phase) \(shared.count) \(object.count)") }
                .phaseAnimator([0, 1], trigger: flag) { content, phase in
                    content.opacity(phase)
                } animation: { _ in
                    .default
                }
                .keyframeAnimator(initialValue: 0.0, trigger: flag) { content, value in
                    content.offset(x: value)
                } keyframes: { _ in
                    LinearKeyframe(1.0, duration: 0.1)
                }
                .symbolEffect(.bounce, value: flag)
            KeyframeAnimator(initialValue: 0.0, trigger: flag) { value in
                Text("\(value)")
            } keyframes: { _ in
                LinearKeyframe(1.0, duration: 0.1)
            }
            TimelineView(.animation) { context in Text("\(context.date.timeIntervalSinceReferenceDate)") }
        }
    }
}
