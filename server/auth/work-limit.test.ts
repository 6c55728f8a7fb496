// The bound on CPU-heavy work: at most N at once, a bounded queue, a clean refusal past it
// (a call answers it 429 with Retry-After: server/auth/password-flood.test.ts).
import { describe, expect, it } from 'vitest';
import { WorkLimitFull, createWorkLimit } from './work-limit.ts';

/** A job that runs until the test lets it finish. */
function job() {
  let finish!: () => void;
  let started = false;
  const done = new Promise<void>((r) => { finish = r; });
  return { fn: async () => { started = true; await done; return 'ok'; }, finish: () => finish(), started: () => started };
}

const settle = async (until: () => boolean) => {
  for (let i = 0; i < 200 && !until(); i++) await new Promise((r) => setImmediate(r));
  return until();
};

describe('work limit', () => {
  it('runs at most N at once, queues the rest in order, and refuses past the queue, saying when to come back', async () => {
    const limit = createWorkLimit({ concurrency: 2, queue: 3, retryAfterSeconds: 2 });
    const jobs = Array.from({ length: 5 }, job);
    const results = jobs.map((j) => limit.run(j.fn));
    expect(await settle(() => jobs[0]!.started() && jobs[1]!.started())).toBe(true);
    expect(jobs.slice(2).some((j) => j.started())).toBe(false);
    expect(limit.stats()).toEqual({ running: 2, waiting: 3, peak: 2 });

    const refused = await limit.run(async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(WorkLimitFull);
    expect(refused).toMatchObject({ retryAfterSeconds: 2 });

    jobs[0]!.finish();
    expect(await settle(() => jobs[2]!.started())).toBe(true);
    expect(jobs[3]!.started()).toBe(false);
    jobs.forEach((j) => j.finish());
    expect(await Promise.all(results)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(limit.stats()).toEqual({ running: 0, waiting: 0, peak: 2 });
  });

  it('frees the slot when the work fails', async () => {
    const limit = createWorkLimit({ concurrency: 1, queue: 0 });
    await expect(limit.run(async () => { throw new Error('scrypt failed'); })).rejects.toThrow('scrypt failed');
    expect(await limit.run(async () => 'next')).toBe('next');
    expect(limit.stats().running).toBe(0);
  });
});
