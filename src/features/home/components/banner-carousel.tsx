// The banner carousel (docs/rules.md R2, R9): slides move in 750 ms, auto-play starts after
// 500 ms, pauses while hovered or focused or when the shopper pauses it; keyboard
// operable; in Arabic it runs right to left. Buttons go to the banner's URLs.
import { useEffect, useState } from 'react';
import type { Banner, LangCode } from '../../../../contract/models.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ChevronEndIcon, ChevronStartIcon } from '../../../components/ui/icons.tsx';

export const SLIDE_MS = 750;
export const START_DELAY_MS = 500;
export const INTERVAL_MS = 5000;

/** Banner URLs are stored without the language ("/all-products/3/mugs"); external ones stay as they are. */
export function bannerHref(url: string, lang: LangCode): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (!url || url === '/') return `/${lang}/`;
  const path = url.startsWith('/') ? url : `/${url}`;
  return /^\/(en|ar)(\/|$)/.test(path) ? path : `/${lang}${path}`;
}

export function BannerCarousel({ banners, lang }: { banners: Banner[]; lang: LangCode }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = banners.length;

  useEffect(() => {
    const id = window.setTimeout(() => setStarted(true), START_DELAY_MS);
    return () => window.clearTimeout(id);
  }, []);
  useEffect(() => {
    if (!started || paused || hovered || count < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), INTERVAL_MS);
    return () => window.clearInterval(id);
  }, [started, paused, hovered, count]);

  if (count === 0) return <div className="carousel skeleton" style={{ aspectRatio: '8 / 3' }} />;
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const sign = lang === 'ar' ? 1 : -1;

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('home.carousel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div className="carousel__track" style={{ transform: `translateX(${sign * index * 100}%)`, transitionDuration: `${SLIDE_MS}ms` }}>
        {banners.map((b, i) => (
          <div
            key={b.BannerId}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${count}`}
            aria-hidden={i !== index}
            inert={i !== index}
          >
            <img src={b.BannerImgUrl} alt="" width={1600} height={600} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : 'low'} />
            <div className="carousel__text">
              {b.TopTitle && <p className="carousel__top">{b.TopTitle}</p>}
              {i === 0 ? <h2 className="carousel__main">{b.MainTitle}</h2> : <p className="carousel__main">{b.MainTitle}</p>}
              {b.BottomTitle && <p className="carousel__bottom">{b.BottomTitle}</p>}
              <div className="carousel__buttons">
                {b.LeftButtonText && <a className="btn btn--primary" href={bannerHref(b.LeftButtonUrl, lang)}>{b.LeftButtonText}</a>}
                {b.RightButtonText && <a className="btn btn--ghost" href={bannerHref(b.RightButtonUrl, lang)}>{b.RightButtonText}</a>}
              </div>
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel__nav">
          <button type="button" onClick={() => go(index - 1)} aria-label={t('home.bannerPrev')}><ChevronStartIcon /></button>
          <div className="carousel__dots">
            {banners.map((b, i) => (
              <button
                key={b.BannerId}
                type="button"
                aria-current={i === index}
                aria-label={t('home.bannerGoTo', { n: i + 1 })}
                onClick={() => go(i)}
              >
                <span aria-hidden="true">{i + 1}</span>
              </button>
            ))}
          </div>
          <button type="button" onClick={() => go(index + 1)} aria-label={t('home.bannerNext')}><ChevronEndIcon /></button>
          <button type="button" onClick={() => setPaused((p) => !p)} aria-label={paused ? t('home.bannerPlay') : t('home.bannerPause')} aria-pressed={paused}>
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          </button>
        </div>
      )}
    </section>
  );
}
