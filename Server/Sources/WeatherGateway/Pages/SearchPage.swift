import NeutralWeather
import Places

/// `GET /`: the search form, and with `?q=` the places the gazetteer finds for it.
struct SearchPage {
    let query: PageQuery
    let search: String?
    let results: [PagePlace]

    /// The document; `status` tells the reader when nothing was found.
    func render() -> String {
        let labels = PageLabels(language: query.language)
        var main = "<h1>\(HTML.escape(labels.siteTitle))</h1>"
        if let search {
            if results.isEmpty {
                main += #"<p id="no-place">\#(HTML.escape(labels.noPlace)) (\#(HTML.escape(search)))</p>"#
            } else {
                let items = results.map { place in
                    #"<li><a href="/\#(HTML.pathSegment(place.pathSegment))\#(query.linkQuery)">\#(HTML.escape(place.label))</a></li>"#
                }
                main += """
                    <section id="results"><h2>\(HTML.escape(labels.searchResults))</h2><ul>\(items.joined())</ul></section>
                    """
            }
        }
        return PageShell.document(title: labels.siteTitle, labels: labels, query: query, path: "/", main: main)
    }
}
