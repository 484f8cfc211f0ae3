/// The code of seed 002, an explainer on `Animatable` and the simplified attribute graph: a
/// counter, and a view that follows a path. (Its wiggle is the `wiggle` scene.)
enum GraphExplainer {}
