import Foundation
import Testing

@testable import Places

@Suite("The offline gazetteer: places by name in English and Chinese, and by coordinate")
struct GazetteerTests {
    static let gazetteer = Result { try Gazetteer.bundled() }

    private func gazetteer() throws -> Gazetteer { try Self.gazetteer.get() }

    @Test("the shipped table loads, with every city of GeoNames' table")
    func loads() throws {
        #expect(try gazetteer().count == 34_006)
    }

    @Test("a name finds its places most populous first; a country after a comma picks one")
    func byName() throws {
        let london = try gazetteer().search("London")
        #expect(london.prefix(2).map { $0.label() } == ["London, GB", "London, CA"])
        #expect(london[0].population > 8_000_000 && london[0].timeZoneIdentifier == "Europe/London")
        #expect(try gazetteer().search("london, ca").first?.admin1Code == "08")
        #expect(try gazetteer().search("London,GB").map(\.countryCode) == ["GB"])
        #expect(try gazetteer().search("Springfield, IL").first?.admin1Code == "IL")
    }

    @Test("case, accents and punctuation do not count; a name finds longer names word by word")
    func looseMatching() throws {
        #expect(try gazetteer().search("zurich").first?.label() == "Zürich, CH")
        #expect(try gazetteer().search("NEW YORK").first?.name == "New York City")
        #expect(try gazetteer().search("st. louis").first?.admin1Code == "MO")
        #expect(try gazetteer().search("Lond").isEmpty) // a word is never cut
    }

    @Test("Chinese names, with or without 市, in Simplified and Traditional characters")
    func chinese() throws {
        let beijing = try #require(try gazetteer().search("北京").first)
        #expect(beijing.name == "Beijing" && beijing.countryCode == "CN")
        #expect(abs(beijing.latitude - 39.9075) < 1e-9 && abs(beijing.longitude - 116.3972) < 1e-9)
        let jincheng = try #require(try gazetteer().search("晋城").first)
        #expect(jincheng.label() == "Jincheng, CN" && jincheng.admin1Code == "24")
        #expect(try gazetteer().search("晋城市").first == jincheng)
        #expect(try gazetteer().search("晉城").first == jincheng)
        #expect(jincheng.localizedName(in: .chineseSimplified) == "晋城")
        #expect(jincheng.localizedName(in: .chineseTraditional) == "晉城")
        #expect(beijing.label(in: .chineseSimplified) == "北京, CN")
    }

    @Test("a coordinate gets the nearest city, marked approximate when it is far")
    func nearest() throws {
        let near = try #require(try gazetteer().nearest(latitude: 39.9042, longitude: 116.4074))
        #expect(near.place.name == "Beijing" && !near.isApproximate)
        #expect(near.distanceKilometers > 0.5 && near.distanceKilometers < 1.5)
        let ocean = try #require(try gazetteer().nearest(latitude: -40, longitude: -140))
        #expect(ocean.isApproximate && ocean.distanceKilometers > 1_000)
        let pole = try #require(try gazetteer().nearest(latitude: 89.9, longitude: 10))
        #expect(pole.isApproximate)
        #expect(try gazetteer().nearest(latitude: 91, longitude: 0) == nil)
        // Across the antimeridian: Fiji's cities are found from either side.
        #expect(try gazetteer().nearest(latitude: -17.8, longitude: 179.99)?.place.countryCode == "FJ")
    }

    @Test("a mistyped name gets near matches; nothing matches an empty or unknown name")
    func suggestions() throws {
        #expect(try gazetteer().suggestions(for: "Lodnon").map(\.name).contains("London"))
        #expect(try gazetteer().search("Nowhereville").isEmpty)
        #expect(try gazetteer().search("  ,  ").isEmpty)
        #expect(try gazetteer().suggestions(for: "").isEmpty)
    }

    @Test("the table is sorted as the package compares names, so bisection finds every place by its own name")
    func sortedForSearch() throws {
        let gazetteer = try gazetteer()
        var previous = ""
        var unsorted: [String] = []
        for row in 0..<Int32(gazetteer.count) {
            let key = PlaceName.key(gazetteer.table.name(of: row))
            if key.utf8.lexicographicallyPrecedes(previous.utf8) { unsorted.append(key) }
            previous = key
        }
        #expect(unsorted.isEmpty, "out of order: \(unsorted.prefix(10))")
        var previousName = ""
        for index in 0..<(gazetteer.table.chineseStarts.count - 1) {
            let name = gazetteer.table.chineseEntry(index).name
            #expect(!name.utf8.lexicographicallyPrecedes(previousName.utf8))
            previousName = name
        }
    }

    @Test("a damaged or missing table is a typed error, never a crash")
    func badData() throws {
        #expect(
            throws: GazetteerError(.dataDamaged, "The gazetteer cannot be read: it does not start with its time zones.")
        ) {
            try Gazetteer(data: Data("<html>Not found</html>".utf8))
        }
        let truncated = Data("#timezones\tEurope/London\nLondon\t\t\tGB\tENG\t51.5\n".utf8)
        #expect(throws: GazetteerError(.dataDamaged, "The gazetteer cannot be read: line 2 is not a place.")) {
            try Gazetteer(data: truncated)
        }
        let missing = URL(fileURLWithPath: "/nonexistent/cities15000.tsv")
        do {
            _ = try Gazetteer(contentsOf: missing)
            Issue.record("no error")
        } catch {
            #expect(error.code == .dataMissing && error.message.contains("/nonexistent/cities15000.tsv"))
        }
        let one = try Gazetteer(
            data: Data(
                "#timezones\tEurope/London\nLondon\t伦敦\t倫敦\tGB\tENG\t51.5085\t-0.1257\t8961989\t0\n#chinese\n伦敦\t0".utf8
            ))
        #expect(one.search("伦敦").first?.timeZoneIdentifier == "Europe/London")
        #expect(one.search("london").first?.longitude == -0.1257)
        #expect(throws: GazetteerError.self) {
            try Gazetteer(
                data: Data("#timezones\tEurope/London\nLondon\t\t\tGB\tENG\t51.5\t-0.1\t1\t0\n#chinese\n伦敦\t7\n".utf8))
        }
    }

    @Test("a line with a field too many or too few, an empty table, and places on the grid's edges")
    func linesAndEdges() throws {
        let header = "#timezones\tEurope/London\tPacific/Fiji\n"
        let london = "London\t伦敦\t倫敦\tGB\tENG\t51.5085\t-0.1257\t8961989\t0\n"
        // A tenth field whose numbers would read as a place were tabs past the ninth field ignored.
        #expect(throws: GazetteerError(.dataDamaged, "The gazetteer cannot be read: line 3 is not a place.")) {
            try Gazetteer(data: Data((header + london + "Extra\t\t\tGB\tENG\t51\t0\t1\t0\t1\n").utf8))
        }
        // Eight fields: no time zone after the population.
        #expect(throws: GazetteerError(.dataDamaged, "The gazetteer cannot be read: line 3 is not a place.")) {
            try Gazetteer(data: Data((header + london + "Short\t\t\tGB\tENG\t51\t0\t1\n").utf8))
        }
        #expect(throws: GazetteerError(.dataDamaged, "The gazetteer cannot be read: line 4 is not a Chinese name.")) {
            try Gazetteer(data: Data((header + london + "#chinese\n伦敦\t0\t0\n").utf8))
        }
        #expect(throws: GazetteerError(.dataDamaged, "The gazetteer holds no places.")) {
            try Gazetteer(data: Data())
        }
        // The corners of the one-degree grid: the north pole and the antimeridian at 180° east.
        let edges = try Gazetteer(
            data: Data(
                (header + london + "Pole\t\t\tFJ\t00\t90\t180\t1\t1\n" + "#chinese\n伦敦\t0\n").utf8))
        #expect(edges.count == 2)
        #expect(edges.nearest(latitude: 89.99, longitude: 179.99)?.place.name == "Pole")
        #expect(edges.nearest(latitude: 89.5, longitude: -179.5)?.place.name == "Pole")
        #expect(edges.nearest(latitude: 51.5, longitude: -0.1)?.place.name == "London")
        #expect(edges.search("伦敦").first?.name == "London")
    }

    @Test("the grid files every place once, in its own cell, and nearest agrees with a search of every place")
    func gridMatchesEveryPlace() throws {
        let gazetteer = try gazetteer()
        var filed = 0
        var cells = Set<Int32>()
        for row in 0..<Int32(gazetteer.count) {
            let cell = GazetteerGrid.cell(
                latitude: gazetteer.table.latitudes[Int(row)], longitude: gazetteer.table.longitudes[Int(row)])
            #expect(gazetteer.grid.rows(in: cell).contains(row))
            cells.insert(cell)
        }
        for cell in cells {
            let rows = gazetteer.grid.rows(in: cell)
            filed += rows.count
            #expect(rows.elementsEqual(rows.sorted()))
        }
        #expect(filed == gazetteer.count)
        for (latitude, longitude) in [
            (39.9, 116.4), (-33.9, 151.2), (64.1, -21.9), (-54.8, -68.3), (0, 0), (21.3, -157.9),
        ] {
            var best: (row: Int, distance: Double)?
            for row in 0..<gazetteer.count {
                let distance = Gazetteer.kilometers(
                    latitude, longitude, Double(gazetteer.table.latitudes[row]),
                    Double(gazetteer.table.longitudes[row]))
                if distance < best?.distance ?? .infinity { best = (row, distance) }
            }
            let found = try #require(gazetteer.nearest(latitude: latitude, longitude: longitude))
            #expect(found.distanceKilometers == best?.distance)
            #expect(found.place == gazetteer.place(Int32(best?.row ?? -1)))
        }
    }
}
