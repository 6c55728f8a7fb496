// Reviews (docs/rules.md R2): the list (bodies cut to 500) and the write-a-review form
// (docs/rules.md R5 rules, stars 1 to 5, fields cleared on success; queued offline).
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { REVIEW_RATING, REVIEW_FIELDS } from '../../../../contract/form-fields.ts';
import type { LangCode } from '../../../../contract/models.ts';
import { TRUNCATE, truncate } from '../../../../contract/shop-rules.ts';
import { formError } from '../../../../contract/check-fields.ts';
import { failureOf } from '../../../lib/mutate-api.ts';
import { formatDate } from '../../../lib/money.ts';
import { ltrText } from '../../../../contract/bidi.ts';
import { useT } from '../../../i18n/use-t.ts';
import { toastFailure, toastFieldError, toastInfo, toastSuccess } from '../../../i18n/toast-messages.ts';
import { Rating } from '../../../components/ui/rating.tsx';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { productReviewsQuery, useSendReview } from '../product-api.ts';

const EMPTY = { ReviewerName: '', ReviewerEmail: '', ReviewTitle: '', ReviewBody: '' };

export function ReviewSection({ productId, lang }: { productId: number; lang: LangCode }) {
  const t = useT();
  const intl = useIntl();
  const send = useSendReview(productId);
  const reviews = useQuery(productReviewsQuery(productId, lang)).data ?? [];
  const [fields, setFields] = useState(EMPTY);
  const [rating, setRating] = useState<number>(REVIEW_RATING.default);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const error = formError(REVIEW_FIELDS, fields);
    if (error) return toastFieldError(intl, error);
    send.mutate({ ...fields, ReviewRating: rating }, {
      onSuccess: (r) => {
        setFields(EMPTY);
        setRating(REVIEW_RATING.default);
        if (r.kind === 'queued') toastInfo(intl, 'offline.queued');
        else toastSuccess(intl, 'msg.reviewSubmitted');
      },
      onError: (err) => toastFailure(intl, failureOf(err), 'msg.genericErrorLater'),
    });
  };

  return (
    <div className="reviews">
      {reviews.length === 0 ? (
        <p>{t('review.none')}</p>
      ) : (
        <ul className="reviews__list">
          {reviews.map((r) => (
            <li key={r.ReviewId} className="review">
              <Rating rating={r.Rating} count={1} showCount={false} />
              <h3 className="review__title">{r.Title}</h3>
              <p className="review__body">{truncate(r.Body, TRUNCATE.reviewBody)}</p>
              <p className="review__by">{t('review.by', { name: r.ReviewerName, date: ltrText(formatDate(r.ReviewDate), intl.locale) })}</p>
            </li>
          ))}
        </ul>
      )}
      <form className="form card" onSubmit={submit} noValidate aria-labelledby="write-review">
        <h3 id="write-review">{t('review.write')}</h3>
        <fieldset className="stars-input">
          <legend>{t('review.rating')}</legend>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={n <= rating ? 'on' : ''}>
              <input type="radio" name="review-rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
              <StarIcon size={24} filled={n <= rating} />
              <span className="visually-hidden">{t('review.stars', { n })}</span>
            </label>
          ))}
        </fieldset>
        <div className="form__row">
          <div className="field"><label htmlFor="r-name">{t('review.name')}</label><input id="r-name" value={fields.ReviewerName} onChange={set('ReviewerName')} autoComplete="name" /></div>
          <div className="field"><label htmlFor="r-email">{t('review.email')}</label><input id="r-email" type="email" value={fields.ReviewerEmail} onChange={set('ReviewerEmail')} autoComplete="email" /></div>
        </div>
        <div className="field"><label htmlFor="r-title">{t('review.title')}</label><input id="r-title" value={fields.ReviewTitle} onChange={set('ReviewTitle')} /></div>
        <div className="field"><label htmlFor="r-body">{t('review.body')}</label><textarea id="r-body" value={fields.ReviewBody} onChange={set('ReviewBody')} maxLength={1000} /></div>
        <div><button type="submit" className="btn btn--primary" disabled={send.isPending}>{t('review.submit')}</button></div>
      </form>
    </div>
  );
}
