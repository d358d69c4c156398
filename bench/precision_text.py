"""Coverage and precision (MiniLM cosine >= 0.6, as ``bench/extraction.py`` scores LoCoMo) on
``bench/sentences/dev_precision.jsonl``: short turns written for this bench (not from LoCoMo), each
with what a careful reader would remember of it; a turn with none must give no statement.

    PYTHONPATH=$PWD python bench/precision_text.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.statements import MATCH, OfflineReader, Similarity, load_extractor
from hippograph.ingestion.embedder import load_embedder
from hippograph.settings import load_settings

TEXT = Path(__file__).resolve().parent / "sentences" / "dev_precision.jsonl"


def main() -> None:
    settings = load_settings()
    extractor, sim = load_extractor(settings), Similarity(load_embedder(settings))
    rows = [json.loads(line) for line in TEXT.read_text(encoding="utf-8").splitlines() if line.strip()]
    covered = observations = precise = statements = noise = 0
    for row in rows:
        found, _ = OfflineReader().read(extractor.extract(row["text"]), row["speaker"], row["other"])
        texts = [s.text for s in found]
        if not row["observations"]:
            noise += len(texts)
            for text in texts:
                print(f"  NOISE {text}")
            continue
        matrix = sim.matrix(texts, row["observations"]) if texts else None
        for j in range(len(row["observations"])):
            observations += 1
            covered += matrix is not None and float(matrix[:, j].max()) >= MATCH
        for i, text in enumerate(texts):
            best = float(matrix[i].max()) if matrix is not None else 0.0
            statements += 1
            precise += best >= MATCH
            print(f"  {'ok  ' if best >= MATCH else 'MISS'} {best:.2f} {text}")
    print(
        f"coverage {covered}/{observations} = {covered / max(observations, 1):.3f}; "
        f"precision {precise}/{statements} = {precise / max(statements, 1):.3f}; "
        f"statements from turns with nothing to remember: {noise}"
    )


if __name__ == "__main__":
    main()
