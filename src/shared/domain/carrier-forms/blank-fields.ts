// A box left blank in a carrier's form means 'not given' (issue 21), in the generic form and on the server alike:
// an empty optional field is then simply absent, not invalid (Reviva refused its own empty 'E-mail ontvanger' as an
// invalid e-mail address), and an empty required one, a select included, reads as missing: 'Dit veld is verplicht.'
// rather than 'Voer een geldig waarde in.'.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values without the text that is only whitespace, at every level. */
export function withoutBlankFields(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => !(typeof value === 'string' && value.trim() === ''))
      .map(([key, value]) => [key, isRecord(value) ? withoutBlankFields(value) : value]),
  );
}
