import type { PlatformOption } from '../api/stores';
import { platformLabel, platformMatches, platformOptions } from './platforms';

const CATALOGUE: PlatformOption[] = [
  { name: 'Amazon', name_en: 'Amazon', sites: [{ code: 'US', zh: '美国', en: 'United States' }] },
  { name: '淘宝', name_en: 'Taobao', sites: [{ code: 'CN', zh: '中国', en: 'China' }] },
];

test('a platform reads in the screen language; one the catalogue does not know (or not yet loaded) reads as stored', () => {
  expect(platformLabel('淘宝', CATALOGUE, true)).toBe('Taobao');
  expect(platformLabel('淘宝', CATALOGUE, false)).toBe('淘宝');
  expect(platformLabel('Amazon', CATALOGUE, true)).toBe('Amazon');
  expect(platformLabel('旧平台', CATALOGUE, true)).toBe('旧平台');
  expect(platformLabel('淘宝', undefined, true)).toBe('淘宝');
});

test('select options send the stored name and show the name of the screen language', () => {
  expect(platformOptions(CATALOGUE, true)).toEqual([
    { value: 'Amazon', label: 'Amazon' },
    { value: '淘宝', label: 'Taobao' },
  ]);
  expect(platformOptions(CATALOGUE, false)).toEqual([
    { value: 'Amazon', label: 'Amazon' },
    { value: '淘宝', label: '淘宝' },
  ]);
  expect(platformOptions(undefined, true)).toEqual([]);
});

test('a typed search finds a platform by either name, any case', () => {
  const taobao = { value: '淘宝', label: 'Taobao' };
  expect(platformMatches('tao', taobao)).toBe(true);
  expect(platformMatches('淘', taobao)).toBe(true);
  expect(platformMatches('  ', taobao)).toBe(true);
  expect(platformMatches('amazon', taobao)).toBe(false);
  expect(platformMatches('x', undefined)).toBe(false);
});
