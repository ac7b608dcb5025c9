"""The graph page in a real headless Chromium (Debian's, through Debian's chromedriver):
it loads without a console error, search finds a view, a click shows its state.

    python graph_browser.py PAGE.html [--screenshot FILE.png]
"""
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


def fail(message):
    print(f"graph_browser.py: {message}", file=sys.stderr)
    sys.exit(1)


page = sys.argv[1]
screenshot = sys.argv[sys.argv.index("--screenshot") + 1] if "--screenshot" in sys.argv else None

options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1280,800"]:
    options.add_argument(argument)
options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
wait = WebDriverWait(driver, 10)
try:
    driver.get("file://" + page)
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#tree .node"))
    errors = [entry for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "ERROR")]
    if errors:
        fail(f"console errors on load: {errors}")
    summary = driver.find_element(By.ID, "summary").text
    if "views" not in summary:
        fail(f"no summary: {summary!r}")

    # Collapsed by default: only the roots (and unreached views) are rows.
    rows = [row.get_attribute("data-id") for row in driver.find_elements(By.CSS_SELECTOR, "#tree .node")]
    if "TodoRow" in rows:
        fail(f"the tree is not collapsed by default: {rows}")

    # Search finds a view; choosing it opens the tree down to it and shows it.
    search = driver.find_element(By.ID, "search")
    search.send_keys("todorow")
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#results li[data-id]"))
    found = [item.get_attribute("data-id") for item in driver.find_elements(By.CSS_SELECTOR, "#results li[data-id]")]
    if found != ["TodoRow"]:
        fail(f"search for 'todorow' found {found}")
    search.send_keys(Keys.ENTER)
    wait.until(lambda d: d.find_element(By.ID, "details").get_attribute("data-id") == "TodoRow")
    selected = driver.find_elements(By.CSS_SELECTOR, "#tree .node.selected")
    if [row.get_attribute("data-id") for row in selected] != ["TodoRow"]:
        fail("the found view is not selected in the tree")
    details = driver.find_element(By.ID, "details").get_attribute("textContent")
    for expected in ["Borrowed state", "@Binding var todo: Todo", "Owned state", "@State var isHovering: Bool"]:
        if expected not in details:
            fail(f"TodoRow's details lack {expected!r}: {details!r}")

    # A click on another view shows its state, environment and findings with file:line.
    driver.find_element(By.CSS_SELECTOR, '#tree .node[data-id="TodoListView"]').click()
    wait.until(lambda d: d.find_element(By.ID, "details").get_attribute("data-id") == "TodoListView")
    details = driver.find_element(By.ID, "details").get_attribute("textContent")
    for expected in ["Environment", "@EnvironmentObject var store: TodoStore", "provided at Examples/TodoApp/TodoApp.swift:",
                     "Findings", "Examples/TodoApp/TodoListView.swift:"]:
        if expected not in details:
            fail(f"TodoListView's details lack {expected!r}: {details!r}")

    errors = [entry for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "ERROR")]
    if errors:
        fail(f"console errors: {errors}")
    if screenshot:
        driver.save_screenshot(screenshot)
    print("graph_browser.py: loaded without console errors; search found TodoRow; clicks showed state and findings")
finally:
    driver.quit()
