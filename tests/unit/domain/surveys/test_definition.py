"""Survey definitions checked, compiled and ordered (handwritten/domain/surveys/definition.py, graph.py)."""

from __future__ import annotations

import dataclasses
import json
import re
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from handwritten.domain.surveys import definition as definition_module
from handwritten.domain.surveys import graph as graph_module
from handwritten.domain.surveys.definition import DefinitionError, Problem, SurveyDefinition, load_definition
from handwritten.domain.surveys.expressions import ExpressionError, compile_expression
from handwritten.domain.surveys.graph import Node

SCHEMA = Path(definition_module.__file__).with_name("definition.schema.json")
EXAMPLE = SCHEMA.with_name("examples") / "site_energy.json"


def example() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    return document


def q(field_id: str, kind: str = "questionnumber", **rest: Any) -> dict[str, Any]:
    return {"field_id": field_id, "kind": kind, "title": field_id.replace("_", " ").capitalize(), **rest}


def nested(field_id: str, survey: str, dimension: str, **rest: Any) -> dict[str, Any]:
    return q(field_id, "nested", survey=survey, dimension=dimension, **rest)


def block(key: str, *questions: dict[str, Any], **rest: Any) -> dict[str, Any]:
    return {"key": key, "title": key.capitalize(), "questions": list(questions), **rest}


def document(*questions: dict[str, Any], surveys: dict[str, Any] | None = None, **rest: Any) -> dict[str, Any]:
    """A definition of one root block holding `questions`, plus `surveys` given as {key: [blocks]}."""
    found: dict[str, Any] = {"key": "test", "title": "Test", "blocks": [block("main", *questions)], **rest}
    if surveys:
        found["surveys"] = {key: {"title": key.capitalize(), "blocks": blocks} for key, blocks in surveys.items()}
    return found


def problems(source: dict[str, Any]) -> list[Problem]:
    with pytest.raises(DefinitionError) as caught:
        load_definition(source)
    return list(caught.value.problems)


def messages_at(source: dict[str, Any], path: str) -> list[str]:
    found = problems(source)
    at = [problem.message for problem in found if problem.path == path]
    assert at, f"no problem at {path}: {found}"
    return at


def test_the_example_loads_with_its_surveys_questions_and_rules() -> None:
    definition = load_definition(example())
    assert (definition.key, definition.title, definition.type, definition.display_type) == (
        "site-energy",
        "Site energy",
        "chart",
        "bar",
    )
    assert definition.is_progress_visible_in_survey_overview is True
    assert definition.tags == ("energy", "scope-2")
    assert definition.export_data == {"framework": "GHG Protocol", "section": "Scope 2"}
    assert list(definition.surveys) == ["", "site"]
    site = definition.surveys["site"]
    assert (site.holder, site.parent, site.dimensions) == ("sites", "", ("site",))
    assert (definition.surveys[""].holder, definition.surveys[""].parent) == (None, None)
    assert definition.dimensions == ("site",)
    assert definition.survey_of("energy_kwh") is site
    sites = definition.question("sites")
    assert (sites.kind, sites.nested_survey, sites.dimension, sites.survey) == ("nested", "site", "site", "")
    assert sites.visible_if is not None and sites.visible_if.source == "has_sites == 'yes'"
    slider = definition.question("data_confidence")
    assert (slider.min, slider.max, slider.step) == (Decimal(0), Decimal(100), Decimal(5))
    assert definition.question("energy_sources").choices == ("grid", "solar", "wind", "diesel")
    assert definition.question("notes").max_length == 2000
    assert definition.question("report_status").required is True
    total = definition.question("total_energy_kwh").formula
    assert total is not None and {(ref.scope, ref.field_id, ref.nested) for ref in total.references} >= {
        ("nested", "energy_kwh", "sites")
    }
    share = definition.question("share_of_total").formula
    assert share is not None and ("parent", "total_energy_kwh") in {
        (ref.scope, ref.field_id) for ref in share.references
    }
    with pytest.raises(KeyError):
        definition.question("nope")


def test_blocks_are_numbered_across_the_whole_definition_in_document_order() -> None:
    definition = load_definition(example())
    numbered = [
        (block.id, block.key, block.survey) for survey in definition.surveys.values() for block in survey.blocks
    ]
    assert numbered == [
        (1, "general", ""),
        (2, "sites", ""),
        (3, "sign-off", ""),
        (4, "site-details", "site"),
        (5, "site-renewables", "site"),
    ]
    assert definition.block(5).visible_if is not None
    assert definition.question("renewable_kwh").block == 5
    assert definition.question("report_status").block == 3


def test_the_shape_is_checked_against_the_schema_with_paths() -> None:
    source = document(
        q("ok"),
        q("picked", "questionradiobutton"),
        q("counted", "questionnumber", choices=["a"], colour="red"),
        q("bad id"),
        q("weird", "questionfancy"),
        q("total", "formula", formula="1", required=True),
        q("slid", "questionslider", min=0),
    )
    del source["title"]
    found = problems(source)
    assert Problem("title", "Required.") in found
    assert Problem("blocks[0].questions[1].choices", "Required.") in found
    assert Problem("blocks[0].questions[2].choices", "Not allowed on a questionnumber question.") in found
    assert Problem("blocks[0].questions[2].colour", "Unknown property.") in found
    assert Problem("blocks[0].questions[5].required", "Not allowed on a formula question.") in found
    assert Problem("blocks[0].questions[6].max", "Required.") in found
    paths = {problem.path for problem in found}
    assert {"blocks[0].questions[3].field_id", "blocks[0].questions[4].kind"} <= paths
    # An unknown kind is reported once, not again as every property some kind forbids.
    assert not any(
        path.startswith("blocks[0].questions[4].") and path != "blocks[0].questions[4].kind" for path in paths
    )


def test_the_schema_itself_is_valid_and_its_defaults_fill_a_minimal_definition() -> None:
    Draft202012Validator.check_schema(json.loads(SCHEMA.read_text(encoding="utf-8")))
    loaded = load_definition(document(q("a")))
    assert loaded.to_json() == {
        "key": "test",
        "title": "Test",
        "type": "chart",
        "display_type": "bar",
        "is_progress_visible_in_survey_overview": False,
        "tags": [],
        "export_data": {},
        "blocks": [block("main", q("a"))],
        "surveys": {},
    }


def test_a_document_that_is_not_json_is_refused() -> None:
    assert problems({"key": "x", "title": "X", "blocks": [], "export_data": {"n": float("nan")}})[0].path == ""
    assert problems({"key": "x", "title": "X", "blocks": [], "export_data": {"when": object()}})[0].path == ""


def test_field_ids_are_unique_across_the_definition_and_not_reserved() -> None:
    source = document(
        q("energy"),
        q("sum"),
        q("parent"),
        q("True"),
        nested("sites", "site", "site"),
        surveys={"site": [block("site-main", q("energy"))]},
    )
    found = problems(source)
    assert (
        Problem(
            "surveys.site.blocks[0].questions[0].field_id",
            "Duplicate field id 'energy', also at blocks[0].questions[0].",
        )
        in found
    )
    reserved = [problem.path for problem in found if "reserved word" in problem.message]
    assert reserved == [f"blocks[0].questions[{index}].field_id" for index in (1, 2, 3)]


def test_block_keys_are_unique_and_ranges_are_ordered() -> None:
    source = document(q("low_high", min=5, max=1), q("slid", "questionslider", min=10, max=0))
    source["blocks"].append(block("main", q("other")))
    found = problems(source)
    assert Problem("blocks[1].key", "Duplicate block key 'main', also at blocks[0].") in found
    assert Problem("blocks[0].questions[0].max", "Must not be less than min.") in found
    assert Problem("blocks[0].questions[1].max", "Must not be less than min.") in found


def test_each_nested_survey_is_held_once_and_dimensions_do_not_repeat_along_a_path() -> None:
    assert messages_at(document(nested("sites", "nowhere", "site")), "blocks[0].questions[0].survey") == [
        "No nested survey 'nowhere' in surveys."
    ]
    unused = document(q("a"), surveys={"site": [block("site-main", q("b"))]})
    assert messages_at(unused, "surveys.site") == ["Not held by any nested question of the definition."]
    twice = document(
        nested("sites", "site", "site"), nested("plants", "site", "plant"), surveys={"site": [block("s", q("b"))]}
    )
    assert messages_at(twice, "blocks[0].questions[1].survey") == ["Survey 'site' is already held by 'sites'."]
    same_dimension = document(
        nested("sites", "site", "site"),
        surveys={"site": [block("s", nested("sub_sites", "sub", "site"))], "sub": [block("u", q("b"))]},
    )
    assert messages_at(same_dimension, "surveys.site.blocks[0].questions[0].dimension") == [
        "Dimension 'site' is already used by an enclosing survey."
    ]
    # Surveys nesting each other, out of the root's reach, are reported as not held.
    loop = document(
        q("a"),
        surveys={"x": [block("x", nested("ys", "y", "d1"))], "y": [block("y", nested("xs", "x", "d2"))]},
    )
    assert {problem.path for problem in problems(loop)} == {"surveys.x", "surveys.y"}


def test_surveys_nest_more_than_one_level_deep() -> None:
    source = document(
        nested("sites", "site", "site"),
        surveys={
            "site": [block("site-main", q("site_area"), nested("buildings", "building", "building"))],
            "building": [
                block(
                    "building-main",
                    q("floor_area"),
                    q("area_share", "formula", formula="floor_area / parent.site_area"),
                )
            ],
        },
    )
    definition = load_definition(source)
    building = definition.surveys["building"]
    assert (building.holder, building.parent, building.dimensions) == ("buildings", "site", ("site", "building"))
    assert definition.dimensions == ("site", "building")


@pytest.mark.parametrize(
    ("where", "rule", "expected"),
    [
        ("root", "missing > 1", "Dangling reference missing: no field 'missing' in the definition."),
        (
            "root",
            "energy > 1",
            "Dangling reference energy: 'energy' is a field of survey 'site', not of the root survey.",
        ),
        (
            "site",
            "size > 1",
            "Dangling reference size: 'size' is a field of the root survey, not of survey 'site' (write parent.size).",
        ),
        ("root", "parent.size > 1", "parent.size: the root survey has no parent."),
        (
            "site",
            "parent.energy > 1",
            "Dangling reference parent.energy: 'energy' is a field of survey 'site', not of the root survey.",
        ),
        ("site", "parent.missing > 1", "Dangling reference parent.missing: no field 'missing' in the definition."),
        ("root", "sum(size.energy) > 1", "Dangling reference: 'size' is not a nested question of the root survey."),
        ("root", "count(plants) > 1", "Dangling reference: 'plants' is not a nested question of the root survey."),
        (
            "root",
            "sum(sites.size) > 1",
            "Dangling reference sites.size: 'size' is a field of the root survey, not of survey 'site'.",
        ),
        ("root", "sum(sites.missing) > 1", "Dangling reference sites.missing: no field 'missing' in the definition."),
    ],
)
def test_every_reference_must_name_a_field_where_it_looks(where: str, rule: str, expected: str) -> None:
    root = [q("size"), nested("sites", "site", "site")]
    site = [q("energy")]
    (root if where == "root" else site).append(q("checked", visible_if=rule))
    source = document(*root, surveys={"site": [block("site-main", *site)]})
    path = "blocks[0].questions[2].visible_if" if where == "root" else "surveys.site.blocks[0].questions[1].visible_if"
    assert messages_at(source, path) == [expected]


def test_a_nested_question_is_not_a_value() -> None:
    source = document(
        nested("sites", "site", "site"),
        q("site_count", "formula", formula="sites"),
        surveys={
            "site": [block("site-main", q("energy"), nested("plants", "plant", "plant"))],
            "plant": [block("p", q("x"))],
        },
    )
    source["blocks"][0]["questions"].append(q("plant_total", "formula", formula="sum(sites.plants)"))
    found = problems(source)
    assert (
        Problem(
            "blocks[0].questions[1].formula",
            "Dangling reference sites: 'sites' holds nested surveys, not a value; use count(sites) or an aggregate such as sum(sites.<field>).",
        )
        in found
    )
    assert any(
        problem.path == "blocks[0].questions[2].formula" and "'plants' holds nested surveys" in problem.message
        for problem in found
    )


def test_a_syntax_error_names_its_column() -> None:
    source_text = "energy + * 2"
    with pytest.raises(ExpressionError) as caught:
        compile_expression(source_text)
    source = document(q("energy"), q("doubled", "formula", formula=source_text))
    [message] = messages_at(source, "blocks[0].questions[1].formula")
    assert message == f"Column {caught.value.position}: {caught.value.message}"
    assert re.match(r"Column [1-9]\d*: ", message)


def cycle_messages(source: dict[str, Any]) -> list[str]:
    return [problem.message for problem in problems(source) if problem.message.startswith("Cycle: ")]


def test_two_formulas_reading_each_other_are_a_cycle() -> None:
    [message] = cycle_messages(document(q("a", "formula", formula="b + 1"), q("b", "formula", formula="a * 2")))
    assert message in ("Cycle: a -> b -> a.", "Cycle: b -> a -> b.")
    [itself] = cycle_messages(document(q("a", "formula", formula="a + 1")))
    assert itself == "Cycle: a -> a."


def test_a_rule_reading_a_value_it_hides_is_a_cycle() -> None:
    # a is shown when b > 0, and b is computed from a: hiding a would change b, which decides a.
    [message] = cycle_messages(document(q("a", visible_if="b > 0"), q("b", "formula", formula="a + 1")))
    names = message.removeprefix("Cycle: ").removesuffix(".").split(" -> ")
    assert set(names) == {"a", "b", "visibility of a"}
    assert names[0] == names[-1]
    # A block shown by an answer inside it hides that answer with it.
    source = document(q("x"))
    source["blocks"][0]["visible_if"] = "x > 1"
    [block_cycle] = cycle_messages(source)
    assert set(block_cycle.removeprefix("Cycle: ").removesuffix(".").split(" -> ")) == {
        "visibility of block main",
        "visibility of x",
        "x",
    }


def test_a_cycle_through_parent_and_nested_levels_is_found() -> None:
    source = document(
        nested("sites", "site", "site"),
        q("total", "formula", formula="sum(sites.share)"),
        surveys={"site": [block("site-main", q("energy"), q("share", "formula", formula="energy / parent.total"))]},
    )
    [message] = cycle_messages(source)
    assert "total" in message and "share" in message


def test_independent_cycles_are_all_reported_with_their_place() -> None:
    source = document(
        q("a", "formula", formula="b"),
        q("b", "formula", formula="a"),
        q("c", "formula", formula="d"),
        q("d", "formula", formula="c"),
    )
    found = [problem for problem in problems(source) if problem.message.startswith("Cycle: ")]
    assert len(found) == 2
    assert {problem.path for problem in found} <= {f"blocks[0].questions[{index}]" for index in range(4)}
    cycles = {frozenset(problem.message.removeprefix("Cycle: ").removesuffix(".").split(" -> ")) for problem in found}
    assert cycles == {frozenset({"a", "b"}), frozenset({"c", "d"})}


def test_a_lock_reading_its_own_answer_is_no_cycle() -> None:
    definition = load_definition(
        document(q("status", "questionradiobutton", choices=["draft", "final"], locked_if="status == 'final'"))
    )
    assert Node("locked", "status") in definition.graph.dependents[Node("value", "status")]


def test_all_problems_are_reported_together_and_listed_in_the_error() -> None:
    source = document(q("a", "formula", formula="missing"), q("b", "formula", formula="a +"), q("a"))
    with pytest.raises(DefinitionError) as caught:
        load_definition(source)
    assert len(caught.value.problems) == 3
    text = str(caught.value)
    assert text.startswith("The survey definition has 3 problem(s):")
    for problem in caught.value.problems:
        assert f"- {problem.path}: {problem.message}" in text


def test_the_order_puts_every_node_after_what_it_reads() -> None:
    definition = load_definition(example())
    order = definition.graph.order
    assert len(order) == len(set(order)) == 3 * len(definition.questions) + 2 * len(definition.blocks)
    position = {node: index for index, node in enumerate(order)}
    for node, dependents in definition.graph.dependents.items():
        assert all(position[node] < position[dependent] for dependent in dependents)
    # The edges the semantics ask for: an answer reads its visibility, which reads its block's,
    # which (in a nested survey) reads its nested question's.
    assert Node("value", "energy_kwh") in definition.graph.dependents[Node("visible", "energy_kwh")]
    assert Node("visible", "energy_kwh") in definition.graph.dependents[Node("visible", 4)]
    assert Node("visible", 4) in definition.graph.dependents[Node("visible", "sites")]
    assert Node("locked", 4) in definition.graph.dependents[Node("locked", "sites")]
    assert Node("value", "total_energy_kwh") in definition.graph.dependents[Node("value", "sites")]


def test_affected_gives_everything_downstream_in_order() -> None:
    definition = load_definition(example())
    affected = definition.affected([Node("value", "energy_kwh")])
    assert set(affected) == {
        Node("value", "total_energy_kwh"),
        Node("visible", "renewable_share"),
        Node("value", "renewable_share"),
        Node("visible", "share_of_total"),
        Node("value", "share_of_total"),
    }
    assert affected.index(Node("value", "total_energy_kwh")) < affected.index(Node("visible", "share_of_total"))
    assert affected.index(Node("visible", "renewable_share")) < affected.index(Node("value", "renewable_share"))
    assert affected == sorted(affected, key=definition.graph.order.index)


def test_affected_follows_visibility_down_into_nested_surveys() -> None:
    definition = load_definition(example())
    affected = definition.affected([Node("value", "has_sites")])
    site_fields = ["site_name", "energy_kwh", "has_renewables", "share_of_total", "renewable_kwh"]
    assert {Node("visible", "sites"), Node("value", "sites"), Node("visible", 4), Node("visible", 5)} <= set(affected)
    assert {Node("value", field_id) for field_id in site_fields} <= set(affected)
    assert Node("value", "total_energy_kwh") in affected
    assert not any(node.aspect == "locked" for node in affected)
    assert Node("value", "has_sites") not in affected
    assert affected == sorted(affected, key=definition.graph.order.index)


def test_a_changed_node_is_in_affected_only_when_another_change_reaches_it() -> None:
    definition = load_definition(example())
    total = Node("value", "total_energy_kwh")
    assert total not in definition.affected([total])
    assert total in definition.affected([total, Node("value", "energy_kwh")])
    assert definition.affected([Node("locked", "notes")]) == []
    block_one = ["reporting_year", "period_end", "energy_sources", "data_confidence", "has_sites"]
    assert set(definition.affected([Node("locked", 1)])) == {Node("locked", field_id) for field_id in block_one}
    with pytest.raises(KeyError):
        definition.affected([Node("value", "nope")])


def test_to_json_round_trips_to_an_equal_definition() -> None:
    definition = load_definition(example())
    stored = json.loads(json.dumps(definition.to_json()))
    assert stored == example()
    again = load_definition(stored)
    assert again == definition
    assert again.graph.order == definition.graph.order
    assert again.surveys == definition.surveys and again.question("sites") == definition.question("sites")
    changed = example()
    changed["blocks"][0]["title"] = "Basics"
    assert load_definition(changed) != definition


def test_a_definition_cannot_be_changed_through_what_it_gives() -> None:
    source = example()
    definition = load_definition(source)
    source["title"] = "Changed after loading"
    definition.to_json()["blocks"].clear()
    definition.export_data["framework"] = "other"
    assert definition.to_json() == example()
    with pytest.raises(dataclasses.FrozenInstanceError):
        definition.question("notes").title = "x"  # type: ignore[misc]
    with pytest.raises(TypeError):
        definition.surveys["other"] = definition.surveys[""]  # type: ignore[index]
    with pytest.raises(TypeError):
        definition.graph.dependents[Node("value", "notes")] = ()  # type: ignore[index]


def test_the_public_names_are_the_intended_ones() -> None:
    assert set(definition_module.__all__) == {
        "CHECKBOX",
        "DATE",
        "FORMULA",
        "KINDS",
        "LONG_TEXT",
        "NESTED",
        "NUMBER",
        "RADIO",
        "SHORT_TEXT",
        "SLIDER",
        "RESERVED_WORDS",
        "ROOT",
        "Block",
        "DefinitionError",
        "Problem",
        "Question",
        "Survey",
        "SurveyDefinition",
        "load_definition",
    }
    assert set(graph_module.__all__) == {"Aspect", "DependencyGraph", "Node", "label", "reads_of", "sort_graph"}
    assert isinstance(load_definition(example()), SurveyDefinition)
