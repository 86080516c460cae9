import { useState } from 'react';
import { storage } from '../../state/storage.ts';

const HIDDEN_KEY = 'werkplaats.dashboard.hidden';

const readHidden = (): string[] => {
  const saved = storage.read<unknown>(HIDDEN_KEY);
  return Array.isArray(saved) ? saved.filter((id): id is string => typeof id === 'string') : [];
};

/** The statistics this browser hides from its dashboard (spec §2: 'Verbergen', restored from 'Verborgen'). */
export function useHiddenWidgets() {
  const [hidden, setHidden] = useState(readHidden);
  const keep = (next: string[]) => {
    storage.write(HIDDEN_KEY, next);
    setHidden(next);
  };
  return {
    hidden,
    hide: (id: string) => keep([...hidden.filter((other) => other !== id), id]),
    restore: (id: string) => keep(hidden.filter((other) => other !== id)),
  };
}
