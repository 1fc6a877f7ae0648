import APICore
import Logging
import PostgresResponseStore
import Synchronization

/// The upstream calls that anonymous visitors' pages may cause: `perMinute` calls a minute, in
/// bursts of up to `perMinute`, for all visitors together and, with a database, for every
/// instance on it (one token bucket in PostgreSQL, as the client keys' limits are); no visitor
/// more than a tenth of it. A page whose
/// place is cached costs nothing and always renders; one that needs a call past the budget gets
/// 503 with `Retry-After` (or, when an older answer is at hand, that answer marked stale).
///
/// A page marks its work with a ``Ticket`` (a task-local value); ``PageBudgetTransport`` charges
/// each upstream call made under one, and records a refusal on it.
final class PageBudget: Sendable {
    /// What one page's work was refused, if it was: the seconds until the budget allows a call.
    final class Ticket: Sendable {
        private let refusal = Mutex<Double?>(nil)
        /// Who the page is for (the visitor's address, or its /64), whose share it is charged to.
        let visitor: String

        /// A ticket for a page `visitor` asked for.
        init(visitor: String) { self.visitor = visitor }

        /// The wait a refused call was told, or `nil` when none was refused.
        var refusedWait: Double? { refusal.withLock { $0 } }

        func refuse(waiting seconds: Double) { refusal.withLock { $0 = seconds } }
    }

    /// The ticket of the page whose work is running, if any.
    @TaskLocal static var ticket: Ticket?

    let perMinute: Int
    let store: PostgresResponseStore?
    let local: KeyRateLimiter
    /// Each visitor's share: a tenth of the budget (at least one call), so one address cannot
    /// spend it all and leave every other visitor's uncached places refused.
    let perVisitor: KeyRateLimiter
    let logger: Logger

    /// The part of the budget one visitor may spend: a tenth.
    static let visitorShare = 0.1

    init(perMinute: Int, store: PostgresResponseStore?, logger: Logger) {
        self.perMinute = perMinute
        self.store = store
        local = KeyRateLimiter(requestsPerSecond: Double(max(perMinute, 1)) / 60, burst: Double(max(perMinute, 1)))
        let share = max(1, Double(perMinute) * Self.visitorShare)
        perVisitor = KeyRateLimiter(requestsPerSecond: share / 60, burst: share)
        self.logger = logger
    }

    /// `nil` when `visitor`'s page may call upstream now (and spends one call of the visitor's
    /// share and of the budget); otherwise the seconds until it may. While the database does
    /// not answer, each instance keeps the budget alone; shares are kept by each instance.
    func take(for visitor: String) async -> Double? {
        guard perMinute > 0 else { return 60 }
        if let wait = perVisitor.wait(for: visitor) { return wait }
        if let store, store.isAvailable {
            do {
                let taken = try await store.takeRateTokens(
                    bucket: "page-upstream", rate: local.rate, burst: local.burst, count: 1)
                return taken.granted > 0 ? nil : (taken.wait ?? 1 / local.rate)
            } catch {
                logger.debug("Keeping the page budget in this instance while the database does not answer")
            }
        }
        return local.wait(for: "page-upstream")
    }
}

/// Charges upstream calls made for a public page (those under a ``PageBudget/Ticket``) to the
/// page budget; other calls (apps with a client key) pass as they are.
struct PageBudgetTransport: HTTPTransport {
    let base: any HTTPTransport
    let budget: PageBudget

    func send(_ request: TransportRequest) async throws -> TransportResponse {
        if let ticket = PageBudget.ticket, let wait = await budget.take(for: ticket.visitor) {
            ticket.refuse(waiting: wait)
            throw TransportError(
                code: .transportFailed,
                message:
                    "The gateway's budget for calls on behalf of its public pages is spent; try again in \(Int(wait.rounded(.up))) s."
            )
        }
        return try await base.send(request)
    }
}
