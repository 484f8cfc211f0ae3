/// The identity of one completion handler of a ``Transaction``, shared by every copy of the
/// transaction. Not API.
///
/// A front end that queues writes (``AnimationGraph/enqueue(_:label:group:_:)``) may apply one
/// transaction's writes in several passes, when writes of other transactions come between them, as
/// SwiftUI's graph host does. The handler must then wait for the animations of all of them and fire
/// once: the graph keeps, per token, one ``_CompletionGroup`` while parts of the transaction are
/// queued (see ``AnimationGraph/queuedCompletions``). The token holds nothing of any graph, so a
/// transaction may be used on several graphs, one after another or at once.
final class _CompletionToken {}
