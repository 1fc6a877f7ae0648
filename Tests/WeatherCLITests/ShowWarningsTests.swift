import Foundation
import TestSupport
import Testing

/// `weather show FILE` on recorded official warnings bodies: NWS and MET Norway GeoJSON,
/// MeteoAlarm JSON, CAP XML alone and in Atom or RSS, the Hong Kong Observatory's summary.
@Suite("weather show: recorded official warnings")
struct ShowWarningsTests {
    /// Every recorded warnings body, as (service folder, file name).
    static let bodies: [(String, String)] = ["hko", "meteoalarm", "metno", "nws"].flatMap { service in
        ((try? FixtureFiles.files("alerts/\(service)")) ?? []).filter {
            !$0.contains("_count_") && !$0.contains("_error_")
        }
        .map { (service, $0) }
    }

    func path(_ file: String, _ service: String) throws -> String {
        try #require(FixtureFiles.folder("alerts/\(service)")).appendingPathComponent(file).path
    }

    @Test("every recorded body is shown with its kind; --json of a JSON body gives every leaf back")
    func everyBody() async throws {
        #expect(Self.bodies.count == 18)
        let sandbox = try CLISandbox(variables: ["NO_COLOR": "1"])
        defer { sandbox.folder.cleanUp() }
        for (service, file) in Self.bodies {
            let path = try path(file, service)
            let shown = await sandbox.run("show", path)
            #expect(shown.exitCode == 0, "\(file): \(shown.error)")
            #expect(shown.output.hasPrefix(file.prefix(40)), "\(file): \(shown.output.prefix(200))")
            #expect(shown.output.contains("Times in UTC."))
            let json = await sandbox.run("show", path, "--json")
            #expect(json.exitCode == 0, "\(file): \(json.error)")
            guard file.hasSuffix(".json") else { continue }
            let differences = try JSONTree.parse(FixtureFiles.data(file: file, provider: "alerts/\(service)"))
                .differences(from: JSONTree.parse(Data(json.output.utf8)))
            #expect(differences.isEmpty, "\(file): \(differences.prefix(5))")
        }
    }

    @Test("Phoenix's NWS answer: the heat warning before the air quality alert, with when each ends, and the credit")
    func phoenix() async throws {
        let sandbox = try CLISandbox(variables: ["NO_COLOR": "1"])
        defer { sandbox.folder.cleanUp() }
        let file = "nws_alerts_active_point_phoenix_heat_warning_update_air_quality_finity69x2-nws_alerts.json"
        let result = await sandbox.run("show", try path(file, "nws"))
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("National Weather Service GeoJSON"))
        let events = result.output.split(separator: "\n").filter { $0.contains("⚠") }
        #expect(
            events.map { $0.trimmingCharacters(in: .whitespaces) } == [
                "⚠ Excessive Heat Warning", "⚠ Air Quality Alert",
            ])
        // The heat warning ends at 20:00 on 20 July in Phoenix (-07:00): 03:00 UTC on the 21st.
        #expect(result.output.contains("until 2024-07-21 03:00"), "\(result.output)")
        #expect(result.output.contains("Data from the US National Weather Service (NOAA); public domain"))
    }

    @Test("Ireland's Atom feed of 232 entries: each warning once; as JSON, every message read with its times")
    func ireland() async throws {
        let sandbox = try CLISandbox(variables: ["NO_COLOR": "1"])
        defer { sandbox.folder.cleanUp() }
        let path = try path("meteoalarm_atom_legacy_ireland_tabs_meteoalert-api.xml", "meteoalarm")
        let result = await sandbox.run("show", path)
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("CAP 1.2 (MeteoAlarm)"))
        let events = result.output.split(separator: "\n").filter { $0.contains("⚠") }
        #expect(events.count == 2, "\(result.output)")
        #expect(result.output.contains("Information provided by MeteoAlarm"))
        let json = await sandbox.run("show", path, "--json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        #expect(warnings.count == 232)
        #expect((warnings.first?["expires"] as? String)?.hasPrefix("2022-12-") == true)
    }

    @Test("a cut-off CAP body, a DOCTYPE and an HTML page are short errors with exit status 1")
    func badBodies() async throws {
        let sandbox = try CLISandbox(variables: ["NO_COLOR": "1"])
        defer { sandbox.folder.cleanUp() }
        let cap = try FixtureFiles.data(
            file: "meteoalarm_cap_xml_ireland_meteoalert-api.xml", provider: "alerts/meteoalarm")
        let cut = sandbox.folder.url.appendingPathComponent("cut.xml")
        try cap.prefix(cap.count / 2).write(to: cut)
        let truncated = await sandbox.run("show", cut.path)
        #expect(truncated.exitCode == 1)
        #expect(
            truncated.error.hasPrefix("Error: \(cut.path) cannot be shown as official warnings: "), "\(truncated.error)"
        )
        let doctype = sandbox.folder.url.appendingPathComponent("doctype.xml")
        let entity = #"<?xml version="1.0"?><!DOCTYPE alert [<!ENTITY x SYSTEM "file:///etc/passwd">]>"#
        let text = String(decoding: cap, as: UTF8.self)
        let body = text.hasPrefix("<?xml") ? String(text[text.index(after: text.firstIndex(of: ">")!)...]) : text
        try Data((entity + body).utf8).write(to: doctype)
        let refused = await sandbox.run("show", doctype.path)
        #expect(refused.exitCode == 1)
        #expect(refused.error.contains("DOCTYPE"), "\(refused.error)")
        #expect(!refused.output.contains("root:"))
        #expect(refused.error.split(separator: "\n").count == 1)
    }

    @Test("text from the body is escaped: a control sequence in an event never reaches the terminal")
    func hostileText() async throws {
        let sandbox = try CLISandbox(variables: ["NO_COLOR": "1"])
        defer { sandbox.folder.cleanUp() }
        let file = "nws_alerts_active_point_phoenix_heat_warning_update_air_quality_finity69x2-nws_alerts.json"
        var body = try #require(
            try JSONSerialization.jsonObject(with: FixtureFiles.data(file: file, provider: "alerts/nws"))
                as? [String: Any])
        var features = try #require(body["features"] as? [[String: Any]])
        var properties = try #require(features[0]["properties"] as? [String: Any])
        properties["event"] = "Heat\u{1B}[2J\u{7} Warning"
        features[0]["properties"] = properties
        body["features"] = features
        let hostile = sandbox.folder.url.appendingPathComponent("hostile.json")
        try JSONSerialization.data(withJSONObject: body).write(to: hostile)
        let result = await sandbox.run("show", hostile.path)
        #expect(result.exitCode == 0, "\(result.error)")
        #expect(result.output.contains("⚠ Heat\\u{1B}[2J\\u{7} Warning"), "\(result.output.prefix(400))")
        #expect(!result.output.contains("\u{1B}") && !result.output.contains("\u{7}"))
    }
}
