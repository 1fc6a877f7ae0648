import APICore
import CaiyunWeather
import Foundation
import Logging
import NeutralWeather
import OpenMeteo
import Places
import WeatherAlerts

/// The application layer every front door shares: settings, naming a place, choosing a
/// provider and loading the weather, with no argument parser and no terminal.
///
/// A front door maps its own input (options, tool arguments, a URL) onto a ``PlaceRequest``
/// and ``WeatherSettings`` and renders what comes back:
///
/// ```swift
/// let settings = try WeatherSettings.load(configurationFolder: folder, environment: environment)
/// let runtime = WeatherRuntime(settings: settings)
/// let loaded = try await runtime.load(.text("Beijing"))
/// print(loaded.placeLabel, loaded.weather.current?.temperature as Any)
/// ```
///
/// One runtime serves a whole process: its clients (and so their caches and in-flight
/// requests) are shared by every call. A call may pass settings of its own to choose another
/// provider, units or language; the cache folder, time limit and gateway key are the runtime's.
public final class WeatherRuntime: Sendable {
    /// The settings the runtime's clients were made from, and every call's default.
    public let settings: WeatherSettings
    /// The place resolver every call uses.
    public let places: PlaceResolver
    let factory: ProviderFactory
    /// The official warning services' clients, made at their first use.
    let officialWarnings: OfficialWarnings

    /// Creates a runtime.
    ///
    /// - Parameters:
    ///   - settings: The process's settings.
    ///   - savedPlaces: Where saved places live (`weather locations`); `nil` knows none.
    ///   - gazetteer: The offline place table; the bundled one by default.
    ///   - transport: How requests travel; `URLSession` by default.
    ///   - logger: Where the clients log.
    ///   - caiyunClient: A Caiyun client to use rather than one made from `settings`, such as
    ///     a gateway's with its shared cache.
    ///   - openMeteoClient: An Open-Meteo client to use rather than one made from `settings`, such
    ///     as a gateway's with its shared cache. It answers the Open-Meteo requests whose key and
    ///     server are those of `settings` (`credentials[.openMeteo]`, `baseURLs[.openMeteo]`), so
    ///     its configuration should hold the same; a call whose settings name another key or
    ///     server gets a client of its own.
    ///
    /// A name the offline table lacks (and a ``PlaceRequest/city(_:)``) is looked up online: with
    /// OpenWeatherMap's geocoding when `settings` hold its key, else with Open-Meteo's, which
    /// needs none.
    public convenience init(
        settings: WeatherSettings, savedPlaces: WeatherPreferences? = nil,
        gazetteer: @escaping PlaceResolver.GazetteerSource = { try Gazetteer.bundled() },
        transport: any HTTPTransport = URLSessionHTTPTransport(), logger: Logger = Logger(label: "weather.runtime"),
        caiyunClient: CYClient? = nil, openMeteoClient: OMClient? = nil
    ) {
        self.init(
            settings: settings, savedPlaces: savedPlaces, gazetteer: gazetteer, transport: transport, logger: logger,
            caiyunClient: caiyunClient, openMeteoClient: openMeteoClient, looksUpNamesOnline: true)
    }

    /// Creates a runtime that looks names up online only when `looksUpNamesOnline` says so: a
    /// server open to anyone may turn it off, so made-up names cost it no calls. `now` is the
    /// clock that decides which official warnings are in force. The other parameters are those of
    /// ``init(settings:savedPlaces:gazetteer:transport:logger:caiyunClient:openMeteoClient:)``.
    /// `warningsClient`, when given, reads the official warnings of every call whose settings
    /// name the same contact, warning server and cache as `settings` (a gateway's client, on its
    /// shared cache); other calls get a client of their own.
    public init(
        settings: WeatherSettings, savedPlaces: WeatherPreferences? = nil,
        gazetteer: @escaping PlaceResolver.GazetteerSource = { try Gazetteer.bundled() },
        transport: any HTTPTransport = URLSessionHTTPTransport(), logger: Logger = Logger(label: "weather.runtime"),
        caiyunClient: CYClient? = nil, openMeteoClient: OMClient? = nil, looksUpNamesOnline: Bool,
        warningsClient: WeatherAlertsClient? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        officialWarnings = OfficialWarnings(
            transport: transport, logger: logger, now: now, client: warningsClient, settings: settings)
        self.settings = settings
        factory = ProviderFactory(
            settings: settings, transport: transport, logger: logger, caiyunClient: caiyunClient,
            openMeteoClient: openMeteoClient)
        places = PlaceResolver(
            gazetteer: gazetteer, savedPlaces: savedPlaces, geocoder: looksUpNamesOnline ? factory.geocoder() : nil)
    }

    /// The Caiyun client every Caiyun request of the runtime goes through.
    public var caiyunClient: CYClient { factory.caiyun }

    /// The weather for the place `request` names, from the provider `settings` choose.
    ///
    /// - Parameters:
    ///   - request: The place; ``PlaceRequest/savedDefault`` for the saved default.
    ///   - settings: This call's settings; the runtime's by default.
    ///   - options: Whether the bundled example may answer, and how long a forecast to ask for.
    ///   - progress: Shows the network waits.
    /// - Throws: ``WeatherRuntimeError`` for a place that cannot be found, no place at all, or
    ///   a missing credential; the provider's client errors (`CYError`, `OWMError` …) as they are.
    public func load(
        _ request: PlaceRequest, settings: WeatherSettings? = nil, options: WeatherLoadOptions = WeatherLoadOptions(),
        progress: any ProgressReporting = SilentProgress()
    ) async throws -> LoadedWeather {
        let settings = settings ?? self.settings
        let place = try await places.resolve(request, language: settings.language, progress: progress)
        let provider = settings.provider
        // The example answers a first run: no place, and no key for it to be live with.
        let keyless = !settings.hasAnyKeyedProvider && provider.profile.credential == nil
        let missingKey = !settings.hasCredential(for: provider) && provider.profile.hasBundledExample
        if place == nil, options.allowsExample, keyless || missingKey {
            return example(language: settings.language)
        }
        guard let place else {
            if !settings.hasCredential(for: provider) { throw WeatherRuntimeError.missingCredential(provider) }
            throw WeatherRuntimeError(
                .noPlace,
                "No place given: name one, or save a default with `weather locations add NAME --lat … --lon … --default`."
            )
        }
        return try await weather(at: place, settings: settings, options: options, progress: progress)
    }

    /// The weather at `place`, from the provider `settings` choose, asked at the coordinate
    /// that provider expects.
    public func weather(
        at place: ResolvedPlace, settings: WeatherSettings? = nil, options: WeatherLoadOptions = WeatherLoadOptions(),
        progress: any ProgressReporting = SilentProgress()
    ) async throws -> LoadedWeather {
        let settings = settings ?? self.settings
        let provider = try factory.provider(
            for: settings, length: options.longestForecast ? .longest : .standard, purpose: "for \(place.label)")
        let coordinate = place.coordinate(for: settings.provider)
        let location = WeatherLocation(
            latitude: coordinate.latitude, longitude: coordinate.longitude,
            timeZone: place.timeZone ?? .gmt, name: place.name,
            isNameApproximate: place.isNameApproximate)
        // A provider that bills by what it is asked for gets only the parts shown; one call of
        // another answers every view, so it is asked for everything and shared by them all.
        let request = WeatherRequestOptions(
            including: settings.provider.profile.billsByVariable ? options.parts : .all, units: settings.units.display,
            language: settings.language.display, usesCache: settings.usesCache)
        let report = try await progress.during("Fetching weather…") {
            try await provider.report(for: location, options: request)
        }
        var problems: [String] = []
        for problem in [place.cacheProblem, provider.diskCacheStatus.problem].compactMap({ $0 })
        where !problems.contains(problem) {
            problems.append(problem)
        }
        var loaded = LoadedWeather(
            weather: report.weather, place: place, coordinate: coordinate, provider: settings.provider,
            placeLabel: place.label, isExample: false, responseJSON: report.responseJSON, cacheProblems: problems)
        loaded.billedCalls = provider.billedCalls(for: request, at: location)
        return loaded
    }
}
