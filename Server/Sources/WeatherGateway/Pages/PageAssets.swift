import HTTPTypes

/// The pages' stylesheet and script, served by the gateway itself, and the headers every page
/// carries: a Content-Security-Policy that allows this origin's own stylesheet, script and nothing
/// else (no inline script or style, no other origin, no frames, forms to this origin only).
enum PageAssets {
    static let stylePath = "/static/page.css"
    static let scriptPath = "/static/app.js"

    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'none'; "
        + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    /// The headers of a page.
    static var pageHeaders: HTTPFields {
        var headers: HTTPFields = [
            .contentType: "text/html; charset=utf-8", .contentSecurityPolicy: contentSecurityPolicy,
            .cacheControl: "no-cache",
        ]
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        headers[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
        headers[.vary] = "Accept, Accept-Language, User-Agent"
        return headers
    }

    /// Every text meets WCAG AA (4.5:1) in both schemes, as the browser check measures; the dim
    /// grey and the links reach 7:1 on their backgrounds.
    static let style = """
        :root { color-scheme: light dark; --bg: #ffffff; --fg: #1b1b1b; --dim: #595959; --link: #0b50a8;
          --line: #d0d0d0; --rain: #1764b8; --temp: #b3261e; --chance: #9cc3ef; --alert: #fff4e0; }
        @media (prefers-color-scheme: dark) {
          :root { --bg: #121417; --fg: #ececec; --dim: #b4b4b4; --link: #8cbcff; --line: #3c4046;
            --rain: #6fb0ff; --temp: #ff8a80; --chance: #2c4f7a; --alert: #33291a; }
        }
        * { box-sizing: border-box; }
        body { margin: 0 auto; max-width: 60rem; padding: 0.75rem; background: var(--bg); color: var(--fg);
          font: 16px/1.45 system-ui, -apple-system, "Segoe UI", "Noto Sans", "PingFang SC", sans-serif; }
        a { color: var(--link); }
        header { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; justify-content: space-between; }
        header form { display: flex; gap: 0.25rem; flex: 1 1 14rem; max-width: 26rem; }
        input[type=search] { flex: 1; min-width: 0; padding: 0.4rem; font: inherit; color: var(--fg);
          background: var(--bg); border: 1px solid var(--dim); border-radius: 4px; }
        button { font: inherit; padding: 0.4rem 0.7rem; color: var(--bg); background: var(--link); border: 0; border-radius: 4px; }
        .home { font-weight: 700; text-decoration: none; }
        h1 { font-size: 1.6rem; margin: 0.75rem 0 0; }
        h2 { font-size: 1.15rem; margin: 1.25rem 0 0.4rem; }
        .dim, figcaption { color: var(--dim); }
        .headline { font-size: 1.5rem; margin: 0.5rem 0; }
        #temperature { font-weight: 700; font-size: 2.2rem; margin-left: 0.4rem; }
        .facts { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 0.2rem 1rem; margin: 0; }
        .facts div { display: flex; gap: 0.5rem; }
        .facts dt { color: var(--dim); min-width: 6.5rem; }
        .facts dd { margin: 0; }
        figure { margin: 0.5rem 0; }
        .chart { width: 100%; max-width: 48rem; height: auto; display: block; }
        .chart text { font-size: 9px; fill: var(--dim); }
        .chart .extreme text { fill: var(--fg); font-size: 8px; }
        .axis { stroke: var(--line); stroke-width: 0.5; }
        .rain rect { fill: var(--rain); }
        .chance rect { fill: var(--chance); }
        .temperature { fill: none; stroke: var(--temp); stroke-width: 1.5; }
        .legend-line { color: var(--temp); }
        .legend-bar { color: var(--rain); }
        .days { list-style: none; padding: 0; margin: 0; }
        .days li { display: grid; grid-template-columns: 6.5rem 1fr auto 3rem; gap: 0.5rem; padding: 0.3rem 0;
          border-bottom: 1px solid var(--line); }
        .alert { background: var(--alert); padding: 0.5rem 0.75rem; border-radius: 4px; margin: 0.5rem 0; }
        .alert h3 { margin: 0; font-size: 1rem; }
        footer { margin-top: 1.5rem; font-size: 0.9rem; color: var(--dim); }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
        #saved ul { padding-left: 1.2rem; }
        #saved button { margin-left: 0.5rem; padding: 0 0.4rem; }
        .days li .dim { text-align: right; }
        @media (max-width: 30rem) {
          .days li { grid-template-columns: 4.6rem 1fr auto 2.6rem; gap: 0.3rem; }
          .chart text, .chart .extreme text { font-size: 12px; }
        }

        """

    /// Remembers saved places, units and language in local storage; the pages work without it.
    /// Builds every element with `textContent`, never from markup.
    static let script = """
        "use strict";
        (function () {
          var store = window.localStorage;
          function read(key, fallback) { try { return JSON.parse(store.getItem(key)) || fallback; } catch (e) { return fallback; } }
          function write(key, value) { try { store.setItem(key, JSON.stringify(value)); } catch (e) {} }
          var params = new URLSearchParams(window.location.search);
          var prefs = read("weather.prefs", {});
          if (params.has("u")) { prefs.u = params.get("u"); }
          if (params.has("lang")) { prefs.lang = params.get("lang"); }
          write("weather.prefs", prefs);
          if ((!params.has("u") && prefs.u) || (!params.has("lang") && prefs.lang)) {
            if (prefs.u && !params.has("u")) { params.set("u", prefs.u); }
            if (prefs.lang && !params.has("lang")) { params.set("lang", prefs.lang); }
            window.location.replace(window.location.pathname + "?" + params.toString());
            return;
          }
          var places = read("weather.places", []);
          var section = document.getElementById("saved");
          var heading = document.getElementById("place");
          function suffix() { var s = params.toString(); return s ? "?" + s : ""; }
          function show() {
            var list = section.querySelector("ul");
            while (list.firstChild) { list.removeChild(list.firstChild); }
            places.forEach(function (place, index) {
              var item = document.createElement("li");
              var link = document.createElement("a");
              link.href = "/" + place.path + suffix();
              link.textContent = place.label;
              var remove = document.createElement("button");
              remove.type = "button";
              remove.textContent = "×";
              remove.setAttribute("aria-label", "Remove " + place.label);
              remove.addEventListener("click", function () { places.splice(index, 1); write("weather.places", places); show(); });
              item.appendChild(link);
              item.appendChild(remove);
              list.appendChild(item);
            });
            section.hidden = places.length === 0;
          }
          if (heading && heading.dataset.path) {
            var path = heading.dataset.path;
            var name = heading.textContent;
            var save = document.createElement("button");
            save.type = "button";
            save.id = "save-place";
            function label() { save.textContent = places.some(function (p) { return p.path === path; }) ? "★" : "☆"; }
            save.addEventListener("click", function () {
              var at = places.findIndex(function (p) { return p.path === path; });
              if (at >= 0) { places.splice(at, 1); } else { places.push({ path: path, label: name }); }
              write("weather.places", places);
              label();
              show();
            });
            label();
            heading.appendChild(document.createTextNode(" "));
            heading.appendChild(save);
          }
          show();
          var answered = document.getElementById("answered");
          var navigation = window.performance && performance.getEntriesByType ? performance.getEntriesByType("navigation")[0] : null;
          var timing = navigation && navigation.serverTiming ? navigation.serverTiming.find(function (t) { return t.name === "app"; }) : null;
          if (answered && timing) {
            document.getElementById("elapsed").textContent = timing.duration.toFixed(1);
            answered.hidden = false;
          }
        })();

        """
}
