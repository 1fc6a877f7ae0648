import Testing

@testable import PostgresResponseStore

/// The store's breaker: a refusal stops calls at once, late answers only three in a row, and a
/// success starts counting again.
@Suite("PostgresResponseStore: the circuit breaker")
struct CircuitBreakerTests {
    @Test("two late answers keep calls going; the third stops them for the cooldown, reported once")
    func lateAnswers() {
        let breaker = CircuitBreaker(cooldown: .seconds(5))
        let start = ContinuousClock.now
        #expect(breaker.recordFailure(isLate: true, at: start) == false)
        #expect(breaker.recordFailure(isLate: true, at: start) == false)
        #expect(breaker.allowsCall(at: start))
        #expect(breaker.recordFailure(isLate: true, at: start) == true)
        #expect(!breaker.allowsCall(at: start.advanced(by: .seconds(4))))
        #expect(breaker.allowsCall(at: start.advanced(by: .seconds(5))))
        // Late again after the cooldown: down at once, and not reported again.
        #expect(breaker.recordFailure(isLate: true, at: start.advanced(by: .seconds(5))) == false)
        #expect(!breaker.allowsCall(at: start.advanced(by: .seconds(6))))
        #expect(breaker.recordSuccess() == true)
        #expect(breaker.allowsCall(at: start.advanced(by: .seconds(6))))
    }

    @Test("a refusal stops calls at once; a success between late answers starts the count again")
    func refusalsAndSuccesses() {
        let breaker = CircuitBreaker(cooldown: .seconds(5))
        let start = ContinuousClock.now
        #expect(breaker.recordFailure(isLate: true, at: start) == false)
        #expect(breaker.recordFailure(isLate: true, at: start) == false)
        #expect(breaker.recordSuccess() == false)
        #expect(breaker.recordFailure(isLate: true, at: start) == false)
        #expect(breaker.recordFailure(isLate: true, at: start) == false)
        #expect(breaker.allowsCall(at: start))
        #expect(breaker.recordFailure(isLate: false, at: start) == true)
        #expect(!breaker.allowsCall(at: start))
    }
}
