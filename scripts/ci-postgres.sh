#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster (Debian's postgresql package) on a free port with a temporary data
# directory, creates a database, and prints its URL on stdout (and nothing else there), e.g.
#   DATABASE_URL=$(bash scripts/ci-postgres.sh) npx vitest run --project server
# The cluster keeps running after the script ends; the command to stop it is printed on stderr.
set -euo pipefail

bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "${bindir}" ] || [ ! -x "${bindir}/initdb" ]; then
  echo "ci-postgres: PostgreSQL is not installed (apt-get install postgresql)" >&2
  exit 1
fi

# A free TCP port, chosen by the kernel.
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

base=$(mktemp -d /tmp/ci-postgres.XXXXXX)
chmod 755 "${base}"
datadir="${base}/data"
logfile="${base}/postgres.log"

# PostgreSQL refuses to run as root: run it as the postgres user (created by the Debian package) when we are root.
as_pg() {
  if [ "$(id -u)" = "0" ]; then
    chown -R postgres:postgres "${base}"
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}
user=$([ "$(id -u)" = "0" ] && echo postgres || id -un)

as_pg "${bindir}/initdb" -D "${datadir}" -U "${user}" --auth=trust --encoding=UTF8 --no-locale >&2
as_pg "${bindir}/pg_ctl" -D "${datadir}" -l "${logfile}" -w \
  -o "-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >&2
as_pg "${bindir}/createdb" -h 127.0.0.1 -p "${port}" -U "${user}" ci >&2

echo "ci-postgres: running on port ${port}; stop with: $([ "$(id -u)" = "0" ] && echo 'runuser -u postgres -- ')${bindir}/pg_ctl -D ${datadir} stop" >&2
echo "postgres://${user}@127.0.0.1:${port}/ci"
