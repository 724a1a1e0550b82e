#!/usr/bin/env bash
# Starts the local PostgreSQL 15 cluster and (re)creates the test databases:
#   postgres://job_board:job_board@127.0.0.1:5432/job_board_test   (API suite)
#   postgres://job_board:job_board@127.0.0.1:5432/job_board_e2e    (end-to-end journeys)
# The role may create databases: the API suite copies its migrated template for each test app.
# Exits non-zero, changing nothing, where there is no local PostgreSQL to use.
set -euo pipefail

command -v pg_ctlcluster >/dev/null 2>&1 || { echo "PostgreSQL is not installed here." >&2; exit 1; }
[ "$(id -u)" = 0 ] || { echo "Starting PostgreSQL needs root." >&2; exit 1; }

pg_ctlcluster 15 main start 2>/dev/null || true
for _ in $(seq 1 30); do
  su postgres -c "pg_isready -q" && break
  sleep 1
done

su postgres -c "psql -v ON_ERROR_STOP=1 -q" <<'SQL'
do $$ begin
  if not exists (select from pg_roles where rolname = 'job_board') then
    create role job_board login password 'job_board';
  end if;
end $$;
-- The API suite copies a migrated template database for each test app.
alter role job_board createdb;
drop database if exists job_board_test;
create database job_board_test owner job_board;
drop database if exists job_board_e2e;
create database job_board_e2e owner job_board;
SQL
for database in job_board_test job_board_e2e; do
  su postgres -c "psql -q -d $database -c 'create extension if not exists pg_trgm'"
done
