import Logging
import PostgresNIO
import ServiceLifecycle
import Synchronization

extension PostgresResponseStore {
    /// Keeps the store working until the task is cancelled or a graceful shutdown begins: the
    /// connection pool, the schema (created when missing), the change notifications that wake
    /// waiting callers, and the janitor.
    public func run() async throws {
        await cancelWhenGracefulShutdown {
            await withDiscardingTaskGroup { group in
                group.addTask { await self.client.run() }
                group.addTask {
                    await self.prepareSchema()
                    await self.listenForChanges()
                }
                group.addTask { await self.sweepOldRows() }
            }
        }
    }

    /// Creates the tables, retrying every second until the database answers.
    private func prepareSchema() async {
        var hasLogged = false
        while !Task.isCancelled {
            do {
                try await Self.statement(within: configuration.connectTimeout + configuration.operationTimeout * 4) {
                    [client, logger] in
                    try await client.withTransaction(logger: logger) { connection in
                        try await connection.query(
                            "SELECT pg_advisory_xact_lock(\(Statements.schemaLock))", logger: logger)
                        for statement in Statements.schema { try await connection.query(statement, logger: logger) }
                    }
                }
                isReady.withLock { $0 = true }
                logger.info("The shared cache is ready")
                return
            } catch {
                if !hasLogged {
                    logger.warning(
                        "PostgreSQL does not answer yet; requests are answered without the shared cache until it does")
                    hasLogged = true
                }
                try? await Task.sleep(for: .seconds(1))
            }
        }
    }

    /// Wakes waiting callers on each change notification; reconnects after a lost connection, and
    /// wakes everyone then, since notifications may have been missed.
    private func listenForChanges() async {
        while !Task.isCancelled {
            do {
                try await client.withConnection { connection in
                    try await connection.listen(on: Statements.channel) { notifications in
                        self.isListening.withLock { $0 = true }
                        defer { self.isListening.withLock { $0 = false } }
                        for try await notification in notifications { self.changes.notify(notification.payload) }
                    }
                }
            } catch {
                logger.debug(
                    "The change notifications stopped; reconnecting", metadata: ["reason": "\(type(of: error))"])
            }
            changes.notifyAll()
            try? await Task.sleep(for: .seconds(1))
        }
    }

    /// Every ``Configuration/janitorInterval``, deletes old rows, one instance at a time.
    private func sweepOldRows() async {
        while true {
            do {
                try await Task.sleep(for: configuration.janitorInterval)
            } catch {
                return
            }
            guard isAvailable else { continue }
            _ = try? await sweep()
        }
    }

    /// Deletes responses past ``Configuration/retention`` and leases long run out, unless another
    /// instance is doing it; `true` when this one did.
    @discardableResult
    public func sweep() async throws -> Bool {
        let retention = configuration.retention
        return try await perform { client, logger in
            try await client.withTransaction(logger: logger) { connection in
                let rows = try await connection.query(
                    "SELECT pg_try_advisory_xact_lock(\(Statements.janitorLock))", logger: logger)
                var locked = false
                for try await value in rows.decode(Bool.self) { locked = value }
                guard locked else { return false }
                for statement in Statements.sweep(retention: retention) {
                    try await connection.query(statement, logger: logger)
                }
                return true
            }
        }
    }
}
