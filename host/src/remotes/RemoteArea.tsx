// Mounts an area's remote as a single-spa parcel in the shell's main area. The host router stays
// the only owner of the URL: the remote gets the location (AreaStage's: a hidden area keeps the one
// it last showed) and our navigator as props. An inactive area is hidden, its layout kept.
import { Spin } from 'antd';
import { useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { type Location, UNSAFE_NavigationContext } from 'react-router';
import { mountRootParcel, type Parcel } from 'single-spa';
import { useRouteCan } from '@console/shared';
import { loadArea } from './loadArea';
import { prefetchFirstReads } from './prefetchFirstReads';
import { RemoteFallback } from './RemoteFallback';
import type { AreaName } from './registry';

type State = { kind: 'loading' } | { kind: 'mounted' } | { kind: 'failed'; error: unknown };

/** Room the spinner keeps while a remote loads. */
const LOADING_HEIGHT = 160;

/**
 * An inactive area: not drawn, not in the accessibility tree or the tab order, no room taken, and
 * unlike display: none its styles and layout are kept, so showing it again costs almost nothing
 * (and its tables' resize observers don't see it shrink to nothing and re-measure).
 */
const INACTIVE = { contentVisibility: 'hidden', height: 0 } as const;

export function RemoteArea({
  area,
  location,
  active,
  onMounted,
}: {
  area: AreaName;
  location: Location;
  active: boolean;
  /** the area's parcel has mounted */
  onMounted?: () => void;
}) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const domRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<Parcel | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The outcome of one load (area + attempt); a load whose outcome is not in yet is loading.
  const [outcome, setOutcome] = useState<{ area: AreaName; attempt: number; state: State }>();
  const state: State = outcome?.area === area && outcome.attempt === attempt ? outcome.state : { kind: 'loading' };
  // the parcel mounts with the props current when it mounts, not when the load started
  const mountProps = useEffectEvent(() => ({ location, navigator, active }));
  const can = useRouteCan();
  const startFirstReads = useEffectEvent(() => prefetchFirstReads(location, can));
  const reportMounted = useEffectEvent(() => onMounted?.());

  useEffect(() => {
    let cancelled = false;
    const settle = (s: State) => {
      if (!cancelled) setOutcome({ area, attempt, state: s });
    };
    // the first screen's data in parallel with its code (a retry's screen asks for itself)
    if (attempt === 0) startFirstReads();
    loadArea(area, attempt > 0)
      .then(async (config) => {
        if (cancelled || !domRef.current) return;
        const mounted = mountProps();
        const parcel = mountRootParcel(config, { domElement: domRef.current, ...mounted });
        parcelRef.current = parcel;
        await parcel.mountPromise;
        // what changed while it mounted (the update effect skips a parcel that is not mounted yet)
        const now = mountProps();
        if (!cancelled && (now.location !== mounted.location || now.active !== mounted.active)) {
          await parcel.update?.(now);
        }
        settle({ kind: 'mounted' });
        if (!cancelled) reportMounted();
      })
      .catch((error: unknown) => {
        console.error(`[remote ${area}]`, error);
        parcelRef.current = null;
        settle({ kind: 'failed', error });
      });
    return () => {
      cancelled = true;
      const parcel = parcelRef.current;
      parcelRef.current = null;
      if (parcel && parcel.getStatus() === 'MOUNTED') void parcel.unmount().catch(() => undefined);
    };
  }, [area, attempt]);

  // Location changes re-render the remote with the new URL (its own Router reads it); hiding or
  // showing the area pauses or resumes its effects.
  useEffect(() => {
    const parcel = parcelRef.current;
    if (parcel?.update && parcel.getStatus() === 'MOUNTED') {
      void parcel.update({ location, navigator, active }).catch((e: unknown) => console.error(`[remote ${area}]`, e));
    }
  }, [location, navigator, active, area]);

  return (
    <div
      inert={!active}
      data-testid="remote-area"
      data-area={area}
      data-state={state.kind}
      style={
        active ? { position: 'relative', minHeight: state.kind === 'loading' ? LOADING_HEIGHT : undefined } : INACTIVE
      }
    >
      {/* Laid over the area, not in its flow: the remote draws its first screen under the spinner
          before its mount resolves, so an in-flow spinner would push that screen down and then let
          it jump up (a layout shift, measured by `pnpm bench`). */}
      {state.kind === 'loading' && (
        <div style={{ position: 'absolute', inset: 0, display: 'flex', justifyContent: 'center', paddingTop: 64 }}>
          <Spin />
        </div>
      )}
      {state.kind === 'failed' && (
        <RemoteFallback area={area} error={state.error} onRetry={() => setAttempt((n) => n + 1)} />
      )}
      <div ref={domRef} style={state.kind === 'failed' ? { display: 'none' } : undefined} />
    </div>
  );
}
