import { isState, resolutionLabel, rowAllows, STATE_COLOR } from './states';

describe('sub-account states', () => {
  test('every state has a colour; unknown ones are not states', () => {
    expect(Object.keys(STATE_COLOR)).toEqual([
      'creating',
      'initializing',
      'running',
      'powered_off',
      'expired',
      'closed',
    ]);
    expect(isState('running')).toBe(true);
    expect(isState('normal')).toBe(false);
  });

  test('a row offers what its state allows', () => {
    expect(rowAllows({ status: 'running' }, 'powerOff')).toBe(true);
    expect(rowAllows({ status: 'running' }, 'delete')).toBe(false);
    expect(rowAllows({ status: 'powered_off' }, 'powerOn')).toBe(true);
    expect(rowAllows({ status: 'initializing' }, 'configure')).toBe(false);
    expect(rowAllows({ status: 'closed' }, 'delete')).toBe(true);
    expect(rowAllows({ status: 'expired' }, 'powerOn')).toBe(false);
    expect(rowAllows({ status: 'something' }, 'delete')).toBe(false);
  });

  test('an unpaid sub-account cannot be initialized', () => {
    expect(rowAllows({ status: 'creating', paid: false }, 'initialize')).toBe(false);
    expect(rowAllows({ status: 'creating', paid: true }, 'initialize')).toBe(true);
  });

  test('resolution labels', () => {
    expect(resolutionLabel('1280,720')).toBe('1280×720');
    expect(resolutionLabel('0,0')).toBe(null);
    expect(resolutionLabel('')).toBe('');
  });
});
