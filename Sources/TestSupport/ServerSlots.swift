/// A count of the tests holding loopback servers, so that no more than ``limit`` do at once;
/// the rest wait their turn, first come first served (see ``LoopbackServer/run(_:_:)``).
actor ServerSlots {
    /// The slots every ``LoopbackServer/run(_:_:)`` shares.
    static let shared = ServerSlots(limit: limit)

    /// How many tests may hold servers at once: well below Dispatch's 255 threads, even when
    /// each holds two or three servers.
    static let limit = 48

    /// Whether the current task (and so its child tasks) already holds a slot.
    @TaskLocal static var isHeld = false

    private let capacity: Int
    private var taken = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) { capacity = limit }

    /// Takes a slot, waiting for one when all are taken.
    func acquire() async {
        if taken < capacity {
            taken += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Gives a slot back: to the longest-waiting test, if any.
    func release() {
        if waiting.isEmpty {
            taken -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
