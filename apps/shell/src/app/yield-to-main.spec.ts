import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('goes on after the work already queued as microtasks, in a new task', async () => {
    const order: string[] = [];
    const chain = Promise.resolve()
      .then(() => order.push('queued 1'))
      .then(() => order.push('queued 2'))
      .then(() => order.push('queued 3'));
    await yieldToMain();
    order.push('after the yield');
    await chain;
    expect(order).toEqual(['queued 1', 'queued 2', 'queued 3', 'after the yield']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldFn = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });
});
