/**
 * SQL for the search box, over the narrow order_search (alias `s`, migration 014): an order number matches exactly
 * or by prefix, with or without its 'BLB', and any three or more of its digits match anywhere in it ('984'); any
 * text matches customer and recipient names, e-mail, delivery and customer city, and both postcodes (written
 * without spaces in search_text, so the query's postcode is too). One or two digits are looked for only as the
 * start of an order number or as an id: a trigram index cannot narrow down anything shorter than three characters.
 */
export function searchCondition(query: string, bind: (value: unknown) => string): string | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  const orderNumber = /^(blb)?(\d{1,12})$/.exec(q);
  const digits = orderNumber?.[2];
  const parts: string[] = [];
  if (digits) {
    parts.push(`s.order_number LIKE ${bind(`BLB${digits}%`)}`);
    parts.push(`s.id = ${bind(Number(digits))}`);
  }
  if (!orderNumber || (!orderNumber[1] && digits!.length >= 3)) {
    parts.push(`s.search_text LIKE ${bind(`%${escapeLike(compactPostcode(q))}%`)}`);
  }
  return `(${parts.join(' OR ')})`;
}

/** '1037 kk' as search_text holds it: '1037kk'. */
function compactPostcode(q: string): string {
  return /^\d{4}\s+[a-z]{2}$/.test(q) ? q.replace(/\s+/, '') : q;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
