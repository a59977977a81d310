#!/usr/bin/env bash
# `npm run deploy`: build, apply D1 migrations to the remote database, deploy the Worker
# (production environment in wrangler.toml). Needs CLOUDFLARE_API_TOKEN (and account id).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
vite build
wrangler d1 migrations apply DB --remote --env production
wrangler deploy --env production
