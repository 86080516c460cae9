import { get, useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { formatMoney } from '../../shared/domain/format.ts';
import { lineTotal, phoneOrderMessages, phoneOrderTotal, type PhoneOrderValues } from '../../shared/domain/phone-order.ts';
import type { KnownProduct } from '../../shared/schema/phone-order.ts';
import { TextField } from '../detail/EditFields.tsx';
import { findProducts } from './phone-order-state.ts';
import { SearchCombobox } from './SearchCombobox.tsx';

export const PRODUCT_SEARCH_ID = 'phone-order-product-search';

/** '24,50', as the price fields take it. */
const priceText = (amount: number) => amount.toFixed(2).replace('.', ',');

function ProductOption({ product }: { product: KnownProduct }) {
  return (
    <>
      <strong>{product.title}</strong>
      <span>{product.productId} · {formatMoney(product.pricePerProduct)}</span>
    </>
  );
}

/** The products: found among those once sold, then quantity and price per line; a running total with delivery. */
export function ProductLines() {
  const { control, formState } = useFormContext<PhoneOrderValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const [items, deliveryCosts] = useWatch<PhoneOrderValues, ['items', 'deliveryCosts']>({ name: ['items', 'deliveryCosts'] });
  const listError = (get(formState.errors, 'items') as FieldError | undefined)?.message
    ?? (get(formState.errors, 'items.root') as FieldError | undefined)?.message;

  const add = (product: KnownProduct) =>
    append(
      { productId: product.productId, title: product.title, quantity: '1', pricePerProduct: priceText(product.pricePerProduct) },
      { focusName: `items.${fields.length}.quantity` },
    );

  // The button goes with its line: the keyboard continues in the product search.
  const removeLine = (index: number) => {
    remove(index);
    document.getElementById(PRODUCT_SEARCH_ID)?.focus();
  };

  return (
    <fieldset className="phone-order__section">
      <legend>Producten</legend>
      <SearchCombobox<KnownProduct>
        inputId={PRODUCT_SEARCH_ID}
        label="Product zoeken"
        placeholder="Naam of productnummer"
        search={findProducts}
        optionKey={(product) => `${product.productId}|${product.title}`}
        renderOption={(product) => <ProductOption product={product} />}
        emptyText={phoneOrderMessages.noProducts}
        onPick={add}
        clearOnPick
      />
      {listError && <p className="detail-field-error" role="alert">{listError}</p>}
      {fields.length > 0 && (
        <ol className="phone-order__lines" aria-label="Orderregels">
          {fields.map((field, index) => (
            <li key={field.id} className="phone-order__line">
              <TextField name={`items.${index}.title`} label="Product" />
              <TextField name={`items.${index}.quantity`} label="Aantal" inputMode="numeric" />
              <TextField name={`items.${index}.pricePerProduct`} label="Prijs per stuk" inputMode="decimal" />
              <output className="phone-order__line-total" aria-label="Regeltotaal">
                {formatMoney(lineTotal(items[index] ?? field))}
              </output>
              <button type="button" className="phone-order__remove" onClick={() => removeLine(index)}
                aria-label={`Verwijderen: ${items[index]?.title ?? field.title}`}>
                Verwijderen
              </button>
            </li>
          ))}
        </ol>
      )}
      <div className="phone-order__row phone-order__totals">
        <TextField name="deliveryCosts" label="Bezorgkosten" inputMode="decimal" />
        <p className="phone-order__total">
          Totaal <output aria-label="Totaal">{formatMoney(phoneOrderTotal({ items: items ?? [], deliveryCosts: deliveryCosts ?? '0' }))}</output>
        </p>
      </div>
    </fieldset>
  );
}
