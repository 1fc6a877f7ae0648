extension WeatherSettings {
    /// Applies a front door's choices over these settings: the provider, then the units (refused
    /// when the provider has no such system), then the language. A `nil` choice keeps the setting.
    ///
    /// Every front door (`--provider`/`--units`/`--lang`, a tool's `provider`/`units`/`language`
    /// arguments) goes through this one call, so each refuses the same units with the same words.
    ///
    /// - Throws: ``WeatherRuntimeError/Code/unsupportedUnits`` naming the provider's systems.
    public mutating func choose(
        provider: ProviderOption? = nil, units: UnitsOption? = nil, language: LanguageOption? = nil
    ) throws(WeatherRuntimeError) {
        if let provider { self.provider = provider }
        if let units {
            if let problem = units.problem(with: self.provider) {
                throw WeatherRuntimeError(.unsupportedUnits, problem)
            }
            self.units = units
        }
        if let language { self.language = language }
    }
}
