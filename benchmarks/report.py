"""Benchmark of `extract report`: a corpus of N write-ups (the bundled fixtures copied
under varied names), timed against peers measured in the same run, as ratios.

    python benchmarks/report.py                     # N = 1,000
    python benchmarks/report.py --count 1000 --repeat 3 --jobs 2

Writing, in alternation, whole processes:
  (a) extract -j JOBS CORPUS -o out.json          the peer: the same run writing JSON
  (b) extract report -j JOBS CORPUS -o report.html
and, in one process, the page alone (render_report on the parsed Result).

Opening, in headless Chromium through selenium (skipped without chromium-driver):
  (c) report.html: parsed (domInteractive), loaded (load event), opening the document with
      the most findings, and filtering the index by a check
  (d) the peer: out.json opened in the same browser (shown as plain text)
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SUFFIXES = (".md", ".markdown", ".txt")


def corpus(folder: Path, count: int) -> None:
    sources = sorted(p for p in (ROOT / "fixtures").rglob("*") if p.suffix in SUFFIXES and p.is_file())
    for i in range(count):
        p = sources[i % len(sources)]
        sub = folder / f"batch{i // 100:02d}"
        sub.mkdir(exist_ok=True)
        shutil.copy(p, sub / f"{i:04d}_{p.stem}{p.suffix}")


def timed(args: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "extract", *args], check=False, cwd=ROOT, capture_output=True)
    return time.perf_counter() - start


def browser_times(page: Path, peer: Path, repeat: int) -> dict[str, list[float]]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    driver_path = shutil.which("chromedriver")
    if not chromium or not driver_path:
        print("no chromium/chromedriver: apt-get install -y chromium chromium-driver")
        return {}
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--window-size=1400,900"):
        options.add_argument(arg)
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    out: dict[str, list[float]] = {"parsed": [], "loaded": [], "open": [], "filter": [], "peer loaded": []}
    nav = "var n = performance.getEntriesByType('navigation')[0]; return [n.domInteractive, n.loadEventEnd];"
    try:
        for _ in range(repeat):
            driver.get(peer.as_uri())
            out["peer loaded"].append(driver.execute_script(nav)[1] / 1000)
            driver.get(page.as_uri())
            parsed, loaded = driver.execute_script(nav)
            out["parsed"].append(parsed / 1000)
            out["loaded"].append(loaded / 1000)
            # the browser fires "toggle" after the click returns: wait for the body to be built
            out["open"].append(
                driver.execute_async_script(
                    "var done = arguments[arguments.length - 1];"
                    "var r = document.querySelector('#docs tbody tr');"
                    "var d = document.getElementById('d' + r.dataset.n); var t = performance.now();"
                    "d.querySelector('summary').click();"
                    "(function wait() { if (d.querySelector('.body').dataset.done) {"
                    " d.getBoundingClientRect(); done(performance.now() - t); } else setTimeout(wait, 1); })();"
                )
                / 1000
            )
            out["filter"].append(
                driver.execute_script(
                    "var s = document.getElementById('f-code'); var t = performance.now();"
                    "s.value = s.options[2].value; s.dispatchEvent(new Event('change'));"
                    "document.body.getBoundingClientRect(); return performance.now() - t;"
                )
                / 1000
            )
    finally:
        driver.quit()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--no-browser", action="store_true")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "corpus"
        folder.mkdir()
        corpus(folder, args.count)
        json_out, html_out = Path(tmp) / "out.json", Path(tmp) / "report.html"
        a, b = [], []
        for _ in range(args.repeat):
            a.append(timed(["-q", "-j", str(args.jobs), str(folder), "-o", str(json_out)]))
            b.append(timed(["report", "-q", "-j", str(args.jobs), str(folder), "-o", str(html_out)]))
        from extract.api import parse_paths
        from extract.viewer.command import source_text
        from extract.viewer.page import render_report

        result, _ = parse_paths([folder], jobs=args.jobs)
        texts = {d.source: source_text(d.source) for d in result.documents}
        render = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            render_report(result, texts)
            render.append(time.perf_counter() - start)
        print(f"{args.count} write-ups, -j {args.jobs}, best of {args.repeat}")
        print(f"  (a) extract ... -o out.json      {min(a):6.2f} s   ({json_out.stat().st_size / 1e6:.1f} MB)")
        print(f"  (b) extract report ... -o .html  {min(b):6.2f} s   ({html_out.stat().st_size / 1e6:.1f} MB)")
        print(f"      b / a                        {min(b) / min(a):6.2f}")
        print(f"      the page alone (render_report) {min(render):5.2f} s")
        if not args.no_browser:
            times = browser_times(html_out, json_out, args.repeat)
            for name, values in times.items():
                if values:
                    print(f"  browser {name:12s} best {min(values):6.2f} s  median {statistics.median(values):6.2f} s")
            if times.get("loaded") and times.get("peer loaded"):
                print(f"      report loaded / out.json loaded  {min(times['loaded']) / min(times['peer loaded']):6.2f}")


if __name__ == "__main__":
    main()
