"""axe-core, as bundled by the selenium-axe-python package (axe-core and the package are both
MPL-2.0), injected into the open page and run there."""

from pathlib import Path

import selenium_axe_python

AXE_JS = Path(selenium_axe_python.__file__).resolve().parent / "axe-core" / "axe.min.js"
SERIOUS = ("serious", "critical")

# axe's experimental rules (p-as-heading among them) are off unless asked for: they are on here.
RUN = """
var done = arguments[arguments.length - 1];
var rules = {};
axe.getRules(["experimental"]).forEach(function (r) { rules[r.ruleId] = {enabled: true}; });
axe.run(document, {resultTypes: ["violations"], rules: rules}).then(
  function (r) { done(r.violations.map(function (v) {
    return {id: v.id, impact: v.impact, help: v.help,
            nodes: v.nodes.slice(0, 5).map(function (n) { return n.target.join(" ") + ": " + n.failureSummary.split("\\n").slice(1, 3).join(" "); })};
  })); },
  function (e) { done([{id: "axe-error", impact: "critical", help: String(e), nodes: []}]); });
"""


def axe_source():
    if not AXE_JS.is_file():
        raise FileNotFoundError(f"{AXE_JS} is missing: reinstall selenium-axe-python")
    return AXE_JS.read_text(encoding="utf-8")


def serious_violations(driver):
    """The open page's axe-core violations of serious or critical impact, one line each."""
    return serious_violations_from(driver, axe_source())


def serious_violations_from(driver, source):
    """As serious_violations, with axe-core's source already read (the matrix reads it once)."""
    driver.execute_script(source)
    driver.set_script_timeout(60)
    found = driver.execute_async_script(RUN)
    return [f"{v['id']} ({v['impact']}): {v['help']}; " + " | ".join(v["nodes"])
            for v in found if v["impact"] in SERIOUS]
