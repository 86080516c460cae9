// Turns in the order they are taken: a bulk job that works on orders side by side but must hand their results on
// in the order of the selection (a print: the sheets off the printer as the user sees them in the list).

export interface Turn {
  /** Settles once every turn taken before this one is done. */
  previous: Promise<void>;
  /** This turn is over (call it always, also when the turn ended early or failed). */
  done(): void;
}

const lastTurn = new WeakMap<object, Promise<void>>();

/** Takes the next turn of `queue` (e.g. the job's row); take it before the first await, so turns follow call order. */
export function takeTurn(queue: object): Turn {
  const previous = lastTurn.get(queue) ?? Promise.resolve();
  let done!: () => void;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  // A turn that ends before the ones before it still waits for them: the next one comes after all of them.
  lastTurn.set(queue, previous.then(() => finished));
  return { previous, done };
}
