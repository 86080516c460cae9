import { useEffect, type RefObject } from 'react';
import type { PlanDay } from '../../shared/domain/day-plan.ts';
import { commandContext } from '../commands/command-context.ts';
import { isTextField } from '../commands/text-field.ts';

const DAY_KEYS: Readonly<Record<string, PlanDay>> = { ArrowLeft: 'today', ArrowRight: 'tomorrow', 1: 'today', 2: 'tomorrow' };

/**
 * The plan read like a list: ↑/↓ move between its groups (Enter opens the focused one, as a link does), ←/→ or 1/2
 * switch the day. Keys typed in a field, with a modifier, or already taken by the keymap (a 'g 1' chord) are left alone.
 */
export function usePlanKeys(groupsRef: RefObject<HTMLElement | null>, switchDay: (day: PlanDay) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      if (isTextField(event.target) || commandContext().flags['overlay.open']) return;
      const day = DAY_KEYS[event.key];
      if (day) {
        event.preventDefault();
        switchDay(day);
        return;
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      const groups = [...(groupsRef.current?.querySelectorAll<HTMLElement>('.plan-group') ?? [])];
      if (groups.length === 0) return;
      event.preventDefault();
      const at = groups.indexOf(document.activeElement as HTMLElement);
      const next = at === -1 ? 0 : Math.min(groups.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)));
      groups[next].focus();
      groups[next].scrollIntoView({ block: 'nearest' });
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [groupsRef, switchDay]);
}
