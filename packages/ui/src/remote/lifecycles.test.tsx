// The parcel the host keeps while it shows another area: hidden (active: false) its tree keeps
// its state and its effects stop (no queries or polling behind the user's back); shown, they resume.
import { act, fireEvent, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { type Location, type Navigator, Route } from 'react-router';
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

test('an inactive area keeps its state and pauses its effects until it is active again', async () => {
  const lifecycles = createAreaLifecycles({
    area: 'devices',
    version: '0.0.0-test',
    routes: <Route path="/phone/all" element={<Counter />} />,
  });
  const domElement = document.body.appendChild(document.createElement('div'));
  const props = { name: 'devices-parcel', domElement, location: location('/phone/all'), navigator };
  await lifecycles.bootstrap(props as never);
  await run(() => lifecycles.mount(props as never));
  fireEvent.click(await screen.findByRole('button', { name: 'clicked 0' }));
  expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
  expect(effects).toEqual(['start']);

  await run(() => lifecycles.update({ ...props, active: false } as never));
  expect(effects).toEqual(['start', 'stop']);
  expect(screen.queryByRole('button')).toBeNull(); // hidden from the page and its accessibility tree

  await run(() => lifecycles.update({ ...props, active: true } as never));
  expect(effects).toEqual(['start', 'stop', 'start']);
  expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy(); // the same tree, state kept

  await run(() => lifecycles.unmount(props as never));
});
