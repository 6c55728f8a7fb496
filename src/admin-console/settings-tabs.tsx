// Settings' own sections (owner only): the shop, its labels, staff and the audit log, as chips under the title.
import { Link } from '@tanstack/react-router';
import type { LangCode } from '../../contract/models.ts';
import { useConsoleT } from './use-console-t.ts';

/** Settings' own sections (owner only). */
export function SettingsTabs({ lang }: { lang: LangCode }) {
  const t = useConsoleT();
  return (
    <nav className="c-chips" aria-label={t('nav.settings')}>
      <Link to="/admin/$lang/settings" params={{ lang }} className="c-chip" activeProps={{ 'aria-current': 'page' }}>
        {t('nav.shop')}
      </Link>
      <Link to="/admin/$lang/labels" params={{ lang }} className="c-chip" activeProps={{ 'aria-current': 'page' }}>
        {t('nav.labels')}
      </Link>
      <Link to="/admin/$lang/staff" params={{ lang }} className="c-chip" activeProps={{ 'aria-current': 'page' }}>
        {t('nav.staff')}
      </Link>
      <Link to="/admin/$lang/audit" params={{ lang }} className="c-chip" activeProps={{ 'aria-current': 'page' }}>
        {t('nav.audit')}
      </Link>
    </nav>
  );
}
