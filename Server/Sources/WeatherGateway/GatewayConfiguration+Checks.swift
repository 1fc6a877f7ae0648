extension GatewayConfiguration {
    /// Refuses what would fail later, or quietly weaken a protection: a connection cap the
    /// descriptor limit cannot hold (a flood would then take every descriptor, and the database,
    /// upstream calls and `/healthz` none would be left), and client keys digested for PostgreSQL
    /// without a secret of their own.
    ///
    /// - Parameter descriptorLimit: The process's open-file limit (`ulimit -n`); `nil` when unknown.
    /// - Throws: ``GatewayConfigurationError``.
    public func check(descriptorLimit: Int?) throws(GatewayConfigurationError) {
        if let cap = maximumConnections, let descriptorLimit {
            let most = Gateway.connectionCap(descriptorLimit: descriptorLimit)
            guard cap <= most else {
                throw GatewayConfigurationError(
                    .tooManyConnections,
                    "--max-connections \(cap) is more than the open-file limit allows: it is \(descriptorLimit) (ulimit -n), and a quarter is kept for the database, upstream calls and /healthz, so at most \(most); raise the limit or lower the cap."
                )
            }
        }
        if databaseURL != nil, !clientKeys.isEmpty, clientKeySecret == nil {
            throw GatewayConfigurationError(
                .missingKeySecret,
                "With PostgreSQL and client keys, set GATEWAY_KEY_SECRET (the same long random value on every instance): the rate table holds client keys digested under it, and without it anyone who reads the table could test guessed keys."
            )
        }
    }
}
