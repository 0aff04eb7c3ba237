"""`canopy surveys publish FILE --workspace ID ...`: a survey definition published to workspaces,
the operators' way to do what SV1 does for platform staff (decision survey_publishing).

Exit status: 0 published; 1 the definition was refused, every problem listed by its path; 2 the
file could not be read or a workspace does not exist. Nothing is stored unless all is well.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer
import yaml

if TYPE_CHECKING:  # imported by the command when it runs, not by every `canopy` (handwritten/cli/commands.py)
    from handwritten.db.surveys import SurveyDefinition
    from handwritten.runtime.errors import ValidationFailed

surveys_app = typer.Typer(help="Surveys: publish survey definitions to workspaces.", no_args_is_help=True)

YAML_SUFFIXES = (".yaml", ".yml")


class Unreadable(Exception):
    pass


def read_document(path: Path) -> Any:
    """The file's definition: YAML for a .yaml or .yml file, JSON otherwise."""
    try:
        text = path.read_text(encoding="utf-8-sig")
        if path.suffix.lower() in YAML_SUFFIXES:
            return yaml.safe_load(text)
        return json.loads(text)
    except (OSError, ValueError, yaml.YAMLError) as error:  # ValueError: not UTF-8, or not JSON
        raise Unreadable(f"cannot read {path}: {error}") from None


def problems(tree: Any, path: str = "") -> Iterator[str]:
    """A refusal's messages, each as `path: message` (the path of the definition's part)."""
    if isinstance(tree, dict):
        for key, below in tree.items():
            inner = path if key == "non_field_errors" else f"{path}.{key}" if path else key
            yield from problems(below, inner)
    else:
        for message in tree:
            yield f"{path}: {message}" if path else str(message)


@surveys_app.command("publish")
def publish(
    file: Annotated[
        Path,
        typer.Argument(exists=True, dir_okay=False, readable=True, help="the definition: JSON, or YAML (.yaml, .yml)"),
    ],
    workspace: Annotated[
        list[int], typer.Option("--workspace", help="the id of a workspace to publish to; repeat for several")
    ],
    as_json: Annotated[
        bool, typer.Option("--json", help="print one JSON object: id, key, version, workspace_ids")
    ] = False,
) -> None:
    """Publish a survey definition: the next version of its key, which the workspaces' surveys follow; all or nothing.

    For platform operators: it acts as the database's owner, not as a user, so the version records
    no publisher (published_by is empty). Staff who publish through the API are recorded.
    """
    from handwritten.runtime.errors import ValidationFailed

    try:
        document = read_document(file)
    except Unreadable as error:
        typer.echo(f"error: {error}", err=True)
        raise typer.Exit(2) from None
    try:
        published = asyncio.run(_publish(document, workspace))
    except ValidationFailed as refused:
        _report(refused, workspace)
    workspace_ids = sorted(set(workspace))
    if as_json:
        shown = {"id": published.id, "key": published.key, "version": published.version, "workspace_ids": workspace_ids}
        typer.echo(json.dumps(shown))
    else:
        typer.echo(
            f"published {published.key} version {published.version} (definition {published.id}) "
            f"to workspace{'s' if len(workspace_ids) > 1 else ''} {', '.join(map(str, workspace_ids))}"
        )


def _report(refused: ValidationFailed, workspace_ids: Sequence[int]) -> NoReturn:
    unknown = refused.errors.get("workspace_ids")
    if isinstance(unknown, dict):  # by position in the list given
        for index in unknown:
            typer.echo(f"error: there is no workspace {workspace_ids[int(index)]}", err=True)
        raise typer.Exit(2)
    listed = list(problems(refused.errors.get("definition", refused.errors)))
    typer.echo(
        f"error: the definition has {len(listed)} problem{'s' if len(listed) > 1 else ''}; nothing was published",
        err=True,
    )
    for problem in listed:
        typer.echo(f"  {problem}", err=True)
    raise typer.Exit(1)


async def _publish(document: Any, workspace_ids: Sequence[int]) -> SurveyDefinition:
    from handwritten.db.session import Database
    from handwritten.services.surveys.definitions import publish_definition
    from handwritten.settings import get_settings

    db = Database(get_settings())
    try:
        async with db.session() as session:  # the tables' owner: the platform's rows and several workspaces'
            published = await publish_definition(session, document=document, workspace_ids=workspace_ids, user_id=None)
            await session.commit()
            return published
    finally:
        await db.dispose()
