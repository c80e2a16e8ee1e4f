// zh / en switch of the signed-out page (spec §2: the 'language' cookie; zh default), the menu
// button pattern without antd: Enter, Space or ↓ opens it on the current language, ↑/↓ move,
// Enter picks, Escape or a click elsewhere closes and gives the focus back to the button.
import { GlobalOutlined } from '@ant-design/icons';
import { type Language, setLanguage, useLanguage } from '@console/shared/signin';
import { type KeyboardEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from './languageLabels';

const LANGUAGES: Language[] = ['zh', 'en'];

export function LanguageMenu() {
  const language = useLanguage();
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);

  // the focus goes to the current language when the menu opens, not again when the language changes
  const focusCurrent = useEffectEvent(() => items.current[LANGUAGES.indexOf(language)]?.focus());
  useEffect(() => {
    if (!open) return;
    focusCurrent();
    const away = (e: PointerEvent) => {
      if (!anchor.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const pick = (l: Language) => {
    setLanguage(l);
    close();
  };
  const onMenuKey = (e: KeyboardEvent, at: number) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    if (step) items.current[(at + step + LANGUAGES.length) % LANGUAGES.length]?.focus();
    else if (e.key === 'Enter' || e.key === ' ') pick(LANGUAGES[at]);
    else if (e.key === 'Escape') close();
    else if (e.key === 'Tab') setOpen(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  return (
    <span className="si-menu-anchor" ref={anchor}>
      <button
        ref={button}
        type="button"
        className="si-btn si-btn-text"
        aria-haspopup="menu"
        aria-expanded={open}
        // the name starts with the visible text (WCAG 2.5.3 label in name), then says what it is
        aria-label={`${LANGUAGE_LABELS[language]} · ${t('lang.label')}`}
        data-testid="language-switch"
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        <GlobalOutlined aria-hidden />
        {LANGUAGE_LABELS[language]}
      </button>
      {open && (
        <ul className="si-menu" role="menu" aria-label={t('lang.label')}>
          {LANGUAGES.map((l, at) => (
            <li
              key={l}
              ref={(el) => {
                items.current[at] = el;
              }}
              role="menuitem"
              tabIndex={-1}
              className="si-menu-item"
              aria-current={l === language ? true : undefined}
              onClick={() => pick(l)}
              onKeyDown={(e) => onMenuKey(e, at)}
            >
              {t(`lang.${l}`)}
            </li>
          ))}
        </ul>
      )}
    </span>
  );
}
