# Generated from spec/enums.yaml; do not edit.
# Change the spec or templates/ and run `make generate`.
"""The closed value sets of the document."""

from __future__ import annotations

from enum import StrEnum

__all__ = [
    "Species",
    "PetStatus",
    "StatisticsGroup",
    "BulkOperationStatus",
]


class Species(StrEnum):
    DOG = "dog"
    CAT = "cat"
    BIRD = "bird"


class PetStatus(StrEnum):
    """Where a pet is in the adoption process."""

    AVAILABLE = "available"
    PENDING = "pending"
    ADOPTED = "adopted"


class StatisticsGroup(StrEnum):
    SPECIES = "species"
    STATUS = "status"


class BulkOperationStatus(StrEnum):
    ACCEPTED = "accepted"
    REJECTED = "rejected"
