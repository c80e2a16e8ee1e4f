// Thin 2px bar at the top of the page while the router navigates (lazy pages), the guard loads
// the profile, or briefly after any route change (spec §2: a progress bar shows during navigation).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { useProgressActive } from './progress';

export const PROGRESS_COLOR = '#3370ff';

type Phase = 'idle' | 'running' | 'finishing';

export function NavigationProgress() {
  const { t } = useTranslation('host');
  const navigation = useNavigation();
  const location = useLocation();
  const busy = useProgressActive();

  // A route change without any loading still gets a short run, so every navigation shows:
  // `pulseFor` is the location whose 200 ms pulse is running (none for the first location).
  const [seenKey, setSeenKey] = useState(location.key);
  const [pulseFor, setPulseFor] = useState<string | null>(null);
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    setPulseFor(location.key);
  }
  useEffect(() => {
    if (pulseFor === null) return undefined;
    const t = window.setTimeout(() => setPulseFor(null), 200);
    return () => window.clearTimeout(t);
  }, [pulseFor]);

  const running = navigation.state !== 'idle' || busy || pulseFor !== null;

  // The phase follows `running` as it flips (set while rendering); the timers of each phase run in an effect.
  const [wasRunning, setWasRunning] = useState(running);
  const [phase, setPhase] = useState<Phase>(running ? 'running' : 'idle');
  const [width, setWidth] = useState(running ? 10 : 0);
  if (running !== wasRunning) {
    setWasRunning(running);
    if (running) {
      setPhase('running');
      setWidth(10);
    } else if (phase === 'running') {
      setPhase('finishing');
      setWidth(100);
    }
  }

  useEffect(() => {
    if (phase === 'running') {
      // creep towards 90% while work is under way
      const t = window.setInterval(() => setWidth((w) => (w < 90 ? w + (90 - w) * 0.15 : w)), 120);
      return () => window.clearInterval(t);
    }
    if (phase === 'finishing') {
      const t = window.setTimeout(() => {
        setPhase('idle');
        setWidth(0);
      }, 300);
      return () => window.clearTimeout(t);
    }
    return undefined;
  }, [phase]);

  return (
    <div
      role="progressbar"
      // a progressbar needs a name (axe aria-progressbar-name) while it is exposed
      aria-label={t('app.navigating')}
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
