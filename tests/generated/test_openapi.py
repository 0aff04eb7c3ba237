"""The committed OpenAPI documents are valid and carry what SDK users and fuzzers rely on."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from openapi_spec_validator import validate

from generated.enums import ApiKeyExpiry
from generated.operations import HOSTS, OPERATIONS

OPENAPI = Path(__file__).resolve().parents[2] / "generated" / "openapi"
METHODS = ("get", "post", "put", "patch", "delete")


def load(name: str) -> dict[str, Any]:
    document: dict[str, Any] = yaml.load(
        (OPENAPI / f"{name}.yaml").read_text(encoding="utf-8"), Loader=yaml.CSafeLoader
    )
    return document


def operations(document: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {op["x-code"]: op for item in document["paths"].values() for method, op in item.items() if method in METHODS}


@pytest.mark.parametrize("name", [*HOSTS, "combined"])
def test_each_document_is_valid_openapi_31(name: str) -> None:
    document = load(name)
    assert document["openapi"] == "3.1.0"
    validate(document)


@pytest.mark.parametrize("host", HOSTS)
def test_a_host_document_has_exactly_that_hosts_operations_and_server(host: str) -> None:
    document = load(host)
    assert sorted(operations(document)) == sorted(op.code for op in OPERATIONS if op.host == host)
    assert len(document["servers"]) == 1 and document["servers"][0]["url"].startswith("{")


def test_every_operation_says_its_code_security_and_errors() -> None:
    combined = operations(load("combined"))
    assert len(combined) == len(OPERATIONS)
    for op in OPERATIONS:
        documented = combined[op.code]
        assert documented["operationId"] == op.name
        # For integrators: whether the document states the path is the maintainers' to know
        # (generated.operations and docs/decisions.md), not the served document's.
        assert "x-path-source" not in documented
        responses = documented["responses"]
        if op.anonymous:
            assert documented["security"] == [] and "401" not in responses
        else:
            assert documented["security"] == [{"ApiKey": []}]
            assert responses["401"]["headers"]["WWW-Authenticate"]
            assert {
                e["value"]["detail"] for e in responses["401"]["content"]["application/json"]["examples"].values()
            } == {
                "Invalid or expired API key",
                "Invalid JWT Credentials",
            }
            assert responses["403"]["content"]["application/json"]["example"] == {
                "detail": "You do not have permission to perform this action."
            }
        assert "400" in responses, f"{op.code} takes input, so it documents 400"


def test_api_key_scheme_and_the_four_host_placeholders() -> None:
    document = load("combined")
    assert document["components"]["securitySchemes"]["ApiKey"] == {
        "type": "apiKey",
        "in": "header",
        "name": "Authorization",
        "description": (
            "Send the header Authorization with the scheme ApiKey, a space and your key "
            "(Authorization: ApiKey cnp_...). The same key is accepted on every host."
        ),
    }
    assert [s["url"] for s in document["servers"]] == [
        "{base_url}",
        "{supply_chain_url}",
        "{ingestion_url}",
        "{data_room_url}",
    ]


def test_lists_answer_count_and_results_and_csv_lookups_say_their_style() -> None:
    orders = operations(load("supply_chain"))["O1"]
    page = orders["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
    schema = load("supply_chain")["components"]["schemas"][page.rsplit("/", 1)[1]]
    assert schema["required"] == ["count", "results"]
    params = {p["name"]: p for p in orders["parameters"]}
    assert (params["id__in"]["style"], params["id__in"]["explode"]) == ("form", False)
    assert params["order_action"]["required"] is True
    assert orders["responses"]["400"]["content"]["application/json"]["examples"]["order_action_required"]["value"] == {
        "order_action": ["This field is required."]
    }
    status = {p["name"]: p for p in operations(load("base"))["I1"]["parameters"]}["status"]
    assert (status["style"], status["explode"]) == ("form", True)


def test_limits_of_the_document_are_schema_limits() -> None:
    schemas = load("combined")["components"]["schemas"]
    email = schemas["CreateInvitationRequest"]["properties"]["email"]
    assert (email["minLength"], email["maxLength"], email["format"]) == (1, 1024, "email")
    assert schemas["BulkCreateInvitationsRequest"]["properties"]["operations"]["maxItems"] == 100
    query = schemas["ExecuteQueryRequest"]["properties"]
    assert (query["top_k"]["minimum"], query["top_k"]["maximum"], query["top_k"]["default"]) == (1, 50, 3)
    assert query["query_text"]["maxLength"] == 7000
    assert schemas["CreateOrderRequest"]["properties"]["border_cross_country_code"]["type"] == ["string", "null"]


def test_each_document_carries_exactly_the_schemas_its_operations_use() -> None:
    from generator.refs import referenced_schemas

    for name in [*HOSTS, "combined"]:
        document = load(name)
        schemas = document["components"]["schemas"]
        assert set(schemas) == referenced_schemas(document["paths"], schemas), name


# -- the settled points of spec fidelity (issue 9) ----------------------------------------------


def _parameter(op: dict[str, Any], name: str) -> dict[str, Any]:
    return next(p for p in op["parameters"] if p["name"] == name)


@pytest.mark.parametrize("code", ["I3", "I8"])
def test_invitation_ids_carry_the_documents_pattern(code: str) -> None:
    schema = _parameter(operations(load("combined"))[code], "id")["schema"]
    assert schema == {"type": "string", "format": "uuid", "pattern": "^[0-9a-fA-F-]{36}$"}


def test_every_post_states_the_status_rule_once() -> None:
    """Decision create_status is recorded once and reaches every POST (I2, I6 and S3 included)."""
    rule = "[create_status](/api/docs/decisions.html#create_status)"
    posts = {op.code for op in OPERATIONS if op.method == "POST"}
    assert {"I2", "I4", "I6", "S3", "S5", "Q2"} <= posts
    for code, op in operations(load("combined")).items():
        assert (rule in op.get("description", "")) == (code in posts), code


def test_every_array_parameter_says_both_forms_are_accepted() -> None:
    found = 0
    for op in operations(load("combined")).values():
        for param in op["parameters"]:
            if param["schema"].get("type") == "array":
                found += 1
                assert "Comma-separated" in param["description"] or "comma-separated" in param["description"]
                assert "Repeat" in param["description"] or "repeating" in param["description"]
                items = param["schema"]["items"]
                if items.get("type") == "string" and "enum" not in items:
                    assert items["pattern"] == "^[^,\\u0000]*$"  # an item never holds the separator
    assert found > 20


def test_bulk_create_items_are_validated_alone() -> None:
    schema = load("combined")["components"]["schemas"]["BulkCreateInvitationsRequest"]
    items = schema["properties"]["operations"]["items"]
    assert items["anyOf"] == [{"$ref": "#/components/schemas/CreateInvitationRequest"}, {}]
    assert schema["properties"]["operations"]["maxItems"] == 100


def test_member_list_offers_its_default_order_as_an_ordering_field() -> None:
    ordering = _parameter(operations(load("combined"))["M1"], "ordering")
    assert {"name", "-name"} <= set(ordering["schema"]["items"]["enum"])
    assert "Default: name" in ordering["description"]


@pytest.mark.parametrize(
    ("schema", "field"),
    [
        ("Order", "value_chain_detail"),
        ("Order", "border_cross_country"),
        ("Order", "buyer_company"),
        ("Order", "seller_company_id"),
        ("OrderItem", "buyer_product_detail"),
        ("Document", "uploaded_at"),
        ("CreatedDocument", "source"),
        ("QueryLog", "query_lookup_key"),
        ("Member", "auth_group"),
    ],
)
def test_fields_the_data_may_lack_are_nullable(schema: str, field: str) -> None:
    prop = load("combined")["components"]["schemas"][schema]["properties"][field]
    assert {"type": "null"} in prop.get("anyOf", []) or "null" in prop.get("type", []), prop


def test_only_extension_operations_are_marked_as_extensions() -> None:
    marked = {code for code, op in operations(load("combined")).items() if op.get("x-extension")}
    assert marked == {op.code for op in OPERATIONS if op.extension}


def test_every_authenticated_operation_states_its_permission() -> None:
    for code, op in operations(load("combined")).items():
        permission = op.get("x-permission")
        assert (permission is None) == (op["security"] == []), code
        if permission:
            assert "Permission: " in op["description"], code


def test_enum_values_that_are_no_identifiers_name_their_members_as_the_generated_enums_do() -> None:
    schemas = load("combined")["components"]["schemas"]
    expiry = schemas["ApiKeyExpiry"]
    assert expiry["enum"] == [member.value for member in ApiKeyExpiry]
    names = ["VALUE_30D", "VALUE_6W", "VALUE_90D", "VALUE_1Y", "NEVER"]
    assert expiry["x-enum-varnames"] == [member.name for member in ApiKeyExpiry] == names
    assert "x-enum-varnames" not in schemas["ApiKeyScope"]  # names that follow from the values need none


def test_a_body_that_writes_a_record_marks_the_records_other_fields_read_only() -> None:
    """Decision read_only_fields: VC2 and VC4 take a value chain as VC3 answers it, nested metadata included."""
    schemas = load("combined")["components"]["schemas"]
    for name in ("CreateValueChainRequest", "UpdateValueChainRequest"):
        properties = schemas[name]["properties"]
        marked = {field for field, prop in properties.items() if prop.get("readOnly")}
        shown = set(schemas["ValueChain"]["properties"])
        assert marked == shown - {field for field in properties if field not in marked}
        assert {"id", "created_at", "country", "assessment_status"} <= marked
        assert schemas[name]["additionalProperties"] is False
        assert not marked & set(schemas[name].get("required", []))
    metadata = schemas["ValueChainMetadataRequest"]["properties"]
    assert (metadata["requested_by_user_id"]["type"], metadata["requested_by_user_id"]["readOnly"]) == ("integer", True)
    assert not metadata["invitation_ids"].get("readOnly")
    assert schemas["CreateSaleOrderRequest"]["properties"]["assessment_status"].get("readOnly") is None  # O8 writes it
    assert schemas["CreatePurchaseOrderRequest"]["properties"]["assessment_status"]["readOnly"] is True
    for name, schema in schemas.items():
        if name in {"ValueChain", "Order", "Product", "Origin"}:
            assert not any(prop.get("readOnly") for prop in schema["properties"].values()), name
    descriptions = {op["x-code"]: op.get("description", "") for op in operations(load("combined")).values()}
    writing = {op.code for op in OPERATIONS if op.writes}
    assert {"VC2", "VC4", "O2", "O9", "PR2", "M2"} <= writing
    link = "[read_only_fields](/api/docs/decisions.html#read_only_fields)"
    for code, description in descriptions.items():
        assert (link in description) == (code in writing), code


def test_descriptions_link_decisions_the_served_page_has_and_say_no_maintainers_tags() -> None:
    """Descriptions link each decision (its text is on the decisions page), and carry nothing of
    the maintainers' view: whether the document states an error or a path (docs/decisions.md)."""
    text = (OPENAPI / "combined.yaml").read_text(encoding="utf-8")
    linked = set(re.findall(r"\(/api/docs/decisions\.html#([a-z0-9_]+)\)", text))
    page = (OPENAPI.parent / "docs" / "decisions.html").read_text(encoding="utf-8")
    anchors = set(re.findall(r'<section id="([a-z0-9_]+)">', page))
    assert {"create_status", "read_only_fields", "idempotency_keys", "validation_error_shape"} <= linked <= anchors
    for tag in ("(stated)", "(decided)", "x-path-source", "Decision (", "<script", "<link"):
        assert tag not in text + page, tag
