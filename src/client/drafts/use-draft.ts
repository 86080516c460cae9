// The hooks a form attaches its draft with (draft-store.ts): it opens with a draft that differs from what it
// opened with, keeps every change as the draft, and forgets it when saved or discarded. A react-hook-form form:
//   const draft = useFormDraft(form, { orderId: null, form: 'order.create' });
//   <DraftNotice draft={draft} />   (DraftNotice.tsx, inside the form)   and   draft.clear()   once saved.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { readDraft, removeDraft, saveDraft, type DraftKey, type StoredDraft } from './draft-store.ts';

/** JSON with sorted keys: values read back from storage compare equal whatever order their keys came in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

export const sameValues = (a: unknown, b: unknown) => stableJson(a) === stableJson(b);

/** The draft of `key` when it holds something else than `opened`; one that does not is removed. */
export function differingDraft<Values>(key: DraftKey, opened: Values): StoredDraft<Values> | undefined {
  const draft = readDraft<Values>(key);
  if (draft && sameValues(draft.values, opened)) {
    removeDraft(key);
    return undefined;
  }
  return draft;
}

export interface DraftControl<Values> {
  /** When the draft the form opened with was typed (ms); null when it opened with the server's values. */
  restoredAt: number | null;
  /** Keeps the form's values as the draft, or forgets it when they are what the form opened with. */
  record(values: Values): void;
  /** Whether these values are more than what the form opened with. */
  isTyped(values: Values): boolean;
  /** 'Concept weggooien': the form goes back to what it opened with. */
  discard(): void;
  /** The values were saved, or the user chose another version: the draft is gone. */
  clear(): void;
}

export interface DraftBinding<Values> {
  /** The values the form opened with: the server's. */
  opened(): Values;
  /** Puts values in the form: a restored draft, or the opened values again on discard. */
  apply(values: Values): void;
  /** The order version the form saves against, kept with the draft (detail blocks). */
  version?(): number;
  onRestore?(draft: StoredDraft<Values>): void;
}

/** A key's identity for effects: the same order and form are the same draft. */
const keyId = (key: DraftKey | null) => (key ? `${key.orderId ?? '-'}.${key.form}` : null);

/** The draft of any form; `key` null keeps none. useFormDraft and useTextDraft attach it to the usual forms. */
export function useDraft<Values>(key: DraftKey | null, binding: DraftBinding<Values>): DraftControl<Values> {
  const id = keyId(key);
  const latest = useRef({ key, binding });
  latest.current = { key, binding };
  // Read once per draft: the form's later values are what the user typed, not what it opened with.
  const opened = useMemo(() => binding.opened(), [id]);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);

  useEffect(() => {
    const { key: current, binding: bound } = latest.current;
    const draft = current && differingDraft(current, opened);
    if (!draft) return;
    bound.apply(draft.values);
    setRestoredAt(draft.savedAt);
    bound.onRestore?.(draft);
  }, [id, opened]);

  const record = useCallback((values: Values) => {
    const { key: current, binding: bound } = latest.current;
    if (!current) return;
    if (sameValues(values, opened)) removeDraft(current);
    else saveDraft(current, values, bound.version?.());
  }, [opened]);

  const clear = useCallback(() => {
    if (latest.current.key) removeDraft(latest.current.key);
    setRestoredAt(null);
  }, []);

  const discard = useCallback(() => {
    clear();
    latest.current.binding.apply(opened);
  }, [clear, opened]);

  const isTyped = useCallback((values: Values) => !sameValues(values, opened), [opened]);

  return { restoredAt, record, isTyped, discard, clear };
}

/** A react-hook-form form's draft: every change the user makes is kept; a restored draft fills its fields. */
export function useFormDraft<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  key: DraftKey | null,
  options: Pick<DraftBinding<Values>, 'version' | 'onRestore'> = {},
): DraftControl<Values> {
  const draft = useDraft<Values>(key, {
    opened: () => structuredClone(form.getValues()),
    apply: (values) => {
      form.setValues(values, { shouldDirty: true });
      // Checked at once: the submit buttons follow isValid, and a half-typed field says what it still needs.
      void form.trigger();
    },
    ...options,
  });
  const { record } = draft;
  useEffect(() => {
    // Only what the user types: values the form sets itself (a reloaded time slot) are no draft of theirs.
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') record(form.getValues());
    });
    return () => subscription.unsubscribe();
  }, [form, record]);
  return draft;
}

/** A text box's draft: use the returned text and change instead of useState's. */
export function useTextDraft(key: DraftKey | null, initial = '') {
  const [text, setText] = useState(initial);
  const draft = useDraft<string>(key, { opened: () => initial, apply: setText });
  const change = (next: string) => {
    setText(next);
    draft.record(next);
  };
  return [text, change, draft] as const;
}
