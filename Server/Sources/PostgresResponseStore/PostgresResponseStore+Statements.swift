import APICore
import Foundation
import PostgresNIO

extension PostgresResponseStore {
    /// A key as stored: the namespace with the deployment in front, and the name.
    struct Row: Sendable {
        let namespace: String
        let name: String

        init(_ key: SharedCacheKey, deployment: String?) {
            namespace = deployment.map { "\($0)/\(key.namespace)" } ?? key.namespace
            name = key.name
        }

        /// The payload of the change notification for this key.
        var channelPayload: String { namespace + "\n" + name }
    }

    /// The SQL the store runs; every value is a bound parameter.
    enum Statements {
        static let channel = "weather_cache_changes"
        /// The janitor's advisory lock, so one instance at a time deletes old rows.
        static let janitorLock = 0x5745_4154_4845_52
        /// The schema's advisory lock, so instances starting together create the tables one at a time.
        static let schemaLock = janitorLock + 1

        static let schema: [PostgresQuery] = [
            """
            CREATE UNLOGGED TABLE IF NOT EXISTS weather_cache_responses (
                namespace text NOT NULL, name text NOT NULL, body bytea NOT NULL,
                response_time timestamptz NOT NULL, stored_at timestamptz NOT NULL DEFAULT clock_timestamp(),
                PRIMARY KEY (namespace, name))
            """,
            """
            CREATE UNLOGGED TABLE IF NOT EXISTS weather_cache_leases (
                namespace text NOT NULL, name text NOT NULL, holder uuid NOT NULL, until timestamptz NOT NULL,
                PRIMARY KEY (namespace, name))
            """,
            "CREATE INDEX IF NOT EXISTS weather_cache_responses_time ON weather_cache_responses (response_time)",
            """
            CREATE UNLOGGED TABLE IF NOT EXISTS weather_rate_buckets (
                bucket text NOT NULL PRIMARY KEY, tokens double precision NOT NULL,
                granted integer NOT NULL, updated timestamptz NOT NULL)
            """,
        ]

        /// Takes up to `count` whole tokens from `bucket` (refilled at `rate` a second up to `burst`
        /// since its last use) in one statement: the row is locked only while it runs. The row holds
        /// the name's SHA-256, never the name. Returns the tokens granted and those left.
        ///
        /// The time is read before the row lock is taken (`clock_timestamp()`, or `time` when given),
        /// so a statement that waited for the lock may carry an older time than the row's: it then
        /// refills nothing, and the row keeps its later time, so the wait is credited to the next
        /// take instead of being taken away from this one.
        static func takeTokens(
            bucket: String, rate: Double, burst: Double, count: Int, at time: Date? = nil
        )
            -> PostgresQuery
        {
            """
            INSERT INTO weather_rate_buckets AS b (bucket, tokens, granted, updated)
            VALUES (
                encode(sha256(convert_to(\(bucket), 'UTF8')), 'hex'), \(burst) - LEAST(\(count), floor(\(burst))),
                LEAST(\(count), floor(\(burst))), COALESCE(\(time)::timestamptz, clock_timestamp()))
            ON CONFLICT (bucket) DO UPDATE SET
                granted = LEAST(\(count), floor(LEAST(\(burst), b.tokens
                    + GREATEST(0, EXTRACT(EPOCH FROM EXCLUDED.updated - b.updated))::float8 * \(rate)))),
                tokens = LEAST(\(burst), b.tokens
                    + GREATEST(0, EXTRACT(EPOCH FROM EXCLUDED.updated - b.updated))::float8 * \(rate))
                    - LEAST(\(count), floor(LEAST(\(burst), b.tokens
                        + GREATEST(0, EXTRACT(EPOCH FROM EXCLUDED.updated - b.updated))::float8 * \(rate)))),
                updated = GREATEST(b.updated, EXCLUDED.updated)
            RETURNING granted::int8, tokens
            """
        }

        static func entry(_ row: Row) -> PostgresQuery {
            """
            SELECT body, response_time FROM weather_cache_responses
            WHERE namespace = \(row.namespace) AND name = \(row.name)
            """
        }

        /// Inserts a lease, or takes over one that has run out; returns `true` for a new lease,
        /// `false` for a takeover, and no row when someone else holds it.
        static func acquire(_ row: Row, holder: UUID, seconds: Double) -> PostgresQuery {
            """
            INSERT INTO weather_cache_leases AS lease (namespace, name, holder, until)
            VALUES (\(row.namespace), \(row.name), \(holder), clock_timestamp() + make_interval(secs => \(seconds)))
            ON CONFLICT (namespace, name) DO UPDATE SET holder = EXCLUDED.holder, until = EXCLUDED.until
            WHERE lease.until < clock_timestamp()
            RETURNING (xmax = 0)
            """
        }

        /// Ends the lease and stores the body in one statement, only if the lease is still held
        /// by `lease` (the delete locks the lease row, so a concurrent takeover either happened
        /// before, and nothing is stored, or waits until this has committed); then notifies.
        static func store(_ row: Row, lease: UUID, entry: SharedCacheEntry) -> PostgresQuery {
            """
            WITH released AS (
                DELETE FROM weather_cache_leases
                WHERE namespace = \(row.namespace) AND name = \(row.name) AND holder = \(lease)
                    AND until >= clock_timestamp()
                RETURNING namespace, name
            ), stored AS (
                INSERT INTO weather_cache_responses (namespace, name, body, response_time)
                SELECT namespace, name, \(ByteBuffer(bytes: entry.body)), \(entry.date) FROM released
                ON CONFLICT (namespace, name) DO UPDATE
                SET body = EXCLUDED.body, response_time = EXCLUDED.response_time, stored_at = clock_timestamp()
                RETURNING 1
            )
            SELECT count(*)::int8 FROM (SELECT pg_notify(\(channel), \(row.channelPayload)) FROM stored) AS notified
            """
        }

        /// Ends the lease without storing, and notifies.
        static func release(_ row: Row, lease: UUID) -> PostgresQuery {
            """
            WITH released AS (
                DELETE FROM weather_cache_leases
                WHERE namespace = \(row.namespace) AND name = \(row.name) AND holder = \(lease)
                RETURNING 1
            )
            SELECT pg_notify(\(channel), \(row.channelPayload)) FROM released
            """
        }

        /// Deletes responses older than `retention` seconds and leases long run out.
        static func sweep(retention: Double) -> [PostgresQuery] {
            [
                """
                DELETE FROM weather_cache_responses
                WHERE response_time < clock_timestamp() - make_interval(secs => \(retention))
                """,
                "DELETE FROM weather_cache_leases WHERE until < clock_timestamp() - interval '1 minute'",
                "DELETE FROM weather_rate_buckets WHERE updated < clock_timestamp() - interval '1 hour'",
            ]
        }
    }
}
