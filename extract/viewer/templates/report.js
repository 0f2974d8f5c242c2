(function () {
  "use strict";
  var store = null; // the bodies of documents and figures, as HTML by id: read on first use
  function payload(id) {
    if (store === null) {
      var data = document.getElementById("payloads");
      store = data ? JSON.parse(data.textContent) : {};
    }
    return store[id] || "";
  }
  function render(det) {
    var body = det.querySelector(":scope > .body");
    if (!body || body.dataset.done) return;
    body.innerHTML = payload(det.dataset.body);
    body.dataset.done = "1";
  }
  document.addEventListener("toggle", function (e) {
    var t = e.target;
    if (t.matches && t.matches("details[data-body]") && t.open) render(t);
  }, true);
  document.querySelectorAll("details[data-body][open]").forEach(render);

  function flash(el) {
    el.classList.remove("flash");
    void el.offsetWidth;
    el.classList.add("flash");
  }
  function showLine(line) {
    var box = line.closest(".src");
    if (box) box.scrollTop = line.offsetTop - box.clientHeight / 2;
    flash(line);
  }
  function go(hash) {
    var m = /^#([dg]\d+)(L\d+)?$/.exec(hash);
    if (!m) return false;
    var det = document.getElementById(m[1]);
    if (!det) return false;
    det.hidden = false;
    if (!det.open) det.open = true;
    render(det);
    var el = document.getElementById(m[1] + (m[2] || ""));
    if (!el) return false;
    if (m[2]) {
      det.scrollIntoView({ block: "start" });
      showLine(el);
    } else {
      el.scrollIntoView({ block: "start" });
    }
    return true;
  }
  function words(s) { return (s || "").split(" ").filter(Boolean); }
  function select(det, cells, findings, lineNo, origin) {
    det.querySelectorAll(".sel").forEach(function (el) { el.classList.remove("sel"); });
    var first = null;
    words(cells).forEach(function (c) {
      det.querySelectorAll('[data-c="' + c + '"]').forEach(function (el) {
        el.classList.add("sel");
        if (!first && el.closest(".src")) first = el;
      });
    });
    findings.forEach(function (f) {
      det.querySelectorAll('li.finding[data-f="' + f + '"]').forEach(function (el) { el.classList.add("sel"); });
    });
    var line = first ? first.closest(".ln") : lineNo ? document.getElementById(det.id + "L" + lineNo) : null;
    if (line) showLine(line);
    if (origin && origin.closest(".drawing")) {
      var info = origin.closest(".panel").querySelector(".info");
      if (info) {
        var tip = origin.querySelector("title");
        info.textContent = tip ? tip.textContent : origin.getAttribute("title") || "";
        info.hidden = false;
      }
    }
  }
  document.addEventListener("click", function (e) {
    var a = e.target.closest("a[href^='#']");
    if (a) {
      if (go(a.getAttribute("href"))) {
        e.preventDefault();
        history.replaceState(null, "", a.getAttribute("href"));
      }
      return;
    }
    var btn = e.target.closest("button.code-filter");
    if (btn) {
      document.getElementById("f-code").value = btn.dataset.code;
      filter();
      return;
    }
    var det = e.target.closest("details.doc");
    if (!det || e.target.closest("summary")) return;
    var finding = e.target.closest("li.finding");
    var claim = e.target.closest("li.claim");
    var mark = e.target.closest("[data-c]");
    if (finding) select(det, finding.dataset.cells, [finding.dataset.f], finding.dataset.line, null);
    else if (claim) select(det, claim.dataset.cells, [], claim.dataset.line, null);
    else if (mark) select(det, mark.dataset.c, words(mark.dataset.f), null, mark);
  });

  var fCode = document.getElementById("f-code");
  var fKind = document.getElementById("f-kind");
  var fText = document.getElementById("f-text");
  var fCount = document.getElementById("f-count");
  function filter() {
    var code = fCode.value, kind = fKind.value, text = fText.value.trim().toLowerCase();
    var rows = document.querySelectorAll("#docs tbody tr"), shown = 0;
    rows.forEach(function (tr) {
      var codes = words(tr.dataset.codes);
      var ok = (!code || (code === "none" ? codes.length === 0 : codes.indexOf(code) >= 0)) &&
        (!kind || tr.dataset.kind === kind) && (!text || tr.dataset.text.indexOf(text) >= 0);
      tr.hidden = !ok;
      var det = document.getElementById("d" + tr.dataset.n);
      if (det) det.hidden = !ok;
      if (ok) shown++;
    });
    fCount.textContent = shown + " of " + rows.length;
  }
  fCode.addEventListener("change", filter);
  fKind.addEventListener("change", filter);
  fText.addEventListener("input", filter);
  document.body.classList.remove("loading"); // laid out once, now that all is parsed
  if (location.hash) go(location.hash);
})();
