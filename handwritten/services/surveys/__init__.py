"""The surveys area (data_room host): S1–S5, published surveys, submissions and answers that
propagate; SV1–SV3, publishing survey definitions (extensions).

    surveys/
    ├── service.py       the operations
    ├── definitions.py   publishing, and stored definitions compiled once per process
    ├── data_room.py     the data room user, group and account a request acts as
    ├── submissions.py   S3: a submission's instances, built and evaluated whole
    ├── subsections.py   S4: one instance or block, read from its stored state
    ├── data_points.py   S5: an answer, propagated to the instances that show it
    ├── document_rules.py  answers following the documents they refer to (a job)
    └── store.py         the instances of the database, as the evaluation reaches them
"""

from __future__ import annotations

from handwritten.services.area import Area
from handwritten.services.surveys import document_rules as _document_rules  # noqa: F401  (registers the listener)
from handwritten.services.surveys.service import DEFINITION_FIELDS, SUBMISSION_FIELDS, SURVEY_FIELDS, SurveysService

__all__ = ["AREA", "SurveysService"]

AREA = Area(
    SurveysService,
    field_maps={
        "list_surveys": SURVEY_FIELDS,
        "list_submissions": SUBMISSION_FIELDS,
        "list_survey_definitions": DEFINITION_FIELDS,
    },
)
