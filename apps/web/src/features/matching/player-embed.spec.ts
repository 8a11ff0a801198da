import { describe, expect, it } from '@jest/globals';
import { playerEmbedFor, webUrl } from './player-embed';

describe('playerEmbedFor', () => {
  it.each([
    ['https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=abc', 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M'],
    ['https://open.spotify.com/intl-de/album/4aawyAB9vmqN3uQ7FjRGTy', 'https://open.spotify.com/embed/album/4aawyAB9vmqN3uQ7FjRGTy'],
    ['https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M', 'https://open.spotify.com/embed/playlist/37i9dQZF1DXcBWIGoYBM5M'],
  ])('plays Spotify URL %s in the Spotify embed', (url, src) => {
    expect(playerEmbedFor(url)).toEqual({ provider: 'Spotify', src });
  });

  it.each([
    ['https://www.youtube.com/playlist?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI', 'https://www.youtube-nocookie.com/embed/videoseries?list=PLFgquLnL59alCl_2TQvOiD5Vgm1hCaGSI'],
    ['https://music.youtube.com/playlist?list=OLAK5uy_abc', 'https://www.youtube-nocookie.com/embed/videoseries?list=OLAK5uy_abc'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
  ])('plays YouTube URL %s in the privacy-enhanced YouTube embed', (url, src) => {
    expect(playerEmbedFor(url)).toEqual({ provider: 'YouTube', src });
  });

  it('plays a SoundCloud page in the SoundCloud widget, passing the page URL encoded', () => {
    expect(playerEmbedFor('https://soundcloud.com/chillhop/sets/lofi-beats?utm_source=x')).toEqual({
      provider: 'SoundCloud',
      src: 'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fchillhop%2Fsets%2Flofi-beats&auto_play=false&visual=false',
    });
  });

  it.each([
    'https://music.apple.com/us/playlist/todays-hits/pl.f4d106fed2bd41149aaacabb233eb5eb',
    'https://www.deezer.com/playlist/1234',
    'https://open.spotify.com/user/someone',
    'https://open.spotify.com/playlist/bad%22id',
    'https://www.youtube.com/channel/UC123',
    'https://soundcloud.com/',
    'javascript:alert(1)',
    'not a url',
  ])('has no player for %s', (url) => {
    expect(playerEmbedFor(url)).toBeNull();
  });
});

describe('webUrl', () => {
  it('keeps http and https addresses and refuses any other scheme', () => {
    expect(webUrl('https://music.apple.com/us/playlist/x')).toBe('https://music.apple.com/us/playlist/x');
    expect(webUrl('http://example.com/list')).toBe('http://example.com/list');
    expect(webUrl('javascript:alert(1)')).toBeNull();
    expect(webUrl('data:text/html,hi')).toBeNull();
    expect(webUrl('not a url')).toBeNull();
  });
});
