/**
 * SQL for the search box (alias `o`): an order number matches exactly or by prefix, with or without
 * its 'BLB'; any text matches customer and recipient names, postcode (with or without space) and e-mail.
 * A number is only looked for in that text when it could be the four digits of a postcode; longer numbers
 * and anything starting with BLB are order numbers or ids, found through their own indexes.
 */
export function searchCondition(query: string, bind: (value: unknown) => string): string | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  const orderNumber = /^(blb)?(\d{1,12})$/.exec(q);
  const digits = orderNumber?.[2];
  const parts: string[] = [];
  if (digits) {
    parts.push(`o.order_number LIKE ${bind(`BLB${digits}%`)}`);
    parts.push(`o.id = ${bind(Number(digits))}`);
  }
  if (!orderNumber || (!orderNumber[1] && digits!.length === 4)) {
    parts.push(`o.search_text LIKE ${bind(`%${escapeLike(q)}%`)}`);
  }
  return `(${parts.join(' OR ')})`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
