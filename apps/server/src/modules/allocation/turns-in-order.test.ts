import { expect, it } from 'vitest';
import { turnsInOrder } from './turns-in-order.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

it('lets turns in in the order they were asked for, each once the one before has passed', async () => {
  const nextTurn = turnsInOrder();
  const turns = [nextTurn(), nextTurn(), nextTurn()];
  const events: string[] = [];
  // Holders start in reverse order and hold their turn across a tick before passing it.
  await Promise.all(
    [2, 1, 0].map(async (index) => {
      await turns[index]!.ready;
      events.push(`in ${index}`);
      await tick();
      events.push(`out ${index}`);
      turns[index]!.pass();
    }),
  );
  expect(events).toEqual(['in 0', 'out 0', 'in 1', 'out 1', 'in 2', 'out 2']);
});
