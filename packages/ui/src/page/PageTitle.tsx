// The screen's one h1, at the size list titles always had (an h4's look), and its document title.
import { theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

export interface PageTitleProps {
  children: ReactNode;
  /** The browser tab's text when children is not plain text. */
  documentTitle?: string;
}

export function PageTitle({ children, documentTitle }: PageTitleProps) {
  usePageTitle(documentTitle ?? (typeof children === 'string' ? children : undefined));
  const { token } = theme.useToken();
  return (
    <Typography.Title
      level={1}
      style={{ marginTop: 0, fontSize: token.fontSizeHeading4, lineHeight: token.lineHeightHeading4 }}
    >
      {children}
    </Typography.Title>
  );
}
