// The newsletter block (docs/rules.md R2, R5, R8): Email required, email type, max 200;
// 'You have successfully subscribed to news channel!'; offline, the service worker
// queues the post and the block says it will be sent when back online. The field rules
// (contract/form-fields.ts and its checker) load when the form is sent, not with the home
// page: most visits never send it (bench/README.md, first visit's JavaScript).
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { failureOf } from '../../../lib/mutate-api.ts';
import { useSubscribe } from '../home-api.ts';
import { useT } from '../../../i18n/use-t.ts';
import { toastFailure, toastFieldError, toastInfo, toastSuccess } from '../../../i18n/toast-messages.ts';

export function NewsletterBlock() {
  const t = useT();
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const payload = { SubscriberEmail: email.trim() };
    let rules;
    try {
      rules = await Promise.all([import('../../../../contract/form-fields.ts'), import('../../../../contract/check-fields.ts')]);
    } catch (err) {
      // Offline before the service worker held the app's files: said as any failed send.
      return toastFailure(intl, failureOf(err), 'msg.genericErrorLater');
    }
    const [{ NEWSLETTER_FIELDS }, { formError }] = rules;
    const error = formError(NEWSLETTER_FIELDS, payload);
    if (error) return toastFieldError(intl, error);
    subscribe.mutate(payload.SubscriberEmail, {
      onSuccess: (r) => {
        setEmail('');
        if (r.kind === 'queued') toastInfo(intl, 'offline.queued');
        else toastSuccess(intl, 'msg.subscribed');
      },
      onError: (err) => toastFailure(intl, failureOf(err), 'msg.genericErrorLater'),
    });
  };
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div>
        <h2 id="newsletter-title">{t('lbl_newsletter_title')}</h2>
        <p>{t('lbl_newsletter_text')}</p>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <label className="visually-hidden" htmlFor="newsletter-email">{t('newsletter.email')}</label>
        <input id="newsletter-email" type="email" inputMode="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder={t('newsletter.email')} />
        <button type="submit" className="btn btn--primary" disabled={subscribe.isPending}>{t('lbl_newsletter_button')}</button>
      </form>
    </section>
  );
}
