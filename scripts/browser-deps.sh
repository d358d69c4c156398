#!/usr/bin/env bash
# Ensures Debian's chromium is installed for the browser tests (tests/explorer); idempotent.
# Playwright drives this system browser: its own browser downloads are not used.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  sudo=sudo
else
  sudo=
fi
echo "installing chromium for the browser tests" >&2
$sudo apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends chromium >&2
