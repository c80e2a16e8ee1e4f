// Thin 2px bar at the top of the page while the router navigates (lazy pages), the guard loads
// the profile, or briefly after any route change (spec §2: a progress bar shows during navigation).
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { useProgressActive } from './progress';

export const PROGRESS_COLOR = '#3370ff';

type Phase = 'idle' | 'running' | 'finishing';

export function NavigationProgress() {
  const navigation = useNavigation();
  const location = useLocation();
  const busy = useProgressActive();
  const [pulse, setPulse] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [width, setWidth] = useState(0);
  const first = useRef(true);

  // A route change without any loading still gets a short run, so every navigation shows.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setPulse(true);
    const t = window.setTimeout(() => setPulse(false), 200);
    return () => window.clearTimeout(t);
  }, [location.key]);

  const running = navigation.state !== 'idle' || busy || pulse;

  useEffect(() => {
    if (running) {
      setPhase('running');
      setWidth(10);
      // creep towards 90% while work is under way
      const t = window.setInterval(() => setWidth((w) => (w < 90 ? w + (90 - w) * 0.15 : w)), 120);
      return () => window.clearInterval(t);
    }
    if (phase === 'running') {
      setPhase('finishing');
      setWidth(100);
      const t = window.setTimeout(() => {
        setPhase('idle');
        setWidth(0);
      }, 300);
      return () => window.clearTimeout(t);
    }
    return undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);

  return (
    <div
      role="progressbar"
      aria-hidden={phase === 'idle'}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      data-testid="navigation-progress"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 2,
        width: `${width}%`,
        background: PROGRESS_COLOR,
        boxShadow: `0 0 6px ${PROGRESS_COLOR}`,
        opacity: phase === 'idle' ? 0 : 1,
        transition: 'width 200ms ease, opacity 300ms ease',
        zIndex: 2000,
        pointerEvents: 'none',
      }}
    />
  );
}
