# Sourced by the scripts: makes `pnpm` the version pinned in package.json available on a machine
# that has only Node and npm (no global pnpm, no corepack set-up).
PNPM_VERSION=10.34.9
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  pnpm() { npx --yes "pnpm@$PNPM_VERSION" "$@"; }
fi
