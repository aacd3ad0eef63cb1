#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests exists: Debian's package, since
# Playwright's own browser download cannot reach its host from these machines.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  exit 0
fi
echo "Chromium not found at $chromium: installing Debian's chromium package..."
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    echo "Cannot install Chromium: not root and no sudo. Install the 'chromium' package, or set CHROMIUM_PATH." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq chromium >/dev/null
"$chromium" --version
