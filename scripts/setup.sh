#!/usr/bin/env bash
# Shared set-up for scripts/serve, scripts/test and scripts/bench: installs only what is missing,
# so a second run costs seconds. Sourced, not run.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$HOME/.cargo/bin:$ROOT/scripts/node/node_modules/.bin:$PATH"
TRUNK_VERSION=0.21.14

step() { printf '\n==> %s\n' "$*"; }

# The wasm-bindgen version pinned in Cargo.lock: the CLI must match it exactly.
wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

# npm install only when package-lock.json changed since the last install in that folder.
npm_ready() {
  local dir="$1" stamp="$1/node_modules/.warpwise-lock"
  if [ -f "$stamp" ] && cmp -s "$dir/package-lock.json" "$stamp"; then return 0; fi
  step "npm ci in ${dir#$ROOT/}"
  (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  cp "$dir/package-lock.json" "$stamp"
}

ensure_build_tools() {
  if ! rustup target list --installed 2>/dev/null | grep -q wasm32-unknown-unknown; then
    step "rustup target add wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
  fi
  local want; want="$(wasm_bindgen_version)"
  if ! wasm-bindgen --version 2>/dev/null | grep -q " $want\$"; then
    step "cargo install wasm-bindgen-cli $want (about 2 minutes, once)"
    # Not --locked: its lockfile names a crate version this registry mirror lacks.
    cargo install wasm-bindgen-cli --version "$want" --force
  fi
  if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION\$"; then
    step "cargo install trunk $TRUNK_VERSION (about 8 minutes, once)"
    cargo install trunk --version "$TRUNK_VERSION" --locked --force
  fi
  # wasm-opt from npm's binaryen; Debian's binaryen is too old and silently breaks the app.
  npm_ready "$ROOT/scripts/node"
}

ensure_browser() {
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    step "apt-get install chromium chromium-driver"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null
  fi
  npm_ready "$ROOT/tests/e2e"
}

build_site() {
  step "trunk build --release --offline"
  (cd "$ROOT" && trunk build --release --offline 2>&1 | grep -Ev '^\s*(Compiling|Downloaded|Downloading)' | tail -n 5)
}
