// The federated entry of every remote: single-spa lifecycles the host mounts as a parcel with
// props { domElement, location, navigator, active } and updates on each location change
// (docs/remote-contract.md). The host's history is the only one: the area renders its location.
import * as React from 'react';
import { Activity, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { type Location, type Navigator, Router, Routes } from 'react-router';
import singleSpaReact from 'single-spa-react';
import { AreaActiveContext } from './areaActive';
import { AreaCrash } from './AreaCrash';
import { type AreaIdentity, AreaProviders } from './AreaProviders';

export interface ParcelProps {
  domElement: HTMLElement;
  location: Location;
  navigator: Navigator;
  /**
   * false while the host keeps the area mounted but shows another one: the tree keeps its state and
   * DOM; after SLEEP_AFTER_MS hidden its effects (queries, polling, timers) stop until it is shown
   * again. Absent = shown.
   */
  active?: boolean;
}

export interface AreaDefinition extends AreaIdentity {
  /** the area's <Route> elements */
  routes: ReactNode;
}

/** The area's tree, the same in the host and standalone. */
export function AreaApp({ area, version, routes }: AreaDefinition) {
  return (
    <AreaProviders area={area} version={version}>
      <Routes>{routes}</Routes>
    </AreaProviders>
  );
}

/**
 * How long a hidden area stays live before it sleeps. Live, it comes back at once (the host only
 * hides its box); asleep, React's <Activity mode="hidden"> has stopped its effects, and waking
 * re-runs them all (antd's tables measure their columns again and re-render: ≈ 0.5 s on a
 * throttled laptop), which is worth paying only for an area left a while ago.
 */
export const SLEEP_AFTER_MS = 60_000;

export function createAreaLifecycles(def: AreaDefinition, { sleepAfterMs = SLEEP_AFTER_MS } = {}) {
  function ParcelRoot({ location, navigator, active }: ParcelProps) {
    const [asleep, setAsleep] = useState(false);
    // one object for the parcel's life: its readers are never re-rendered by a switch
    const shownRef = useRef(active !== false);
    useLayoutEffect(() => {
      shownRef.current = active !== false;
    }, [active]);
    // shown again: awake at once, in this render (not an effect later)
    if (asleep && active !== false) setAsleep(false);
    useEffect(() => {
      if (active !== false) return;
      const timer = setTimeout(() => setAsleep(true), sleepAfterMs);
      return () => clearTimeout(timer);
    }, [active]);
    // the same element while only `active` changes: hiding, showing, sleeping or waking the area
    // re-renders nothing in it
    const tree = useMemo(
      () => (
        <Router location={location} navigator={navigator}>
          <AreaApp {...def} />
        </Router>
      ),
      [location, navigator],
    );
    return (
      <AreaActiveContext value={shownRef}>
        <Activity mode={active === false && asleep ? 'hidden' : 'visible'}>{tree}</Activity>
      </AreaActiveContext>
    );
  }
  const lifecycles = singleSpaReact<ParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    // A render crash stays inside the area's box.
    errorBoundary: () => <AreaCrash area={def.area} />,
    // single-spa-react uses props.domElement; without it, fail loudly instead of appending to <body>.
    domElementGetter: () => {
      throw new Error(`${def.area}: mount the remote with a domElement prop (docs/remote-contract.md)`);
    },
  });
  // parcelCanUpdate is on by default, so update is always there; the type says optional.
  return {
    bootstrap: lifecycles.bootstrap,
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
    update: lifecycles.update!,
  };
}
