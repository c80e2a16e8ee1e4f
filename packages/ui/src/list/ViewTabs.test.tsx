import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { ViewTabs } from './ViewTabs';

const views = [
  { path: '/phone/all', label: '全部', count: 13 },
  { path: '/phone/expired', label: '已过期' },
];

// the pages pass the route's own path as activePath
function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <ViewTabs activePath={pathname} views={views} />
      <output data-testid="where">{pathname}</output>
    </>
  );
}

const mount = (url = '/phone/all') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Page />
    </MemoryRouter>,
  );

test('views are links in a nav, the shown one marked aria-current, no tab roles', () => {
  mount();
  const nav = screen.getByRole('navigation', { name: '视图' });
  const links = screen.getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual(['全部 (13)', '已过期']);
  expect(links.map((l) => l.getAttribute('aria-current'))).toEqual(['page', null]);
  expect(nav.querySelector('[role=tab], [role=tablist]')).toBeNull();
});

test('following a view link goes to its path and marks it current', () => {
  mount();
  fireEvent.click(screen.getByRole('link', { name: '已过期' }));
  expect(screen.getByTestId('where').textContent).toBe('/phone/expired');
  expect(screen.getByRole('link', { name: '已过期' }).getAttribute('aria-current')).toBe('page');
});

test('every view link stays in the Tab order (no roving tabindex to trap the keyboard)', () => {
  mount();
  for (const l of screen.getAllByRole('link')) expect(l.getAttribute('tabindex')).toBeNull();
});
