#!/usr/bin/env bash
# The README's first command: install, build, and start the whole product on the embedded
# database (PGlite in ./data) with demo data, at http://localhost:${PORT:-3000}.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/pnpm.sh

pnpm install --frozen-lockfile
pnpm build
exec node packages/server/dist/main.js
