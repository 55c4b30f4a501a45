import LayoutScene

/// The preview's one page: the picture, the switchers above it and the inspector beside it, with its script and style
/// inline (no other file is served). It keeps its switchers in its URL's query, takes pictures and errors from the
/// server's WebSocket without reloading, and selects the view under a click from the inspector's frames.
///
/// ```swift
/// HTTPResponse(statusCode: .ok, body: Data(PreviewPage.html.utf8))
/// ```
enum PreviewPage {
    /// The page the server serves, its device and text-size menus filled from layoutviz's presets.
    static let html = page(embedding: "null")

    /// The page as one self-contained file (`render -o page.html`): `message` (a ``PreviewMessage``) and the scene's
    /// `sources` (``PreviewMessage/sources(_:)``) are in it, so it works with no server; its switchers, which need
    /// one, are hidden.
    static func standalone(message: String, sources: Data) -> String {
        // `</` would end the script element early: JSON allows `<\/` for it
        let embedded = "{\"message\":\(message),\"sources\":\(String(decoding: sources, as: UTF8.self))}"
            .replacingOccurrences(of: "</", with: "<\\/")
        return page(embedding: embedded)
    }

    private static func page(embedding embedded: String) -> String {
        let devices = DevicePreset.all.map { "<option value=\"\($0.identifier)\">\($0.name)</option>" }.joined()
        let sizes = ContentSizeCategory.ordered.map { "<option value=\"\($0.shortName)\">\($0.shortName)</option>" }
            .joined()
        return template.replacingOccurrences(of: "{{devices}}", with: devices)
            .replacingOccurrences(of: "{{sizes}}", with: sizes)
            .replacingOccurrences(of: "{{embedded}}", with: embedded)
    }

    private static let template = #"""
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>layoutviz preview</title>
    <style>
    body { margin: 0; font: 13px -apple-system, "Inter", "DejaVu Sans", sans-serif; color: #1d1d1f; display: grid;
           grid-template-columns: 1fr 380px; grid-template-rows: auto 1fr 38%; height: 100vh; }
    header { grid-column: 1 / 3; display: flex; gap: 10px; align-items: center; padding: 8px 12px;
             border-bottom: 1px solid #ddd; background: #f6f6f7; }
    header label { display: flex; gap: 4px; align-items: center; }
    #status { margin-left: auto; color: #666; }
    #stage { position: relative; overflow: auto; padding: 12px; background: #ececee; }
    #picture svg { display: block; background: white; box-shadow: 0 1px 4px rgba(0,0,0,.2); }
    #error { display: none; position: absolute; left: 12px; right: 12px; top: 12px; white-space: pre-wrap;
             font: 12px monospace; background: rgba(255,235,235,.95); color: #a00; border: 1px solid #d66;
             padding: 10px; }
    #error.shown { display: block; }
    aside { grid-row: 2 / 4; grid-column: 2; overflow: auto; border-left: 1px solid #ddd; padding: 10px; }
    aside h2 { font-size: 13px; margin: 12px 0 4px; }
    .constraint { border-bottom: 1px solid #eee; padding: 4px 0; }
    .constraint .sentence { color: #333; }
    .constraint code { font-size: 11px; color: #555; display: block; }
    .state-broken { color: #c00; } .state-unmet { color: #c60; } .state-satisfied { color: #080; }
    .problem { cursor: pointer; color: #a00; padding: 2px 0; }
    #source { grid-column: 1; overflow: auto; margin: 0; border-top: 1px solid #ddd; font: 12px monospace;
              background: #fbfbfb; counter-reset: line; }
    #source span { display: block; padding: 0 8px; white-space: pre; }
    #source span::before { counter-increment: line; content: counter(line); display: inline-block; width: 3em;
                           color: #aaa; }
    #source span.current { background: #fff3b0; }
    .selection { fill: rgba(0,122,255,.12); stroke: #007aff; stroke-width: 2; pointer-events: none; }
    </style></head>
    <body>
    <header>
      <label>Device <select id="device"><option value="">as given</option>{{devices}}</select></label>
      <label>Orientation <select id="orientation"><option value="">portrait</option>
        <option value="landscape">landscape</option></select></label>
      <label>Appearance <select id="appearance"><option value="">as given</option><option>light</option>
        <option>dark</option></select></label>
      <label>Text size <select id="content-size"><option value="">as given</option>{{sizes}}</select></label>
      <label>Direction <select id="direction"><option value="">as given</option><option>ltr</option>
        <option>rtl</option></select></label>
      <label>Preview <input id="preview" size="8" placeholder="first"></label>
      <span id="status">connecting…</span>
    </header>
    <div id="stage"><div id="picture"></div><div id="error"></div></div>
    <aside><div id="inspector">Click a view to inspect it.</div><h2>Problems</h2><div id="problems">None.</div></aside>
    <pre id="source"></pre>
    <script>
    const keys = ["device", "orientation", "appearance", "content-size", "direction", "preview"];
    const params = new URLSearchParams(location.search);
    for (const key of keys) document.getElementById(key).value = params.get(key) || "";
    const embedded = {{embedded}};
    let inspection = null, selected = null, socket = null, sources = [];
    // The current inspector data, for scripts driving the page (scripts/preview-in-chromium).
    window.layoutviz = { get inspection() { return inspection; } };

    function query() {
      const state = new URLSearchParams();
      for (const key of keys) { const value = document.getElementById(key).value; if (value) state.set(key, value); }
      return state.toString();
    }
    for (const key of keys) document.getElementById(key).addEventListener("change", () => {
      const text = query();
      history.replaceState(null, "", text ? "?" + text : location.pathname);
      if (socket && socket.readyState === 1) socket.send(text);
    });

    function connect() {
      socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/events");
      socket.onopen = () => { socket.send(query()); status("connected"); };
      socket.onclose = () => { status("disconnected; retrying…"); setTimeout(connect, 1000); };
      socket.onmessage = event => receive(JSON.parse(event.data));
    }
    function status(text) { document.getElementById("status").textContent = text; }

    function receive(message) {
      const error = document.getElementById("error");
      if (message.type === "error") {
        error.textContent = message.message; error.classList.add("shown");
        status("version " + message.version + ": the files do not load");
        return;
      }
      error.classList.remove("shown");
      document.getElementById("picture").innerHTML = message.svg;
      inspection = message.inspection;
      status("version " + message.version + " · " + new Date().toLocaleTimeString());
      document.body.dataset.version = message.version;
      showProblems();
      if (!embedded) fetch("/sources").then(r => r.json()).then(files => { sources = files; showSelection(); });
      if (!inspection.views.some(v => v.name === selected)) selected = null;
      showSelection();
    }

    document.getElementById("picture").addEventListener("click", event => {
      const svg = document.querySelector("#picture svg");
      if (!svg || !inspection) return;
      const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(svg.getScreenCTM().inverse());
      const x = point.x - inspection.padding, y = point.y - inspection.padding;
      let best = null;
      for (const view of inspection.views) {
        const [vx, vy, w, h] = view.frame;
        if (x >= vx && x <= vx + w && y >= vy && y <= vy + h && (!best || w * h <= best.frame[2] * best.frame[3]))
          best = view;
      }
      selected = best ? best.name : null;
      showSelection();
    });

    function text(value) { const span = document.createElement("span"); span.textContent = value; return span.innerHTML; }
    function size(value) { return value < 0 ? "none" : +value.toFixed(2); }

    function showSelection() {
      const panel = document.getElementById("inspector");
      const svg = document.querySelector("#picture svg");
      svg && svg.querySelectorAll(".selection").forEach(node => node.remove());
      const view = inspection && inspection.views.find(v => v.name === selected);
      if (!view) { panel.innerHTML = "Click a view to inspect it."; document.body.dataset.selected = ""; return; }
      document.body.dataset.selected = view.name;
      const [x, y, w, h] = view.frame;
      const rect = document.createElementNS("http://www.w3.org/2000/svg", "rect");
      rect.setAttribute("class", "selection");
      rect.setAttribute("x", x + inspection.padding); rect.setAttribute("y", y + inspection.padding);
      rect.setAttribute("width", w); rect.setAttribute("height", h);
      svg.appendChild(rect);
      const related = inspection.constraints.filter(c => c.views.includes(view.name));
      panel.innerHTML = "<h2>" + text(view.name) + "</h2>"
        + "<div>frame " + [x, y, w, h].map(v => +v.toFixed(2)).join(", ") + "</div>"
        + "<div>intrinsic size " + size(view.intrinsic[0]) + " × " + size(view.intrinsic[1]) + "</div>"
        + "<div>hugging " + view.hugging.join(" / ") + ", compression resistance " + view.compression.join(" / ")
        + " (horizontal / vertical)</div>"
        + (view.ambiguous.length ? "<div class='state-broken'>ambiguous: " + text(view.ambiguous.join(", ")) + "</div>" : "")
        + "<h2>Constraints (" + related.length + ")</h2>"
        + related.map((c, i) => "<div class='constraint'><span class='state-" + c.state + "'>" + c.state
            + (c.active ? "" : ", inactive") + "</span> · priority " + c.priority
            + (c.line ? " · <a href='#' data-file='" + text(c.file) + "' data-line='" + c.line + "'>"
               + text(c.file) + ":" + c.line + "</a>" : "")
            + "<div class='sentence'>" + text(c.sentence) + "</div><code>" + text(c.description) + "</code></div>")
          .join("");
      panel.querySelectorAll("a[data-line]").forEach(link => link.addEventListener("click", event => {
        event.preventDefault(); showSource(link.dataset.file, +link.dataset.line);
      }));
    }

    function showSource(file, line) {
      const source = sources.find(s => s.name === file) || sources[0];
      if (!source) return;
      const pane = document.getElementById("source");
      pane.innerHTML = source.text.split("\n").map((l, i) =>
        "<span" + (i + 1 === line ? " class='current'" : "") + ">" + text(l) + "</span>").join("");
      const current = pane.querySelector(".current");
      current && current.scrollIntoView({ block: "center" });
    }

    function showProblems() {
      const list = document.getElementById("problems");
      if (!inspection.problems.length) { list.textContent = "None."; return; }
      list.innerHTML = inspection.problems.map((p, i) =>
        "<div class='problem' data-index='" + i + "'>" + text(p.kind + ": " + p.message) + "</div>").join("");
      list.querySelectorAll(".problem").forEach(node => node.addEventListener("click", () => {
        const problem = inspection.problems[+node.dataset.index];
        selected = problem.views[0] || null; showSelection();
      }));
    }
    if (embedded) {
      document.querySelectorAll("header label").forEach(label => label.style.display = "none");
      sources = embedded.sources;
      receive(embedded.message);
      status("exported by layoutviz render");
    } else {
      connect();
    }
    </script></body></html>
    """#
}
