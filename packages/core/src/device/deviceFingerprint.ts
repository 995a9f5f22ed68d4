export type Platform = 'android' | 'iOS' | 'macOS' | 'windows' | 'linux' | 'unknown';

export interface DeviceInfo {
  device_id: string;
  platform: Platform;
  user_agent: string;
}

/** Spec §4/§9: a rolling string hash seeded with 31, as unsigned 32-bit hex. */
export function hashString(text: string, seed = 31): string {
  let hash = seed >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(i)) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function detectPlatform(userAgent: string): Platform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'iOS';
  if (/macintosh|mac os x/i.test(userAgent)) return 'macOS';
  if (/windows/i.test(userAgent)) return 'windows';
  if (/linux|x11|cros/i.test(userAgent)) return 'linux';
  return 'unknown';
}

export type NavigatorLike = Partial<Pick<Navigator, 'userAgent' | 'language' | 'platform' | 'hardwareConcurrency'>>;
export type ScreenLike = Partial<Pick<Screen, 'width' | 'height' | 'colorDepth'>>;

function timeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
  } catch {
    return '';
  }
}

/** Stable properties only, so the id survives reloads; never throws without navigator/screen. */
export function collectDeviceInfo(
  nav: NavigatorLike | undefined = typeof navigator === 'undefined' ? undefined : navigator,
  screenInfo: ScreenLike | undefined = typeof screen === 'undefined' ? undefined : screen,
): DeviceInfo {
  const userAgent = nav?.userAgent ?? '';
  const parts = [
    userAgent,
    nav?.language ?? '',
    nav?.platform ?? '',
    String(nav?.hardwareConcurrency ?? ''),
    `${screenInfo?.width ?? ''}x${screenInfo?.height ?? ''}x${screenInfo?.colorDepth ?? ''}`,
    timeZone(),
  ];
  return { device_id: hashString(parts.join('|')), platform: detectPlatform(userAgent), user_agent: userAgent };
}
