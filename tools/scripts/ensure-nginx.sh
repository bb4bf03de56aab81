#!/usr/bin/env bash
# The many-instances test (tools/topology) puts Debian's nginx in front of two site servers; npm test skips
# that test when nginx cannot be installed, except in CI.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-debian-package.sh" "${NGINX_PATH:-/usr/sbin/nginx}" nginx nginx
