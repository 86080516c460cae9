// The relay's site as its sandbox shows an imported order (issue 24): the page the popup opens after an import,
// read-only, with what the relay got. Like the relay's own site it needs no session of ours, so the page is opened
// by the key the import answered with its URL; without it (or a wrong one) the page says it knows no such order.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { RELAY_FIELDS } from '../../shared/domain/relay-form.ts';
import { findSandboxImport, type SandboxImport } from '../db/euroflorist-sandbox.ts';
import { SANDBOX_PAGE_PATH } from '../euroflorist/sandbox.ts';

const Params = Type.Object({ reference: Type.String({ maxLength: 40 }) });
const Query = Type.Object({ sleutel: Type.Optional(Type.String({ maxLength: 64 })) });

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function opensWith(imported: SandboxImport, key: string | undefined): boolean {
  const wanted = new URL(imported.url, 'http://sandbox').searchParams.get('sleutel') ?? '';
  const given = key ?? '';
  return wanted !== '' && given.length === wanted.length && timingSafeEqual(Buffer.from(given), Buffer.from(wanted));
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 0; color: #1b2a3a; }
  header { background: #00529b; color: #fff; padding: 8px 16px; }
  header p { margin: 0; font-size: 12px; opacity: .85; }
  h1 { font-size: 18px; margin: 2px 0 0; }
  main { padding: 8px 16px 16px; }
  .status { display: inline-block; background: #dff3e4; color: #185c2b; border-radius: 4px; padding: 2px 8px; font-weight: 600; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 12px 0 0; }
  dt { color: #566; } dd { margin: 0; white-space: pre-wrap; }
</style></head>
<body><header><p>EuroFlorist sandbox</p><h1>${escapeHtml(title)}</h1></header><main>${body}</main></body></html>`;

export const euroFloristSandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(SANDBOX_PAGE_PATH, { schema: { params: Params, querystring: Query }, config: { access: 'public' } }, async (request, reply) => {
    const { reference } = request.params;
    const imported = await findSandboxImport(app.db, reference);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!imported || !opensWith(imported, request.query.sleutel)) {
      return reply.status(404).send(page('Order niet gevonden', `<p role="alert">EuroFlorist kent geen order ${escapeHtml(reference)}.</p>`));
    }
    const rows = RELAY_FIELDS.filter((field) => imported.values[field.code]?.trim())
      .map((field) => `<dt>${escapeHtml(field.label)}</dt><dd>${escapeHtml(imported.values[field.code])}</dd>`)
      .join('');
    return reply.send(page(
      `Order ${reference}`,
      `<p><span class="status">Geïmporteerd</span> Order ${escapeHtml(imported.orderNumber)} van lid ${escapeHtml(imported.values['02'])}</p><dl>${rows}</dl>`,
    ));
  });
};
