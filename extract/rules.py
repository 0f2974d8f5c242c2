"""The documentation of each check, from its message class (extract/messages.py): what
`extract rule CODE` prints, and the help SARIF carries for each rule."""

from __future__ import annotations

import argparse
import json

from extract.messages import BY_ID, MESSAGES, Message


def suppression(m: type[Message]) -> str:
    """How to silence one finding, a file's or every file's."""
    return (
        f"On the line of the finding, or alone on the line above it:\n\n"
        f"    <!-- extract: ignore[{m.code}] -->\n\n"
        f"For a whole write-up, anywhere in it: `<!-- extract: ignore-file[{m.code}] -->`. "
        f"The name works as well as the code (`ignore[{m.name}]`).\n\n"
        f"For files or a whole repository, in `pyproject.toml`:\n\n"
        f"    [tool.extract]\n"
        f'    ignore = ["{m.code}"]\n'
        f"    [tool.extract.per-file-ignores]\n"
        f'    "notes/*.md" = ["{m.code}"]\n\n'
        f"or on the command line: `--ignore {m.code}`."
    )


def _examples(texts: tuple[str, ...]) -> str:
    if len(texts) == 1:
        return "```markdown\n" + texts[0].rstrip("\n") + "\n```"
    return "\n\n".join(
        f"`{chr(ord('a') + i)}.md`:\n\n```markdown\n{t.rstrip(chr(10))}\n```" for i, t in enumerate(texts)
    )


def markdown(m: type[Message]) -> str:
    """The whole documentation of one check, as markdown."""
    return (
        f"# {m.name} ({m.code})\n\n"
        f"Default severity: {m.severity}.\n\n"
        f"{m.help[0].upper()}{m.help[1:]}.\n\n"
        f"{m.explanation}\n\n"
        f"## Example that fails\n\n{_examples(m.fails)}\n\n"
        f"## Example that passes\n\n{_examples(m.passes)}\n\n"
        f"## How to suppress\n\n{suppression(m)}\n"
    )


def listing() -> str:
    """One line per check: code, name, default severity, what it means."""
    width = max(len(m.name) for m in MESSAGES)
    return "".join(f"{m.code}  {m.name:<{width}}  {m.severity:<7}  {m.help}\n" for m in MESSAGES)


def as_dict(m: type[Message]) -> dict[str, object]:
    return {
        "code": m.code,
        "name": m.name,
        "severity": m.severity,
        "summary": m.help,
        "explanation": m.explanation,
        "fails": list(m.fails),
        "passes": list(m.passes),
        "markdown": markdown(m),
    }


def command(argv: list[str]) -> tuple[int, str, str]:
    """`extract rule`: (exit status, stdout, stderr)."""
    p = argparse.ArgumentParser(
        prog="extract rule", description="Explain a check: what it means, an example that fails and one that passes."
    )
    p.add_argument("rule", nargs="?", metavar="CODE|NAME", help="a check's code (FX101) or name (value-outside-scale)")
    p.add_argument("--all", action="store_true", help="list every check")
    p.add_argument("--format", choices=["text", "json"], default="text", help="text (markdown) or json")
    args = p.parse_args(argv)
    if args.all == (args.rule is not None):
        p.error("give one check's code or name, or --all")
    if args.all:
        if args.format == "json":
            return 0, json.dumps([as_dict(m) for m in MESSAGES], ensure_ascii=False, indent=2) + "\n", ""
        return 0, listing(), ""
    key = args.rule.strip()
    found = BY_ID.get(key.upper() if key.upper().startswith("FX") else key.lower())
    if found is None:
        return 2, "", f"extract rule: unknown check {args.rule!r} (see `extract rule --all`)\n"
    if args.format == "json":
        return 0, json.dumps(as_dict(found), ensure_ascii=False, indent=2) + "\n", ""
    return 0, markdown(found), ""
