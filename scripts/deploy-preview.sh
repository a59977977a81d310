#!/usr/bin/env bash
# `npm run deploy:preview -- <branch>`: upload a preview version of the Worker under an
# alias named after the branch (https://<alias>-<worker>.<account>.workers.dev). Previews
# share the production D1 and KV bindings; migrations are applied by the main deploy.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
branch="${1:-${GITHUB_HEAD_REF:-$(git rev-parse --abbrev-ref HEAD)}}"
# Aliases are lower-case letters, digits and dashes, and short.
alias=$(printf '%s' "$branch" | tr '[:upper:]' '[:lower:]' | tr -c 'a-z0-9-' '-' | cut -c1-40 | sed 's/-*$//')
vite build
wrangler versions upload --env production --preview-alias "$alias"
