// Two-slide product carousel at the top of the main area (spec §2, 70px). Our own messages,
// no external images. The slides fade into each other every AUTOPLAY_MS and pause while the
// carousel is hovered or focused; only the slide on show can take focus (the other is inert), so
// keyboard and screen-reader users never land on what they can't see. Drawn here rather than
// with antd's Carousel: react-slick measured its track on every first screen (≈ 0.15 s at 4× CPU
// throttling, `pnpm bench` profile) for two slides that only fade.
import { useCan } from '@console/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const AD_HEIGHT = 70;
export const AUTOPLAY_MS = 3000;

// white text on these gradients stays above 4.5:1 (WCAG AA) from end to end
const SLIDES = [
  { key: 'buy', to: '/phone/buy', background: 'linear-gradient(90deg, #1d39c4, #2f54eb)' },
  { key: 'invite', to: '/inviteReward/all', background: 'linear-gradient(90deg, #00474f, #006d75)' },
] as const;

// focus rings drawn inside (the carousel clips anything outside it); the dots are 24 px targets
// (WCAG 2.5.8) that draw a thin bar: the padding is transparent
const CSS =
  '.shell-ad-item{position:absolute;inset:0;transition:opacity .5s}' +
  '@media (prefers-reduced-motion:reduce){.shell-ad-item{transition:none}}' +
  '.shell-ad-slide:focus-visible,.shell-ad-dot:focus-visible{outline:2px solid #fff;outline-offset:-4px}' +
  '.shell-ad-dots{position:absolute;left:0;right:0;bottom:0;display:flex;justify-content:center;gap:4px;pointer-events:none}' +
  '.shell-ad-dot{width:24px;height:24px;padding:10px 0;border:0;border-radius:2px;cursor:pointer;pointer-events:auto;' +
  'background:rgba(255,255,255,.5);background-clip:content-box}' +
  '.shell-ad-dot[aria-current="true"]{background-color:#fff}';

/** inviteProgramme: the member's enterprise earns invite rewards (level_type 4, as the 邀请返利 menu entry). */
export function AdCarousel({ inviteProgramme }: { inviteProgramme: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const can = useCan();
  // never advertise what the member may not do: the buy slide is for who may buy, the invite slide
  // for an enterprise in the invite programme (issue 34: it was offered to all, its page said no)
  const slides = SLIDES.filter((s) =>
    s.key === 'buy' ? can('POST /phone/buyV1') : inviteProgramme && can('GET /inviteReward/summary'),
  );
  const [next, setNext] = useState(0);
  const shown = next % slides.length;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const turning = slides.length > 1 && !hovered && !focused;
  useEffect(() => {
    if (!turning) return;
    const timer = setInterval(() => setNext((i) => i + 1), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [turning]);

  if (slides.length === 0) return null; // a member offered neither
  return (
    <section
      aria-label={t('ad.label')}
      style={{ position: 'relative', height: AD_HEIGHT, overflow: 'hidden', borderRadius: 8, marginBottom: 8 }}
      data-testid="ad-carousel"
      className="shell-ad"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      <style href="shell-ad" precedence="default">
        {CSS}
      </style>
      {slides.map(({ key, to, background }, i) => (
        <div key={key} className="shell-ad-item" inert={i !== shown} style={{ opacity: i === shown ? 1 : 0 }}>
          <button
            type="button"
            className="shell-ad-slide"
            tabIndex={i === shown ? 0 : -1}
            onClick={() => void navigate(to)}
            style={{
              height: AD_HEIGHT,
              width: '100%',
              border: 'none',
              cursor: 'pointer',
              background,
              color: '#fff',
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              padding: '0 24px',
              textAlign: 'start',
            }}
          >
            <strong style={{ fontSize: 16 }}>{t(`ad.${key}.title`)}</strong>
            <span style={{ fontSize: 12 }}>{t(`ad.${key}.text`)}</span>
          </button>
        </div>
      ))}
      {slides.length > 1 && (
        <div className="shell-ad-dots">
          {slides.map(({ key }, i) => (
            <button
              key={key}
              type="button"
              className="shell-ad-dot"
              aria-label={t('ad.slide', { n: i + 1 })}
              aria-current={i === shown}
              onClick={() => setNext(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
