// The top progress bar is a named progressbar (axe aria-progressbar-name), in zh and en.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '@console/shared';
import i18next from 'i18next';
import { registerHostResources } from '../i18n';
import { NavigationProgress } from './NavigationProgress';

beforeAll(() => {
  initI18n();
  registerHostResources();
});

test.each([
  ['zh', '页面加载中'],
  ['en', 'Loading the page'],
])('the progressbar has a name in %s', async (lang, name) => {
  await i18next.changeLanguage(lang);
  const router = createMemoryRouter([{ path: '*', element: <NavigationProgress /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  const bar = await screen.findByTestId('navigation-progress');
  expect(bar.getAttribute('role')).toBe('progressbar');
  expect(bar.getAttribute('aria-label')).toBe(name);
});
