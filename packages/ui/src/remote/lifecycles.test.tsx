// The parcel the host keeps while it shows another area (active: false): its tree keeps its state;
// hidden for longer than a while (SLEEP_AFTER_MS; shortened here) its effects stop (no queries or polling behind the user's
// back) until it is shown again.
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { type Location, type Navigator, Route } from 'react-router';
import { type AreaShown, useAreaActive } from './areaActive';
import { createAreaLifecycles } from './lifecycles';

const effects: string[] = [];

function Counter() {
  const [n, setN] = useState(0);
  useEffect(() => {
    effects.push('start');
    return () => {
      effects.push('stop');
    };
  }, []);
  return <button onClick={() => setN(n + 1)}>clicked {n}</button>;
}

/** What useAreaActive hands out, and how often its reader rendered. */
let areaShown: AreaShown | undefined;
let flagRenders = 0;
function ActiveFlag() {
  const shown = useAreaActive();
  useEffect(() => {
    areaShown = shown;
    flagRenders++;
  });
  return null;
}

const location = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });
const navigator: Navigator = { push: () => {}, replace: () => {}, go: () => {}, createHref: () => '' };

/** A lifecycle resolves once React has rendered: start it inside act, await it outside. */
async function run(lifecycle: () => Promise<unknown>) {
  let done: Promise<unknown> = Promise.resolve();
  act(() => {
    done = lifecycle();
  });
  await done;
}

afterEach(() => {
  effects.length = 0;
});

/** A short sleep for the test (the console's is SLEEP_AFTER_MS). */
const SLEEP_MS = 300;
const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

async function mountCounter() {
  const lifecycles = createAreaLifecycles(
    {
      area: 'devices',
      version: '0.0.0-test',
      routes: (
        <Route
          path="/phone/all"
          element={
            <>
              <Counter />
              <ActiveFlag />
            </>
          }
        />
      ),
    },
    { sleepAfterMs: SLEEP_MS },
  );
  const domElement = document.body.appendChild(document.createElement('div'));
  const props = { name: 'devices-parcel', domElement, location: location('/phone/all'), navigator };
  await lifecycles.bootstrap(props as never);
  await run(() => lifecycles.mount(props as never));
  fireEvent.click(await screen.findByRole('button', { name: 'clicked 0' }));
  expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
  expect(effects).toEqual(['start']);
  const update = (active: boolean) => run(() => lifecycles.update({ ...props, active } as never));
  const unmount = async () => {
    await run(() => lifecycles.unmount(props as never));
    domElement.remove();
  };
  return { update, unmount };
}

test('an area hidden for a moment stays live: shown again, nothing in it re-runs', async () => {
  const area = await mountCounter();
  expect(areaShown?.current).toBe(true);
  const renders = flagRenders;
  await area.update(false);
  await wait(SLEEP_MS / 3);
  expect(effects).toEqual(['start']);
  expect(areaShown?.current).toBe(false); // what polls reads this and skips its request
  await area.update(true);
  expect(areaShown?.current).toBe(true);
  expect(flagRenders).toBe(renders); // reading it re-renders nothing on a switch
  await wait(SLEEP_MS * 2);
  expect(effects).toEqual(['start']);
  expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
  await area.unmount();
});

test('an area hidden longer sleeps: its effects stop, its state is kept, and it wakes when shown', async () => {
  const area = await mountCounter();
  await area.update(false);
  await wait(SLEEP_MS * 2);
  expect(effects).toEqual(['start', 'stop']);
  expect(screen.queryByRole('button')).toBeNull(); // asleep: out of the page and its accessibility tree

  await area.update(true);
  expect(effects).toEqual(['start', 'stop', 'start']);
  expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy(); // the same tree, state kept

  // hidden again: it sleeps again, a while later
  await area.update(false);
  expect(effects).toEqual(['start', 'stop', 'start']);
  await wait(SLEEP_MS * 2);
  expect(effects).toEqual(['start', 'stop', 'start', 'stop']);
  await area.unmount();
});
