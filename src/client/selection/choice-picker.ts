import { proxy } from 'valtio';

/**
 * A keyboard picker a command awaits: `choose()` opens it and resolves to the choice, or null when it is cancelled
 * (or when another `choose()` takes over). Its component shows while `state.open` and answers with `close`.
 */
export function createChoicePicker<Choice>() {
  const state = proxy({ open: false });
  let answer: ((choice: Choice | null) => void) | null = null;

  function choose(): Promise<Choice | null> {
    answer?.(null);
    state.open = true;
    return new Promise((resolve) => {
      answer = resolve;
    });
  }

  function close(choice: Choice | null) {
    state.open = false;
    const resolve = answer;
    answer = null;
    resolve?.(choice);
  }

  return { state, choose, close };
}
