"""Settings: tolerances, severities and which checks run. Read from `[tool.extract]` in the
user's pyproject.toml and overridden by command-line flags.

    [tool.extract]
    scale-slack = 0.2          # how far past an approximate scale end is only an info
    approximate = 0.01         # relative slack for "~", "approximately", "about"
    majority = 0.5             # "mostly" needs more than this share to agree
    fail-on = "error"          # --check exits 1 at or above this severity
    select = []                # run only these checks (codes or names); empty: all
    ignore = ["claim-trend"]   # never report these
    exclude = [".*", "node_modules", ...]   # never search these (replaces the default list)
    extend-exclude = ["drafts/"]            # ... besides the default list
    force-exclude = false      # exclude also files named on the command line (pre-commit)
    figure-key = "^(fig\\d+)_"  # documents whose file names give the same id describe one figure
    cross-tolerance = "2%"     # values of one cell that write-ups may differ by: 0.5 or "2%"
                               # (default: equal once rounded to the coarser stated precision)
    [tool.extract.severity]
    claim-count = "warning"    # per-check severity
    [tool.extract.per-file-ignores]
    "notes/*.md" = ["claim-trend"]          # never report these in matching files

Each file is checked with the settings of the nearest pyproject.toml with `[tool.extract]`
at or above its folder (as ruff finds its settings), or of `--config FILE` for every file.
Patterns are globs matched against a file's or folder's name when they hold no "/", else
against its path relative to the folder of the settings file (the current folder when
there is none); `*` crosses "/".
"""

from __future__ import annotations

import fnmatch
import functools
import os
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Literal

from extract.claims import Tolerances
from extract.messages import BY_ID
from extract.models import Severity

FailOn = Literal["error", "warning", "info", "never"]
# what directory searches skip unless `exclude` says otherwise: hidden files and folders, tools' folders
DEFAULT_EXCLUDE = (".*", "node_modules", "__pycache__", "venv", "site-packages", "dist-packages")
SEVERITY_RANK: dict[str, int] = {"info": 0, "warning": 1, "error": 2}


class ConfigError(ValueError):
    """A setting that cannot be used, with where it came from."""


@dataclass(slots=True)
class Config:
    """Everything a run can be told."""

    scale_slack: float = 0.2  # fraction of the scale's span (or one tick step, if larger) that is only an info
    approximate: float = 0.01  # relative slack for approximate numbers in claims
    majority: float = 0.5  # "mostly": share of pairs or cells that must agree
    fail_on: FailOn = "error"  # --check exits 1 when a finding is at or above this
    select: list[str] = field(default_factory=list)  # codes or names to run; empty: all
    ignore: list[str] = field(default_factory=list)  # codes or names never to report
    severity: dict[str, Severity] = field(default_factory=dict)  # code or name -> severity
    exclude: list[str] = field(default_factory=lambda: list(DEFAULT_EXCLUDE))  # globs never searched
    extend_exclude: list[str] = field(default_factory=list)  # globs never searched, besides `exclude`
    force_exclude: bool = False  # exclude also paths named on the command line
    per_file_ignores: dict[str, list[str]] = field(default_factory=dict)  # glob -> checks not reported
    root: Path | None = None  # the folder patterns are relative to (the settings file's); None: cwd
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
        self.per_file_ignores = {k: [_canonical(c) for c in v] for k, v in self.per_file_ignores.items()}
        every = [c for v in self.per_file_ignores.values() for c in v]
        for key in [*self.select, *self.ignore, *self.severity, *every]:
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
        for name, patterns in (("exclude", self.exclude), ("extend-exclude", self.extend_exclude)):
            if not all(isinstance(p, str) for p in patterns):
                raise ConfigError(f"{origin}: {name} must be a list of glob patterns, not {patterns!r}")
        return self

    def _matches(self, path: Path, patterns: list[str]) -> bool:
        by_name, by_path = _compiled(tuple(patterns))
        name = path.name if path.name not in ("", "..") else Path(os.path.abspath(path)).name
        if by_name is not None and by_name.match(name):
            return True
        if by_path is None:
            return False
        absolute = os.path.abspath(path).replace(os.sep, "/")
        root = os.path.abspath(self.root or Path.cwd()).replace(os.sep, "/").rstrip("/") + "/"
        relative = absolute[len(root) :] if absolute.startswith(root) else absolute
        return bool(by_path.match(relative) or by_path.match(absolute))

    def excludes(self, path: Path, named: bool = False) -> bool:
        """Whether a file or folder is left out: found in a folder and matching `exclude` or
        `extend-exclude`, or `named` on the command line with `force-exclude` on."""
        patterns = [*self.exclude, *self.extend_exclude]
        if not named:
            return self._matches(path, patterns)
        if not self.force_exclude:
            return False
        # a named file is excluded when it or a folder it is in (below the settings' folder) is
        absolute = Path(os.path.abspath(path))
        root = Path(os.path.abspath(self.root or Path.cwd()))
        inside = [absolute, *(p for p in absolute.parents if p != root and root in p.parents)]
        return any(self._matches(p, patterns) for p in inside)

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

    def for_file(self, path: Path) -> Config:
        """These settings, with the `per-file-ignores` that match `path` added to `ignore`."""
        extra = [c for pattern, codes in self.per_file_ignores.items() if self._matches(path, [pattern]) for c in codes]
        return replace(self, ignore=[*self.ignore, *extra]) if extra else self


@functools.lru_cache(maxsize=256)
def _compiled(patterns: tuple[str, ...]) -> tuple[re.Pattern[str] | None, re.Pattern[str] | None]:
    """One regular expression for the name patterns (no "/") and one for the path patterns."""
    names: list[str] = []
    paths: list[str] = []
    for pattern in patterns:
        pattern = pattern.strip().removeprefix("./").rstrip("/")
        (paths if "/" in pattern else names).append(fnmatch.translate(pattern))
    return (re.compile("|".join(names)) if names else None, re.compile("|".join(paths)) if paths else None)


def _canonical(key: str) -> str:
    key = key.strip()
    key = key.upper() if key.upper().startswith("FX") else key.lower()
    # an old check's code or name reaches the check that now reports it (FX207 claim-threshold
    # is FX203 claim-range), written as that check is (a code as its code, a name as its name)
    found = BY_ID.get(key)
    if found is not None and key not in (found.code, found.name):
        return found.code if key.startswith("FX") else found.name
    return key


_KEYS = {
    "scale-slack": "scale_slack",
    "approximate": "approximate",
    "majority": "majority",
    "fail-on": "fail_on",
    "select": "select",
    "ignore": "ignore",
    "severity": "severity",
    "exclude": "exclude",
    "extend-exclude": "extend_exclude",
    "force-exclude": "force_exclude",
    "per-file-ignores": "per_file_ignores",
    "figure-key": "figure_key",
    "figure_key": "figure_key",
    "cross-tolerance": "cross_tolerance",
    "cross_tolerance": "cross_tolerance",
}
_LISTS = ("select", "ignore", "exclude", "extend_exclude")


def from_table(table: dict[str, Any], origin: str, root: Path | None = None) -> Config:
    """A Config from a `[tool.extract]` table (of a file in the folder `root`)."""
    cfg = Config(root=root)
    for key, value in table.items():
        attr = _KEYS.get(key)
        if attr is None:
            raise ConfigError(f"{origin}: unknown setting {key!r} (known: {', '.join(sorted(_KEYS))})")
        if attr in _LISTS:
            if not isinstance(value, list):
                raise ConfigError(f"{origin}: {key} must be a list, not {value!r}")
            value = list(value)
        elif attr in ("severity", "per_file_ignores"):
            if not isinstance(value, dict):
                raise ConfigError(f"{origin}: {key} must be a table, not {value!r}")
            if attr == "per_file_ignores" and not all(isinstance(v, list) for v in value.values()):
                raise ConfigError(f"{origin}: each of per-file-ignores must be a list of checks, not {value!r}")
            value = dict(value)
        elif attr == "force_exclude" and not isinstance(value, bool):
            raise ConfigError(f"{origin}: force-exclude must be true or false, not {value!r}")
        setattr(cfg, attr, value)
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
        return from_table(table, f"{path} [tool.extract]", path.resolve().parent)
    folder = (start or Path.cwd()).resolve()
    for candidate in (d / "pyproject.toml" for d in [folder, *folder.parents]):
        if candidate.is_file():
            table = _table(candidate)
            if table is not None:
                return from_table(table, f"{candidate} [tool.extract]", candidate.parent)
    return Config()


class Settings:
    """The settings of every file of a run: those of `--config FILE` for all, or each
    file's nearest (found from its folder upward, once per folder), with the command
    line's `overrides` applied on top."""

    def __init__(self, path: Path | None = None, overrides: Callable[[Config], Config] | None = None) -> None:
        self.path = path
        self.overrides = overrides or (lambda c: c)
        self._by_folder: dict[str, Config] = {}  # with the overrides
        self._found: dict[Path, Config] = {}  # as the settings files say
        self._fixed = None if path is None else self.overrides(load(path))

    @classmethod
    def fixed(cls, config: Config) -> Settings:
        """The same settings for every file."""
        settings = cls()
        settings._fixed = config
        return settings

    def of_folder(self, folder: Path | str) -> Config:
        if self._fixed is not None:
            return self._fixed
        key = os.path.abspath(folder)
        found = self._by_folder.get(key)
        if found is None:
            found = self._by_folder[key] = self.overrides(self._nearest(Path(key)))
        return found

    def _nearest(self, folder: Path) -> Config:
        """The settings file's own Config nearest above `folder`; each folder's pyproject.toml
        is read once per run however many folders lie below it."""
        if folder in self._found:
            return self._found[folder]
        candidate = folder / "pyproject.toml"
        table = _table(candidate) if candidate.is_file() else None
        if table is not None:
            found = from_table(table, f"{candidate} [tool.extract]", folder)
        elif folder.parent == folder:
            found = Config()
        else:
            found = self._nearest(folder.parent)
        self._found[folder] = found
        return found

    def of(self, path: Path) -> Config:
        """The settings a file is checked with ('-', standard input: the current folder's)."""
        if str(path) == "-":
            return self.of_folder(Path.cwd()).for_file(path)
        return self.of_folder(os.path.dirname(os.path.abspath(path))).for_file(path)

    def excludes(self, path: Path, named: bool = False) -> bool:
        """Whether a file or folder is left out of the run (see Config.excludes)."""
        if str(path) == "-":
            return False
        return self.of_folder(os.path.dirname(os.path.abspath(path))).excludes(path, named)
