// Applies the reader's saved theme before the page paints, so there is no flash.
(function () {
  // Marks the page as scripted before it paints, so that what the script changes (the phone
  // menu folded away, say) does not flash first; site.js sets it too.
  document.documentElement.classList.add("js");
  try {
    var saved = localStorage.getItem("callsite-theme");
    if (saved === "light" || saved === "dark") document.documentElement.dataset.theme = saved;
  } catch (e) { /* storage may be unavailable (file://, privacy settings): follow the system */ }
})();
