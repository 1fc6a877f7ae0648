import Foundation

extension WarningService {
    /// Every service the client reads, in the order they are asked.
    public static let all: [WarningService] = [.nws, .metNorway, .meteoAlarm, .hongKongObservatory]

    /// The services covering `countryCode` (ISO 3166-1 alpha-2, any case), from `services`; empty
    /// when none does, which a front door should say rather than "no warnings".
    public static func covering(_ countryCode: String, in services: [WarningService] = all) -> [WarningService] {
        services.filter { $0.covers(countryCode) }
    }

    /// The service named `id` in ``all``.
    public static func named(_ id: WarningServiceID) -> WarningService? { all.first { $0.id == id } }

    /// The US National Weather Service: active alerts for a point, decided by the service.
    public static let nws = WarningService(
        id: .nws, name: "National Weather Service",
        attribution: "Data from the US National Weather Service (NOAA); public domain",
        licence: "Public domain (US government data)", website: URL(string: "https://www.weather.gov/")!,
        baseURL: URL(string: "https://api.weather.gov")!, pathTemplate: "/alerts/active?point={latitude},{longitude}",
        format: .nwsGeoJSON, locating: .point,
        countries: ["US": "US", "PR": "PR", "GU": "GU", "VI": "VI", "AS": "AS", "MP": "MP"],
        accept: "application/geo+json", freshness: 60)

    /// MET Norway's MetAlerts 2.0: warnings for a point in Norway and its waters, decided by the service.
    public static let metNorway = WarningService(
        id: .metNorway, name: "MET Norway",
        attribution: "Data from MET Norway (The Norwegian Meteorological Institute), CC BY 4.0",
        licence: "CC BY 4.0 and NLOD 2.0", licenceURL: URL(string: "https://creativecommons.org/licenses/by/4.0/"),
        website: URL(string: "https://www.met.no/")!, baseURL: URL(string: "https://api.met.no")!,
        pathTemplate: "/weatherapi/metalerts/2.0/current.json?lat={latitude}&lon={longitude}&lang={language}",
        format: .metAlertsGeoJSON, locating: .point, countries: ["NO": "NO", "SJ": "SJ"],
        languages: ["no": "no", "nb": "no", "nn": "no", "": "en"])

    /// MeteoAlarm: one feed per country from Europe's national services (Norway is left to MET
    /// Norway, which answers for a point).
    public static let meteoAlarm = WarningService(
        id: .meteoAlarm, name: "MeteoAlarm", attribution: "Information provided by MeteoAlarm", licence: "CC BY 4.0",
        licenceURL: URL(string: "https://creativecommons.org/licenses/by/4.0/"),
        website: URL(string: "https://meteoalarm.org/")!, baseURL: URL(string: "https://feeds.meteoalarm.org")!,
        pathTemplate: "/feeds/meteoalarm-legacy-atom-{country}", format: .cap, locating: .areas,
        countries: meteoAlarmCountries, accept: "application/atom+xml, application/xml;q=0.9")

    /// The Hong Kong Observatory's warnings in force, territory-wide.
    public static let hongKongObservatory = WarningService(
        id: .hongKongObservatory, name: "Hong Kong Observatory", attribution: "Data from the Hong Kong Observatory",
        licence: "DATA.GOV.HK terms of use", licenceURL: URL(string: "https://data.gov.hk/en/terms-and-conditions"),
        website: URL(string: "https://www.hko.gov.hk/")!, baseURL: URL(string: "https://data.weather.gov.hk")!,
        pathTemplate: "/weatherAPI/opendata/weather.php?dataType=warnsum&lang={language}",
        format: .hongKongWarningSummary, locating: .territory, countries: ["HK": "HK"],
        languages: [
            "zh-hant": "tc", "zh-tw": "tc", "zh-hk": "tc", "zh-mo": "tc", "zh-hans": "sc", "zh-cn": "sc", "zh-sg": "sc",
            "zh": "tc", "": "en",
        ])

    /// MeteoAlarm's feed names by country code.
    static let meteoAlarmCountries: [String: String] = [
        "AD": "andorra", "AT": "austria", "BA": "bosnia-herzegovina", "BE": "belgium", "BG": "bulgaria",
        "CH": "switzerland", "CY": "cyprus", "CZ": "czechia", "DE": "germany", "DK": "denmark", "EE": "estonia",
        "ES": "spain", "FI": "finland", "FR": "france", "GB": "united-kingdom", "GR": "greece", "HR": "croatia",
        "HU": "hungary", "IE": "ireland", "IL": "israel", "IS": "iceland", "IT": "italy", "LT": "lithuania",
        "LU": "luxembourg", "LV": "latvia", "MD": "moldova", "ME": "montenegro", "MK": "republic-of-north-macedonia",
        "MT": "malta", "NL": "netherlands", "PL": "poland", "PT": "portugal", "RO": "romania", "RS": "serbia",
        "SE": "sweden", "SI": "slovenia", "SK": "slovakia", "UA": "ukraine",
    ]
}
