"""Numbers as written in write-ups: "3,000", "−1.5", "45.2%", "~40", "**49.3**"."""

from __future__ import annotations

import math
import re

_MARKS = "*_`"
_APPROX = "~≈∼"
_MINUS = {"−": "-", "–": "-", "—": "-"}
_PLAIN = str.maketrans({**_MINUS, ",": None})  # dashes to "-", thousands separators dropped
_RAISED, _LOWERED = "⁰¹²³⁴⁵⁶⁷⁸⁹", "₀₁₂₃₄₅₆₇₈₉"
SUPERSCRIPT = str.maketrans(_RAISED + "⁻⁺", "0123456789-+")  # "10⁻³" is 10^-3
SCRIPT_DIGITS = str.maketrans(_RAISED + _LOWERED, "0123456789" * 2)  # "M₂" and "M²" write the digit 2
# LaTeX's signs of a power: "3 \times 10^{-5}" is "3 × 10^-5"
_LATEX_SIGNS = {"\\times": "×", "\\cdot": "·"}
_LATEX = re.compile(r"\\times|\\cdot|[{}]")
# LaTeX's signs of an approximate number: "\approx 4", "\sim 40"
_LATEX_APPROX = re.compile(r"\\(?:approx|sim)\b")
# "10^4", "10⁵", "1.5×10^-3", "3 x 10⁴": a base (or a mantissa times ten) and its exponent
_POWER = re.compile(r"^(?P<m>[\d.]+?)(?:\s?[×x·]\s?10)?(?:\^|(?=[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]))(?P<e>.+)$")


# a number written with a power of ten: "2×10³", "1.5 x 10^4", "3×10^{5}" (a place a name gives:
# extract.interpret.roles)
_TIMES_POWER = re.compile(r"\d+(?:\.\d+)?\s*[×xX]\s*10(?:\^\{?[-−]?\d+\}?|[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)")


def times_power_of_ten(text: str) -> bool:
    """Whether a text is a number times a power of ten ("2×10³", "1.5 x 10^4")."""
    return _TIMES_POWER.fullmatch(text) is not None


def plain_decimal(text: str) -> int | float | None:
    """The value of a text that is only a decimal number, with a minus or not ("7", "-0.5",
    "−3"; a decimal point makes it a float), else None."""
    digits = text[1:] if text[:1] in ("-", "−") else text
    whole, dot, part = digits.partition(".")
    if not whole.isdecimal() or (dot and not part.isdecimal()):
        return None
    signed = text.replace("−", "-")  # (Python reads no "−": "−0.25" crashed a whole write-up)
    return float(signed) if dot else int(signed)


def parse_number(text: str) -> tuple[int | float, bool, bool]:
    """Return (value, approximate, percent) of a number token.

    Integers stay integers ("3,000" -> 3000); anything with a decimal point is a float.
    """
    s = text.strip().strip(_MARKS).strip()
    latex = _LATEX_APPROX.match(s)  # "\approx 10^3"
    approx = s[:1] in _APPROX or latex is not None
    if approx:
        s = s[latex.end() if latex else 1 :].lstrip()
    s = s.rstrip("x×")  # a multiplier: "4.6x" is 4.6
    percent = s.endswith("%")
    if percent:
        s = s[:-1]
    s = s.translate(_PLAIN)  # "1e−4" -> "1e-4" too
    if "<" in s:  # HTML's superscript: "10<sup>3</sup>" is "10^3"
        s = s.replace("<sup>", "^").replace("</sup>", "")
    if "\\" in s or "{" in s:
        s = _LATEX.sub(lambda m: _LATEX_SIGNS.get(m.group(), ""), s)
    if "/" in s:  # "1/8": a fraction (the grammar takes one only of whole numbers, no date)
        top, bottom = s.split("/")
        return int(top) / int(bottom), approx, percent
    power = _POWER.match(s) if not s.isdecimal() else None
    if power is not None:
        return _power(power.group("m"), power.group("e").translate(SUPERSCRIPT), s), approx, percent
    value: int | float = float(s) if ("." in s or "e" in s.lower()) else int(s)
    return value, approx, percent


def _power(mantissa: str, exponent: str, text: str) -> int | float:
    """The value of "10^4" (10000), "2^10" (1024), "10^-3" (0.001), "1.5×10^4" (15000.0):
    an integer when the base, the exponent and the result are."""
    times_ten = len(mantissa) < len(text) and re.search(r"[×x·]", text) is not None
    base, factor = (10.0, float(mantissa)) if times_ten else (float(mantissa), 1.0)
    try:
        if base == 10.0 and re.fullmatch(r"[-+]?\d+", exponent):
            # "2.3 × 10^5" is 230000.0 as written, not 2.3 * 10.0**5 = 229999.99999999997
            value = float(f"{factor!r}e{int(exponent)}")
        else:
            value = factor * math.pow(base, float(exponent))
    except OverflowError:
        return math.inf  # "10^999": no value anyone wrote (the reader drops it)
    whole = "." not in mantissa and "." not in exponent and not exponent.startswith("-")
    return round(value) if whole and abs(value) < 1e15 else value


def format_number(value: int | float) -> str:
    """A number the way a person writes it: 3000, 0.1, 49.3 (no trailing ".0" noise)."""
    if isinstance(value, float):
        value = float(f"{value:.12g}")  # (a difference of two cells: 2.5000000000000004 is 2.5)
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e15:
        return f"{value:.1f}"
    return repr(value) if isinstance(value, float) else str(value)
