import { setStartPath, startPath } from './startPage';

beforeEach(() => localStorage.clear());

test("no choice: the fallback (the role's landing page), /phone/all by default", () => {
  expect(startPath('demoadmin')).toBe('/phone/all');
  expect(startPath('demoadmin', '/operationManual')).toBe('/operationManual');
  expect(startPath(undefined, '/x')).toBe('/x');
});

test('the choice is per user', () => {
  setStartPath('demoadmin', '/dashboard');
  expect(startPath('demoadmin')).toBe('/dashboard');
  expect(startPath('demostaff')).toBe('/phone/all');
});

test('a stored value that is not a start page is ignored', () => {
  localStorage.setItem('startPage:demoadmin', '//evil.example');
  expect(startPath('demoadmin')).toBe('/phone/all');
});
