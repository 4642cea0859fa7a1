# Kozyr in a container: README "Deploying" (docker compose up -d --build).
# the base: Python 3.11 with pip on Debian; another registry's copy with --build-arg PYTHON_IMAGE=…
ARG PYTHON_IMAGE=python:3.11-slim
FROM ${PYTHON_IMAGE}

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

# the project from its own files (the same set tests/test_packaging.py builds the wheel from)
WORKDIR /src
COPY pyproject.toml README.md LICENSE ./
COPY engines ./engines
COPY bot ./bot
COPY locales ./locales
RUN pip install . \
    && useradd --system --uid 10001 --user-group --home-dir /data --shell /usr/sbin/nologin kozyr \
    && mkdir -p /data \
    && chown kozyr:kozyr /data

# not root; the database lives in the /data volume (a named volume takes this directory's owner)
USER kozyr
WORKDIR /data
ENV DATABASE_URL=sqlite:////data/kozyr.sqlite3 \
    WEBHOOK_HOST=0.0.0.0 \
    WEBHOOK_PORT=8080
VOLUME ["/data"]
EXPOSE 8080

# webhook mode: healthy while /healthz answers 200 (the bot runs, its database answers); polling: no server
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["python", "-c", "import os, sys, urllib.request as u; sys.exit(0) if not os.environ.get('WEBHOOK_URL') else u.urlopen('http://127.0.0.1:%s/healthz' % (os.environ.get('WEBHOOK_PORT') or '8080'), timeout=4)"]

# docker stop sends SIGTERM: the bot finishes the updates and actions in hand and sends what is due
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
