"""`emission_factor` and `exchange_rate`: import runs (D8) that give the workspace its own emission
factors and exchange rates (decision transaction_emissions). A row replaces the workspace's row of
the same key; every transaction's emissions are then computed again (transactions.classify).

Results: {"rows": [{"category", "currency", "kg_co2e_per_unit", "source", "year"}, ...]} and
{"rows": [{"currency", "to_currency", "year", "rate"}, ...]}.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from decimal import Decimal, InvalidOperation
from typing import Any, ClassVar

from sqlalchemy import and_, delete, insert, or_

from handwritten.adapters.importers.base import Outcome, Plan, PlannedRow, Scope, ShapeError
from handwritten.db.transactions import EmissionFactor, ExchangeRate
from handwritten.domain.transactions import currency_code
from handwritten.services.reclassification import enqueue_classification

CATEGORY = re.compile(r"^[a-z][a-z0-9_]{0,99}$")
Parsed = tuple[tuple[Any, ...], dict[str, Any]]  # (the row's key, its values)


def _decimal(value: Any, *, positive: bool) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise ValueError("A valid number is required.")
    try:
        number = Decimal(str(value).strip())
    except InvalidOperation:
        raise ValueError("A valid number is required.") from None
    if not number.is_finite() or number < 0 or (positive and number == 0):
        raise ValueError("Ensure this value is greater than 0." if positive else "Ensure this value is at least 0.")
    return number


def _year(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1990 <= value <= 2100:
        raise ValueError("Enter a year between 1990 and 2100.")
    return value


def _category(value: Any) -> str:
    if not isinstance(value, str) or not CATEGORY.match(value):
        raise ValueError("Enter a lower-case identifier such as air_travel.")
    return value


def _source(value: Any) -> str:
    if not isinstance(value, str) or not 1 <= len(value.strip()) <= 255:
        raise ValueError("Enter where the factor comes from (1 to 255 characters).")
    return value.strip()


class _ReferenceImporter:
    model_identifier: ClassVar[str]
    rows_field: ClassVar[str] = "rows"
    fields: ClassVar[Mapping[str, Callable[[Any], Any]]]
    key: ClassVar[tuple[str, ...]]
    table: ClassVar[Any]

    async def plan(self, scope: Scope, results: Any) -> Plan:
        if not isinstance(results, dict) or not isinstance(results.get("rows"), list):
            raise ShapeError(f'Expected an object with "rows": a list of objects with {", ".join(self.fields)}.')
        planned: list[PlannedRow] = []
        seen: dict[tuple[Any, ...], int] = {}
        for index, raw in enumerate(results["rows"]):
            if not isinstance(raw, dict):
                planned.append(PlannedRow(index, Outcome.INVALID, errors=["Expected an object."]))
                continue
            errors = [f"{name}: Unknown field." for name in raw if name not in self.fields]
            values: dict[str, Any] = {}
            for name, parse in self.fields.items():
                if raw.get(name) is None:
                    errors.append(f"{name}: This field is required.")
                    continue
                try:
                    values[name] = parse(raw[name])
                except ValueError as error:
                    errors.append(f"{name}: {error}")
            key = tuple(values.get(name) for name in self.key)
            if not errors and key in seen:
                errors.append(f"Row {seen[key]} gives the same {', '.join(self.key)}.")
            if errors:
                planned.append(PlannedRow(index, Outcome.INVALID, errors=errors))
            else:
                seen[key] = index
                planned.append(PlannedRow(index, Outcome.CREATE, value=(key, values)))
        return Plan(planned)

    async def apply(self, scope: Scope, plan: Plan) -> None:
        rows: list[Parsed] = [row.value for row in plan.rows if row.outcome is Outcome.CREATE]
        if not rows:
            return
        columns = [getattr(self.table, name) for name in self.key]
        same_key = or_(*(and_(*(c == v for c, v in zip(columns, key, strict=True))) for key, _ in rows))
        await scope.session.execute(delete(self.table).where(same_key))  # replaced, not duplicated
        await scope.session.execute(
            insert(self.table), [{"company_id": scope.workspace_id, **self.stored(values)} for _, values in rows]
        )
        await enqueue_classification(scope.session, scope.workspace_id)

    def stored(self, values: dict[str, Any]) -> dict[str, Any]:
        return values


class EmissionFactorImporter(_ReferenceImporter):
    model_identifier = "emission_factor"
    fields = {
        "category": _category,
        "currency": currency_code,
        "kg_co2e_per_unit": lambda value: _decimal(value, positive=False),
        "source": _source,
        "year": _year,
    }
    key = ("category", "currency")
    table = EmissionFactor

    def stored(self, values: dict[str, Any]) -> dict[str, Any]:
        return {**values, "kg_co2e_per_unit": str(values["kg_co2e_per_unit"])}


class ExchangeRateImporter(_ReferenceImporter):
    model_identifier = "exchange_rate"
    fields = {
        "currency": currency_code,
        "to_currency": currency_code,
        "year": _year,
        "rate": lambda value: _decimal(value, positive=True),
    }
    key = ("currency", "to_currency", "year")
    table = ExchangeRate

    def stored(self, values: dict[str, Any]) -> dict[str, Any]:
        return {**values, "rate": str(values["rate"])}
