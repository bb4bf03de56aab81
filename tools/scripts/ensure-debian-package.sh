#!/usr/bin/env bash
# Usage: ensure-debian-package.sh BINARY WHAT PACKAGE [PACKAGE...]
# The tests use Debian's own builds of a few programs (no downloads). Installs the packages when BINARY is
# missing and we are root; otherwise says what to install and fails.
set -euo pipefail
binary="$1"
what="$2"
shift 2
if [ -x "$binary" ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "$what is missing at $binary. Install Debian's package (sudo apt-get install $*), then run the tests again." >&2
  exit 1
fi
echo "Installing Debian's $* for $what..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "$@" >/dev/null
