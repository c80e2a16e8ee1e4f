// The page's first tab stop (WCAG 2.4.1): jumps past the sidebar and the top bar (≈ 30 stops) to
// the main area. Unseen until it has the focus. It moves the focus itself rather than following
// `#…`, so the URL (the router's) never changes.
import { theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_ID = 'console-main';

const HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' } as const;

export function SkipLink() {
  const { t } = useTranslation('shell');
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  return (
    <a
      href={`#${MAIN_ID}`}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      style={
        focused
          ? {
              position: 'fixed',
              top: 8,
              left: 8,
              zIndex: 1100,
              padding: '8px 16px',
              background: token.colorBgElevated,
              color: token.colorPrimary,
              borderRadius: token.borderRadius,
              boxShadow: token.boxShadow,
            }
          : HIDDEN
      }
    >
      {t('skipToMain')}
    </a>
  );
}
