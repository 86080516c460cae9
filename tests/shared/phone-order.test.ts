// The phone-order form and the server judge a phone order alike: what the form's rules accept becomes a cart the
// server's schema accepts, what they refuse the server refuses too, and the server's field errors land on the form's
// own fields.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  phoneOrderCart, phoneOrderDefaults, phoneOrderField, PhoneOrderFields, type PhoneOrderValues,
} from '../../src/shared/domain/phone-order.ts';
import { CartDraft } from '../../src/shared/schema/order.ts';
import { compileBodySchema } from '../../src/server/validation.ts';
import { dutchDay } from '../helpers/days.ts';

const checkCart = compileBodySchema(CartDraft);

function filled(changes: (values: PhoneOrderValues) => void = () => {}): PhoneOrderValues {
  const values = phoneOrderDefaults();
  values.customer.lastName = 'Visser';
  values.recipient.name = 'Anna Bos';
  values.recipient.address = { street: 'Grote Markt', streetNumber: '3', zipcode: '2011 vb', city: 'Haarlem', countryCode: 'NL' };
  values.recipient.addition = 'A';
  values.items = [{ productId: 940102, title: 'Boeket Lentegroet', quantity: '2', pricePerProduct: '24,95' }];
  values.cardText = 'Van harte!';
  changes(values);
  return values;
}

const formAccepts = (values: PhoneOrderValues) => !PhoneOrderFields.validate(values)[0];

describe('a phone order', () => {
  it('becomes a cart the server accepts: no e-mail address, the customer at the delivery address, the addition after the number', () => {
    const values = filled();
    expect(formAccepts(values)).toBe(true);
    const cart = phoneOrderCart(values);
    expect(checkCart(cart), JSON.stringify(checkCart.errors)).toBe(true);
    expect(cart.recipient.address).toEqual({ street: 'Grote Markt', streetNumber: '3 A', zipcode: '2011 VB', city: 'Haarlem', countryCode: 'NL' });
    expect(cart.customer.address).toEqual(cart.recipient.address);
    expect(cart.customer.emailAddress).toBe('');
    expect(cart.items).toEqual([{ productId: 940102, title: 'Boeket Lentegroet', quantity: 2, pricePerProduct: 24.95 }]);
  });

  it('is refused by form and server alike for card texts and ribbon lines of every length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.integer({ min: 0, max: 14 }), fc.boolean(), (line, breaks, ribbon) => {
        const values = filled((draft) => {
          draft.cardKind = ribbon ? 'ribbon' : 'card';
          draft.ribbonLeft = `R${line}`;
          draft.cardText = `K${line}${'\n'.repeat(breaks)}`;
        });
        expect(formAccepts(values)).toBe(checkCart(phoneOrderCart(values)));
      }),
      { numRuns: 200 },
    );
  });

  it('refuses a day in the past in both', () => {
    const values = filled((draft) => {
      draft.deliveryDate = dutchDay(-1);
    });
    expect(formAccepts(values)).toBe(false);
    expect(checkCart(phoneOrderCart(values))).toBe(false);
  });

  it("puts the server's field errors on the form's fields", () => {
    const living = filled();
    const elsewhere = filled((draft) => {
      draft.customer.sameAddress = false;
    });
    expect(phoneOrderField('cart.customer.name.lastName', living)).toBe('customer.lastName');
    expect(phoneOrderField('cart.customer.address.zipcode', living)).toBe('recipient.address.zipcode');
    expect(phoneOrderField('cart.customer.address.zipcode', elsewhere)).toBe('customer.address.zipcode');
    expect(phoneOrderField('cart.items.1.productId', living)).toBe('items.1.title');
    expect(phoneOrderField('cart.card.left', living)).toBe('ribbonLeft');
    expect(phoneOrderField('cart.deliveryDate', living)).toBe('deliveryDate');
    expect(phoneOrderField('cart.customer.reference', living)).toBeNull();
  });
});
