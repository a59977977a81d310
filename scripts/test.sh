#!/usr/bin/env bash
# The whole test suite (`npm test`), cheapest first: the build and the static checks (type
# checks, lint and format, import rules; two at a time), then the unit layers (worker in
# workerd, client in jsdom or Node), then the browser journeys (e2e in Chromium, two files
# at a time, sharing one Chromium and the servers the e2e setup starts). Every step runs even when an earlier
# one failed, and the last line is the total: `N passed, N failed`. Each part prints how
# long it took; docs/development.md has the table and how to run one part alone.
#
# Arguments go to both vitest runs (e.g. `npm test -- -t "scale bar"`).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

passed=0
failed=0
failures=()

# Steps given as pairs of a name and a command, two at a time: a type check or a lint is
# one process on one core, so two at once take half the time on this machine's two. Each
# step's output is printed when the group is done, in the order given.
steps_two_at_a_time() {
  local scratch
  scratch=$(mktemp -d)
  local -a names=()
  local index=0
  while [ $# -gt 0 ]; do
    names+=("$1")
    local command=$2
    shift 2
    while [ "$(jobs -rp | wc -l)" -ge 2 ]; do wait -n; done
    (
      started=$SECONDS
      bash -c "$command" >"$scratch/$index.out" 2>&1
      echo $? >"$scratch/$index.status"
      echo $((SECONDS - started)) >"$scratch/$index.time"
    ) &
    index=$((index + 1))
  done
  wait
  for index in "${!names[@]}"; do
    local name=${names[$index]}
    echo "── $name"
    cat "$scratch/$index.out"
    if [ "$(cat "$scratch/$index.status")" -eq 0 ]; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1))
      failures+=("$name")
    fi
    echo "   ($name: $(cat "$scratch/$index.time") s)"
  done
  rm -rf "$scratch"
}

# The API's declarations in .types/ (the client reads our API's types from them) are built
# from worker/, which this checks once; the worker's tests are checked beside them.
steps_two_at_a_time \
  "build the SPA" "vite build --logLevel warn" \
  "typecheck worker and declare the API's types" "tsc -b tsconfig.api.json"
# No feature reached from outside except through its index.ts, and no import cycles among
# the static imports, type-only included (.dependency-cruiser.cjs says why).
steps_two_at_a_time \
  "typecheck client" "tsc -p tsconfig.client.json" \
  "typecheck the worker's tests" "tsc -p tsconfig.worker.json" \
  "typecheck node tooling" "tsc -p tsconfig.node.json" \
  "lint and format (biome)" "biome ci ." \
  "import rules (dependency-cruiser)" \
  "depcruise worker client bench scripts test --config .dependency-cruiser.cjs --output-type err" \
  "import cycles (dependency-cruiser)" \
  "depcruise worker client bench scripts test --config .dependency-cruiser-cycles.cjs --output-type err"

# One vitest run: its tests' counts are added to the total; a run that fails without a
# failed test of its own (a file that does not load, a failed global setup) counts as one.
vitest_part() {
  local name=$1
  shift
  local report
  report=$(mktemp)
  echo "── vitest: $name"
  local started=$SECONDS
  vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@"
  local status=$?
  local counts
  counts=$(node -e '
    const fs = require("node:fs");
    let r = {};
    try { r = JSON.parse(fs.readFileSync(process.argv[1], "utf8")); } catch {}
    const passed = r.numPassedTests ?? 0;
    const failed = (r.numFailedTests ?? 0) || (r.numFailedTestSuites ?? 0);
    console.log(passed, failed);
  ' "$report")
  rm -f "$report"
  local part_passed part_failed
  read -r part_passed part_failed <<<"$counts"
  if [ "$status" -ne 0 ] && [ "$part_failed" -eq 0 ]; then
    part_failed=1
    failures+=("vitest $name exited with $status")
  fi
  passed=$((passed + part_passed))
  failed=$((failed + part_failed))
  echo "   (vitest $name: $part_passed passed, $part_failed failed, $((SECONDS - started)) s)"
}

# Three files at a time: a jsdom file spends much of its time waiting (lazy chunks, timers),
# so a third file keeps both cores busy.
vitest_part "worker and client" --project worker --project client --project client-node \
  --maxWorkers=3 "$@"
vitest_part "e2e" --project e2e "$@"

if [ ${#failures[@]} -gt 0 ]; then
  printf 'failed steps: %s\n' "${failures[*]}"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
