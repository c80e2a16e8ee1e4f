import { act, renderHook } from '@testing-library/react';
import type { ListColumn } from './types';
import { loadSettings, mergeSettings, storageKey, useColumnSettings } from './useColumnSettings';

type Row = { id: number };
const columns: ListColumn<Row>[] = [
  { key: 'id', title: 'ID' },
  { key: 'name', title: 'Name' },
  { key: 'remark', title: 'Remark', defaultHidden: true },
];

beforeEach(() => localStorage.clear());

const keys = (cols: ListColumn<Row>[]) => cols.map((c) => c.key);

it('defaults: code order, defaultHidden columns hidden', () => {
  const { result } = renderHook(() => useColumnSettings('devices.phones', columns));
  expect(keys(result.current.visibleColumns)).toEqual(['id', 'name']);
  expect(result.current.customized).toBe(false);
});

it('persists visibility and order under list.columns.<settingsKey> and restores them', () => {
  const { result, unmount } = renderHook(() => useColumnSettings('devices.phones', columns));
  act(() => result.current.setVisible('remark', true));
  act(() => result.current.setVisible('id', false));
  act(() => result.current.move('remark', -1));
  expect(keys(result.current.visibleColumns)).toEqual(['remark', 'name']);
  expect(result.current.items.map((i) => i.key)).toEqual(['id', 'remark', 'name']);
  expect(JSON.parse(localStorage.getItem('list.columns.devices.phones') ?? 'null')).toEqual({
    order: ['id', 'remark', 'name'],
    visible: ['remark', 'name'],
  });
  unmount();

  const again = renderHook(() => useColumnSettings('devices.phones', columns));
  expect(keys(again.result.current.visibleColumns)).toEqual(['remark', 'name']);
  expect(again.result.current.customized).toBe(true);

  // another list keeps its own settings
  const other = renderHook(() => useColumnSettings('accounts.list', columns));
  expect(keys(other.result.current.visibleColumns)).toEqual(['id', 'name']);
});

it('reset restores the defaults and clears the stored value', () => {
  const { result } = renderHook(() => useColumnSettings('k', columns));
  act(() => result.current.setVisible('name', false));
  act(() => result.current.move('id', 1));
  expect(localStorage.getItem(storageKey('k'))).not.toBeNull();
  act(() => result.current.reset());
  expect(keys(result.current.visibleColumns)).toEqual(['id', 'name']);
  expect(result.current.items.map((i) => i.key)).toEqual(['id', 'name', 'remark']);
  expect(localStorage.getItem(storageKey('k'))).toBeNull();
});

it('merges stored settings with changed columns: unknown dropped, new ones at their place', () => {
  const stored = { order: ['name', 'gone', 'id'], visible: ['name', 'gone'] };
  const cols = [{ key: 'id' }, { key: 'added' }, { key: 'name' }, { key: 'hiddenNew', defaultHidden: true }];
  expect(mergeSettings(cols, stored)).toEqual({
    order: ['name', 'hiddenNew', 'id', 'added'],
    visible: ['name', 'added'],
  });
});

it('ignores a corrupt stored value; without settingsKey nothing is stored', () => {
  localStorage.setItem(storageKey('bad'), '{nope');
  expect(loadSettings('bad')).toBeUndefined();
  const { result } = renderHook(() => useColumnSettings(undefined, columns));
  act(() => result.current.setVisible('remark', true));
  expect(keys(result.current.visibleColumns)).toEqual(['id', 'name', 'remark']);
  expect(localStorage.length).toBe(1); // only the corrupt one set above
});
