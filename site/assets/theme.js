// Applies the reader's saved theme before the page paints, so there is no flash.
(function () {
  try {
    var saved = localStorage.getItem("callsite-theme");
    if (saved === "light" || saved === "dark") document.documentElement.dataset.theme = saved;
  } catch (e) { /* storage may be unavailable (file://, privacy settings): follow the system */ }
})();
