import Foundation
import NeutralWeather

/// A place's page: now, the next two hours, 48 hours, the coming days and the alerts, every
/// text from the response escaped.
struct ForecastPage {
    let weather: Weather
    let place: PagePlace
    let query: PageQuery
    var labels: PageLabels { PageLabels(language: query.language) }
    var format: PageFormat { PageFormat(timeZone: weather.location.timeZone, labels: labels) }

    /// The document. How long the answer took is not part of it, so one rendering serves every
    /// request for a moment: it travels in the `Server-Timing` header, and the page's script
    /// shows it in the footer.
    func render() -> String {
        let main = [header, now, nowcast, hours, days, alerts].joined(separator: "\n")
        let attribution = weather.metadata.attribution
        let footer = """
            <p class="attribution">\(HTML.escape(labels.data)): <a href="\(HTML.escape(attribution.url.absoluteString))" rel="noreferrer">\(HTML.escape(attribution.text))</a><span id="answered" hidden> · \(HTML.escape(labels.answeredIn)) <span id="elapsed"></span> ms</span></p>

            """
        return PageShell.document(
            title: "\(place.label) – \(labels.siteTitle)", labels: labels, query: query,
            path: "/" + HTML.pathSegment(place.pathSegment), main: main, footer: footer)
    }

    private var header: String {
        let date = weather.metadata.date
        return """
            <h1 id="place" data-path="\(HTML.escape(HTML.pathSegment(place.pathSegment)))">\(HTML.escape(place.label))</h1>
            <p class="dim">\(HTML.escape(labels.updated)) <time datetime="\(date.ISO8601Format())">\(format.dateTime(date))</time></p>
            """
    }

    private var now: String {
        guard let current = weather.current else {
            return
                #"<section id="now"><h2>\#(HTML.escape(labels.now))</h2><p>\#(HTML.escape(labels.notAvailable))</p></section>"#
        }
        let format = format
        // A row for each field the provider gives ("not available" when it did not send it this
        // time, or sent a value out of range); none for a field it never gives. The same
        // description of what each provider gives (`Weather.offers`) decides the terminal's rows.
        var rows: [(id: String, label: String, value: String)] = []
        func row(_ id: String, _ label: String, _ field: WeatherField, _ value: String?) {
            guard value != nil || weather.offers(field) else { return }
            rows.append((id, label, value ?? labels.notAvailable))
        }
        row("feels-like", labels.feelsLike, .apparentTemperature, current.apparentTemperature.map(format.temperature))
        row("wind", labels.wind, .windSpeed, current.wind.map(format.wind))
        row("humidity", labels.humidity, .humidity, current.humidity.map(format.percent))
        row("visibility", labels.visibility, .visibility, current.visibility.map(format.distance))
        for scale in [AirQualityScale.chinaHJ633, .usEPA, .european, .openWeatherMap] {
            let value = current.airQuality(on: scale).map { quality in
                let meaning = quality.localizedDescription(in: query.language).map { " · \($0)" } ?? ""
                return (FigureText.string(quality.index) ?? labels.notAvailable) + meaning
            }
            row("aqi-\(scale.rawValue)", scale.localizedName(in: query.language), .airQuality(scale), value)
        }
        let list = rows.map { row in
            #"<div><dt>\#(HTML.escape(row.label))</dt><dd id="\#(row.id)">\#(HTML.escape(row.value))</dd></div>"#
        }.joined()
        return """
            <section id="now"><h2 class="visually-hidden">\(HTML.escape(labels.now))</h2>
            <p class="headline"><span id="condition">\(HTML.escape(current.condition.localizedName(in: query.language)))</span> <span id="temperature">\(HTML.escape(format.temperature(current.temperature)))</span></p>
            <dl class="facts">\(list)</dl>
            </section>
            """
    }

    private var nowcast: String {
        let summary = weather.minuteForecast?.summary ?? weather.current?.summary
        let sentence = summary.map { #"<p id="nowcast-summary">\#(HTML.escape($0))</p>"# } ?? ""
        let chart =
            weather.minuteForecast.map { PageCharts.minutes($0, labels: labels) }
            ?? "<p>\(HTML.escape(labels.minuteChart)): \(HTML.escape(labels.notAvailable))</p>"
        return """
            <section id="nowcast"><h2>\(HTML.escape(labels.nextTwoHours))</h2>
            \(sentence)
            \(chart)
            </section>
            """
    }

    private var hours: String {
        let hours = Array(weather.hourlyForecast.prefix(48))
        guard !hours.isEmpty else { return "" }
        return """
            <section id="hours"><h2>\(HTML.escape(labels.hours))</h2>
            \(PageCharts.hours(hours, format: format, labels: labels))
            </section>
            """
    }

    private var days: String {
        guard !weather.dailyForecast.isEmpty else { return "" }
        let format = format
        let today = weather.metadata.date
        let items = weather.dailyForecast.map { day in
            let chance = day.precipitationChance.map { format.percent($0) } ?? ""
            return """
                <li><span class="day">\(HTML.escape(format.day(day.date, today: today)))</span> <span class="condition">\(HTML.escape(day.condition.localizedName(in: query.language)))</span> <span class="range">\(HTML.escape(format.temperature(day.lowTemperature)))–\(HTML.escape(format.temperature(day.highTemperature)))</span><span class="dim">\(HTML.escape(chance))</span></li>
                """
        }
        return """
            <section id="days"><h2>\(HTML.escape(labels.days))</h2>
            <ol class="days">\(items.joined())</ol>
            </section>
            """
    }
}
