// The shell's two-slide carousel: turns every AUTOPLAY_MS, holds still while hovered or focused,
// the dots show a slide, only the slide on show can take focus, and a member sees only the slides
// that are theirs (no dots, nothing turning, for one; no carousel for none).
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { signInAs } from '../../../../packages/testing/signIn';
import '../i18n';
import { AdCarousel, AUTOPLAY_MS } from './AdCarousel';

const slides = () => [
  ...screen.getByTestId('ad-carousel').querySelectorAll<HTMLButtonElement>('button.shell-ad-slide'),
];
/** Index of the slide on show: the one not inert. */
const shown = () => slides().findIndex((b) => !b.closest('[inert]'));

const mount = (inviteProgramme = true) =>
  render(
    <MemoryRouter>
      <AdCarousel inviteProgramme={inviteProgramme} />
    </MemoryRouter>,
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('turns every AUTOPLAY_MS; only the slide on show can take focus', async () => {
  await signInAs('admin');
  mount();
  expect(slides().map((b) => b.textContent)).toEqual([
    expect.stringContaining('购买云手机'),
    expect.stringContaining('邀请好友'),
  ]);
  expect(shown()).toBe(0);
  expect(slides().map((b) => b.tabIndex)).toEqual([0, -1]);
  act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
  expect(shown()).toBe(1);
  expect(slides().map((b) => b.tabIndex)).toEqual([-1, 0]);
  act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
  expect(shown()).toBe(0);
});

test('holds still while hovered or focused; the dots show a slide', async () => {
  await signInAs('admin');
  mount();
  const ad = screen.getByTestId('ad-carousel');
  fireEvent.mouseEnter(ad);
  act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
  expect(shown()).toBe(0);
  fireEvent.mouseLeave(ad);
  const dot2 = screen.getByRole('button', { name: '第 2 张' });
  act(() => dot2.focus());
  fireEvent.click(dot2);
  expect(shown()).toBe(1);
  expect(dot2.getAttribute('aria-current')).toBe('true');
  act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 2));
  expect(shown()).toBe(1);
  act(() => dot2.blur());
  act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
  expect(shown()).toBe(0);
});

test('an enterprise outside the invite programme sees the buy slide alone: no dots, nothing turns (issue 34)', async () => {
  await signInAs('admin');
  mount(false);
  expect(slides().map((b) => b.textContent)).toEqual([expect.stringContaining('购买云手机')]);
  expect(screen.queryByRole('button', { name: '第 1 张' })).toBeNull();
  act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
  expect(shown()).toBe(0);
});

test('a member offered neither buying nor invite rewards (an employee) sees no carousel', async () => {
  await signInAs('employee');
  mount();
  expect(screen.queryByTestId('ad-carousel')).toBeNull();
});
