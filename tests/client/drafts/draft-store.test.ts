import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_MAX_AGE_MS, DRAFT_MAX_CHARS, draftFormsOf, flushDrafts, flushDraftsWhenPageGoes, pruneOldDrafts, readDraft,
  removeDraft, saveDraft,
} from '../../../src/client/drafts/draft-store.ts';
import { session } from '../../../src/client/state/session.ts';

const logIn = (name: string) => {
  session.auth = { token: 't', url: '/', user: { name, isAdministrator: false }, created: 0, expires: Date.now() / 1000 + 3600 };
};
const comment = { orderId: 34, form: 'block.comment' };
const storedKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('werkplaats.draft.')).sort();

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-03T10:00:00Z') });
  localStorage.clear();
  logIn('Marieke');
});
afterEach(() => {
  flushDrafts();
  vi.useRealTimers();
  session.auth = null;
});

describe('the draft store', () => {
  it('writes a draft after 300 ms without typing, and keeps only the last values', () => {
    saveDraft(comment, { comment: 'Graag' });
    vi.advanceTimersByTime(200);
    saveDraft(comment, { comment: 'Graag voor 12' });
    vi.advanceTimersByTime(299);
    expect(storedKeys()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(storedKeys()).toEqual(['werkplaats.draft.Marieke.34.block.comment']);
    expect(readDraft(comment)).toEqual({ values: { comment: 'Graag voor 12' }, savedAt: Date.parse('2026-12-03T10:00:00.200Z') });
  });

  it('reads a draft still waiting for its write', () => {
    saveDraft(comment, { comment: 'Graag' }, 7);
    expect(storedKeys()).toEqual([]);
    expect(readDraft(comment)).toMatchObject({ values: { comment: 'Graag' }, version: 7 });
  });

  it('keeps drafts apart per user, order and form', () => {
    saveDraft(comment, 'Marieke op 34');
    saveDraft({ orderId: 35, form: 'block.comment' }, 'Marieke op 35');
    saveDraft({ orderId: 34, form: 'note' }, 'Notitie');
    logIn('Joost');
    saveDraft(comment, 'Joost op 34');
    flushDrafts();
    expect(readDraft(comment)?.values).toBe('Joost op 34');
    expect(readDraft({ orderId: 34, form: 'note' })).toBeUndefined();
    logIn('Marieke');
    expect(readDraft(comment)?.values).toBe('Marieke op 34');
    expect(readDraft({ orderId: 35, form: 'block.comment' })?.values).toBe('Marieke op 35');
    expect(draftFormsOf(34, 'block.')).toEqual(['block.comment']);
    expect(draftFormsOf(3, 'block.')).toEqual([]);
  });

  it('keeps nothing for nobody logged in', () => {
    session.auth = null;
    saveDraft(comment, 'Zonder gebruiker');
    flushDrafts();
    expect(storedKeys()).toEqual([]);
    expect(readDraft(comment)).toBeUndefined();
  });

  it('forgets a removed draft, also one still waiting for its write', () => {
    saveDraft(comment, 'Opgeslagen');
    removeDraft(comment);
    vi.advanceTimersByTime(1000);
    expect(storedKeys()).toEqual([]);
    saveDraft(comment, 'Opgeslagen');
    flushDrafts();
    removeDraft(comment);
    expect(storedKeys()).toEqual([]);
  });

  it('drops a draft older than seven days, when read and when the workbench starts', () => {
    saveDraft(comment, 'Oud');
    saveDraft({ orderId: 35, form: 'note' }, 'Ook oud');
    flushDrafts();
    vi.advanceTimersByTime(DRAFT_MAX_AGE_MS - 1);
    expect(readDraft(comment)?.values).toBe('Oud');
    vi.advanceTimersByTime(1);
    expect(readDraft(comment)).toBeUndefined();
    expect(storedKeys()).toEqual(['werkplaats.draft.Marieke.35.note']);
    localStorage.setItem('werkplaats.draft.Joost.1.note', 'geen json');
    pruneOldDrafts();
    expect(storedKeys()).toEqual([]);
  });

  it('stores no draft larger than the size guard, and leaves other keys alone', () => {
    localStorage.setItem('werkplaats.auth', '{}');
    saveDraft(comment, 'a'.repeat(DRAFT_MAX_CHARS));
    flushDrafts();
    expect(storedKeys()).toEqual([]);
    pruneOldDrafts();
    expect(localStorage.getItem('werkplaats.auth')).toBe('{}');
  });

  it('writes what waits at once when the page goes away or is hidden', () => {
    const stop = flushDraftsWhenPageGoes();
    saveDraft(comment, 'Tab dicht');
    window.dispatchEvent(new Event('pagehide'));
    expect(storedKeys()).toEqual(['werkplaats.draft.Marieke.34.block.comment']);
    localStorage.clear();

    saveDraft(comment, 'Verborgen');
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(readDraft(comment)?.values).toBe('Verborgen');
    expect(storedKeys()).toHaveLength(1);
    stop();
    vi.restoreAllMocks();
  });
});
