// Two-slide product carousel at the top of the main area (spec §2, 70px). Our own messages,
// no external images. Slides fade (no cloned slides), and only the slide on show can take focus:
// a hidden slide is inert, so keyboard and screen-reader users never land on what they can't see.
// It pauses while hovered or focused.
import { useCan } from '@console/shared';
import { Carousel } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const AD_HEIGHT = 70;

// white text on these gradients stays above 4.5:1 (WCAG AA) from end to end
const SLIDES = [
  { key: 'buy', to: '/phone/buy', background: 'linear-gradient(90deg, #1d39c4, #2f54eb)' },
  { key: 'invite', to: '/test12345qr', background: 'linear-gradient(90deg, #00474f, #006d75)' },
] as const;

// the focus ring drawn inside the slide (the carousel clips anything outside it); the dots are
// 24 px targets (WCAG 2.5.8) that still draw a thin bar: the padding is transparent (!important:
// antd's own dot rules come later and are as specific)
const CSS =
  '.shell-ad-slide:focus-visible{outline:2px solid #fff;outline-offset:-4px}' +
  '.shell-ad .ant-carousel .slick-dots li,.shell-ad .ant-carousel .slick-dots li.slick-active{width:24px!important;height:24px!important}' +
  '.shell-ad .ant-carousel .slick-dots li button{height:24px!important;padding:10px 0!important;background-clip:content-box!important}';

export function AdCarousel() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const can = useCan();
  // never advertise what the member may not do (the buy slide is for who may buy)
  const slides = SLIDES.filter((s) => s.key !== 'buy' || can('POST /phone/buyV1'));
  const [shown, setShown] = useState(0);
  return (
    <section
      aria-label={t('ad.label')}
      style={{ height: AD_HEIGHT, overflow: 'hidden', borderRadius: 8, marginBottom: 12 }}
      data-testid="ad-carousel"
      className="shell-ad"
    >
      <style href="shell-ad-slide" precedence="default">
        {CSS}
      </style>
      <Carousel
        autoplay={slides.length > 1}
        dots={slides.length > 1}
        effect="fade"
        pauseOnHover
        pauseOnFocus
        beforeChange={(_from, to) => setShown(to)}
      >
        {slides.map(({ key, to, background }, i) => (
          <div key={key} inert={i !== shown}>
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
      </Carousel>
    </section>
  );
}
