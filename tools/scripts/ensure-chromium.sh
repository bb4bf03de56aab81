#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (no browser download); CHROMIUM_PATH names another binary.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${CHROMIUM_PATH:-/usr/bin/chromium}" Chromium \
  chromium fonts-liberation fonts-noto-color-emoji
