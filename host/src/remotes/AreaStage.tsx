// The shell's main area keeps every area it has shown mounted: the routed one is shown, the others
// stay in the DOM hidden with their state, their effects paused (ParcelProps.active). Going back to
// a visited area then shows it at once instead of mounting and rendering the remote again.
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type Location, useLocation } from 'react-router';
import { RemoteArea } from './RemoteArea';
import type { AreaName } from './registry';
import { usePreloadAreas } from './usePreloadAreas';

type ShowArea = (shown: { area: AreaName; location: Location } | null) => void;

const ShowAreaContext = createContext<ShowArea | null>(null);

/**
 * Back at the URL an area was left at: it keeps the location it has, so showing it again re-renders
 * nothing that reads the location (a new history entry of the same URL is a new Location object).
 */
const sameUrl = (kept: Location | undefined, next: Location) =>
  kept !== undefined &&
  kept.pathname === next.pathname &&
  kept.search === next.search &&
  kept.hash === next.hash &&
  kept.state === next.state;

/** Renders the routed page (children), then the areas shown so far, in the order first shown. */
export function AreaStage({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<AreaName | null>(null);
  // each area shown so far, with the location it last showed (a hidden one keeps its own: another
  // area's URL would not match its routes)
  const [kept, setKept] = useState<Partial<Record<AreaName, Location>>>({});
  const show = useCallback<ShowArea>((shown) => {
    setActive(shown?.area ?? null);
    if (shown) setKept((k) => (sameUrl(k[shown.area], shown.location) ? k : { ...k, [shown.area]: shown.location }));
  }, []);
  // once the first area is on screen the others load ahead, except those already opened
  const [onScreen, setOnScreen] = useState(false);
  const mounted = useCallback(() => setOnScreen(true), []);
  const keptNow = useRef(kept);
  useEffect(() => {
    keptNow.current = kept;
  }, [kept]);
  const opened = useCallback((area: AreaName) => area in keptNow.current, []);
  usePreloadAreas(onScreen, opened);
  return (
    <ShowAreaContext.Provider value={show}>
      {children}
      {(Object.entries(kept) as [AreaName, Location][]).map(([area, location]) => (
        <RemoteArea key={area} area={area} location={location} active={area === active} onMounted={mounted} />
      ))}
    </ShowAreaContext.Provider>
  );
}

/** What the router renders for a path of an area: that area, shown in the stage. */
export function AreaSlot({ area }: { area: AreaName }) {
  const location = useLocation();
  const show = useContext(ShowAreaContext);
  if (!show) throw new Error('AreaSlot outside an AreaStage');
  // before paint: the page never shows a frame with no area or the previous one
  useLayoutEffect(() => {
    show({ area, location });
    return () => show(null);
  }, [show, area, location]);
  return null;
}
