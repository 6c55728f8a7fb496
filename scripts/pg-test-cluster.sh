#!/usr/bin/env bash
# A private throwaway PostgreSQL cluster for tests, on a free loopback port, owned by the
# `postgres` user (initdb refuses root). `start` prints TEST_DATABASE_URL; `stop` removes it.
# `down` stops the server keeping its data and port, `up` starts it again (fault tests).
# Usage: bash scripts/pg-test-cluster.sh start|restart|down|up|stop [DIR]
set -euo pipefail
cmd=${1:-start}
dir=${2:-/tmp/tohfa-pg-test}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case "$cmd" in
  start)
    if [ -f "$dir/port" ] && as_pg "$bin/pg_ctl" -D "$dir/data" status >/dev/null 2>&1; then
      echo "postgres://postgres@127.0.0.1:$(cat "$dir/port")/postgres"; exit 0
    fi
    rm -rf "$dir"; mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
    as_pg "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c timezone=UTC" start >/dev/null
    echo "$port" > "$dir/port"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  restart)
    as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w restart -o "-p $(cat "$dir/port") -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c timezone=UTC" -l "$dir/log" >/dev/null
    ;;
  down)
    as_pg "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  up)
    as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $(cat "$dir/port") -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c timezone=UTC" start >/dev/null
    ;;
  stop)
    [ -d "$dir/data" ] && as_pg "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *) echo "usage: $0 start|restart|down|up|stop [DIR]" >&2; exit 2 ;;
esac
