/// What a button does, as SwiftUI's `ButtonRole`: recorded with the button (its description says
/// `role: .destructive`). AnimaticUI draws a button as its label, whatever its role.
public struct ButtonRole: Equatable, Sendable, CustomStringConvertible {
    let name: String

    /// A button that deletes or removes something.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels what is being done.
    public static let cancel = ButtonRole(name: "cancel")

    /// The role's name: `destructive`.
    public var description: String { name }
}
