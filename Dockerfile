# The HippoGraph service image used by docker-compose.yml (Neo4j runs in its own container there).
FROM python:3.11-slim
ENV HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 PIP_DISABLE_PIP_VERSION_CHECK=1
WORKDIR /app
COPY requirements.lock pyproject.toml README.md ./
COPY hippograph ./hippograph
COPY clients/python ./clients/python
RUN pip install --no-cache-dir -c requirements.lock ./clients/python .
EXPOSE 8000
CMD ["hippograph", "serve"]
