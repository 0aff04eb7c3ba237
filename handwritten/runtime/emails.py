"""Email addresses are validated as Django's EmailValidator validates them.

Pydantic's EmailStr uses email-validator, which also refuses special-use domains (.test,
.invalid, .local, ...). Django accepts them, and the OpenAPI `format: email` admits them, so a
request the schema allows would be refused: the list of refused domain names is emptied once,
when the runtime is imported (email-validator documents the list as the setting to change).
"""

from __future__ import annotations

import email_validator


def accept_special_use_domains() -> None:
    email_validator.SPECIAL_USE_DOMAIN_NAMES.clear()
