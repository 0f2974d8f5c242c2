"""When values that write-ups give for one cell agree: within `--cross-tolerance` (absolute,
"0.5", or relative, "2%"), or by default when they are equal once rounded to the coarser
precision either states ("44" and "44.2" agree; "44.1" and "44.2" do not; "0.50" and "0.54"
do not, since "0.50" states two decimals). A value halfway between two numbers of the
coarser precision rounds to either: "15.5" agrees with "15" and with "16" (one write-up
reads the point at 15.5, another states whole numbers and writes it 15), not with "17"."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_DOWN, ROUND_HALF_UP, Decimal, InvalidOperation

from extract.models import Document
from extract.reader import normalise


@dataclass(frozen=True, slots=True)
class Tolerance:
    """How far apart two values of one cell may be. `amount` None: the stated-precision rule."""

    amount: float | None = None
    relative: bool = False

    @classmethod
    def parse(cls, value: object) -> Tolerance:
        """ "0.5" (absolute), "2%" (relative), a number, or None/"" (the default rule);
        ValueError for anything else."""
        if value is None or value == "":
            return cls()
        if isinstance(value, bool) or not isinstance(value, (int, float, str)):
            raise ValueError(f"expected a number or a percentage, not {value!r}")
        text = str(value).strip()
        relative = text.endswith("%")
        try:
            amount = float(text[:-1] if relative else text)
        except ValueError:
            raise ValueError(f"expected a number (0.5) or a percentage (2%), not {value!r}") from None
        if not math.isfinite(amount) or amount < 0:
            raise ValueError(f"must be a number at least 0, not {value!r}")
        return cls(amount / 100 if relative else amount, relative)

    def __str__(self) -> str:
        if self.amount is None:
            return "the coarser stated precision"
        return f"{self.amount * 100:g}%" if self.relative else f"{self.amount:g}"


def decimals(raw: str) -> int | None:
    """The decimal places a number states as written: "41.3" 1, "89.0" 1, "0.50" 2, "3,000"
    0, "1.5e-3" 4, "**45%**" 0; None when `raw` is not a plain number."""
    s = raw.strip().strip("*_`").strip().lstrip("~≈∼").strip().rstrip("x×%").strip()
    s = s.replace(",", "").lstrip("+-−–—")
    mantissa, _, exponent = s.lower().partition("e")
    whole, _, frac = mantissa.partition(".")
    if not (whole or frac) or not (whole + frac).isdigit():
        return None
    try:
        shift = int(exponent.replace("−", "-")) if exponent else 0
    except ValueError:
        return None
    return len(frac) - shift


def value_decimals(value: float) -> int:
    """The decimal places of a value whose text is not at hand (its shortest form)."""
    if isinstance(value, int) or (isinstance(value, float) and value.is_integer()):
        return 0 if isinstance(value, int) else 1
    return decimals(repr(value)) or 0


def stated_decimals(text: str, doc: Document) -> dict[tuple[int, int], int]:
    """The decimals of every cell value of `doc` as `text` writes it, by (line, column).
    Walks the text to the lines that hold cells, without splitting all of it."""
    wanted: dict[int, list[tuple[int, int]]] = {}
    for p in doc.panels:
        for c in p.cells:
            if c.span.line == c.span.end_line:
                wanted.setdefault(c.span.line, []).append((c.span.column, c.span.end_column))
    if not wanted:
        return {}
    text = normalise(text)
    out: dict[tuple[int, int], int] = {}
    line, start = 1, 0
    for number in sorted(wanted):
        while line < number:
            start = text.find("\n", start) + 1
            if start == 0:
                return out
            line += 1
        end = text.find("\n", start)
        raw = text[start : end if end >= 0 else len(text)]
        for column, end_column in wanted[number]:
            d = decimals(raw[column - 1 : end_column - 1])
            if d is not None:
                out[(number, column)] = d
    return out


def _rounded(value: float, places: int) -> set[Decimal]:
    """What `value` is once rounded to `places`: one number, or the two either side of it
    when it lies halfway ("15.5" to none: 15 and 16)."""
    exact = Decimal(repr(value))
    try:
        step = Decimal(1).scaleb(-places)
        up = exact.quantize(step, rounding=ROUND_HALF_UP)
        down = exact.quantize(step, rounding=ROUND_HALF_DOWN)
    except InvalidOperation:  # too many digits for the context: compare as written
        return {exact}
    return {up, down}


def agree(values: Sequence[tuple[float, int]], tolerance: Tolerance) -> bool:
    """Whether every two of `values` ((value, decimals) pairs) agree: within the tolerance,
    or by default equal once both are rounded to the coarser of their precisions. Linear in
    the values for each distinct precision (a few), not quadratic."""
    if len(values) < 2:
        return True
    low = min(v for v, _ in values)
    high = max(v for v, _ in values)
    if tolerance.amount is not None:
        allowed = tolerance.amount * max(abs(low), abs(high)) if tolerance.relative else tolerance.amount
        return high - low <= allowed * (1 + 1e-12) + 1e-12
    if high - low <= 1e-12 * max(1.0, abs(low), abs(high)):
        return True
    # a pair's coarser precision is that of one of them: for each precision p stated, the
    # values stating p and every finer value must round, at p, to one number (a halfway
    # value to either of its two)
    for p in sorted({d for _, d in values}):
        common: set[Decimal] | None = None
        for v, d in values:
            if d >= p:
                common = _rounded(v, p) if common is None else common & _rounded(v, p)
                if not common:
                    return False
    return True


def spread(values: Iterable[float]) -> tuple[float, float, float]:
    """min, median, max. The median of an even count is the midpoint of the two middle values,
    taken in decimal so it prints as a person writes it (0.841 and 0.842 give 0.8415, never
    0.8414999999999999)."""
    ordered = sorted(values)
    n = len(ordered)
    if n % 2:
        mid = ordered[n // 2]
    else:
        a, b = ordered[n // 2 - 1], ordered[n // 2]
        try:
            mid = float((Decimal(repr(a)) + Decimal(repr(b))) / 2)
        except InvalidOperation:  # inf or nan
            mid = (a + b) / 2
    return ordered[0], mid, ordered[-1]
