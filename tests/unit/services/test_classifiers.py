"""The classifier plug-in point (handwritten/services/transactions/classifiers.py)."""

from __future__ import annotations

import pytest

from handwritten.services.transactions.classifiers import RulesClassifier, classifier_for, register


def test_the_default_is_the_rules_classifier_and_names_are_checked() -> None:
    assert isinstance(classifier_for("rules"), RulesClassifier)
    with pytest.raises(ValueError, match="known: rules"):
        classifier_for("oracle")
    with pytest.raises(ValueError, match="registered already"):
        register(RulesClassifier())  # another object under a taken name
