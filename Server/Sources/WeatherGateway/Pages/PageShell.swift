import NeutralWeather

/// The frame every page shares: the document head (no inline script or style, assets from this
/// gateway only), the search form and the footer's unit and language links.
enum PageShell {
    /// A whole document; `title` is text, `main` markup already escaped.
    static func document(
        title: String, labels: PageLabels, query: PageQuery, path: String, main: String, footer: String = ""
    ) -> String {
        let lang = query.language.pageCode
        return """
            <!doctype html>
            <html lang="\(lang)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <title>\(HTML.escape(title))</title>
            <link rel="stylesheet" href="\(PageAssets.stylePath)">
            <script src="\(PageAssets.scriptPath)" defer></script>
            </head>
            <body>
            <header>
            <a class="home" href="/\(query.linkQuery)">\(HTML.escape(labels.siteTitle))</a>
            <form action="/" method="get" role="search">
            <input type="search" name="q" aria-label="\(HTML.escape(labels.searchHint))" placeholder="\(HTML.escape(labels.searchHint))" autocomplete="off">
            \(hiddenInputs(query))<button type="submit">\(HTML.escape(labels.search))</button>
            </form>
            </header>
            <main>
            \(main)
            <section id="saved" hidden aria-label="\(HTML.escape(labels.savedPlaces))"><h2>\(HTML.escape(labels.savedPlaces))</h2><ul></ul></section>
            </main>
            <footer>
            \(footer)<p class="settings">\(settingsLinks(labels: labels, query: query, path: path))</p>
            </footer>
            </body>
            </html>

            """
    }

    /// The query's explicit units and language, kept through a search.
    private static func hiddenInputs(_ query: PageQuery) -> String {
        var inputs = ""
        if query.unitsGiven { inputs += #"<input type="hidden" name="u" value="\#(query.units.rawValue)">"# }
        if query.languageGiven {
            inputs += #"<input type="hidden" name="lang" value="\#(query.language.pageCode)">"#
        }
        return inputs
    }

    /// Links to this page in each unit system and language; the current ones marked.
    private static func settingsLinks(labels: PageLabels, query: PageQuery, path: String) -> String {
        let units: [(UnitPreference, String)] = [(.metric, "°C"), (.imperial, "°F")]
        let languages: [(DisplayLanguage, String)] = [
            (.english, "English"), (.chineseSimplified, "简体中文"), (.chineseTraditional, "繁體中文"),
        ]
        let unitLinks = units.map { unit, name in
            link(path, units: unit, language: query.language, text: name, current: unit == query.units, kind: "u")
        }
        let languageLinks = languages.map { language, name in
            link(
                path, units: query.units, language: language, text: name, current: language == query.language,
                kind: "lang")
        }
        return "\(HTML.escape(labels.units)): " + unitLinks.joined(separator: " · ") + " | "
            + languageLinks.joined(separator: " · ")
    }

    private static func link(
        _ path: String, units: UnitPreference, language: DisplayLanguage, text: String, current: Bool, kind: String
    ) -> String {
        let href = "\(path)?u=\(units.rawValue)&amp;lang=\(language.pageCode)"
        let attributes = current ? #" aria-current="true""# : ""
        return
            #"<a href="\#(href)" data-\#(kind)="\#(kind == "u" ? units.rawValue : language.pageCode)"\#(attributes)>\#(HTML.escape(text))</a>"#
    }
}
