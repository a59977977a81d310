#!/usr/bin/env bash
# `npm run dev`: the app on http://localhost:${PORT:-8787} with the Worker and the SPA on one
# port, on local D1 and KV under .wrangler/ (no secrets), rebuilt on save:
# - `vite build --watch` rebuilds the SPA into dist/client when a client file changes, and
#   `wrangler dev` serves the new files from there (it watches its assets directory): reload
#   the page to see them;
# - `wrangler dev` rebuilds and restarts the Worker when a worker file changes.
# The SPA is served by the Worker as in production (its headers, CSP and routes), not by a
# second dev server.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

wrangler d1 migrations apply DB --local

# The watcher's first build must be there before wrangler serves dist/client.
started="$(mktemp)"
vite build --watch --logLevel warn &
watcher=$!
trap 'kill "$watcher" 2>/dev/null || true; rm -f "$started"' EXIT INT TERM
for _ in $(seq 1 600); do
  [ dist/client/index.html -nt "$started" ] && break
  kill -0 "$watcher" 2>/dev/null || { echo "dev: the SPA build failed" >&2; exit 1; }
  sleep 0.5
done
[ dist/client/index.html -nt "$started" ] || { echo "dev: the SPA build took over 5 minutes" >&2; exit 1; }

wrangler dev --port "${PORT:-8787}" "$@"
