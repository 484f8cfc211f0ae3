extension Color {
    /// The system colours a colour can be named after, in the order a name is looked for.
    private static let systemColors: [Color] = [
        .red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .gray, .black,
        .white,
    ]

    /// The name of the system colour whose red, green and blue are exactly these, if any: a colour
    /// an animation brings exactly onto `gray` is `gray`, so a timeline never words one colour as
    /// two (`gray.opacity(0.1) → Color(red: 0.557, …, opacity: 0.1)`).
    static func systemName(red: Double, green: Double, blue: Double) -> String? {
        systemColors.first { $0.red == red && $0.green == green && $0.blue == blue }?.name
    }
}
