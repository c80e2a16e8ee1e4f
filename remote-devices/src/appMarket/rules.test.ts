import { apkFileProblem, defaultAppName, formatSize, MAX_APK_BYTES, PACKAGE_NAME } from './rules';

test('formatSize: bytes, then one decimal below 100 of a unit, whole numbers above', () => {
  expect(formatSize(0)).toBe('0 B');
  expect(formatSize(1023)).toBe('1023 B');
  expect(formatSize(1536)).toBe('1.5 KB');
  expect(formatSize(2048)).toBe('2 KB');
  expect(formatSize(Math.round(265.4 * 1024 * 1024))).toBe('265 MB');
  expect(formatSize(Math.round(52.44 * 1024 * 1024))).toBe('52.4 MB');
  expect(formatSize(1.25 * 1024 ** 3)).toBe('1.3 GB');
  expect(formatSize(-1)).toBe('-');
  expect(formatSize(Number.NaN)).toBe('-');
});

test('apkFileProblem: .apk only (any case), non-empty, at most 200 MiB and 200 characters', () => {
  expect(apkFileProblem({ name: 'a.apk', size: 1 })).toBeNull();
  expect(apkFileProblem({ name: 'A.APK', size: MAX_APK_BYTES })).toBeNull();
  expect(apkFileProblem({ name: 'a.zip', size: 1 })).toBe('upload.notApk');
  expect(apkFileProblem({ name: 'apk', size: 1 })).toBe('upload.notApk');
  expect(apkFileProblem({ name: 'a.apk', size: 0 })).toBe('upload.empty');
  expect(apkFileProblem({ name: 'a.apk', size: MAX_APK_BYTES + 1 })).toBe('upload.tooLarge');
  expect(apkFileProblem({ name: `${'x'.repeat(197)}.apk`, size: 1 })).toBe('upload.nameTooLong');
});

test('package names: dotted Java identifiers', () => {
  for (const ok of ['com.tencent.mm', 'a.b', 'com.example_app.v2']) expect(PACKAGE_NAME.test(ok)).toBe(true);
  for (const bad of ['com', 'com.', '.com.a', '1com.a', 'com.1a', 'com a.b', 'com-a.b'])
    expect(PACKAGE_NAME.test(bad)).toBe(false);
});

test('defaultAppName drops the .apk extension', () => {
  expect(defaultAppName('微信.apk')).toBe('微信');
  expect(defaultAppName('Tool.APK')).toBe('Tool');
});
