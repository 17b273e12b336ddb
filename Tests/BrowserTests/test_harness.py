"""The browser stack that `make deps` installs works: Chromium starts headless under the driver,
runs a page's script and reports what it laid out."""

import unittest

from selenium.webdriver.common.by import By

from napkin_browser import open_browser, wait_for


class HarnessTests(unittest.TestCase):
    def test_chromium_runs_a_script_and_lays_out_a_page(self):
        page = ("data:text/html,<div id=box style='width:123px;height:45px'></div>"
                "<script>document.body.dataset.ready=document.getElementById('box').offsetWidth</script>")
        with open_browser() as driver:
            driver.get(page)
            ready = wait_for(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready"),
                             what="the page's script")
            self.assertEqual(ready, "123")
            self.assertEqual(driver.find_element(By.ID, "box").size, {"width": 123, "height": 45})


if __name__ == "__main__":
    unittest.main()
