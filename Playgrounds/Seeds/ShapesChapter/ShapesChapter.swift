/// The code of seed 003, the chapter "Shapes Have to Be Redrawn": polygons that morph or snap, a
/// wave tank with a coupled `AnimatablePair`, a trimmed progress ring, and the chapter's five
/// challenges.
enum ShapesChapter {}
