from __future__ import annotations

import pytest

from handwritten.adapters.storage.signing import Expired, InvalidSignature, SignatureError, UrlSigner

NOW = 1_800_000_000
SIGNER = UrlSigner("a-secret")
PARAMS = {"expires": str(NOW + 60), "max": "1024", "type": "application/pdf"}


def query(
    params: dict[str, str], method: str = "PUT", bucket: str = "canopy", key: str = "a/b"
) -> list[tuple[str, str]]:
    return list(SIGNER.signed_params(method, bucket, key, params).items())


def test_a_signed_url_verifies_and_gives_its_parameters() -> None:
    assert SIGNER.verify("PUT", "canopy", "a/b", query(PARAMS), now=NOW) == PARAMS
    # until the second it expires, included
    assert SIGNER.verify("PUT", "canopy", "a/b", query(PARAMS), now=NOW + 60) == PARAMS


@pytest.mark.parametrize(
    ("method", "bucket", "key"),
    [("GET", "canopy", "a/b"), ("PUT", "other", "a/b"), ("PUT", "canopy", "a/c"), ("PUT", "canopy", "a/b/")],
)
def test_another_method_bucket_or_key_fails(method: str, bucket: str, key: str) -> None:
    with pytest.raises(InvalidSignature):
        SIGNER.verify(method, bucket, key, query(PARAMS), now=NOW)


def changed(name: str, value: str | None) -> list[tuple[str, str]]:
    signed = dict(query(PARAMS))
    if value is None:
        del signed[name]
    else:
        signed[name] = value
    return list(signed.items())


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("expires", str(NOW + 3600)),  # a later expiry
        ("max", "1025"),  # a larger maximum
        ("type", "text/html"),  # another content type
        ("type", None),  # a signed parameter dropped
        ("filename", "x.pdf"),  # a parameter added
        ("signature", "A" * 43),  # another signature
        ("signature", "\u00e9"),  # not even ASCII
        ("signature", None),  # none
    ],
)
def test_changing_adding_or_removing_any_parameter_fails(name: str, value: str | None) -> None:
    with pytest.raises(InvalidSignature):
        SIGNER.verify("PUT", "canopy", "a/b", changed(name, value), now=NOW)


def test_a_repeated_parameter_fails() -> None:
    with pytest.raises(InvalidSignature):
        SIGNER.verify("PUT", "canopy", "a/b", [*query(PARAMS), ("max", "1024")], now=NOW)


def test_another_secret_fails() -> None:
    with pytest.raises(InvalidSignature):
        UrlSigner("another-secret").verify("PUT", "canopy", "a/b", query(PARAMS), now=NOW)


def test_an_expired_url_fails_as_expired() -> None:
    with pytest.raises(Expired) as caught:
        SIGNER.verify("PUT", "canopy", "a/b", query(PARAMS), now=NOW + 61)
    assert caught.value.detail == "This signed URL has expired."
    assert isinstance(caught.value, SignatureError)


def test_parameters_cannot_be_shifted_between_fields() -> None:
    # A naive "key + params" concatenation would sign these the same; the JSON encoding does not.
    one = SIGNER.sign("PUT", "canopy", "a", {"expires": "1", "b": "c"})
    other = SIGNER.sign("PUT", "canopy", "a\nb", {"expires": "1"})
    assert one != other
    assert SIGNER.sign("PUT", "can", "opy/a", {"expires": "1"}) != SIGNER.sign("PUT", "canopy", "a", {"expires": "1"})


def test_signing_requires_an_expiry() -> None:
    with pytest.raises(ValueError):
        SIGNER.signed_params("PUT", "canopy", "a", {"max": "1"})
    with pytest.raises(ValueError):
        SIGNER.signed_params("PUT", "canopy", "a", {"expires": "1", "signature": "x"})
