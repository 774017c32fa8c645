#!/usr/bin/env bash
# The README's first command: install, build, and start the whole product on the embedded
# database (PGlite in ./data) with demo data, at http://localhost:${PORT:-3000}, for this machine
# only. A real shop sets ADMIN_EMAIL/ADMIN_PASSWORD (or DATABASE_URL, or DEMO=0) and gets no demo:
# see the README's "From the demo to a real shop".
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/pnpm.sh
source scripts/lib/build.sh

# Only what changed since the last start: the install when a manifest or the lockfile did, and
# the two builds the server runs (its own, the web's) when one of their inputs did. Both bundle
# the workspace's libraries from source, so no library build is needed to serve.
install_if_changed
build_changed @laundry/server @laundry/web
if [[ -z "${DEMO:-}" && -z "${ADMIN_EMAIL:-}" && -z "${DATABASE_URL:-}" ]]; then
  export DEMO=1
fi
exec node packages/server/dist/main.js
