#!/usr/bin/env bash
# The many-instances test (tools/topology) puts Debian's nginx in front of two site servers. Installs it
# when missing and we are root; otherwise says so (npm test then skips that test, except in CI).
set -euo pipefail
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$NGINX" ]; then
  exit 0
fi
if [ "$(id -u)" != "0" ]; then
  echo "nginx is missing at $NGINX. Install Debian's 'nginx' package (sudo apt-get install nginx)" >&2
  echo "or set NGINX_PATH to an nginx binary, then run the tests again." >&2
  exit 1
fi
echo "Installing Debian's nginx package for the many-instances test..."
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends nginx >/dev/null
