// Typed messages for the console (docs/architecture.md C6): ids from messages-en.ts only.
import { useIntl } from 'react-intl';
import type { ConsoleMessageId } from './messages-en.ts';

export type ConsoleT = (id: ConsoleMessageId, values?: Record<string, string | number>) => string;

export function useConsoleT(): ConsoleT {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}
