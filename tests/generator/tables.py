"""The SQLAlchemy model the fixture spec's mapping reads pets from (fixture_spec/mappings/pets.yaml)."""

from __future__ import annotations

import datetime
import uuid
from typing import Any

from sqlalchemy import JSON
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class PetRecord(Base):
    __tablename__ = "pets"

    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str]
    nickname: Mapped[str | None]
    species: Mapped[str]
    status: Mapped[str | None]
    weight_kg: Mapped[float | None]
    age: Mapped[int]
    birth_date: Mapped[datetime.date | None]
    registered_at: Mapped[datetime.datetime]
    owner_id: Mapped[uuid.UUID | None]
    tags: Mapped[list[Any]] = mapped_column(JSON)
    chip: Mapped[dict[str, Any] | None] = mapped_column(JSON)
