"""napkin-review end to end: the package's own test binary fails on purpose in a scratch package
(ReviewFixture in SnapshotTestingTests), napkin-review serves the failures, and headless Chromium
zooms, swipes, accepts one failure and rejects another; the accepted reference holds the new
snapshot's bytes and its test passes when run again, the rejected one is untouched and still
fails; path traversal and writes without the token are refused and change nothing. The static
report the run wrote is opened from the file system too.

Uses what `swift build --build-tests` (or `make test`'s `swift test`) built: no build here."""

import hashlib
import http.client
import json
import os
import shutil
import signal
import subprocess
import tempfile
import unittest
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from napkin_browser import open_browser, package_root, wait_for

BIN = os.path.join(package_root(), ".build", "debug")
TEST_BINARY = os.path.join(BIN, "napkinPackageTests.xctest")
REVIEW = os.path.join(BIN, "napkin-review")
# The fixture's screen mismatch, wherever the test order put it.
WELCOME_CARD = '//section[contains(concat(" ", @class, " "), " failure ")][.//span[@class="test" and text()="welcome"]]'


def digest(path):
    with open(path, "rb") as file:
        return hashlib.sha256(file.read()).hexdigest()


def tree(folder):
    """Every file under `folder` (the scratch package's references) with its digest."""
    found = {}
    for directory, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(directory, name)
            found[os.path.relpath(path, folder)] = digest(path)
    return found


class ReviewServerTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        for path in (TEST_BINARY, REVIEW):
            if not os.path.exists(path):
                raise unittest.SkipTest(f"{path} is not built; run `swift build --build-tests` (make test does)")
        cls.scratch = tempfile.mkdtemp(prefix="napkin-review-e2e-")
        cls.package = os.path.join(cls.scratch, "package")
        os.makedirs(cls.package)
        with open(os.path.join(cls.package, "Package.swift"), "w") as file:
            file.write("// a scratch package for napkin-review's browser test\n")
        cls.artifacts = os.path.join(cls.package, ".build", "snapshot-artifacts")
        cls.references = os.path.join(cls.package, "__Snapshots__")
        setup = cls.fixture(stage="setup")
        assert os.path.exists(os.path.join(cls.references, "ReviewFixture", "welcome.1.png")), setup.stdout[-2000:]
        cls.first_run = cls.fixture()
        # The folder as CI would upload it, moved elsewhere: its page must still work.
        cls.downloaded = os.path.join(cls.scratch, "downloaded-artifacts")
        shutil.copytree(cls.artifacts, cls.downloaded)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.scratch, ignore_errors=True)

    @classmethod
    def fixture(cls, stage="run", only=None):
        """Runs ReviewFixture (or one of its tests) in the package's test binary."""
        environment = dict(os.environ, NAPKIN_REVIEW_FIXTURE=cls.package, SNAPSHOT_ARTIFACTS=cls.artifacts,
                           NAPKIN_REVIEW_FIXTURE_STAGE=stage)
        environment.pop("SNAPSHOT_TESTING_RECORD", None)
        environment.pop("CI", None)
        name = "ReviewFixture" + (f"/{only}" if only else "")
        return subprocess.run([TEST_BINARY, "--testing-library", "swift-testing", "--filter", name], env=environment,
                              capture_output=True, text=True, timeout=300)

    def start_review(self):
        process = subprocess.Popen([REVIEW, "--package-path", self.package, "--artifacts", self.artifacts],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        def stop():
            if process.poll() is None:
                process.kill()
                process.wait(timeout=15)
            process.stdout.close()
            process.stderr.close()
        self.addCleanup(stop)
        url = process.stdout.readline().strip()
        self.assertTrue(url.startswith("http://127.0.0.1:"), f"napkin-review printed {url!r}; stderr: {process.stderr.read() if process.poll() is not None else ''}")
        return process, url

    def raw(self, url, method, path, body=None, headers=None):
        """Sends `path` exactly as given (no normalising of `..`) and returns (status, body)."""
        parsed = urllib.parse.urlparse(url)
        connection = http.client.HTTPConnection(parsed.hostname, parsed.port, timeout=10)
        connection.putrequest(method, path, skip_accept_encoding=True)
        for name, value in (headers or {}).items():
            connection.putheader(name, value)
        data = body.encode() if body is not None else None
        if data is not None:
            connection.putheader("Content-Length", str(len(data)))
        connection.endheaders(data)
        response = connection.getresponse()
        answer = response.read().decode(errors="replace")
        connection.close()
        return response.status, answer

    def test_review_zoom_swipe_accept_reject_and_refusals(self):
        self.assertNotEqual(self.first_run.returncode, 0, "the fixture must fail before review")
        process, url = self.start_review()
        token = urllib.parse.urlparse(url).path.strip("/")
        welcome_reference = os.path.join(self.references, "ReviewFixture", "welcome.1.png")
        welcome_new = os.path.join(self.artifacts, "ReviewFixture", "welcome.1.png")
        menu_reference = os.path.join(self.references, "ReviewFixture", "menu.1.txt")
        menu_before = digest(menu_reference)
        self.assertNotEqual(digest(welcome_reference), digest(welcome_new))

        with open_browser() as driver:
            driver.get(url)
            body = driver.find_element(By.TAG_NAME, "body")
            loaded = wait_for(driver, lambda d: body.get_attribute("data-images-loaded"), what="the images")
            self.assertEqual(body.get_attribute("data-broken-images"), "", loaded)
            self.assertEqual(driver.find_element(By.CSS_SELECTOR, "[data-count=pending] b").text, "5")
            card = driver.find_element(By.XPATH, WELCOME_CARD)
            viewer = card.find_element(By.CSS_SELECTOR, ".viewer")

            # Zoom: the buttons go from the whole picture into the differences, nearest neighbour,
            # the reference and new panes showing the same pixels.
            for _ in range(3):
                card.find_element(By.CSS_SELECTOR, '[data-zoom="in"]').click()
            self.assertEqual(viewer.get_attribute("data-scale"), "3")
            focus = [int(value) for value in viewer.get_attribute("data-focus").split(",")]
            self.assertEqual(viewer.get_attribute("data-center"), f"{focus[0] + focus[2] / 2:g},{focus[1] + focus[3] / 2:g}")
            layers = card.find_elements(By.CSS_SELECTOR, ".stage.side img.layer")
            self.assertEqual([layer.get_attribute("data-role") for layer in layers], ["reference", "new"])
            self.assertEqual({layer.size["width"] for layer in layers}, {640 * 3})
            self.assertEqual({(layer.value_of_css_property("left"), layer.value_of_css_property("top")) for layer in layers}.__len__(), 1)
            self.assertEqual(layers[0].value_of_css_property("image-rendering"), "pixelated")
            card.find_element(By.CSS_SELECTOR, '[data-zoom="fit"]').click()
            self.assertLess(float(viewer.get_attribute("data-scale")), 1)

            # Swipe: dragging the divider uncovers more of the reference.
            card.find_element(By.CSS_SELECTOR, '[data-mode="swipe"]').click()
            self.assertEqual(viewer.get_attribute("data-mode"), "swipe")
            stacked = card.find_element(By.CSS_SELECTOR, ".viewport.stacked")
            divider = card.find_element(By.CSS_SELECTOR, ".divider")
            width = stacked.size["width"]
            ActionChains(driver).move_to_element(divider).click_and_hold().move_by_offset(width // 4, 0).release().perform()
            over = card.find_element(By.CSS_SELECTOR, ".over")
            clip = over.value_of_css_property("clip-path")
            left = float(clip.split()[-1].rstrip(")px"))
            self.assertAlmostEqual(left / width, 0.75, delta=0.03, msg=clip)
            self.assertEqual(card.find_element(By.CSS_SELECTOR, ".swipe-range").get_attribute("value"), "75")

            # Accept with the keyboard on the current failure (a click chose it): it leaves the
            # page, and the reference now holds the new snapshot's bytes.
            card.find_element(By.CSS_SELECTOR, "h2").click()
            self.assertEqual(body.get_attribute("data-current"), card.get_attribute("data-key"))
            body.send_keys("a")
            wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, '#decided li[data-decision=accept]'), what="the accept")
            self.assertEqual(driver.find_element(By.CSS_SELECTOR, "#decided li").text,
                             "Accepted welcome.1.png → __Snapshots__/ReviewFixture/welcome.1.png")
            self.assertNotIn("welcome", [e.text for e in driver.find_elements(By.CSS_SELECTOR, "section.failure > h2 .test")])
            self.assertEqual(digest(welcome_reference), digest(welcome_new))
            self.assertEqual(driver.find_element(By.CSS_SELECTOR, "[data-count=pending] b").text, "4")

            # Reject the text failure with its button: nothing is written.
            menu = driver.find_element(By.CSS_SELECTOR, 'section.failure[data-kind=text]')
            self.assertIn("+Pulled pork", menu.find_element(By.CSS_SELECTOR, "pre.diff").text)
            menu.find_element(By.CSS_SELECTOR, '[data-action="reject"]').click()
            wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, '#decided li[data-decision=reject]'), what="the reject")
            self.assertEqual(digest(menu_reference), menu_before)

            # Accept all shown, filtered to one configuration of the light/dark matrix: only the
            # dark reference changes.
            light_before = digest(os.path.join(self.references, "ReviewFixture", "themes.light.png"))
            Select(driver.find_element(By.ID, "filter-variant")).select_by_value("dark")
            accept_all = driver.find_element(By.ID, "accept-all")
            self.assertEqual(accept_all.text, "Accept all shown (1)")
            accept_all.click()
            wait_for(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, '#decided li[data-decision=accept]')) == 2, what="accept all")
            self.assertEqual(digest(os.path.join(self.references, "ReviewFixture", "themes.dark.png")),
                             digest(os.path.join(self.artifacts, "ReviewFixture", "themes.dark.png")))
            self.assertEqual(digest(os.path.join(self.references, "ReviewFixture", "themes.light.png")), light_before)

            # The page itself cannot write without the token header.
            status = driver.execute_async_script("""
                var done = arguments[arguments.length - 1];
                fetch('/' + document.body.dataset.token + '/accept', {method: 'POST', headers: {'Content-Type': 'application/json'},
                    body: JSON.stringify({run: document.body.dataset.run, entries: []})}).then(function (r) { done(r.status); });
            """)
            self.assertEqual(status, 403)

        # Refusals, straight at the server: nothing may change.
        before = tree(self.references)
        status, page = self.raw(url, "GET", f"/{token}/")
        self.assertEqual(status, 200)
        key = page.split('data-key="')[1].split('"')[0]
        run = page.split('data-run="')[1].split('"')[0]
        accept = json.dumps({"run": run, "entries": [key]})
        for path in [f"/{token}/artifact/{key}/../../../../Package.swift", f"/{token}/artifact/{key}/%2e%2e%2f%2e%2e%2fPackage.swift",
                     f"/{token}/../Package.swift", "/Package.swift", f"/{token}/artifact/{key}/new/../../../../../etc/passwd"]:
            status, answer = self.raw(url, "GET", path)
            self.assertIn(status, (400, 403, 404), path)
            self.assertNotIn("scratch package", answer)
        for path, headers in [(f"/{token}/accept", {"Content-Type": "application/json"}),
                              ("/accept", {"Content-Type": "application/json", "X-Napkin-Review-Token": token}),
                              (f"/{token}/accept", {"Content-Type": "application/json", "X-Napkin-Review-Token": "0" * 32}),
                              (f"/{token}/../{token}/accept", {"Content-Type": "application/json"})]:
            status, answer = self.raw(url, "POST", path, body=accept, headers=headers)
            self.assertEqual(status, 403, f"{path}: {answer}")
        status, answer = self.raw(url, "POST", f"/{token}/accept", body=json.dumps({"run": run, "entries": ["../../Package.swift"]}),
                                  headers={"Content-Type": "application/json", "X-Napkin-Review-Token": token})
        self.assertEqual((status, json.loads(answer)["done"]), (200, []))
        self.assertEqual(tree(self.references), before)

        # The accepted test passes when run again; the rejected one still fails.
        self.assertEqual(self.fixture(only="welcome()").returncode, 0)
        self.assertNotEqual(self.fixture(only="menu()").returncode, 0)

        # Ctrl-C stops the server cleanly.
        process.send_signal(signal.SIGINT)
        self.assertEqual(process.wait(timeout=15), 0)

    def test_static_report_opens_from_a_moved_folder(self):
        """The page the run wrote for CI, in a copy of the folder: relative links, every image loads,
        zoom works offline."""
        with open_browser() as driver:
            driver.get("file://" + os.path.join(self.downloaded, "index.html"))
            body = driver.find_element(By.TAG_NAME, "body")
            loaded = wait_for(driver, lambda d: body.get_attribute("data-images-loaded"), what="the images")
            self.assertEqual(body.get_attribute("data-broken-images"), "", loaded)
            self.assertEqual(body.get_attribute("data-mode"), "file")
            self.assertFalse(driver.find_elements(By.CSS_SELECTOR, "[data-action]"))
            links = [element.get_attribute("href") or element.get_attribute("src") for element in driver.find_elements(By.CSS_SELECTOR, "[href], [src]")]
            prefix = "file://" + self.downloaded + "/"
            self.assertTrue(all(link.startswith(prefix) or "#" in link for link in links), links)
            # j and k walk the failures.
            first = body.get_attribute("data-current")
            body.send_keys("j")
            second = body.get_attribute("data-current")
            self.assertNotEqual(second, first)
            body.send_keys("k")
            self.assertEqual(body.get_attribute("data-current"), first)
            card = driver.find_element(By.XPATH, WELCOME_CARD)
            card.find_element(By.CSS_SELECTOR, "h2").click()
            viewer = card.find_element(By.CSS_SELECTOR, ".viewer")
            before = float(viewer.get_attribute("data-scale"))
            body.send_keys("+")
            self.assertGreater(float(viewer.get_attribute("data-scale")), before)
            self.assertGreaterEqual(float(viewer.get_attribute("data-scale")), 1)
            with open(os.path.join(self.downloaded, "summary.md")) as file:
                self.assertTrue(file.read().startswith("## Snapshot tests: 5 failed · 0 passed · 0 recorded\n"))


if __name__ == "__main__":
    unittest.main()
