/// The type of a `#colorLiteral(…)` whose type the code leaves open, as UIKit makes it `UIColor`:
/// AnimaticUI makes it ``Color``, so `.fill(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1))`
/// compiles. Not API.
public typealias _ColorLiteralType = Color
