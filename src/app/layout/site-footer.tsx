// The footer (docs/rules.md R2): quick links, information links, contact details, the
// payment-method strip (only the methods the checkout offers: a logo of one it cannot take
// would be a promise the shop does not keep) and the current year (docs/rules.md R10.9).
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../i18n/use-lang.ts';
import { useT } from '../../i18n/use-t.ts';
import { paymentMethodsQuery } from '../../lib/payment-methods-query.ts';
import { SELECTABLE_PAYMENT_METHODS, telHref } from '../../../contract/shop-rules.ts';

export function SiteFooter() {
  const t = useT();
  const lang = useLang();
  const { data: methods } = useQuery(paymentMethodsQuery(lang));
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div>
          <p className="footer__brand">{t('app.name')}</p>
          <p>{t('app.tagline')}</p>
        </div>
        <nav aria-label={t('lbl_footer_quick_links')}>
          <h2 className="footer__heading">{t('lbl_footer_quick_links')}</h2>
          <ul>
            <li><Link to="/$lang" params={{ lang }}>{t('footer.home')}</Link></li>
            <li><Link to="/$lang/about" params={{ lang }}>{t('footer.aboutUs')}</Link></li>
            <li><Link to="/$lang/faq" params={{ lang }}>{t('footer.faqs')}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t('lbl_footer_information')}>
          <h2 className="footer__heading">{t('lbl_footer_information')}</h2>
          <ul>
            <li><Link to="/$lang/about" params={{ lang }}>{t('footer.aboutUs')}</Link></li>
            <li><Link to="/$lang/contact-us" params={{ lang }}>{t('footer.contactUs')}</Link></li>
            <li><Link to="/$lang/policies/$page" params={{ lang, page: 'returns' }}>{t('footer.returns')}</Link></li>
            <li><Link to="/$lang/policies/$page" params={{ lang, page: 'terms' }}>{t('footer.terms')}</Link></li>
            <li><Link to="/$lang/policies/$page" params={{ lang, page: 'privacy' }}>{t('footer.privacy')}</Link></li>
            <li><Link to="/$lang/policies/$page" params={{ lang, page: 'grievance' }}>{t('footer.grievance')}</Link></li>
          </ul>
        </nav>
        <div>
          <h2 className="footer__heading">{t('lbl_footer_contact')}</h2>
          <address>
            {/* The number and the address stay left-to-right inside Arabic text. */}
            {/* The shop's own details (labels of the footer's scope, set in the owner's Settings). */}
            <p>{t('footer.support')}: <a href={telHref(t('footer.phone'))} dir="ltr">{t('footer.phone')}</a></p>
            <p><a href={`mailto:${t('footer.email')}`} dir="ltr">{t('footer.email')}</a></p>
            <p>{t('footer.location')}</p>
          </address>
        </div>
      </div>
      <div className="container footer__bottom">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        <div className="footer__payments">
          <span>{t('lbl_footer_we_accept')}</span>
          {(methods ?? []).filter((m) => SELECTABLE_PAYMENT_METHODS.includes(m.PaymentMethodId)).map((m) => (
            <span key={m.PaymentMethodId} className="footer__method">
              <img src={m.ImageUrl} alt="" width={48} height={30} loading="lazy" />
              {m.Name}
            </span>
          ))}
        </div>
      </div>
    </footer>
  );
}
