import { describe, expect, it } from 'vitest';
import { imageUrlFrom, isOwnServer } from './ownServer';

const page = new URL(globalThis.location?.href ?? 'http://localhost/').origin;

describe('isOwnServer', () => {
  it('takes a path for our own relay', () => {
    expect(isOwnServer('/mjapi', 'https://api.example.org')).toBe(true);
    expect(isOwnServer('relay/mj', '')).toBe(true);
  });

  it('takes the page’s and the library API’s origins for ours', () => {
    expect(isOwnServer(`${page}/mjapi`, 'https://api.example.org')).toBe(true);
    expect(isOwnServer('https://api.example.org/mjapi', 'https://api.example.org/v2')).toBe(true);
  });

  it('takes an absolute URL on any other origin for someone else’s proxy', () => {
    expect(isOwnServer('https://mj.example.com', 'https://api.example.org')).toBe(false);
    expect(isOwnServer('//mj.example.com/mj', '')).toBe(false);
    expect(isOwnServer('https://api.example.org:8443', 'https://api.example.org')).toBe(false);
  });
});

describe('imageUrlFrom', () => {
  it('keeps absolute, data and blob URLs as the proxy gave them', () => {
    for (const url of ['https://cdn.discordapp.com/a/b.png?ex=1&is=2', 'data:image/png;base64,AAAA', 'blob:https://x/1', ''])
      expect(imageUrlFrom(url, 'https://mj.example.com')).toBe(url);
  });

  it('resolves a relative URL against an absolute proxy address, not our page', () => {
    expect(imageUrlFrom('/attachments/1-final.png', 'https://mj.example.com/mj')).toBe('https://mj.example.com/attachments/1-final.png');
    expect(imageUrlFrom('files/1.png', 'https://mj.example.com/proxy/')).toBe('https://mj.example.com/proxy/files/1.png');
  });

  it('leaves a relative URL alone behind our own relay', () => {
    expect(imageUrlFrom('/attachments/1-final.png', '/mjapi')).toBe('/attachments/1-final.png');
  });
});
