import { describe, expect, it } from 'vitest';
import { collectDeviceInfo, detectPlatform, hashString } from './deviceFingerprint';

describe('hashString', () => {
  it('is the seed-31 rolling hash: h = h * 31 + code, starting from 31', () => {
    // "ab": (31 * 31 + 97) * 31 + 98 = 32896 = 0x8080
    expect(hashString('ab')).toBe('00008080');
    expect(hashString('')).toBe('0000001f');
  });

  it('is deterministic and tells different inputs apart', () => {
    expect(hashString('设备 A')).toBe(hashString('设备 A'));
    expect(hashString('设备 A')).not.toBe(hashString('设备 B'));
  });
});

describe('detectPlatform', () => {
  it.each([
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'android'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iOS'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', 'macOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'windows'],
    ['Mozilla/5.0 (X11; Linux x86_64)', 'linux'],
    ['curl/8', 'unknown'],
  ])('%s → %s', (ua, platform) => {
    expect(detectPlatform(ua)).toBe(platform);
  });
});

describe('collectDeviceInfo', () => {
  const nav = { userAgent: 'Mozilla/5.0 (Windows NT 10.0)', language: 'zh-CN', platform: 'Win32', hardwareConcurrency: 8 };

  it('gives the same id for the same device and a different one for another', () => {
    const a = collectDeviceInfo(nav, { width: 1920, height: 1080, colorDepth: 24 });
    expect(a).toEqual(collectDeviceInfo(nav, { width: 1920, height: 1080, colorDepth: 24 }));
    expect(a.platform).toBe('windows');
    expect(a.user_agent).toBe(nav.userAgent);
    expect(collectDeviceInfo(nav, { width: 390, height: 844, colorDepth: 24 }).device_id).not.toBe(a.device_id);
  });

  it('works without navigator or screen', () => {
    expect(collectDeviceInfo(undefined, undefined)).toMatchObject({ platform: 'unknown', user_agent: '' });
  });
});
