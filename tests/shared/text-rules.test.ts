// The send screens and admin forms refuse control characters where the server does (issue 21), so the person
// typing sees 'Bevat ongeldige tekens' on the field before anything is sent; card text and notes keep their lines.
import { describe, expect, it } from 'vitest';
import { EfCardFields } from '../../src/shared/domain/ef-card-rules.ts';
import { colleagueFloristErrors, type ColleagueFloristValues } from '../../src/shared/domain/florist-form.ts';
import { floristErrors } from '../../src/shared/domain/florist-rules.ts';
import { NewCardFields } from '../../src/shared/domain/new-card.ts';
import { relayErrors } from '../../src/shared/domain/relay-form.ts';
import { multiLineTextError, normalisedLineBreaks, singleLineTextError } from '../../src/shared/domain/text-rules.ts';
import type { FloristInput } from '../../src/shared/schema/florists.ts';

const INVALID = 'Bevat ongeldige tekens';
const CONTROLS = ['\n', '\r', '\t', '\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028'];

describe('the text rules', () => {
  it.each(CONTROLS.map((control) => [JSON.stringify(control), control]))('a single line refuses %s', (_, control) => {
    expect(singleLineTextError(`Anna${control}de Vries`)).toBe(INVALID);
  });

  it('several lines keep line breaks and tabs, refuse other control characters', () => {
    expect(multiLineTextError('Lieve Anna,\r\n\tGefeliciteerd!\rGroet')).toBeNull();
    for (const control of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028']) expect(multiLineTextError(`a${control}b`)).toBe(INVALID);
    expect(normalisedLineBreaks('een\r\ntwee\rdrie\nvier')).toBe('een\ntwee\ndrie\nvier');
  });

  it('take every letter, sign and emoji a person types', () => {
    const text = 'Zoë’s «bloemen» — € 12,50 ✿ 🌷 ß ç ñ 中文';
    expect(singleLineTextError(text)).toBeNull();
    expect(multiLineTextError(text)).toBeNull();
  });
});

describe('the forms refuse what the server refuses', () => {
  it('the relay form names the code with the line break', () => {
    expect(relayErrors({ '06': '01-12-2026', '12': '25', '21': 'Anna\n12 0.01\n01 9999', '23': 'Dorpsstraat 1', '31': '1234 AB', '32': 'Urk', '41': 'Boeket' }))
      .toEqual([{ field: '21', message: INVALID }]);
  });

  it('the colleague florist form refuses a control character in the recipient, keeps the card\'s lines', () => {
    const values: ColleagueFloristValues = {
      orderNumber: '0000254', floristId: 7, deliveryDate: '2026-12-01', orderItems: [{ title: 'Boeket', quantity: 1, price: '25' }],
      recipient: { name: 'Ria\u001bBakker', companyName: '', street: 'Markt', streetNumber: '1', zipcode: '8261 GS', city: 'Kampen', countryCode: 'NL', phoneNumber: '' },
      card: { kind: 'card', text: 'Lieve Ria,\nGefeliciteerd!', left: '', right: '' }, description: 'Met groen\nerbij', comment: '',
    };
    expect(colleagueFloristErrors(values)).toEqual([{ field: 'recipient.name', message: INVALID }]);
  });

  it('the florist admin form refuses a line break in a name, keeps one in the comment', () => {
    const florist: FloristInput = {
      name: 'Bloemenhuis\nUrk', contactPersonName: '', emailAddress: 'info@urk.example', phoneNumber: '', accountNumber: '', comment: 'Bellen\nvoor 11:00',
      address: { street: 'Wijk 2', streetNumber: '14', zipcode: '8321 EP', city: 'Urk', countryCode: 'NL' }, active: true, deliveryCities: [],
    };
    expect(floristErrors(florist)).toEqual([{ field: 'name', message: INVALID }]);
  });

  it('a new card and the EF card keep line breaks, refuse ESC; a ribbon line refuses a line break', () => {
    const failure = (struct: { validate(value: unknown): [{ failures(): { message: string }[] } | undefined, unknown] }, value: unknown) =>
      struct.validate(value)[0]?.failures()[0].message ?? null;
    expect(failure(NewCardFields, { kind: 'card', text: 'Lieve Anna,\nGefeliciteerd!', left: '', right: '' })).toBeNull();
    expect(failure(NewCardFields, { kind: 'card', text: 'Lieve \u001b[31mAnna', left: '', right: '' })).toBe(INVALID);
    expect(failure(NewCardFields, { kind: 'ribbon', text: '', left: 'In dierbare\nherinnering', right: '' })).toBe(INVALID);
    expect(failure(EfCardFields, { text: 'Regel een\nRegel twee', type: 'card2', printer: '_popup' })).toBeNull();
    expect(failure(EfCardFields, { text: 'Kaart\u0007', type: 'card2', printer: '_popup' })).toBe(INVALID);
  });
});
