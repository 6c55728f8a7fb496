// The banner carousel (docs/rules.md R2, R9): slides move in 750 ms, auto-play starts after
// 500 ms, pauses while hovered or focused or when the shopper pauses it; keyboard
// operable; in Arabic it runs right to left. Buttons go to the banner's URLs. The frame and
// the slides are the shared views (contract/markup.ts) the server's first paint uses too.
import { useEffect, useState } from 'react';
import { bannerSlideView, carouselView } from '../../../../contract/markup.ts';
import type { Banner, LangCode } from '../../../../contract/models.ts';
import { h } from '../../../components/ui/markup.ts';
import { useT } from '../../../i18n/use-t.ts';
import { ChevronEndIcon, ChevronStartIcon } from '../../../components/ui/icons.tsx';

export const SLIDE_MS = 750;
export const START_DELAY_MS = 500;
export const INTERVAL_MS = 5000;

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

  return carouselView(h, {
    attrs: {
      'aria-label': t('home.carousel'),
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setHovered(true),
      onBlur: () => setHovered(false),
    },
    trackAttrs: { style: { transform: `translateX(${sign * index * 100}%)`, transitionDuration: `${SLIDE_MS}ms` } },
    slides: banners.map((b, i) => bannerSlideView(h, lang, b, { index: i, count, active: i === index }, { key: b.BannerId })),
    nav: count > 1 && (
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
    ),
  });
}
