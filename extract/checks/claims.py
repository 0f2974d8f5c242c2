"""claim-*: every contradicted claim, at the claim, with the cells that prove it."""

from __future__ import annotations

from collections.abc import Iterator

from extract.config import Config
from extract.messages import BY_KIND, Message
from extract.models import Claim, Document, Related


def check(doc: Document, config: Config) -> Iterator[Message]:
    """One finding per contradicted statement: claims read from the same words (the rows
    and the columns of "a 4 × 4 grid") are reported once, their evidence joined."""
    groups: dict[tuple[str, int, int], list[Claim]] = {}
    for claim in doc.claims:
        if claim.verdict == "contradicted" and claim.kind in BY_KIND:
            groups.setdefault((claim.kind, claim.span.line, claim.span.column), []).append(claim)
    for claims in groups.values():
        first = claims[0]
        cells = [c for claim in claims for c in claim.cells]
        yield BY_KIND[first.kind](
            doc.source,
            first.span,
            panel=first.panels[0] if len(first.panels) == 1 else None,
            cells=[[c.row, c.col] for c in cells],
            related=[Related(source=doc.source, span=c.span, panel=c.panel) for c in cells],
            text=f"“{first.text}”",
            evidence="; ".join(claim.evidence for claim in claims),
        )
