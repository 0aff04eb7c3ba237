"""Every implemented operation holds to its contract, fuzzed with the owner's key (fuzzing.py)."""

from __future__ import annotations

import pytest

from tests.contract.fuzzing import fuzz


def test_every_implemented_operation_holds_to_its_contract(tmp_path_factory: pytest.TempPathFactory) -> None:
    fuzz(tmp_path_factory.mktemp("contract"), "owner")
