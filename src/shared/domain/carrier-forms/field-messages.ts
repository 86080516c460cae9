// The messages PostNL's and Red je Pakketje's send screens show (spec §9 wording), their rule for a count, and how
// their superstruct refinements take a rule.

export const carrierFieldMessages = {
  required: 'Dit veld is vereist',
  tooLarge: (max: number) => `Waarde is te groot (max ${max})`,
  tooSmall: (min: number) => `Waarde is te klein (min. ${min})`,
  tooLong: (max: number) => `Dit veld is te lang (max ${max} karakters)`,
  notWhole: 'Voer een geheel getal in',
} as const;

/** The field error of a whole number from `min` to `max`, or null; a number box left empty reads NaN: required. */
export function wholeNumberError(value: number, min: number, max: number): string | null {
  if (Number.isNaN(value)) return carrierFieldMessages.required;
  if (!Number.isInteger(value)) return carrierFieldMessages.notWhole;
  if (value < min) return carrierFieldMessages.tooSmall(min);
  if (value > max) return carrierFieldMessages.tooLarge(max);
  return null;
}

/** A rule (message or null) as a superstruct refinement: true when the value passes, else the message. */
export const checked = <T>(check: (value: T) => string | null) => (value: T) => check(value) ?? true;
