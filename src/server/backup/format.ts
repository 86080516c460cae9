// The backup file: gzipped JSON lines, the header first, then every row as { table, row }, parents before children.

export const BACKUP_FORMAT = 'werkplaats-backup/1';

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The migrations the database had: a restore brings its target to exactly these before the rows go in. */
  migrations: string[];
  tables: string[];
}

export interface BackupLine {
  table: string;
  row: Record<string, unknown>;
}

export const backupMessages = {
  notABackup: (file: string) => `${file} is geen Werkplaats-back-up`,
  newerCode: (names: string[]) => `Deze back-up komt van een nieuwere Werkplaats (onbekende migraties: ${names.join(', ')}); werk eerst bij`,
  notEmpty: (table: string, count: number) =>
    `De database is niet leeg (${table}: ${count} rijen); gebruik --force om alles te vervangen door de back-up`,
  serverRunning: 'De server draait op deze gegevensmap: stop hem eerst (een back-up maken kan terwijl hij draait, terugzetten niet)',
};
