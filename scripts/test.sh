#!/usr/bin/env bash
# The whole test suite (`npm test`), cheapest first: the build and the static checks (type
# checks, lint and format, import rules; two at a time), then the unit layers (worker in
# workerd beside client in jsdom or Node), then the browser journeys (e2e in Chromium, three
# files at a time, sharing one Chromium and the servers the e2e setup starts). Every step
# runs even when an earlier one failed, and the last line is the total: `N passed, N
# failed`. Each part prints how long it took; docs/development.md has the table and how to
# run one part alone.
#
# Arguments go to every vitest run (e.g. `npm test -- -t "scale bar"`).
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

# The type checks are by tsgo, TypeScript's native compiler (@typescript/native-preview):
# the same checks as tsc in a quarter to a half of the time (client 13.3 -> 3.9 s, worker
# and its declarations 10-12 -> 4.8 s here). The API's declarations in .types/ (the client
# reads our API's types from them) are built from worker/, which that build checks once;
# the client's check waits for them (a marker file), while the SPA builds beside them. No
# feature reached from outside except through its index.ts, and no import cycles among the
# static imports, type-only included (.dependency-cruiser.cjs says why).
api_types_declared=$(mktemp -u)
steps_two_at_a_time \
  "typecheck worker and declare the API's types" \
  "tsgo -b tsconfig.api.json; status=\$?; touch $api_types_declared; exit \$status" \
  "build the SPA" "vite build --logLevel warn" \
  "typecheck client" \
  "until [ -e $api_types_declared ]; do sleep 0.2; done; tsgo -p tsconfig.client.json" \
  "typecheck the worker's tests" "tsgo -p tsconfig.worker.json" \
  "typecheck node tooling" "tsgo -p tsconfig.node.json" \
  "lint and format (biome)" "biome ci ." \
  "import rules (dependency-cruiser)" \
  "depcruise worker client bench scripts test --config .dependency-cruiser.cjs --output-type err" \
  "import cycles (dependency-cruiser)" \
  "depcruise worker client bench scripts test --config .dependency-cruiser-cycles.cjs --output-type err"
rm -f "$api_types_declared"

# One vitest run, its output and its counts written to files (runs side by side each keep
# their own): `passed failed`, and vitest's exit status when the run failed without a
# failed test of its own (a file that does not load, a failed global setup), which counts
# as one failure.
vitest_run() {
  local name=$1 output=$2 counts=$3
  shift 3
  local report
  report=$(mktemp)
  local started=$SECONDS
  if [ "$output" = - ]; then
    vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@"
  else
    vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" >"$output" 2>&1
  fi
  local status=$?
  node -e '
    const fs = require("node:fs");
    let r = {};
    try { r = JSON.parse(fs.readFileSync(process.argv[1], "utf8")); } catch {}
    const passed = r.numPassedTests ?? 0;
    const failed = (r.numFailedTests ?? 0) || (r.numFailedTestSuites ?? 0);
    const status = Number(process.argv[2]);
    const exitedAlone = status !== 0 && failed === 0;
    console.log(passed, exitedAlone ? 1 : failed, exitedAlone ? status : "");
  ' "$report" "$status" >"$counts"
  rm -f "$report"
  local summary
  summary="   (vitest $name: $(cut -d" " -f1 "$counts") passed, $(cut -d" " -f2 "$counts") failed, $((SECONDS - started)) s)"
  if [ "$output" = - ]; then echo "$summary"; else echo "$summary" >>"$output"; fi
}

# Prints a vitest run's output (unless it went to the terminal: "-") and adds its counts
# to the total.
vitest_report() {
  local name=$1 output=$2 counts=$3
  if [ "$output" != - ]; then
    echo "── vitest: $name"
    cat "$output"
    rm -f "$output"
  fi
  local part_passed part_failed exit_status
  read -r part_passed part_failed exit_status <"$counts"
  [ -n "$exit_status" ] && failures+=("vitest $name exited with $exit_status")
  passed=$((passed + part_passed))
  failed=$((failed + part_failed))
  rm -f "$counts"
}

# The worker layer (workerd) and the client layers (jsdom threads, Node) side by side, as
# two vitest runs: in one run the worker pool started only once the client files were done.
# The client's jsdom files spend much of their time waiting (lazy chunks, timers), so three
# run at a time.
scratch=$(mktemp -d)
vitest_run "worker" "$scratch/worker.out" "$scratch/worker.counts" --project worker \
  --maxWorkers=2 "$@" &
worker_run=$!
vitest_run "client" "$scratch/client.out" "$scratch/client.counts" --project client \
  --project client-node --maxWorkers=3 "$@"
wait "$worker_run"
vitest_report "worker" "$scratch/worker.out" "$scratch/worker.counts"
vitest_report "client" "$scratch/client.out" "$scratch/client.counts"

echo "── vitest: e2e"
vitest_run "e2e" - "$scratch/e2e.counts" --project e2e "$@"
vitest_report "e2e" - "$scratch/e2e.counts"
rm -rf "$scratch"

if [ ${#failures[@]} -gt 0 ]; then
  printf 'failed steps: %s\n' "${failures[*]}"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
