"""The one way this package's browser tests drive a real browser: headless Chromium through
Debian's chromium-driver and python3-selenium (`make deps` installs both).

A test module imports `open_browser` and uses it as a context manager:

    with open_browser() as driver:
        driver.get(url)
        wait_for(driver, lambda d: d.find_element(By.ID, "x").text == "ready")

Run every browser test with `make browser-test` (part of `make test`)."""

import contextlib
import os
import shutil
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
CHROMEDRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"


@contextlib.contextmanager
def open_browser(width=1280, height=1000):
    """Headless Chromium with a throwaway profile, closed (with its driver) on exit."""
    profile = tempfile.mkdtemp(prefix="napkin-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={width},{height}", f"--user-data-dir={profile}",
                     "--force-device-scale-factor=1"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def wait_for(driver, condition, timeout=60.0, interval=0.1, what="the condition"):
    """Polls `condition(driver)` until it is truthy and returns its value; fails after `timeout`
    seconds (generous: CI machines are loaded) saying what it waited for."""
    deadline = time.monotonic() + timeout
    last_error = None
    while time.monotonic() < deadline:
        try:
            value = condition(driver)
            if value:
                return value
        except Exception as error:  # the page may be between states
            last_error = error
        time.sleep(interval)
    raise AssertionError(f"waited {timeout:.0f} s for {what}" + (f" (last error: {last_error})" if last_error else ""))


def package_root():
    """The package's root folder (where Package.swift is)."""
    folder = os.path.dirname(os.path.abspath(__file__))
    while folder != "/":
        if os.path.exists(os.path.join(folder, "Package.swift")):
            return folder
        folder = os.path.dirname(folder)
    raise RuntimeError("no Package.swift above " + __file__)
