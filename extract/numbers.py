"""Numbers as written in write-ups: "3,000", "−1.5", "45.2%", "~40", "**49.3**"."""

from __future__ import annotations

_MARKS = "*_`"
_APPROX = "~≈∼"
_MINUS = {"−": "-", "–": "-", "—": "-"}
_PLAIN = str.maketrans({**_MINUS, ",": None})  # dashes to "-", thousands separators dropped


def parse_number(text: str) -> tuple[int | float, bool, bool]:
    """Return (value, approximate, percent) of a number token.

    Integers stay integers ("3,000" -> 3000); anything with a decimal point is a float.
    """
    s = text.strip().strip(_MARKS).strip()
    approx = s[:1] in _APPROX
    if approx:
        s = s[1:].lstrip()
    s = s.rstrip("x×")  # a multiplier: "4.6x" is 4.6
    percent = s.endswith("%")
    if percent:
        s = s[:-1]
    s = s.translate(_PLAIN)  # "1e−4" -> "1e-4" too
    value: int | float = float(s) if ("." in s or "e" in s.lower()) else int(s)
    return value, approx, percent


def format_number(value: int | float) -> str:
    """A number the way a person writes it: 3000, 0.1, 49.3 (no trailing ".0" noise)."""
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return f"{value:.1f}"
    return repr(value) if isinstance(value, float) else str(value)
