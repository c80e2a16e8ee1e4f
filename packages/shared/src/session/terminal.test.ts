import { getTerminalId, TERMINAL_ID_KEY } from './terminal';

describe('getTerminalId', () => {
  beforeEach(() => localStorage.clear());

  it('creates a UUID once and keeps it', () => {
    const a = getTerminalId();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(TERMINAL_ID_KEY)).toBe(a);
    expect(getTerminalId()).toBe(a);
  });

  it('replaces a tampered value', () => {
    localStorage.setItem(TERMINAL_ID_KEY, '<script>');
    const id = getTerminalId();
    expect(id).not.toBe('<script>');
    expect(localStorage.getItem(TERMINAL_ID_KEY)).toBe(id);
  });
});
