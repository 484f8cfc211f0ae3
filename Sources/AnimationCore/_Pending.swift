// Replaced by the AnimationCore sources.
