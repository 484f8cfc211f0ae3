/// The code of seed 004, Apple's `Animatable` reference page: a ring segment written with the
/// macro, and a wave shape whose hand-written `animatableData` clamps what it is given.
enum AnimatableReference {}
