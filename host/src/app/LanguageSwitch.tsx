// zh / en switch (spec §2: language from the stored 'language' cookie; zh default).
import { GlobalOutlined } from '@ant-design/icons';
import { type Language, setLanguage, useLanguage } from '@console/shared';
import { Button, Dropdown } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LABELS } from '../signin/languageLabels';

export { LANGUAGE_LABELS };

export interface LanguageSwitchProps {
  style?: CSSProperties;
  className?: string;
  /** Button type; 'text' fits the top bar. */
  buttonType?: 'text' | 'link' | 'default';
}

export function LanguageSwitch({ style, className, buttonType = 'text' }: LanguageSwitchProps) {
  const language = useLanguage();
  const { t } = useTranslation('host');
  return (
    <Dropdown
      trigger={['click', 'hover']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: (['zh', 'en'] as const).map((l) => ({ key: l, label: t(`lang.${l}`) })),
        onClick: ({ key }) => setLanguage(key as Language),
      }}
    >
      <Button
        type={buttonType}
        icon={<GlobalOutlined />}
        style={style}
        className={className}
        // the name starts with the visible text (WCAG 2.5.3 label in name), then says what it is
        aria-label={`${LANGUAGE_LABELS[language]} · ${t('lang.label')}`}
        data-testid="language-switch"
      >
        {LANGUAGE_LABELS[language]}
      </Button>
    </Dropdown>
  );
}
