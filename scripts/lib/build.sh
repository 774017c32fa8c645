# Sourced by start.sh and test.sh, after pnpm.sh: install and build only what changed since the
# last install and build of this checkout (the stamps: scripts/lib/build-stamps.mjs). Run from the
# workspace's root.
build_stamps="$(dirname "${BASH_SOURCE[0]}")/build-stamps.mjs"

# `pnpm install --frozen-lockfile` when a manifest or the lockfile changed since the last one (or
# nothing is installed). pnpm's own "Already up to date" takes 2 s and more; this check, a fraction of a second.
install_if_changed() {
  local hash
  hash=$(node "$build_stamps" install-plan)
  if [ -z "$hash" ]; then
    echo "Dependencies: installed already (no manifest or lockfile changed since)."
    return 0
  fi
  pnpm install --frozen-lockfile
  node "$build_stamps" install-stamp "$hash"
}

# Builds the named workspace packages (every package without names) whose inputs changed since
# their last build, each after the workspace packages it needs built first.
build_changed() {
  local plan name hash
  plan=$(node "$build_stamps" plan "$@")
  if [ -z "$plan" ]; then
    echo "Build: up to date (${*:-every package}: no input changed since the last build)."
    return 0
  fi
  local filters=() stamps=()
  while read -r name hash; do
    filters+=(--filter "$name")
    stamps+=("$name=$hash")
  done <<<"$plan"
  echo "Build: ${stamps[*]%%=*}"
  pnpm "${filters[@]}" build
  node "$build_stamps" stamp "${stamps[@]}"
}
