/// The code of seed 001, a short note on `@Animatable`: an arc whose angles animate while its
/// direction does not.
enum ArcNote {}
