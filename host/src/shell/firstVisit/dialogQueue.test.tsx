import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { createDialogQueue, FirstVisitQueue, useDialogTurn, type FirstVisitDialog } from './dialogQueue';

describe('first-visit dialog queue', () => {
  it('opens one dialog at a time, the waiting one of highest priority next', () => {
    const q = createDialogQueue();
    q.request('auth');
    expect(q.current()).toBe('auth'); // nothing else waiting: no reason to hold it back
    q.request('renew');
    expect(q.current()).toBe('auth'); // never two at once, no pre-emption
    q.done('auth');
    expect(q.current()).toBe('renew');
    q.done('renew');
    expect(q.current()).toBeUndefined();
  });

  it('a dialog that withdraws while waiting never opens; a repeated request is one turn', () => {
    const q = createDialogQueue();
    q.request('renew');
    q.request('auth');
    q.request('auth');
    q.done('auth'); // withdrawn while waiting
    q.done('renew');
    expect(q.current()).toBeUndefined();
  });

  it('a route change closes the open dialog; the waiting one keeps its turn', () => {
    const q = createDialogQueue();
    q.navigated('/phone/all');
    q.request('renew');
    q.request('auth');
    q.navigated('/phone/all'); // same page: nothing happens
    expect(q.current()).toBe('renew');
    q.navigated('/phone/renew');
    expect(q.current()).toBe('auth');
    q.navigated('/account/all');
    expect(q.current()).toBeUndefined();
    q.request('renew'); // asked again later: a new turn
    expect(q.current()).toBe('renew');
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

function Leave() {
  const navigate = useNavigate();
  return (
    <a href="#next" data-testid="leave" onClick={() => void navigate('/next')}>
      leave
    </a>
  );
}

function mount() {
  return render(
    <MemoryRouter initialEntries={['/start']}>
      <FirstVisitQueue>
        <Leave />
        <Dialog name="auth" />
        <Dialog name="renew" />
      </FirstVisitQueue>
    </MemoryRouter>,
  );
}

test('dialogs in a shell take turns, one visible at a time', () => {
  mount();
  // effects run child by child: auth asked first and got the turn; renew waits for it
  for (const name of ['auth', 'renew']) {
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([name]);
    act(() => screen.getByTestId(`open-${name}`).click());
  }
  expect(screen.queryAllByRole('button')).toEqual([]);
});

test('navigating away closes the open dialog', () => {
  mount();
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['auth']);
  act(() => screen.getByTestId('leave').click());
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['renew']);
});
