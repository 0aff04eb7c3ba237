"""What an assessment concludes, independent of where the facts are stored.

assessment/
├── status.py   the statuses, which is worse, and the worst of several (decision assessment_statuses)
└── checks.py   the checks of an origin, a registry of small pure functions (decision origin_checks)
"""
