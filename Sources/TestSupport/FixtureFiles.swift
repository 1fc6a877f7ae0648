import Foundation

/// Recorded API responses shared by every test target and the benchmarks (see each folder's SOURCES.md).
public enum FixtureFiles {
    /// The folder of one provider's fixtures, such as `caiyun`.
    public static func folder(_ provider: String) -> URL? {
        Bundle.module.url(forResource: "Fixtures", withExtension: nil)?.appendingPathComponent(
            provider, isDirectory: true)
    }

    /// The names (without `.json`) of one provider's fixtures.
    public static func names(_ provider: String) throws -> [String] {
        guard let folder = folder(provider) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The file for a fixture.
    public static func url(_ name: String, provider: String) -> URL? {
        folder(provider)?.appendingPathComponent("\(name).json")
    }

    /// The bytes of a fixture.
    public static func data(_ name: String, provider: String) throws -> Data {
        guard let url = url(name, provider: provider) else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: url)
    }

    /// The bytes of a fixture named with its extension, such as `alerts/meteoalarm`'s
    /// `"meteoalarm_cap_xml_ireland_meteoalert-api.xml"`: for recordings that are not JSON.
    public static func data(file: String, provider: String) throws -> Data {
        guard let folder = folder(provider) else { throw CocoaError(.fileNoSuchFile) }
        return try Data(contentsOf: folder.appendingPathComponent(file))
    }

    /// The file names (with extensions) of one provider's fixtures, sorted.
    public static func files(_ provider: String) throws -> [String] {
        guard let folder = folder(provider) else { return [] }
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }
}

extension FixtureFiles {
    /// A fixture with `change` applied to its JSON object, for building hazard variants.
    public static func modified(
        _ name: String, provider: String, _ change: (inout JSONObject) throws -> Void
    ) throws -> Data {
        guard let object = try JSONSerialization.jsonObject(with: data(name, provider: provider)) as? [String: Any]
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        var json = JSONObject(object)
        try change(&json)
        return try JSONSerialization.data(withJSONObject: json.storage)
    }
}
