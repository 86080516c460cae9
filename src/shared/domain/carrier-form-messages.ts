// The generic carrier form's messages (spec §5): one Dutch text per failed JSON-schema keyword, the same on the
// client's form and in the server's 400. A carrier's schema may force its own wording per keyword with
// `"x-message": { "<keyword>": "<text>" }` on the property (e.g. ZorgeloosBezorgd 'Dit veld is te groot (max 5)').

/** The part of an ajv error the mapping reads. */
export interface CarrierSchemaError {
  instancePath: string;
  keyword: string;
  params: Record<string, unknown>;
  /** The schema the failed keyword sits in (ajv `verbose`); its `x-message` wins. */
  parentSchema?: Record<string, unknown>;
}

export const carrierFormMessages = {
  required: 'Dit veld is vereist',
  tooLarge: (max: unknown) => `Waarde is te groot (max ${max})`,
  tooSmall: (min: unknown) => `Waarde is te klein (min. ${min})`,
  tooLong: (max: unknown) => `Dit veld is te lang (max ${max} karakters)`,
  tooShort: 'Invoer is te kort',
  invalidEmail: 'Voer een geldig e-mailadres in.',
  invalid: 'Voer een geldig waarde in.',
} as const;

/** The field ('dimension.Weight') and its Dutch message. */
export function carrierFieldError(error: CarrierSchemaError): { field: string; message: string } {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = String(error.params.missingProperty);
    const property = (error.parentSchema?.properties as Record<string, Record<string, unknown>> | undefined)?.[missing];
    return { field: path ? `${path}.${missing}` : missing, message: forced(property, 'required') ?? carrierFormMessages.required };
  }
  return { field: path, message: forced(error.parentSchema, error.keyword) ?? keywordMessage(error) };
}

/** One error per field, the first found. */
export function carrierFieldErrors(errors: readonly CarrierSchemaError[]): { field: string; message: string }[] {
  const byField = new Map<string, { field: string; message: string }>();
  for (const error of errors.map(carrierFieldError)) if (!byField.has(error.field)) byField.set(error.field, error);
  return [...byField.values()];
}

function forced(schema: Record<string, unknown> | undefined, keyword: string): string | undefined {
  const messages = schema?.['x-message'];
  const message = messages && typeof messages === 'object' ? (messages as Record<string, unknown>)[keyword] : undefined;
  return typeof message === 'string' ? message : undefined;
}

function keywordMessage({ keyword, params }: CarrierSchemaError): string {
  switch (keyword) {
    case 'minLength':
    case 'minItems':
      return params.limit === 1 ? carrierFormMessages.required : carrierFormMessages.tooShort;
    case 'maximum':
      return carrierFormMessages.tooLarge(params.limit);
    case 'minimum':
      return carrierFormMessages.tooSmall(params.limit);
    case 'maxLength':
      return carrierFormMessages.tooLong(params.limit);
    case 'format':
      return params.format === 'email' ? carrierFormMessages.invalidEmail : carrierFormMessages.invalid;
    default:
      return carrierFormMessages.invalid;
  }
}
