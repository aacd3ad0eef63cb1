#!/usr/bin/env bash
# Makes sure the browsers of the tests and benches exist: Debian's packages, since Playwright's
# own browser download cannot reach its host from these machines. `chromium` is the full
# browser (benches, Lighthouse); `chromium-headless-shell` is the same engine that the test
# suites run in, at about half the CPU per page (scripts/chromium.mjs).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell=/usr/bin/chromium-headless-shell
if [ -x "$chromium" ] && { [ -n "${CHROMIUM_TEST_PATH:-}" ] || [ -x "$shell" ]; }; then
  exit 0
fi
echo "Installing Debian's chromium and chromium-headless-shell packages..."
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
    if [ -x "$chromium" ]; then
      # The suites fall back to the full browser: slower, same results.
      echo "chromium-headless-shell missing and cannot be installed (not root, no sudo): the tests run in $chromium." >&2
      exit 0
    fi
    echo "Cannot install Chromium: not root and no sudo. Install the 'chromium' and 'chromium-headless-shell' packages, or set CHROMIUM_PATH and CHROMIUM_TEST_PATH." >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq chromium chromium-headless-shell >/dev/null
"$chromium" --version
