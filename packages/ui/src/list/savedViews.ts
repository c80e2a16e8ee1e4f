// Saved filter views of one list, per user, in this browser: a name for a set of filters and a
// sort, kept in localStorage under `list.views.<settingsKey>.<username>`.
import { useCallback, useState } from 'react';
import type { FilterValues, ListSort } from './useListQuery';

export const SAVED_VIEWS_PREFIX = 'list.views.';

export interface SavedView {
  name: string;
  filters: FilterValues;
  sort?: ListSort;
}

export function savedViewsKey(settingsKey: string, user: string): string {
  return `${SAVED_VIEWS_PREFIX}${settingsKey}.${user}`;
}

function isView(v: unknown): v is SavedView {
  const o = v as SavedView | null;
  return typeof o?.name === 'string' && o.name !== '' && typeof o.filters === 'object' && o.filters !== null;
}

/** What is stored; anything unreadable (hand-edited, older shape) counts as no views. */
export function readSavedViews(key: string): SavedView[] {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isView) : [];
  } catch {
    return [];
  }
}

function write(key: string, views: SavedView[]): void {
  if (views.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(views));
}

export interface SavedViewsApi {
  views: SavedView[];
  /** Save under a name; the same name replaces the older view. */
  save: (view: SavedView) => void;
  remove: (name: string) => void;
}

export function useSavedViews(key: string): SavedViewsApi {
  // keyed state: another list or user reads its own views (derived, not reset in an effect)
  const [state, setState] = useState(() => ({ key, views: readSavedViews(key) }));
  const views = state.key === key ? state.views : readSavedViews(key);
  const update = useCallback(
    (fn: (before: SavedView[]) => SavedView[]) => {
      const next = fn(readSavedViews(key));
      write(key, next);
      setState({ key, views: next });
    },
    [key],
  );
  const save = useCallback(
    (view: SavedView) => update((before) => [...before.filter((v) => v.name !== view.name), view]),
    [update],
  );
  const remove = useCallback((name: string) => update((before) => before.filter((v) => v.name !== name)), [update]);
  return { views, save, remove };
}
