// Asking before a hand-off that cannot be undone (issue 21): a mail to the flower relay, or marking the order as the
// relay's without a mail. One question at a time; a new one answers the open one with no.
import { proxy } from 'valtio';

export interface HandoffQuestion {
  heading: string;
  text: string;
  confirmLabel: string;
}

/** The question HandoffQuestionDialog shows, or null. */
export const handoffQuestion = proxy<{ open: HandoffQuestion | null }>({ open: null });

let resolveOpen: ((yes: boolean) => void) | null = null;

/** Resolves to whether the user confirmed (Enter, the button) or not (Escape, Annuleren, a click beside it). */
export function askHandoff(question: HandoffQuestion): Promise<boolean> {
  answerHandoff(false);
  handoffQuestion.open = question;
  return new Promise((resolve) => {
    resolveOpen = resolve;
  });
}

export function answerHandoff(yes: boolean) {
  const resolve = resolveOpen;
  resolveOpen = null;
  handoffQuestion.open = null;
  resolve?.(yes);
}
