#!/usr/bin/env bash
# A dated backup in BACKUP_DIR, and the ones older than BACKUP_KEEP_DAYS removed — only after the new one is whole.
set -euo pipefail
dir="${BACKUP_DIR:?set BACKUP_DIR}"
keep="${BACKUP_KEEP_DAYS:-14}"
mkdir -p "$dir"
node src/server/cli/backup.ts "$dir/werkplaats-$(date +%Y-%m-%dT%H%M).backup.gz"
find "$dir" -maxdepth 1 -name 'werkplaats-*.backup.gz' -mtime "+$keep" -print -delete
