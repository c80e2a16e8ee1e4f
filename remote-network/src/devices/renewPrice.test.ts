import { monthFen } from './renewPrice';

const table = {
  regions: [
    { value: 'cn', label: '中国大陆' },
    { value: 'hk', label: '中国香港' },
  ],
  prices: [
    { region: 'cn' as const, type: 'static', month_fen: 4000, day_fen: 200 },
    { region: 'hk' as const, type: 'static', month_fen: 6000, day_fen: 300 },
  ],
  service_fees: [
    { kind: 'own' as const, month_fen: 500, day_fen: 30 },
    { kind: 'local' as const, month_fen: 300, day_fen: 20 },
  ],
};

test('a platform device at its region × type price, read from the region label it holds', () => {
  expect(monthFen({ kind: 'platform', region: '中国香港', ip_type: 'static' }, table)).toBe(6000);
  expect(monthFen({ kind: 'platform', region: '中国大陆', ip_type: 'static' }, table)).toBe(4000);
  expect(monthFen({ kind: 'platform', region: '中国大陆', ip_type: 'dynamic' }, table)).toBeNull();
});

test('own and local devices at their service fee; nothing before the table loads', () => {
  expect(monthFen({ kind: 'own', region: '中国大陆', ip_type: 'static' }, table)).toBe(500);
  expect(monthFen({ kind: 'local', region: '中国香港', ip_type: 'static' }, table)).toBe(300);
  expect(monthFen({ kind: 'own', region: '中国大陆', ip_type: 'static' }, undefined)).toBeNull();
});
