#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# run-fuzz.sh TARGET SEEDS SECONDS [LIBFUZZER-OPTIONS…]
#
# Runs one fuzz target for SECONDS on its seed corpus.  New inputs go to a
# temporary folder, never into the tree; what the target finds is written
# as crash-*/leak-*/timeout-* to $FUZZ_ARTIFACTS (default: the current
# folder).  Prints "TARGET: N runs in S s" from libFuzzer's final stats,
# and fails if libFuzzer does.  libFuzzer's log goes to $FUZZ_LOG if set
# (to follow a long run), else to the temporary folder.
#
# FUZZ_LONG=1 (build-aux/dev fuzz sets it) is for runs toward ten million
# inputs; docs/development.md, "Fuzzing", says why each choice:
# AddressSanitizer records no stack for each allocation
# (malloc_context_size=0: a report still names where it went wrong, and
# the input it keeps shows the rest when run again without FUZZ_LONG), and
# the targets whose seeds are whole bundled files of 7 to 23 KB mutate
# inputs of at most 4 KB, for which they have seeds of their own.
set -u
target=$1 seeds=$2 seconds=$3
shift 3
name=$(basename "$target")
work=$(mktemp -d "${TMPDIR:-/tmp}/$name.XXXXXX")
trap 'rm -rf "$work"' EXIT
artifacts=${FUZZ_ARTIFACTS:-.}
mkdir -p "$artifacts"
log=${FUZZ_LOG:-$work/log}

# The engine's bundled data, json-glib and GLib keep a few allocations for
# the life of the process; leaks in one run are still found.
asan=detect_leaks=1:allocator_may_return_null=1
if [ -n "${FUZZ_LONG:-}" ]; then
  asan=$asan:malloc_context_size=0
  case $name in
    fuzz-deck|fuzz-effects|fuzz-rules) set -- -max_len=4096 "$@" ;;
  esac
fi

started=$(date +%s)
ASAN_OPTIONS=${ASAN_OPTIONS:-$asan} \
UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1} \
G_DEBUG=fatal-warnings \
  "$target" -max_total_time="$seconds" -print_final_stats=1 -timeout=20 \
  -rss_limit_mb=4096 -artifact_prefix="$artifacts/$name-" "$@" \
  "$work" "$seeds" >"$log" 2>&1
status=$?
runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
if [ "$status" -ne 0 ]; then
  tail -n 60 "$log"
  echo "$name: FAILED after ${runs:-?} runs"
  exit "$status"
fi
# A run stopped by a count of runs (-runs=N) ends before SECONDS.
echo "$name: ${runs:-?} runs in $(( $(date +%s) - started )) s"
