"""JavaScript the suite runs inside pages. Each returns plain data for Python to judge."""

# Links, ids, headings, landmarks, images without alt text and form controls without a label.
AUDIT = r"""
function accessibleName(el) {
  if (el.getAttribute('aria-label') && el.getAttribute('aria-label').trim()) return el.getAttribute('aria-label').trim();
  var by = el.getAttribute('aria-labelledby');
  if (by) {
    var text = by.split(/\s+/).map(function (id) { var t = document.getElementById(id); return t ? t.textContent : ''; }).join(' ').trim();
    if (text) return text;
  }
  if (el.id) {
    var labels = document.querySelectorAll('label[for="' + CSS.escape(el.id) + '"]');
    for (var i = 0; i < labels.length; i++) if (labels[i].textContent.trim()) return labels[i].textContent.trim();
  }
  var wrap = el.closest('label');
  if (wrap && wrap.textContent.trim()) return wrap.textContent.trim();
  if (el.tagName === 'BUTTON' && el.textContent.trim()) return el.textContent.trim();
  if (el.tagName === 'INPUT' && /^(submit|reset|button)$/.test(el.type) && el.value) return el.value;
  if (el.tagName === 'INPUT' && el.type === 'image' && el.alt) return el.alt;
  if (el.title && el.title.trim()) return el.title.trim();
  return '';
}
function describe(el) {
  var s = el.tagName.toLowerCase();
  if (el.id) s += '#' + el.id;
  if (el.className && typeof el.className === 'string') s += '.' + el.className.trim().split(/\s+/).join('.');
  return s;
}
var links = Array.prototype.map.call(document.querySelectorAll('a[href]'), function (a) {
  return { href: a.href, raw: a.getAttribute('href'), text: a.textContent.replace(/\s+/g, ' ').trim(),
           where: a.closest('.sidebar') ? 'sidebar' : a.closest('.pager') ? 'pager' : a.closest('.outline') ? 'outline' : 'body' };
});
var ids = Array.prototype.map.call(document.querySelectorAll('[id]'), function (e) { return e.id; });
Array.prototype.forEach.call(document.querySelectorAll('a[name]'), function (a) { ids.push(a.getAttribute('name')); });
var headings = Array.prototype.map.call(document.querySelectorAll('h1, h2, h3, h4, h5, h6'), function (h) {
  return { level: +h.tagName.charAt(1), text: h.textContent.replace(/\s+/g, ' ').trim() };
});
var noAlt = [];
Array.prototype.forEach.call(document.querySelectorAll('img, area, input[type=image]'), function (img) {
  if (!img.hasAttribute('alt') && !img.getAttribute('aria-label') && !img.getAttribute('aria-labelledby')) noAlt.push(describe(img) + ' ' + (img.getAttribute('src') || ''));
});
Array.prototype.forEach.call(document.querySelectorAll('svg[role=img]'), function (svg) {
  if (!svg.getAttribute('aria-label') && !svg.getAttribute('aria-labelledby') && !svg.querySelector('title')) noAlt.push(describe(svg));
});
var unlabelled = [];
Array.prototype.forEach.call(document.querySelectorAll('input, select, textarea, button'), function (el) {
  if (el.type === 'hidden') return;
  if (!accessibleName(el)) unlabelled.push(describe(el));
});
function count(selector) { return document.querySelectorAll(selector).length; }
var landmarks = {
  main: count('main, [role=main]'),
  banner: Array.prototype.filter.call(document.querySelectorAll('header, [role=banner]'), function (h) {
    return h.getAttribute('role') === 'banner' || !h.closest('article, aside, main, nav, section');
  }).length,
  navigation: count('nav, [role=navigation]'),
  contentinfo: Array.prototype.filter.call(document.querySelectorAll('footer, [role=contentinfo]'), function (f) {
    return f.getAttribute('role') === 'contentinfo' || !f.closest('article, aside, main, nav, section');
  }).length
};
return { url: location.href, title: document.title, links: links, ids: ids, headings: headings,
         noAlt: noAlt, unlabelled: unlabelled, landmarks: landmarks,
         h1: (document.querySelector('main h1') || document.querySelector('h1') || {textContent: ''}).textContent.replace(/\s+/g, ' ').trim(),
         eyebrow: (document.querySelector('main .eyebrow') || {textContent: ''}).textContent.replace(/\s+/g, ' ').trim(),
         lang: document.documentElement.lang,
         kind: document.querySelector('article.lesson') ? 'lesson' : document.querySelector('article.transcript-page') ? 'transcript'
             : document.querySelector('article.home') ? 'home' : 'other',
         text: (function () {
           var prose = document.querySelector('article.lesson .prose');
           if (!prose) return '';
           var copy = prose.cloneNode(true);
           Array.prototype.forEach.call(copy.querySelectorAll('.transcript, pre, .tool, code'), function (e) { e.remove(); });
           return copy.textContent;
         })(),
         tools: Array.prototype.map.call(document.querySelectorAll('.transcript .step-tool code'), function (c) { return c.textContent; }),
         steps: document.querySelectorAll('.transcript .step').length };
"""

# WCAG AA contrast of every visible text run: the text colour against the effective background
# (backgrounds composed up the ancestors). Returns the failures.
CONTRAST = r"""
function parse(c) {
  var m = c.match(/rgba?\(([^)]+)\)/);
  if (!m) {
    var s = c.match(/color\(srgb ([^)]+)\)/);
    if (!s) return null;
    var p = s[1].split(/[\s\/]+/).filter(Boolean).map(Number);
    return [p[0] * 255, p[1] * 255, p[2] * 255, p.length > 3 ? p[3] : 1];
  }
  var parts = m[1].split(/[\s,\/]+/).filter(Boolean).map(parseFloat);
  return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
}
function over(top, bottom) {
  var a = top[3] + bottom[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  return [0, 1, 2].map(function (i) { return (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a; }).concat([a]);
}
function luminance(rgb) {
  var v = [0, 1, 2].map(function (i) {
    var c = rgb[i] / 255;
    return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
  });
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}
function ratio(a, b) {
  var la = luminance(a), lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
function background(el) {
  var layers = [], unknown = false;
  for (var e = el; e && e.nodeType === 1; e = e.parentElement) {
    var st = getComputedStyle(e);
    if (st.backgroundImage && st.backgroundImage !== 'none') unknown = true;
    var c = parse(st.backgroundColor);
    if (c && c[3] > 0) { layers.push(c); if (c[3] >= 1) break; }
  }
  var bg = [255, 255, 255, 1];
  for (var i = layers.length - 1; i >= 0; i--) bg = over(layers[i], bg);
  return { color: bg, unknown: unknown };
}
function hidden(el) {
  for (var e = el; e && e.nodeType === 1; e = e.parentElement) {
    var st = getComputedStyle(e);
    if (st.display === 'none' || st.visibility === 'hidden' || parseFloat(st.opacity) === 0) return true;
    if (st.clip === 'rect(0px, 0px, 0px, 0px)' || st.clipPath === 'inset(50%)') return true;
  }
  var r = el.getBoundingClientRect();
  return r.width <= 1 || r.height <= 1;
}
var failures = [], checked = 0;
var walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
var seen = new Set();
while (walker.nextNode()) {
  var node = walker.currentNode;
  if (!node.nodeValue.trim()) continue;
  var el = node.parentElement;
  if (!el || seen.has(el)) continue;
  seen.add(el);
  if (/^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|OPTION)$/.test(el.tagName)) continue;
  if (hidden(el) || el.closest('[disabled], [aria-disabled=true]')) continue;
  var st = getComputedStyle(el);
  var fg = parse(st.color);
  if (!fg) continue;
  var bg = background(el);
  if (bg.unknown) continue;
  var effectiveFg = over(fg, bg.color);
  var r = ratio(effectiveFg, bg.color);
  var size = parseFloat(st.fontSize), weight = parseInt(st.fontWeight, 10) || 400;
  var large = size >= 24 || (size >= 18.66 && weight >= 700);
  var need = large ? 3 : 4.5;
  checked++;
  if (r + 1e-6 < need) {
    var name = el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : '');
    failures.push({ element: name, text: node.nodeValue.trim().slice(0, 40), ratio: Math.round(r * 100) / 100,
                    needed: need, color: st.color, background: 'rgb(' + bg.color.slice(0, 3).map(Math.round).join(', ') + ')' });
  }
}
return { checked: checked, failures: failures };
"""

# Elements that stick out past the right edge of the viewport (outside any scrolling box).
OVERFLOW = r"""
var width = document.documentElement.clientWidth;
var out = [];
function scrolls(el) {
  for (var e = el.parentElement; e && e !== document.body; e = e.parentElement) {
    var ox = getComputedStyle(e).overflowX;
    if (ox === 'auto' || ox === 'scroll' || ox === 'hidden' || ox === 'clip') return true;
  }
  return false;
}
Array.prototype.forEach.call(document.body.querySelectorAll('*'), function (el) {
  var r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return;
  var st = getComputedStyle(el);
  if (st.position === 'fixed' || st.visibility === 'hidden') return;
  if (r.right > width + 1 && r.left < width && !scrolls(el)) {
    out.push(el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : '') + ' right=' + Math.round(r.right));
  }
});
return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, offenders: out.slice(0, 10) };
"""

# The focus indicator of the focused element.
FOCUS_STYLE = r"""
var el = document.activeElement;
if (!el || el === document.body) return null;
var st = getComputedStyle(el);
var r = el.getBoundingClientRect();
return { element: el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\s+/).join('.') : ''),
         outlineStyle: st.outlineStyle, outlineWidth: parseFloat(st.outlineWidth), boxShadow: st.boxShadow,
         visible: r.width > 0 && r.height > 0 };
"""
