from __future__ import annotations

import uuid

import pytest

from generated import models
from generated.operations import OPERATIONS
from generated.services.invitations import RetrieveInvitation
from handwritten.runtime.context import RequestContext
from handwritten.runtime.implementation import ImplementationMismatch
from handwritten.unimplemented import main, unimplemented_operations


class RetrievesInvitations(RetrieveInvitation):
    async def retrieve_invitation(self, *, ctx: RequestContext, id: uuid.UUID) -> models.Invitation:
        raise NotImplementedError


class Misnamed(RetrieveInvitation):
    async def retrieve_invitation(self, *, ctx: RequestContext, invitation_id: uuid.UUID) -> models.Invitation:  # type: ignore[override]
        raise NotImplementedError


def test_the_listing_names_every_operation_no_implementation_covers() -> None:
    missing = unimplemented_operations({"invitations": RetrievesInvitations})
    assert [op.code for op in missing] == [op.code for op in OPERATIONS if op.code != "I3"]


def test_an_implementation_with_the_wrong_signature_fails_the_check() -> None:
    with pytest.raises(ImplementationMismatch, match="retrieve_invitation"):
        unimplemented_operations({"invitations": Misnamed})


def test_the_command_prints_the_unimplemented_operations(capsys: pytest.CaptureFixture[str]) -> None:
    main()
    out = capsys.readouterr().out
    expected = len(unimplemented_operations())
    assert (
        out.splitlines()[-1]
        == f"{expected} of {len(OPERATIONS)} operations are not implemented yet, and so not served."
    )
    assert len(out.splitlines()) == expected + 1
