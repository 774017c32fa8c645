# Sourced by the scripts: makes `pnpm` the version pinned in package.json available on a machine
# that has only Node and npm (no global pnpm, no corepack set-up). Which pnpm runs is settled at
# the first call, not here: asking pnpm its version starts Node (0.3 s idle, seconds under load),
# and a start with nothing to install or build calls no pnpm at all.
PNPM_VERSION=10.34.9
pnpm() {
  if [ -z "${pnpm_runs:-}" ]; then
    if type -P pnpm >/dev/null && [ "$(command pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
      pnpm_runs=installed
    else
      pnpm_runs=npx
    fi
  fi
  if [ "$pnpm_runs" = installed ]; then
    command pnpm "$@"
  else
    npx --yes "pnpm@$PNPM_VERSION" "$@"
  fi
}
