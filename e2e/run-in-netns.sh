#!/usr/bin/env bash
# Runs a command in a fresh network namespace that has nothing but loopback traffic:
# lo up, and a veth pair whose one end carries 127.1.0.1/32 (IPv6 off). Janus (libnice) gathers no
# ICE candidates on loopback interfaces, so the veth address is its candidate, while everything stays
# on loopback addresses and nothing can leave the namespace. Needs root (unshare -n).
# Usage: e2e/run-in-netns.sh <command> [args...]
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "$0: media tests need root to create a network namespace (unshare -n)" >&2
  exit 1
fi

# The inner script gets the command as its arguments, so quoting survives.
exec unshare -n bash -c '
  set -euo pipefail
  ip link set lo up
  ip link add veth0 type veth peer name veth1
  sysctl -qw net.ipv6.conf.veth0.disable_ipv6=1 net.ipv6.conf.veth1.disable_ipv6=1
  ip addr add 127.1.0.1/32 dev veth0
  ip link set veth0 up
  ip link set veth1 up
  exec "$@"
' run-in-netns "$@"
