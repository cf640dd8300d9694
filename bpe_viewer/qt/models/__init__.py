"""Thin table models over a TrainingRun (CONVENTIONS habits 5-8)."""

from bpe_viewer.qt.models.candidates import CandidateColumn, CandidatePairsModel
from bpe_viewer.qt.models.documents import DocumentColumn, DocumentRowsModel
from bpe_viewer.qt.models.roles import Roles
from bpe_viewer.qt.models.vocabulary import VocabularyColumn, VocabularyModel

__all__ = [
    "CandidateColumn",
    "CandidatePairsModel",
    "DocumentColumn",
    "DocumentRowsModel",
    "Roles",
    "VocabularyColumn",
    "VocabularyModel",
]
