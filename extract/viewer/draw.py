"""Drawings of panels as inline SVG (tables as HTML tables), made from the extracted
cells alone: a misread value shows as a visibly wrong picture.

Every text from a write-up goes through `escape`; every mark carries `data-c` (its cell's
number in the document, shared with the cell's span in the source) and `data-f` (the
findings that name it), which the page's script uses for clicking."""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable

from markupsafe import escape

from extract.models import Tick
from extract.viewer.colors import PALETTE, Ramp, parse_color
from extract.viewer.colors import ramp as ramp_for
from extract.viewer.plot import Mark, Plot, key, label, numeric, ordered

FONT = 11  # px; tick labels
CHAR = 6.2  # px per character of a tick label, for margins


def _e(text: object) -> str:
    kind = type(text)
    if kind is int or kind is float:
        return str(text)  # nothing to escape
    return str(escape(str(text)))


def _n(v: float) -> str:
    """A coordinate: one decimal is finer than a pixel."""
    return f"{v:.1f}".rstrip("0").rstrip(".")


def _short(text: str, n: int = 22) -> str:
    return text if len(text) <= n else text[: n - 1] + "…"


def tip(m: Mark) -> str:
    """The tooltip of a mark: where it is, its value, and what is said about it."""
    where = " · ".join(label(k) for k in (m.row, m.col) if k is not None)
    lines = [f"{where}: {label(m.value)}" if where else label(m.value), *m.tips]
    return "\n".join(lines)


def _attrs(m: Mark, cls: str = "m") -> str:
    classes = [cls]
    if m.findings:
        classes.append("flag")
    if m.off_scale:
        classes.append("off")
    if m.disagree:
        classes.append("dis")
    out = f' class="{" ".join(classes)}"'
    if m.ref is not None:
        out += f' data-c="{m.ref}"'
    if m.findings:
        out += f' data-f="{" ".join(str(f) for f in m.findings)}"'
    return out


def draw(plot: Plot) -> str:
    """The drawing of a plot: SVG (with an HTML legend of its series), or a table."""
    if not plot.marks:
        return ""
    return _DRAW[plot.kind](plot)


# --- numeric axes -------------------------------------------------------------------------


def nice_ticks(lo: float, hi: float, count: int = 5) -> list[float]:
    """Round tick values covering [lo, hi]."""
    if hi <= lo:
        return [lo]
    raw = (hi - lo) / count
    mag = 10 ** math.floor(math.log10(raw))
    step = next(s * mag for s in (1, 2, 2.5, 5, 10) if s * mag >= raw)
    first = math.ceil(lo / step - 1e-9) * step
    out = []
    v = first
    while v <= hi + step * 1e-9:
        out.append(round(v, 12))
        v += step
    return out


class Scale:
    """A numeric axis: [lo, hi] onto [a, b] pixels, linear or logarithmic."""

    def __init__(self, values: list[float], written: list[Tick], a: float, b: float, zero: bool = False) -> None:
        ticks = numeric(list(written)) or []
        pool = [v for v in values + ticks if math.isfinite(v)]
        if zero:
            pool.append(0.0)
        lo, hi = (min(pool), max(pool)) if pool else (0.0, 1.0)
        self.log = lo > 0 and hi / lo >= 100 and not zero and _geometric(ticks or sorted(set(values)))
        if hi == lo:
            lo, hi = (lo - 1, hi + 1) if lo else (0.0, 1.0)
        if not self.log and not ticks:
            pad = (hi - lo) * 0.05
            lo, hi = (lo if zero and lo == 0 else lo - pad), (hi if zero and hi == 0 else hi + pad)
        self.lo, self.hi, self.a, self.b = lo, hi, a, b
        # the ticks as the write-up wrote them, else round ones
        self.ticks = ticks or (self._log_ticks() if self.log else nice_ticks(lo, hi))
        self.texts = [label(t) for t in written] if ticks else [f"{t:g}" for t in self.ticks]

    def _log_ticks(self) -> list[float]:
        return [10.0**e for e in range(math.ceil(math.log10(self.lo)), math.floor(math.log10(self.hi)) + 1)]

    def __call__(self, v: float) -> float:
        if self.log:
            lo, hi, v = math.log10(self.lo), math.log10(self.hi), math.log10(max(v, self.lo * 1e-3))
        else:
            lo, hi = self.lo, self.hi
        return self.a + (v - lo) / (hi - lo) * (self.b - self.a)


def _geometric(values: list[float]) -> bool:
    """Whether values step by a constant factor of 2 or more (a log axis)."""
    vs = sorted(v for v in values if v > 0)
    if len(vs) < 3:
        return len(vs) == 2 and vs[1] / vs[0] >= 100
    ratios = [b / a for a, b in itertools.pairwise(vs)]
    return min(ratios) >= 2 and max(ratios) / min(ratios) < 4


def _written(ticks: list[Tick] | None) -> list[Tick]:
    return list(ticks or []) if numeric(list(ticks or [])) else []


# --- heatmap ----------------------------------------------------------------------------


def heatmap(plot: Plot) -> str:
    marks = plot.marks
    x, y, scale = plot.x, plot.y, plot.scale
    cols = ordered(x.ticks if x else None, [m.col for m in marks])
    rows = ordered(y.ticks if y else None, [m.row for m in marks])
    if x is not None and x.order == "right-to-left":
        cols.reverse()
    nums = numeric(rows)
    if (y is not None and y.order == "bottom-to-top") or (
        (y is None or y.order is None) and nums is not None and len(nums) > 1 and nums == sorted(nums)
    ):
        rows.reverse()  # listed from the bottom up: the first row is drawn last
    values = [float(m.value) for m in marks]
    lo = float(scale.min) if scale is not None and scale.min is not None else min(values)
    hi = float(scale.max) if scale is not None and scale.max is not None else max(values)
    if hi <= lo:
        lo, hi = min(lo, *values), max(hi, *values)
        if hi <= lo:
            hi = lo + 1
    ramp = ramp_for(parse_color(scale.low_color if scale else None), parse_color(scale.high_color if scale else None))

    cw = max(22.0, min(64.0, 560 / len(cols)))
    ch = max(18.0, min(40.0, 360 / len(rows)))
    row_text = [_short(label(r)) for r in rows]
    left = 22 + min(150, max((len(t) for t in row_text), default=1) * CHAR) + 6
    top = 8
    gw, gh = cw * len(cols), ch * len(rows)
    col_text = [_short(label(c), 14) for c in cols]
    rotate = max(len(t) for t in col_text) * CHAR > cw
    below = (max(len(t) for t in col_text) * CHAR * 0.75 + 8) if rotate else 16
    lx = left + gw + 18  # legend
    width = lx + 14 + 8 + 7 * CHAR
    height = top + gh + below + 22

    out = [
        f'<svg class="chart heatmap" width="{_n(width)}" height="{_n(height)}" viewBox="0 0 {_n(width)} {_n(height)}" '
        f'role="img" xmlns="http://www.w3.org/2000/svg">',
        f'<rect x="{_n(left)}" y="{top}" width="{_n(gw)}" height="{_n(gh)}" class="empty"/>',
    ]
    ci = {key(c): i for i, c in enumerate(cols)}
    ri = {key(r): i for i, r in enumerate(rows)}
    groups: dict[tuple[int, int], list[Mark]] = {}
    for m in marks:
        groups.setdefault((ri[key(m.row)], ci[key(m.col)]), []).append(m)
    small = cw < 30 or ch < 15
    for (r, c), same in groups.items():
        w = cw / len(same)  # a cell given twice is drawn split, both values showing
        for k, m in enumerate(same):
            t = (float(m.value) - lo) / (hi - lo)
            x0, y0 = left + c * cw + k * w, top + r * ch
            out.append(
                f'<rect x="{_n(x0)}" y="{_n(y0)}" width="{_n(w)}" height="{_n(ch)}" fill="{ramp.hex(t)}"'
                f"{_attrs(m)}><title>{_e(tip(m))}</title></rect>"
            )
            if not small and w >= 26:
                out.append(
                    f'<text x="{_n(x0 + w / 2)}" y="{_n(y0 + ch / 2 + 4)}" class="v{" w" if ramp.dark(t) else ""}">'
                    f"{_e(label(m.value))}</text>"
                )
    for i, name in enumerate(row_text):
        out.append(f'<text x="{_n(left - 4)}" y="{_n(top + i * ch + ch / 2 + 4)}" class="tl r">{_e(name)}</text>')
    for i, name in enumerate(col_text):
        cx, cy = left + i * cw + cw / 2, top + gh + 13
        if rotate:
            out.append(f'<text transform="translate({_n(cx)},{_n(cy - 4)}) rotate(-40)" class="tl r">{_e(name)}</text>')
        else:
            out.append(f'<text x="{_n(cx)}" y="{_n(cy)}" class="tl">{_e(name)}</text>')
    out += _axis_labels(
        x.label if x else None, y.label if y else None, left + gw / 2, top + gh + below + 14, top + gh / 2
    )
    out.append(_legend(plot.uid, ramp, lo, hi, scale, lx, top, gh))
    out.append("</svg>")
    return "".join(out)


def _legend(uid: str, ramp: Ramp, lo: float, hi: float, scale: object, lx: float, top: float, gh: float) -> str:
    from extract.models import ColorScale

    stops = "".join(f'<stop offset="{i * 10}%" stop-color="{ramp.hex(1 - i / 10)}"/>' for i in range(11))
    out = [
        f'<defs><linearGradient id="{uid}-g" x1="0" y1="0" x2="0" y2="1">{stops}</linearGradient></defs>',
        f'<rect x="{_n(lx)}" y="{top}" width="14" height="{_n(gh)}" fill="url(#{uid}-g)" class="bar"/>',
    ]
    ticks: list[tuple[float, str]] = []
    approx = "~" if isinstance(scale, ColorScale) and scale.approximate else ""
    if isinstance(scale, ColorScale) and (scale.min is not None or scale.max is not None or scale.ticks):
        if scale.min is not None:
            ticks.append((float(scale.min), approx + label(scale.min)))
        if scale.max is not None:
            ticks.append((float(scale.max), approx + label(scale.max)))
        ticks += [(float(t), label(t)) for t in scale.ticks if lo <= t <= hi]
    else:
        ticks = [(lo, f"{lo:g}"), (hi, f"{hi:g}")]  # no stated scale: the data's own range
    for v, text in ticks:
        ty = top + gh - (v - lo) / (hi - lo) * gh
        out.append(f'<line x1="{_n(lx + 14)}" x2="{_n(lx + 18)}" y1="{_n(ty)}" y2="{_n(ty)}" class="tk"/>')
        out.append(f'<text x="{_n(lx + 20)}" y="{_n(ty + 4)}" class="tl l">{_e(text)}</text>')
    if isinstance(scale, ColorScale) and scale.label:
        out.append(f"<title>{_e(scale.label)}</title>")
    return "".join(out)


def _axis_labels(xl: str | None, yl: str | None, cx: float, bottom: float, cy: float) -> list[str]:
    out = []
    if xl:
        out.append(f'<text x="{_n(cx)}" y="{_n(bottom)}" class="al">{_e(_short(xl, 60))}</text>')
    if yl:
        out.append(f'<text transform="translate(12,{_n(cy)}) rotate(-90)" class="al">{_e(_short(yl, 40))}</text>')
    return out


# --- bars -------------------------------------------------------------------------------


def _series(marks: list[Mark]) -> list[Tick | None]:
    return ordered(None, [m.row for m in marks])


def _series_legend(series: list[Tick | None]) -> str:
    if len(series) < 2 and (not series or series[0] is None):
        return ""
    items = "".join(
        f'<span><i style="background:{PALETTE[i % len(PALETTE)]}"></i>{_e(label(s))}</span>'
        for i, s in enumerate(series)
    )
    return f'<div class="legend">{items}</div>'


def _matches(ticks: list[Tick] | None, values: list[Tick | None]) -> int:
    have = {key(t) for t in ticks or []}
    return sum(key(v) in have for v in values)


def bars(plot: Plot) -> str:
    marks, x, y = plot.marks, plot.x, plot.y
    cols = [m.col for m in marks]
    horizontal = y is not None and _matches(y.ticks, cols) > _matches(x.ticks if x else None, cols)
    cat_axis, val_axis = (y, x) if horizontal else (x, y)
    cats = ordered(cat_axis.ticks if cat_axis else None, cols)
    series = _series(marks)
    si = {key(s): i for i, s in enumerate(series)}
    ci = {key(c): i for i, c in enumerate(cats)}
    group = len(series) * (14 if horizontal else 16) + 10
    cat_text = [_short(label(c)) for c in cats]
    val_ticks = _written(val_axis.ticks if val_axis else None)
    values = [float(m.value) for m in marks]
    out: list[str] = []
    if horizontal:
        left = 22 + min(150, max(len(t) for t in cat_text) * CHAR) + 6
        length = max(100.0, min(600.0, group * len(cats)))
        width = left + 420 + 20
        height = 10 + length + 40
        s = Scale(values, val_ticks, left, left + 420, zero=True)
        u0 = 10.0
        out.append(_svg_open("bars", width, height))
        for t, text in zip(s.ticks, s.texts, strict=True):
            px = s(t)
            out.append(f'<line x1="{_n(px)}" x2="{_n(px)}" y1="10" y2="{_n(10 + length)}" class="grid"/>')
            out.append(f'<text x="{_n(px)}" y="{_n(10 + length + 14)}" class="tl">{_e(text)}</text>')
        step = length / len(cats)
        for i, name in enumerate(cat_text):
            out.append(
                f'<text x="{_n(left - 4)}" y="{_n(u0 + i * step + step / 2 + 4)}" class="tl r">{_e(name)}</text>'
            )
        base = s(0.0) if s.lo <= 0 <= s.hi else s(s.lo)
        bw = (step - 8) / len(series)
        for m in marks:
            u = u0 + ci[key(m.col)] * step + 4 + si[key(m.row)] * bw
            v = s(float(m.value))
            out.append(
                f'<rect x="{_n(min(v, base))}" y="{_n(u)}" width="{_n(max(abs(v - base), 1))}" height="{_n(bw - 1)}" '
                f'fill="{PALETTE[si[key(m.row)] % len(PALETTE)]}"{_attrs(m)}><title>{_e(tip(m))}</title></rect>'
            )
        out.append(f'<line x1="{_n(base)}" x2="{_n(base)}" y1="10" y2="{_n(10 + length)}" class="ax"/>')
        out += _axis_labels(
            val_axis.label if val_axis else None,
            cat_axis.label if cat_axis else None,
            left + 210,
            height - 4,
            10 + length / 2,
        )
    else:
        vals_text = [label(t) for t in val_ticks] or ["0000"]
        left = 22 + min(80, max(len(t) for t in vals_text) * CHAR) + 8
        length = max(240.0, min(720.0, group * len(cats)))
        rotate = max(len(t) for t in cat_text) * CHAR > length / len(cats)
        below = (max(len(t) for t in cat_text) * CHAR * 0.75 + 10) if rotate else 18
        width = left + length + 12
        height = 8 + 220 + below + 20
        s = Scale(values, val_ticks, 8 + 220, 8, zero=True)
        out.append(_svg_open("bars", width, height))
        for t, text in zip(s.ticks, s.texts, strict=True):
            py = s(t)
            out.append(f'<line x1="{_n(left)}" x2="{_n(left + length)}" y1="{_n(py)}" y2="{_n(py)}" class="grid"/>')
            out.append(f'<text x="{_n(left - 4)}" y="{_n(py + 4)}" class="tl r">{_e(text)}</text>')
        step = length / len(cats)
        for i, name in enumerate(cat_text):
            cx, cy = left + i * step + step / 2, 8 + 220 + 14
            if rotate:
                out.append(
                    f'<text transform="translate({_n(cx)},{_n(cy - 4)}) rotate(-40)" class="tl r">{_e(name)}</text>'
                )
            else:
                out.append(f'<text x="{_n(cx)}" y="{_n(cy)}" class="tl">{_e(name)}</text>')
        base = s(0.0) if s.lo <= 0 <= s.hi else s(s.lo)
        bw = (step - 8) / len(series)
        for m in marks:
            u = left + ci[key(m.col)] * step + 4 + si[key(m.row)] * bw
            v = s(float(m.value))
            out.append(
                f'<rect x="{_n(u)}" y="{_n(min(v, base))}" width="{_n(bw - 1)}" height="{_n(max(abs(v - base), 1))}" '
                f'fill="{PALETTE[si[key(m.row)] % len(PALETTE)]}"{_attrs(m)}><title>{_e(tip(m))}</title></rect>'
            )
        out.append(f'<line x1="{_n(left)}" x2="{_n(left + length)}" y1="{_n(base)}" y2="{_n(base)}" class="ax"/>')
        out += _axis_labels(
            cat_axis.label if cat_axis else None,
            val_axis.label if val_axis else None,
            left + length / 2,
            height - 4,
            118,
        )
    out.append("</svg>")
    return "".join(out) + _series_legend(series)


def _svg_open(cls: str, width: float, height: float) -> str:
    return (
        f'<svg class="chart {cls}" width="{_n(width)}" height="{_n(height)}" viewBox="0 0 {_n(width)} {_n(height)}" '
        f'role="img" xmlns="http://www.w3.org/2000/svg">'
    )


# --- lines and scatter ------------------------------------------------------------------


def _xy_frame(
    out: list[str], plot: Plot, xs: list[float], ys: list[float], cats: list[Tick | None] | None
) -> tuple[Callable[[float], float], Scale, float, float]:
    """Axes of a line or scatter chart; returns the x and y mappings and the frame's left
    edge and width."""
    x, y = plot.x, plot.y
    ys_ticks = _written(y.ticks if y else None)
    ytexts = [label(t) for t in ys_ticks] or ["0000"]
    left = 22 + min(80, max(len(t) for t in ytexts) * CHAR) + 8
    width = 460.0
    sy = Scale(ys, ys_ticks, 8 + 220, 8)
    fx: Callable[[float], float]
    if cats is not None:
        step = width / len(cats)

        def fx(v: float) -> float:
            return left + step * v + step / 2

        for i, c in enumerate(cats):
            out.append(f'<text x="{_n(fx(i))}" y="{_n(8 + 220 + 14)}" class="tl">{_e(_short(label(c), 12))}</text>')
    else:
        sx = Scale(xs, _written(x.ticks if x else None), left, left + width)
        fx = sx
        for t, text in zip(sx.ticks, sx.texts, strict=True):
            px = sx(t)
            out.append(f'<line x1="{_n(px)}" x2="{_n(px)}" y1="8" y2="228" class="grid"/>')
            out.append(f'<text x="{_n(px)}" y="{_n(8 + 220 + 14)}" class="tl">{_e(text)}</text>')
    for t, text in zip(sy.ticks, sy.texts, strict=True):
        py = sy(t)
        out.append(f'<line x1="{_n(left)}" x2="{_n(left + width)}" y1="{_n(py)}" y2="{_n(py)}" class="grid"/>')
        out.append(f'<text x="{_n(left - 4)}" y="{_n(py + 4)}" class="tl r">{_e(text)}</text>')
    out.append(f'<path d="M{_n(left)},8V228H{_n(left + width)}" class="ax"/>')
    out += _axis_labels(x.label if x else None, y.label if y else None, left + width / 2, 8 + 220 + 34, 118)
    return fx, sy, left, width


def lines(plot: Plot, connect: bool = True) -> str:
    marks, x = plot.marks, plot.x
    cols = ordered(x.ticks if x else None, [m.col for m in marks])
    nums = numeric(cols)
    series = _series(marks)
    si = {key(s): i for i, s in enumerate(series)}
    pos = {key(c): (nums[i] if nums is not None else float(i)) for i, c in enumerate(cols)}
    out = [_svg_open("lines" if connect else "scatter", 460 + 120, 8 + 220 + 40)]
    fx, sy, _, _ = _xy_frame(out, plot, list(pos.values()), [float(m.value) for m in marks], None if nums else cols)
    by_series: dict[int, list[Mark]] = {}
    for m in marks:
        by_series.setdefault(si[key(m.row)], []).append(m)
    for i, ms in by_series.items():
        color = PALETTE[i % len(PALETTE)]
        pts = sorted(ms, key=lambda m: pos[key(m.col)])
        if connect and len(pts) > 1:
            d = " ".join(f"{_n(fx(pos[key(m.col)]))},{_n(sy(float(m.value)))}" for m in pts)
            out.append(f'<polyline points="{d}" stroke="{color}" class="ln"/>')
        for m in pts:
            out.append(
                f'<circle cx="{_n(fx(pos[key(m.col)]))}" cy="{_n(sy(float(m.value)))}" r="4" fill="{color}"'
                f"{_attrs(m)}><title>{_e(tip(m))}</title></circle>"
            )
    out.append("</svg>")
    return "".join(out) + _series_legend(series)


def scatter(plot: Plot) -> str:
    """Points: a row that gives two named values (x and y, "Run A: lr 1e-3, loss 2.81")
    is one point; otherwise each cell is a point at its column."""
    marks, x, y = plot.marks, plot.x, plot.y
    by_row: dict[tuple[int, float | str], list[Mark]] = {}
    for m in marks:
        by_row.setdefault(key(m.row), []).append(m)
    cols = ordered(None, [m.col for m in marks])
    if numeric(cols) is not None or not all(len(ms) >= 2 for ms in by_row.values()):
        return lines(plot, connect=False)
    xk = next((key(c) for c in cols if x and x.label and key(c) == key(x.label)), key(cols[0]))
    yk = next((key(c) for c in cols if y and y.label and key(c) == key(y.label)), key(cols[1]))
    pairs = []
    for ms in by_row.values():
        mx = next((m for m in ms if key(m.col) == xk), None)
        my = next((m for m in ms if key(m.col) == yk), None)
        if mx is not None and my is not None:
            pairs.append((mx, my))
    if not pairs:
        return lines(plot, connect=False)
    out = [_svg_open("scatter", 460 + 120, 8 + 220 + 40)]
    fx, sy, _, _ = _xy_frame(out, plot, [float(a.value) for a, _ in pairs], [float(b.value) for _, b in pairs], None)
    for i, (mx, my) in enumerate(pairs):
        joined = Mark(my.row, None, my.value, ref=my.ref, findings=sorted({*mx.findings, *my.findings}))
        joined.off_scale, joined.disagree = mx.off_scale or my.off_scale, mx.disagree or my.disagree
        text = f"{label(my.row)}: {label(mx.col)} {label(mx.value)}, {label(my.col)} {label(my.value)}"
        tips = "\n".join([text, *mx.tips, *my.tips])
        px, py = fx(float(mx.value)), sy(float(my.value))
        out.append(
            f'<circle cx="{_n(px)}" cy="{_n(py)}" r="5" fill="{PALETTE[i % len(PALETTE)]}"{_attrs(joined)}>'
            f"<title>{_e(tips)}</title></circle>"
        )
        out.append(f'<text x="{_n(px + 7)}" y="{_n(py - 5)}" class="tl l">{_e(_short(label(my.row), 16))}</text>')
    out.append("</svg>")
    return "".join(out)


# --- tables -----------------------------------------------------------------------------


def table(plot: Plot) -> str:
    marks, x, y = plot.marks, plot.x, plot.y
    cols = ordered(x.ticks if x else None, [m.col for m in marks])
    rows = ordered(y.ticks if y else None, [m.row for m in marks])
    at: dict[tuple[tuple[int, float | str], tuple[int, float | str]], list[Mark]] = {}
    for m in marks:
        at.setdefault((key(m.row), key(m.col)), []).append(m)
    head = "".join(f"<th>{_e(label(c))}</th>" for c in cols)
    body = []
    for r in rows:
        tds = []
        for c in cols:
            cell = at.get((key(r), key(c)), [])
            tds.append(
                "<td>"
                + " ".join(f'<span{_attrs(m)} title="{_e(tip(m))}">{_e(label(m.value))}</span>' for m in cell)
                + "</td>"
            )
        body.append(f"<tr><th>{_e(label(r))}</th>{''.join(tds)}</tr>")
    return f'<table class="chart data"><thead><tr><th></th>{head}</tr></thead><tbody>{"".join(body)}</tbody></table>'


_DRAW: dict[str, Callable[[Plot], str]] = {
    "heatmap": heatmap,
    "bar": bars,
    "line": lines,
    "scatter": scatter,
    "table": table,
}
