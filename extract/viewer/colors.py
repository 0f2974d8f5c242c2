"""Colours of the drawings: the colour words a write-up states ("light yellow", "dark
blue") as RGB, a ramp between two of them (interpolated in OKLab, so the middle of
yellow-to-blue is a green, not a grey), and a palette for series."""

from __future__ import annotations

import functools
import math
import re

RGB = tuple[float, float, float]

# the colour words write-ups use, as sRGB 0..1 (CSS named colours, a few merged)
_NAMED: dict[str, RGB] = {
    "white": (1.0, 1.0, 1.0),
    "black": (0.0, 0.0, 0.0),
    "gray": (0.5, 0.5, 0.5),
    "grey": (0.5, 0.5, 0.5),
    "red": (0.84, 0.15, 0.16),
    "orange": (1.0, 0.5, 0.05),
    "yellow": (1.0, 0.93, 0.3),
    "gold": (1.0, 0.84, 0.0),
    "green": (0.17, 0.63, 0.17),
    "teal": (0.0, 0.5, 0.5),
    "cyan": (0.0, 0.75, 0.85),
    "blue": (0.12, 0.35, 0.75),
    "navy": (0.0, 0.0, 0.5),
    "purple": (0.5, 0.2, 0.6),
    "violet": (0.55, 0.3, 0.8),
    "magenta": (0.85, 0.1, 0.6),
    "pink": (0.97, 0.6, 0.75),
    "brown": (0.55, 0.3, 0.1),
    "beige": (0.96, 0.96, 0.86),
    "cream": (1.0, 0.99, 0.82),
}
_LIGHTER = ("light", "pale", "pastel", "faint", "soft", "lighter", "whitish")
_DARKER = ("dark", "deep", "darker", "navy", "dim")

# viridis ends and middle: the ramp when the write-up names no colours
DEFAULT_LOW: RGB = (0.27, 0.0, 0.33)
DEFAULT_HIGH: RGB = (0.99, 0.91, 0.14)

# series colours (Tableau 10): distinguishable, and readable on white
PALETTE = (
    "#4e79a7",
    "#f28e2b",
    "#e15759",
    "#76b7b2",
    "#59a14f",
    "#edc948",
    "#b07aa1",
    "#ff9da7",
    "#9c755f",
    "#bab0ac",
)


def parse_color(words: str | None) -> RGB | None:
    """The colour a phrase such as "light yellow" or "dark blue" names, or None."""
    if not words:
        return None
    tokens = re.findall(r"[a-z]+", words.lower())
    base = next((_NAMED[t] for t in reversed(tokens) if t in _NAMED), None)
    if base is None:
        return None
    if any(t in _LIGHTER for t in tokens):
        return _mix(base, (1.0, 1.0, 1.0), 0.6)
    if any(t in _DARKER for t in tokens):
        return _mix(base, (0.0, 0.0, 0.0), 0.45)
    return base


def _mix(a: RGB, b: RGB, t: float) -> RGB:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t)


def _to_linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _to_srgb(c: float) -> float:
    c = min(1.0, max(0.0, c))
    return 12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def _oklab(rgb: RGB) -> RGB:
    r, g, b = (_to_linear(c) for c in rgb)
    l_ = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b) ** (1 / 3)
    m_ = (0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b) ** (1 / 3)
    s_ = (0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b) ** (1 / 3)
    return (
        0.2104542553 * l_ + 0.7936177850 * m_ - 0.0040720468 * s_,
        1.9779984951 * l_ - 2.4285922050 * m_ + 0.4505937099 * s_,
        0.0259040371 * l_ + 0.7827717662 * m_ - 0.8086757660 * s_,
    )


def _from_oklab(lab: RGB) -> RGB:
    L, a, b = lab
    l_ = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3
    m_ = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3
    s_ = (L - 0.0894841775 * a - 1.2914855480 * b) ** 3
    return (
        _to_srgb(4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699622 * s_),
        _to_srgb(-1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_),
        _to_srgb(-0.0041960863 * l_ - 0.7034186147 * m_ + 1.7076147010 * s_),
    )


def _lch(lab: RGB) -> RGB:
    L, a, b = lab
    return (L, math.hypot(a, b), math.atan2(b, a))


def _from_lch(lch: RGB) -> RGB:
    L, c, h = lch
    return (L, c * math.cos(h), c * math.sin(h))


@functools.cache
def ramp(low: RGB | None, high: RGB | None) -> Ramp:
    """The ramp between two colours (one per pair, shared by every panel that uses it)."""
    return Ramp(low, high)


class Ramp:
    """Colours from `low` (at 0) to `high` (at 1), interpolated in OKLCh (lightness,
    chroma and hue each in a straight line, hue the short way round): light yellow to
    dark blue passes through green as the figures' colour bars do, not through grey."""

    def __init__(self, low: RGB | None, high: RGB | None) -> None:
        if low is None and high is None:
            low, high = DEFAULT_LOW, DEFAULT_HIGH
        elif low is None:
            low = _mix(high or DEFAULT_HIGH, (1.0, 1.0, 1.0), 0.85)
        elif high is None:
            high = _mix(low, (0.0, 0.0, 0.0), 0.7)
        self.low, self.high = _lch(_oklab(low)), _lch(_oklab(high or DEFAULT_HIGH))
        dh = self.high[2] - self.low[2]
        if dh > math.pi:
            dh -= 2 * math.pi
        elif dh < -math.pi:
            dh += 2 * math.pi
        self.turn = dh
        self._memo: dict[int, RGB] = {}
        if self.low[1] < 0.02 or self.high[1] < 0.02:  # a grey end has no hue: keep the other's
            self.turn = 0.0
            hue = self.high[2] if self.low[1] < self.high[1] else self.low[2]
            self.low, self.high = (self.low[0], self.low[1], hue), (self.high[0], self.high[1], hue)

    def rgb(self, t: float) -> RGB:
        q = round(min(1.0, max(0.0, t)) * 255)  # 256 steps: finer than the eye, and each computed once
        out = self._memo.get(q)
        if out is None:
            out = self._memo[q] = self._rgb(q / 255)
        return out

    def _rgb(self, t: float) -> RGB:
        t = min(1.0, max(0.0, t))
        lo, hi = self.low, self.high
        return _from_oklab(_from_lch((lo[0] + (hi[0] - lo[0]) * t, lo[1] + (hi[1] - lo[1]) * t, lo[2] + self.turn * t)))

    def hex(self, t: float) -> str:
        r, g, b = self.rgb(t)
        return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"

    def dark(self, t: float) -> bool:
        """Whether text on this colour should be white."""
        r, g, b = (_to_linear(c) for c in self.rgb(t))
        return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.2
