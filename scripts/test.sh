#!/usr/bin/env bash
# The whole test suite (`npm test`): build, type checks, lint and format, then the three
# vitest layers (worker in workerd, client in jsdom, e2e in Chromium). Every step runs even
# when an earlier one failed, and the last line is the total: `N passed, N failed`.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

passed=0
failed=0
failures=()

step() {
  local name=$1
  shift
  echo "── $name"
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
  fi
}

step "build the SPA" vite build --logLevel warn
step "typecheck worker" tsc -p tsconfig.worker.json
# The client reads our API's types from the declarations this writes to .types/.
step "declare the API's types" tsc -b tsconfig.api.json
step "typecheck client" tsc -p tsconfig.client.json
step "typecheck node tooling" tsc -p tsconfig.node.json
step "lint and format (biome)" biome ci .
# No feature reached from outside except through its index.ts, and no import cycles among
# the static imports, type-only included (.dependency-cruiser.cjs says why).
step "import rules (dependency-cruiser)" depcruise worker client bench scripts test \
  --config .dependency-cruiser.cjs --output-type err
step "import cycles (dependency-cruiser)" depcruise worker client bench scripts test \
  --config .dependency-cruiser-cycles.cjs --output-type err

report=$(mktemp)
echo "── vitest: worker, client, e2e"
vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@"
vitest_status=$?
counts=$(node -e '
  const fs = require("node:fs");
  let r = {};
  try { r = JSON.parse(fs.readFileSync(process.argv[1], "utf8")); } catch {}
  const passed = r.numPassedTests ?? 0;
  // A file that fails to load (or a failed global setup) has no failed test of its own.
  const failed = (r.numFailedTests ?? 0) || (r.numFailedTestSuites ?? 0);
  console.log(passed, failed);
' "$report")
rm -f "$report"
read -r vitest_passed vitest_failed <<<"$counts"
if [ "$vitest_status" -ne 0 ] && [ "$vitest_failed" -eq 0 ]; then
  vitest_failed=1
  failures+=("vitest exited with $vitest_status")
fi
passed=$((passed + vitest_passed))
failed=$((failed + vitest_failed))

if [ ${#failures[@]} -gt 0 ]; then
  printf 'failed steps: %s\n' "${failures[*]}"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
