"""Settings: tolerances, severities and which checks run. Read from `[tool.extract]` in the
user's pyproject.toml and overridden by command-line flags.

    [tool.extract]
    scale-slack = 0.2          # how far past an approximate scale end is only a warning
    approximate = 0.01         # relative slack for "~", "approximately", "about"
    majority = 0.5             # "mostly" needs more than this share to agree
    fail-on = "error"          # --check exits 1 at or above this severity
    select = []                # run only these checks (codes or names); empty: all
    ignore = ["claim-trend"]   # never report these
    figure-key = "^(fig\\d+)_"  # documents whose file names give the same id describe one figure
    cross-tolerance = "2%"     # values of one cell that write-ups may differ by: 0.5 or "2%"
                               # (default: equal once rounded to the coarser stated precision)
    [tool.extract.severity]
    claim-count = "warning"    # per-check severity
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from extract.claims import Tolerances
from extract.messages import BY_ID
from extract.models import Severity

FailOn = Literal["error", "warning", "info", "never"]
SEVERITY_RANK: dict[str, int] = {"info": 0, "warning": 1, "error": 2}


class ConfigError(ValueError):
    """A setting that cannot be used, with where it came from."""


@dataclass(slots=True)
class Config:
    """Everything a run can be told."""

    scale_slack: float = 0.2  # fraction of the scale's span (or one tick step, if larger) that is a warning
    approximate: float = 0.01  # relative slack for approximate numbers in claims
    majority: float = 0.5  # "mostly": share of pairs or cells that must agree
    fail_on: FailOn = "error"  # --check exits 1 when a finding is at or above this
    select: list[str] = field(default_factory=list)  # codes or names to run; empty: all
    ignore: list[str] = field(default_factory=list)  # codes or names never to report
    severity: dict[str, Severity] = field(default_factory=dict)  # code or name -> severity
    figure_key: str | None = None  # regex on file names: the first group (or the match) is the figure's id
    cross_tolerance: float | str | None = None  # 0.5 (absolute) or "2%" (relative); None: stated precision

    def tolerances(self) -> Tolerances:
        return Tolerances(approximate=self.approximate, majority=self.majority)

    def wants(self, code: str, name: str) -> bool:
        """Whether a finding of this check is reported."""
        if self.select and code not in self.select and name not in self.select:
            return False
        return code not in self.ignore and name not in self.ignore

    def severity_of(self, code: str, name: str, default: Severity) -> Severity:
        return self.severity.get(code) or self.severity.get(name) or default

    def validate(self, origin: str) -> Config:
        """Raise ConfigError naming `origin` for unknown checks or values out of range;
        check codes and names are case-insensitive ("fx101" is FX101)."""
        self.select = [_canonical(k) for k in self.select]
        self.ignore = [_canonical(k) for k in self.ignore]
        self.severity = {_canonical(k): v for k, v in self.severity.items()}
        for key in [*self.select, *self.ignore, *self.severity]:
            if key not in BY_ID:
                known = ", ".join(sorted(k for k in BY_ID if not k.startswith("FX")))
                raise ConfigError(f"{origin}: unknown check {key!r} (known: {known})")
        for key, sev in self.severity.items():
            if sev not in SEVERITY_RANK:
                raise ConfigError(f"{origin}: severity of {key} must be error, warning or info, not {sev!r}")
        if self.fail_on not in ("error", "warning", "info", "never"):
            raise ConfigError(f"{origin}: fail-on must be error, warning, info or never, not {self.fail_on!r}")
        self._validate_figures(origin)
        for name, v, hi in (
            ("scale-slack", self.scale_slack, 10.0),
            ("approximate", self.approximate, 1.0),
            ("majority", self.majority, 1.0),
        ):
            if not 0 <= v <= hi:
                raise ConfigError(f"{origin}: {name} must be between 0 and {hi}, not {v}")
        return self

    def _validate_figures(self, origin: str) -> None:
        from extract.checks.agree import Tolerance  # checks import this module

        if self.figure_key is not None:
            if not isinstance(self.figure_key, str):
                raise ConfigError(f"{origin}: figure-key must be a regular expression, not {self.figure_key!r}")
            try:
                re.compile(self.figure_key)
            except re.error as e:
                raise ConfigError(
                    f"{origin}: figure-key {self.figure_key!r} is not a regular expression ({e})"
                ) from None
        try:
            Tolerance.parse(self.cross_tolerance)
        except ValueError as e:
            raise ConfigError(f"{origin}: cross-tolerance {e}") from None


def _canonical(key: str) -> str:
    key = key.strip()
    return key.upper() if key.upper().startswith("FX") else key.lower()


_KEYS = {
    "scale-slack": "scale_slack",
    "approximate": "approximate",
    "majority": "majority",
    "fail-on": "fail_on",
    "select": "select",
    "ignore": "ignore",
    "severity": "severity",
    "figure-key": "figure_key",
    "figure_key": "figure_key",
    "cross-tolerance": "cross_tolerance",
    "cross_tolerance": "cross_tolerance",
}


def from_table(table: dict[str, Any], origin: str) -> Config:
    """A Config from a `[tool.extract]` table."""
    cfg = Config()
    for key, value in table.items():
        attr = _KEYS.get(key)
        if attr is None:
            raise ConfigError(f"{origin}: unknown setting {key!r} (known: {', '.join(sorted(_KEYS))})")
        setattr(
            cfg, attr, list(value) if attr in ("select", "ignore") else dict(value) if attr == "severity" else value
        )
    return cfg.validate(origin)


def _table(path: Path) -> dict[str, Any] | None:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as e:
        raise ConfigError(f"{path}: cannot read settings ({e})") from None
    tool = data.get("tool")
    if tool is None:
        return None
    if not isinstance(tool, dict):
        raise ConfigError(f"{path}: [tool] must be a table")
    table = tool.get("extract")
    if table is not None and not isinstance(table, dict):
        raise ConfigError(f"{path}: [tool.extract] must be a table, not {table!r}")
    return table


def load(path: Path | None = None, start: Path | None = None) -> Config:
    """The settings of `path` (a pyproject.toml, which must have `[tool.extract]`), or of
    the nearest pyproject.toml with `[tool.extract]` at or above `start` (the current
    directory); defaults when there is none."""
    if path is not None:
        if not path.is_file():
            raise ConfigError(f"{path}: no such settings file")
        table = _table(path)
        if table is None:
            raise ConfigError(f"{path}: has no [tool.extract] table")
        return from_table(table, f"{path} [tool.extract]")
    folder = (start or Path.cwd()).resolve()
    for candidate in (d / "pyproject.toml" for d in [folder, *folder.parents]):
        if candidate.is_file():
            table = _table(candidate)
            if table is not None:
                return from_table(table, f"{candidate} [tool.extract]")
    return Config()
