import Foundation

/// The world's cities of 15,000 people or more (GeoNames), offline: find a place by name in
/// English or Chinese, or the city nearest a coordinate, with no key and no network.
///
/// ```swift
/// let gazetteer = try Gazetteer.bundled()
/// let london = gazetteer.search("London").first          // London, GB (then London, CA …)
/// let beijing = gazetteer.search("北京").first
/// let near = gazetteer.nearest(latitude: 39.9042, longitude: 116.4074)
/// print(near?.place.label() ?? "", near?.isApproximate == true ? "(near)" : "")
/// ```
///
/// The table is kept as it is on disk, sorted for search, so loading it reads each line once
/// and builds no index but a grid of coordinates; ``bundled()`` loads it once and shares it.
/// Searches and look-ups take microseconds and are safe from any thread.
public final class Gazetteer: Sendable {
    let table: GazetteerTable
    /// Rows by one-degree cell of latitude and longitude, for ``nearest(latitude:longitude:)``.
    let grid: GazetteerGrid

    /// How many places the gazetteer holds.
    public var count: Int { table.count }

    /// Reads a gazetteer table (the format `Scripts/make-gazetteer` writes).
    ///
    /// - Throws: ``GazetteerError`` (``GazetteerError/Code/dataDamaged``) when `data` is not one.
    public init(data: Data) throws(GazetteerError) {
        table = try GazetteerTable(data)
        grid = GazetteerGrid(latitudes: table.latitudes, longitudes: table.longitudes)
    }

    /// Reads the gazetteer table at `url`.
    ///
    /// - Throws: ``GazetteerError``: ``GazetteerError/Code/dataMissing`` when the file cannot be
    ///   read, ``GazetteerError/Code/dataDamaged`` when it is not a table.
    public convenience init(contentsOf url: URL) throws(GazetteerError) {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw GazetteerError(.dataMissing, "The gazetteer at \(url.path) cannot be read.")
        }
        try self.init(data: data)
    }

    /// The place row `row` describes.
    func place(_ row: Int32) -> GazetteerPlace {
        let fields = table.fields(of: row)
        let optional = { (text: String) in text.isEmpty ? nil : text }
        return GazetteerPlace(
            name: fields[.name], simplifiedChineseName: optional(fields[.simplifiedChineseName]),
            traditionalChineseName: optional(fields[.traditionalChineseName]), countryCode: fields[.countryCode],
            admin1Code: fields[.admin1Code],
            latitude: (Double(table.latitudes[Int(row)]) * 10_000).rounded() / 10_000,
            longitude: (Double(table.longitudes[Int(row)]) * 10_000).rounded() / 10_000,
            population: Int(table.populations[Int(row)]),
            timeZoneIdentifier: table.zones[Int(table.zoneIndices[Int(row)])])
    }
}
