#!/usr/bin/env bash
# The README's first command: install, build, and start the whole product on the embedded
# database (PGlite in ./data) with demo data, at http://localhost:${PORT:-3000}, for this machine
# only. A real shop sets ADMIN_EMAIL/ADMIN_PASSWORD (or DATABASE_URL, or DEMO=0) and gets no demo:
# see the README's "From the demo to a real shop".
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/pnpm.sh

pnpm install --frozen-lockfile
pnpm build
if [[ -z "${DEMO:-}" && -z "${ADMIN_EMAIL:-}" && -z "${DATABASE_URL:-}" ]]; then
  export DEMO=1
fi
exec node packages/server/dist/main.js
