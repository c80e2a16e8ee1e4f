// The page's three tabs (password, SMS code, register) as the WAI-ARIA tabs pattern: one tab stop,
// arrows / Home / End move and select, the panel is named by its tab.
import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
  panel: ReactNode;
}

export function Tabs<K extends string>({
  items,
  active,
  onChange,
}: {
  items: TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
}) {
  const index = items.findIndex((i) => i.key === active);
  const move = (e: KeyboardEvent) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = items[(to + items.length) % items.length];
    onChange(next.key);
    document.getElementById(`signin-tab-${next.key}`)?.focus();
  };
  return (
    <>
      <div className="si-tabs" role="tablist">
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`signin-tab-${item.key}`}
            className="si-tab"
            aria-selected={item.key === active}
            // only the chosen panel is drawn: a reference to an absent one is invalid ARIA
            aria-controls={item.key === active ? `signin-panel-${item.key}` : undefined}
            tabIndex={item.key === active ? 0 : -1}
            onClick={() => onChange(item.key)}
            onKeyDown={move}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`signin-panel-${active}`} aria-labelledby={`signin-tab-${active}`}>
        {items[index]?.panel}
      </div>
    </>
  );
}
