// Typed text kept in this browser until it is saved (issue 24: no typed text is ever lost): one draft per user,
// order and form, written shortly after each change and at once when the page goes away (reload, closed tab, the
// restart overlay's reload), so a crash, a restart or a conflict never costs what was typed.
import { session } from '../state/session.ts';

const PREFIX = 'werkplaats.draft.';
const WRITE_DELAY_MS = 300;
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A draft is typed text: anything larger is not worth filling the browser's few megabytes with. */
export const DRAFT_MAX_CHARS = 100_000;

/** Whose draft of what: `form` names the form and, where a form holds one text, the field ('block.comment', 'note'). */
export interface DraftKey {
  /** null: a form that belongs to no order (a parcel without an order, the EF card). */
  orderId: number | null;
  form: string;
}

export interface StoredDraft<Values = unknown> {
  values: Values;
  /** When it was typed (ms since 1970). */
  savedAt: number;
  /** The order version the form was opened with, for a form that saves against one (a detail block). */
  version?: number;
}

const storageKey = ({ orderId, form }: DraftKey) => {
  const user = session.auth?.user.name;
  return user ? `${PREFIX}${encodeURIComponent(user)}.${orderId ?? '-'}.${form}` : null;
};

const pending = new Map<string, StoredDraft>();
let timer: ReturnType<typeof setTimeout> | undefined;

function writeNow(key: string, draft: StoredDraft) {
  const text = JSON.stringify(draft);
  try {
    if (text.length > DRAFT_MAX_CHARS) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // Storage full or disabled: the form still holds the text, only a reload would lose it.
  }
}

/** Writes every draft still waiting for its delay; the page calls it before it goes away. */
export function flushDrafts() {
  clearTimeout(timer);
  timer = undefined;
  for (const [key, draft] of pending) writeNow(key, draft);
  pending.clear();
}

/** Keeps the values as the draft of `key`, written after a short pause in typing. */
export function saveDraft(key: DraftKey, values: unknown, version?: number) {
  const storedKey = storageKey(key);
  if (!storedKey) return;
  pending.set(storedKey, { values, savedAt: Date.now(), ...(version !== undefined && { version }) });
  clearTimeout(timer);
  timer = setTimeout(flushDrafts, WRITE_DELAY_MS);
}

function readStored(storedKey: string): StoredDraft | undefined {
  try {
    const text = localStorage.getItem(storedKey);
    const draft = text === null ? undefined : (JSON.parse(text) as Partial<StoredDraft>);
    if (draft && typeof draft.savedAt === 'number' && 'values' in draft) return draft as StoredDraft;
  } catch {
    // Unreadable: treated as no draft, and removed below.
  }
  return undefined;
}

const isFresh = (draft: StoredDraft) => Date.now() - draft.savedAt < DRAFT_MAX_AGE_MS;

/** The draft of `key`, if one was typed in the last week. */
export function readDraft<Values>(key: DraftKey): StoredDraft<Values> | undefined {
  const storedKey = storageKey(key);
  if (!storedKey) return undefined;
  const draft = pending.get(storedKey) ?? readStored(storedKey);
  if (draft && isFresh(draft)) return draft as StoredDraft<Values>;
  removeStored(storedKey);
  return undefined;
}

function removeStored(storedKey: string) {
  pending.delete(storedKey);
  try {
    localStorage.removeItem(storedKey);
  } catch {
    // Disabled storage holds nothing to remove.
  }
}

/** Forgets the draft of `key`: it was saved, discarded, or holds nothing the server does not have. */
export function removeDraft(key: DraftKey) {
  const storedKey = storageKey(key);
  if (storedKey) removeStored(storedKey);
}

/** The forms of this user's drafts for an order that start with `prefix` ('block.' → ['block.comment']). */
export function draftFormsOf(orderId: number, prefix: string): string[] {
  const start = storageKey({ orderId, form: prefix });
  if (!start) return [];
  const keys = new Set(pending.keys());
  try {
    for (let index = 0; index < localStorage.length; index++) keys.add(localStorage.key(index) ?? '');
  } catch {
    // Disabled storage: only the drafts of this page.
  }
  const prefixLength = start.length - prefix.length;
  return [...keys].filter((key) => key.startsWith(start)).map((key) => key.slice(prefixLength));
}

/** Removes the drafts of every user older than the age limit: a browser shared for years does not fill up. */
export function pruneOldDrafts() {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
    for (const key of keys.filter((candidate) => candidate.startsWith(PREFIX))) {
      const draft = readStored(key);
      if (!draft || !isFresh(draft)) localStorage.removeItem(key);
    }
  } catch {
    // Disabled storage holds no drafts.
  }
}

/** Closing the tab, reloading, or the browser hiding the page (a phone, a crash later on) writes what waits. */
export function flushDraftsWhenPageGoes(target: Window = window) {
  const flushIfHidden = () => {
    if (target.document.visibilityState === 'hidden') flushDrafts();
  };
  target.addEventListener('pagehide', flushDrafts);
  target.document.addEventListener('visibilitychange', flushIfHidden);
  return () => {
    target.removeEventListener('pagehide', flushDrafts);
    target.document.removeEventListener('visibilitychange', flushIfHidden);
  };
}
