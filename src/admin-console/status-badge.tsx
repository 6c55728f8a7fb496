// An order's status as a coloured badge, in the page's language.
import { useConsoleT } from './use-console-t.ts';

export const STATUS_IDS = [1, 2, 3, 4, 5] as const;
export type StatusId = (typeof STATUS_IDS)[number];

export const statusLabel = (id: number) => `status.${(STATUS_IDS as readonly number[]).includes(id) ? id : 1}` as `status.${StatusId}`;

export function StatusBadge({ statusId }: { statusId: number }) {
  const t = useConsoleT();
  return <span className={`c-badge c-status c-status--${statusId}`}>{t(statusLabel(statusId))}</span>;
}
