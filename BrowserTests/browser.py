"""Starting headless Chromium through chromedriver, and reading what it logged."""

import base64
import json
import os
import shutil
import time
from dataclasses import dataclass, field

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

DESKTOP = (1280, 900)
PAGE_LOAD_SECONDS = 15


def _find(*names):
    for name in names:
        path = shutil.which(name)
        if path:
            return path
    return None


def start_chromium(width=DESKTOP[0], height=DESKTOP[1]):
    """A headless Chromium that records console messages and network events."""
    options = webdriver.ChromeOptions()
    binary = os.environ.get("CALLSITE_CHROMIUM") or _find("chromium", "chromium-browser", "google-chrome")
    if binary:
        options.binary_location = binary
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-extensions", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--hide-scrollbars",
                "--force-color-profile=srgb", "--lang=en-US", f"--window-size={width},{height}"):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver_path = os.environ.get("CALLSITE_CHROMEDRIVER") or _find("chromedriver")
    service = Service(executable_path=driver_path) if driver_path else Service()
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(PAGE_LOAD_SECONDS)
    driver.execute_cdp_cmd("Network.enable", {})
    return driver


@dataclass
class Logs:
    """What the browser reported while a page was open."""
    console_errors: list = field(default_factory=list)
    failed_requests: list = field(default_factory=list)


def drain_logs(driver) -> Logs:
    """Reads and clears the browser's console and network logs: SEVERE console entries, and
    requests that failed or were answered with a status of 400 or more."""
    logs = Logs()
    for entry in driver.get_log("browser"):
        if entry.get("level") == "SEVERE":
            logs.console_errors.append(entry.get("message", ""))
    urls = {}
    for entry in driver.get_log("performance"):
        try:
            message = json.loads(entry["message"])["message"]
        except (KeyError, ValueError):
            continue
        method = message.get("method")
        params = message.get("params", {})
        if method == "Network.requestWillBeSent":
            urls[params.get("requestId")] = params.get("request", {}).get("url", "")
        elif method == "Network.responseReceived":
            response = params.get("response", {})
            status = int(response.get("status") or 0)
            if status >= 400:
                logs.failed_requests.append(f"{response.get('url')}: HTTP {status}")
        elif method == "Network.loadingFailed":
            if params.get("canceled"):
                continue  # a navigation away, or the live-reload stream closing
            url = urls.get(params.get("requestId"), "?")
            logs.failed_requests.append(f"{url}: {params.get('errorText')}")
    return logs


def open_page(driver, url, settle=0.05):
    """Loads `url` and waits until the document and its deferred scripts are done."""
    driver.get(url)
    deadline = time.time() + 10
    while time.time() < deadline:
        if driver.execute_script("return document.readyState") == "complete":
            break
        time.sleep(0.02)
    time.sleep(settle)


def wait_for(predicate, timeout=5.0, interval=0.03):
    """Polls `predicate` until it returns something truthy; returns that, or the last value."""
    deadline = time.time() + timeout
    value = predicate()
    while not value and time.time() < deadline:
        time.sleep(interval)
        value = predicate()
    return value


def set_viewport(driver, width, height, mobile=False):
    """Emulates a viewport of the given size (Chromium's windows have a minimum width)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})


def reset_viewport(driver):
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def set_javascript(driver, enabled):
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": not enabled})


def capture(driver, path, max_height=3000):
    """The whole page (up to `max_height` pixels) as a PNG."""
    height = min(max_height, driver.execute_script("return document.documentElement.scrollHeight"))
    width = driver.execute_script("return document.documentElement.clientWidth")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
    path.write_bytes(base64.b64decode(shot["data"]))
