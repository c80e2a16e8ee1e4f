// Column visibility + order, saved per list in localStorage under `list.columns.<settingsKey>`.
// Stored: { order: all keys known when saved, visible: the shown ones }. A column added to the
// code later (not in `order`) appears at its default place with its default visibility.
import { useCallback, useMemo, useState } from 'react';
import type { ListColumn } from './types';

export const COLUMN_SETTINGS_PREFIX = 'list.columns.';

export interface ColumnSettingsState {
  order: string[];
  visible: string[];
}

export function storageKey(settingsKey: string): string {
  return `${COLUMN_SETTINGS_PREFIX}${settingsKey}`;
}

export function defaultSettings(columns: { key: string; defaultHidden?: boolean }[]): ColumnSettingsState {
  return {
    order: columns.map((c) => c.key),
    visible: columns.filter((c) => !c.defaultHidden).map((c) => c.key),
  };
}

function isStringArray(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((x) => typeof x === 'string');
}

export function loadSettings(settingsKey: string | undefined): ColumnSettingsState | undefined {
  if (!settingsKey) return undefined;
  try {
    const raw = localStorage.getItem(storageKey(settingsKey));
    if (!raw) return undefined;
    const v = JSON.parse(raw) as Partial<ColumnSettingsState>;
    return isStringArray(v?.order) && isStringArray(v?.visible) ? { order: v.order, visible: v.visible } : undefined;
  } catch {
    return undefined; // storage off or corrupt value: defaults
  }
}

function saveSettings(settingsKey: string | undefined, s: ColumnSettingsState | undefined): void {
  if (!settingsKey) return;
  try {
    if (s) localStorage.setItem(storageKey(settingsKey), JSON.stringify(s));
    else localStorage.removeItem(storageKey(settingsKey));
  } catch {
    // storage unavailable: settings last for this page view only
  }
}

/** Stored settings reconciled with the current columns (unknown keys dropped, new ones merged in). */
export function mergeSettings(
  columns: { key: string; defaultHidden?: boolean }[],
  stored: ColumnSettingsState | undefined,
): ColumnSettingsState {
  const defaults = defaultSettings(columns);
  if (!stored) return defaults;
  const known = new Set(defaults.order);
  const order = stored.order.filter((k) => known.has(k));
  const seen = new Set(order);
  // New columns: insert after their predecessor in the code order (or first).
  defaults.order.forEach((key, i) => {
    if (seen.has(key)) return;
    const before = defaults.order[i - 1];
    const at = before === undefined ? 0 : order.indexOf(before) + 1;
    order.splice(at, 0, key);
    seen.add(key);
  });
  const storedKeys = new Set(stored.order);
  const storedVisible = new Set(stored.visible);
  const defaultVisible = new Set(defaults.visible);
  const visible = order.filter((k) => (storedKeys.has(k) ? storedVisible.has(k) : defaultVisible.has(k)));
  return { order, visible };
}

export interface ColumnSettingsApi<Row> {
  /** Every column in the user's order, with its visibility. */
  items: { key: string; column: ListColumn<Row>; visible: boolean }[];
  /** The columns to render, in order. */
  visibleColumns: ListColumn<Row>[];
  setVisible: (key: string, visible: boolean) => void;
  move: (key: string, delta: -1 | 1) => void;
  reset: () => void;
  /** Whether the settings differ from the defaults. */
  customized: boolean;
}

export function useColumnSettings<Row>(
  settingsKey: string | undefined,
  columns: ListColumn<Row>[],
): ColumnSettingsApi<Row> {
  const [stored, setStored] = useState<ColumnSettingsState | undefined>(() => loadSettings(settingsKey));
  const [loadedFor, setLoadedFor] = useState(settingsKey);
  let current = stored;
  if (loadedFor !== settingsKey) {
    // Same component, other list (e.g. a route change reusing the page): reload during render.
    current = loadSettings(settingsKey);
    setLoadedFor(settingsKey);
    setStored(current);
  }

  // Recomputed with the columns (callers build them inline): cheap, and a column's render
  // closure is never a stale one.
  const state = useMemo(() => mergeSettings(columns, current), [columns, current]);

  const write = useCallback(
    (next: ColumnSettingsState | undefined) => {
      setStored(next);
      saveSettings(settingsKey, next);
    },
    [settingsKey],
  );

  const setVisible = useCallback(
    (key: string, visible: boolean) => {
      const set = new Set(state.visible);
      if (visible) set.add(key);
      else set.delete(key);
      write({ order: state.order, visible: state.order.filter((k) => set.has(k)) });
    },
    [state, write],
  );

  const move = useCallback(
    (key: string, delta: -1 | 1) => {
      const order = [...state.order];
      const i = order.indexOf(key);
      const j = i + delta;
      if (i < 0 || j < 0 || j >= order.length) return;
      [order[i], order[j]] = [order[j], order[i]];
      const visibleSet = new Set(state.visible);
      write({ order, visible: order.filter((k) => visibleSet.has(k)) });
    },
    [state, write],
  );

  const reset = useCallback(() => write(undefined), [write]);

  const byKey = new Map(columns.map((c) => [c.key, c]));
  const visibleSet = new Set(state.visible);
  const items = state.order.flatMap((key) => {
    const column = byKey.get(key);
    return column ? [{ key, column, visible: visibleSet.has(key) }] : [];
  });
  const defaults = defaultSettings(columns);
  return {
    items,
    visibleColumns: items.filter((i) => i.visible).map((i) => i.column),
    setVisible,
    move,
    reset,
    customized: JSON.stringify(defaults) !== JSON.stringify(state),
  };
}
