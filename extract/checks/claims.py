"""claim-*: every contradicted claim, at the claim, with the cells that prove it."""

from __future__ import annotations

from collections.abc import Iterator

from extract.config import Config
from extract.messages import BY_KIND, Message
from extract.models import Document, Related


def check(doc: Document, config: Config) -> Iterator[Message]:
    for claim in doc.claims:
        if claim.verdict != "contradicted" or claim.kind not in BY_KIND:
            continue
        yield BY_KIND[claim.kind](
            doc.source,
            claim.span,
            panel=claim.panels[0] if len(claim.panels) == 1 else None,
            cells=[[c.row, c.col] for c in claim.cells],
            related=[Related(source=doc.source, span=c.span, panel=c.panel) for c in claim.cells],
            text=f"“{claim.text}”",
            evidence=claim.evidence,
        )
