import { describe, expect, it } from 'vitest';
import { imageUrlFrom } from './imageUrlFrom';

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
