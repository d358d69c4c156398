"""The sentence encoder on ONNX Runtime: the same weights, a quarter of the CPU for one query.

A sentence-transformers model of the all-MiniLM kind is a BERT encoder, mean pooling over the
tokens and normalisation. The encoder is exported once to ONNX (with torch, from the model's own
weights: nothing is downloaded) into the cache directory, named by a digest of the weights; later
loads need neither torch nor sentence-transformers. Pooling and normalisation are a few numpy
lines. Recall encodes one short query at a time, where PyTorch's per-operator overhead and its
second thread cost about 12 ms of CPU against about 3 ms here; on two cores shared with Neo4j that
CPU is what latency and throughput are made of.

>>> embedder = OnnxEmbedder.load(Path("…/model"), Path("~/.cache/hippograph/onnx"))  # doctest: +SKIP
>>> len(embedder.embed(["I live in Porto"])[0])                                     # doctest: +SKIP
384
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import warnings
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray

from hippograph.errors import ConfigurationError

Vector = list[float]
BATCH_SIZE = 64
OPSET = 17
_INPUTS = ("input_ids", "attention_mask", "token_type_ids")
# The only module pipeline this encoder reproduces exactly; anything else stays on PyTorch.
_PIPELINE = (
    "sentence_transformers.models.Transformer",
    "sentence_transformers.models.Pooling",
    "sentence_transformers.models.Normalize",
)


class OnnxEmbedder:
    def __init__(self, session: Any, tokenizer: Any, dimensions: int) -> None:
        self._session = session
        self._tokenizer = tokenizer
        self.dimensions = dimensions

    @classmethod
    def load(cls, model_dir: Path, cache_dir: Path) -> OnnxEmbedder:
        """The model in ``model_dir`` (a sentence-transformers folder), exported on first use."""
        import onnxruntime
        from tokenizers import Tokenizer

        _check_pipeline(model_dir)
        onnx_file = cache_dir / f"{_weights_digest(model_dir)}-opset{OPSET}.onnx"
        if not onnx_file.is_file():
            export(model_dir, onnx_file)
        options = onnxruntime.SessionOptions()
        # One thread: the encoder has a worker thread of its own and shares two cores with spaCy
        # and Neo4j; a second intra-op thread mostly spins.
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        session = onnxruntime.InferenceSession(str(onnx_file), options, providers=["CPUExecutionProvider"])
        tokenizer = Tokenizer.from_file(str(model_dir / "tokenizer.json"))
        # The tokenizer file pads every text to a fixed length; sentence-transformers pads to the
        # longest text of a batch and truncates at the model's max_seq_length. So do we.
        tokenizer.enable_truncation(max_length=_max_seq_length(model_dir))
        tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")
        return cls(session, tokenizer, _pooling_dimensions(model_dir))

    def embed(self, texts: list[str]) -> list[Vector]:
        if not texts:
            return []
        # Sorted by length, so a batch pads little; put back in order at the end.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out: list[Vector] = [[] for _ in texts]
        for start in range(0, len(order), BATCH_SIZE):
            chunk = order[start : start + BATCH_SIZE]
            for index, row in zip(chunk, self._encode([texts[i] for i in chunk]), strict=True):
                out[index] = row.tolist()
        return out

    def _encode(self, texts: list[str]) -> NDArray[np.float32]:
        encodings = self._tokenizer.encode_batch(texts)
        feeds = {
            "input_ids": np.array([e.ids for e in encodings], dtype=np.int64),
            "attention_mask": np.array([e.attention_mask for e in encodings], dtype=np.int64),
            "token_type_ids": np.array([e.type_ids for e in encodings], dtype=np.int64),
        }
        (tokens,) = self._session.run(None, feeds)
        mask = feeds["attention_mask"][..., None].astype(np.float32)
        pooled = (tokens * mask).sum(axis=1) / np.clip(mask.sum(axis=1), 1e-9, None)
        norms = np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
        unit: NDArray[np.float32] = (pooled / norms).astype(np.float32)
        return unit


def export(model_dir: Path, target: Path) -> None:
    """Export the model's transformer to ONNX at ``target``, atomically (a concurrent loader sees
    the whole file or none)."""
    import torch
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(str(model_dir), device="cpu")
    bert: Any = model[0].auto_model
    bert.eval()

    class LastHiddenState(torch.nn.Module):
        """The transformer called with keyword arguments (their positional order changes between
        versions of transformers), returning only what pooling reads."""

        def __init__(self) -> None:
            super().__init__()
            self.bert = bert

        def forward(self, input_ids: Any, attention_mask: Any, token_type_ids: Any) -> Any:
            return self.bert(
                input_ids=input_ids, attention_mask=attention_mask, token_type_ids=token_type_ids
            ).last_hidden_state

    sample = model.tokenizer(["an example sentence"], return_tensors="pt")
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=target.parent, suffix=".onnx.tmp")
    os.close(handle)
    try:
        # The TorchScript exporter (torch.export's needs onnxscript). Its warnings are generic:
        # deprecation, branches on shapes and index ops that are constant or non-negative for
        # every input here. What vouches for the export is that its vectors are the
        # sentence-transformers vectors (tests/ingestion/test_onnx_embedder.py).
        with torch.no_grad(), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            torch.onnx.export(
                LastHiddenState(),
                tuple(sample[name] for name in _INPUTS),
                temporary,
                input_names=list(_INPUTS),
                output_names=["last_hidden_state"],
                dynamic_axes={name: {0: "batch", 1: "tokens"} for name in (*_INPUTS, "last_hidden_state")},
                opset_version=OPSET,
                dynamo=False,
            )
        os.replace(temporary, target)
    finally:
        Path(temporary).unlink(missing_ok=True)


def _check_pipeline(model_dir: Path) -> None:
    modules = _json(model_dir / "modules.json")
    kinds = tuple(module["type"] for module in modules)
    pooling = _json(model_dir / "1_Pooling" / "config.json") if len(modules) > 1 else {}
    if kinds != _PIPELINE or not pooling.get("pooling_mode_mean_tokens"):
        raise ConfigurationError(
            f"{model_dir} is not a mean-pooled, normalised transformer: "
            "set HIPPOGRAPH_EMBEDDING_BACKEND=torch for it"
        )


def _weights_digest(model_dir: Path) -> str:
    digest = hashlib.sha256()
    for name in ("config.json", "model.safetensors"):
        with (model_dir / name).open("rb") as file:
            for block in iter(lambda: file.read(1 << 20), b""):
                digest.update(block)
    return digest.hexdigest()[:16]


def _max_seq_length(model_dir: Path) -> int:
    return int(_json(model_dir / "sentence_bert_config.json")["max_seq_length"])


def _pooling_dimensions(model_dir: Path) -> int:
    return int(_json(model_dir / "1_Pooling" / "config.json")["word_embedding_dimension"])


def _json(path: Path) -> Any:
    if not path.is_file():
        raise ConfigurationError(f"the embedding model has no {path.name} ({path})")
    return json.loads(path.read_text(encoding="utf-8"))
