#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# run-fuzz.sh TARGET SEEDS SECONDS [LIBFUZZER-OPTIONS…]
#
# Runs one fuzz target for SECONDS on its seed corpus.  New inputs go to a
# temporary folder, never into the tree; what the target finds is written
# as crash-*/leak-*/timeout-* to $FUZZ_ARTIFACTS (default: the current
# folder).  Prints "TARGET: N runs in S s" from libFuzzer's final stats,
# and fails if libFuzzer does.
set -u
target=$1 seeds=$2 seconds=$3
shift 3
name=$(basename "$target")
work=$(mktemp -d "${TMPDIR:-/tmp}/$name.XXXXXX")
trap 'rm -rf "$work"' EXIT
artifacts=${FUZZ_ARTIFACTS:-.}
mkdir -p "$artifacts"

started=$(date +%s)
# The engine's bundled data, json-glib and GLib keep a few allocations for
# the life of the process; leaks in one run are still found.
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1} \
UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1} \
G_DEBUG=fatal-warnings \
  "$target" -max_total_time="$seconds" -print_final_stats=1 -timeout=20 \
  -rss_limit_mb=4096 -artifact_prefix="$artifacts/$name-" "$@" \
  "$work" "$seeds" >"$work/log" 2>&1
status=$?
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/log")
if [ "$status" -ne 0 ]; then
  tail -n 60 "$work/log"
  echo "$name: FAILED after ${runs:-?} runs"
  exit "$status"
fi
# A run stopped by a count of runs (-runs=N) ends before SECONDS.
echo "$name: ${runs:-?} runs in $(( $(date +%s) - started )) s"
