/**
 * Domain code's way to refuse input it was handed (a webshop cart, a file), field by field, without knowing HTTP:
 * the errors plugin answers it as 400 `{ message, code: 'VALIDATION', errors }`.
 */
export class InvalidInput extends Error {
  readonly errors: { field: string; message: string }[];

  constructor(message: string, errors: { field: string; message: string }[]) {
    super(message);
    this.errors = errors;
  }
}
