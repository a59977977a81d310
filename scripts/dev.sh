#!/usr/bin/env bash
# `npm run dev`: build the SPA, bring the local D1 database up to date, and serve the app
# with the Worker on http://localhost:8787 (local D1 and KV under .wrangler/, no secrets).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
vite build --logLevel warn
wrangler d1 migrations apply DB --local
exec wrangler dev --port "${PORT:-8787}" "$@"
