import Foundation
import Testing

@testable import Places

@Suite("Places that share a name are told apart by their region")
struct GazetteerRegionTests {
    private func gazetteer() throws -> Gazetteer { try GazetteerTests.gazetteer.get() }

    @Test("every Springfield in the US is labelled with its state, most populous first")
    func springfields() throws {
        let gazetteer = try gazetteer()
        let springfields = gazetteer.search("Springfield", limit: 8)
        #expect(
            springfields.map { gazetteer.distinctLabel(for: $0) } == [
                "Springfield, Missouri, US", "Springfield, Massachusetts, US", "Springfield, Illinois, US",
                "Springfield, Oregon, US", "Springfield, Ohio, US", "Springfield, Virginia, US",
                "Springfield, Pennsylvania, US", "Springfield, Tennessee, US",
            ])
        #expect(springfields.allSatisfy { $0.label() == "Springfield, US" })
        let illinois = try #require(springfields.first { $0.admin1Code == "IL" })
        #expect(gazetteer.regionName(of: illinois) == "Illinois")
    }

    @Test("a place unique in its country keeps the plain label, in English and Chinese")
    func uniqueNames() throws {
        let gazetteer = try gazetteer()
        let london = try #require(gazetteer.search("London").first)
        #expect(gazetteer.distinctLabel(for: london) == "London, GB")
        #expect(gazetteer.distinctLabel(for: london, in: .chineseSimplified) == "伦敦, GB")
        let ontario = try #require(gazetteer.search("London, CA").first)
        #expect(gazetteer.distinctLabel(for: ontario) == "London, CA")
        #expect(gazetteer.regionName(of: ontario) == "Ontario")
        let beijing = try #require(gazetteer.search("北京").first)
        #expect(gazetteer.distinctLabel(for: beijing, in: .chineseSimplified) == "北京, CN")
        #expect(gazetteer.distinctLabel(for: beijing) == "Beijing, CN")
        let zurich = try #require(gazetteer.search("zurich").first)
        #expect(gazetteer.distinctLabel(for: zurich) == "Zürich, CH")
        // Two cities called Jincheng, in China and in Taiwan: each unique in its own country.
        let jincheng = try #require(gazetteer.search("晋城").first)
        #expect(gazetteer.distinctLabel(for: jincheng) == "Jincheng, CN")
        #expect(gazetteer.regionName(of: jincheng) == "Shanxi")
    }

    @Test("names are compared as the label shows them: in Chinese, Springfields with one Chinese name")
    func chineseNamesakes() throws {
        let gazetteer = try gazetteer()
        let labels = gazetteer.search("Springfield", limit: 8).map {
            gazetteer.distinctLabel(for: $0, in: .chineseSimplified)
        }
        #expect(
            labels == [
                "斯普林菲尔德, Missouri, US", "斯普林菲尔德, Massachusetts, US", "斯普林菲尔德, Illinois, US",
                "斯普林菲尔德, Oregon, US", "斯普林菲尔德, Ohio, US", "春田市, US",
                "Springfield, Pennsylvania, US", "Springfield, Tennessee, US",
            ])
    }

    @Test("a search for a distinct label, or for a name and its region, finds that place")
    func labelsFindTheirPlace() throws {
        let gazetteer = try gazetteer()
        for place in gazetteer.search("Springfield", limit: 8) {
            #expect(gazetteer.search(gazetteer.distinctLabel(for: place)).first == place)
            let chinese = gazetteer.distinctLabel(for: place, in: .chineseSimplified)
            #expect(gazetteer.search(chinese).first == place, "\(chinese)")
        }
        #expect(gazetteer.search("Springfield, Illinois").map(\.admin1Code) == ["IL"])
        #expect(gazetteer.search("springfield, ohio, us").first?.admin1Code == "OH")
        #expect(gazetteer.search("Springfield, IL, US").first?.admin1Code == "IL")
        #expect(gazetteer.search("London, Ontario").first?.countryCode == "CA")
        #expect(gazetteer.search("London, England, GB").first?.countryCode == "GB")
        #expect(gazetteer.search("London, 08, CA").first?.countryCode == "CA")
        #expect(gazetteer.search("Springfield, Ontario").isEmpty)
        #expect(gazetteer.search("Springfield, Nowhere, US").isEmpty)
        #expect(gazetteer.suggestions(for: "Sprngfield, Illinois").first?.name == "Springfield")
    }

    @Test("every place that shares its name within its country has a region name")
    func everyNamesakeHasARegion() throws {
        let gazetteer = try gazetteer()
        var byName: [String: [GazetteerPlace]] = [:]
        for row in 0..<Int32(gazetteer.count) {
            let place = gazetteer.place(row)
            byName[PlaceName.key(place.name) + "," + place.countryCode, default: []].append(place)
        }
        let namesakes = byName.values.filter { $0.count > 1 }.joined()
        #expect(namesakes.count > 1_800)
        let unnamed = namesakes.filter { gazetteer.regionName(of: $0) == nil }.map { $0.label() }
        #expect(unnamed.isEmpty, "no region for \(unnamed.prefix(10))")
    }

    @Test("region names are read only when a label needs one; a missing or damaged file gives plain labels")
    func missingOrDamagedRegionNames() throws {
        let url = try Gazetteer.bundledURL()
        let lazy = try Gazetteer(contentsOf: url)
        _ = lazy.search("London")
        _ = lazy.nearest(latitude: 39.9, longitude: 116.4)
        #expect(!lazy.regions.isLoaded)
        let springfield = try #require(lazy.search("Springfield").first)
        #expect(lazy.distinctLabel(for: springfield) == "Springfield, Missouri, US")
        #expect(lazy.regions.isLoaded)

        let missing = try Gazetteer(contentsOf: url, regionNamesAt: URL(fileURLWithPath: "/nonexistent/admin1.tsv"))
        #expect(missing.distinctLabel(for: springfield) == "Springfield, US")
        #expect(missing.regionName(of: springfield) == nil)
        #expect(missing.search("Springfield, MO").first == springfield)
        #expect(missing.search("Springfield, Missouri").isEmpty)
        let table = try Data(contentsOf: url)
        for damaged in [Data("<html>Not found</html>".utf8), Data([0xFF, 0xFE, 0x09, 0x0A, 0x09, 0x2E]), Data()] {
            let gazetteer = try Gazetteer(data: table, regionNames: damaged)
            #expect(gazetteer.distinctLabel(for: springfield) == "Springfield, US")
            #expect(gazetteer.distinctLabel(for: springfield, in: .chineseSimplified) == "斯普林菲尔德, US")
        }
        #expect(try Gazetteer(data: table).distinctLabel(for: springfield) == "Springfield, US")
    }

    @Test("a region file's good lines are read, with either line ending, and its other lines skipped")
    func regionFileLines() throws {
        let table =
            "#timezones\tAmerica/Chicago\n" + "Springfield\t\t\tUS\tIL\t39.8017\t-89.6437\t114394\t0\n"
            + "Springfield\t\t\tUS\tMO\t37.2153\t-93.2982\t170188\t0\n" + "Springfield\t\t\tUS\tXX\t37\t-93\t1\t0\n"
            + "Urbana\t\t\tUS\tIL\t40.1106\t-88.2073\t42461\t0\n"
        let regions = "US.IL\tIllinois\r\nnot a region\nUS.MO\tMissouri\tan extra field\n\nUS.XX\t\n"
        let gazetteer = try Gazetteer(data: Data(table.utf8), regionNames: Data(regions.utf8))
        #expect(
            gazetteer.search("Springfield").map { gazetteer.distinctLabel(for: $0) } == [
                "Springfield, US", "Springfield, Illinois, US", "Springfield, US",
            ])
        let urbana = try #require(gazetteer.search("Urbana").first)
        #expect(gazetteer.distinctLabel(for: urbana) == "Urbana, US")
        #expect(gazetteer.regionName(of: urbana) == "Illinois")
    }
}
