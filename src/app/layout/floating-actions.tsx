// The floating WhatsApp button (a wa.me link to the shop's number with a prefilled message) and the
// back-to-top button that appears after 170 px of scrolling (docs/rules.md R2). They stand on a
// line at the bottom of the screen while the page's content scrolls by, stopping where the
// content ends, so they never cover the facility strip or the footer below it (nor, on phones,
// checkout's order bar). The line hangs in a dock over the whole content (app-layout.tsx),
// from its start, which never moves when content comes in below the fold (styles/layout.css,
// docs/decisions/0045).
// `painted`: the first screen is on the glass, so the shop's number may be asked for. Until
// the number is known (lib/whatsapp.ts) the button keeps its place without a link and is not
// shown (styles: `.floating__whatsapp:not([href])`), so nothing moves when it comes.
import { useT } from '../../i18n/use-t.ts';
import { useWhatsappLink } from '../../lib/whatsapp.ts';
import { ChevronUpIcon, WhatsAppIcon } from '../../components/ui/icons.tsx';
import { STICKY_AFTER_PX, useScrolledPast } from './navbar.tsx';

export function FloatingActions({ painted }: { painted: boolean }) {
  const t = useT();
  const whatsappLink = useWhatsappLink(painted);
  const scrolled = useScrolledPast(STICKY_AFTER_PX);
  return (
    <div className="floating-dock">
      <div className="floating-line">
        <div className="floating">
          {scrolled && (
            <button type="button" className="floating__top" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
              <ChevronUpIcon />
              <span className="visually-hidden">{t('footer.scrollTop')}</span>
            </button>
          )}
          <a className="floating__whatsapp" href={whatsappLink?.(t('whatsapp.message'))} target="_blank" rel="noopener noreferrer">
            <WhatsAppIcon size={28} />
            <span className="visually-hidden">{t('whatsapp.label')}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
