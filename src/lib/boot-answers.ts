// Answers the server wrote into the first visit's HTML for the page's first screen
// (contract/first-screen.ts, server/first-screen/). The first read of each is
// answered from here instead of the network, once: later reads (a refetch, another
// visit) ask the server. Pages served by the service worker carry none.
import { BOOT_ANSWERS_ID, answerKey, type BootAnswer } from '../../contract/first-screen.ts';
import type { CallName } from '../../contract/calls.ts';
import type { LangCode } from '../../contract/models.ts';

let answers: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  const el = typeof document === 'undefined' ? null : document.getElementById(BOOT_ANSWERS_ID);
  if (!el?.textContent) return answers;
  try {
    for (const a of JSON.parse(el.textContent) as BootAnswer[]) answers.set(a.key, a.data);
  } catch {
    /* a damaged block only costs the calls it would have saved */
  }
  el.remove();
  return answers;
}

/** The server's answer for this read if the page came with one (taken once), else undefined. */
export function takeBootAnswer(name: CallName, lang: LangCode | undefined, fields: Record<string, unknown>): unknown {
  const all = load();
  if (!all.size || !lang) return undefined;
  const key = answerKey(name, lang, fields);
  if (!all.has(key)) return undefined;
  const data = all.get(key);
  all.delete(key);
  return data;
}

/** For tests. */
export function resetBootAnswers(): void {
  answers = null;
}

/** Whether the page came with answers not yet taken. */
export function hasBootAnswers(): boolean {
  return load().size > 0;
}
