import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createDialogQueue, FirstVisitQueue, useDialogTurn, type FirstVisitDialog } from './dialogQueue';

describe('first-visit dialog queue', () => {
  it('opens one dialog at a time, the waiting one of highest priority next', () => {
    const q = createDialogQueue();
    q.request('auth');
    expect(q.current()).toBe('auth'); // nothing else waiting: no reason to hold it back
    q.request('guide');
    q.request('renew');
    expect(q.current()).toBe('auth'); // never two at once, no pre-emption
    q.done('auth');
    expect(q.current()).toBe('guide');
    q.done('guide');
    expect(q.current()).toBe('renew');
    q.done('renew');
    expect(q.current()).toBeUndefined();
  });

  it('a dialog that withdraws while waiting never opens; a repeated request is one turn', () => {
    const q = createDialogQueue();
    q.request('guide');
    q.request('renew');
    q.request('renew');
    q.request('auth');
    q.done('renew'); // withdrawn while waiting
    q.done('guide');
    expect(q.current()).toBe('auth');
    q.done('auth');
    expect(q.current()).toBeUndefined();
  });

  it('tells subscribers when the open dialog changes', () => {
    const q = createDialogQueue();
    const seen: (FirstVisitDialog | undefined)[] = [];
    q.subscribe(() => seen.push(q.current()));
    q.request('renew');
    q.done('renew');
    expect(seen).toEqual(['renew', undefined]);
  });
});

function Dialog({ name }: { name: FirstVisitDialog }) {
  const [wanted, setWanted] = useState(true);
  const { open, close } = useDialogTurn(name, wanted);
  return open ? (
    <button
      data-testid={`open-${name}`}
      onClick={() => {
        close();
        setWanted(false);
      }}
    >
      {name}
    </button>
  ) : null;
}

test('three dialogs in a shell take turns in priority order, one visible at a time', () => {
  render(
    <FirstVisitQueue>
      <Dialog name="auth" />
      <Dialog name="renew" />
      <Dialog name="guide" />
    </FirstVisitQueue>,
  );
  // effects run child by child: auth asked first and got the turn; the others wait for it
  for (const name of ['auth', 'guide', 'renew']) {
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([name]);
    act(() => screen.getByTestId(`open-${name}`).click());
  }
  expect(screen.queryAllByRole('button')).toEqual([]);
});
