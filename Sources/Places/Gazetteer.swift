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
    /// The names of the regions places lie in, read when a label first needs one.
    let regions: GazetteerRegions

    /// How many places the gazetteer holds.
    public var count: Int { table.count }

    /// Reads a gazetteer table (the format `Scripts/make-gazetteer` writes), with the region
    /// names in `regionNames` (the format of its `admin1.tsv`) for ``regionName(of:)`` and
    /// ``distinctLabel(for:in:)``; without them, labels name no region.
    ///
    /// - Throws: ``GazetteerError`` (``GazetteerError/Code/dataDamaged``) when `data` is not a
    ///   table. Region names are read only when one is needed, and damaged ones are left out.
    public convenience init(data: Data, regionNames: Data? = nil) throws(GazetteerError) {
        try self.init(data: data, regions: regionNames.map { names in GazetteerRegions { names } } ?? .none)
    }

    /// Reads a gazetteer table, with region names `regions` gives when first asked.
    init(data: Data, regions: GazetteerRegions) throws(GazetteerError) {
        table = try GazetteerTable(data)
        grid = GazetteerGrid(latitudes: table.latitudes, longitudes: table.longitudes)
        self.regions = regions
    }

    /// Reads the gazetteer table at `url`, with the region names at `regionNamesURL` (by
    /// default `admin1.tsv` beside the table), which are read only when one is needed.
    ///
    /// - Throws: ``GazetteerError``: ``GazetteerError/Code/dataMissing`` when the table cannot be
    ///   read, ``GazetteerError/Code/dataDamaged`` when it is not a table. A missing or damaged
    ///   region file is no error: labels then name no region.
    public convenience init(contentsOf url: URL, regionNamesAt regionNamesURL: URL? = nil) throws(GazetteerError) {
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw GazetteerError(.dataMissing, "The gazetteer at \(url.path) cannot be read.")
        }
        // The region names' place is worked out when they are first needed, not on every load.
        let regions = GazetteerRegions {
            let beside = url.deletingLastPathComponent().appendingPathComponent(Self.regionNamesResourceName)
            return try? Data(contentsOf: regionNamesURL ?? beside)
        }
        try self.init(data: data, regions: regions)
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
