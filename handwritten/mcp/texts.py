"""The short texts of tools and parameters: what an assistant reads to choose a tool and fill it in.

The served document's descriptions are written for people integrating the API: a paragraph or
more, then links to the decisions behind the operation ("Decisions: [key](...)"). An assistant pays for every
word of every tool on every turn, so a tool says its summary and the first sentence of what it
does, and a parameter the first sentence of its description; a filter's generated description
("id: equal to") is dropped, since its name says the same by the convention `instructions` gives.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from generator.lookups import LOOKUPS

# A sentence ends at ., ! or ? followed by a space (a field's name may start the next one, in
# lower case); "e.g. x" does not end one.
_SENTENCE_END = re.compile(r"(?<!\be\.g)(?<!\bi\.e)(?<!\betc)[.!?](?=\s)")
# Paragraphs for maintainers and integrators: the decisions behind an operation, and who may call
# it (the API answers a 403 that says so).
_NOT_WHAT_IT_DOES = ("Decision (", "Decision: ", "Decisions: ", "Permission: ")
# What the generator writes for a filter parameter: the field's path, then its lookup's words.
_LOOKUP_TEXTS = tuple(sorted({lookup.description for lookup in LOOKUPS.values() if lookup.description}))
_GENERATED_FILTER = re.compile(r"^[\w.]+: (" + "|".join(re.escape(text) for text in _LOOKUP_TEXTS) + r")(?!\w)")


def first_sentence(text: str) -> str:
    """The first sentence of the first paragraph that is not a decision's text ('' if none)."""
    for paragraph in text.split("\n\n"):
        paragraph = " ".join(paragraph.split())
        if paragraph and not paragraph.startswith(_NOT_WHAT_IT_DOES):
            end = _SENTENCE_END.search(paragraph)
            return paragraph[: end.end()] if end else paragraph
    return ""


def tool_description(summary: str, description: str) -> str:
    """The operation's summary, then the first sentence of its description."""
    sentence = first_sentence(description)
    summary = summary.rstrip(".")
    return f"{summary}. {sentence}" if sentence else f"{summary}."


def schema_description(description: str, schema: Mapping[str, Any]) -> str:
    """A parameter's or a field's first sentence, or '' when it only says what a filter's name
    does or lists the values its schema enumerates (an ordering's)."""
    if _GENERATED_FILTER.match(description):
        return ""
    sentence = first_sentence(description)
    values = schema.get("enum") or schema.get("items", {}).get("enum") or ()
    if values and all(str(value) in sentence for value in values):
        return ""
    return sentence


def _lookup_text(name: str, description: str) -> str:
    # A tool takes the values of an array parameter as a JSON array, not as the query string's text.
    return f"__{name} ({description.replace('the comma-separated values', 'the values, an array')})"


INSTRUCTIONS = (
    "Canopy's operations as tools, acting as the user of the API key, with the API's permissions and "
    "errors: a failed call is a tool error holding the HTTP status and the error body, such as a 400's "
    "messages by field. Filters are named as in Django: a field path with its parts joined by __, then a "
    "lookup, none meaning equal to: "
    + "; ".join(_lookup_text(name, lk.description) for name, lk in LOOKUPS.items() if name not in ("exact", "multi"))
    + ". Lists are paged with limit and offset, and count is the number of matches."
)
