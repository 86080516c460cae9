import { describe, expect, it } from 'vitest';
import { customerDisplayName, formalName, personName } from '../../src/shared/domain/person-name.ts';

const name = { gender: 'F' as const, initials: 'M.', middleName: 'van', lastName: 'Brouwer' };

describe('person names', () => {
  it('joins initials, middle name and last name, skipping what is empty', () => {
    expect(personName(name)).toBe('M. van Brouwer');
    expect(personName({ initials: '', middleName: '', lastName: 'Jansen' })).toBe('Jansen');
  });

  it('puts the salutation of a known gender first', () => {
    expect(formalName(name)).toBe('Mevr. M. van Brouwer');
    expect(formalName({ ...name, gender: 'M' })).toBe('Dhr. M. van Brouwer');
    expect(formalName({ ...name, gender: 'U' })).toBe('M. van Brouwer');
  });

  it('shows a company customer as the company with the person in brackets', () => {
    expect(customerDisplayName({ companyTitle: '', name })).toBe('M. van Brouwer');
    expect(customerDisplayName({ companyTitle: 'Bloemen BV', name })).toBe('Bloemen BV (M. van Brouwer)');
  });
});
