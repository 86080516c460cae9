const format = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** '820 B', '48 kB', '3,4 MB': the size of a file as the lists show it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${format.format(bytes / 1024)} kB`;
  return `${format.format(bytes / 1024 / 1024)} MB`;
}
