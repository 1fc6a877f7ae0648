import Foundation

extension CellGrid {
    /// `query` with the point it asks about moved to its cell's centre: the items named
    /// `latitude` and `longitude` (comma-separated lists for several places, moved pair by pair).
    /// A query without both, or with values that are not decimal numbers in range, is returned
    /// as it is, for the API to judge.
    public func snapping(_ query: [URLQueryItem], latitude: String, longitude: String) -> [URLQueryItem] {
        guard let latitudeIndex = query.firstIndex(where: { $0.name == latitude }),
            let longitudeIndex = query.firstIndex(where: { $0.name == longitude }),
            let latitudes = Self.numbers(query[latitudeIndex].value, limit: 90),
            let longitudes = Self.numbers(query[longitudeIndex].value, limit: 180),
            latitudes.count == longitudes.count
        else { return query }
        let cells = zip(latitudes, longitudes).map { cell(latitude: $0, longitude: $1) }
        var snapped = query
        snapped[latitudeIndex].value = cells.map { NumberText.fourDecimals($0.latitude) }.joined(separator: ",")
        snapped[longitudeIndex].value = cells.map { NumberText.fourDecimals($0.longitude) }.joined(separator: ",")
        return snapped
    }

    /// The single point a query asks about, when it names exactly one: for saying which cell
    /// answered it.
    public static func point(
        in query: [URLQueryItem], latitude: String, longitude: String
    ) -> (latitude: Double, longitude: Double)? {
        guard let latitudes = numbers(query.first { $0.name == latitude }?.value, limit: 90),
            let longitudes = numbers(query.first { $0.name == longitude }?.value, limit: 180),
            latitudes.count == 1, longitudes.count == 1
        else { return nil }
        return (latitudes[0], longitudes[0])
    }

    /// The comma-separated decimal numbers in `text`, each within ±`limit`; `nil` when any is not.
    private static func numbers(_ text: String?, limit: Double) -> [Double]? {
        guard let text, !text.isEmpty else { return nil }
        var values: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = DecimalDegrees.value(part, limit: limit) else { return nil }
            values.append(value)
        }
        return values
    }
}
