"""napkin-preview --serve in a real browser: the page lists every preview of a user's package,
an edited source shows up after the rebuild without a reload, and a syntax error shows in the
page with its file and line while the last good images stay.

The package is a temporary copy of Tests/Fixtures/PreviewConsumer, built in
.build/preview-consumer (shared with the Swift end-to-end test, so napkin's modules are
compiled for it once). napkin-preview is the one `swift build` made in .build/debug."""

import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import unittest

from selenium.webdriver.common.by import By

from napkin_browser import open_browser, package_root, wait_for

ROOT = package_root()
TOOL = os.path.join(ROOT, ".build", "debug", "napkin-preview")
SCRATCH = os.path.join(ROOT, ".build", "preview-consumer")
PREVIEWS = ["Avatar", "ProfileScreen line 28", "Badge", "Settings", "Off", "On, SE", "Row"]


def copy_consumer(folder):
    """The fixture package in `folder`, depending by URL on this napkin's working tree, as the
    Swift end-to-end test makes it (Tests/Fixtures/copy-consumer.sh)."""
    script = os.path.join(ROOT, "Tests", "Fixtures", "copy-consumer.sh")
    return subprocess.run([script, folder, SCRATCH], check=True, stdout=subprocess.PIPE, text=True).stdout.strip()


def edit(path, old, new):
    """Replaces `old` by `new` in the file, as an editor's save does (one write)."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    assert old in text, f"{old!r} not in {path}"
    with open(path, "w", encoding="utf-8") as file:
        file.write(text.replace(old, new, 1))


class PreviewGalleryTests(unittest.TestCase):
    def setUp(self):
        if not os.access(TOOL, os.X_OK):
            self.fail(f"{TOOL} is not built; run `swift build` first")
        self.folder = tempfile.mkdtemp(prefix="napkin-preview-browser-")
        self.consumer = copy_consumer(self.folder)
        self.lines = []
        self.server = subprocess.Popen(
            [TOOL, "--serve", "--port", "0", "--package-path", self.consumer, "--scratch-path", SCRATCH],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        threading.Thread(target=self.read_output, daemon=True).start()

    def read_output(self):
        for line in self.server.stdout:
            self.lines.append(line.rstrip("\n"))

    def tearDown(self):
        self.server.send_signal(signal.SIGTERM)
        try:
            self.server.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.server.kill()
            self.server.wait()
        self.server.stdout.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def output(self):
        return "\n".join(self.lines)

    def badge(self, driver):
        """The Badge preview's light image: its address and its loaded width, or None."""
        image = driver.find_element(By.CSS_SELECTOR, "article[id='Screens/ProfileScreen_Badge'] img[data-configuration='light']")
        ready = driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", image)
        return (image.get_attribute("src"), ready) if ready else None

    def test_gallery_follows_the_sources(self):
        try:
            self.follow_the_sources()
        except AssertionError as failure:
            raise AssertionError(f"{failure}\nnapkin-preview said:\n{self.output()}") from None

    def follow_the_sources(self):
        url = wait_for(None, lambda _: re.search(r"serving (http://127\.0\.0\.1:\d+)/", self.output()),
                       timeout=900, what="napkin-preview to serve").group(1)
        with open_browser() as driver:
            driver.get(url + "/")
            wait_for(driver, lambda d: int(d.find_element(By.TAG_NAME, "body").get_attribute("data-generation")) >= 1,
                     timeout=900, what="the first build and render")
            names = [element.text for element in driver.find_elements(By.CSS_SELECTOR, "article.preview h3")]
            self.assertEqual(names, PREVIEWS)
            for article in driver.find_elements(By.CSS_SELECTOR, "article.preview"):
                images = article.find_elements(By.TAG_NAME, "img")
                self.assertEqual([image.get_attribute("data-configuration") for image in images], ["light", "dark"])
            self.assertEqual(driver.find_element(By.CSS_SELECTOR, "article[id='Screens/ProfileScreen_Badge'] .place").text,
                             "Screens/ProfileScreen.swift:32")
            self.assertEqual(driver.find_elements(By.CSS_SELECTOR, "#problems .diagnostic"), [])

            # An edit shows up without a reload: the page keeps its state, the image changes.
            driver.execute_script("window.napkinMarker = 'kept'")
            source = os.path.join(self.consumer, "Sources", "Screens", "ProfileScreen.swift")
            timings = []
            # NAPKIN_PREVIEW_EDITS=10 measures more saves for BENCHMARKS.md (default 3).
            edits = max(3, int(os.environ.get("NAPKIN_PREVIEW_EDITS", "3")))
            labels = ["VIP MEMBER", "GOLD MEMBER"] * (edits // 2) + ["MEMBER"]
            for label in labels[-edits:]:
                before = wait_for(driver, self.badge, what="the badge image")
                started = time.monotonic()
                edit(source, f'Text("{self.current_label(source)}")', f'Text("{label}")')
                after = wait_for(driver, lambda d: (lambda now: now if now and now[0] != before[0] else None)(self.badge(d)),
                                 timeout=600, what=f"the badge to show {label}")
                timings.append(time.monotonic() - started)
                self.assertNotEqual(after[1], before[1], "a longer label makes a wider badge")
            self.assertEqual(driver.execute_script("return window.napkinMarker"), "kept")
            builds = [float(time) for time in re.findall(r"built in ([0-9.]+) s", self.output())[1:]]
            renders = [float(time) for time in re.findall(r"configurations in ([0-9.]+) s", self.output())[1:]]
            print(f"\nsave → refreshed image: {', '.join(f'{t:.2f}' for t in timings)} s "
                  f"(median {statistics.median(timings):.2f} s; median build {statistics.median(builds):.1f} s, "
                  f"render {statistics.median(renders):.1f} s)", file=sys.stderr)

            # A syntax error shows in the page with its file and line; the images stay.
            kept = self.badge(driver)
            edit(source, 'Text("MEMBER")', 'Text("MEMBER"')
            problem = wait_for(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#problems .diagnostic"),
                               timeout=600, what="the compile error in the page")
            self.assertIn("Sources/Screens/ProfileScreen.swift:25:", problem[0].text)
            self.assertIn("expected ')' in expression list", driver.find_element(By.ID, "problems").text)
            self.assertEqual(self.badge(driver)[1], kept[1])
            self.assertEqual(len(driver.find_elements(By.CSS_SELECTOR, "article.preview")), len(PREVIEWS))

            # Fixed, the problems go.
            edit(source, 'Text("MEMBER"', 'Text("MEMBER")')
            wait_for(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "#problems .diagnostic"),
                     timeout=600, what="the error to go")
            self.assertIn("rendered 7 previews × 2 configurations", self.output())

    @staticmethod
    def current_label(source):
        with open(source, encoding="utf-8") as file:
            return re.search(r'Text\("([A-Z ]*MEMBER)"\)', file.read()).group(1)


if __name__ == "__main__":
    unittest.main()
