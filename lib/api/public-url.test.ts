import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (and of the environment it caches), with PUBLIC_BASE_URL as given. */
async function load(publicBaseUrl?: string) {
  vi.resetModules();
  vi.stubEnv('PUBLIC_BASE_URL', publicBaseUrl);
  return import('./public-url');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('publicUrl', () => {
  it('takes the forwarded host as it is: no port named, none kept from the listening address', async () => {
    const { publicUrl } = await load();
    const request = new Request('http://127.0.0.1:3806/api/v1/openapi.json?x=1', { headers: { 'X-Forwarded-Host': 'doors.leaseline.test' } });
    expect(publicUrl(request).href).toBe('http://doors.leaseline.test/api/v1/openapi.json?x=1');
  });

  it('keeps a port the host header names, and the bracketed IPv6 form', async () => {
    const { publicUrl } = await load();
    expect(publicUrl(new Request('http://127.0.0.1:3000/a', { headers: { Host: 'portal.test:8443' } })).origin).toBe('http://portal.test:8443');
    expect(publicUrl(new Request('http://127.0.0.1:3000/a', { headers: { 'X-Forwarded-Host': '[::1]' } })).origin).toBe('http://[::1]');
    expect(publicUrl(new Request('http://127.0.0.1:3000/a', { headers: { 'X-Forwarded-Host': '[::1]:9000' } })).origin).toBe('http://[::1]:9000');
  });

  it('ignores a host header that is not a plain host name', async () => {
    const { publicUrl } = await load();
    const request = new Request('http://127.0.0.1:3000/a', { headers: { 'X-Forwarded-Host': 'evil.test/path' } });
    expect(publicUrl(request).origin).toBe('http://127.0.0.1:3000');
  });

  it('moves to PUBLIC_BASE_URL entirely: protocol, host and its default port', async () => {
    const { publicUrl } = await load('https://portal.example.com');
    const request = new Request('http://127.0.0.1:3000/api/v1/x', { headers: { 'X-Forwarded-Host': 'other.test' } });
    expect(publicUrl(request).href).toBe('https://portal.example.com/api/v1/x');
  });
});
