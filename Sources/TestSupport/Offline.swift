/// Environment variables that keep a command under test on this machine: the provider that
/// needs no key (Open-Meteo) is pointed at a closed loopback port, so a test that forgets to
/// give it a stand-in fails at once instead of reaching the internet. A test's own variables
/// win over these.
public enum Offline {
    /// `OPEN_METEO_BASE_URL` and `WEATHER_ALERTS_BASE_URL` (the official warning services, which
    /// need no key either) at a loopback port nothing listens on.
    public static let variables: [String: String] = [
        "OPEN_METEO_BASE_URL": "http://127.0.0.1:9", "WEATHER_ALERTS_BASE_URL": "http://127.0.0.1:9",
    ]

    /// `variables` with the offline defaults beneath them.
    public static func merged(with variables: [String: String]) -> [String: String] {
        Self.variables.merging(variables) { _, own in own }
    }
}
