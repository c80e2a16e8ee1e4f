// Two-slide product carousel at the top of the main area (spec §2, 70px). Our own messages,
// no external images.
import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export const AD_HEIGHT = 70;

const SLIDES = [
  { key: 'buy', to: '/phone/buy', background: 'linear-gradient(90deg, #3370ff, #5c8dff)' },
  { key: 'invite', to: '/test12345qr', background: 'linear-gradient(90deg, #13c2c2, #36cfc9)' },
] as const;

export function AdCarousel() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  return (
    <div style={{ height: AD_HEIGHT, overflow: 'hidden', borderRadius: 8, marginBottom: 12 }} data-testid="ad-carousel">
      <Carousel autoplay>
        {SLIDES.map(({ key, to, background }) => (
          <div key={key}>
            <button
              type="button"
              onClick={() => navigate(to)}
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
              <span style={{ fontSize: 12, opacity: 0.9 }}>{t(`ad.${key}.text`)}</span>
            </button>
          </div>
        ))}
      </Carousel>
    </div>
  );
}
