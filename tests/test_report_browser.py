"""`extract report` in a real browser: headless Chromium through selenium, one session for
the module. Skipped, with how to install them, where Chromium or its driver is missing.

The report holds the seeds (heatmaps, findings, cross-document conflicts), a few write-ups
of other chart kinds, and a hostile write-up whose markup must stay text. A screenshot of
a seed's heatmap is saved as a test artifact (EXTRACT_ARTIFACTS, default build/artifacts)."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from conftest import ROOT, SEEDS, WRITEUPS
from extract.api import parse_paths
from extract.cli import main
from extract.models import Result

INSTALL = "apt-get install -y chromium chromium-driver (and pip install selenium: the test extra)"
HEATMAP_SEED = "002_bb9874f3359bfc19.txt"
OTHER_KINDS = [
    "bar_grouped_table_percent.md",
    "bar_horizontal_per_category_thousands.md",
    "blind2_multipanel_top_left_right.md",
    "blind2_line_scientific_notation_arrows.md",
]
HOSTILE = """\
# <img src=x onerror="window.pwned=1"> "Quoted" </script><script>window.pwned=2</script>

## Heatmap: <svg onload="window.pwned=3"> | A

- X-axis: "Ratio", ticks `0.1`, `0.2`
- Y-axis: "Size", ticks `500`, `1000`
- Color bar: "Pass@1" from ~40 (light yellow) to ~48 (dark blue)

Data:
- Size 500: 41.0, 49.5
- Size 1000: 42.0, 43.0
"""


def _browser_paths() -> tuple[str, str] | None:
    chromium = next(
        (shutil.which(n) for n in ("chromium", "chromium-browser", "google-chrome") if shutil.which(n)), None
    )
    driver = shutil.which("chromedriver")
    return (chromium, driver) if chromium and driver else None


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Result]:
    folder = tmp_path_factory.mktemp("corpus")
    for p in sorted(SEEDS.glob("*.txt")):
        shutil.copy(p, folder / p.name)
    for name in OTHER_KINDS:
        shutil.copy(WRITEUPS / name, folder / name)
    (folder / "zz_hostile.md").write_text(HOSTILE, encoding="utf-8")
    out = folder / "report.html"
    assert main(["report", str(folder), "-o", str(out), "-j", "1", "-q"]) == 0
    result, errors = parse_paths([folder])
    assert not errors
    return out, result


@pytest.fixture(scope="module")
def browser(corpus: tuple[Path, Result]) -> Iterator[Any]:
    paths = _browser_paths()
    if paths is None:
        pytest.skip(f"needs Chromium and chromedriver: {INSTALL}")
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        pytest.skip(f"needs selenium: pip install selenium; and {INSTALL}")
    options = webdriver.ChromeOptions()
    options.binary_location = paths[0]
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--window-size=1400,1000",
    ):
        options.add_argument(arg)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(paths[1]), options=options)
    try:
        driver.get(corpus[0].as_uri())
        yield driver
    finally:
        driver.quit()


def _open(driver: Any, source_end: str) -> Any:
    """The details element of the document whose source ends so, opened."""
    from selenium.webdriver.common.by import By

    for det in driver.find_elements(By.CSS_SELECTOR, "details.doc"):
        if det.find_element(By.CSS_SELECTOR, "summary .file").text.endswith(source_end):
            if det.get_attribute("open") is None:
                det.find_element(By.TAG_NAME, "summary").click()
            return det
    raise AssertionError(f"no document {source_end}")


def test_no_console_errors_and_no_request_leaves_the_file(browser: Any, corpus: tuple[Path, Result]) -> None:
    from selenium.webdriver.common.by import By

    # open everything (figure groups too), so every drawing has been rendered
    for summary in browser.find_elements(By.CSS_SELECTOR, "details.fig > summary"):
        browser.execute_script("arguments[0].scrollIntoView()", summary)
        summary.click()
    assert browser.execute_script("return window.pwned === undefined")
    severe = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert severe == []
    page = corpus[0].as_uri()
    requests = []
    for entry in browser.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            requests.append(message["params"]["request"]["url"])
    assert requests and all(u == page or u.startswith("data:") for u in requests), requests


def test_one_drawing_per_panel_with_cells(browser: Any, corpus: tuple[Path, Result]) -> None:
    from selenium.webdriver.common.by import By

    _, result = corpus
    for n, doc in enumerate(result.documents):
        det = browser.find_element(By.ID, f"d{n}")
        assert det.get_attribute("open") is not None  # a small report opens every document
        drawings = det.find_elements(By.CSS_SELECTOR, ".panel figure.drawing")
        assert sorted(d.get_attribute("data-panel") for d in drawings) == sorted(p.id for p in doc.panels if p.cells)
        for d in drawings:
            size = d.find_element(By.CSS_SELECTOR, "svg, table").size
            assert size["width"] > 100 and size["height"] > 50, (doc.source, size)


def test_each_findings_code_is_visible(browser: Any, corpus: tuple[Path, Result]) -> None:
    from selenium.webdriver.common.by import By

    _, result = corpus
    for n, doc in enumerate(result.documents):
        det = browser.find_element(By.ID, f"d{n}")
        shown = [e for e in det.find_elements(By.CSS_SELECTOR, "li.finding .code")]
        codes = [e.text for e in shown if e.is_displayed()]
        assert sorted(set(codes)) == sorted({d.code for d in doc.diagnostics} | _across(result, doc.source))


def _across(result: Result, source: str) -> set[str]:
    return {d.code for d in result.diagnostics if source in {d.source, *(r.source for r in d.related)}}


def test_clicking_a_flagged_cell_reveals_its_finding_and_line(browser: Any) -> None:
    from selenium.webdriver.common.by import By

    det = _open(browser, HEATMAP_SEED)
    cell = det.find_element(By.CSS_SELECTOR, ".panel svg rect.off.flag")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", cell)
    cell.click()
    info = cell.find_element(By.XPATH, "ancestor::section[contains(@class,'panel')]").find_element(
        By.CSS_SELECTOR, ".info"
    )
    assert info.is_displayed() and "FX101 value-outside-scale" in info.text
    ref = cell.get_attribute("data-c")
    span = det.find_element(By.CSS_SELECTOR, f'.src span[data-c="{ref}"]')
    assert "sel" in span.get_attribute("class").split()
    assert span.is_displayed()
    selected = det.find_elements(By.CSS_SELECTOR, "li.finding.sel")
    assert selected and all("FX101" in s.text for s in selected)


def test_clicking_a_finding_shows_its_cells(browser: Any, corpus: tuple[Path, Result]) -> None:
    from selenium.webdriver.common.by import By

    det = _open(browser, HEATMAP_SEED)
    finding = det.find_element(By.CSS_SELECTOR, "li.finding[data-cells]:not([data-cells=''])")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", finding)
    finding.find_element(By.CSS_SELECTOR, ".msg").click()
    cells = (finding.get_attribute("data-cells") or "").split()
    marks = det.find_elements(By.CSS_SELECTOR, ".panel svg .sel")
    assert sorted(m.get_attribute("data-c") for m in marks) == sorted(cells)
    line = det.find_element(By.ID, f"{det.get_attribute('id')}L{finding.get_attribute('data-line')}")
    assert line.is_displayed()


def test_filters_by_code_and_kind(browser: Any, corpus: tuple[Path, Result]) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    _, result = corpus
    browser.execute_script("window.scrollTo(0, 0)")
    Select(browser.find_element(By.ID, "f-code")).select_by_value("FX301")
    rows = [r for r in browser.find_elements(By.CSS_SELECTOR, "#docs tbody tr") if r.is_displayed()]
    expected = [d for d in result.documents if "FX301" in _across(result, d.source)]
    assert len(rows) == len(expected) > 0
    Select(browser.find_element(By.ID, "f-code")).select_by_value("")
    Select(browser.find_element(By.ID, "f-kind")).select_by_value("bar")
    rows = [r for r in browser.find_elements(By.CSS_SELECTOR, "#docs tbody tr") if r.is_displayed()]
    assert len(rows) == sum(d.kind == "bar" for d in result.documents)
    hidden = [d for d in browser.find_elements(By.CSS_SELECTOR, "details.doc") if not d.is_displayed()]
    assert len(hidden) == len(result.documents) - len(rows)
    Select(browser.find_element(By.ID, "f-kind")).select_by_value("")


def test_screenshot_of_a_seed_heatmap(browser: Any) -> None:
    from selenium.webdriver.common.by import By

    det = _open(browser, HEATMAP_SEED)
    drawing = det.find_element(By.CSS_SELECTOR, ".panel figure.drawing")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", drawing)
    folder = Path(os.environ.get("EXTRACT_ARTIFACTS", ROOT / "build" / "artifacts"))
    folder.mkdir(parents=True, exist_ok=True)
    assert drawing.screenshot(str(folder / "report-seed-heatmap.png"))
    assert browser.save_screenshot(str(folder / "report-seed.png"))
    assert (folder / "report-seed-heatmap.png").stat().st_size > 5000


def test_a_large_report_opens_documents_on_demand(browser: Any, tmp_path: Path) -> None:
    """Past OPEN_ALL_UP_TO documents, bodies are built when opened: from a click on the
    document, or on a link of the index."""
    from selenium.webdriver.common.by import By

    from extract.viewer.page import OPEN_ALL_UP_TO

    for i in range(OPEN_ALL_UP_TO + 1):
        shutil.copy(SEEDS / HEATMAP_SEED, tmp_path / f"copy{i:02d}.txt")
    out = tmp_path / "large.html"
    assert main(["report", str(tmp_path), "-o", str(out), "-j", "1", "-q"]) == 0
    browser.get(out.as_uri())
    docs = browser.find_elements(By.CSS_SELECTOR, "details.doc")
    assert len(docs) == OPEN_ALL_UP_TO + 1
    assert not browser.find_elements(By.CSS_SELECTOR, "details.doc figure.drawing")  # nothing built yet
    docs[0].find_element(By.TAG_NAME, "summary").click()
    # (the page builds a body on the "toggle" event, which the browser fires after the click returns)
    assert _drawings_of(browser, docs[0]) == 4
    link = browser.find_element(By.CSS_SELECTOR, f'#docs a[href="#{docs[-1].get_attribute("id")}"]')
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", link)
    link.click()
    assert docs[-1].get_attribute("open") is not None
    assert _drawings_of(browser, docs[-1]) == 4
    assert [e for e in browser.get_log("browser") if e["level"] == "SEVERE"] == []


def _drawings_of(browser: Any, doc: Any) -> int:
    """How many drawings a document holds once its body is built (up to 5 s after it opened)."""
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait

    try:
        WebDriverWait(browser, 5).until(lambda _: doc.find_elements(By.CSS_SELECTOR, "figure.drawing"))
    except TimeoutException:
        return 0
    return len(doc.find_elements(By.CSS_SELECTOR, "figure.drawing"))
