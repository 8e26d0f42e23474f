"""The README and the other docs stand alone in a clone: every path
they name that climbs out of its folder (``../``) stays in the repository and
exists, and every file or folder of the repository the README names exists
(files the game makes as it runs aside)."""

import re
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SKIP_DIRS = {".venv", ".git", "node_modules", ".pytest_cache", "__pycache__", ".static", ".media"}
# made by ./fourfold or the running game, never committed
MADE_AT_RUN_TIME = {
    "server/conf/secret_settings.py", "server/conf/admin_password", "server/evennia.db3",
    "server/logs/fourfold-run.env", "server/logs/portal.log", "server/logs/server.log",
    "server/ssl.key", "server/ssl.cert",
}


def docs():
    for path in REPO.rglob("*.md"):
        if not SKIP_DIRS.intersection(path.relative_to(REPO).parts):
            yield path


def test_no_doc_points_outside_the_repository():
    bad = []
    for doc in docs():
        for n, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1):
            for ref in re.findall(r"(?<![\w.])((?:\.\./)+[\w.<>/-]*)", line):
                target = (doc.parent / ref).resolve()
                inside = target == REPO or REPO in target.parents
                if not inside or ("<" not in ref and not target.exists()):
                    bad.append(f"{doc.relative_to(REPO)}:{n}: {ref}")
    assert bad == [], "docs point outside the repository:\n" + "\n".join(bad)


def named_paths(text):
    """Repository paths a doc names in backquotes."""
    top = {p.name for p in REPO.iterdir()}
    for ref in set(re.findall(r"`([^`\s]+)`", text)):
        if "/" not in ref or ref.startswith(("/", "http")) or re.search(r"[<>*]", ref):
            continue
        if ref.split("/")[0] in top and ref.rstrip("/") not in MADE_AT_RUN_TIME:
            yield ref


def test_the_guides_name_only_files_that_exist():
    missing = [f"{doc.name}: {ref}" for doc in sorted((REPO / "docs").glob("*.md"))
               for ref in named_paths(doc.read_text(encoding="utf-8")) if not (REPO / ref).exists()]
    assert missing == []


def test_where_things_live_names_every_top_level_package():
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## Where things live", 1)[1].split("\n## ", 1)[0]
    folders = sorted(p.name for p in REPO.iterdir()
                     if p.is_dir() and not p.name.startswith(".") and p.name not in SKIP_DIRS)
    unnamed = [f for f in folders if f"`{f}/`" not in section]
    assert unnamed == [], f"the README's 'Where things live' does not name: {unnamed}"


def test_readme_names_only_files_that_exist():
    text = (REPO / "README.md").read_text(encoding="utf-8")
    top = {p.name for p in REPO.iterdir()}
    missing = []
    for ref in set(re.findall(r"`([^`\s]+)`", text)):
        if "/" not in ref or ref.startswith(("/", "http")) or re.search(r"[<>*]", ref):
            continue
        if ref.split("/")[0] not in top or ref.rstrip("/") in MADE_AT_RUN_TIME:
            continue
        if not (REPO / ref).exists():
            missing.append(ref)
    assert sorted(missing) == [], f"README.md names files that are not in the repository: {missing}"


def test_every_port_setting_is_documented():
    """Each FOURFOLD_*_PORT the settings read is in the operators' guide and
    in the list at the top of the settings."""
    settings = (REPO / "server" / "conf" / "settings.py").read_text()
    head = settings.split('"""')[1]
    guide = (REPO / "docs" / "operators.md").read_text()
    read = set(re.findall(r'_env_int\("(FOURFOLD_\w+_PORT)"', settings))
    assert "FOURFOLD_WEB_INTERNAL_PORT" in read
    assert sorted(v for v in read if v not in guide) == []
    assert sorted(v for v in read if v not in head) == []



# Files whose text may cite another file: code, templates, scripts, data and docs.
CITING = {".py", ".html", ".js", ".txt", ".toml", ".ini", ".cfg", ".md", ".css", ".sh", ".json", ".yml",
          ".yaml"}
# A path to a Markdown file as text names it (``docs/rulings.md``, ``README.md``).
MD_PATH = re.compile(r"(?<![\w/.<>{}-])((?:\.\./|\./)*[\w][\w./-]*\.md)\b")
# Notes kept beside the repository, never in it: a clone has no such file.
OUTSIDE_NOTES = re.compile(r"\bRULINGS\b|\bDESIGN\.md\b")
# The rule texts, also kept beside the repository. Two files read them when
# they are there (to fingerprint them, and to prove the copy check works):
# those name them as input, not as a source a reader could open.
RULE_TEXT = re.compile(r"\b(?:fs3-d8-system|muscle-wizard|muse-v1-draft|muse-v2|stone-age-moves-2d6)\.txt\b")
READS_RULE_TEXTS = {"tests/tree/test_no_copied_text.py", "tests/fixtures/fingerprint_rule_texts.py"}


def citing_files():
    """Every file that may cite another, this module aside: its examples of
    what is refused must name the notes."""
    for path in REPO.rglob("*"):
        parts = path.relative_to(REPO).parts
        if (path.is_file() and (path.suffix in CITING or path.name == "fourfold")
                and not SKIP_DIRS.intersection(parts) and "vendor" not in parts
                and path != Path(__file__).resolve()):
            yield path


def cited_paths(text):
    for ref in MD_PATH.findall(text):
        yield ref


def test_no_file_cites_a_markdown_file_the_repository_lacks():
    """A clone stands alone: every ``*.md`` path a file names is in the
    repository, from the repository's top or from the citing file's folder
    (a URL such as ``/scenes/<id>/log.md`` is not a path); a bare name
    (``"rulings.md"``, a part of a path built in code) is some Markdown
    file of the repository."""
    names = {p.name for p in REPO.rglob("*.md") if not SKIP_DIRS.intersection(p.relative_to(REPO).parts)}
    missing = []
    for path in citing_files():
        text = path.read_text(encoding="utf-8", errors="replace")
        for ref in set(cited_paths(text)):
            if not ((REPO / ref).exists() or (path.parent / ref).exists() or ref in names):
                missing.append(f"{path.relative_to(REPO)}: {ref}")
    assert sorted(missing) == [], "files cite Markdown files the repository lacks:\n" + "\n".join(missing)


def test_the_rulings_and_design_notes_are_cited_in_docs():
    """The game's rulings and conventions are docs/rulings.md and
    docs/conventions.md: nothing cites notes kept outside the repository."""
    found = []
    for path in citing_files():
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if OUTSIDE_NOTES.search(line):
                found.append(f"{path.relative_to(REPO)}:{n}: {line.strip()}")
    assert found == [], "\n".join(found)


def test_no_file_cites_a_rule_text():
    """Code cites the game's own rulings (docs/rulings.md), never a rule
    text's file, which a clone does not have."""
    found = []
    for path in citing_files():
        if path.relative_to(REPO).as_posix() in READS_RULE_TEXTS:
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
            if RULE_TEXT.search(line):
                found.append(f"{path.relative_to(REPO)}:{n}: {line.strip()}")
    assert found == [], "\n".join(found)


def test_docs_stand_alone():
    """The guides name nothing beside the repository (the rule texts'
    folder, another checkout): what they hold is written in them."""
    found = [f"{doc.name}: {m.group()}" for doc in sorted((REPO / "docs").glob("*.md"))
             for m in re.finditer(r"(?:\.\./|/work/)\S*|\bshared/\S*", doc.read_text(encoding="utf-8"))]
    assert found == []


def test_the_checks_see_what_they_refuse():
    assert OUTSIDE_NOTES.search("(RULINGS.md, fs3)") and OUTSIDE_NOTES.search('RULINGS "Scenes"')
    assert OUTSIDE_NOTES.search("(DESIGN.md, \"Layers\")")
    assert not OUTSIDE_NOTES.search("DEFAULT_RULINGS = {}") and not OUTSIDE_NOTES.search("docs/rulings.md")
    assert list(cited_paths("see ../shared/RULINGS.md and docs/rulings.md.")) == [
        "../shared/RULINGS.md", "docs/rulings.md"]
    assert list(cited_paths('path("scenes/<int:scene_id>/log.md", view)')) == []
    assert list(cited_paths("GET /scenes/3/log.md")) == []
    assert RULE_TEXT.search("(muscle-wizard.txt)") and not RULE_TEXT.search("log.txt")
