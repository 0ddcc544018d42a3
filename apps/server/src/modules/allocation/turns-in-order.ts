/** One caller's turn: `ready` settles when every earlier turn has passed; `pass` hands on. */
export type Turn = { ready: Promise<void>; pass: () => void };

/**
 * Turns handed out in the order they are asked for (decision 031): the run's batches plan, lock
 * their stock and take their orders one after another while their transactions overlap. Each
 * turn waits only on the one before it, and passing it twice is harmless (a holder passes in a
 * `finally`, whatever happened).
 */
export function turnsInOrder(): () => Turn {
  let last: Promise<void> = Promise.resolve();
  return () => {
    const ready = last;
    let pass!: () => void;
    last = new Promise<void>((resolve) => {
      pass = resolve;
    });
    return { ready, pass };
  };
}
