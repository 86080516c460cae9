type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the user changed in a form: the fields of `edited` that differ from `opened` (the values the form opened
 * with), nested objects compared field by field. The server merges such a partial object over what it stores, so
 * a field the user left alone keeps whatever a colleague saved meanwhile.
 */
export function changedFields<T extends Plain>(opened: T, edited: T): Partial<T> {
  const changes: Plain = {};
  for (const [key, value] of Object.entries(edited)) {
    const before = opened[key];
    if (isPlain(value) && isPlain(before)) {
      const nested = changedFields(before, value);
      if (Object.keys(nested).length > 0) changes[key] = nested;
    } else if (value !== before) {
      changes[key] = value;
    }
  }
  return changes as Partial<T>;
}
