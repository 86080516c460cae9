/** localStorage that never throws (private mode, quota, disabled storage) and reads JSON safely. */
export const storage = {
  read<T>(key: string): T | undefined {
    try {
      const text = localStorage.getItem(key);
      return text === null ? undefined : (JSON.parse(text) as T);
    } catch {
      return undefined;
    }
  },
  write(key: string, value: unknown) {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Keeping a preference is a nicety; the workbench works without it.
    }
  },
  remove(key: string) {
    try {
      localStorage.removeItem(key);
    } catch {
      // see write()
    }
  },
};
