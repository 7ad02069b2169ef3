// Callsite's optional script: theme toggle, search, and stepping through transcripts.
// Every page reads fully without it.
(function () {
  "use strict";
  var doc = document;
  var root = doc.body ? doc.body.getAttribute("data-root") || "" : "";
  doc.documentElement.classList.add("js");

  function typing(event) {
    var t = event.target;
    return t && (t.tagName === "INPUT" || t.tagName === "TEXTAREA" || t.tagName === "SELECT" || t.isContentEditable);
  }
  // Whether the arrow keys belong to what has the focus: a form field, or a block that
  // scrolls sideways (code, a table, a comparison), which the arrows scroll.
  function arrowsTaken(event) {
    var t = event.target;
    if (typing(event)) return true;
    return !!(t && t.closest && t.closest("pre, table, .table-wrap, .compare-scroll, [data-scroll-focus], [contenteditable]"));
  }

  // Theme toggle ---------------------------------------------------------------------------
  var toggle = doc.querySelector(".theme-toggle");
  function effectiveTheme() {
    var set = doc.documentElement.dataset.theme;
    if (set) return set;
    return window.matchMedia && window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  function labelToggle() {
    var theme = effectiveTheme();
    // One label, "Dark theme", pressed or not: the name a reader sees is the name a screen
    // reader or voice control uses (WCAG 2.5.3), and the state is aria-pressed.
    toggle.textContent = "Dark theme";
    toggle.setAttribute("aria-pressed", theme === "dark" ? "true" : "false");
  }
  if (toggle) {
    toggle.hidden = false;
    labelToggle();
    toggle.addEventListener("click", function () {
      var next = effectiveTheme() === "dark" ? "light" : "dark";
      doc.documentElement.dataset.theme = next;
      try { localStorage.setItem("callsite-theme", next); } catch (e) { /* not saved */ }
      labelToggle();
    });
  }

  // Search -----------------------------------------------------------------------------------
  var input = doc.getElementById("search-input");
  var list = doc.getElementById("search-results");
  var state = { index: null, shards: {}, docs: {}, loading: {}, active: -1, results: [] };
  var STOP = "a an and are as at be by for from in is it its of on or that the this to was with".split(" ");

  window.CallsiteSearch = {
    index: function (data) { state.index = data; run(); },
    docs: function (n, rows) { state.docs[n] = rows; run(); },
    terms: function (id, map) { state.shards[id] = map; run(); }
  };

  function load(path) {
    if (state.loading[path]) return;
    state.loading[path] = true;
    var s = doc.createElement("script");
    s.src = root + path;
    s.async = true;
    doc.head.appendChild(s);
  }

  function words(text) {
    var folded = text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
    return folded.split(/[^\p{L}\p{N}]+/u).filter(function (w) { return w.length >= 2 && STOP.indexOf(w) < 0; });
  }

  function shardsFor(term) {
    var out = [];
    state.index.shards.forEach(function (prefix, i) {
      var exact = prefix.charAt(prefix.length - 1) === "=";
      var p = exact ? prefix.slice(0, -1) : prefix;
      if (exact ? p.indexOf(term) === 0 : (term.indexOf(p) === 0 || p.indexOf(term) === 0)) out.push(state.index.files[i]);
    });
    return out;
  }

  function run() {
    if (!input || !state.index) return;
    var terms = words(input.value);
    if (!terms.length) { render([]); return; }
    var needed = [];
    terms.forEach(function (t) { shardsFor(t).forEach(function (i) { if (needed.indexOf(i) < 0) needed.push(i); }); });
    var missing = needed.filter(function (i) { return !state.shards[i]; });
    if (missing.length) { missing.forEach(function (id) { load("search/terms-" + id + ".js"); }); return; }
    var scores = null;
    var found_in = {};
    terms.forEach(function (t) {
      var found = {};
      shardsFor(t).forEach(function (i) {
        var map = state.shards[i];
        for (var term in map) {
          if (term.indexOf(t) !== 0) continue;
          var postings = map[term];
          for (var k = 0; k < postings.length; k += 2) {
            var doc = postings[k], mask = postings[k + 1];
            var s = (mask & 1 ? 100 : 0) + (mask & 2 ? 10 : 0) + (mask & 4 ? 1 : 0);
            if (term === t) s += 0.5;
            if (!found[doc] || found[doc] < s) found[doc] = s;
            found_in[doc] = (found_in[doc] || 0) | mask;
          }
        }
      });
      if (scores === null) { scores = found; return; }
      var next = {};
      for (var d in scores) if (found[d]) next[d] = scores[d] + found[d];
      scores = next;
    });
    var ranked = Object.keys(scores || {}).map(Number).sort(function (a, b) {
      return (scores[b] - scores[a]) || (a - b);
    }).slice(0, 20);
    var per = state.index.docsPerShard;
    var wanted = ranked.map(function (d) { return Math.floor(d / per); }).filter(function (s, i, a) { return a.indexOf(s) === i; });
    var notYet = wanted.filter(function (s) { return !state.docs[s]; });
    if (notYet.length) { notYet.forEach(function (s) { load("search/docs-" + s + ".js"); }); return; }
    var where = {};
    ranked.forEach(function (d) { where[d] = found_in[d] || 0; });
    render(ranked.map(function (d) { return state.docs[Math.floor(d / per)][d % per]; }), terms,
      ranked.map(function (d) { return where[d]; }));
  }

  // `text` as nodes, the words that start with one of `terms` marked.
  function marked(text, terms) {
    var frag = doc.createDocumentFragment();
    var parts = text.split(/([\p{L}\p{N}]+)/u);
    parts.forEach(function (part) {
      if (!part) return;
      var folded = part.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
      var hit = terms.some(function (t) { return folded.indexOf(t) === 0 || (t.length > 2 && folded.indexOf(t) >= 0); });
      if (hit) {
        var m = doc.createElement("mark");
        m.textContent = part;
        frag.appendChild(m);
      } else {
        frag.appendChild(doc.createTextNode(part));
      }
    });
    return frag;
  }

  // About twenty words of `text` around the first word that starts with one of `terms`,
  // with an ellipsis where it was cut; "" when none is there.
  function snippetOf(text, terms) {
    if (!text) return "";
    var lower = text.toLowerCase();
    var at = -1;
    terms.forEach(function (t) {
      var re = new RegExp("(^|[^\\p{L}\\p{N}])" + t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "u");
      var m = re.exec(lower);
      if (m && (at < 0 || m.index + m[1].length < at)) at = m.index + m[1].length;
    });
    if (at < 0) return "";
    var start = Math.max(0, text.lastIndexOf(" ", Math.max(0, at - 60)));
    var end = text.indexOf(" ", Math.min(text.length, at + 90));
    if (end < 0) end = text.length;
    return (start > 0 ? "… " : "") + text.slice(start, end).trim() + (end < text.length ? " …" : "");
  }

  function render(rows, terms, masks) {
    terms = terms || [];
    masks = masks || [];
    state.results = rows;
    state.active = -1;
    list.textContent = "";
    if (!input.value.trim()) { close(); return; }
    if (!rows.length) {
      var empty = doc.createElement("li");
      empty.className = "empty";
      empty.textContent = "No lesson or transcript matches “" + input.value.trim() + "”.";
      list.appendChild(empty);
    }
    rows.forEach(function (row, i) {
      // The link is the option (an option may not hold a link: nothing inside it is focusable).
      var li = doc.createElement("li");
      li.setAttribute("role", "none");
      var a = doc.createElement("a");
      a.id = "search-result-" + i;
      a.setAttribute("role", "option");
      a.setAttribute("aria-selected", "false");
      a.href = root + row[1];
      a.tabIndex = -1;
      // A lesson's title starts with its number (2.3), shown as the contents show it.
      var title = doc.createElement("span");
      title.className = "result-title";
      var numbered = row[2] === "lesson" ? /^(\d+(?:\.\d+)*) (.*)$/.exec(row[0]) : null;
      if (numbered) {
        var number = doc.createElement("span");
        number.className = "lesson-number";
        number.textContent = numbered[1];
        title.appendChild(number);
        title.appendChild(doc.createTextNode(" "));
      }
      title.appendChild(marked(numbered ? numbered[2] : row[0], terms));
      a.appendChild(title);
      var kinds = { transcript: "Transcript", tool: "Tool", comparison: "Comparison", scorecard: "Scorecard" };
      var kind = doc.createElement("span");
      kind.className = "result-kind";
      var mask = masks[i] || 0;
      kind.textContent = (kinds[row[2]] || "Lesson") +
        (mask & 1 ? "" : mask & 2 ? " · matched in a heading" : mask & 4 ? " · matched in the text" : "");
      a.appendChild(kind);
      // The summary field holds the summary, the headings and the start of the text,
      // separated by U+001F: a match below the title shows the words around it.
      var fields = (row[3] || "").split("\u001F");
      var snippet = mask & 1 ? "" : snippetOf(mask & 2 ? fields[1] : fields[2], terms) ||
        snippetOf(fields[1], terms) || snippetOf(fields[2], terms);
      if (fields[0]) {
        var summary = doc.createElement("span");
        summary.className = "result-summary";
        summary.appendChild(marked(fields[0], terms));
        a.appendChild(summary);
      }
      if (snippet) {
        var quote = doc.createElement("span");
        quote.className = "result-snippet";
        quote.appendChild(marked(snippet, terms));
        a.appendChild(quote);
      }
      li.appendChild(a);
      list.appendChild(li);
    });
    list.hidden = false;
    input.setAttribute("aria-expanded", "true");
  }

  function close() {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
  }

  function select(i) {
    var items = list.querySelectorAll("[role=option]");
    if (!items.length) return;
    state.active = (i + items.length) % items.length;
    items.forEach(function (item, k) { item.setAttribute("aria-selected", k === state.active ? "true" : "false"); });
    input.setAttribute("aria-activedescendant", items[state.active].id);
    items[state.active].scrollIntoView({ block: "nearest" });
  }

  if (input && list) {
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", "search-results");
    input.setAttribute("aria-expanded", "false");
    input.addEventListener("focus", function () { load("search/index.js"); });
    input.addEventListener("input", function () { load("search/index.js"); run(); });
    input.addEventListener("keydown", function (e) {
      if (e.key === "ArrowDown") { e.preventDefault(); select(state.active + 1); }
      else if (e.key === "ArrowUp") { e.preventDefault(); select(state.active - 1); }
      else if (e.key === "Enter" && state.active >= 0) {
        e.preventDefault();
        window.location.href = root + state.results[state.active][1];
      } else if (e.key === "Escape") { close(); }
    });
    doc.addEventListener("click", function (e) { if (!e.target.closest || !e.target.closest(".search")) close(); });
    var q = new URLSearchParams(window.location.search).get("q");
    if (q) { input.value = q; load("search/index.js"); }
  }

  doc.addEventListener("keydown", function (e) {
    if (e.key === "/" && !typing(e) && input) { e.preventDefault(); input.focus(); }
  });

  // Comparisons: on a narrow screen the runs stack, and a switch shows one run at a time
  // (the stylesheet hides the runs marked compare-off only there) -------------------------
  function compareSwitches() {
    doc.querySelectorAll(".compare").forEach(function (box) {
      var bar = box.querySelector(".compare-switch");
      if (!bar) return;
      var buttons = Array.prototype.slice.call(bar.querySelectorAll("button[data-show]"));
      var parts = box.querySelectorAll("[data-column]");
      function show(column) {
        buttons.forEach(function (b) {
          b.setAttribute("aria-pressed", b.getAttribute("data-show") === column ? "true" : "false");
        });
        Array.prototype.forEach.call(parts, function (el) {
          el.classList.toggle("compare-off", column !== "all" && el.getAttribute("data-column") !== column);
        });
      }
      buttons.forEach(function (b) {
        b.addEventListener("click", function () { show(b.getAttribute("data-show")); });
      });
      bar.hidden = false;
      // Every run from 768 px up, where they fit side by side; one at a time on a phone.
      var wide = window.matchMedia && window.matchMedia("(min-width: 768px)").matches;
      show(wide ? "all" : "0");
    });
  }
  compareSwitches();

  // Phone menu: a button in the header opens the sidebar above the page --------------------
  // Without the script, the header's "Menu" link goes to the sidebar where it is (#site-nav).
  function setUpMenu() {
    var link = doc.querySelector(".menu-link");
    var nav = doc.getElementById("site-nav");
    if (!link || !nav) return;
    var button = doc.createElement("button");
    button.type = "button";
    button.className = "menu-button";
    button.textContent = "Menu";
    button.setAttribute("aria-controls", "site-nav");
    button.setAttribute("aria-expanded", "false");
    link.parentNode.insertBefore(button, link);
    link.hidden = true;
    function setOpen(open, focusBack) {
      nav.classList.toggle("open", open);
      button.setAttribute("aria-expanded", open ? "true" : "false");
      if (open) {
        var current = nav.querySelector("[aria-current=page]") || nav.querySelector("a");
        if (current) current.focus();
      } else if (focusBack) {
        button.focus();
      }
    }
    button.addEventListener("click", function () { setOpen(!nav.classList.contains("open"), false); });
    doc.addEventListener("keydown", function (e) {
      if (e.key === "Escape" && nav.classList.contains("open")) { setOpen(false, true); }
    });
  }
  setUpMenu();

  // "On this page" starts folded where it sits above the lesson (narrow screens, and a lesson
  // whose transcripts need the outline's column); open beside it. Beside the lesson it has no
  // summary to open it by, so it is opened again when it moves beside the lesson (an iPad
  // rotated, a window widened), and folded when it moves above. The stylesheet decides where
  // it sits: above the lesson it is not sticky.
  function foldOutline() {
    var fold = doc.querySelector(".outline-fold");
    var outline = doc.querySelector(".outline");
    if (!fold || !outline || !window.getComputedStyle) return;
    var beside = null;
    var follow = function () {
      var now = window.getComputedStyle(outline).position === "sticky";
      if (now !== beside) { beside = now; fold.open = now; }
    };
    follow();
    window.addEventListener("resize", follow);
  }
  foldOutline();

  // Copy buttons on code blocks, JSON steps and Swift declarations --------------------------
  // Each <pre> gets a button just before it (no wrapper: the page's structure stays as it
  // was); "Copied" is said through one polite live region.
  function setUpCopyButtons() {
    var blocks = doc.querySelectorAll("main pre");
    if (!blocks.length) return;
    var status = doc.createElement("p");
    status.className = "visually-hidden copy-status";
    status.setAttribute("role", "status");
    status.setAttribute("aria-live", "polite");
    doc.body.appendChild(status);
    var names = { json: "JSON", swift: "Swift", sh: "shell commands", repl: "REPL session" };
    function copyText(text, done) {
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(function () { done(true); }, function () { done(fallback(text)); });
      } else {
        done(fallback(text));
      }
    }
    function fallback(text) {
      var area = doc.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.className = "visually-hidden";
      doc.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = doc.execCommand("copy"); } catch (e) { ok = false; }
      doc.body.removeChild(area);
      return ok;
    }
    Array.prototype.forEach.call(blocks, function (pre) {
      var button = doc.createElement("button");
      button.type = "button";
      button.className = "copy-button";
      // The name ("Copy JSON") starts with the visible word, so voice control finds it.
      var what = names[pre.getAttribute("data-lang")] || "code";
      var label = doc.createElement("span");
      label.textContent = "Copy";
      var hidden = doc.createElement("span");
      hidden.className = "visually-hidden";
      hidden.textContent = " " + what;
      button.appendChild(label);
      button.appendChild(hidden);
      pre.parentNode.insertBefore(button, pre);
      var timer = null;
      button.addEventListener("click", function () {
        var code = pre.querySelector("code") || pre;
        copyText(code.textContent.replace(/\n$/, ""), function (ok) {
          label.textContent = ok ? "Copied" : "Copy failed";
          button.classList.toggle("copied", ok);
          status.textContent = "";
          status.textContent = ok ? "Copied " + what + " to the clipboard" : "Could not copy; select the text instead";
          clearTimeout(timer);
          timer = setTimeout(function () { label.textContent = "Copy"; button.classList.remove("copied"); }, 2000);
        });
      });
    });
  }
  setUpCopyButtons();

  // Code and tables wider than their box scroll inside it; one that scrolls takes the focus,
  // so that a keyboard can scroll it too. Checked again when the window or a fold changes.
  function focusScrollers() {
    Array.prototype.forEach.call(doc.querySelectorAll("main pre, main .table-wrap, main .prose table, main .compare-scroll"), function (box) {
      // Even one pixel more is a scrollable region to axe and to a keyboard.
      var scrolls = box.scrollWidth > box.clientWidth;
      if (scrolls && !box.hasAttribute("tabindex")) {
        box.setAttribute("tabindex", "0");
        box.setAttribute("data-scroll-focus", "");
      } else if (!scrolls && box.hasAttribute("data-scroll-focus")) {
        box.removeAttribute("tabindex");
        box.removeAttribute("data-scroll-focus");
      }
    });
  }
  var scrollTimer = null;
  function focusScrollersSoon() { clearTimeout(scrollTimer); scrollTimer = setTimeout(focusScrollers, 100); }
  focusScrollers();
  window.addEventListener("resize", focusScrollersSoon);
  doc.addEventListener("toggle", focusScrollersSoon, true);

  // A link to a disclosure (a lesson's link to a step's wire view) opens it ---------------
  function openLinkedDisclosure() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    var target = id ? doc.getElementById(id) : null;
    if (target && target.tagName === "DETAILS" && !target.open) {
      target.open = true;
      target.scrollIntoView({ block: "start" });
    }
  }
  openLinkedDisclosure();
  window.addEventListener("hashchange", openLinkedDisclosure);

  // Transcripts: ←/→ or j/k step through, "Play" reveals steps one by one --------------------
  var steps = Array.prototype.slice.call(doc.querySelectorAll(".transcript .step"));
  if (!steps.length) return;

  function currentIndex() {
    var id = decodeURIComponent(window.location.hash.slice(1));
    for (var i = 0; i < steps.length; i++) if (steps[i].id === id) return i;
    return -1;
  }
  function go(i) {
    if (i < 0 || i >= steps.length) return;
    var step = steps[i];
    step.classList.remove("pending");
    if (history.replaceState) history.replaceState(null, "", "#" + step.id); else window.location.hash = step.id;
    steps.forEach(function (s) { s.classList.toggle("current", s === step); });
    step.scrollIntoView({ block: "nearest", behavior: "smooth" });
    var link = step.querySelector(".step-number");
    if (link) link.focus({ preventScroll: true });
  }
  doc.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    var arrow = e.key === "ArrowRight" || e.key === "ArrowLeft";
    if (arrow ? arrowsTaken(e) : typing(e)) return;
    var i = currentIndex();
    if (e.key === "ArrowRight" || e.key === "j") { e.preventDefault(); go(i + 1); }
    else if (e.key === "ArrowLeft" || e.key === "k") { e.preventDefault(); go(i < 0 ? 0 : i - 1); }
  });

  doc.querySelectorAll(".transcript").forEach(function (transcript) {
    var own = Array.prototype.slice.call(transcript.querySelectorAll(".step"));
    var head = transcript.querySelector(".transcript-head");
    if (!own.length || !head) return;
    var bar = doc.createElement("div");
    bar.className = "transcript-controls";
    var play = doc.createElement("button");
    play.type = "button";
    play.textContent = "Play step by step";
    var next = doc.createElement("button");
    next.type = "button";
    next.textContent = "Next step";
    next.hidden = true;
    var all = doc.createElement("button");
    all.type = "button";
    all.textContent = "Show all steps";
    all.hidden = true;
    var shown = 0;
    function reveal() {
      if (shown < own.length) { go(steps.indexOf(own[shown])); shown++; }
      if (shown >= own.length) { next.hidden = true; all.hidden = true; play.hidden = false; }
    }
    play.addEventListener("click", function () {
      own.forEach(function (s) { s.classList.add("pending"); });
      shown = 0;
      play.hidden = true; next.hidden = false; all.hidden = false;
      reveal();
      next.focus();
    });
    next.addEventListener("click", reveal);
    all.addEventListener("click", function () {
      own.forEach(function (s) { s.classList.remove("pending"); });
      shown = own.length;
      reveal();
    });
    bar.appendChild(play);
    bar.appendChild(next);
    bar.appendChild(all);
    bar.appendChild(keysHint());
    // A child of the transcript itself, so that it stays in view (sticky) over its steps.
    transcript.insertBefore(bar, head.nextSibling);
  });

  // Which keys step through: ← → j k.
  function keysHint() {
    var hint = doc.createElement("span");
    hint.className = "play-keys";
    hint.appendChild(doc.createTextNode("Keys: "));
    ["←", "→", "j", "k"].forEach(function (key, i) {
      if (i) hint.appendChild(doc.createTextNode(i === 2 ? " or " : " "));
      var kbd = doc.createElement("kbd");
      kbd.textContent = key;
      hint.appendChild(kbd);
    });
    hint.appendChild(doc.createTextNode(" move between steps"));
    return hint;
  }

  // Value flow: hovering or focusing an argument that came from an earlier step highlights
  // the value it came from, and the other way round ---------------------------------------
  function flowPartners(el) {
    if (el.hasAttribute("data-flow")) {
      var source = doc.getElementById(el.getAttribute("data-flow"));
      var args = doc.querySelectorAll('[data-flow="' + CSS.escape(el.getAttribute("data-flow")) + '"]');
      return Array.prototype.slice.call(args).concat(source ? [source] : []);
    }
    var users = doc.querySelectorAll('[data-flow="' + CSS.escape(el.id) + '"]');
    return users.length ? [el].concat(Array.prototype.slice.call(users)) : [];
  }
  function flowHighlight(event, on) {
    var el = event.target && event.target.closest && event.target.closest("[data-flow], .flow-source");
    if (!el) return;
    flowPartners(el).forEach(function (p) { p.classList.toggle("flow-hot", on); });
  }
  ["mouseover", "focusin"].forEach(function (type) {
    doc.addEventListener(type, function (e) { flowHighlight(e, true); });
  });
  ["mouseout", "focusout"].forEach(function (type) {
    doc.addEventListener(type, function (e) { flowHighlight(e, false); });
  });
})();
