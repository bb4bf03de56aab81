#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (no browser download). Installs it when missing and we are root.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "Chromium is missing at $CHROMIUM. Install Debian's 'chromium' package (sudo apt-get install chromium)" >&2
  echo "or set CHROMIUM_PATH to a Chromium binary, then run the tests again." >&2
  exit 1
fi
echo "Installing Debian's chromium package for the browser tests..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-liberation fonts-noto-color-emoji >/dev/null
